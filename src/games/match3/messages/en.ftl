# match3 (德州消消乐): the timeline, the explorer, the editor and input errors. Cells are
# "(row,col)", 1-based, passed as text; colours and scores are plain numbers.

## Input fields (the parser's errors name them)

match3-field-n = n (rows)
match3-field-m = m (columns)
match3-field-k = k (colours)
match3-field-q = q (operations)
match3-field-a-colour = a colour
match3-field-colour = colour
match3-field-special = special type
# $name: x1 or x2.
match3-field-row = row { $name }
# $name: y1 or y2.
match3-field-column = column { $name }
match3-initial-run = the initial board already has a run: { $length } pieces of colour { $colour } from { $from } to { $to }; the statement guarantees none
match3-gen-one-colour = k = 1 colour always makes a run of 3 on a { $rows }×{ $cols } board; use k ≥ 2

## Pieces, specials and hands

# A badge is the glyph drawn on a special piece (─ │ ┼ 3x3 5x5 ★), the same in every language.
match3-badge = { $glyph }
match3-special-plain = plain
match3-special-row-clearer = row clearer
match3-special-column-clearer = column clearer
match3-special-cross = cross
match3-special-square-3 = 3×3 bomb
match3-special-square-5 = 5×5 bomb
match3-special-colour-bomb = colour bomb
match3-shape-high-card = high card
match3-shape-one-pair = one pair
match3-shape-two-pairs = two pairs
match3-shape-three-of-a-kind = three of a kind
match3-shape-full-house = full house
match3-shape-four-of-a-kind = four of a kind
match3-shape-five-of-a-kind = five of a kind

## The timeline

match3-score = score { $total } = elim { $elimination } + chain { $chain } + comb { $combination } + hand { $hand } + end { $end }
match3-initial-title = Initial board
match3-initial-board = { $rows }×{ $cols } board, { $colours ->
        [one] 1 colour
       *[other] { $colours } colours
    }, { $operations ->
        [one] 1 operation
       *[other] { $operations } operations
    }
match3-initial-specials = { $count ->
        [one] 1 special piece
       *[other] { $count } special pieces
    }
match3-end-title = End
match3-end-all-valid = every operation was valid: end bonus +1000
    .figure = Every operation was valid, so the score gets the end bonus of 1000.
match3-end-skipped = { $skipped ->
        [one] 1 operation
       *[other] { $skipped } operations
    } of { $operations } skipped: no +1000
    .figure = { $skipped ->
        [one] 1 operation of { $operations } was skipped, so there is no end bonus of 1000.
       *[other] { $skipped } operations of { $operations } were skipped, so there is no end bonus of 1000.
    }
match3-end-cleared = the board is empty: end bonus +10000
match3-end-left = { $count ->
        [one] 1 piece
       *[other] { $count } pieces
    } left: no +10000
match3-end-total = total score { $total }
match3-marker-op = op { $number }
match3-marker-hand = hand { $number }
match3-marker-end = end

# An invalid operation. $swap: "(1,1)↔(2,2)".
match3-invalid-title = Op { $op } · invalid: { $reason }
match3-skip-same-cell = same cell
match3-skip-not-adjacent = not adjacent
match3-skip-empty-cell = empty cell
match3-skip-no-run = no run
match3-skipped = { $swap } is skipped: { $why }
match3-skip-same-cell-why = both positions are the same cell
match3-skip-not-adjacent-why = the cells are not orthogonally adjacent
match3-skip-empty-cell-why = a cell is empty
match3-skip-no-run-why = swapping them makes no run of 3
match3-skipped-effect = it scores nothing, joins no hand and forfeits the +1000 end bonus

# A valid swap.
match3-swap-title = Op { $op } · swap { $swap }
match3-piece = { $cell } colour { $colour }
match3-special-piece = { $cell } colour { $colour } { $badge } { $special }
match3-swapped-now = now { $first } and { $second }
    .figure = The two pieces trade places, leaving { $first } and { $second }.
match3-main-colour = main colour { $colour }
match3-main-colours = main colours { $first } and { $second }
match3-runs-appear = runs appear: { $main }

# The steps of one round: $stage is one of the match3-stage-* messages.
match3-round-title = Op { $op } · round { $round } · { $stage }
match3-stage-runs = runs
match3-stage-special = special at { $cell }
match3-stage-more-specials = { $count ->
        [one] 1 more special
       *[other] { $count } more specials
    }
match3-stage-removal = removal
match3-stage-gravity = gravity
match3-run-cells = { $count ->
        [one] 1 run cell
       *[other] { $count } run cells
    }
    .figure = The pieces in runs of three or more are marked: { $count } of them.
match3-block = block of { $size } × colour { $colour } at { $cell }: combination +{ $points }
match3-area-row = row { $row }
match3-area-column = column { $column }
match3-area-cross = row { $row } and column { $column }
# $side: 3 or 5.
match3-area-square = the { $side }×{ $side } square around { $cell }
match3-area-colour = every piece of colour { $colour }
match3-fires = { $cell } colour { $colour } { $badge } ({ $special }) fires on { $area }
    .figure = The special piece at { $cell } ({ $special }) fires and marks { $area }.
match3-covered = { $covered ->
        [one] 1 piece
       *[other] { $covered } pieces
    } covered, { $newly } newly doomed, { $doomed } doomed so far
match3-more-specials-fire = { $count } more specials fire, shown together
match3-newly-doomed = { $newly } newly doomed, { $doomed } doomed so far
match3-removed = { $count ->
        [one] 1 piece
       *[other] { $count } pieces
    } removed
    .figure = The marked pieces are removed ({ $count ->
        [one] 1 piece
       *[other] { $count } pieces
    }).
match3-elimination = colour sum { $sum } × round { $round }: elimination +{ $points }
match3-fell = { $count ->
        [one] 1 piece
       *[other] { $count } pieces
    } fell
    .figure = { $count ->
        [0] No piece falls: none has a gap below it.
        [one] 1 piece falls into the gap below it.
       *[other] { $count } pieces fall into the gaps below them.
    }
match3-new-runs = new runs: round { $round } follows
match3-no-more-runs = no more runs: { $rounds ->
        [one] 1 round
       *[other] { $rounds } rounds
    }, chain 80·({ $rounds }−1)² = +{ $chain }

# A completed hand. $options: the main colours each operation offered, "{99,1} {98}";
# $colours: the chosen ones, "99 99 98 98 5".
match3-hand-title = Op { $op } · hand { $number } · { $shape }
match3-hand-offered = main colours offered: { $options }
match3-hand-choice = best choice: { $colours } — { $shape }
match3-hand-score = hand +{ $score }

## The explorer: your own swaps ($swap: "(1,2)–(1,3)")

match3-to-move = operation { $operation } to play · hand { $hand } has { $valid } of 5 valid swaps · score { $score }
match3-over-limit = the statement's limit of { $max } operations is reached
match3-over-cleared = the board is empty
match3-over-stuck = no two pieces are adjacent any more
match3-move = swap { $swap }
match3-move-no-run = swap { $swap } (no run)
match3-not-a-swap = { $id } is not a swap of two adjacent pieces here
match3-input-needs-operation = the input needs at least one operation (q ≥ 1): play a swap first
match3-progress-best-swap = best swap: { $tried } swaps tried
match3-your-swap = your swap { $swap }: { $value }
match3-your-swap-no-run = your swap { $swap } makes no run: it is skipped, scores nothing and loses the +1000 end bonus
match3-no-swap-runs = no swap here makes a run
match3-best-is-yours = best available: { $total } — yours is a best swap
match3-best-swap = best available: swap { $swap }: { $value }
match3-running-total = running total { $total }; an input ending here prints { $printed } (end bonus +{ $end })
match3-value = elimination { $elimination } + combination { $combination } + chain { $chain } = { $total }
match3-value-with-hand = elimination { $elimination } + combination { $combination } + chain { $chain } + hand { $hand } ({ $shape }) = { $total }

## The board editor

match3-editor-caption = { $rows }×{ $cols } board, k = { $colours }, q = { $operations }
match3-layer-colour = colour
match3-layer-special = special
# A colour's number, the same in every language.
match3-colour-kind = { $colour }
match3-edit-off-board = cell { $cell } is off the { $rows }×{ $cols } board
match3-edit-no-kind = layer { $layer } has no kind { $kind }
match3-edit-no-layer = there is no layer { $layer }
match3-edit-no-field = there is no field { $name }

# The points a block scores, drawn on the board.
match3-scored-points = +{ $points }

## A program's trace (trace.rs)

match3-trace-what-op = the number of operations done
match3-trace-initial = the initial board
match3-trace-op = after operation { $op }
match3-trace-end = the end, after the end bonus
match3-trace-colour-at = colour at { $cell }
match3-trace-special-at = special type at { $cell }
match3-trace-score = score
match3-trace-elimination = elimination score
match3-trace-chain = chain score
match3-trace-combination = combination score
match3-trace-hand = hand score
match3-trace-valid = valid (1 or 0)
match3-trace-rounds = rounds of the operation
match3-trace-not-an-operation = valid and rounds belong to an operation's checkpoint ($ op I with I ≥ 1)
