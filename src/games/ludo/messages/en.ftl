# Mench (Ludo): the texts of the timeline, the explorer and the errors. The judge's own output
# (its lines and text board) is never a message: it stays as the judge prints it.

## Colours and pieces

ludo-red = red
ludo-blue = blue
ludo-green = green
ludo-yellow = yellow
ludo-a-piece = a piece
ludo-no-dice = none

## Reading the input

ludo-die-value = die value d
ludo-roll-count = number of rolls n
ludo-request-count = number of requests q
ludo-error-in-part = { $error } in part { $part } (the rule option part picks the part)
ludo-prime = the prime { $name }
# The name of a die parameter (A, B or m) in "A 1 is out of range 2..997".
ludo-name = { $name }
ludo-not-prime = { $name } { $value } is not a prime
ludo-prime-not-below-m = { $name } { $value } must be less than m = { $m }
ludo-request-of = request { $number } of { $count }
ludo-needs-argument = { $request } needs { $what } on the same line
ludo-a-step-count = a step count s
ludo-step-count = step count s
ludo-unknown-request = unknown request { $request }: expected dice, enter, move or giveup
ludo-extra-after-request = unexpected extra input { $found } after the request { $request }
ludo-extra-after-last-request = unexpected extra input { $found } after the last request
ludo-unknown-piece = unknown piece { $piece }: pieces are R1..R4, B1..B4, G1..G4 and Y1..Y4
ludo-piece-not-in-part-3 = piece { $piece } does not exist in part 3: only red plays (R1..R4)
ludo-endless-sixes = this dice request never ends: from X = { $x } the die (A = { $a }, B = { $b }, m = { $m }) shows 6 forever

## Offering the part an input reads as

ludo-input-part-1 = a part 1 input (one die value d)
ludo-input-part-2 = a part 2 input (A B m and the number of rolls n)
ludo-input-part-3 = a part 3 input (one player, q ≤ 100 000)
ludo-input-parts-4-5 = a part 4 or 5 input (four players, q ≤ 1000)
ludo-offer-part = This input reads as { $input }: run it with part = { $part }?
ludo-offer-part-3-lone-red = Only red pieces are named, and with four players taking turns red is told "it is not your turn" { $times ->
        [1] once
       *[other] { $times } times
    }. { $offer }

## Part 1: the die face

ludo-die-face = die face { $face }
ludo-face-pips = the face { $face } has { $pips } pip(s), printed as 5 lines of 5 characters

## Part 2: the rolls of the LCG die

ludo-before-first-roll = before the first roll
ludo-no-roll-caption = A = { $a }, B = { $b }, m = { $m } · no roll yet
ludo-die-rule = X₁ = B = { $b }; then X_k = ({ $a }·X_(k−1) + { $b }) mod { $m }, die = X mod 6 + 1
ludo-first-state = X₁ = B = { $b }
    .figure = The first state is X₁ = B = { $b }, so the die shows { $b } mod 6 + 1 = { $face }.
ludo-next-state = X_{ $number } = ({ $a }·{ $previous } + { $b }) mod { $m } = { $x }
    .figure = The next state is X_{ $number } = ({ $a }·{ $previous } + { $b }) mod { $m } = { $x }, so the die shows { $x } mod 6 + 1 = { $face }.
ludo-face-formula = die = { $x } mod 6 + 1 = { $face }
ludo-roll-caption = roll { $number } of { $count } · X = { $x } · die { $face }
ludo-roll-title = roll { $number }: { $face }

## Parts 3–5: the requests

ludo-start = start
ludo-start-requests = { $count ->
        [one] 1 request
       *[other] { $count } requests
    }; die A = { $a }, B = { $b }, m = { $m }
ludo-red-alone = red plays alone
ludo-four-players = red, blue, green and yellow take turns; red starts
ludo-request-title = { $number }. { $request }
ludo-your-request = your request { $number }
ludo-caption = { $counter } · { $player } to play · unused dice: { $dice }
ludo-caption-alone = { $counter } · unused dice: { $dice }
ludo-rolls = { $player } rolls { $faces }
    .figure = The { $player } player rolls the die: { $faces }.
ludo-six-rolls-again = every 6 earns another roll
ludo-unused-dice = unused dice: { $dice }
ludo-roll-refused = { $player } may not roll again while dice are unused ({ $dice })
    .figure = The { $player } player may not roll again while dice are unused ({ $dice }).
ludo-enters = { $player } spends a 6 to bring { $piece } onto its start cell { $cell }
    .figure = The { $player } player spends a 6 to bring { $piece } onto its start cell, cell { $cell }.
ludo-moves = { $piece } moves { $steps } from cell { $from } to cell { $to }
    .figure = { $piece } moves { $steps ->
        [one] 1 step
       *[other] { $steps } steps
    } from cell { $from } to cell { $to }.
ludo-moves-home-column = { $event } (home column)
ludo-captured = { $piece } on cell { $cell } is captured and goes back to corner cell { $corner }
    .figure = { $piece } on cell { $cell } is captured and goes back to its corner cell, { $corner }.
# $reply is the judge's message ("you need six"), shown as it prints it.
ludo-refused = { $request }: { $reply } ({ $why })
    .figure = The judge refuses “{ $request }” and answers “{ $reply }”: { $why }.
ludo-gives-up-dice = { $player } gives up the unused dice ({ $dice })
    .figure = The { $player } player gives up the unused dice ({ $dice }).
ludo-gives-up-unrolled = { $player } gives up without having rolled
    .figure = The { $player } player gives up without having rolled.
ludo-giveup-ignored = { $player } has not rolled yet: the giveup changes nothing (giveup_passes=after_roll)
    .figure = The { $player } player has not rolled yet, so giving up changes nothing.
ludo-turn = { $player }'s turn
ludo-prints-line = prints "{ $line }"
ludo-prints-board = prints the board
# A line of the judge's output, as it prints it.
ludo-judge-line = { $line }

## Why the judge refuses a request

ludo-why-not-your-turn = { $piece } is { $owner }'s piece but it is { $player }'s turn
ludo-why-already-in = { $piece } is already on cell { $cell }
ludo-why-need-six = no unused 6; unused dice: { $dice }
ludo-why-busy-start = start cell { $cell } holds { $occupant }
ludo-why-invalid-move = no unused { $steps }; unused dice: { $dice }
ludo-why-not-in = { $piece } is still in its corner
ludo-why-cannot-move = { $piece } is { $at } steps along its path; { $steps } more would pass its last cell
ludo-why-destination-busy = cell { $cell } holds { $occupant }

## The board: dice written beside a player's die, badges and markers

ludo-mark-rolled = rolled { $faces }
ludo-mark-unused = unused { $dice }
ludo-badge-captured = captured
ludo-marker-capture = { $piece } captures { $victim }
ludo-marker-end = { $piece } reaches the end

## Your own requests (parts 4–5)

ludo-to-move = { $player } to move · unused dice: { $dice }
ludo-option-roll = Roll the die
ludo-option-enter = { $piece } enters cell { $cell }
ludo-option-move = { $piece } moves { $steps } to cell { $cell }
ludo-option-capturing = { $request }, capturing { $victim }
ludo-option-giveup = Give up
ludo-option-giveup-unrolled = Give up (changes nothing before a roll)
ludo-not-accepted = { $request } is not a request the judge accepts here ({ $position })
ludo-input-no-requests = no request has been made yet: the input needs at least one
ludo-input-too-many-requests = { $count ->
        [one] 1 request
       *[other] { $count } requests
    }: the input of parts 4–5 allows at most { $max }

## The generator

ludo-gen-too-many-requests = parameter q = { $q } is out of range 1..{ $max } in part { $part }
ludo-gen-endless-sixes = the die rolls sixes forever with these primes

## A program's trace (trace.rs)

ludo-trace-what-request = the number of requests done
ludo-trace-what-roll = the roll number
ludo-trace-what-value = a value
ludo-trace-start = the start
ludo-trace-request = after request { $number }
ludo-trace-roll = roll { $number }
ludo-trace-piece-name = { $found } is not a piece of this game (R1…R4, then B, G, Y with four players)
ludo-trace-colour-letter = { $found } is not a player: { $letters }
ludo-trace-piece-cell = cell of { $piece }
ludo-trace-dice = unused dice
ludo-trace-turn = player to move
ludo-trace-x = the die generator's X
ludo-trace-value = the die's value
ludo-trace-board-line = board line { $row }
ludo-trace-board-cell = board line { $row }, position { $position }

## A problem package's name (boardlab package)

ludo-problem-name = { $title }, part { $part }
