# پیام‌های مشترک: خطاهای ورودی، کاوش، تصویرها و خط فرمان. پیام‌های هر بازی در
# src/games/<game>/messages/ است. عددها در همهٔ زبان‌ها با رقم‌های لاتین نوشته می‌شوند.

# فهرستی از بندها را به هم می‌پیوندد.
list-separator = {"؛ "}

## خطاهای ورودی (src/core/text.rs، src/core/lib.rs)

error-at = سطر { $line }، ستون { $col }: { $message }
error-end-of-input = ورودی ناگهان تمام شد: { $what } انتظار می‌رفت
error-extra-input = ورودی اضافهٔ { $found } پس از پایان داده‌ها
error-expected-integer = { $what } (یک عدد صحیح) انتظار می‌رفت، اما { $found } آمد
error-out-of-range = { $what } { $value } بیرون از بازهٔ {"\u2066"}{ $min }..{ $max }{"\u2069"} است
error-not-utf8 = ورودی متن UTF-8 معتبری نیست
error-unknown-game = بازی ناشناختهٔ { $name }؛ بازی‌ها: { $known }
error-unknown-rule = { $game } گزینهٔ قاعده‌ای به نام { $name } ندارد؛ گزینه‌ها: { $count ->
        [0] هیچ
       *[other] { $known }
    }
error-unknown-rule-value = گزینهٔ قاعدهٔ { $name } مقدار { $value } را ندارد؛ مقدارها: { $allowed }
error-unknown-language = زبان ناشناختهٔ «{ $code }»؛ زبان‌ها: en، zh-CN، fa
error-seed = بذر باید عدد صحیحی در بازهٔ {"\u2066"}0..{ $max }{"\u2069"} باشد، نه { $found }
error-pairs-not-strings = گزینه‌های قاعده و پارامترهای مولد باید رشته باشند
error-not-text = متن باید رشته یا بایت‌های UTF-8 (یک Uint8Array) باشد
error-bad-request = درخواست شکل مورد انتظار را ندارد: { $detail }
error-no-editor = { $game } ویرایشگر صفحه ندارد
error-unknown-param = { $game } پارامتر مولدی به نام { $name } ندارد؛ پارامترها: { $known }
error-param-range = پارامتر {"\u2066"}{ $name } = { $value }{"\u2069"} عدد صحیحی در بازهٔ {"\u2066"}{ $min }..{ $max }{"\u2069"} نیست

## اعتبارسنجی سخت‌گیرانه (src/core/strict.rs): قالب دقیق صورت مسئله

strict-no-final-newline = سطر آخر با شکست سطر ({"\u2066"}\n{"\u2069"}) تمام نمی‌شود
strict-blank-line = سطر خالی: صورت مسئله سطر خالی ندارد
strict-leading-space = فاصله در آغاز سطر
strict-trailing-space = فاصله در پایان سطر
strict-double-space = دو فاصلهٔ پشت‌سرهم: داده‌ها با یک فاصله از هم جدا می‌شوند
strict-carriage-return = نویسهٔ بازگشت (CR): سطرها فقط با {"\u2066"}\n{"\u2069"} تمام می‌شوند
strict-tab = نویسهٔ جهش (tab): داده‌ها با یک فاصله از هم جدا می‌شوند
strict-character = نویسهٔ { $code } مجاز نیست: ورودی فقط نویسه‌های چاپی ASCII، تک‌فاصله و شکست سطر دارد
strict-plus-sign = { $found } علامت + دارد: صورت مسئله عددهای صحیح را بی‌علامت + می‌نویسد
strict-leading-zero = { $found } صفر پیشرو دارد
strict-negative-zero = { $found } صفر منفی است: 0 بنویسید
strict-line-count = سطر { $line } { $found } داده دارد، اما صورت مسئله در این سطر { $expected } داده می‌گذارد: { $what }
strict-what-names = { $names }
strict-what-row = یک سطر از جدول: { $count } عدد (سطر { $row })
strict-what-piece = مهرهٔ { $piece }: {"\u2066"}x y a b c d f z r{"\u2069"}، نام مهارت و مقدارهای خود آن مهارت
strict-extra-line = سطر { $line } پس از پایان داده‌ها آمده است

## کاوش (src/session/explore.rs)

explore-too-many-moves = یک شاخه حداکثر { $max } حرکت از حرکت‌های شما را نگه می‌دارد
explore-nobody-moves = در این گام کسی حرکت نمی‌کند
explore-your-moves = حرکت‌های شما

## تصویرها (src/session/figure/)

figure-step-title = { $title } (گام { $number } از { $count })
figure-range-first = گام نخست
figure-range-last = گام پایانی
figure-range-not-a-step = { $field } {"\u2066"}{ $value }{"\u2069"} گام نیست: این ورودی گام‌های 1 تا { $count } را دارد
figure-range-order = { $from } نباید پس از { $to } باشد
figure-range-too-long = یک پویانمایی حداکثر { $max } گام دارد

## ردگیری برنامه در برابر داور (src/core/trace.rs, src/session/trace.rs, src/session/verdict.rs)

trace-error-extra-word = { $found } اضافه در پایان سطر
trace-error-before-checkpoint = { $found } پیش از نخستین نقطهٔ بررسی آمده است؛ سطر نقطهٔ بررسی با { $words } آغاز می‌شود
trace-what-coordinate = یک مختصه
trace-error-off-board = خانهٔ { $cell } روی صفحه نیست
trace-error-colour = { $found } رنگ نیست: { $colours }، یا #rgb یا #rrggbb
trace-drawings-left-out = { $count } خط رسم دیگر در این نقطهٔ بررسی خوانده نشد (حداکثر { $max } خط خوانده می‌شود)
trace-error-long-label = برچسب یک علامت حداکثر { $max } نویسه دارد
trace-error-row-count = زیر { $field } باید { $rows } سطر بیاید، اما { $found } سطر آمد
# نقطهٔ بررسی‌ای که با سطر خودش، همان‌طور که برنامه نوشته، نام برده می‌شود.
trace-as-written = { $text }
trace-error-unknown-field = { $found } فیلدی از این نقطهٔ بررسی نیست؛ فیلدها: { $fields }
trace-error-did-you-mean = { $error } — منظورتان { $word } بود؟
trace-unreadable-checkpoint = سطر آن خوانده نمی‌شود
trace-no-format = این بازی با این گزینه‌های قاعده ردگیری نمی‌خواند
trace-first-difference = نخستین تفاوت: { $name } ({ $place })
trace-at-step = سطر { $line } ردگیری، گام { $step }
trace-off-timeline = سطر { $line } ردگیری؛ روی خط زمانی داور نیست: { $why }
trace-difference = { $field }: مال شما { $yours }، مال داور { $judge } (سطر { $line } ردگیری، ستون { $col })
trace-more-differences = … و { $count } تفاوت دیگر
trace-judge-since = کار داور از { $name } (سطر { $line } ردگیری) که یکسان است:
trace-judge-since-start = کار داور از آغاز:
trace-judge-steps-left-out = ({ $count } گام پیش‌تر نشان داده نشده است)
trace-all-agree = { $count ->
        [0] نقطهٔ بررسی‌ای برای مقایسه نیست
       *[other] هر { $count } نقطهٔ بررسی یکسان است
    }{ $unplaced ->
        [0] {""}
       *[other] ؛ { $unplaced } نقطهٔ دیگر جای‌گذاری نمی‌شود
    }
trace-unplaced = { $name } جای‌گذاری نمی‌شود: { $why }
trace-derived-below = … و آنچه از تفاوت‌های بالا نتیجه می‌شود (فیلدهای برگرفته از وضعیت: شمارنده‌ها، جمع‌ها، مقدارهای یک جست‌وجو):
trace-consequences = پیش از آن، مقدارهای جست‌وجوی شما متفاوت است چون موقعیت‌های شما نخستین بار در { $cause } متفاوت می‌شود:
trace-consequence = { $name }: { $difference }
trace-nothing-compared = { $count ->
        [0] هیچ نقطهٔ بررسی‌ای نیست: چیزی مقایسه نشد
       *[other] چیزی مقایسه نشد: هیچ‌یک از { $count } نقطهٔ بررسی فیلدی خواندنی ندارد
    }
trace-compared-nothing = { $name } چیزی را مقایسه نمی‌کند: هیچ‌یک از فیلدهایش خوانده نشد{ $count ->
        [one] {""}
       *[other] {" "}({ $count } نقطهٔ بررسی مانند این؛ نخستینشان این‌جاست)
    }
trace-unplaced-after-split = { $count } نقطهٔ بررسی پس از نخستین تفاوت جای‌گذاری نمی‌شود، چنان‌که پس از جدا شدن بازی شما از بازی داور انتظار می‌رود (نخستینشان { $name }: { $why })
trace-error-repeated = { $error } ({ $count } سطر مانند این؛ نخستینشان این‌جاست)
trace-none-read = هیچ نقطهٔ بررسی‌ای خوانده نشد: سطرهای بالا را درست کنید و دوباره بررسی کنید
program-exit-status = خطای زمان اجرا: وضعیت خروج { $code }
program-exit-signal = خطای زمان اجرا: با سیگنال { $signal } کشته شد ({ $signal ->
        [11] SIGSEGV، دسترسی نادرست به حافظه
        [6] SIGABRT، توقف برنامه یا شکست یک assert
        [8] SIGFPE، خطای حسابی مانند تقسیم بر صفر
        [9] SIGKILL، محدودیت حافظه یا CPU
        [24] SIGXCPU، محدودیت زمان CPU
        [7] SIGBUS
        [13] SIGPIPE
       *[other] یک سیگنال
    })
program-exit-time = فراتر از محدودیت زمان ({ $seconds } ثانیه)
program-exit-output = فراتر از محدودیت خروجی ({ $mib } MiB)
trace-stopped-no-trace = برنامه متوقف شد ({ $ending }) و هیچ ردگیری‌ای ننوشت
trace-stopped-before-first = برنامه پیش از نخستین نقطهٔ بررسی‌اش متوقف شد ({ $ending })
trace-stopped-at-last-step = آخرین نقطهٔ بررسی ردگیری شما { $name } (گام { $step })، یعنی گام آخر است؛ سپس برنامه متوقف شد ({ $ending })
trace-stopped = آخرین نقطهٔ بررسی ردگیری شما { $name } (گام { $step }) است؛ برنامه همان‌جا متوقف شد ({ $ending })، پس خطای آن در ادامه است: گام { $next }، { $title }
trace-more-errors = … و { $count } سطر نادرست دیگر در ردگیری
# یک سطر خروجی، در گیومه.
verdict-accepted = پذیرفته شد
verdict-wrong-answer = پاسخ نادرست در سطر { $line }، ستون { $col }: انتظار { $expected }، یافت شد { $found }
verdict-presentation-error = خطای نمایش در سطر { $line }، ستون { $col }: انتظار { $expected }، یافت شد { $found } (همان نشانه‌ها، در سطرهای دیگر یا با فاصله‌گذاری دیگر)
verdict-not-text = خطای نمایش: خروجی متن نیست ({ $error })
# An output line, quoted.
verdict-line = { $text }
verdict-end-of-output = پایان خروجی
verdict-sample-note = یادداشت: این ورودی نمونهٔ بازی «{ $name }» است: { $note }
trace-output = خروجی: { $verdict }{ $step ->
        [0] {""}
       *[other] {" "}(چاپ‌شده در گام { $step })
    }
trace-error-too-many-checkpoints = بیش از { $max } نقطهٔ بررسی: ردگیری تا همین‌جا خوانده می‌شود

## What a reader of the board hears (src/session/view.rs): the tip of a cell, the board's summary.
view-empty = خالی
view-token = مهره
view-inactive = (غیرفعال)
view-dir-up = رو به بالا
view-dir-down = رو به پایین
view-dir-left = رو به چپ
view-dir-right = رو به راست
view-no-pieces = بدون مهره
view-pieces = { $count } { $name }
view-pieces-faded = { $count } { $name } ({ $faded } غیرفعال)
view-piece-list = { $kinds }
