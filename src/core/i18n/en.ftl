# Shared messages: input errors, the explorer, figures and the command line. Every game's own
# messages are in src/games/<game>/messages/. Numbers are plain digits in every language.

# Joins a list of clauses: "colour 2 at (1,0); colour 3 at (4,0)".
list-separator = {"; "}

## Input errors (src/core/text.rs, src/core/lib.rs)

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
error-not-text = a text must be a string or UTF-8 bytes (a Uint8Array)
error-bad-request = the request does not have the expected shape: { $detail }
error-no-editor = { $game } has no board editor
error-unknown-param = { $game } has no generator parameter { $name }; parameters: { $known }
error-param-range = parameter { $name } = { $value } is not an integer in { $min }..{ $max }

## Strict validation (src/core/strict.rs): the exact format of the statement

strict-no-final-newline = the last line does not end with a line break (\n)
strict-blank-line = a blank line: the statement has none
strict-leading-space = a space at the start of the line
strict-trailing-space = a space at the end of the line
strict-double-space = two spaces in a row: tokens are separated by one space
strict-carriage-return = a carriage return (CR): lines end with \n alone
strict-tab = a tab: tokens are separated by one space
strict-character = the character { $code } is not allowed: the input is printable ASCII, single spaces and line breaks
strict-plus-sign = { $found } has a + sign: the statement writes integers without one
strict-leading-zero = { $found } has a leading zero
strict-negative-zero = { $found } is a negative zero: write 0
strict-line-count = line { $line } holds { $found } { $found ->
        [one] token
       *[other] tokens
    } where the statement puts { $expected }: { $what }
strict-what-names = { $names }
strict-what-row = a row of the grid: { $count ->
        [one] 1 number
       *[other] { $count } numbers
    } (row { $row })
strict-what-piece = piece { $piece }: x y a b c d f z r, the skill's name and the skill's own values
strict-extra-line = line { $line } comes after the end of the data

## The explorer (src/session/explore.rs)

explore-too-many-moves = a variation holds at most { $max } of your moves
explore-nobody-moves = nobody moves at this step
explore-your-moves = your moves

## Figures (src/session/figure/)

figure-step-title = { $title } (step { $number } of { $count })
# The steps of an animation (render --from/--to, the page's export range); $field and
# $from/$to name the fields: the command line's options, or figure-range-first/-last.
figure-range-first = the first step
figure-range-last = the last step
figure-range-not-a-step = { $field } { $value } is not a step: this input has steps 1 to { $count }
figure-range-order = { $from } must not be after { $to }
figure-range-too-long = at most { $max } steps in one animation

## A program's trace against the judge (src/core/trace.rs, src/session/trace.rs, src/session/verdict.rs)

trace-error-extra-word = unexpected { $found } at the end of the line
trace-error-before-checkpoint = { $found } comes before the first checkpoint; a checkpoint line starts with { $words }
trace-what-coordinate = a coordinate
trace-error-off-board = the cell { $cell } is not on the board
trace-error-colour = { $found } is not a colour: { $colours }, #rgb or #rrggbb
trace-drawings-left-out = { $count ->
    [one] 1 more drawing line at this checkpoint was not read
   *[other] { $count } more drawing lines at this checkpoint were not read
} (at most { $max } are read)
trace-error-long-label = a mark's label has at most { $max } characters
trace-error-row-count = { $field } needs { $rows ->
        [one] 1 row
       *[other] { $rows } rows
    } under it, found { $found }
# A checkpoint named by its line as the program wrote it.
trace-as-written = { $text }
trace-error-unknown-field = { $found } is not a field of this checkpoint; fields: { $fields }
trace-error-did-you-mean = { $error } — did you mean { $word }?
trace-unreadable-checkpoint = its line cannot be read
trace-no-format = this game, with these rule options, reads no trace
trace-first-difference = first difference: { $name } ({ $place })
trace-at-step = trace line { $line }, step { $step }
trace-off-timeline = trace line { $line }; not on the judge's timeline: { $why }
trace-difference = { $field }: yours { $yours }, the judge's { $judge } (trace line { $line }, column { $col })
trace-more-differences = … and { $count ->
        [one] 1 more difference
       *[other] { $count } more differences
    }
trace-judge-since = what the judge did since { $name } (trace line { $line }), which agrees:
trace-judge-since-start = what the judge did from the start:
trace-judge-steps-left-out = ({ $count ->
        [one] 1 earlier step
       *[other] { $count } earlier steps
    } not shown)
trace-all-agree = { $count ->
        [0] no checkpoint to compare
        [one] the 1 checkpoint agrees
       *[other] all { $count } checkpoints agree
    }{ $unplaced ->
        [0] {""}
        [one] ; 1 more cannot be placed
       *[other] ; { $unplaced } more cannot be placed
    }
trace-unplaced = { $name } cannot be placed: { $why }
trace-derived-below = … and what follows from the differences above (fields derived from the state: counters, totals, a search's values):
trace-consequences = before it, your search's values differ because your positions first differ at { $cause }:
trace-consequence = { $name }: { $difference }
trace-nothing-compared = { $count ->
        [0] no checkpoint: nothing was compared
        [one] nothing was compared: the 1 checkpoint has no field that could be read
       *[other] nothing was compared: none of the { $count } checkpoints has a field that could be read
    }
trace-compared-nothing = { $name } compares nothing: none of its fields could be read{ $count ->
        [one] {""}
       *[other] {" "}({ $count } checkpoints like it; the first is here)
    }
trace-unplaced-after-split = { $count ->
        [one] 1 checkpoint after the first difference cannot be placed
       *[other] { $count } checkpoints after the first difference cannot be placed
    }, as expected once your game has left the judge's (the first is { $name }: { $why })
trace-error-repeated = { $error } ({ $count } lines like this one; the first is here)
trace-none-read = no checkpoint could be read: mend the lines above and check again
program-exit-status = runtime error: exit status { $code }
program-exit-signal = runtime error: killed by signal { $signal } ({ $signal ->
        [11] SIGSEGV, a bad memory access
        [6] SIGABRT, an abort or failed assertion
        [8] SIGFPE, an arithmetic error such as a division by zero
        [9] SIGKILL, the memory or CPU limit
        [24] SIGXCPU, the CPU time limit
        [7] SIGBUS
        [13] SIGPIPE
       *[other] a signal
    })
program-exit-time = time limit exceeded ({ $seconds } s)
program-exit-output = output limit exceeded ({ $mib } MiB)
trace-stopped-no-trace = the program stopped ({ $ending }) and wrote no trace
trace-stopped-before-first = the program stopped ({ $ending }) before its first checkpoint
trace-stopped-at-last-step = the last checkpoint of your trace is { $name } (step { $step }), the last step; the program then stopped ({ $ending })
trace-stopped = the last checkpoint of your trace is { $name } (step { $step }); the program stopped there ({ $ending }), so its fault is in what comes next: step { $next }, { $title }
trace-more-errors = … and { $count ->
        [one] 1 more bad trace line
       *[other] { $count } more bad trace lines
    }
verdict-accepted = Accepted
verdict-wrong-answer = Wrong Answer on line { $line }, column { $col }: expected { $expected }, found { $found }
verdict-presentation-error = Presentation Error on line { $line }, column { $col }: expected { $expected }, found { $found } (the same tokens, on other lines or spaced otherwise)
verdict-not-text = Presentation Error: the output is not text ({ $error })
# An output line, quoted.
verdict-line = { $text }
verdict-end-of-output = end of output
verdict-sample-note = note: this input is the game's sample “{ $name }”: { $note }
trace-output = output: { $verdict }{ $step ->
        [0] {""}
       *[other] {" "}(printed at step { $step })
    }
trace-error-too-many-checkpoints = more than { $max } checkpoints: the trace is read up to here

## What a reader of the board hears (src/session/view.rs): the tip of a cell, the board's summary.
view-empty = empty
view-token = token
view-inactive = (inactive)
view-dir-up = up
view-dir-down = down
view-dir-left = left
view-dir-right = right
view-no-pieces = no pieces
view-pieces = { $count } { $name }
view-pieces-faded = { $count } { $name } ({ $faded } inactive)
view-piece-list = { $kinds }
