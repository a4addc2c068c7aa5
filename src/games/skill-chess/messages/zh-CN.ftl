# 技能棋（src/games/skill-chess/）。棋子写作 "#k"，格子写作 "(x,y)"，与输入一致；
# 输入中的技能英文名（toolihai、2dsaigao……）在输入相关的位置保持原样。

## 时间线（view.rs）

skill-chess-game = 第 { $game } 局
skill-chess-start-title = 第 { $game } 局 · 开始
skill-chess-final-title = 第 { $game } 局 · 最终位置
skill-chess-round-title = 第 { $game } 局 · 第 { $round } 回合 · { $phase }
skill-chess-phase-start = 开始
skill-chess-phase-final = 最终位置
skill-chess-phase-recover = 回合开始
skill-chess-phase-move = 移动
skill-chess-phase-cast = { $piece } { $skill }（第 { $number } 次释放技能，共 { $count } 次）
skill-chess-phase-fight = 交战
skill-chess-caption = 第 { $game }/{ $games } 局 · 第 { $round }/{ $rounds } 回合 · { $phase }
skill-chess-progress = 第 { $game } 局：第 { $round }/{ $rounds } 回合
skill-chess-start-event = { $rows }×{ $cols } 的棋盘，{ $pieces } 枚棋子，{ $rounds } 个回合
    .figure = 游戏开始：{ $rows } 行 { $cols } 列的棋盘上有 { $pieces } 枚棋子，共进行 { $rounds } 个回合。
skill-chess-final-event = 游戏结束；输出 { $lines } 行棋子位置
    .figure = 最后一个回合结束后，按编号输出每枚棋子（无论存活与否）最终所在的格子，共 { $lines } 行。
skill-chess-quiet-recover = 没有棋子复活，也没有头发掉光（onepunch）的效果消失
    .figure = 回合开始：没有棋子复活，也没有 onepunch 的增益到期。
skill-chess-no-fight = 没有同时有红队和蓝队棋子的格子
    .figure = 没有一个格子里同时有双方的存活棋子，所以没有交战。
# 棋子旁的标记：距复活、距能再次释放技能、距能再次移动的回合数；头发掉光的效果层数。
skill-chess-respawn-badge = 复活 { $rounds }
skill-chess-mute-badge = 禁技 { $rounds }
skill-chess-root-badge = 禁足 { $rounds }
skill-chess-boost-badge = 增益 ×{ $count }

## 名称

skill-chess-direction-up = 上
skill-chess-direction-down = 下
skill-chess-direction-left = 左
skill-chess-direction-right = 右
skill-chess-team-red = 红队
skill-chess-team-blue = 蓝队
skill-chess-skill-toolihai = 重锤火花（toolihai）
skill-chess-skill-faceking = 面子之王（faceking）
skill-chess-skill-onepunch = 头发掉光（onepunch）
skill-chess-skill-rabiribi = 拉比哩比（rabiribi）
skill-chess-skill-firework = 退学花火（firework）
skill-chess-skill-viuganda = 救乌干达（viuganda）
skill-chess-skill-2dsaigao = 降维打击（2dsaigao）
skill-chess-skill-gugugugu = 咕咕咕咕（gugugugu）
skill-chess-skill-backward = 反向传播（backward）
skill-chess-skill-hupraise = 葱之礼赞（hupraise）

## 一个回合中发生的事（engine.rs）

skill-chess-respawns = { $piece } 在 { $cell } 复活
    .figure = 棋子 { $piece } 在 { $cell } 复活，属性恢复为初始值。
skill-chess-boost-ends = { $piece } 的{ skill-chess-skill-onepunch }效果消失：属性变为 ({ $a }, { $b })
    .figure = 棋子 { $piece } 的 onepunch 增益到期：属性变为 ({ $a }, { $b })。
skill-chess-step-forward = { $count } 枚棋子向前移动一格
    .figure = { $count ->
        [0] 没有棋子能向前走：能移动的棋子都掉头并留在原地。
       *[other] { $count } 枚棋子沿自己的方向走一格；其余能移动的棋子掉头并留在原地。
    }
skill-chess-turned = 向后转：{ $pieces }
skill-chess-toolihai = { $piece } { skill-chess-skill-toolihai }：绚丽的烟花（无任何效果）
    .figure = 棋子 { $piece } 释放 toolihai：没有效果，但它成为本局最近一次释放 toolihai 的棋子。
skill-chess-faceking = { $piece } { skill-chess-skill-faceking }：所有存活的棋子向左转九十度
    .figure = 棋子 { $piece } 释放 faceking：每枚存活的棋子向左转 90°。
skill-chess-onepunch = { $piece } { skill-chess-skill-onepunch }：属性 +{ $boost } → ({ $a }, { $b })，效果在第 { $until } 回合开始时消失
    .figure = 棋子 { $piece } 释放 onepunch：A 增加 { $boost }，属性变为 ({ $a }, { $b })，增益在第 { $until } 回合开始时到期。
skill-chess-firework = { $piece } { skill-chess-skill-firework }：{ $target } 无法移动（+{ $duration }，还剩 { $rooted } 回合）
    .figure = 棋子 { $piece } 释放 firework：棋子 { $target } 的定身计数增加 { $duration }，{ $rooted } 个回合内不能移动。
skill-chess-gugugugu = { $piece } { skill-chess-skill-gugugugu }：{ $team }其余还没有释放技能的棋子本回合跳过技能释放
    .figure = 棋子 { $piece } 释放 gugugugu：{ $team }其余的棋子本回合都不释放技能。
skill-chess-backward = { $piece } { skill-chess-skill-backward }：回到第 { $round } 回合：{ $from }→{ $to }，朝{ $direction }，属性 ({ $a }, { $b }){ $dead ->
        [0] {""}
       *[other] ，阵亡
    }
    .figure = 棋子 { $piece } 释放 backward：恢复自己在第 { $round } 回合开始时的状态，从 { $from } 回到 { $to }，朝{ $direction }，属性 ({ $a }, { $b }){ $dead ->
        [0] {""}
       *[other] ，处于阵亡状态
    }。
skill-chess-hupraise = { $piece } { skill-chess-skill-hupraise }：红蓝双方最多能配对数 = { $pairs }（已输出）
    .figure = 棋子 { $piece } 释放 hupraise，输出 { $pairs }：红蓝棋子两两配对、A 的异或能被 3 整除时，最多能配成的对数。
skill-chess-rabiribi = { $piece } { skill-chess-skill-rabiribi }，朝{ $direction }，范围 { $range }
    .figure = 棋子 { $piece } 朝{ $direction }释放 rabiribi：标出的区域（前方至多 { $range } 格）内的每枚棋子被击退一格。
skill-chess-knocked = { $piece } 被击退 { $from }→{ $to }
skill-chess-nobody-in-cone = 扇形区域内没有棋子
skill-chess-viuganda = { $piece } { skill-chess-skill-viuganda }：复活 { $target }，位于 { $cell }
    .figure = 棋子 { $piece } 释放 viuganda，复活位于 { $cell } 的棋子 { $target }。
skill-chess-viuganda-nobody = { $piece } { skill-chess-skill-viuganda }：没有阵亡的棋子
    .figure = 棋子 { $piece } 释放 viuganda，但没有阵亡的棋子，什么也不做。
skill-chess-2dsaigao = { $piece } { skill-chess-skill-2dsaigao }：光波在 { $cell } 爆炸（范围 { $radius }）；{ $duration } 回合内不能释放技能：{ $count ->
        [0] 无
       *[other] { $pieces }
    }
    .figure = 棋子 { $piece } 释放 2dsaigao：光波在 { $cell } 爆炸，{ $count ->
        [0] 曼哈顿距离 { $radius } 以内没有棋子。
       *[other] 曼哈顿距离 { $radius } 以内的棋子（{ $pieces }）沉默计数增加 { $duration }。
    }
skill-chess-duel = 在 { $cell } 交战：{ $red } ({ $red_a }, { $red_b }) 对 { $blue } ({ $blue_a }, { $blue_b })：{ $outcome }
    .figure = 在 { $cell }，红方棋子 { $red } ({ $red_a }, { $red_b }) 与蓝方棋子 { $blue } ({ $blue_a }, { $blue_b }) 交战：{ $outcome }。
skill-chess-duel-tie = 战斗力一样，两枚棋子均阵亡
skill-chess-duel-win = { $winner } 获胜，{ $loser } 阵亡；{ $winner } 的属性变为 ({ $a }, { $b })

## 输入错误（input.rs）：输入中的数

skill-chess-field-games = 数据组数 T
skill-chess-field-rows = N（行数）
skill-chess-field-cols = M（列数）
skill-chess-field-pieces = K（棋子数）
skill-chess-field-rounds = R（回合数）
skill-chess-field-cell = 格子 { $cell }
skill-chess-field-row = 行 x
skill-chess-field-col = 列 y
skill-chess-field-a = 属性 a
skill-chess-field-b = 属性 b（不超过 a）
skill-chess-field-team = 阵营 c
skill-chess-field-team-values = 阵营 c（0 红方，1 蓝方）
skill-chess-field-direction = 朝向 d
skill-chess-field-direction-values = 朝向 d（0 上，1 下，2 左，3 右）
skill-chess-field-first-cast = 技能首轮回复时间 f
skill-chess-field-cooldown = 技能回复时间 z
skill-chess-field-respawn = 复活时间 r
skill-chess-field-skill-name = 技能名
skill-chess-field-skill = 技能
# 技能增加的输入值。
skill-chess-extra-boost = 提升值 v
skill-chess-extra-range = 范围 v
skill-chess-extra-duration = 持续时间 l
skill-chess-extra-wave-length = 光波移动距离 o
skill-chess-extra-burst-radius = 爆炸范围 v
skill-chess-extra-rounds-back = 回退回合数 l
# "第 1 局：N（行数）"
skill-chess-game-field = 第 { $game } 局：{ $what }
skill-chess-piece = 第 { $game } 局：第 { $piece } 枚棋子
# "第 1 局：第 3 枚棋子的技能回复时间 z"
skill-chess-piece-field = { $piece }的{ $what }
# "2dsaigao 持续时间 l"
skill-chess-skill-param = { $skill } { $what }
skill-chess-unknown-skill = { $piece }：未知的技能 { $name }；可用技能：{ $skills }
skill-chess-on-obstacle = { $piece }一开始位于 { $cell }，该格子是障碍物
skill-chess-backward-too-far = 棋子 { $piece } 反向传播（backward）l = { $rounds }：在第 { $round } 回合释放时会回到第 { $target } 回合，即游戏开始之前（题目保证输入不会出现这种情况）

## 棋盘编辑器（editor.rs）

skill-chess-layer-terrain = 地形
skill-chess-layer-piece = 棋子
skill-chess-kind-floor = 普通格子
skill-chess-kind-obstacle = 障碍物
skill-chess-kind-none = 无
# 连接名称："无、红队、蓝队"。
skill-chess-comma-list = { $first }、{ $rest }
skill-chess-no-game = 输入共有 { $count } 局；没有第 { $game } 局
skill-chess-out-of-range = { $field } 必须在 { $min }..{ $max } 之间，而不是 { $value }
skill-chess-no-layer = 没有图层 { $layer }；图层：0 地形，1 棋子
skill-chess-no-kind = 图层 { $layer } 没有种类 { $kind }；种类：{ $kinds }
skill-chess-off-board = 格子 ({ $row }, { $col }) 在 { $rows }×{ $cols } 的棋盘之外
skill-chess-no-field = 这里没有字段“{ $name }”；可用字段：{ $fields }（要修改棋子的数值，需先选中它所在的格子）

## 注册信息（游戏标题、样例、生成器参数、调色板）

skill-chess-title = 技能棋（组合数问题）
skill-chess-source = THUPC 2018（清华大学学生程序设计竞赛）
skill-chess-about = 红队和蓝队的棋子在有障碍物的棋盘上行走，按技能回复时间释放十种技能，并在两队棋子同处一格时交战。引擎完全按照官方评测程序重演每个回合，包括它的特殊之处（列于规格说明中）以及 GCC 的 std::sort 给格子和参战棋子排出的顺序，并输出每次葱之礼赞（hupraise）的配对数和最终位置。
skill-chess-sample-statement-sample = 题目样例
skill-chess-sample-statement-sample-note = 原题面的样例。第 4 局中官方评测数据与原题面所附答案有 4 行不同；这里的答案以评测数据为准。
skill-chess-sample-small-duel = 小型对决
skill-chess-sample-small-duel-note = 3×4 棋盘上的两个回合：拉比哩比（rabiribi）把一枚棋子击退穿过棋盘边界，葱之礼赞（hupraise）输出 1，然后交战。
skill-chess-sample-busy-board = 繁忙的棋盘
skill-chess-sample-busy-board-note = 30×9 的棋盘上，拥有各种技能的 48 枚棋子进行 126 个回合。
skill-chess-param-t = 数据组数 T
skill-chess-param-n = 每个棋盘的行数 N
skill-chess-param-m = 每个棋盘的列数 M
skill-chess-param-k = 每组数据的棋子数 K
skill-chess-param-r = 回合数 R
skill-chess-param-obstacles = 障碍物格子所占的百分比（总有一个格子保持为普通格子）
skill-chess-param-wait = 技能首轮回复时间、技能回复时间、复活时间和技能持续时间的最大值
skill-chess-cell-floor = 普通格子
skill-chess-cell-obstacle = 障碍物
skill-chess-token-red-team = 红队
skill-chess-token-blue-team = 蓝队
skill-chess-mark-rabiribi-cone = 拉比哩比的扇形区域
skill-chess-mark-2dsaigao-wave = 降维打击的光波
skill-chess-mark-2dsaigao-burst = 降维打击的爆炸范围
skill-chess-mark-knock-back = 击退
skill-chess-mark-fight = 交战
skill-chess-mark-caster = 释放技能的棋子

## 棋子表：每一步的文字视图（view.rs）

skill-chess-column-piece = 棋子
skill-chess-column-team = 队伍
skill-chess-column-cell = 位置
skill-chess-column-facing = 朝向
skill-chess-column-power = 战力
skill-chess-column-wait = 冷却
skill-chess-column-silenced = 禁技
skill-chess-column-rooted = 禁足
skill-chess-column-dead = 阵亡
skill-chess-column-skill = 技能

## 程序的跟踪（trace.rs）

skill-chess-trace-what-game = 局号
skill-chess-trace-what-round = 回合号
skill-chess-trace-what-piece = 棋子编号
skill-chess-trace-what-value = 数值
skill-chess-trace-expected-round = 此处应为 round R：检查点写作 [game G] round R [阶段]
skill-chess-trace-no-next-game = 这个检查点不晚于前一个，而前一个已在最后一局（第 { $games } 局）；请写 game G round R
skill-chess-trace-round-beyond = 第 { $game } 局只有 { $rounds } 回合
skill-chess-trace-start-has-no-phase = 第 0 回合是一局的开始，没有阶段
skill-chess-trace-unknown-phase = { $found } 不是阶段：可用 recover、move、cast K、skills 或 fight
skill-chess-trace-start = { $games ->
        [1] 开始时
       *[other] 第 { $game } 局开始时
    }
skill-chess-trace-point = { $games ->
        [1] 第 { $round } 回合
       *[other] 第 { $game } 局第 { $round } 回合
    }，{ $phase }
skill-chess-trace-after-recover = 回合开始的恢复之后
skill-chess-trace-after-move = 移动之后
skill-chess-trace-after-cast = { $piece } 释放技能之后
skill-chess-trace-after-skills = 技能阶段之后
skill-chess-trace-after-fight = 交战之后
skill-chess-trace-piece-values = 棋子编号后面应为 x y、x y d 或 x y d a b，然后是计数（dead N、silenced N、rooted N、wait N）
skill-chess-trace-unknown-counter = { $found } 不是计数：可用 { $counters }
skill-chess-trace-position = { $piece }：位置
skill-chess-trace-direction = { $piece }：朝向
skill-chess-trace-power = { $piece }：战力（cur_a, cur_b）
skill-chess-trace-counter = { $piece }：{ $counter }
