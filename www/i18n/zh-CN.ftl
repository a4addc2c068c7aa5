### 页面自己的文字（简体中文，见 www/i18n/i18n.js）。消息与 en.ftl 相同，变量也相同。
### 有关游戏的文字（标题、步骤、事件、错误……）由引擎给出，不在这里。数字一律用阿拉伯数字。

language = 语言
theme = 主题
theme-auto = 跟随系统
theme-light = 浅色
theme-dark = 深色
list-separator = 、
cancel = 取消
cancelled = 已取消。
cell-name = 第 { $row } 行第 { $col } 列
cell-nameCapital = 第 { $row } 行第 { $col } 列

## index.html

page-title = BoardLab — 与评测一致的棋盘游戏演练场
page-tagline = 粘贴评测格式的输入，得到官方评测所接受的精确输出，并逐步查看对局。
page-editor = 编辑区
page-replay = 回放
page-game = 游戏
page-sample = 样例
page-choose = — 请选择 —
page-seed = 种子
page-random = 随机输入
page-randomTitle = 由种子生成的合法输入，与 boardlab gen 生成的相同
page-run = 运行
page-runTitle = 运行（Ctrl+Enter）
page-rules = 规则选项
page-input = 输入
page-editBoard = 编辑棋盘
page-editBoardTitle = 在棋盘上编辑初始局面，文本随之更新
page-openFile = 打开文件…
page-inputPlaceholder = 在此粘贴评测输入，或打开、拖入一个文件
page-heldEdit = 在文本框中编辑
page-heldClear = 清除
page-output = 输出
page-copy = 复制
page-download = 下载
page-copyLink = 复制链接
page-compareSummary = 与期望输出比较
page-expected = 期望输出
page-expectedPlaceholder = 粘贴期望的（或你自己的）输出
page-compare = 比较
page-jump = 转到输出这一行的步骤
page-textView = 本步的文本视图
page-stepOutput = 本步输出的内容：
page-stepPrintedNothing = 本步没有输出。
page-embedLink = 在其他网页中嵌入 BoardLab
page-guideLink = 指南：页面、嵌入、你的程序的跟踪、出题人工具
page-footer = 引擎用 Rust 编写、编译为 WebAssembly；一切都在你的浏览器中运行。

## app.js

page-about = { $title }——{ $source }。{ $about }
page-rulesNote = 默认值可复现标准输出；其他取值是对原题规则的其他理解。
page-ruleValue = { $value } — { $meaning }
page-ruleValueDefault = { $value }（默认）
page-rulesChanged = 规则选项已更改：点击“运行”查看结果。
page-moreRules = 更多规则选项（{ $count }）
page-moreRulesChanged = 更多规则选项（{ $count }）：{ $changed }
page-movesDropped = 这次修改丢弃了你在第 { $step } 步之后走的 { $count } 步着法。
page-movesUndo = 撤销修改，保留我的着法
page-seedInvalid = 种子是 0 到 { $max } 之间的整数。
page-randomFailed = 无法生成随机输入：{ $message }
page-randomNote = 由种子 { $seed } 生成的随机输入；命令行：{ $command }
page-held = 此输入（{ $size }，{ $lines } 行）太大，不便在此编辑；将按原样运行。
page-heldLines = 第 { $from }–{ $to } 行：
page-heldFirst = 前 { $count } 行：
page-heldMeasuring = 正在测量此输入…
page-editorOpening = 正在打开编辑器…
page-editorFailed = 无法打开编辑器：{ $message }
page-controlCharacter = 控制字符
page-selectionDeleted = 已删除所选内容
page-longLine = [共 { $length } 个字符，已截断]
page-errorAt = 第 { $line } 行第 { $col } 列：{ $message }
page-suggestionRun = 以 { $rule } = { $value } 运行
page-inputTooLarge = 输入超过 { $limit } MB
page-running = 运行中…
page-runningProgress = 运行中… { $progress }
page-done = 完成，用时 { $ms } 毫秒 · 共 { $count } 步
page-variationFailed = 无法重新走出你的着法：{ $message }
page-copied-output = 输出已复制。
page-copied-link = 链接已复制。
page-copied-input = 输入已复制。
page-copyFailed-output = 无法使用剪贴板；请选中输出后自行复制。
page-copyFailed-link = 无法使用剪贴板；请选中链接后自行复制。
page-copyFailed-input = 无法使用剪贴板；请选中输入后自行复制。
page-accepted = 答案正确：按评测的比较方式，两份输出相同。
page-wrongAnswer =
    答案错误，在第 { $line } 行
      期望（粘贴的）：{ $expected }
      引擎输出：      { $output }
page-noLine = （无此行）
page-linkTitle = 复制可恢复当前视图的链接
page-linkTitleTooLarge = 此输入太大，无法放进链接：“复制链接”会给出一个链接，并把输入另存为文件。
page-linkTooLargeCopied = 此输入太大，无法放进链接：已另存为 { $name }。复制的链接会设定游戏和规则选项；请配合它打开 { $name }。
page-linkTooLargeAddress = 此输入太大，无法放进链接：已另存为 { $name }。本页地址会设定游戏和规则选项；请配合它打开 { $name }。
page-unknownGame = 此链接指定了未知的游戏：{ $game }
page-fileNote = 此链接附带一个输入文件 { $file }：请打开它（“打开文件…”或拖到输入框上），然后运行。
page-badSpeed = 此链接的速度“{ $speed }”不是播放器提供的速度：按 1× 播放。
page-badExit = 无法读取此链接中程序的结束方式“{ $exit }”（应为 status-N、signal-N、time-S 或 output-M，与 boardlab debug 写出的一致）：链接的其余部分照常显示。
page-noGame = 此链接没有指定游戏：其中的输入已放入输入框；请选择它的游戏，然后运行。
page-badStep = 此链接的步骤 { $step } 不是这次运行中的步骤：显示第 { $shown } 步（共 { $count } 步）。
page-inputChanged = 输入已更改：运行（Ctrl+Enter）查看结果。
page-fileError = { $name }：{ $message }
page-openedFile = 输入来自文件 { $name }。
page-engineFailed = 无法加载引擎：{ $message }

## 播放器（player.js）

player-label = 步骤播放器（←/→ 单步，Home/End 首尾，PgUp/PgDn 标记，空格键播放，+/− 缩放，0 适应）
player-first = 第一步
player-previous = 上一步
player-play = 播放
player-pause = 暂停
player-next = 下一步
player-last = 最后一步
player-earlierMarker = 上一个标记
player-laterMarker = 下一个标记
player-zoomIn = 放大（+）
player-zoomOut = 缩小（−）
player-zoomFit = 适应棋盘（0）
player-goto = 转到第几步
player-gotoInvalid = 请输入 1 到 { $count } 之间的步数。
player-step = 步骤
player-speed = 速度
player-events = 本步事件
player-boardEmpty = 棋盘（空）
player-board = 棋盘，第 { $step } 步，共 { $count } 步：{ $size }；{ $pieces }。方向键可逐格读出。
player-size = { $rows }{ $columns }
player-rows = { $count } 行
player-columns = { $count } 列
player-cellKind = { $cell } · { $kind }
player-yourMoves = 你的着法
player-marker = { $label }（第 { $step } 步）
player-markers = { $count } 个标记：{ $names }
player-stepOf = 第 { $step } 步，共 { $count } 步
player-noSteps = 没有步骤
player-sentences = 。

## “你来走”（explore.js）

explore-head = 你来走
explore-mainLine = 回到主线
explore-copyInput = 复制为输入
explore-copyInputTitle = 把屏幕上的局面写成评测格式的输入
explore-useInput = 作为输入打开
explore-useInputTitle = 用屏幕上的局面替换输入并运行
explore-moves = 着法
explore-play = 走这一步
explore-cancel = 取消这一步
explore-moveCancelled = 已取消：这一步没有走。
explore-hint = 共 { $count } 种着法：在此选择一种，或在棋盘上依次点击它的格子（棋盘获得焦点时，按 Enter 选择光标所在的格子）。
explore-movesOnDemand = 共 { $count } 种着法：在棋盘上点击格子选出一种，或点选列表以列出全部着法。
explore-noMoves = 这里没有可走的着法。
explore-noMoveAt = 没有从{ $cell }开始的着法。
explore-picked = 已选 { $cells }：从这里可以接着走的着法有 { $count } 种（已在棋盘上标出）。
explore-playing = 正在走 { $move }…
explore-playingProgress = 正在走 { $move }… { $progress }
explore-played = 已走 { $move }（{ $ms } 毫秒）。
explore-playFailed = 这一步无法走出：{ $message }
explore-inputFailed = 这个局面无法写成输入：{ $message }

## “编辑棋盘”（board-editor.js）

editor-done = 完成
editor-scope = 测试
editor-layer = 图层
editor-tool = 单击时
editor-canvas = 棋盘编辑器：方向键移动光标，Enter 或空格键改变格子（Shift：反向）
editor-unreadable = 无法读取棋盘：{ $message }
editor-cycle = 依次切换格子（Shift：反向）
editor-select = 只选中格子
editor-set = 设为{ $kind }
editor-fieldRange = { $field }必须是 { $min } 到 { $max } 之间的整数。
editor-hint = 点击格子即可修改；下面的输入框设定各项数值。
editor-layerKind = { $layer }：{ $kind }
editor-cell = { $cell }：{ $what }
editor-offBoard = 不在棋盘上
editor-landed = { $cell }：{ $what }（点击的是{ $clicked }，落到了这里）

## “你的程序”（index.html、program.js）

program-summary = 你的程序：输出与跟踪
program-help = 粘贴或打开你的程序对这个输入打印的内容：它的输出，以及含跟踪行的标准错误（以 $ 开头的行，按各游戏的跟踪格式）。“检查”沿着评测的对局逐个核对你的检查点。
program-output = 你的输出
program-outputPlaceholder = 你的程序的标准输出（可选）
program-trace = 你的跟踪（标准错误）
program-tracePlaceholder = 你的程序的标准错误：其中以 $ 开头的行是跟踪
program-check = 检查
program-checkTitle = 检查（Ctrl+Enter）
program-goFirst = 转到第一处不同
program-goStopped = 转到你的程序停止的地方
program-goYours = 在你的走法上显示
program-pointOnYourLine = { $point }：在你的走法上显示
program-stepHead = 你的程序在这一步
program-held = { $size }，{ $lines } 行：太大，不便在此编辑；将按原样检查。
program-pasted = 粘贴的文本
program-nothing = 请先粘贴或打开你的程序的输出或跟踪。
program-runFirst = 请先运行输入：你的程序要与它的结果核对。
program-checking = 正在检查你的程序…
program-failed = 检查失败：{ $message }
program-edited = 已修改：再次“检查”以核对。
program-linkLeftOut-output = 你的输出太大，放不进链接：指向此视图的链接不包含它。
program-linkLeftOut-trace = 你的跟踪太大，放不进链接：指向此视图的链接不包含它。
program-linkLeftOut-both = 你的输出和跟踪太大，放不进链接：指向此视图的链接不包含它们。
program-firstDifference = 第一处不同：{ $name }（{ $place }）
program-placeStep = 跟踪第 { $line } 行，第 { $step } 步
program-placeOff = 跟踪第 { $line } 行，不在评测的步骤上：{ $why }
program-difference = { $field }：你的是 { $yours }，评测的是 { $judge }
program-moreDifferences = 此处还有 { $count } 处不同
program-nothingCompared = 什么都没有比较：你的 { $count } 个检查点都没有能读懂的字段（原因见上面各行）。
program-comparedNothingCount = { $count } 个检查点没有比较任何值：它们的字段都读不懂。
program-allAgree = 全部 { $count } 个检查点都与评测一致。
program-unplacedCount = { $count } 个检查点无法定位（见下方列表）。
program-noCheckpoints = 没有检查点：跟踪中没有以 $ 开头、指明检查点的行。
program-outputAccepted = 你的输出：正确（按评测的比较方式与评测的输出相同）。
program-outputWrong = 你的输出在第 { $line } 行不同：你的是 { $yours }，评测的是 { $judge }
program-judgeSince = 评测自 { $name }（跟踪第 { $line } 行，一致）以来做了：
program-judgeFromStart = 评测从开始做了：
program-judgeStep = 第 { $step } 步：{ $title }
program-judgeLeftOut = 更早的 { $count } 步未列出
program-pointsHead = 你的 { $count } 个检查点
program-point = 第 { $line } 行：{ $name }
program-pointAt = { $point }（第 { $step } 步）
program-pointsBefore = 更早的 { $count } 个检查点未列出
program-pointsAfter = 更晚的 { $count } 个检查点未列出
program-errorsHead = { $count } 行跟踪有误（其余跟踪照常计入）
program-errorsHeadNoneRead = { $count } 行跟踪有误，没有读到任何检查点：请改正后再检查
program-errorAt = 跟踪第 { $line } 行第 { $col } 列：{ $message }
program-errorRepeated = 共 { $count } 行有同样的错误；这是第一行
program-moreErrors = 另有 { $count } 处未列出
program-differenceAt = { $field }：你的是 { $yours }，评测的是 { $judge }（跟踪第 { $line } 行第 { $col } 列）
program-note = 你的注记：{ $text }
program-pointUnplaced = 无法定位：{ $why }
program-pointDiffers = 有 { $count } 个值不同
program-pointComparedNothing = 没有比较任何值：它的字段都读不懂
program-pointAgrees = 一致（{ $count } 个值）
program-pointOff = （在评测的步骤之外比较：{ $why }）

## 导出

export-summary = 导出
export-svg = 将当前帧保存为 SVG
export-png = 将当前帧保存为 PNG
export-standalone = 导出独立的 HTML
export-from = 从第几步
export-to = 到第几步
export-delay = 每步显示
export-ms = 毫秒
export-figureTitle = 标题
export-figureCaption = 说明
export-ownText = 该步自身的
export-figureTextHint = 写在 SVG、PNG 和 GIF 的棋盘下方；留空则用该步自身的
export-shown = 显示
export-gif = 将这些步骤保存为 GIF
export-webm = 录制 WebM
export-gifProgress = 正在生成 GIF… { $percent } %
export-recordProgress = 正在录制… { $percent } %
export-gifFailed = 生成 GIF 失败：{ $message }
export-recordFailed = 录制失败：{ $message }
export-saved = 已保存 { $name }（{ $size } KB）。
export-standaloneTitle = { $game } — BoardLab 回放
export-standalonePage = BoardLab 回放
export-standaloneFailed = 导出独立的 HTML 失败：{ $message }
export-insecure = 浏览器只在通过 https 或从 localhost 打开的页面上计算其内容安全策略（CSP）的哈希

## files.js、permalink.js、worker.js

files-theInput = 输入
files-tooLarge = { $name } 的大小为 { $size }；上限为 { $limit } MB
files-nul = 一个 NUL 字节
files-notUtf8 = 字节 { $byte }，不是 UTF-8
files-notText = { $name } 不是文本文件：字节偏移 { $offset } 处是{ $what }（第 { $line } 行第 { $col } 列）
files-overLimit = { $name } 超过了 { $limit } MB 的上限
link-tooLarge = 此链接太大：其中的输入超过了 { $limit } MB 的上限。
link-damaged = 此链接已损坏：其中的输入无法解码。
link-outputDamaged = 此链接中你的程序的输出无法解码：已略去，链接的其余部分照常显示。
link-traceDamaged = 此链接中你的程序的跟踪无法解码：已略去，链接的其余部分照常显示。
link-outputTooLarge = 此链接中你的程序的输出超过了 { $limit } MB 的上限：已略去，链接的其余部分照常显示。
link-traceTooLarge = 此链接中你的程序的跟踪超过了 { $limit } MB 的上限：已略去，链接的其余部分照常显示。
worker-sessionGone = 这次运行已不存在；请重新运行
worker-catalogUnread = 无法读取引擎的 { $lang } 文本
worker-toolsUnloaded = 无法获取此工具的代码；请检查网络连接后重试

## embed.html、widget.js、boardlab-player.js

embed-title = BoardLab 播放器
embed-open = 在 BoardLab 中打开
embed-loading = 加载中…
embed-unknownGame = 未知的游戏“{ $game }”。可选的游戏：{ $games }
embed-gameError = { $game }：{ $message }
embed-badSpeed = 未知的速度“{ $speed }”：按 1× 播放。
embed-badStep = 没有第 { $step } 步：显示第 { $shown } 步（共 { $count } 步）。
embed-nothing = 没有可显示的内容：链接没有指定游戏（embed.html#game=…&input=…）。
embed-noEngine = 此框架处于沙箱中且没有 allow-same-origin：播放器无法在其中启动引擎。请给框架设置 sandbox="allow-scripts allow-same-origin"，或在 BoardLab 中打开此链接。
element-loadFailed = 无法加载 { $src }：HTTP { $status }
element-badSrc = 无法加载 { $src }：本元素只加载 http、https、data: 和 blob: 地址
element-badAddress = 无法加载 { $src }：它不是格式正确的地址
element-fetchFailed = 无法加载 { $src }：浏览器无法获取它（服务器无法访问，或者它位于另一个源，而该源没有发送 Access-Control-Allow-Origin）

## statement-demo.html、statement-demo.js

statement-title = 带 BoardLab 插图的题面
statement-tagline = 出题人可以放进题面的东西：一张静态插图、一段动画、一个可交互的播放器——对于去掉脚本的评测网站，则是一张图片和一个链接。
statement-allWays = 所有嵌入方式
statement-sampleInput = 输入样例
statement-sampleOutput = 输出样例
statement-explanation = 样例解释
statement-figure1Alt = 样例棋盘在第一步 2 1 1 之后的样子，箭头指向第二步 3 1 1 向右拖动的方块。
statement-figure1 = 图 1：第一步之后的棋盘；箭头表示第二步。
statement-figure2Alt = 样例的动画：三步移动之后，方块掉落，三个连成一线的方块被消除，直到棋盘清空。
statement-figure2 = 图 2：整个样例：第三步引发连锁消除，清空了棋盘。
statement-stepThrough = 自己逐步查看（播放器获得焦点时按 ←/→）：
statement-markdownTitle = 用于去掉脚本和框架的评测网站
statement-markdownFor = 本页的 Markdown，链接指向本页所在的地址：
statement-markdownLabel = 供评测网站使用的 Markdown
statement-markdownFigure1 = 样例棋盘在第一步之后
statement-markdownFigure2 = 逐步演示样例
statement-markdownLink = 在 BoardLab 中逐步查看样例

## embed-demo.html

demo-title = 嵌入 BoardLab
demo-tagline = 把可逐步查看的回放放进题面、题解或博客的三种方式。
demo-iframe = 1. 内嵌框架
demo-frameTitle = 玛雅游戏样例的 BoardLab 回放
demo-element = 2. 自定义元素
demo-standalone = 3. 独立文件
demo-statement = 4. 放进题面
