# شطرنج مهارت‌ها (src/games/skill-chess/). مهره‌ها مانند ورودی "#k" و خانه‌ها "(x,y)" نوشته
# می‌شوند؛ نام انگلیسی مهارت‌ها در ورودی (toolihai، 2dsaigao…) همان‌طور می‌ماند.

## خط زمانی (view.rs)

skill-chess-game = بازی { $game }
skill-chess-start-title = بازی { $game } · شروع
skill-chess-final-title = بازی { $game } · جایگاه‌های پایانی
skill-chess-round-title = بازی { $game } · دور { $round } · { $phase }
skill-chess-phase-start = شروع
skill-chess-phase-final = جایگاه‌های پایانی
skill-chess-phase-recover = آغاز دور
skill-chess-phase-move = حرکت
skill-chess-phase-cast = { $piece } { $skill } (به‌کارگیری { $number } از { $count })
skill-chess-phase-fight = نبرد
skill-chess-caption = بازی { $game } از { $games } · دور { $round } از { $rounds } · { $phase }
skill-chess-progress = بازی { $game }: دور { $round } از { $rounds }
skill-chess-start-event = صفحه‌ی {"\u2066"}{ $rows }×{ $cols }{"\u2069"}، { $pieces } مهره، { $rounds } دور
    .figure = بازی آغاز می‌شود: { $pieces } مهره روی صفحه‌ای با { $rows } سطر و { $cols } ستون، به مدت { $rounds } دور.
skill-chess-final-event = بازی تمام شد؛ { $lines } خط جایگاه چاپ شد
    .figure = پس از آخرین دور، خانهٔ پایانی هر مهره، زنده یا مرده، چاپ می‌شود: { $lines } سطر.
skill-chess-quiet-recover = هیچ مهره‌ای زنده نشد و اثر هیچ { skill-chess-skill-onepunch } تمام نشد
    .figure = دور آغاز می‌شود: هیچ مهره‌ای دوباره زنده نمی‌شود و هیچ تقویت onepunch تمام نمی‌شود.
skill-chess-no-fight = هیچ خانه‌ای مهره‌های هر دو تیم را ندارد
    .figure = هیچ خانه‌ای مهره‌های زندهٔ هر دو تیم را ندارد، پس نبردی رخ نمی‌دهد.
# نشان‌های کنار مهره: دورهای مانده تا زنده شدن، تا به‌کارگیری دوباره‌ی مهارت، تا حرکت دوباره؛ شمار تقویت‌ها.
skill-chess-respawn-badge = زنده شدن { $rounds }
skill-chess-mute-badge = بی‌مهارت { $rounds }
skill-chess-root-badge = بی‌حرکت { $rounds }
skill-chess-boost-badge = تقویت ×{ $count }

## نام‌ها

skill-chess-direction-up = بالا
skill-chess-direction-down = پایین
skill-chess-direction-left = چپ
skill-chess-direction-right = راست
skill-chess-team-red = قرمز
skill-chess-team-blue = آبی
skill-chess-skill-toolihai = جرقه‌ی پتک (toolihai)
skill-chess-skill-faceking = شاه آبرو (faceking)
skill-chess-skill-onepunch = ریزش همه‌ی مو (onepunch)
skill-chess-skill-rabiribi = رابی‌ریبی (rabiribi)
skill-chess-skill-firework = آتش‌بازی ترک تحصیل (firework)
skill-chess-skill-viuganda = نجات اوگاندا (viuganda)
skill-chess-skill-2dsaigao = ضربه‌ی کاهش بُعد (2dsaigao)
skill-chess-skill-gugugugu = بق‌بقو (gugugugu)
skill-chess-skill-backward = پس‌انتشار (backward)
skill-chess-skill-hupraise = ستایش پیازچه (hupraise)

## آنچه در یک دور رخ می‌دهد (engine.rs)

skill-chess-respawns = { $piece } در { $cell } دوباره زنده شد
    .figure = مهرهٔ { $piece } در { $cell } با ویژگی‌های آغازینش دوباره زنده می‌شود.
skill-chess-boost-ends = اثر { skill-chess-skill-onepunch } مهره‌ی { $piece } تمام شد: ویژگی‌ها {"\u2066"}({ $a }, { $b }){"\u2069"}
    .figure = تقویت onepunch مهرهٔ { $piece } تمام می‌شود: ویژگی‌هایش اکنون {"\u2066"}({ $a }, { $b }){"\u2069"} است.
skill-chess-step-forward = { $count } مهره یک خانه جلو رفتند
    .figure = { $count ->
        [0] هیچ مهره‌ای نمی‌تواند جلو برود: هر مهره‌ای که می‌تواند حرکت کند برمی‌گردد و سر جایش می‌ماند.
        [one] { $count } مهره یک خانه در جهت خود جلو می‌رود؛ بقیهٔ مهره‌هایی که می‌توانند حرکت کنند برمی‌گردند و سر جایشان می‌مانند.
       *[other] { $count } مهره یک خانه در جهت خود جلو می‌روند؛ بقیهٔ مهره‌هایی که می‌توانند حرکت کنند برمی‌گردند و سر جایشان می‌مانند.
    }
skill-chess-turned = عقب‌گرد کردند: { $pieces }
skill-chess-toolihai = { $piece } { skill-chess-skill-toolihai }: آتش‌بازی (بی‌اثر)
    .figure = مهرهٔ { $piece } مهارت toolihai را اجرا می‌کند: اتفاقی نمی‌افتد، ولی اکنون آخرین اجراکنندهٔ toolihai است.
skill-chess-faceking = { $piece } { skill-chess-skill-faceking }: همه‌ی مهره‌های زنده به چپ می‌چرخند
    .figure = مهرهٔ { $piece } مهارت faceking را اجرا می‌کند: هر مهرهٔ زنده ۹۰ درجه به چپ می‌چرخد.
skill-chess-onepunch = { $piece } { skill-chess-skill-onepunch }: ویژگی a به اندازه‌ی { $boost } بیشتر و {"\u2066"}({ $a }, { $b }){"\u2069"} می‌شود تا دور { $until }
    .figure = مهرهٔ { $piece } مهارت onepunch را اجرا می‌کند: A آن { $boost } واحد بیشتر و ویژگی‌هایش {"\u2066"}({ $a }, { $b }){"\u2069"} می‌شود، تا آغاز دور { $until }.
skill-chess-firework = { $piece } { skill-chess-skill-firework }: { $target } را بی‌حرکت می‌کند (+{ $duration }، بی‌حرکت { $rooted })
    .figure = مهرهٔ { $piece } مهارت firework را اجرا می‌کند: شمارندهٔ میخکوب مهرهٔ { $target } { $duration } واحد بیشتر می‌شود، پس { $rooted } دور نمی‌تواند حرکت کند.
skill-chess-gugugugu = { $piece } { skill-chess-skill-gugugugu }: بقیه‌ی مهره‌های تیم { $team } در این دور مهارت خود را به کار نمی‌برند
    .figure = مهرهٔ { $piece } مهارت gugugugu را اجرا می‌کند: بقیهٔ تیم { $team } در این دور مهارتی اجرا نمی‌کنند.
skill-chess-backward = { $piece } { skill-chess-skill-backward }: بازگشت به دور { $round }: از { $from } به { $to }، رو به { $direction }، ویژگی‌ها {"\u2066"}({ $a }, { $b }){"\u2069"}{ $dead ->
        [0] {""}
       *[other] ، کشته
    }
    .figure = مهرهٔ { $piece } مهارت backward را اجرا می‌کند: وضعیت خودش از آغاز دور { $round } را بازمی‌گیرد و از { $from } به { $to } می‌رود، رو به { $direction }، با ویژگی‌های {"\u2066"}({ $a }, { $b }){"\u2069"}{ $dead ->
        [0] {""}
       *[other] ، مرده
    }.
skill-chess-hupraise = { $piece } { skill-chess-skill-hupraise }: بیشترین شمار جفت‌های قرمز–آبی = { $pairs } (چاپ شد)
    .figure = مهرهٔ { $piece } مهارت hupraise را اجرا می‌کند و { $pairs } را چاپ می‌کند: بیشترین تعداد جفت‌های جدا از هم قرمز–آبی که xor ویژگی‌های A آن‌ها بر ۳ بخش‌پذیر است.
skill-chess-rabiribi = { $piece } { skill-chess-skill-rabiribi } رو به { $direction }، برد { $range }
    .figure = مهرهٔ { $piece } رو به { $direction } مهارت rabiribi را اجرا می‌کند: هر مهره در ناحیهٔ نشان‌داده‌شده، تا { $range } خانه جلوی آن، یک خانه پس زده می‌شود.
skill-chess-knocked = { $piece } از { $from } به { $to } پس زده شد
skill-chess-nobody-in-cone = هیچ مهره‌ای در ناحیه‌ی بادبزنی نیست
skill-chess-viuganda = { $piece } { skill-chess-skill-viuganda }: { $target } را در { $cell } زنده می‌کند
    .figure = مهرهٔ { $piece } مهارت viuganda را اجرا می‌کند و مهرهٔ { $target } را در { $cell } دوباره زنده می‌کند.
skill-chess-viuganda-nobody = { $piece } { skill-chess-skill-viuganda }: هیچ مهره‌ای کشته نشده است
    .figure = مهرهٔ { $piece } مهارت viuganda را اجرا می‌کند، ولی هیچ مهره‌ای مرده نیست، پس اتفاقی نمی‌افتد.
skill-chess-2dsaigao = { $piece } { skill-chess-skill-2dsaigao }: موج در { $cell } منفجر می‌شود (شعاع { $radius })؛ بی‌مهارت به مدت { $duration } دور: { $count ->
        [0] هیچ‌کس
       *[other] { $pieces }
    }
    .figure = مهرهٔ { $piece } مهارت 2dsaigao را اجرا می‌کند: موج در { $cell } می‌ترکد، و { $count ->
        [0] هیچ مهره‌ای در فاصلهٔ { $radius } از آن نیست.
       *[other] به شمارندهٔ سکوت مهره‌های در فاصلهٔ { $radius } از آن ({ $pieces }) { $duration } واحد افزوده می‌شود.
    }
skill-chess-duel = دوئل در { $cell }: { $red } {"\u2066"}({ $red_a }, { $red_b }){"\u2069"} در برابر { $blue } {"\u2066"}({ $blue_a }, { $blue_b }){"\u2069"}: { $outcome }
    .figure = در { $cell }، مهرهٔ قرمز { $red } {"\u2066"}({ $red_a }, { $red_b }){"\u2069"} و مهرهٔ آبی { $blue } {"\u2066"}({ $blue_a }, { $blue_b }){"\u2069"} نبرد می‌کنند: { $outcome }.
skill-chess-duel-tie = قدرت برابر، هر دو کشته می‌شوند
skill-chess-duel-win = { $winner } می‌برد و { $loser } کشته می‌شود؛ ویژگی‌های { $winner } اکنون {"\u2066"}({ $a }, { $b }){"\u2069"}

## خطاهای ورودی (input.rs): عددهای ورودی

skill-chess-field-games = تعداد بازی‌ها T
skill-chess-field-rows = N (تعداد سطرها)
skill-chess-field-cols = M (تعداد ستون‌ها)
skill-chess-field-pieces = K (تعداد مهره‌ها)
skill-chess-field-rounds = R (تعداد دورها)
skill-chess-field-cell = خانه‌ی { $cell }
skill-chess-field-row = سطر x
skill-chess-field-col = ستون y
skill-chess-field-a = ویژگی a
skill-chess-field-b = ویژگی b (حداکثر a)
skill-chess-field-team = تیم c
skill-chess-field-team-values = تیم c (0 قرمز، 1 آبی)
skill-chess-field-direction = جهت d
skill-chess-field-direction-values = جهت d (0 بالا، 1 پایین، 2 چپ، 3 راست)
skill-chess-field-first-cast = دور نخستین به‌کارگیری f
skill-chess-field-cooldown = زمان بازیابی z
skill-chess-field-respawn = تأخیر زنده شدن r
skill-chess-field-skill-name = نام مهارت
skill-chess-field-skill = مهارت
# عددهای اضافه‌ی یک مهارت.
skill-chess-extra-boost = مقدار تقویت v
skill-chess-extra-range = برد v
skill-chess-extra-duration = مدت l
skill-chess-extra-wave-length = طول موج o
skill-chess-extra-burst-radius = شعاع انفجار v
skill-chess-extra-rounds-back = شمار دورهای بازگشت l
# "بازی 1: N (تعداد سطرها)"
skill-chess-game-field = بازی { $game }: { $what }
skill-chess-piece = بازی { $game }: مهره‌ی { $piece }
# "بازی 1: مهره‌ی 3، زمان بازیابی z"
skill-chess-piece-field = { $piece }، { $what }
# "2dsaigao مدت l"
skill-chess-skill-param = { $skill } { $what }
skill-chess-unknown-skill = { $piece }: مهارت ناشناخته‌ی { $name }؛ مهارت‌ها: { $skills }
skill-chess-on-obstacle = { $piece } در { $cell } شروع می‌کند، که یک مانع است
skill-chess-backward-too-far = مهره‌ی { $piece } با backward و {"\u2066"}l = { $rounds }{"\u2069"}: اگر در دور { $round } به کار رود به دور { $target } برمی‌گردد، پیش از شروع بازی (صورت مسئله تضمین می‌کند که ورودی‌ها هرگز چنین نیستند)

## ویرایشگر صفحه (editor.rs)

skill-chess-layer-terrain = زمین
skill-chess-layer-piece = مهره
skill-chess-kind-floor = خانه‌ی معمولی
skill-chess-kind-obstacle = مانع
skill-chess-kind-none = هیچ
# نام‌ها را به هم می‌پیوندد: "هیچ، قرمز، آبی".
skill-chess-comma-list = { $first }، { $rest }
skill-chess-no-game = ورودی { $count } بازی دارد؛ بازی { $game } وجود ندارد
skill-chess-out-of-range = { $field } باید در بازه‌ی {"\u2066"}{ $min }..{ $max }{"\u2069"} باشد، نه { $value }
skill-chess-no-layer = لایه‌ی { $layer } وجود ندارد؛ لایه‌ها: 0 زمین، 1 مهره
skill-chess-no-kind = لایه‌ی { $layer } نوع { $kind } ندارد؛ نوع‌ها: { $kinds }
skill-chess-off-board = خانه‌ی {"\u2066"}({ $row }, { $col }){"\u2069"} بیرون از صفحه‌ی {"\u2066"}{ $rows }×{ $cols }{"\u2069"} است
skill-chess-no-field = اینجا فیلدی به نام «{ $name }» نیست؛ فیلدها: { $fields } (برای عددهای یک مهره باید خانه‌ی آن انتخاب شده باشد)

## متن‌های فهرست بازی‌ها (عنوان، نمونه‌ها، پارامترهای مولد، رنگ‌ها)

skill-chess-title = شطرنج مهارت‌ها (组合数问题)
skill-chess-source = THUPC 2018 (مسابقه‌ی برنامه‌نویسی دانشجویان دانشگاه تسینگ‌هوا)
skill-chess-about = مهره‌های قرمز و آبی روی صفحه‌ای با مانع راه می‌روند، ده نوع مهارت را پس از زمان بازیابی به کار می‌برند و هر گاه هر دو تیم در یک خانه باشند نبرد می‌کنند. موتور هر دور را دقیقاً همان‌گونه که داور رسمی اجرا می‌کند بازپخش می‌کند، با همه‌ی رفتارهای خاص آن (که در مشخصات آمده‌اند) و ترتیبی که std::sort کامپایلر GCC به خانه‌ها و مهره‌های نبرد می‌دهد، و هر عدد hupraise و جایگاه‌های پایانی را چاپ می‌کند.
skill-chess-sample-statement-sample = نمونه‌ی صورت مسئله
skill-chess-sample-statement-sample-note = نمونهٔ صورت اصلی مسئله. در بازی چهارم داده‌های رسمی داوری در ۴ سطر با پاسخ چاپ‌شده در صورت مسئله فرق دارد؛ پاسخ این‌جا همان پاسخ داوری است.
skill-chess-sample-small-duel = دوئل کوچک
skill-chess-sample-small-duel-note = دو دور روی صفحه‌ی 3×4: یک rabiribi مهره‌ای را از لبه‌ی صفحه به آن سو پس می‌زند، یک hupraise عدد 1 را چاپ می‌کند و سپس یک دوئل.
skill-chess-sample-busy-board = صفحه‌ی شلوغ
skill-chess-sample-busy-board-note = 48 مهره با همه‌ی مهارت‌ها در 126 دور روی صفحه‌ی 30×9.
skill-chess-param-t = تعداد بازی‌ها T
skill-chess-param-n = تعداد سطرهای N هر صفحه
skill-chess-param-m = تعداد ستون‌های M هر صفحه
skill-chess-param-k = تعداد مهره‌های K هر بازی
skill-chess-param-r = تعداد دورها R
skill-chess-param-obstacles = درصد خانه‌هایی که مانع‌اند (همیشه یک خانه آزاد می‌ماند)
skill-chess-param-wait = بیشترین مقدار دور نخستین به‌کارگیری، زمان بازیابی، تأخیر زنده شدن و مدت مهارت
skill-chess-cell-floor = خانه‌ی معمولی
skill-chess-cell-obstacle = مانع
skill-chess-token-red-team = تیم قرمز
skill-chess-token-blue-team = تیم آبی
skill-chess-mark-rabiribi-cone = ناحیه‌ی بادبزنی رابی‌ریبی
skill-chess-mark-2dsaigao-wave = موج ضربه‌ی کاهش بُعد
skill-chess-mark-2dsaigao-burst = انفجار ضربه‌ی کاهش بُعد
skill-chess-mark-knock-back = پس زدن
skill-chess-mark-fight = نبرد
skill-chess-mark-caster = مهره‌ی به‌کاربرنده‌ی مهارت

## جدول مهره‌ها، نمای متنی هر گام (view.rs)

skill-chess-column-piece = مهره
skill-chess-column-team = تیم
skill-chess-column-cell = خانه
skill-chess-column-facing = جهت
skill-chess-column-power = قدرت
skill-chess-column-wait = انتظار
skill-chess-column-silenced = بی‌مهارت
skill-chess-column-rooted = بی‌حرکت
skill-chess-column-dead = مرده
skill-chess-column-skill = مهارت

## ردگیری برنامه (trace.rs)

skill-chess-trace-what-game = شمارهٔ بازی
skill-chess-trace-what-round = شمارهٔ دور
skill-chess-trace-what-piece = شمارهٔ مهره
skill-chess-trace-what-value = یک مقدار
skill-chess-trace-expected-round = اینجا round R می‌آید: نقطهٔ بررسی {"\u2066"}[game G] round R [phase]{"\u2069"} است
skill-chess-trace-no-next-game = این نقطهٔ بررسی دیرتر از نقطهٔ پیشین نیست و آن در بازی آخر ({ $games }) است؛ {"\u2066"}game G round R{"\u2069"} بنویسید
skill-chess-trace-round-beyond = بازی { $game } فقط { $rounds } دور دارد
skill-chess-trace-start-has-no-phase = دور 0 آغاز بازی است و مرحله ندارد
skill-chess-trace-unknown-phase = { $found } مرحله نیست: recover، move، {"\u2066"}cast K{"\u2069"}، skills یا fight
skill-chess-trace-start = { $games ->
        [1] آغاز
       *[other] آغاز بازی { $game }
    }
skill-chess-trace-point = { $games ->
        [1] دور { $round }
       *[other] بازی { $game }، دور { $round }
    }، { $phase }
skill-chess-trace-after-recover = پس از آغاز دور
skill-chess-trace-after-move = پس از حرکت‌ها
skill-chess-trace-after-cast = پس از به‌کارگیری مهارت { $piece }
skill-chess-trace-after-skills = پس از مهارت‌ها
skill-chess-trace-after-fight = پس از نبرد
skill-chess-trace-piece-values = پس از شمارهٔ مهره {"\u2066"}x y{"\u2069"}، {"\u2066"}x y d{"\u2069"} یا {"\u2066"}x y d a b{"\u2069"} می‌آید و سپس شمارنده‌ها ({"\u2066"}dead N{"\u2069"}، {"\u2066"}silenced N{"\u2069"}، {"\u2066"}rooted N{"\u2069"}، {"\u2066"}wait N{"\u2069"})
skill-chess-trace-unknown-counter = { $found } شمارنده نیست: { $counters }
skill-chess-trace-position = { $piece }: جایگاه
skill-chess-trace-direction = { $piece }: جهت
skill-chess-trace-power = { $piece }: قدرت ({"\u2066"}cur_a, cur_b{"\u2069"})
skill-chess-trace-counter = { $piece }: { $counter }
