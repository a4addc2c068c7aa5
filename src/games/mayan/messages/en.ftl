# mayan: the Mayan game (NOIP 2011). Cells are passed as "(x,y)" and moves as "x y g", as the
# statement writes them. The registry texts (title, samples, options) are English in mod.rs;
# their translations are in zh-CN.ftl and fa.ftl only.

## Moves (engine.rs)

mayan-right = right
mayan-left = left
mayan-illegal-board-empty = the board is already empty
mayan-illegal-no-block = there is no block at that cell
mayan-illegal-off-board = it would move the block off the board
mayan-illegal-same-colour = it swaps two blocks of colour { $colour }, which the rule same_colour_swap=skipped does not count as a move

## Reading the puzzle and an answer (input.rs, mod.rs)

mayan-what-moves = n (the number of moves)
mayan-what-n = n
mayan-what-column = column { $column } (colours bottom to top, ending with 0)
mayan-what-colour = colour in column { $column }
mayan-what-move-field = { $field } of move { $number }
mayan-error-column-line = unexpected { $found } on the line of { $column ->
        [0] n
       *[other] the previous column
    }: column { $column } must start on a line of its own
mayan-error-colour-range = colour { $colour } in column { $column } is out of range 1..{ $max } (0 ends the column)
mayan-error-column-full = column { $column } has more than { $height } blocks (the board is { $height } rows high)
mayan-error-missing-zero = missing 0 at the end of the line of column { $column }
mayan-error-removable-group = the initial board already has a removable group ({ $blocks }); the input must have none
# The last block of the group, then each one before it followed by the rest.
mayan-group-block = { $cell } colour { $colour }
mayan-group-blocks = { $cell } colour { $colour }, { $rest }
mayan-error-after-puzzle = { $error } (the 5 column lines end the input; to replay an answer use mode=replay)
mayan-error-after-minus-one = { $error } (the answer -1 ends the answer)
mayan-error-answer-too-long = the answer has more than { $max } moves (n is at most { $n })
mayan-error-move-field-range = { $field } = { $value } in move { $number } is out of range { $min }..{ $max }
mayan-error-move-missing = move { $number } is missing { $field }: each move is `x y g` on one line
mayan-error-g-zero = g = 0 in move { $number }: the direction is 1 (right) or -1 (left)
mayan-error-after-move = unexpected { $found } after move { $number }: each move is `x y g` on one line
mayan-error-solver-illegal = internal error: the solver's move { $mv } is illegal: { $why }
mayan-gen-no-puzzle = no puzzle found for these parameters in { $attempts } attempts; try more colours or a taller board

## The search (search.rs) and its statistics (view.rs)

mayan-search-limit = search limit reached after { $boards ->
        [one] 1 board
       *[other] { $boards } boards
    } without finishing; this board is beyond what the solver can settle
mayan-searched = searched { $boards ->
        [one] 1 board
       *[other] { $boards } boards
    }
mayan-search-found = search: found the smallest answer { $moves }
mayan-search-exhausted = search: no sequence of exactly { $moves ->
        [one] 1 move
       *[other] { $moves } moves
    } empties the board, so the answer is -1 (search exhausted)
mayan-search-explored = explored { $boards ->
        [one] 1 board
       *[other] { $boards } boards
    } in { $time }
mayan-search-colour-cuts = cut { $boards ->
        [one] 1 board
       *[other] { $boards } boards
    } where a colour had 1 or 2 blocks left
mayan-search-memo = memo: { $boards ->
        [one] 1 board
       *[other] { $boards } boards
    } already known to fail ({ $remembered } failed boards remembered)
mayan-search-dominated-left = skipped { $moves ->
        [one] 1 left move
       *[other] { $moves } left moves
    } into an occupied cell (the same board as the right move from the left neighbour)
mayan-search-stranded-cuts = cut { $boards ->
        [one] 1 board
       *[other] { $boards } boards
    } where more colours were stranded than the moves left can reach
mayan-search-last-without-run = rejected { $swaps ->
        [one] 1 last swap
       *[other] { $swaps } last swaps
    } without playing them: they make no run
mayan-search-last-leaving-stranded = rejected { $moves ->
        [one] 1 last move
       *[other] { $moves } last moves
    } without playing them: they leave a colour stranded
mayan-search-emptied-early = { $boards ->
        [one] 1 board
       *[other] { $boards } boards
    } emptied before the last move (dead ends)
mayan-search-same-colour-skipped = skipped { $swaps ->
        [one] 1 swap
       *[other] { $swaps } swaps
    } of two equal colours (same_colour_swap=skipped)

## The timeline (view.rs, mod.rs)

mayan-initial-title = initial board
mayan-caption-initial = initial board · n = { $n } · { $blocks ->
        [one] 1 block
       *[other] { $blocks } blocks
    }
mayan-drag-title = move { $number }: { $cell } → { $direction }
mayan-drag-swap = { $cell } colour { $colour } swaps with { $other_cell } colour { $other_colour }
    .figure = The block of colour { $colour } at { $cell } is dragged onto { $other_cell } and trades places with the block of colour { $other_colour } there.
mayan-drag-slide = { $cell } colour { $colour } slides { $direction } into the empty cell { $target }
    .figure = The block of colour { $colour } at { $cell } is dragged { $direction } into the empty cell { $target }.
mayan-caption-drag = move { $number } of { $n } · drag
mayan-fall-title = move { $number }: blocks fall
mayan-blocks-fall = { $blocks ->
        [one] 1 block falls
       *[other] { $blocks } blocks fall
    }
    .figure = { $blocks ->
        [one] A block with nothing below it falls.
       *[other] { $blocks } blocks with nothing below them fall.
    }
mayan-block-falls = colour { $colour } falls from { $from } to { $to }
mayan-caption-fall = move { $number } of { $n } · fall · { $blocks ->
        [one] 1 block
       *[other] { $blocks } blocks
    } left
mayan-chain-title = move { $number }: chain { $chain }
mayan-caption-chain = move { $number } of { $n } · chain { $chain } · { $blocks ->
        [one] 1 block
       *[other] { $blocks } blocks
    } left
mayan-chain-removed = chain { $chain }: removed { $blocks ->
        [one] 1 block
       *[other] { $blocks } blocks
    }: { $groups }
    .figure = { $chain ->
        [1] Lines of three or more blocks of one colour vanish ({ $blocks ->
            [one] 1 block
           *[other] { $blocks } blocks
        }): { $groups }.
       *[other] The fallen blocks make new lines of three or more, which vanish too ({ $blocks ->
            [one] 1 block
           *[other] { $blocks } blocks
        }): { $groups }.
    }
# One colour's removed blocks; $cells is their cells, "(1,0) (2,0)".
mayan-removed-group = colour { $colour } at { $cells }
mayan-marker-move = move { $number }: { $mv }
mayan-marker-illegal = move { $number }: illegal
mayan-caption-illegal = move { $number } of { $n } · illegal
mayan-illegal-title = { $drag } — illegal
mayan-illegal-event = move { $number } ({ $mv }) is illegal: { $why }
mayan-caption-end = { $blocks ->
        [0] board cleared
        [one] 1 block left
       *[other] { $blocks } blocks left
    }
mayan-end-cleared = end: board cleared in { $moves ->
        [one] 1 move
       *[other] { $moves } moves
    }
mayan-end-cleared-event = the board is empty after exactly { $moves ->
        [one] 1 move
       *[other] { $moves } moves
    }
    .figure = { $moves ->
        [one] After exactly 1 move, the board is empty.
       *[other] After exactly { $moves } moves, the board is empty.
    }
mayan-replaying = replaying the given answer
mayan-end-correct = end: correct answer
mayan-end-wrong = end: wrong answer

## Judging an answer (judge.rs)

mayan-judge-legal = move { $number }: { $mv } — legal: { $drag }; { $chains ->
        [0] nothing removed
        [one] 1 chain removed { $removed } blocks
       *[other] { $chains } chains removed { $removed } blocks
    }; { $left ->
        [0] board empty
        [one] 1 block left
       *[other] { $left } blocks left
    }
mayan-judge-illegal = move { $number }: { $mv } — illegal: { $why }
mayan-verdict-no-solution = verdict: correct — no sequence of exactly { $n ->
        [one] 1 move
       *[other] { $n } moves
    } empties the board
mayan-verdict-wrong-minus-one = verdict: wrong — the answer is -1, but the board can be emptied in exactly { $n ->
        [one] 1 move
       *[other] { $n } moves
    }
mayan-verdict-illegal = verdict: wrong — move { $number } is illegal
mayan-verdict-wrong-count = verdict: wrong — the answer has { $count ->
        [one] 1 move
       *[other] { $count } moves
    }; exactly { $n } are required{ $left ->
        [0] {" "}(the board is empty after them)
       *[other] {""}
    }
mayan-verdict-blocks-left = verdict: wrong — after the { $n ->
        [one] 1 move
       *[other] { $n } moves
    } { $left ->
        [one] 1 block
       *[other] { $left } blocks
    } are left
mayan-verdict-smallest = verdict: correct — the answer empties the board in exactly { $n ->
        [one] 1 move
       *[other] { $n } moves
    } and is the lexicographically smallest answer
mayan-verdict-not-smallest = verdict: wrong — the answer empties the board in exactly { $n ->
        [one] 1 move
       *[other] { $n } moves
    }, but it is not the lexicographically smallest answer: move { $number } is { $mv } where the smallest answer has { $best }
mayan-verdict-unexpected = verdict: wrong — the answer empties the board in exactly { $n ->
        [one] 1 move
       *[other] { $n } moves
    } although the search found no solution; please report this board
mayan-smallest-answer = smallest answer: { $moves }
# The verdict text: a line, a line break, then the lines after it ("" after the last).
mayan-verdict-lines =
    { $line }
    { $rest }

## Exploring (position.rs)

mayan-to-move = drag a block: { $left } of { $n ->
        [one] 1 move
       *[other] { $n } moves
    } left, { $blocks ->
        [one] 1 block
       *[other] { $blocks } blocks
    } on the board
mayan-over-solution = the board is cleared in exactly { $moves ->
        [one] 1 move
       *[other] { $moves } moves
    }: a solution
mayan-over-emptied-early = the board was emptied with { $moves ->
        [one] 1 move
       *[other] { $moves } moves
    } still to make: not a solution (the last of the n moves must empty it; there is no move on an empty board)
mayan-over-emptied-late = the board was emptied after { $made } moves, more than n = { $n }
mayan-over-no-moves = no move is left and { $blocks ->
        [one] 1 block
       *[other] { $blocks } blocks
    } remain: not a solution
mayan-move-label = ({ $x }, { $y }) { $direction }
mayan-play-over = no move can be made here: { $why }
mayan-play-not-legal = { $id } is not a legal move here (a move is `x y g`: the block at (x, y) dragged right, g = 1, or left, g = -1)
mayan-feedback-clearable = the board can still be cleared in exactly { $moves ->
        [one] 1 move
       *[other] { $moves } moves
    }; the smallest way: { $way }
mayan-feedback-unclearable = the board can no longer be cleared in exactly { $moves ->
        [one] 1 move
       *[other] { $moves } moves
    }
mayan-feedback-unsolvable-before = the board could not be cleared in exactly { $moves ->
        [one] 1 move
       *[other] { $moves } moves
    } before { $mv } either
mayan-feedback-smallest = { $mv } is the move the smallest answer from here makes
mayan-feedback-other = the smallest answer from here makes { $best } instead (smallest answer: { $answer })
mayan-feedback-other-same-board = the smallest answer from here makes { $best } instead, which gives the same board (smallest answer: { $answer })
mayan-input-no-moves-left = no move is left (all { $moves ->
        [one] 1 move
       *[other] { $moves } moves
    } are made), and the input needs n ≥ 1

## The board editor (editor.rs)

mayan-layer-block = block
mayan-kind-empty = empty
mayan-kind-colour = colour { $colour }
mayan-field-n = moves (n)
mayan-edit-layer = mayan has one layer (0, block), not { $layer }
mayan-edit-off-board = cell ({ $row }, { $col }) is off the { $height } × { $width } board
mayan-edit-kind = no block kind { $kind }: 0 is empty, 1..{ $colours } the colours
mayan-edit-field = mayan has no field { $name }; its field is n
mayan-edit-n-range = n = { $value } is out of range 1..{ $max }

## A program's trace (trace.rs)

mayan-trace-what-move = the move number
mayan-trace-start = the puzzle's board
mayan-trace-move = after move { $number }
mayan-trace-no-play = the trace gives no play for move { $number } and the moves before it are not the judge's
mayan-trace-after-illegal = your move { $number } cannot be played
mayan-trace-legal = move { $number } played
mayan-trace-smallest = move { $number } (the smallest answer's)
mayan-trace-no-such-move = (the smallest answer is shorter)
mayan-trace-no-answer = (no answer: -1)
mayan-trace-left-line = your moves leave the judge's answer at move { $number }; the board is the rules' board after your moves
mayan-trace-play-at-start = the puzzle's board ($ move 0) has no play
mayan-trace-g = g is 1 (right) or -1 (left)
mayan-trace-after-zero = a column ends at its first 0: only 0 may follow
mayan-trace-column-height = a column holds at most 7 blocks
mayan-trace-cell = colour at ({ $x },{ $y })
