# Shared messages: input errors, the explorer, figures and the command line. Every game's own
# messages are in src/games/<game>/messages/. Numbers are plain digits in every language.

# Joins a list of clauses: "colour 2 at (1,0); colour 3 at (4,0)".
list-separator = {"; "}

## Input errors (src/text.rs, src/lib.rs)

error-at = line { $line }, column { $col }: { $message }
error-end-of-input = unexpected end of input: expected { $what }
error-extra-input = unexpected extra input { $found } after the end of the data
error-expected-integer = expected { $what } (an integer), found { $found }
error-out-of-range = { $what } { $value } is out of range { $min }..{ $max }
error-not-utf8 = the input is not valid UTF-8 text
error-unknown-game = unknown game { $name }; games: { $known }
error-unknown-rule = { $game } has no rule option { $name }; options: { $count ->
        [0] none
       *[other] { $known }
    }
error-unknown-rule-value = rule option { $name } has no value { $value }; values: { $allowed }
error-unknown-language = unknown language "{ $code }"; languages: en, zh-CN, fa
error-seed = the seed must be an integer 0..{ $max }, not { $found }
error-pairs-not-strings = rule options and generator parameters must be strings
error-no-editor = { $game } has no board editor
error-unknown-param = { $game } has no generator parameter { $name }; parameters: { $known }
error-param-range = parameter { $name } = { $value } is not an integer in { $min }..{ $max }

## The explorer (src/explore.rs)

explore-too-many-moves = a variation holds at most { $max } of your moves
explore-nobody-moves = nobody moves at this step
explore-your-moves = your moves

## Figures (src/figure)

figure-step-title = { $title } (step { $number } of { $count })
