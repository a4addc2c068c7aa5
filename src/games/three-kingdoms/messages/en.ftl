# Three Kingdom Chess (three-kingdoms): the engine's texts in English. Numbers that may be
# fractions (strengths, damage, scores) arrive already written, as text.

## The sides and the soldiers

three-kingdoms-zhuge-liang = Zhuge Liang
three-kingdoms-zhou-yu = Zhou Yu
three-kingdoms-footman = footman
three-kingdoms-rider = rider
three-kingdoms-archer = archer
# "rider (2,3)": a soldier and its cell.
three-kingdoms-soldier = { $kind } { $place }
# "Zhou Yu footman": an editor kind.
three-kingdoms-side-kind = { $side } { $kind }

## Reading the input

three-kingdoms-what-rows-or-end = N (rows) or the final 0 0 0
three-kingdoms-what-rows = N (rows)
three-kingdoms-what-cols = M (columns)
three-kingdoms-what-turns = K (turns)
three-kingdoms-what-terrain = terrain (0 plain, 1 mountain, 2 lake)
three-kingdoms-what-soldiers = T (soldiers)
three-kingdoms-what-pace = { $kind } pace
three-kingdoms-what-row = soldier row x
three-kingdoms-what-col = soldier column y
three-kingdoms-what-side = side a (0 Zhuge Liang, 1 Zhou Yu)
three-kingdoms-what-strength = strength b
three-kingdoms-what-kind = type c (0 footman, 1 rider, 2 archer)
three-kingdoms-too-many-tests = too many test cases: at most { $max } are accepted
three-kingdoms-two-soldiers = two soldiers on cell { $place }
three-kingdoms-soldier-on-lake = a soldier on the lake at { $place }
three-kingdoms-rider-on-mountain = a rider on the mountain at { $place }

## The search

three-kingdoms-search-limit = search limit reached in test { $test }: more than { $budget } positions
three-kingdoms-progress = test { $test }: { $nodes } positions searched, turn { $turn }
three-kingdoms-progress-of = test { $test } of { $tests }: { $nodes } positions searched, turn { $turn }

## The steps

three-kingdoms-test = test { $number }
three-kingdoms-no-tests = No test cases
three-kingdoms-only-end-marker = the input holds only the final 0 0 0
three-kingdoms-caption = test { $test } · turn { $played } of { $turns } · score { $score }
three-kingdoms-start-title = Test { $test } · start · { $rows }×{ $cols } board, { $turns ->
        [one] { $turns } turn
       *[other] { $turns } turns
    }, { $soldiers ->
        [one] { $soldiers } soldier
       *[other] { $soldiers } soldiers
    }
three-kingdoms-turn-title = Test { $test } · turn { $turn } · { $side }: { $play }
three-kingdoms-soldier-strength = { $soldier } (strength { $strength })
# Joins the soldiers of a side: "footman (1,1) (strength 5), rider (1,2) (strength 3)".
three-kingdoms-comma-list = { $list }, { $next }
three-kingdoms-no-soldiers = no soldiers
three-kingdoms-side-soldiers = { $side }: { $soldiers }
    .figure = { $side } starts with { $soldiers }.
three-kingdoms-best-value = value with best play: { $value }
three-kingdoms-search-stats = search: { $nodes } positions, { $hits } table hits, { $cutoffs } cut-offs, { $time }
three-kingdoms-best-score = game over: Zhuge Liang's best guaranteed score is { $score }
# A move: "rider (2,3) → (2,5), attacks archer (3,5) for 8".
three-kingdoms-passes = passes
three-kingdoms-stays = { $soldier } stays
three-kingdoms-moves-to = { $soldier } → { $to }
three-kingdoms-moves-and-attacks = { $walk }, attacks { $target } for { $damage }
three-kingdoms-played = played: { $name } = { $value }
three-kingdoms-alternative = alternative: { $name } = { $value }
three-kingdoms-alternatives-pending = alternatives: their exact values are being computed…
three-kingdoms-alternatives-failed = alternatives not shown: { $reason }
three-kingdoms-walks = { $soldier } walks { $path }
    .figure = The { $soldier } walks to { $to }.
three-kingdoms-attack-destroys = attack on { $target } deals { $damage }: destroyed (had { $had })
    .figure = The attack on the { $target } deals { $damage } and destroys it.
three-kingdoms-attack-weakens = attack on { $target } deals { $damage }: strength { $before } → { $after }
    .figure = The attack on the { $target } deals { $damage }: its strength falls from { $before } to { $after }.
three-kingdoms-score-change = score { $before } → { $after }
    .figure = Nobody is attacked; the score stays { $after }.

## Your own moves

three-kingdoms-pass-option = pass
three-kingdoms-zhuge-option = Zhuge { $play }
three-kingdoms-zhou-option = Zhou { $play }
three-kingdoms-your-value = value of your move: { $value } (the final score, Zhuge Liang minus Zhou Yu, with best play after it)
three-kingdoms-best-here = best value here: { $value }, by { $play }
three-kingdoms-best-here-yours = best value here: { $value }, by { $play } (your move)
three-kingdoms-best-move = your move is a best move
three-kingdoms-gives-away = your move gives away { $loss } for { $side }
three-kingdoms-best-reply = { $side }'s best reply
three-kingdoms-side-wiped-out = { $side } has no soldiers left
three-kingdoms-all-turns-played = { $turns ->
        [one] the 1 turn is played
       *[other] all { $turns } turns are played
    }
three-kingdoms-game-over = game over: { $why }; final score { $score }
three-kingdoms-zhuge-to-move = Zhuge Liang to move, { $left } { $left ->
        [one] turn
       *[other] turns
    } left, score { $score }
three-kingdoms-zhou-to-move = Zhou Yu to move, { $left } { $left ->
        [one] turn
       *[other] turns
    } left, score { $score } (sides swapped in Copy as input)
three-kingdoms-illegal-move = { $play } is not a legal move here
three-kingdoms-no-turn-left = { $turns ->
        [one] the 1 turn is played
       *[other] all { $turns } turns are played
    }: the input format needs at least one turn
three-kingdoms-fractional-strength = the { $kind } at { $place } has strength { $strength }: the input format takes whole numbers only

## The board editor

three-kingdoms-terrain-layer = terrain
three-kingdoms-soldier-layer = soldier
three-kingdoms-plain = plain
three-kingdoms-mountain = mountain
three-kingdoms-lake = lake
three-kingdoms-none = none
three-kingdoms-pace-field = { $name } ({ $pace })
three-kingdoms-strength-field = strength of the { $side } { $kind } at { $place }
three-kingdoms-nothing-to-edit = the input has no test case to edit, only the final 0 0 0
three-kingdoms-no-such-test = there is no test { $test } (the input has { $count })
three-kingdoms-cell-off-board = cell ({ $row }, { $col }) is off the { $rows }×{ $cols } board
three-kingdoms-no-such-kind = layer { $layer } has no kind { $kind }
three-kingdoms-no-such-layer = there is no layer { $layer }
three-kingdoms-no-soldier-selected = no soldier on the selected cell
three-kingdoms-no-such-field = there is no field { $name }

## The generator

three-kingdoms-soldiers-do-not-fit = t = { $soldiers ->
        [one] { $soldiers } soldier does
       *[other] { $soldiers } soldiers do
    } not fit on a { $rows }×{ $cols } board

## A program's trace (trace.rs)

three-kingdoms-trace-what-test = the test number
three-kingdoms-trace-what-turn = the turn number
three-kingdoms-trace-what-coordinate = a row or column
three-kingdoms-trace-expected-turn = expected turn I: a checkpoint is test T or test T turn I
three-kingdoms-trace-start = the start of test { $test }
three-kingdoms-trace-turn = test { $test }, after turn { $turn }
three-kingdoms-trace-left-line = your line leaves the judge's principal variation at turn { $turn }; the state is the rules' state after your moves
three-kingdoms-trace-over = the game is over after turn { $turn }
three-kingdoms-trace-no-play = the trace gives no play for turn { $turn } and the moves before it are not the judge's
three-kingdoms-trace-legal = turn { $turn } played
three-kingdoms-trace-play-at-start = a test's start has no play
three-kingdoms-trace-play-words = a play is pass, or X1 Y1 X2 Y2, or X1 Y1 X2 Y2 X3 Y3
three-kingdoms-trace-no-soldier = no soldier of { $side } stands on the first cell
three-kingdoms-trace-unreachable = the soldier cannot reach the second cell this turn
three-kingdoms-trace-out-of-region = the target is not in the attack region of the second cell
three-kingdoms-trace-no-enemy = no enemy soldier stands on the third cell
three-kingdoms-trace-move-value = the value of turn { $turn }'s move (the best move's for the judge)
three-kingdoms-trace-score = score
three-kingdoms-trace-value = value with best play from here
three-kingdoms-trace-soldier-words = a soldier line is X Y A B C
three-kingdoms-trace-soldier-at = soldier at { $cell } (side strength kind)
three-kingdoms-trace-none = (none)
