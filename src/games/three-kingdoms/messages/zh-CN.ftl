# 三国象棋（three-kingdoms）：引擎文本的简体中文版。力量、伤害和得分可能是小数，以写好的文本传入。

## 双方与士兵

three-kingdoms-zhuge-liang = 诸葛亮
three-kingdoms-zhou-yu = 周瑜
three-kingdoms-footman = 步兵
three-kingdoms-rider = 骑兵
three-kingdoms-archer = 弓兵
three-kingdoms-soldier = { $kind } { $place }
three-kingdoms-side-kind = { $side }的{ $kind }

## 读取输入

three-kingdoms-what-rows-or-end = N（行数）或结尾的 0 0 0
three-kingdoms-what-rows = N（行数）
three-kingdoms-what-cols = M（列数）
three-kingdoms-what-turns = K（回合数）
three-kingdoms-what-terrain = 地形（0 平原，1 山，2 湖）
three-kingdoms-what-soldiers = T（士兵数）
three-kingdoms-what-pace = { $kind }步长
three-kingdoms-what-row = 士兵所在行 x
three-kingdoms-what-col = 士兵所在列 y
three-kingdoms-what-side = 阵营 a（0 诸葛亮，1 周瑜）
three-kingdoms-what-strength = 力量 b
three-kingdoms-what-kind = 兵种 c（0 步兵，1 骑兵，2 弓兵）
three-kingdoms-too-many-tests = 测试数据过多：最多接受 { $max } 组
three-kingdoms-two-soldiers = 格子 { $place } 上有两名士兵
three-kingdoms-soldier-on-lake = { $place } 处的士兵位于湖中
three-kingdoms-rider-on-mountain = { $place } 处的骑兵位于山上

## 搜索

three-kingdoms-search-limit = 第 { $test } 组测试达到搜索上限：超过 { $budget } 个局面
three-kingdoms-progress = 第 { $test } 组测试：已搜索 { $nodes } 个局面，第 { $turn } 回合
three-kingdoms-progress-of = 第 { $test } 组测试（共 { $tests } 组）：已搜索 { $nodes } 个局面，第 { $turn } 回合

## 步骤

three-kingdoms-test = 测试 { $number }
three-kingdoms-no-tests = 没有测试数据
three-kingdoms-only-end-marker = 输入只有结尾的 0 0 0
three-kingdoms-caption = 测试 { $test } · 第 { $played } 回合（共 { $turns } 回合）· 得分 { $score }
three-kingdoms-start-title = 测试 { $test } · 开局 · { $rows }×{ $cols } 棋盘，{ $turns } 个回合，{ $soldiers } 名士兵
three-kingdoms-turn-title = 测试 { $test } · 第 { $turn } 回合 · { $side }：{ $play }
three-kingdoms-soldier-strength = { $soldier }（力量 { $strength }）
three-kingdoms-comma-list = { $list }，{ $next }
three-kingdoms-no-soldiers = 没有士兵
three-kingdoms-side-soldiers = { $side }：{ $soldiers }
    .figure = { $side }开局时有：{ $soldiers }。
three-kingdoms-best-value = 双方都走最优时的值：{ $value }
three-kingdoms-search-stats = 搜索：{ $nodes } 个局面，置换表命中 { $hits } 次，剪枝 { $cutoffs } 次，用时 { $time }
three-kingdoms-best-score = 游戏结束：诸葛亮能确保的最高得分为 { $score }
three-kingdoms-passes = 按兵不动
three-kingdoms-stays = { $soldier } 原地不动
three-kingdoms-moves-to = { $soldier } → { $to }
three-kingdoms-moves-and-attacks = { $walk }，攻击{ $target }，造成 { $damage } 点伤害
three-kingdoms-played = 实际走法：{ $name } = { $value }
three-kingdoms-alternative = 备选走法：{ $name } = { $value }
three-kingdoms-alternatives-pending = 备选走法：正在计算它们的精确值…
three-kingdoms-alternatives-failed = 未显示备选走法：{ $reason }
three-kingdoms-walks = { $soldier } 行进 { $path }
    .figure = { $soldier } 走到 { $to }。
three-kingdoms-attack-destroys = 攻击{ $target }，造成 { $damage } 点伤害：被消灭（原有力量 { $had }）
    .figure = 对 { $target } 的攻击造成 { $damage } 点伤害，将其消灭。
three-kingdoms-attack-weakens = 攻击{ $target }，造成 { $damage } 点伤害：力量 { $before } → { $after }
    .figure = 对 { $target } 的攻击造成 { $damage } 点伤害，其力量从 { $before } 降到 { $after }。
three-kingdoms-score-change = 得分 { $before } → { $after }
    .figure = 没有人受到攻击，得分仍为 { $after }。

## 自己走棋

three-kingdoms-pass-option = 按兵不动
three-kingdoms-zhuge-option = 诸葛亮：{ $play }
three-kingdoms-zhou-option = 周瑜：{ $play }
three-kingdoms-your-value = 你这步棋的值：{ $value }（此后双方都走最优时的最终得分，即诸葛亮减周瑜）
three-kingdoms-best-here = 此处的最优值：{ $value }，走法为{ $play }
three-kingdoms-best-here-yours = 此处的最优值：{ $value }，走法为{ $play }（即你的走法）
three-kingdoms-best-move = 你的走法是最优走法
three-kingdoms-gives-away = 你的走法让{ $side }损失 { $loss }
three-kingdoms-best-reply = { $side }的最佳应对
three-kingdoms-side-wiped-out = { $side }已没有士兵
three-kingdoms-all-turns-played = 全部 { $turns } 个回合已经走完
three-kingdoms-game-over = 游戏结束：{ $why }；最终得分 { $score }
three-kingdoms-zhuge-to-move = 轮到诸葛亮，还剩 { $left } 个回合，得分 { $score }
three-kingdoms-zhou-to-move = 轮到周瑜，还剩 { $left } 个回合，得分 { $score }（“复制为输入”会交换双方）
three-kingdoms-illegal-move = { $play } 在此处不是合法走法
three-kingdoms-no-turn-left = 全部 { $turns } 个回合已经走完：输入格式至少需要一个回合
three-kingdoms-fractional-strength = { $place } 处的{ $kind }力量为 { $strength }：输入格式只接受整数

## 棋盘编辑器

three-kingdoms-terrain-layer = 地形
three-kingdoms-soldier-layer = 士兵
three-kingdoms-plain = 平原
three-kingdoms-mountain = 山
three-kingdoms-lake = 湖
three-kingdoms-none = 无
three-kingdoms-pace-field = { $name }（{ $pace }）
three-kingdoms-strength-field = { $place } 处{ $side }的{ $kind }的力量
three-kingdoms-nothing-to-edit = 输入中没有可编辑的测试，只有结尾的 0 0 0
three-kingdoms-no-such-test = 没有测试 { $test }（输入共有 { $count } 组测试）
three-kingdoms-cell-off-board = 格子 ({ $row }, { $col }) 不在 { $rows }×{ $cols } 棋盘上
three-kingdoms-no-such-kind = 图层 { $layer } 没有种类 { $kind }
three-kingdoms-no-such-layer = 没有图层 { $layer }
three-kingdoms-no-soldier-selected = 所选格子上没有士兵
three-kingdoms-no-such-field = 没有字段 { $name }

## 生成器

three-kingdoms-soldiers-do-not-fit = { $rows }×{ $cols } 棋盘放不下 t = { $soldiers } 名士兵

## 注册表文本

three-kingdoms-title = 三国象棋
three-kingdoms-source = ACM-ICPC 亚洲区域赛北京赛区 2011，C 题（HDU 4083、LA 5715、UVa 1495）
three-kingdoms-about = 诸葛亮和周瑜轮流移动一名步兵、骑兵或弓兵并用它发起攻击，最多进行 K 个回合；诸葛亮要让自己的力量总和减去周瑜的力量总和尽可能大。引擎精确求解每组测试（带置换表的 alpha-beta 搜索，并按场上剩余的力量剪枝），回放最优对局，并给出每个回合的最佳备选走法。
three-kingdoms-sample-first-duels = 初次交锋
three-kingdoms-sample-first-duels-note = 十一组小测试：单个士兵，以及挡路的湖和山。
three-kingdoms-sample-5-5-battle = 5×5 大战
three-kingdoms-sample-5-5-battle-note = 三场 5×5、10 个回合、步长较大的战斗：最难的一类测试。
three-kingdoms-sample-exact-halves = 精确减半
three-kingdoms-sample-exact-halves-note = 奇数力量减半：可与 half_damage=floor 对比。
three-kingdoms-rule-half-damage = 减半的攻击（步兵→骑兵、骑兵→弓兵、弓兵→步兵）如何取整
three-kingdoms-rule-half-damage-floor = floor(S / 2)，与评测程序的算法一致
three-kingdoms-rule-half-damage-exact = 精确减半：力量会变成 78.75 这样的小数
three-kingdoms-param-tests = 测试组数
three-kingdoms-param-n = 每组测试的行数 N
three-kingdoms-param-m = 每组测试的列数 M
three-kingdoms-param-k = 回合数 K
three-kingdoms-param-t = 士兵数 T（至多 N·M）
three-kingdoms-param-pace = 最大步长；每个兵种的步长从 0..pace 中随机选取
three-kingdoms-param-strength = 最大力量；每名士兵的力量从 1..strength 中随机选取
three-kingdoms-param-mountains = 山地格子所占的百分比
three-kingdoms-param-lakes = 没有士兵的格子中湖所占的百分比
three-kingdoms-cell-plain = 平原
three-kingdoms-cell-mountain = 山
three-kingdoms-cell-lake = 湖
three-kingdoms-token-zhuge-liang-footman = 诸葛亮的步兵
three-kingdoms-token-zhuge-liang-rider = 诸葛亮的骑兵
three-kingdoms-token-zhuge-liang-archer = 诸葛亮的弓兵
three-kingdoms-token-zhou-yu-footman = 周瑜的步兵
three-kingdoms-token-zhou-yu-rider = 周瑜的骑兵
three-kingdoms-token-zhou-yu-archer = 周瑜的弓兵
three-kingdoms-mark-attack-region = 攻击范围
three-kingdoms-mark-walk = 行进路线
three-kingdoms-mark-attack = 攻击

## 程序的跟踪（trace.rs）

three-kingdoms-trace-what-test = 测试编号
three-kingdoms-trace-what-turn = 回合编号
three-kingdoms-trace-what-coordinate = 行号或列号
three-kingdoms-trace-expected-turn = 此处应为 turn I：检查点写作 test T 或 test T turn I
three-kingdoms-trace-start = 测试 { $test } 开始时
three-kingdoms-trace-turn = 测试 { $test }，第 { $turn } 回合之后
three-kingdoms-trace-left-line = 你的走法在第 { $turn } 回合离开了评测的主变；局面是按规则执行你的走法后的局面
three-kingdoms-trace-over = 对局在第 { $turn } 回合之后已经结束
three-kingdoms-trace-no-play = 跟踪没有给出第 { $turn } 回合的走法，而之前的走法又不是评测的走法
three-kingdoms-trace-legal = 执行第 { $turn } 回合
three-kingdoms-trace-play-at-start = 测试开始时没有走法
three-kingdoms-trace-play-words = 走法写作 pass，或 X1 Y1 X2 Y2，或 X1 Y1 X2 Y2 X3 Y3
three-kingdoms-trace-no-soldier = 第一个格子上没有{ $side }的士兵
three-kingdoms-trace-unreachable = 该士兵本回合到不了第二个格子
three-kingdoms-trace-out-of-region = 目标不在第二个格子的攻击范围内
three-kingdoms-trace-no-enemy = 第三个格子上没有敌方士兵
three-kingdoms-trace-move-value = 第 { $turn } 回合走法的价值（评测给出最佳走法的价值）
three-kingdoms-trace-score = 得分
three-kingdoms-trace-value = 此后双方最佳应对下的价值
three-kingdoms-trace-soldier-words = 士兵行写作 X Y A B C
three-kingdoms-trace-soldier-at = { $cell } 的士兵（阵营 兵力 兵种）
three-kingdoms-trace-none = （无）
