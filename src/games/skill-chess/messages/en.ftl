# Skill chess (src/games/skill-chess/). Pieces are named "#k" and cells "(x,y)" as in the
# input; skill names in the input's words (toolihai, 2dsaigao…) are never translated there.

## The timeline (view.rs)

skill-chess-game = game { $game }
skill-chess-start-title = Game { $game } · start
skill-chess-final-title = Game { $game } · final positions
skill-chess-round-title = Game { $game } · round { $round } · { $phase }
skill-chess-phase-start = start
skill-chess-phase-final = final positions
skill-chess-phase-recover = recover
skill-chess-phase-move = move
skill-chess-phase-cast = { $piece } { $skill } (cast { $number } of { $count })
skill-chess-phase-fight = fight
skill-chess-caption = game { $game } of { $games } · round { $round } of { $rounds } · { $phase }
skill-chess-progress = game { $game }: round { $round } of { $rounds }
skill-chess-start-event = { $rows }×{ $cols } board, { $pieces ->
        [one] 1 piece
       *[other] { $pieces } pieces
    }, { $rounds ->
        [one] 1 round
       *[other] { $rounds } rounds
    }
    .figure = The game starts: { $pieces ->
        [one] 1 piece
       *[other] { $pieces } pieces
    } on a { $rows } by { $cols } board, for { $rounds ->
        [one] 1 round
       *[other] { $rounds } rounds
    }.
skill-chess-final-event = the game ends; { $lines } position lines printed
    .figure = { $lines ->
        [one] After the last round, the final cell of the piece is printed.
       *[other] After the last round, the final cell of every piece is printed, dead or alive: { $lines } lines.
    }
skill-chess-quiet-recover = no respawns, no boost expiries
    .figure = The round starts: no piece comes back to life and no onepunch boost ends.
skill-chess-no-fight = no cell holds both teams
    .figure = No cell holds alive pieces of both teams, so nobody fights.
# Badges beside a token: rounds until it respawns, may cast again, may move again; boosts.
skill-chess-respawn-badge = respawn { $rounds }
skill-chess-mute-badge = mute { $rounds }
skill-chess-root-badge = root { $rounds }
skill-chess-boost-badge = boost ×{ $count }

## Names

skill-chess-direction-up = up
skill-chess-direction-down = down
skill-chess-direction-left = left
skill-chess-direction-right = right
skill-chess-team-red = red
skill-chess-team-blue = blue
skill-chess-skill-toolihai = toolihai
skill-chess-skill-faceking = faceking
skill-chess-skill-onepunch = onepunch
skill-chess-skill-rabiribi = rabiribi
skill-chess-skill-firework = firework
skill-chess-skill-viuganda = viuganda
skill-chess-skill-2dsaigao = 2dsaigao
skill-chess-skill-gugugugu = gugugugu
skill-chess-skill-backward = backward
skill-chess-skill-hupraise = hupraise

## What a round does (engine.rs)

skill-chess-respawns = { $piece } respawns at { $cell }
    .figure = Piece { $piece } comes back to life on { $cell } with its starting attributes.
skill-chess-boost-ends = { $piece }'s onepunch boost ends: power ({ $a }, { $b })
    .figure = The onepunch boost of piece { $piece } ends: its attributes are now ({ $a }, { $b }).
skill-chess-step-forward = { $count ->
        [one] 1 piece steps forward
       *[other] { $count } pieces step forward
    }
    .figure = { $count ->
        [0] No piece can step forward: each one that may move turns around instead.
        [one] One piece steps one cell in its direction; any other that may move turns around.
       *[other] { $count } pieces step one cell in their direction; any other that may move turns around.
    }
skill-chess-turned = turned around: { $pieces }
skill-chess-toolihai = { $piece } toolihai: fireworks (no effect)
    .figure = Piece { $piece } casts toolihai: nothing happens, but it is now the last toolihai caster.
skill-chess-faceking = { $piece } faceking: every alive piece turns left
    .figure = Piece { $piece } casts faceking: every alive piece turns 90° to its left.
skill-chess-onepunch = { $piece } onepunch: power +{ $boost } → ({ $a }, { $b }) until round { $until }
    .figure = Piece { $piece } casts onepunch: its A grows by { $boost }, to ({ $a }, { $b }), until the start of round { $until }.
skill-chess-firework = { $piece } firework: roots { $target } (+{ $duration }, rooted { $rooted })
    .figure = Piece { $piece } casts firework: the root counter of piece { $target } grows by { $duration }, so it cannot move for { $rooted ->
        [one] 1 round
       *[other] { $rooted } rounds
    }.
skill-chess-gugugugu = { $piece } gugugugu: the rest of the { $team } team skip their skills this round
    .figure = Piece { $piece } casts gugugugu: the rest of the { $team } team casts nothing this round.
skill-chess-backward = { $piece } backward: back to round { $round }: { $from }→{ $to } facing { $direction }, power ({ $a }, { $b }){ $dead ->
        [0] {""}
       *[other] {", dead"}
    }
    .figure = Piece { $piece } casts backward: it takes back its state from the start of round { $round }, going from { $from } to { $to }, facing { $direction }, with attributes ({ $a }, { $b }){ $dead ->
        [0] {""}
       *[other] {", and dead"}
    }.
skill-chess-hupraise = { $piece } hupraise: maximum red–blue matching = { $pairs } (printed)
    .figure = Piece { $piece } casts hupraise and prints { $pairs }, the largest number of disjoint red–blue pairs whose A values have an xor divisible by 3.
skill-chess-rabiribi = { $piece } rabiribi facing { $direction }, range { $range }
    .figure = Piece { $piece } casts rabiribi facing { $direction }: every piece in the marked region, up to { $range ->
        [one] 1 cell
       *[other] { $range } cells
    } in front of it, is pushed one cell on.
skill-chess-knocked = { $piece } knocked { $from }→{ $to }
skill-chess-nobody-in-cone = nobody in the cone
skill-chess-viuganda = { $piece } viuganda: revives { $target } at { $cell }
    .figure = Piece { $piece } casts viuganda and brings piece { $target } back to life on { $cell }.
skill-chess-viuganda-nobody = { $piece } viuganda: nobody is dead
    .figure = Piece { $piece } casts viuganda, but no piece is dead, so nothing happens.
skill-chess-2dsaigao = { $piece } 2dsaigao: the wave bursts at { $cell } (radius { $radius }); silenced for { $duration }: { $count ->
        [0] nobody
       *[other] { $pieces }
    }
    .figure = Piece { $piece } casts 2dsaigao: its wave bursts on { $cell }, and { $count ->
        [0] no piece is within distance { $radius } of it.
        [one] piece { $pieces } within distance { $radius } of it gets { $duration } more on its silence counter.
       *[other] the pieces within distance { $radius } of it ({ $pieces }) get { $duration } more on their silence counters.
    }
skill-chess-duel = duel at { $cell }: { $red } ({ $red_a }, { $red_b }) vs { $blue } ({ $blue_a }, { $blue_b }): { $outcome }
    .figure = On { $cell }, red piece { $red } ({ $red_a }, { $red_b }) and blue piece { $blue } ({ $blue_a }, { $blue_b }) fight: { $outcome }.
skill-chess-duel-tie = equal power, both die
skill-chess-duel-win = { $winner } wins, { $loser } dies; { $winner } now ({ $a }, { $b })

## Input errors (input.rs): the numbers of the input

skill-chess-field-games = number of games T
skill-chess-field-rows = N (rows)
skill-chess-field-cols = M (columns)
skill-chess-field-pieces = K (pieces)
skill-chess-field-rounds = R (rounds)
skill-chess-field-cell = cell { $cell }
skill-chess-field-row = row x
skill-chess-field-col = column y
skill-chess-field-a = attribute a
skill-chess-field-b = attribute b (at most a)
skill-chess-field-team = team c
skill-chess-field-team-values = team c (0 red, 1 blue)
skill-chess-field-direction = direction d
skill-chess-field-direction-values = direction d (0 up, 1 down, 2 left, 3 right)
skill-chess-field-first-cast = first cast round f
skill-chess-field-cooldown = cooldown z
skill-chess-field-respawn = respawn delay r
skill-chess-field-skill-name = skill name
skill-chess-field-skill = skill
# A skill's extra numbers.
skill-chess-extra-boost = boost v
skill-chess-extra-range = range v
skill-chess-extra-duration = duration l
skill-chess-extra-wave-length = wave length o
skill-chess-extra-burst-radius = burst radius v
skill-chess-extra-rounds-back = rounds back l
# "game 1: N (rows)"
skill-chess-game-field = game { $game }: { $what }
skill-chess-piece = game { $game }: piece { $piece }
# "game 1: piece 3 cooldown z"
skill-chess-piece-field = { $piece } { $what }
# "2dsaigao duration l"
skill-chess-skill-param = { $skill } { $what }
skill-chess-unknown-skill = { $piece }: unknown skill { $name }; skills: { $skills }
skill-chess-on-obstacle = { $piece } starts at { $cell }, which is an obstacle
skill-chess-backward-too-far = piece { $piece } backward l = { $rounds }: cast in round { $round } it would go back to round { $target }, before the game starts (the statement guarantees inputs never do)

## The board editor (editor.rs)

skill-chess-layer-terrain = terrain
skill-chess-layer-piece = piece
skill-chess-kind-floor = floor
skill-chess-kind-obstacle = obstacle
skill-chess-kind-none = none
# Joins names: "none, red, blue".
skill-chess-comma-list = { $first }, { $rest }
skill-chess-no-game = the input has { $count ->
        [one] 1 game
       *[other] { $count } games
    }; there is no game { $game }
skill-chess-out-of-range = { $field } must lie in { $min }..{ $max }, not { $value }
skill-chess-no-layer = there is no layer { $layer }; layers: 0 terrain, 1 piece
skill-chess-no-kind = layer { $layer } has no kind { $kind }; kinds: { $kinds }
skill-chess-off-board = cell ({ $row }, { $col }) is off the { $rows }×{ $cols } board
skill-chess-no-field = there is no field "{ $name }" here; fields: { $fields } (a piece's numbers need its cell selected)

## The piece table, the text view of a step (view.rs)

skill-chess-column-piece = piece
skill-chess-column-team = team
skill-chess-column-cell = cell
skill-chess-column-facing = facing
skill-chess-column-power = power
skill-chess-column-wait = wait
skill-chess-column-silenced = silenced
skill-chess-column-rooted = rooted
skill-chess-column-dead = dead
skill-chess-column-skill = skill

## A program's trace (trace.rs)

skill-chess-trace-what-game = the game number
skill-chess-trace-what-round = the round number
skill-chess-trace-what-piece = the piece number
skill-chess-trace-what-value = a value
skill-chess-trace-expected-round = expected round R: a checkpoint is [game G] round R [phase]
skill-chess-trace-no-next-game = this checkpoint is not later than the one before it, which is in the last game ({ $games }); write game G round R
skill-chess-trace-round-beyond = game { $game } has { $rounds ->
        [one] 1 round
       *[other] { $rounds } rounds
    }
skill-chess-trace-start-has-no-phase = round 0 is a game's start: it has no phase
skill-chess-trace-unknown-phase = { $found } is not a phase: recover, move, cast K, skills or fight
skill-chess-trace-start = { $games ->
        [1] the start
       *[other] the start of game { $game }
    }
skill-chess-trace-point = { $games ->
        [1] round { $round }
       *[other] game { $game }, round { $round }
    }, { $phase }
skill-chess-trace-after-recover = after the recovery
skill-chess-trace-after-move = after the moves
skill-chess-trace-after-cast = after { $piece }'s cast
skill-chess-trace-after-skills = after the skills
skill-chess-trace-after-fight = after the fight
skill-chess-trace-piece-values = after the piece number come x y, x y d or x y d a b, then counters (dead N, silenced N, rooted N, wait N)
skill-chess-trace-unknown-counter = { $found } is not a counter: { $counters }
skill-chess-trace-position = { $piece }: position
skill-chess-trace-direction = { $piece }: direction
skill-chess-trace-power = { $piece }: power (cur_a, cur_b)
skill-chess-trace-counter = { $piece }: { $counter }
