# 共享消息：输入错误、探索、插图与命令行。各游戏自己的消息在 src/games/<game>/messages/。
# 数字在各语言中都用阿拉伯数字。

# 连接一组子句："颜色 2 在 (1,0)；颜色 3 在 (4,0)"。
list-separator = {"；"}

## 输入错误（src/text.rs、src/lib.rs）

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
error-no-editor = { $game } 没有棋盘编辑器
error-unknown-param = { $game } 没有生成器参数 { $name }；可用参数：{ $known }
error-param-range = 参数 { $name } = { $value } 不是 { $min }..{ $max } 之间的整数

## 探索（src/explore.rs）

explore-too-many-moves = 一个变着最多包含你的 { $max } 步
explore-nobody-moves = 这一步没有人行动
explore-your-moves = 你的着法

## 插图（src/figure）

figure-step-title = { $title }（第 { $number } 步，共 { $count } 步）
