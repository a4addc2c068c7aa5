# mayan：玛雅游戏（NOIP 2011）。格子按题面写作 "(x,y)"，移动写作 "x y g"，都以原文传入。

## 游戏信息（mod.rs、view.rs、gen.rs 中的注册文本）

mayan-title = 玛雅游戏
mayan-source = NOIP 2011 提高组 Day 1（洛谷 P1312）
mayan-about = 每步把一个方块向左或向右拖动一格；一行或一列中连续三个或更多相同颜色的方块会被消除，上面的方块随之掉落，并可能引起连锁消除。引擎用精确的剪枝搜索找出恰好 n 步清空棋盘的字典序最小的解（或 -1），还能逐步回放你自己的答案，并指出它错在哪里。
mayan-sample-statement-sample = 题面样例
mayan-sample-statement-sample-note = 题面中的样例：三次交换，最后一次引发三轮连锁消除。
mayan-sample-five-moves-long-chains = 五步，长连锁
mayan-sample-five-moves-long-chains-note = 一个摆满方块的棋盘，五步清空。
mayan-sample-no-solution-1 = 无解 (-1)
mayan-sample-no-solution-1-note = 一个密集的棋盘，任何五步都无法清空，所以答案是 -1。
mayan-sample-replay-a-valid-answer-that-is-not-the-smallest = 回放：一个有效但不是字典序最小的答案
mayan-sample-replay-a-valid-answer-that-is-not-the-smallest-note = 题面样例后面跟着一个答案，它能清空棋盘，但不是字典序最小的解。
mayan-rule-same-colour-swap = 交换两个相同颜色的方块是否算作一步
mayan-rule-same-colour-swap-counts = 算作一步，只是棋盘不变（按字面理解规则）
mayan-rule-same-colour-swap-skipped = 不算作一步：求解时从不这样走，回放时拒绝这样的移动
mayan-rule-mode = 求解谜题，或回放谜题各行之后给出的答案
mayan-rule-mode-solve = 输出字典序最小的解或 -1
mayan-rule-mode-replay = 输入是谜题加上一个答案；输出对该答案的判定
mayan-param-n = 步数 n
mayan-param-colours = 使用的颜色数（至多）
mayan-param-height = 最高一列的方块数（至多）
mayan-param-full = 1：最高一列恰好有 height 个方块
mayan-param-solvable = 1：棋盘可以恰好用 n 步清空；0：答案为 -1
mayan-cell-empty-cell = 空格
mayan-token-colour-1 = 颜色 1
mayan-token-colour-2 = 颜色 2
mayan-token-colour-3 = 颜色 3
mayan-token-colour-4 = 颜色 4
mayan-token-colour-5 = 颜色 5
mayan-token-colour-6 = 颜色 6
mayan-token-colour-7 = 颜色 7
mayan-token-colour-8 = 颜色 8
mayan-token-colour-9 = 颜色 9
mayan-token-colour-10 = 颜色 10
mayan-mark-move = 移动
mayan-mark-removed = 消除
mayan-mark-illegal-move = 不合法的移动

## 移动（engine.rs）

mayan-right = 向右
mayan-left = 向左
mayan-illegal-board-empty = 棋盘已经是空的
mayan-illegal-no-block = 该位置没有方块
mayan-illegal-off-board = 它会把方块移出棋盘
mayan-illegal-same-colour = 它交换两个颜色为 { $colour } 的方块，而规则 same_colour_swap=skipped 不把这算作一步

## 读取谜题和答案（input.rs、mod.rs）

mayan-what-moves = 步数 n
mayan-what-n = 步数 n
mayan-what-column = 列 { $column }（从下到上的颜色，以 0 结尾）
mayan-what-colour = 列 { $column } 中的颜色
mayan-what-move-field = 第 { $number } 步的 { $field }
mayan-error-column-line = 意外的 { $found } 出现在{ $column ->
        [0] 步数 n 所在的行
       *[other] 上一列所在的行
    }：列 { $column } 必须另起一行
mayan-error-colour-range = 列 { $column } 中的颜色 { $colour } 超出范围 1..{ $max }（0 表示该列结束）
mayan-error-column-full = 列 { $column } 的方块多于 { $height } 个（棋盘高 { $height } 行）
mayan-error-missing-zero = 列 { $column } 所在行的末尾缺少 0
mayan-error-removable-group = 初始棋盘上已经有可以消除的方块（{ $blocks }）；输入中不得有可以消除的方块
# 这组方块中的最后一个；之前的每一个后面接着其余的。
mayan-group-block = { $cell } 颜色 { $colour }
mayan-group-blocks = { $cell } 颜色 { $colour }，{ $rest }
mayan-error-after-puzzle = { $error }（5 个列的行之后输入即结束；要回放一个答案，请使用 mode=replay）
mayan-error-after-minus-one = { $error }（答案 -1 之后不能再有内容）
mayan-error-answer-too-long = 答案超过 { $max } 步（n 至多为 { $n }）
mayan-error-move-field-range = 第 { $number } 步中的 { $field } = { $value } 超出范围 { $min }..{ $max }
mayan-error-move-missing = 第 { $number } 步缺少 { $field }：每一步是一行 `x y g`
mayan-error-g-zero = 第 { $number } 步中 g = 0：方向为 1（向右）或 -1（向左）
mayan-error-after-move = 第 { $number } 步之后出现意外的 { $found }：每一步是一行 `x y g`
mayan-error-solver-illegal = 内部错误：求解器给出的移动 { $mv } 不合法：{ $why }
mayan-gen-no-puzzle = 尝试 { $attempts } 次后仍未找到符合这些参数的谜题；请增加颜色数或使用更高的棋盘

## 搜索（search.rs）及其统计（view.rs）

mayan-search-limit = 搜索了 { $boards } 个局面仍未完成，已达上限；这个棋盘超出了求解器的能力
mayan-searched = 已搜索 { $boards } 个局面
mayan-search-found = 搜索：找到字典序最小的解 { $moves }
mayan-search-exhausted = 搜索：没有恰好 { $moves } 步就能清空棋盘的走法，因此答案为 -1（搜索已穷尽）
mayan-search-explored = 在 { $time } 内搜索了 { $boards } 个局面
mayan-search-colour-cuts = 剪去 { $boards } 个局面：某种颜色只剩 1 或 2 个方块
mayan-search-memo = 记忆化：{ $boards } 个局面已知无解（记住了 { $remembered } 个无解局面）
mayan-search-dominated-left = 跳过 { $moves } 次移入有方块格子的左移（与左邻方块右移得到的棋盘相同）
mayan-search-stranded-cuts = 剪去 { $boards } 个局面：被困住的颜色多于剩余步数能够处理的颜色
mayan-search-last-without-run = 未尝试就排除了 { $swaps } 次作为最后一步的交换：它们不会形成可以消除的一串方块
mayan-search-last-leaving-stranded = 未尝试就排除了 { $moves } 次作为最后一步的移动：它们会留下被困住的颜色
mayan-search-emptied-early = { $boards } 个局面在最后一步之前就被清空（死路）
mayan-search-same-colour-skipped = 跳过 { $swaps } 次两个相同颜色方块的交换（same_colour_swap=skipped）

## 时间线（view.rs、mod.rs）

mayan-initial-title = 初始棋盘
mayan-caption-initial = 初始棋盘 · n = { $n } · { $blocks } 个方块
mayan-drag-title = 第 { $number } 步：{ $cell } → { $direction }
mayan-drag-swap = { $cell } 的颜色 { $colour } 与 { $other_cell } 的颜色 { $other_colour } 交换
    .figure = 把 { $cell } 上颜色 { $colour } 的方块拖到 { $other_cell }，与那里颜色 { $other_colour } 的方块交换位置。
mayan-drag-slide = { $cell } 的颜色 { $colour } { $direction }移入空格 { $target }
    .figure = 把 { $cell } 上颜色 { $colour } 的方块{ $direction }拖入空格 { $target }。
mayan-caption-drag = 第 { $number } 步（共 { $n } 步）· 拖动
mayan-fall-title = 第 { $number } 步：方块掉落
mayan-blocks-fall = { $blocks } 个方块掉落
    .figure = 下方悬空的 { $blocks } 个方块掉落。
mayan-block-falls = 颜色 { $colour } 从 { $from } 掉落到 { $to }
mayan-caption-fall = 第 { $number } 步（共 { $n } 步）· 掉落 · 剩 { $blocks } 个方块
mayan-chain-title = 第 { $number } 步：第 { $chain } 轮消除
mayan-caption-chain = 第 { $number } 步（共 { $n } 步）· 第 { $chain } 轮消除 · 剩 { $blocks } 个方块
mayan-chain-removed = 第 { $chain } 轮消除：消除了 { $blocks } 个方块：{ $groups }
    .figure = { $chain ->
        [1] 同色三个或以上连成一线的方块被消除（共 { $blocks } 个）：{ $groups }。
       *[other] 掉落的方块又连成三个或以上的同色直线，也被消除（共 { $blocks } 个）：{ $groups }。
    }
# 一种颜色被消除的方块；$cells 是它们的格子 "(1,0) (2,0)"。
mayan-removed-group = 颜色 { $colour } 位于 { $cells }
mayan-marker-move = 第 { $number } 步：{ $mv }
mayan-marker-illegal = 第 { $number } 步：不合法
mayan-caption-illegal = 第 { $number } 步（共 { $n } 步）· 不合法
mayan-illegal-title = { $drag } — 不合法
mayan-illegal-event = 第 { $number } 步（{ $mv }）不合法：{ $why }
mayan-caption-end = { $blocks ->
        [0] 棋盘已清空
       *[other] 剩 { $blocks } 个方块
    }
mayan-end-cleared = 结束：用 { $moves } 步清空了棋盘
mayan-end-cleared-event = 恰好 { $moves } 步之后棋盘为空
    .figure = 恰好 { $moves } 步之后，棋盘上的方块全部消除。
mayan-replaying = 回放给出的答案
mayan-end-correct = 结束：答案正确
mayan-end-wrong = 结束：答案错误

## 判定答案（judge.rs）

mayan-judge-legal = 第 { $number } 步：{ $mv } — 合法：{ $drag }；{ $chains ->
        [0] 没有消除方块
       *[other] { $chains } 轮消除共消除 { $removed } 个方块
    }；{ $left ->
        [0] 棋盘已空
       *[other] 剩 { $left } 个方块
    }
mayan-judge-illegal = 第 { $number } 步：{ $mv } — 不合法：{ $why }
mayan-verdict-no-solution = 判定：正确 — 没有恰好 { $n } 步就能清空棋盘的走法
mayan-verdict-wrong-minus-one = 判定：错误 — 答案是 -1，但棋盘可以恰好用 { $n } 步清空
mayan-verdict-illegal = 判定：错误 — 第 { $number } 步不合法
mayan-verdict-wrong-count = 判定：错误 — 答案有 { $count } 步；要求恰好 { $n } 步{ $left ->
        [0] （走完这些步后棋盘已空）
       *[other] {""}
    }
mayan-verdict-blocks-left = 判定：错误 — 走完 { $n } 步后还剩 { $left } 个方块
mayan-verdict-smallest = 判定：正确 — 答案恰好用 { $n } 步清空棋盘，并且是字典序最小的解
mayan-verdict-not-smallest = 判定：错误 — 答案恰好用 { $n } 步清空棋盘，但不是字典序最小的解：第 { $number } 步是 { $mv }，而字典序最小的解是 { $best }
mayan-verdict-unexpected = 判定：错误 — 答案恰好用 { $n } 步清空了棋盘，但搜索没有找到解；请报告这个棋盘
mayan-smallest-answer = 字典序最小的解：{ $moves }
# 判定文本：一行、一个换行，然后是其后的各行（最后一行之后为 ""）。
mayan-verdict-lines =
    { $line }
    { $rest }

## 探索（position.rs）

mayan-to-move = 拖动一个方块：还剩 { $left } 步（共 { $n } 步），棋盘上有 { $blocks } 个方块
mayan-over-solution = 恰好用 { $moves } 步清空了棋盘：这是一个解
mayan-over-emptied-early = 棋盘被清空时还有 { $moves } 步没走：不是解（n 步中的最后一步必须清空棋盘；空棋盘上无法移动）
mayan-over-emptied-late = 棋盘在 { $made } 步之后被清空，超过了 n = { $n }
mayan-over-no-moves = 已经没有剩余的步数，还剩 { $blocks } 个方块：不是解
mayan-move-label = ({ $x }, { $y }) { $direction }
mayan-play-over = 这里不能再移动：{ $why }
mayan-play-not-legal = { $id } 在这里不是合法的移动（一步写作 `x y g`：把 (x, y) 处的方块向右拖动时 g = 1，向左拖动时 g = -1）
mayan-feedback-clearable = 棋盘仍可恰好用 { $moves } 步清空；字典序最小的走法：{ $way }
mayan-feedback-unclearable = 棋盘已无法恰好用 { $moves } 步清空
mayan-feedback-unsolvable-before = 在 { $mv } 之前，棋盘本来也无法恰好用 { $moves } 步清空
mayan-feedback-smallest = { $mv } 正是从这里出发的字典序最小的解所走的一步
mayan-feedback-other = 从这里出发的字典序最小的解走的是 { $best }（字典序最小的解：{ $answer }）
mayan-feedback-other-same-board = 从这里出发的字典序最小的解走的是 { $best }，得到的棋盘相同（字典序最小的解：{ $answer }）
mayan-input-no-moves-left = 已经没有剩余的步数（{ $moves } 步都已走完），而输入要求 n ≥ 1

## 棋盘编辑器（editor.rs）

mayan-layer-block = 方块
mayan-kind-empty = 空
mayan-kind-colour = 颜色 { $colour }
mayan-field-n = 步数 (n)
mayan-edit-layer = mayan 只有一个图层（0，方块），没有图层 { $layer }
mayan-edit-off-board = 格子 ({ $row }, { $col }) 不在 { $height } × { $width } 的棋盘上
mayan-edit-kind = 没有方块种类 { $kind }：0 表示空，1..{ $colours } 表示各种颜色
mayan-edit-field = mayan 没有字段 { $name }；它的字段是 n
mayan-edit-n-range = n = { $value } 超出范围 1..{ $max }

## 程序的跟踪（trace.rs）

mayan-trace-what-move = 步数
mayan-trace-start = 谜题的初始棋盘
mayan-trace-move = 第 { $number } 步之后
mayan-trace-no-play = 跟踪没有给出第 { $number } 步的走法，而之前的步骤又不是评测的走法
mayan-trace-after-illegal = 你的第 { $number } 步无法执行
mayan-trace-legal = 执行第 { $number } 步
mayan-trace-smallest = 第 { $number } 步（最小答案的）
mayan-trace-no-such-move = （最小答案更短）
mayan-trace-no-answer = （无解：-1）
mayan-trace-left-line = 你的走法在第 { $number } 步离开了评测的答案；棋盘是按规则执行你的走法后的棋盘
mayan-trace-play-at-start = 初始棋盘（$ move 0）没有走法
mayan-trace-g = g 只能是 1（向右）或 -1（向左）
mayan-trace-after-zero = 一列在第一个 0 处结束，之后只能是 0
mayan-trace-column-height = 一列最多 7 个方块
mayan-trace-cell = ({ $x },{ $y }) 的颜色
