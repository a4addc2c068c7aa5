### واژه‌های خود صفحه به فارسی (www/i18n/i18n.js). پیام‌ها همان پیام‌های en.ftl هستند و متغیرها هم همان.
### متن‌های مربوط به بازی‌ها (عنوان، گام‌ها، رویدادها، خطاها…) را موتور می‌دهد، نه این فایل. عددها با رقم‌های لاتین.

language = زبان
theme = پوسته
theme-auto = مانند سیستم
theme-light = روشن
theme-dark = تیره
list-separator = {"، "}
cancel = لغو
cancelled = لغو شد.
cell-name = سطر { $row }، ستون { $col }
cell-nameCapital = سطر { $row }، ستون { $col }

## index.html

page-title = BoardLab — زمین بازی تخته‌ای، دقیقاً مطابق داور
page-tagline = ورودی را با قالب داور بچسبانید، دقیقاً همان خروجی‌ای را بگیرید که داور رسمی می‌پذیرد، و بازی را گام‌به‌گام دنبال کنید.
page-editor = ویرایشگر
page-replay = بازپخش
page-game = بازی
page-sample = نمونه
page-choose = — انتخاب کنید —
page-seed = بذر
page-random = ورودی تصادفی
page-randomTitle = یک ورودی معتبر ساخته‌شده از بذر، همان‌که boardlab gen می‌سازد
page-run = اجرا
page-runTitle = اجرا (Ctrl+Enter)
page-rules = گزینه‌های قانون
page-input = ورودی
page-editBoard = ویرایش صفحه
page-editBoardTitle = چیدمان آغازین را روی صفحه ویرایش کنید؛ متن هم همراه آن تغییر می‌کند
page-openFile = باز کردن فایل…
page-inputPlaceholder = ورودی داور را اینجا بچسبانید، فایلی باز کنید یا آن را اینجا رها کنید
page-heldEdit = ویرایش در جعبهٔ متن
page-heldClear = پاک کردن
page-output = خروجی
page-copy = کپی
page-download = بارگیری
page-copyLink = کپی پیوند
page-compareSummary = مقایسه با خروجی مورد انتظار
page-expected = خروجی مورد انتظار
page-expectedPlaceholder = خروجی مورد انتظار (یا خروجی خودتان) را بچسبانید
page-compare = مقایسه
page-jump = رفتن به گامی که آن را چاپ کرد
page-textView = نمای متنی این گام
page-stepOutput = خروجی چاپ‌شده در این گام:
page-stepPrintedNothing = این گام چیزی چاپ نکرده است.
page-embedLink = جاسازی BoardLab در صفحه‌های دیگر
page-guideLink = راهنماها: صفحه، جاسازی، ردگیری برنامه‌تان، ابزارهای طراحان مسئله
page-footer = موتورها به زبان Rust نوشته و به WebAssembly کامپایل شده‌اند؛ همه‌چیز در مرورگر خودتان اجرا می‌شود.

## app.js

page-about = { $title } — { $source }. { $about }
page-rulesNote = مقدارهای پیش‌فرض همان خروجی‌های مورد انتظار را می‌سازند؛ مقدارهای دیگر برداشت‌های دیگری از قوانین اصلی‌اند.
page-ruleValue = { $value } — { $meaning }
page-ruleValueDefault = { $value } (پیش‌فرض)
page-rulesChanged = گزینه‌های قانون تغییر کرد: برای دیدن نتیجه، «اجرا» را بزنید.
page-moreRules = گزینه‌های بیشتر ({ $count })
page-moreRulesChanged = گزینه‌های بیشتر ({ $count }): { $changed }
page-movesDropped = این ویرایش { $count } حرکت شما را که پس از گام { $step } انجام شده بود کنار گذاشت.
page-movesUndo = برگرداندن ویرایش و نگه داشتن حرکت‌هایم
page-seedInvalid = بذر عددی صحیح از 0 تا { $max } است.
page-randomFailed = ورودی تصادفی ساخته نشد: { $message }
page-randomNote = ورودی تصادفی از بذر { $seed }؛ در خط فرمان: { $command }
page-held = این ورودی ({ $size }، { $lines } سطر) برای ویرایش راحت در اینجا بیش از حد بزرگ است؛ همان‌طور که هست اجرا می‌شود.
page-heldLines = سطرهای { $from } تا { $to }:
page-heldFirst = { $count } سطر نخست آن:
page-heldMeasuring = در حال اندازه‌گیری این ورودی…
page-editorOpening = در حال باز کردن ویرایشگر…
page-editorFailed = ویرایشگر باز نشد: { $message }
page-controlCharacter = نویسهٔ کنترلی
page-selectionDeleted = متن انتخاب‌شده حذف شد
page-longLine = [{ $length } نویسه، بریده‌شده]
page-errorAt = سطر { $line }، ستون { $col }: { $message }
page-suggestionRun = اجرا با { $rule } = { $value }
page-inputTooLarge = ورودی بزرگ‌تر از { $limit } مگابایت است
page-running = در حال اجرا…
page-runningProgress = در حال اجرا… { $progress }
page-done = انجام شد در { $ms } میلی‌ثانیه · { $count } گام
page-variationFailed = حرکت‌های شما دوباره انجام نشد: { $message }
page-copied-output = خروجی کپی شد.
page-copied-link = پیوند کپی شد.
page-copied-input = ورودی کپی شد.
page-copyFailed-output = دسترسی به کلیپ‌بورد ممکن نشد؛ خروجی را انتخاب و خودتان کپی کنید.
page-copyFailed-link = دسترسی به کلیپ‌بورد ممکن نشد؛ پیوند را انتخاب و خودتان کپی کنید.
page-copyFailed-input = دسترسی به کلیپ‌بورد ممکن نشد؛ ورودی را انتخاب و خودتان کپی کنید.
page-accepted = پذیرفته شد: خروجی‌ها به همان روشی که داور مقایسه می‌کند برابرند.
page-wrongAnswer =
    پاسخ نادرست در سطر { $line }
      مورد انتظار (چسبانده‌شده): { $expected }
      خروجی موتور: { $output }
page-noLine = (بدون سطر)
page-linkTitle = کپی پیوندی که دقیقاً همین نما را بازمی‌گرداند
page-linkTitleTooLarge = این ورودی برای یک پیوند بیش از حد بزرگ است: «کپی پیوند» یک پیوند می‌دهد و ورودی را به‌صورت فایل.
page-linkTooLargeCopied = این ورودی برای یک پیوند بیش از حد بزرگ است: با نام { $name } ذخیره شد. پیوند کپی‌شده بازی و گزینه‌های قانون را تنظیم می‌کند؛ { $name } را همراه آن باز کنید.
page-linkTooLargeAddress = این ورودی برای یک پیوند بیش از حد بزرگ است: با نام { $name } ذخیره شد. نشانی این صفحه بازی و گزینه‌های قانون را تنظیم می‌کند؛ { $name } را همراه آن باز کنید.
page-unknownGame = این پیوند بازی ناشناخته‌ای را نام می‌برد: { $game }
page-fileNote = این پیوند همراه یک فایل ورودی است، { $file }: آن را باز کنید («باز کردن فایل…» یا رها کردن روی جعبهٔ ورودی) و سپس اجرا کنید.
page-badSpeed = سرعت «{ $speed }» در این پیوند از سرعت‌های پخش‌کننده نیست: با سرعت 1× پخش می‌شود.
page-badExit = نحوهٔ پایان برنامه در این پیوند، «{ $exit }»، خوانده نمی‌شود (باید status-N، signal-N، time-S یا output-M باشد، همان‌گونه که boardlab debug می‌نویسد): بقیهٔ پیوند نشان داده می‌شود.
page-noGame = این پیوند هیچ بازی‌ای را نام نمی‌برد: ورودی آن در جعبه است؛ بازی آن را برگزینید و سپس اجرا کنید.
page-badStep = گام { $step } در این پیوند از گام‌های این اجرا نیست: گام { $shown } از { $count } نشان داده می‌شود.
page-inputChanged = ورودی تغییر کرد: برای دیدن نتیجه اجرا کنید (Ctrl+Enter).
page-fileError = { $name }: { $message }
page-openedFile = ورودی، فایل { $name } است.
page-engineFailed = موتور بارگذاری نشد: { $message }

## پخش‌کننده (player.js)

player-label = پخش‌کنندهٔ گام‌ها (←/→ گام، Home/End ابتدا و انتها، PgUp/PgDn نشانه‌ها، کلید فاصله پخش، +/− بزرگ‌نمایی، 0 جا دادن)
player-first = نخستین گام
player-previous = گام قبلی
player-play = پخش
player-pause = مکث
player-next = گام بعدی
player-last = آخرین گام
player-earlierMarker = نشانهٔ قبلی
player-laterMarker = نشانهٔ بعدی
player-zoomIn = بزرگ‌نمایی (+)
player-zoomOut = کوچک‌نمایی (−)
player-zoomFit = جا دادن صفحه (0)
player-goto = رفتن به گام
player-gotoInvalid = شمارهٔ گامی از 1 تا { $count } بنویسید.
player-step = گام
player-speed = سرعت
player-events = رویدادهای این گام
player-boardEmpty = صفحه (خالی)
player-board = صفحه، گام { $step } از { $count }: { $size }؛ { $pieces }. کلیدهای جهت‌نما خانه‌های آن را می‌خوانند.
player-size = { $rows } در { $columns }
player-rows = { $count } سطر
player-columns = { $count } ستون
player-cellKind = { $cell } · { $kind }
player-yourMoves = حرکت‌های شما
player-marker = { $label } (گام { $step })
player-markers = { $count } نشانه: { $names }
player-stepOf = گام { $step } از { $count }
player-noSteps = بدون گام
player-sentences = {". "}

## «حرکت شما» (explore.js)

explore-head = حرکت شما
explore-mainLine = بازگشت به خط اصلی
explore-copyInput = کپی به‌عنوان ورودی
explore-copyInputTitle = وضعیت روی صفحه به‌صورت ورودی با قالب داور
explore-useInput = باز کردن به‌عنوان ورودی
explore-useInputTitle = وضعیت روی صفحه را به‌جای ورودی بگذارید و اجرا کنید
explore-moves = حرکت‌ها
explore-play = انجام حرکت
explore-cancel = لغو حرکت
explore-moveCancelled = لغو شد: حرکت انجام نشد.
explore-hint = { $count } حرکت: یکی را اینجا انتخاب کنید یا خانه‌های آن را روی صفحه بزنید (Enter روی صفحهٔ فعال، خانهٔ زیر مکان‌نما را برمی‌گزیند).
explore-movesOnDemand = { $count } حرکت: یکی را روی صفحه انتخاب کنید (روی خانه‌هایش کلیک کنید)، یا فهرست را انتخاب کنید تا همه فهرست شوند.
explore-noMoves = اینجا حرکتی نیست.
explore-noMoveAt = هیچ حرکتی از { $cell } آغاز نمی‌شود.
explore-picked = { $cells } برگزیده شد: { $count } حرکت از اینجا ادامه می‌یابد (روی صفحه نشان داده شده است).
explore-playing = در حال انجام { $move }…
explore-playingProgress = در حال انجام { $move }… { $progress }
explore-played = { $move } انجام شد ({ $ms } میلی‌ثانیه).
explore-playFailed = این حرکت انجام نشد: { $message }
explore-inputFailed = این وضعیت را نمی‌توان به‌صورت ورودی نوشت: { $message }

## «ویرایش صفحه» (board-editor.js)

editor-done = پایان
editor-scope = آزمون
editor-layer = لایه
editor-tool = با هر کلیک
editor-canvas = ویرایشگر صفحه: کلیدهای جهت‌نما مکان‌نما را جابه‌جا می‌کنند، Enter یا کلید فاصله خانه را تغییر می‌دهد (Shift: رو به عقب)
editor-unreadable = صفحه خوانده نشد: { $message }
editor-cycle = خانه به‌نوبت تغییر می‌کند (Shift: رو به عقب)
editor-select = خانه فقط انتخاب می‌شود
editor-set = { $kind } گذاشته می‌شود
editor-fieldRange = { $field } باید عددی صحیح از { $min } تا { $max } باشد.
editor-hint = برای تغییر یک خانه روی آن کلیک کنید؛ عددها را در فیلدها تنظیم کنید.
editor-layerKind = { $layer }: { $kind }
editor-cell = { $cell }: { $what }
editor-offBoard = بیرون از صفحه
editor-landed = { $cell }: { $what } (کلیک روی { $clicked } بود و به اینجا افتاد)

## «برنامهٔ شما» (index.html، program.js)

program-summary = برنامهٔ شما: خروجی و ردگیری آن
program-help = آنچه برنامه‌تان برای این ورودی چاپ کرده را بچسبانید یا باز کنید: خروجی‌اش، و خطای استانداردش با سطرهای ردگیری (سطرهایی که با $ آغاز می‌شوند، در قالب ردگیری هر بازی). «بررسی» نقطه‌های بررسی شما را در طول بازی داور دنبال می‌کند.
program-output = خروجی شما
program-outputPlaceholder = خروجی استاندارد برنامهٔ شما (اختیاری)
program-trace = ردگیری شما (خطای استاندارد)
program-tracePlaceholder = خطای استاندارد برنامهٔ شما: سطرهایی از آن که با $ آغاز می‌شوند ردگیری‌اند
program-check = بررسی
program-checkTitle = بررسی (Ctrl+Enter)
program-goFirst = رفتن به نخستین تفاوت
program-goStopped = رفتن به جایی که برنامهٔ شما متوقف شد
program-goYours = نشان دادن آن در مسیر بازی شما
program-pointOnYourLine = { $point }: نشان دادن آن در مسیر بازی شما
program-stepHead = برنامهٔ شما در این گام
program-held = { $size }، { $lines } سطر: برای ویرایش در اینجا بیش از حد بزرگ است؛ همان‌طور که هست بررسی می‌شود.
program-pasted = متن چسبانده‌شده
program-nothing = نخست خروجی یا ردگیری برنامه‌تان را بچسبانید یا باز کنید.
program-runFirst = نخست ورودی را اجرا کنید: برنامهٔ شما با نتیجهٔ آن سنجیده می‌شود.
program-checking = در حال بررسی برنامهٔ شما…
program-failed = بررسی ناموفق بود: { $message }
program-edited = ویرایش شد: برای مقایسه دوباره «بررسی» را بزنید.
program-linkLeftOut-output = خروجی شما برای پیوند بیش از حد بزرگ است: پیوندهای این نما آن را در بر ندارند.
program-linkLeftOut-trace = ردگیری شما برای پیوند بیش از حد بزرگ است: پیوندهای این نما آن را در بر ندارند.
program-linkLeftOut-both = خروجی و ردگیری شما برای پیوند بیش از حد بزرگ‌اند: پیوندهای این نما آن‌ها را در بر ندارند.
program-firstDifference = نخستین تفاوت: { $name } ({ $place })
program-placeStep = سطر { $line } ردگیری، گام { $step }
program-placeOff = سطر { $line } ردگیری، بیرون از گام‌های داور: { $why }
program-difference = { $field }: مال شما { $yours }، مال داور { $judge }
program-moreDifferences = و { $count } تفاوت دیگر در همین‌جا
program-nothingCompared = چیزی مقایسه نشد: هیچ‌یک از { $count } نقطهٔ بررسی شما فیلدی خواندنی ندارد (سطرهای بالا چرایش را می‌گویند).
program-comparedNothingCount = { $count } نقطهٔ بررسی چیزی را مقایسه نمی‌کند: هیچ‌یک از فیلدهایش خوانده نشد.
program-allAgree = هر { $count } نقطهٔ بررسی با داور هم‌خوان‌اند.
program-unplacedCount = { $count } نقطهٔ بررسی جای‌گذاری نمی‌شوند (فهرست پایین).
program-noCheckpoints = نقطهٔ بررسی‌ای نیست: در ردگیری سطری نیست که با $ آغاز شود و نقطهٔ بررسی‌ای را نام ببرد.
program-outputAccepted = خروجی شما: پذیرفته شد (به روشی که داور مقایسه می‌کند با خروجی داور برابر است).
program-outputWrong = خروجی شما در سطر { $line } فرق دارد: مال شما { $yours }، مال داور { $judge }
program-judgeSince = آنچه داور از { $name } (سطر { $line } ردگیری، هم‌خوان) به این سو کرد:
program-judgeFromStart = آنچه داور از آغاز کرد:
program-judgeStep = گام { $step }: { $title }
program-judgeLeftOut = { $count } گام پیشین فهرست نشده
program-pointsHead = { $count } نقطهٔ بررسی شما
program-point = سطر { $line }: { $name }
program-pointAt = { $point } (گام { $step })
program-pointsBefore = { $count } نقطهٔ بررسی پیشین فهرست نشده
program-pointsAfter = { $count } نقطهٔ بررسی پسین فهرست نشده
program-errorsHead = { $count } سطر نادرست در ردگیری (باقی ردگیری همچنان به حساب می‌آید)
program-errorsHeadNoneRead = { $count } سطر نادرست در ردگیری، و هیچ نقطهٔ بررسی‌ای خوانده نشد: درستشان کنید و دوباره بررسی کنید
program-errorAt = سطر { $line } ردگیری، ستون { $col }: { $message }
program-errorRepeated = { $count } سطر مانند این یکی؛ نخستین آن‌ها این است
program-moreErrors = { $count } مورد دیگر فهرست نشده
program-differenceAt = { $field }: مال شما { $yours }، مال داور { $judge } (سطر { $line } ردگیری، ستون { $col })
program-note = یادداشت شما: { $text }
program-pointUnplaced = جای‌گذاری نمی‌شود: { $why }
program-pointDiffers = در { $count } مقدار فرق دارد
program-pointComparedNothing = چیزی را مقایسه نمی‌کند: هیچ‌یک از فیلدهایش خوانده نشد
program-pointAgrees = هم‌خوان ({ $count } مقدار)
program-pointOff = (بیرون از گام‌های داور سنجیده شد: { $why })

## برون‌بری

export-summary = برون‌بری
export-svg = ذخیرهٔ قاب به‌صورت SVG
export-png = ذخیرهٔ قاب به‌صورت PNG
export-standalone = برون‌بری HTML مستقل
export-from = از گام
export-to = تا گام
export-delay = نمایش هر گام
export-ms = میلی‌ثانیه
export-figureTitle = عنوان
export-figureCaption = توضیح
export-ownText = همانِ خودِ گام
export-figureTextHint = زیر صفحهٔ بازی در SVG و PNG و GIF؛ اگر خالی بماند، همانِ خودِ گام
export-shown = نمایش
export-gif = ذخیرهٔ گام‌ها به‌صورت GIF
export-webm = ضبط WebM
export-gifProgress = در حال ساخت GIF… { $percent } %
export-recordProgress = در حال ضبط… { $percent } %
export-gifFailed = ساخت GIF ناموفق بود: { $message }
export-recordFailed = ضبط ناموفق بود: { $message }
export-saved = { $name } ذخیره شد ({ $size } KB).
export-standaloneTitle = { $game } — بازپخش BoardLab
export-standalonePage = بازپخش BoardLab
export-standaloneFailed = برون‌بری HTML مستقل ناموفق بود: { $message }
export-insecure = مرورگر هش‌های سیاست امنیت محتوای آن را تنها در صفحه‌ای که از راه https یا از localhost باز شده باشد حساب می‌کند

## files.js، permalink.js، worker.js

files-theInput = ورودی
files-tooLarge = اندازهٔ { $name } { $size } است؛ حد مجاز { $limit } مگابایت است
files-nul = یک بایت NUL
files-notUtf8 = بایت { $byte } که UTF-8 نیست
files-notText = { $name } فایل متنی نیست: { $what } در بایت شمارهٔ { $offset } (سطر { $line }، ستون { $col })
files-overLimit = { $name } از حد { $limit } مگابایت بزرگ‌تر است
link-tooLarge = این پیوند بیش از حد بزرگ است: ورودی آن از حد { $limit } مگابایت بیشتر است.
link-damaged = این پیوند آسیب دیده است: ورودی آن رمزگشایی نشد.
link-outputDamaged = خروجی برنامهٔ شما در این پیوند رمزگشایی نشد: کنار گذاشته شد و بقیهٔ پیوند نشان داده می‌شود.
link-traceDamaged = ردگیری برنامهٔ شما در این پیوند رمزگشایی نشد: کنار گذاشته شد و بقیهٔ پیوند نشان داده می‌شود.
link-outputTooLarge = خروجی برنامهٔ شما در این پیوند از حد { $limit } مگابایت بیشتر است: کنار گذاشته شد و بقیهٔ پیوند نشان داده می‌شود.
link-traceTooLarge = ردگیری برنامهٔ شما در این پیوند از حد { $limit } مگابایت بیشتر است: کنار گذاشته شد و بقیهٔ پیوند نشان داده می‌شود.
worker-sessionGone = این اجرا دیگر وجود ندارد؛ دوباره اجرا کنید
worker-catalogUnread = متن‌های { $lang } موتور خوانده نشد
worker-toolsUnloaded = کد این ابزار دریافت نشد؛ اتصال را بررسی کنید و دوباره تلاش کنید

## embed.html، widget.js، boardlab-player.js

embed-title = پخش‌کنندهٔ BoardLab
embed-open = باز کردن در BoardLab
embed-loading = در حال بارگذاری…
embed-unknownGame = بازی ناشناختهٔ «{ $game }». بازی‌ها: { $games }
embed-gameError = { $game }: { $message }
embed-badSpeed = سرعت ناشناختهٔ «{ $speed }»: با سرعت 1× پخش می‌شود.
embed-badStep = گام { $step } وجود ندارد: گام { $shown } از { $count } نشان داده می‌شود.
embed-nothing = چیزی برای نمایش نیست: پیوند هیچ بازی‌ای را نام نمی‌برد (embed.html#game=…&input=…).
embed-noEngine = این قاب بدون allow-same-origin در sandbox است: پخش‌کننده نمی‌تواند موتور خود را در آن راه بیندازد. به قاب sandbox="allow-scripts allow-same-origin" بدهید، یا پیوند را در BoardLab باز کنید.
element-loadFailed = { $src } بارگذاری نشد: HTTP { $status }
element-badSrc = { $src } بارگذاری نشد: این عنصر فقط نشانی‌های http، https، data: و blob: را بارگذاری می‌کند
element-badAddress = { $src } بارگذاری نشد: نشانی‌ای با قالب درست نیست
element-fetchFailed = { $src } بارگذاری نشد: مرورگر نتوانست آن را بگیرد (سرور در دسترس نیست، یا در مبدأ دیگری است که Access-Control-Allow-Origin نمی‌فرستد)

## statement-demo.html، statement-demo.js

statement-title = صورت مسئله‌ای با شکل‌های BoardLab
statement-tagline = آنچه طراح می‌تواند در صورت مسئله بگذارد: یک شکل ثابت، یک پویانمایی، یک پخش‌کنندهٔ زنده — و برای داورانی که اسکریپت‌ها را حذف می‌کنند، یک تصویر و یک پیوند.
statement-allWays = همهٔ راه‌های جاسازی
statement-sampleInput = ورودی نمونه
statement-sampleOutput = خروجی نمونه
statement-explanation = توضیح
statement-figure1Alt = صفحهٔ نمونه پس از نخستین حرکت، 2 1 1، با پیکانی روی بلوکی که حرکت دوم، 3 1 1، به راست می‌کشد.
statement-figure1 = شکل 1. صفحه پس از نخستین حرکت؛ پیکان حرکت دوم را نشان می‌دهد.
statement-figure2Alt = پویانمایی نمونه: سه حرکت، سپس بلوک‌ها می‌افتند و ردیف‌های سه‌تایی ناپدید می‌شوند تا صفحه خالی شود.
statement-figure2 = شکل 2. کل نمونه: حرکت سوم زنجیره‌ای را آغاز می‌کند که صفحه را خالی می‌کند.
statement-stepThrough = خودتان گام‌به‌گام ببینید (←/→ وقتی پخش‌کننده فعال است):
statement-markdownTitle = برای داورانی که اسکریپت‌ها و قاب‌ها را حذف می‌کنند
statement-markdownFor = Markdown این صفحه، با پیوند به جایی که این صفحه از آن ارائه می‌شود:
statement-markdownLabel = Markdown برای داوران
statement-markdownFigure1 = صفحهٔ نمونه پس از نخستین حرکت
statement-markdownFigure2 = نمونه، گام‌به‌گام
statement-markdownLink = دیدن گام‌به‌گام نمونه در BoardLab

## embed-demo.html

demo-title = جاسازی BoardLab
demo-tagline = سه راه برای گذاشتن یک بازپخش گام‌به‌گام در صورت مسئله، راه‌حل یا وبلاگ.
demo-iframe = 1. یک قاب درون‌صفحه‌ای
demo-frameTitle = بازپخش BoardLab از نمونهٔ بازی مایا
demo-element = 2. یک عنصر سفارشی
demo-standalone = 3. یک فایل مستقل
demo-statement = 4. در صورت مسئله
