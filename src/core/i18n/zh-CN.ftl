# 共享消息：输入错误、探索、插图与命令行。各游戏自己的消息在 src/games/<game>/messages/。
# 数字在各语言中都用阿拉伯数字。

# 连接一组子句："颜色 2 在 (1,0)；颜色 3 在 (4,0)"。
list-separator = {"；"}

## 输入错误（src/core/text.rs、src/core/lib.rs）

error-at = 第 { $line } 行第 { $col } 列：{ $message }
error-end-of-input = 输入意外结束：应为{ $what }
error-extra-input = 数据结束后有多余的输入 { $found }
error-expected-integer = 应为{ $what }（整数），实际为 { $found }
error-out-of-range = { $what } { $value } 超出范围 { $min }..{ $max }
error-not-utf8 = 输入不是有效的 UTF-8 文本
error-unknown-game = 未知的游戏 { $name }；可选游戏：{ $known }
error-unknown-rule = { $game } 没有规则选项 { $name }；可选项：{ $count ->
        [0] 无
       *[other] { $known }
    }
error-unknown-rule-value = 规则选项 { $name } 没有取值 { $value }；可选值：{ $allowed }
error-unknown-language = 未知的语言“{ $code }”；可选语言：en、zh-CN、fa
error-seed = 种子必须是 0..{ $max } 之间的整数，而不是 { $found }
error-pairs-not-strings = 规则选项和生成器参数必须是字符串
error-not-text = 文本必须是字符串或 UTF-8 字节（Uint8Array）
error-bad-request = 请求的格式不符合要求：{ $detail }
error-no-editor = { $game } 没有棋盘编辑器
error-unknown-param = { $game } 没有生成器参数 { $name }；可用参数：{ $known }
error-param-range = 参数 { $name } = { $value } 不是 { $min }..{ $max } 之间的整数

## 严格校验（src/core/strict.rs）：题面规定的精确格式

strict-no-final-newline = 最后一行没有以换行符（\n）结尾
strict-blank-line = 空行：题面的输入中没有空行
strict-leading-space = 行首有空格
strict-trailing-space = 行末有空格
strict-double-space = 连续两个空格：相邻两项之间只用一个空格分隔
strict-carriage-return = 回车符（CR）：每行只以 \n 结尾
strict-tab = 制表符：相邻两项之间只用一个空格分隔
strict-character = 不允许出现字符 { $code }：输入只含可打印的 ASCII 字符、单个空格和换行
strict-plus-sign = { $found } 带有 + 号：题面中的整数不带正号
strict-leading-zero = { $found } 有前导零
strict-negative-zero = { $found } 是负零：应写作 0
strict-line-count = 第 { $line } 行有 { $found } 项，而题面在这一行放 { $expected } 项：{ $what }
strict-what-names = { $names }
strict-what-row = 网格的一行：{ $count } 个数（第 { $row } 行）
strict-what-piece = 第 { $piece } 枚棋子：x y a b c d f z r、技能名以及该技能自己的参数
strict-extra-line = 第 { $line } 行位于数据结束之后

## 探索（src/session/explore.rs）

explore-too-many-moves = 一个变着最多包含你的 { $max } 步
explore-nobody-moves = 这一步没有人行动
explore-your-moves = 你的着法

## 插图（src/session/figure/）

figure-step-title = { $title }（第 { $number } 步，共 { $count } 步）
figure-range-first = 起始步
figure-range-last = 结束步
figure-range-not-a-step = { $field } { $value } 不是一步：此输入的步为 1 到 { $count }
figure-range-order = { $from }不能在{ $to }之后
figure-range-too-long = 一个动画最多 { $max } 步

## 程序的跟踪与评测对照（src/core/trace.rs, src/session/trace.rs, src/session/verdict.rs）

trace-error-extra-word = 行末多出了 { $found }
trace-error-before-checkpoint = { $found } 出现在第一个检查点之前；检查点行以 { $words } 开头
trace-what-coordinate = 坐标
trace-error-off-board = 格子 { $cell } 不在棋盘上
trace-error-colour = { $found } 不是颜色：可用 { $colours }、#rgb 或 #rrggbb
trace-drawings-left-out = 此检查点另有 { $count } 行绘图未读取（最多读取 { $max } 行）
trace-error-long-label = 标记的文字最多 { $max } 个字符
trace-error-row-count = { $field } 下面需要 { $rows } 行，实际有 { $found } 行
# 按程序写出的原行称呼的检查点。
trace-as-written = { $text }
trace-error-unknown-field = 这个检查点没有字段 { $found }；可用字段：{ $fields }
trace-error-did-you-mean = { $error }——你是不是想写 { $word }？
trace-unreadable-checkpoint = 这一行无法读取
trace-no-format = 此游戏在这些规则选项下不读取跟踪
trace-first-difference = 第一处不同：{ $name }（{ $place }）
trace-at-step = 跟踪第 { $line } 行，第 { $step } 步
trace-off-timeline = 跟踪第 { $line } 行；不在评测的时间线上：{ $why }
trace-difference = { $field }：你的是 { $yours }，评测的是 { $judge }（跟踪第 { $line } 行第 { $col } 列）
trace-more-differences = ……另有 { $count } 处不同
trace-judge-since = 评测自 { $name }（跟踪第 { $line } 行，一致）以来做了：
trace-judge-since-start = 评测从开始起做了：
trace-judge-steps-left-out = （更早的 { $count } 步未列出）
trace-all-agree = { $count ->
        [0] 没有可比较的检查点
       *[other] 全部 { $count } 个检查点一致
    }{ $unplaced ->
        [0] {""}
       *[other] ；另有 { $unplaced } 个无法定位
    }
trace-unplaced = { $name } 无法定位：{ $why }
trace-derived-below = ……以及由上面的不同推出的（由状态推出的字段：计数、累计、搜索的值）：
trace-consequences = 在此之前，你的搜索的值不同，是因为你的局面最早在{ $cause }出现不同：
trace-consequence = { $name }：{ $difference }
trace-nothing-compared = { $count ->
        [0] 没有检查点：什么都没有比较
       *[other] 什么都没有比较：{ $count } 个检查点都没有能读懂的字段
    }
trace-compared-nothing = { $name } 没有比较任何值：它的字段都读不懂{ $count ->
        [one] {""}
       *[other] （共 { $count } 个这样的检查点；这是第一个）
    }
trace-unplaced-after-split = 第一处不同之后有 { $count } 个检查点无法定位，这在你的对局离开评测的对局后是预料之中的（第一个是 { $name }：{ $why }）
trace-error-repeated = { $error }（共 { $count } 行同样有误；这是第一行）
trace-none-read = 没有读到任何检查点：请先改正上面的行再检查
program-exit-status = 运行错误：退出状态 { $code }
program-exit-signal = 运行错误：被信号 { $signal } 终止（{ $signal ->
        [11] SIGSEGV，非法内存访问
        [6] SIGABRT，程序中止或断言失败
        [8] SIGFPE，算术错误，例如除以零
        [9] SIGKILL，超出内存或 CPU 限制
        [24] SIGXCPU，超出 CPU 时间限制
        [7] SIGBUS
        [13] SIGPIPE
       *[other] 某个信号
    }）
program-exit-time = 超出时间限制（{ $seconds } 秒）
program-exit-output = 超出输出限制（{ $mib } MiB）
trace-stopped-no-trace = 程序停止了（{ $ending }），没有写出任何跟踪
trace-stopped-before-first = 程序在第一个检查点之前就停止了（{ $ending }）
trace-stopped-at-last-step = 你的跟踪的最后一个检查点是 { $name }（第 { $step } 步），即最后一步；之后程序停止了（{ $ending }）
trace-stopped = 你的跟踪的最后一个检查点是 { $name }（第 { $step } 步）；程序在那里停止了（{ $ending }），所以错误在接下来的部分：第 { $next } 步，{ $title }
trace-more-errors = ……另有 { $count } 行跟踪有误
# 加了引号的一行输出。
verdict-accepted = 通过
verdict-wrong-answer = 答案错误，第 { $line } 行第 { $col } 列：应为 { $expected }，实为 { $found }
verdict-presentation-error = 格式错误，第 { $line } 行第 { $col } 列：应为 { $expected }，实为 { $found }（记号相同，但分行或空白不同）
verdict-not-text = 格式错误：输出不是文本（{ $error }）
# An output line, quoted.
verdict-line = { $text }
verdict-end-of-output = 输出结束
verdict-sample-note = 注意：这个输入是本游戏的样例“{ $name }”：{ $note }
trace-output = 输出：{ $verdict }{ $step ->
        [0] {""}
       *[other] {" "}（在第 { $step } 步打印）
    }
trace-error-too-many-checkpoints = 检查点超过 { $max } 个：跟踪只读到这里

## What a reader of the board hears (src/session/view.rs): the tip of a cell, the board's summary.
view-empty = 空
view-token = 棋子
view-inactive = （未激活）
view-dir-up = 向上
view-dir-down = 向下
view-dir-left = 向左
view-dir-right = 向右
view-no-pieces = 没有棋子
view-pieces = { $count } 个{ $name }
view-pieces-faded = { $count } 个{ $name }（{ $faded } 个未激活）
view-piece-list = { $kinds }
