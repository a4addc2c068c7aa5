# 德州消消乐：时间线、探索、棋盘编辑器与输入错误。格子写作 "(行,列)"（从 1 开始，作为文本传入）；
# 颜色与得分都是普通数字。术语取自题面：消除、一轮消除、连锁奖分、组合奖分、牌型奖分、终局奖分、主颜色。

## 登记信息（标题、简介、样例、生成器参数、调色板）

match3-title = 德州消消乐
match3-source = THUPC 2022 决赛 I 题（洛谷 P8422）
match3-about = 逐次执行消消乐棋盘上的每次交换：同一行或同一列连续 3 个及以上同色棋子的消除，消除整行、整列、正方形范围或同色全部棋子的特殊棋子，下落与连锁消除，以及每 5 次有效操作按主颜色计算的牌型奖分。输出评测所需的总得分；时间线展示每一轮的连线、每个特殊效果的触发、消除与下落，并把得分拆成五类奖分。
match3-sample-sample-1 = 样例 1
match3-sample-sample-1-note = 题面的第一个样例：5 次有效操作，牌型为两对，棋盘全部清空（11692）。
match3-sample-sample-2 = 样例 2
match3-sample-sample-2-note = 在样例 1 的基础上增加 3 次无效操作，且最后没有全消（684）。
match3-sample-sample-3 = 样例 3
match3-sample-sample-3-note = 一次交换：大小为 7、5、6、6 的连线块在两轮消除中得到 1900 组合奖分（3023）。
match3-param-n = 行数
match3-param-m = 列数
match3-param-k = 颜色数
match3-param-q = 交换次数
match3-param-specials = 带特殊效果（类型 1..6）的棋子所占百分比
match3-param-far = 在两个随机格子之间交换（多为无效操作）而非相邻格子的百分比
match3-param-runs = 从当时棋盘上能形成连线的交换中选取的交换所占百分比
match3-cell-cell = 格子
match3-token-colour-1 = 颜色 1
match3-token-colour-2 = 颜色 2
match3-token-colour-3 = 颜色 3
match3-token-colour-4 = 颜色 4
match3-token-colour-5 = 颜色 5
match3-token-colour-6 = 颜色 6
match3-token-colour-7 = 颜色 7
match3-token-colour-8 = 颜色 8
match3-token-colour-9 = 颜色 9
match3-token-colour-10 = 颜色 10
match3-token-colour-11 = 颜色 11
match3-token-colour-12 = 颜色 12
match3-token-colour-13 = 颜色 13
match3-token-colour-14 = 颜色 14
match3-token-colour-15 = 颜色 15
match3-token-colour-16 = 颜色 16
match3-token-colour-17 = 颜色 17
match3-token-colour-18 = 颜色 18
match3-token-colour-19 = 颜色 19
match3-token-colour-20 = 颜色 20
match3-token-colour-21 = 颜色 21
match3-token-colour-22 = 颜色 22
match3-token-colour-23 = 颜色 23
match3-token-colour-24 = 颜色 24
match3-token-colour-25 = 颜色 25
match3-token-colour-26 = 颜色 26
match3-token-colour-27 = 颜色 27
match3-token-colour-28 = 颜色 28
match3-token-colour-29 = 颜色 29
match3-token-colour-30 = 颜色 30
match3-token-colour-31 = 颜色 31
match3-token-colour-32 = 颜色 32
match3-token-colour-33 = 颜色 33
match3-token-colour-34 = 颜色 34
match3-token-colour-35 = 颜色 35
match3-token-colour-36 = 颜色 36
match3-token-colour-37 = 颜色 37
match3-token-colour-38 = 颜色 38
match3-token-colour-39 = 颜色 39
match3-token-colour-40 = 颜色 40
match3-token-colour-41 = 颜色 41
match3-token-colour-42 = 颜色 42
match3-token-colour-43 = 颜色 43
match3-token-colour-44 = 颜色 44
match3-token-colour-45 = 颜色 45
match3-token-colour-46 = 颜色 46
match3-token-colour-47 = 颜色 47
match3-token-colour-48 = 颜色 48
match3-token-colour-49 = 颜色 49
match3-token-colour-50 = 颜色 50
match3-token-colour-51 = 颜色 51
match3-token-colour-52 = 颜色 52
match3-token-colour-53 = 颜色 53
match3-token-colour-54 = 颜色 54
match3-token-colour-55 = 颜色 55
match3-token-colour-56 = 颜色 56
match3-token-colour-57 = 颜色 57
match3-token-colour-58 = 颜色 58
match3-token-colour-59 = 颜色 59
match3-token-colour-60 = 颜色 60
match3-token-colour-61 = 颜色 61
match3-token-colour-62 = 颜色 62
match3-token-colour-63 = 颜色 63
match3-token-colour-64 = 颜色 64
match3-token-colour-65 = 颜色 65
match3-token-colour-66 = 颜色 66
match3-token-colour-67 = 颜色 67
match3-token-colour-68 = 颜色 68
match3-token-colour-69 = 颜色 69
match3-token-colour-70 = 颜色 70
match3-token-colour-71 = 颜色 71
match3-token-colour-72 = 颜色 72
match3-token-colour-73 = 颜色 73
match3-token-colour-74 = 颜色 74
match3-token-colour-75 = 颜色 75
match3-token-colour-76 = 颜色 76
match3-token-colour-77 = 颜色 77
match3-token-colour-78 = 颜色 78
match3-token-colour-79 = 颜色 79
match3-token-colour-80 = 颜色 80
match3-token-colour-81 = 颜色 81
match3-token-colour-82 = 颜色 82
match3-token-colour-83 = 颜色 83
match3-token-colour-84 = 颜色 84
match3-token-colour-85 = 颜色 85
match3-token-colour-86 = 颜色 86
match3-token-colour-87 = 颜色 87
match3-token-colour-88 = 颜色 88
match3-token-colour-89 = 颜色 89
match3-token-colour-90 = 颜色 90
match3-token-colour-91 = 颜色 91
match3-token-colour-92 = 颜色 92
match3-token-colour-93 = 颜色 93
match3-token-colour-94 = 颜色 94
match3-token-colour-95 = 颜色 95
match3-token-colour-96 = 颜色 96
match3-token-colour-97 = 颜色 97
match3-token-colour-98 = 颜色 98
match3-token-colour-99 = 颜色 99
match3-token-colour-100 = 颜色 100
match3-mark-run-cell = 连线格子
match3-mark-covered-by-a-special = 特殊效果范围
match3-mark-firing-special = 触发的特殊棋子
match3-mark-to-be-removed = 待消除
match3-mark-swapped = 交换的棋子
match3-mark-invalid-swap = 无效交换
match3-mark-points = 奖分

## 输入字段（解析器的错误信息会提到它们）

match3-field-n = n（行数）
match3-field-m = m（列数）
match3-field-k = k（颜色数）
match3-field-q = q（操作数）
match3-field-a-colour = 一个颜色
match3-field-colour = 颜色
match3-field-special = 特殊效果类型
match3-field-row = 行 { $name }
match3-field-column = 列 { $name }
match3-initial-run = 初始棋盘已经有可以消除的连线：{ $length } 个颜色 { $colour } 的棋子，从 { $from } 到 { $to }；题面保证没有这种情况
match3-gen-one-colour = 只有 k = 1 种颜色时，{ $rows }×{ $cols } 的棋盘一定会出现 3 个相连的同色棋子；请使用 k ≥ 2

## 棋子、特殊效果与牌型

match3-badge = { $glyph }
match3-special-plain = 普通
match3-special-row-clearer = 整行消除
match3-special-column-clearer = 整列消除
match3-special-cross = 十字消除
match3-special-square-3 = 3×3 范围消除
match3-special-square-5 = 5×5 范围消除
match3-special-colour-bomb = 同色消除
match3-shape-high-card = 高牌
match3-shape-one-pair = 一对
match3-shape-two-pairs = 两对
match3-shape-three-of-a-kind = 三条
match3-shape-full-house = 葫芦
match3-shape-four-of-a-kind = 四条
match3-shape-five-of-a-kind = 五条

## 时间线

match3-score = 得分 { $total } = 消除 { $elimination } + 连锁 { $chain } + 组合 { $combination } + 牌型 { $hand } + 终局 { $end }
match3-initial-title = 初始棋盘
match3-initial-board = { $rows }×{ $cols } 棋盘，{ $colours } 种颜色，{ $operations } 次操作
match3-initial-specials = { $count } 个特殊棋子
match3-end-title = 终局
match3-end-all-valid = 所有操作均有效：终局奖分 +1000
    .figure = 所有操作均有效，得分加上终局奖分 1000。
match3-end-skipped = { $operations } 次操作中有 { $skipped } 次被跳过：没有 +1000
    .figure = { $operations } 次操作中有 { $skipped } 次被跳过，所以没有终局奖分 1000。
match3-end-cleared = 棋盘已全部清空：终局奖分 +10000
match3-end-left = 还剩 { $count } 个棋子：没有 +10000
match3-end-total = 总得分 { $total }
match3-marker-op = 操作 { $number }
match3-marker-hand = 牌型 { $number }
match3-marker-end = 终局

match3-invalid-title = 操作 { $op } · 无效：{ $reason }
match3-skip-same-cell = 同一格子
match3-skip-not-adjacent = 不相邻
match3-skip-empty-cell = 空位
match3-skip-no-run = 无法消除
match3-skipped = { $swap } 被跳过：{ $why }
match3-skip-same-cell-why = 两个位置是同一个格子
match3-skip-not-adjacent-why = 两个格子不在上下左右方向上相邻
match3-skip-empty-cell-why = 有一个格子是空位
match3-skip-no-run-why = 交换后没有 3 个相连的同色棋子
match3-skipped-effect = 这次操作不得分，不计入牌型，并失去 +1000 终局奖分

match3-swap-title = 操作 { $op } · 交换 { $swap }
match3-piece = { $cell } 颜色 { $colour }
match3-special-piece = { $cell } 颜色 { $colour } { $badge } { $special }
match3-swapped-now = 现在 { $first }，{ $second }
    .figure = 两枚棋子交换位置，现在是 { $first } 和 { $second }。
match3-main-colour = 主颜色 { $colour }
match3-main-colours = 主颜色 { $first } 和 { $second }
match3-runs-appear = 出现可以消除的连线：{ $main }

match3-round-title = 操作 { $op } · 第 { $round } 轮 · { $stage }
match3-stage-runs = 连线
match3-stage-special = { $cell } 的特殊效果
match3-stage-more-specials = 另外 { $count } 个特殊效果
match3-stage-removal = 消除
match3-stage-gravity = 下落
match3-run-cells = { $count } 个连线格子
    .figure = 连成三个或更多的棋子被标出：共 { $count } 个。
match3-block = { $cell } 处 { $size } 个颜色 { $colour } 的四连通块：组合奖分 +{ $points }
match3-area-row = 第 { $row } 行
match3-area-column = 第 { $column } 列
match3-area-cross = 第 { $row } 行和第 { $column } 列
match3-area-square = 以 { $cell } 为中心的 { $side }×{ $side } 正方形
match3-area-colour = 所有颜色 { $colour } 的棋子
match3-fires = { $cell } 颜色 { $colour } { $badge }（{ $special }）触发，作用于{ $area }
    .figure = { $cell } 的特殊棋子（{ $special }）触发，标出{ $area }。
match3-covered = 覆盖 { $covered } 个棋子，新增 { $newly } 个待消除，目前共 { $doomed } 个待消除
match3-more-specials-fire = 另外 { $count } 个特殊效果触发，合并展示
match3-newly-doomed = 新增 { $newly } 个待消除，目前共 { $doomed } 个待消除
match3-removed = 消除 { $count } 个棋子
    .figure = 被标出的棋子被消除（共 { $count } 个）。
match3-elimination = 颜色编号之和 { $sum } × 第 { $round } 轮：消除奖分 +{ $points }
match3-fell = { $count } 个棋子下落
    .figure = { $count ->
        [0] 没有棋子下落：下方都没有空格。
       *[other] { $count } 个棋子落入下方的空格。
    }
match3-new-runs = 出现新的连线：接着进行第 { $round } 轮
match3-no-more-runs = 没有新的连线：共 { $rounds } 轮，连锁奖分 80·({ $rounds }−1)² = +{ $chain }

match3-hand-title = 操作 { $op } · 牌型 { $number } · { $shape }
match3-hand-offered = 可选的主颜色：{ $options }
match3-hand-choice = 最优选择：{ $colours } — { $shape }
match3-hand-score = 牌型奖分 +{ $score }

## 探索：你自己的交换

match3-to-move = 轮到第 { $operation } 次操作 · 第 { $hand } 次牌型已有 { $valid }/5 次有效交换 · 得分 { $score }
match3-over-limit = 已达到题面规定的 { $max } 次操作上限
match3-over-cleared = 棋盘已清空
match3-over-stuck = 已没有两个相邻的棋子
match3-move = 交换 { $swap }
match3-move-no-run = 交换 { $swap }（无法消除）
match3-not-a-swap = { $id } 不是此处两个相邻棋子的交换
match3-input-needs-operation = 输入至少需要一次操作（q ≥ 1）：请先进行一次交换
match3-progress-best-swap = 寻找最优交换：已尝试 { $tried } 种交换
match3-your-swap = 你的交换 { $swap }：{ $value }
match3-your-swap-no-run = 你的交换 { $swap } 无法消除：这次操作被跳过，不得分，并失去 +1000 终局奖分
match3-no-swap-runs = 此处没有任何交换能消除
match3-best-is-yours = 最优得分：{ $total } — 你的交换就是最优交换之一
match3-best-swap = 最优交换：{ $swap }：{ $value }
match3-running-total = 当前总分 { $total }；在此结束的输入会输出 { $printed }（终局奖分 +{ $end }）
match3-value = 消除 { $elimination } + 组合 { $combination } + 连锁 { $chain } = { $total }
match3-value-with-hand = 消除 { $elimination } + 组合 { $combination } + 连锁 { $chain } + 牌型 { $hand }（{ $shape }）= { $total }

## 棋盘编辑器

match3-editor-caption = { $rows }×{ $cols } 棋盘，k = { $colours }，q = { $operations }
match3-layer-colour = 颜色
match3-layer-special = 特殊效果
match3-colour-kind = { $colour }
match3-edit-off-board = 格子 { $cell } 不在 { $rows }×{ $cols } 的棋盘上
match3-edit-no-kind = 第 { $layer } 层没有第 { $kind } 种
match3-edit-no-layer = 没有第 { $layer } 层
match3-edit-no-field = 没有字段 { $name }

# The points a block scores, drawn on the board.
match3-scored-points = +{ $points }

## 程序的跟踪（trace.rs）

match3-trace-what-op = 已完成的操作数
match3-trace-initial = 初始棋盘
match3-trace-op = 第 { $op } 次操作之后
match3-trace-end = 终局（加上终局奖励之后）
match3-trace-colour-at = { $cell } 的颜色
match3-trace-special-at = { $cell } 的特殊效果类型
match3-trace-score = 得分
match3-trace-elimination = 消除得分
match3-trace-chain = 连锁得分
match3-trace-combination = 组合得分
match3-trace-hand = 牌型得分
match3-trace-valid = 是否有效（1 或 0）
match3-trace-rounds = 本次操作的轮数
match3-trace-not-an-operation = valid 和 rounds 只属于某次操作的检查点（$ op I，I ≥ 1）
