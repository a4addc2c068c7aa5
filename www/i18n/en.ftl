### The page's own words in English (www/i18n/i18n.js). Every message is in zh-CN.ftl and fa.ftl too,
### with the same variables (tests/e2e/i18n.test.mjs checks). The page names a message by its key
### with "." for "-" (t('page.title') is page-title). Texts about the games come from the engine
### (src/core/i18n/, src/games/<game>/messages/), not from here. Numbers are plain ASCII digits.

language = Language
theme = Theme
theme-auto = System
theme-light = Light
theme-dark = Dark
list-separator = {", "}
cancel = Cancel
cancelled = Cancelled.
cell-name = row { $row }, column { $col }
cell-nameCapital = Row { $row }, column { $col }

## index.html

page-title = BoardLab — judge-exact board-game playground
page-tagline = Paste a judge-format input, get exactly the output the official judge accepts, and step through the game.
page-editor = Editor
page-replay = Replay
page-game = Game
page-sample = Sample
page-choose = — choose —
page-seed = Seed
page-random = Random input
page-randomTitle = A valid input made from the seed, as boardlab gen makes it
page-run = Run
page-runTitle = Run (Ctrl+Enter)
page-rules = Rule options
page-input = Input
page-editBoard = Edit board
page-editBoardTitle = Edit the starting position on a board; the text follows
page-openFile = Open file…
page-inputPlaceholder = Paste judge input here, open a file, or drop one
page-heldEdit = Edit it in the text box
page-heldClear = Clear
page-output = Output
page-copy = Copy
page-download = Download
page-copyLink = Copy link
page-compareSummary = Compare with an expected output
page-expected = Expected output
page-expectedPlaceholder = Paste the expected (or your own) output
page-compare = Compare
page-jump = Go to the step that printed it
page-textView = Text view of this step
page-stepOutput = Output printed by this step:
page-stepPrintedNothing = Nothing printed at this step.
page-embedLink = Embedding BoardLab in other pages
page-guideLink = Guides: the page, embedding, your program’s trace, problem setters’ tools
page-footer = Engines in Rust, compiled to WebAssembly; everything runs in your browser.

## app.js

page-about = { $title } — { $source }. { $about }
page-rulesNote = The defaults reproduce the expected outputs; the other values are alternative readings of the original rules.
page-ruleValue = { $value } — { $meaning }
page-ruleValueDefault = { $value } (default)
page-rulesChanged = The rule options changed: Run to see their result.
page-moreRules = More rule options ({ $count })
page-moreRulesChanged = More rule options ({ $count }): { $changed }
page-movesDropped = { $count ->
        [one] This edit dropped your move played after step { $step }.
       *[other] This edit dropped your { $count } moves played after step { $step }.
    }
page-movesUndo = Undo and keep my moves
page-seedInvalid = The seed is a whole number from 0 to { $max }.
page-randomFailed = No random input: { $message }
page-randomNote = Random input from seed { $seed }; on the command line: { $command }
page-held = { $count ->
        [one] This input ({ $size }, { $lines } line) is too large to edit comfortably here; it runs as it is.
       *[other] This input ({ $size }, { $lines } lines) is too large to edit comfortably here; it runs as it is.
    }
page-heldLines = Lines { $from }–{ $to }:
page-heldFirst = { $count ->
        [one] Its first line:
       *[other] Its first { $count } lines:
    }
page-heldMeasuring = Measuring this input…
page-editorOpening = Opening the editor…
page-editorFailed = The editor could not be opened: { $message }
page-controlCharacter = Control character
page-selectionDeleted = Selection deleted
page-longLine = [{ $length } characters, cut]
page-errorAt = line { $line }, column { $col }: { $message }
page-suggestionRun = Run with { $rule } = { $value }
page-inputTooLarge = the input is larger than { $limit } MB
page-running = Running…
page-runningProgress = Running… { $progress }
page-done = { $count ->
        [one] Done in { $ms } ms · { $count } step
       *[other] Done in { $ms } ms · { $count } steps
    }
page-variationFailed = Your moves could not be played again: { $message }
page-copied-output = Output copied.
page-copied-link = Link copied.
page-copied-input = Input copied.
page-copyFailed-output = Could not use the clipboard; select the output and copy it.
page-copyFailed-link = Could not use the clipboard; select the link and copy it.
page-copyFailed-input = Could not use the clipboard; select the input and copy it.
page-accepted = Accepted: the outputs are equal as a judge compares them.
page-wrongAnswer =
    Wrong Answer on line { $line }
      expected (pasted): { $expected }
      engine output:     { $output }
page-noLine = (no line)
page-linkTitle = Copy a link that restores this exact view
page-linkTitleTooLarge = This input is too large for a link: Copy link gives a link and the input as a file.
page-linkTooLargeCopied = This input is too large for a link: it is saved as { $name }. The link copied sets the game and rule options; open { $name } with it.
page-linkTooLargeAddress = This input is too large for a link: it is saved as { $name }. This page’s address sets the game and rule options; open { $name } with it.
page-unknownGame = This link names an unknown game: { $game }
page-fileNote = This link comes with an input file, { $file }: open it (Open file… or drop it on the input box), then Run.
page-badSpeed = This link's speed "{ $speed }" is not one of the player's speeds: playing at 1×.
page-badExit = This link's program exit "{ $exit }" cannot be read (it is status-N, signal-N, time-S or output-M, as boardlab debug writes it): the rest of the link is shown.
page-noGame = This link names no game: its input is in the box; choose its game, then Run.
page-badStep = This link's step { $step } is not a step of this run: showing step { $shown } of { $count }.
page-inputChanged = The input changed: Run (Ctrl+Enter) to see its result.
page-fileError = { $name }: { $message }
page-openedFile = The input is the file { $name }.
page-engineFailed = The engine could not be loaded: { $message }

## the player (player.js)

player-label = Step player (←/→ step, Home/End, Page Up/Page Down markers, Space play, +/− zoom, 0 fit)
player-first = First
player-previous = Previous
player-play = Play
player-pause = Pause
player-next = Next
player-last = Last
player-earlierMarker = Earlier marker
player-laterMarker = Later marker
player-zoomIn = Zoom in (+)
player-zoomOut = Zoom out (−)
player-zoomFit = Fit the board (0)
player-goto = Go to step
player-gotoInvalid = Type a step number from 1 to { $count }.
player-step = Step
player-speed = Speed
player-events = Events of this step
player-boardEmpty = Board (empty)
player-board = Board, step { $step } of { $count }: { $size }; { $pieces }. Arrow keys read its cells.
player-size = { $rows } by { $columns }
player-rows = { $count ->
        [one] { $count } row
       *[other] { $count } rows
    }
player-columns = { $count ->
        [one] { $count } column
       *[other] { $count } columns
    }
player-cellKind = { $cell } · { $kind }
player-yourMoves = Your moves
player-marker = { $label } (step { $step })
player-markers = { $count ->
        [one] 1 marker: { $names }
       *[other] { $count } markers: { $names }
    }
player-stepOf = Step { $step } of { $count }
player-noSteps = No steps
player-sentences = {". "}

## "Your move" (explore.js)

explore-head = Your move
explore-mainLine = Back to the main line
explore-copyInput = Copy as input
explore-copyInputTitle = The position on screen as a judge-format input
explore-useInput = Open as input
explore-useInputTitle = Replace the input with the position on screen and run it
explore-moves = Moves
explore-play = Play move
explore-cancel = Cancel move
explore-moveCancelled = Cancelled: the move was not played.
explore-hint = { $count ->
        [one] { $count } move: pick it here, or click its cells on the board (Enter on the focused board picks the cursor's cell).
       *[other] { $count } moves: pick one here, or click its cells on the board (Enter on the focused board picks the cursor's cell).
    }
explore-movesOnDemand = { $count ->
        [one] { $count } move: pick it on the board, or choose the list to list it.
       *[other] { $count } moves: pick one on the board (click its cells), or choose the list to list them all.
    }
explore-noMoves = No moves here.
explore-noMoveAt = No move starts at { $cell }.
explore-picked = { $count ->
        [one] Picked { $cells }: { $count } move goes on from here (marked on the board).
       *[other] Picked { $cells }: { $count } moves go on from here (marked on the board).
    }
explore-playing = Playing { $move }…
explore-playingProgress = Playing { $move }… { $progress }
explore-played = Played { $move } ({ $ms } ms).
explore-playFailed = That move could not be played: { $message }
explore-inputFailed = This position cannot be written as an input: { $message }

## "Edit board" (board-editor.js)

editor-done = Done
editor-scope = Test
editor-layer = Layer
editor-tool = A click
editor-canvas = Board editor: arrow keys move the cursor, Enter or Space changes the cell (Shift: backwards)
editor-unreadable = The board cannot be read: { $message }
editor-cycle = cycles the cell (Shift: backwards)
editor-select = selects the cell
editor-set = sets { $kind }
editor-fieldRange = { $field } must be a whole number from { $min } to { $max }.
editor-hint = Click a cell to change it; the fields set the numbers.
editor-layerKind = { $layer } { $kind }
editor-cell = { $cell }: { $what }
editor-offBoard = not part of the board
editor-landed = { $cell }: { $what } (the click on { $clicked } landed here)

## "Your program" (index.html, program.js)

program-summary = Your program: its output and trace
program-help = Paste or open what your program printed for this input: its output, and its standard error with the trace lines (lines starting with $, in each game’s trace format). Check follows your checkpoints along the judge’s game.
program-output = Your output
program-outputPlaceholder = Your program’s standard output (optional)
program-trace = Your trace (standard error)
program-tracePlaceholder = Your program’s standard error: its lines starting with $ are the trace
program-check = Check
program-checkTitle = Check (Ctrl+Enter)
program-goFirst = Go to the first difference
program-goStopped = Go to where your program stopped
program-goYours = Show it on your line of play
program-pointOnYourLine = { $point }: show it on your line of play
program-stepHead = Your program at this step
program-held = { $count ->
        [one] { $size }, 1 line: too large to edit here; it is checked as it is.
       *[other] { $size }, { $lines } lines: too large to edit here; it is checked as it is.
    }
program-pasted = The pasted text
program-nothing = Paste or open your program’s output or trace first.
program-runFirst = Run the input first: your program is checked against its result.
program-checking = Checking your program…
program-failed = The check failed: { $message }
program-edited = Edited: Check again to compare.
program-linkLeftOut-output = Your output is too large for a link: links to this view leave it out.
program-linkLeftOut-trace = Your trace is too large for a link: links to this view leave it out.
program-linkLeftOut-both = Your output and trace are too large for a link: links to this view leave them out.
program-firstDifference = First difference: { $name } ({ $place })
program-placeStep = trace line { $line }, step { $step }
program-placeOff = trace line { $line }, off the judge’s steps: { $why }
program-difference = { $field }: yours { $yours }, the judge’s { $judge }
program-moreDifferences = { $count ->
        [one] and 1 more difference there
       *[other] and { $count } more differences there
    }
program-nothingCompared = { $count ->
        [one] Nothing was compared: your checkpoint has no field that could be read (the lines above say why).
       *[other] Nothing was compared: none of your { $count } checkpoints has a field that could be read (the lines above say why).
    }
program-comparedNothingCount = { $count ->
        [one] 1 checkpoint compares nothing: none of its fields could be read.
       *[other] { $count } checkpoints compare nothing: none of their fields could be read.
    }
program-allAgree = { $count ->
        [one] Your checkpoint agrees with the judge.
       *[other] All { $count } checkpoints agree with the judge.
    }
program-unplacedCount = { $count ->
        [one] 1 checkpoint cannot be placed (listed below).
       *[other] { $count } checkpoints cannot be placed (listed below).
    }
program-noCheckpoints = No checkpoint: the trace has no line starting with $ that names one.
program-outputAccepted = Your output: accepted (equal to the judge’s as a judge compares them).
program-outputWrong = Your output differs on line { $line }: yours { $yours }, the judge’s { $judge }
program-judgeSince = What the judge did since { $name } (trace line { $line }), which agrees:
program-judgeFromStart = What the judge did from the start:
program-judgeStep = Step { $step }: { $title }
program-judgeLeftOut = { $count ->
        [one] 1 earlier step not listed
       *[other] { $count } earlier steps not listed
    }
program-pointsHead = { $count ->
        [one] Your checkpoint
       *[other] Your { $count } checkpoints
    }
program-point = Line { $line }: { $name }
program-pointAt = { $point } (step { $step })
program-pointsBefore = { $count ->
        [one] 1 earlier checkpoint not listed
       *[other] { $count } earlier checkpoints not listed
    }
program-pointsAfter = { $count ->
        [one] 1 later checkpoint not listed
       *[other] { $count } later checkpoints not listed
    }
program-errorsHead = { $count ->
        [one] 1 bad trace line (the rest of the trace still counts)
       *[other] { $count } bad trace lines (the rest of the trace still counts)
    }
program-errorsHeadNoneRead = { $count ->
        [one] 1 bad trace line, and no checkpoint could be read: mend it and check again
       *[other] { $count } bad trace lines, and no checkpoint could be read: mend them and check again
    }
program-errorAt = Trace line { $line }, column { $col }: { $message }
program-errorRepeated = { $count ->
        [one] 1 line like this one
       *[other] { $count } lines like this one; the first is here
    }
program-moreErrors = { $count ->
        [one] 1 more not listed
       *[other] { $count } more not listed
    }
program-differenceAt = { $field }: yours { $yours }, the judge’s { $judge } (trace line { $line }, column { $col })
program-note = Your note: { $text }
program-pointUnplaced = cannot be placed: { $why }
program-pointDiffers = { $count ->
        [one] differs in 1 value
       *[other] differs in { $count } values
    }
program-pointComparedNothing = compares nothing: none of its fields could be read
program-pointAgrees = { $count ->
        [one] agrees (1 value)
       *[other] agrees ({ $count } values)
    }
program-pointOff = (compared off the judge’s steps: { $why })

## exports (index.html, app.js, export.js)

export-summary = Export
export-svg = Save frame as SVG
export-png = Save frame as PNG
export-standalone = Export standalone HTML
export-from = From step
export-to = to
export-delay = each shown
export-ms = ms
export-figureTitle = Title
export-figureCaption = Caption
export-ownText = the step's own
export-figureTextHint = Under the board of the SVG, PNG and GIF; left empty, the step's own
export-shown = shown
export-gif = Save steps as GIF
export-webm = Record WebM
export-gifProgress = Making the GIF… { $percent } %
export-recordProgress = Recording… { $percent } %
export-gifFailed = Making the GIF failed: { $message }
export-recordFailed = Recording failed: { $message }
export-saved = Saved { $name } ({ $size } KB).
export-standaloneTitle = { $game } — BoardLab replay
export-standalonePage = BoardLab replay
export-standaloneFailed = Exporting the standalone HTML failed: { $message }
export-insecure = the browser computes the hashes of its Content-Security-Policy only on a page served over https or from localhost

## files.js, permalink.js, worker.js

files-theInput = The input
files-tooLarge = { $name } is { $size }; the limit is { $limit } MB
files-nul = a NUL byte
files-notUtf8 = byte { $byte }, not UTF-8
files-notText = { $name } is not a text file: { $what } at byte offset { $offset } (line { $line }, column { $col })
files-overLimit = { $name } is over the { $limit } MB limit
link-tooLarge = This link is too large: its input is over the { $limit } MB limit.
link-damaged = This link is damaged: its input could not be decoded.
link-outputDamaged = This link's output of your program could not be decoded: it is left out, and the rest of the link is shown.
link-traceDamaged = This link's trace of your program could not be decoded: it is left out, and the rest of the link is shown.
link-outputTooLarge = This link's output of your program is over the { $limit } MB limit: it is left out, and the rest of the link is shown.
link-traceTooLarge = This link's trace of your program is over the { $limit } MB limit: it is left out, and the rest of the link is shown.
worker-sessionGone = this session is gone; run again
worker-catalogUnread = the engine’s { $lang } texts could not be read
worker-toolsUnloaded = this tool’s code could not be fetched; check the connection and try again

## embed.html, widget.js, boardlab-player.js

embed-title = BoardLab player
embed-open = Open in BoardLab
embed-loading = Loading…
embed-unknownGame = Unknown game "{ $game }". Games: { $games }
embed-gameError = { $game }: { $message }
embed-badSpeed = Unknown speed "{ $speed }": playing at 1×.
embed-badStep = There is no step { $step }: showing step { $shown } of { $count }.
embed-nothing = Nothing to show: the link names no game (embed.html#game=…&input=…).
embed-noEngine = This frame is sandboxed without allow-same-origin: the player cannot start its engine there. Give the frame sandbox="allow-scripts allow-same-origin", or open the link in BoardLab.
element-loadFailed = could not load { $src }: HTTP { $status }
element-badSrc = could not load { $src }: the element loads only http, https, data: and blob: addresses
element-badAddress = could not load { $src }: it is not a well-formed address
element-fetchFailed = could not load { $src }: the browser could not fetch it (the server is unreachable, or it is on another origin that sends no Access-Control-Allow-Origin)

## statement-demo.html, statement-demo.js

statement-title = A problem statement with BoardLab figures
statement-tagline = What a setter can put in a statement: a still figure, an animation, a live player — and, for judges that strip scripts, an image and a link.
statement-allWays = All the ways to embed
statement-sampleInput = Sample input
statement-sampleOutput = Sample output
statement-explanation = Explanation
statement-figure1Alt = The sample board after its first move, 2 1 1, with an arrow on the block that the second move, 3 1 1, drags right.
statement-figure1 = Figure 1. The board after the first move; the arrow shows the second.
statement-figure2Alt = An animation of the sample: three moves, then blocks fall and lines of three disappear until the board is empty.
statement-figure2 = Figure 2. The whole sample: the third move starts a chain that empties the board.
statement-stepThrough = Step through it yourself (←/→ while the player has focus):
statement-markdownTitle = For judges that strip scripts and iframes
statement-markdownFor = The Markdown for this page, with links to where it is served:
statement-markdownLabel = Markdown for judges
statement-markdownFigure1 = The sample board after its first move
statement-markdownFigure2 = The sample, step by step
statement-markdownLink = Step through the sample in BoardLab

## embed-demo.html

demo-title = Embedding BoardLab
demo-tagline = Three ways to put a step-through replay into a problem statement, an editorial or a blog.
demo-iframe = 1. An iframe
demo-frameTitle = BoardLab replay of the Mayan sample
demo-element = 2. A custom element
demo-standalone = 3. A standalone file
demo-statement = 4. In a problem statement
