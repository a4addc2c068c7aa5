# 飞行棋（Mench / Ludo）：时间线、自行走棋和错误的文字。评测程序自己的输出（它打印的行和文字棋盘）
# 从来不是消息：保持评测程序打印的原样，包括 "you need six" 这类回复。

## 注册表：游戏、样例、规则选项、生成参数、调色板

ludo-title = 飞行棋（Mench）项目
ludo-source = Quera，"پروژه منچ"（飞行棋项目），第 1–5 部分
ludo-about = 画出骰子（第 1 部分），掷线性同余（LCG）骰子（第 2 部分），并以评测程序的原样消息和文字棋盘进行第 3–5 部分由请求驱动的飞行棋游戏，为每次掷骰、行走和吃子制作动画。波斯语原题只留下了残缺的版本，因此凡是题面含糊之处都做成了规则选项（pip、dice_rule、enter_opponent、capture_to、giveup_passes、turn_check、track_end、glyphs）；默认值是我们的还原。选项 part 选择部分，因为每个部分的输入格式都不同。
ludo-sample-part-5-enter-move-and-a-blue-start = 第 5 部分：入场、走棋和蓝方起步
ludo-sample-part-5-enter-move-and-a-blue-start-note = 题面第 5 部分的样例：每个请求之后都打印棋盘。
ludo-sample-part-4-a-capture = 第 4 部分：一次吃子
ludo-sample-part-4-a-capture-note = 红方走到蓝方的棋子上，把它送回基地。
ludo-sample-part-3-one-red-player = 第 3 部分：只有红方一名玩家
ludo-sample-part-3-one-red-player-note = 题面第 3 部分的第一个样例。
ludo-sample-part-2-the-lcg-die = 第 2 部分：LCG 骰子
ludo-sample-part-1-a-die-face = 第 1 部分：一个骰面
ludo-rule-part = 输入属于项目的哪一部分（每个部分有自己的输入格式）。
ludo-rule-part-5 = 第 5 部分：四名玩家，每个请求之后打印棋盘
ludo-rule-part-1 = 第 1 部分：画出点数为 d 的骰面
ludo-rule-part-2 = 第 2 部分：打印 LCG 骰子的 n 次掷骰
ludo-rule-part-3 = 第 3 部分：只有红方一名玩家，最多 100 000 个请求
ludo-rule-part-4 = 第 4 部分：四名玩家轮流，最多 1000 个请求
ludo-rule-pip = 第 1 部分骰子图中表示点的字符（转换后的题面中出现了 o、O 和 0）。
# "o" 和 "O" 两个值的编号相同：这一条要同时适用于两者。
ludo-rule-pip-o = 小写字母 o
ludo-rule-pip-capital-o = 大写字母 O
ludo-rule-pip-0 = 数字零
ludo-rule-dice-rule = 之前掷出的点数尚未用完时，`dice` 何时被拒绝。
ludo-rule-dice-rule-strict = 只要有未用的点数就拒绝掷骰
ludo-rule-dice-rule-non6 = 只有未用的非 6 点数才拒绝；剩下的 6 保留，只打印新掷出的点数
ludo-rule-enter-opponent = 对手的棋子停在起点格上时 `enter` 会怎样。
ludo-rule-enter-opponent-capture = 对手的棋子被吃掉并送回它的基地
ludo-rule-enter-opponent-busy = 起点格视为被占：`busy starting cell`
ludo-rule-capture-to = 被吃的棋子回到哪个基地格。
ludo-rule-capture-to-lowest-free = 它颜色的编号最小的空基地格
ludo-rule-capture-to-lowest = 它颜色的第一个基地格，即使已被占用（棋盘在那里打印被吃的棋子）
ludo-rule-giveup-passes = `giveup` 何时交出回合（第 4–5 部分）。
ludo-rule-giveup-passes-always = 每次 giveup 都清空骰子并交出回合
ludo-rule-giveup-passes-after-roll = 当前玩家掷骰之前的 giveup 不改变任何东西
ludo-rule-turn-check = 对另一颜色的棋子何时检查 `it is not your turn`（第 4–5 部分）。
ludo-rule-turn-check-first = 在所有其他检查之前
ludo-rule-turn-check-last = 在所有其他检查之后，即请求即将成功之前
ludo-rule-track-end = 第 3 部分中红方的路线在哪里结束（第 4–5 部分总是使用终点格）。
ludo-rule-track-end-home = 路线继续进入四个终点格 45–48
ludo-rule-track-end-forty = 不能走过第 40 格
ludo-rule-glyphs = 文字棋盘上空的基地格或终点格如何打印。
ludo-rule-glyphs-lower = 小写 xx
ludo-rule-glyphs-upper = 大写 XX
ludo-param-d = 第 1 部分：骰子点数（0 = 随机）
ludo-param-n = 第 2 部分：掷骰次数
ludo-param-q = 第 3–5 部分：请求数（第 3 部分最多 100000，第 4–5 部分最多 1000）
ludo-param-noise = 第 3–5 部分：随机请求（而非玩家合理请求）所占的百分比
ludo-cell-no-cell = 非格子
ludo-cell-track = 跑道
ludo-cell-red-start = 红方起点
ludo-cell-blue-start = 蓝方起点
ludo-cell-green-start = 绿方起点
ludo-cell-yellow-start = 黄方起点
ludo-cell-red-corner = 红方基地
ludo-cell-blue-corner = 蓝方基地
ludo-cell-green-corner = 绿方基地
ludo-cell-yellow-corner = 黄方基地
ludo-cell-red-home = 红方终点
ludo-cell-blue-home = 蓝方终点
ludo-cell-green-home = 绿方终点
ludo-cell-yellow-home = 黄方终点
ludo-cell-die-face = 骰面
ludo-cell-pip = 骰点
ludo-cell-die-of-the-player-to-move = 待行动玩家的骰子
ludo-token-red-piece = 红方棋子
ludo-token-blue-piece = 蓝方棋子
ludo-token-green-piece = 绿方棋子
ludo-token-yellow-piece = 黄方棋子
ludo-mark-move-path = 走棋路线
ludo-mark-capture = 吃子
ludo-mark-dice = 骰子
ludo-mark-destination = 目的格

## 颜色和棋子

ludo-red = 红方
ludo-blue = 蓝方
ludo-green = 绿方
ludo-yellow = 黄方
ludo-a-piece = 一枚棋子
ludo-no-dice = 无

## 读取输入

ludo-die-value = 骰子点数 d
ludo-roll-count = 掷骰次数 n
ludo-request-count = 请求数 q
ludo-error-in-part = { $error }（第 { $part } 部分；部分由规则选项 part 选择）
ludo-prime = 质数 { $name }
ludo-name = { $name }
ludo-not-prime = { $name } { $value } 不是质数
ludo-prime-not-below-m = { $name } { $value } 必须小于 m = { $m }
ludo-request-of = 第 { $number } 个请求（共 { $count } 个）
ludo-needs-argument = { $request } 需要在同一行给出{ $what }
ludo-a-step-count = 步数 s
ludo-step-count = 步数 s
ludo-unknown-request = 未知请求 { $request }：应为 dice、enter、move 或 giveup
ludo-extra-after-request = 请求 { $request } 之后有多余的输入 { $found }
ludo-extra-after-last-request = 最后一个请求之后有多余的输入 { $found }
ludo-unknown-piece = 未知棋子 { $piece }：棋子为 R1..R4、B1..B4、G1..G4 和 Y1..Y4
ludo-piece-not-in-part-3 = 第 3 部分中没有棋子 { $piece }：只有红方参加（R1..R4）
ludo-endless-sixes = 这个 dice 请求永远不会结束：从 X = { $x } 起，骰子（A = { $a }，B = { $b }，m = { $m }）永远掷出 6

## 提示输入可按哪一部分运行

ludo-input-part-1 = 第 1 部分的输入（一个骰子点数 d）
ludo-input-part-2 = 第 2 部分的输入（A B m 和掷骰次数 n）
ludo-input-part-3 = 第 3 部分的输入（一名玩家，q ≤ 100 000）
ludo-input-parts-4-5 = 第 4 或第 5 部分的输入（四名玩家，q ≤ 1000）
ludo-offer-part = 这个输入可读作{ $input }：要以 part = { $part } 运行吗？
ludo-offer-part-3-lone-red = 输入中只出现了红方的棋子，而在四名玩家轮流时，红方被告知 "it is not your turn" { $times } 次。{ $offer }

## 第 1 部分：骰面

ludo-die-face = 骰面 { $face }
ludo-face-pips = 骰面 { $face } 有 { $pips } 个点，打印为 5 行、每行 5 个字符

## 第 2 部分：LCG 骰子的掷骰

ludo-before-first-roll = 第一次掷骰之前
ludo-no-roll-caption = A = { $a }，B = { $b }，m = { $m } · 尚未掷骰
ludo-die-rule = X₁ = B = { $b }；之后 X_k = ({ $a }·X_(k−1) + { $b }) mod { $m }，骰子点数 = X mod 6 + 1
ludo-first-state = X₁ = B = { $b }
    .figure = 第一个状态是 X₁ = B = { $b }，所以骰子点数是 { $b } mod 6 + 1 = { $face }。
ludo-next-state = 递推：X_{ $number } = ({ $a }·{ $previous } + { $b }) mod { $m } = { $x }
    .figure = 下一个状态是 X_{ $number } = ({ $a }·{ $previous } + { $b }) mod { $m } = { $x }，所以骰子点数是 { $x } mod 6 + 1 = { $face }。
ludo-face-formula = 骰子点数 = { $x } mod 6 + 1 = { $face }
ludo-roll-caption = 第 { $number } 次掷骰（共 { $count } 次） · X = { $x } · 点数 { $face }
ludo-roll-title = 第 { $number } 次掷骰：{ $face }

## 第 3–5 部分：请求

ludo-start = 开始
ludo-start-requests = { $count } 个请求；骰子 A = { $a }，B = { $b }，m = { $m }
ludo-red-alone = 红方独自游戏
ludo-four-players = 红方、蓝方、绿方和黄方轮流行动；红方先行
ludo-request-title = { $number }. { $request }
ludo-your-request = 你的第 { $number } 个请求
ludo-caption = { $counter } · 轮到{ $player } · 未用的骰子：{ $dice }
ludo-caption-alone = { $counter } · 未用的骰子：{ $dice }
ludo-rolls = { $player }掷出 { $faces }
    .figure = { $player }掷骰子，掷出 { $faces }。
ludo-six-rolls-again = 每掷出一个 6 就再掷一次
ludo-unused-dice = 未用的骰子：{ $dice }
ludo-roll-refused = 还有未用的骰子（{ $dice }），{ $player }不能再掷
    .figure = 还有未用的骰子（{ $dice }），{ $player }不能再掷。
ludo-enters = { $player }用掉一个 6，把 { $piece } 放上它的起点格 { $cell }
    .figure = { $player }用掉一个 6，把 { $piece } 放上它的起点格，第 { $cell } 格。
ludo-moves = { $piece } 走 { $steps } 步，从第 { $from } 格到第 { $to } 格
    .figure = { $piece } 走 { $steps } 步，从第 { $from } 格走到第 { $to } 格。
ludo-moves-home-column = { $event }（终点列）
ludo-captured = 第 { $cell } 格上的 { $piece } 被吃，回到基地格 { $corner }
    .figure = 第 { $cell } 格上的 { $piece } 被吃掉，回到它的基地格 { $corner }。
ludo-refused = { $request }：{ $reply }（{ $why }）
    .figure = 裁判拒绝“{ $request }”，回答“{ $reply }”：{ $why }。
ludo-gives-up-dice = { $player }放弃未用的骰子（{ $dice }）
    .figure = { $player }放弃未用的骰子（{ $dice }）。
ludo-gives-up-unrolled = { $player }未掷骰就放弃
    .figure = { $player }还没掷骰就放弃了。
ludo-giveup-ignored = { $player }还没有掷骰：这次 giveup 不改变任何东西（giveup_passes=after_roll）
    .figure = { $player }还没有掷骰，所以放弃不改变任何东西。
ludo-turn = 轮到{ $player }
ludo-prints-line = 打印 "{ $line }"
ludo-prints-board = 打印棋盘
ludo-judge-line = { $line }

## 评测程序拒绝请求的原因

ludo-why-not-your-turn = { $piece } 是{ $owner }的棋子，但现在轮到{ $player }
ludo-why-already-in = { $piece } 已经在第 { $cell } 格上
ludo-why-need-six = 没有未用的 6；未用的骰子：{ $dice }
ludo-why-busy-start = 起点格 { $cell } 上有{ $occupant }
ludo-why-invalid-move = 没有未用的 { $steps }；未用的骰子：{ $dice }
ludo-why-not-in = { $piece } 还在基地里
ludo-why-cannot-move = { $piece } 已沿路线走了 { $at } 步；再走 { $steps } 步就会越过最后一格
ludo-why-destination-busy = 第 { $cell } 格上有{ $occupant }

## 棋盘：玩家骰子旁写的点数、徽标和标记

ludo-mark-rolled = 掷出 { $faces }
ludo-mark-unused = 未用 { $dice }
ludo-badge-captured = 被吃
ludo-marker-capture = { $piece } 吃掉 { $victim }
ludo-marker-end = { $piece } 走到终点

## 你自己的请求（第 4–5 部分）

ludo-to-move = 轮到{ $player } · 未用的骰子：{ $dice }
ludo-option-roll = 掷骰子
ludo-option-enter = { $piece } 进入第 { $cell } 格
ludo-option-move = { $piece } 走 { $steps } 步到第 { $cell } 格
ludo-option-capturing = { $request }，吃掉 { $victim }
ludo-option-giveup = 放弃
ludo-option-giveup-unrolled = 放弃（掷骰之前不改变任何东西）
ludo-not-accepted = { $request } 不是评测程序在此处接受的请求（{ $position }）
ludo-input-no-requests = 还没有任何请求：输入至少需要一个
ludo-input-too-many-requests = { $count } 个请求：第 4–5 部分的输入最多允许 { $max } 个

## 生成器

ludo-gen-too-many-requests = 参数 q = { $q } 超出第 { $part } 部分的范围 1..{ $max }
ludo-gen-endless-sixes = 用这些质数，骰子会永远掷出 6

## 程序的跟踪（trace.rs）

ludo-trace-what-request = 已处理的请求数
ludo-trace-what-roll = 掷骰次序
ludo-trace-what-value = 数值
ludo-trace-start = 开始时
ludo-trace-request = 第 { $number } 个请求之后
ludo-trace-roll = 第 { $number } 次掷骰
ludo-trace-piece-name = { $found } 不是本局的棋子（R1…R4，四人局还有 B、G、Y）
ludo-trace-colour-letter = { $found } 不是玩家：可用 { $letters }
ludo-trace-piece-cell = { $piece } 所在格
ludo-trace-dice = 未用的骰子
ludo-trace-turn = 轮到的玩家
ludo-trace-x = 骰子生成器的 X
ludo-trace-value = 骰子点数
ludo-trace-board-line = 棋盘第 { $row } 行
ludo-trace-board-cell = 棋盘第 { $row } 行第 { $position } 个位置

## 题目包的名称（boardlab package）

ludo-problem-name = { $title }，第 { $part } 部分
