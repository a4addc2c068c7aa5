# mayan: بازی مایا (NOIP 2011). خانه‌ها همان‌طور که صورت مسئله می‌نویسد "(x,y)" و حرکت‌ها
# "x y g" نوشته و بی‌تغییر فرستاده می‌شوند.

## معرفی بازی (متن‌های ثبت‌شده در mod.rs، view.rs و gen.rs)

mayan-title = بازی مایا
mayan-source = NOIP 2011، دورهٔ پیشرفته (提高组)، روز 1 (لوگو P1312)
mayan-about = در هر حرکت یک بلوک را یک خانه به چپ یا راست بکشید؛ سه بلوک هم‌رنگ یا بیشتر که پشت سر هم در یک سطر یا ستون باشند حذف می‌شوند، بلوک‌های بالایی می‌افتند و زنجیره‌ها پشت سر هم می‌آیند. موتور با جست‌وجویی دقیق و هرس‌شده، کوچک‌ترین راه (به ترتیب واژه‌نامه‌ای) را برای خالی کردن صفحه با دقیقاً n حرکت پیدا می‌کند (یا -1)، و می‌تواند پاسخ خود شما را حرکت به حرکت بازپخش کند و بگوید چه ایرادی دارد.
mayan-sample-statement-sample = نمونهٔ صورت مسئله
mayan-sample-statement-sample-note = نمونهٔ صورت مسئله: سه جابه‌جایی، که آخری سه زنجیره به راه می‌اندازد.
mayan-sample-five-moves-long-chains = پنج حرکت، زنجیره‌های بلند
mayan-sample-five-moves-long-chains-note = صفحه‌ای پر که با پنج حرکت خالی می‌شود.
mayan-sample-no-solution-1 = بدون راه‌حل (-1)
mayan-sample-no-solution-1-note = صفحه‌ای شلوغ که هیچ پنج حرکتی آن را خالی نمی‌کند، پس پاسخ -1 است.
mayan-sample-replay-a-valid-answer-that-is-not-the-smallest = بازپخش: پاسخی درست که کوچک‌ترین نیست
mayan-sample-replay-a-valid-answer-that-is-not-the-smallest-note = نمونهٔ صورت مسئله و پس از آن پاسخی که صفحه را خالی می‌کند اما به ترتیب واژه‌نامه‌ای کوچک‌ترین پاسخ نیست.
mayan-rule-same-colour-swap = آیا جابه‌جا کردن دو بلوک هم‌رنگ یک حرکت به شمار می‌آید
mayan-rule-same-colour-swap-counts = حرکتی است که چیزی را تغییر نمی‌دهد (خواندن لفظی قواعد)
mayan-rule-same-colour-swap-skipped = حرکت نیست: حل‌کننده هرگز آن را انجام نمی‌دهد و بازپخش آن را رد می‌کند
mayan-rule-mode = حل معما، یا بازپخش پاسخی که پس از سطرهای معما آمده است
mayan-rule-mode-solve = کوچک‌ترین پاسخ یا -1 را چاپ می‌کند
mayan-rule-mode-replay = ورودی معما و پس از آن یک پاسخ است؛ حکمی دربارهٔ آن پاسخ چاپ می‌شود
mayan-param-n = تعداد حرکت‌ها n
mayan-param-colours = تعداد رنگ‌های به‌کاررفته (حداکثر)
mayan-param-height = تعداد بلوک‌های بلندترین ستون (حداکثر)
mayan-param-full = 1: بلندترین ستون دقیقاً به اندازهٔ height بلوک دارد
mayan-param-solvable = 1: صفحه با دقیقاً n حرکت خالی می‌شود؛ 0: پاسخ -1 است
mayan-cell-empty-cell = خانهٔ خالی
mayan-token-colour-1 = رنگ 1
mayan-token-colour-2 = رنگ 2
mayan-token-colour-3 = رنگ 3
mayan-token-colour-4 = رنگ 4
mayan-token-colour-5 = رنگ 5
mayan-token-colour-6 = رنگ 6
mayan-token-colour-7 = رنگ 7
mayan-token-colour-8 = رنگ 8
mayan-token-colour-9 = رنگ 9
mayan-token-colour-10 = رنگ 10
mayan-mark-move = حرکت
mayan-mark-removed = حذف‌شده
mayan-mark-illegal-move = حرکت غیرمجاز

## حرکت‌ها (engine.rs)

mayan-right = راست
mayan-left = چپ
mayan-illegal-board-empty = صفحه از قبل خالی است
mayan-illegal-no-block = در آن خانه بلوکی نیست
mayan-illegal-off-board = بلوک را از صفحه بیرون می‌برد
mayan-illegal-same-colour = دو بلوک به رنگ { $colour } را جابه‌جا می‌کند، که قاعدهٔ same_colour_swap=skipped آن را حرکت به شمار نمی‌آورد

## خواندن معما و پاسخ (input.rs، mod.rs)

mayan-what-moves = n (تعداد حرکت‌ها)
mayan-what-n = تعداد حرکت‌ها n
mayan-what-column = ستون { $column } (رنگ‌ها از پایین به بالا، با 0 در پایان)
mayan-what-colour = رنگی در ستون { $column }
mayan-what-move-field = { $field } در حرکت { $number }
mayan-error-column-line = { $found } غیرمنتظره در سطر { $column ->
        [0] n
       *[other] ستون قبلی
    }: ستون { $column } باید در سطری جداگانه شروع شود
mayan-error-colour-range = رنگ { $colour } در ستون { $column } بیرون از بازهٔ {"\u2066"}1..{ $max }{"\u2069"} است (0 پایان ستون است)
mayan-error-column-full = ستون { $column } بیش از { $height } بلوک دارد (ارتفاع صفحه { $height } سطر است)
mayan-error-missing-zero = 0 در پایان سطر ستون { $column } نیامده است
mayan-error-removable-group = صفحهٔ آغازین از قبل گروهی حذف‌شدنی دارد ({ $blocks })؛ ورودی نباید هیچ گروه حذف‌شدنی داشته باشد
# آخرین بلوک گروه؛ و هر بلوک پیش از آن، و پس از آن بقیه.
mayan-group-block = { $cell } با رنگ { $colour }
mayan-group-blocks = { $cell } با رنگ { $colour }، { $rest }
mayan-error-after-puzzle = { $error } (ورودی با 5 سطر ستون‌ها تمام می‌شود؛ برای بازپخش یک پاسخ از mode=replay استفاده کنید)
mayan-error-after-minus-one = { $error } (پاسخ -1 پایان پاسخ است)
mayan-error-answer-too-long = پاسخ بیش از { $max } حرکت دارد (n حداکثر { $n } است)
mayan-error-move-field-range = {"\u2066"}{ $field } = { $value }{"\u2069"} در حرکت { $number } بیرون از بازهٔ {"\u2066"}{ $min }..{ $max }{"\u2069"} است
mayan-error-move-missing = حرکت { $number } مقدار { $field } را ندارد: هر حرکت `x y g` در یک سطر است
mayan-error-g-zero = g = 0 در حرکت { $number }: جهت 1 (راست) یا -1 (چپ) است
mayan-error-after-move = { $found } غیرمنتظره پس از حرکت { $number }: هر حرکت `x y g` در یک سطر است
mayan-error-solver-illegal = خطای درونی: حرکت { $mv } حل‌کننده غیرمجاز است: { $why }
mayan-gen-no-puzzle = با این پارامترها در { $attempts } تلاش هیچ معمایی پیدا نشد؛ رنگ‌های بیشتر یا صفحه‌ای بلندتر را امتحان کنید

## جست‌وجو (search.rs) و آمار آن (view.rs)

mayan-search-limit = جست‌وجو پس از { $boards } صفحه بی‌آنکه تمام شود به حد خود رسید؛ این صفحه فراتر از توان حل‌کننده است
mayan-searched = { $boards } صفحه جست‌وجو شد
mayan-search-found = جست‌وجو: کوچک‌ترین پاسخ { $moves } پیدا شد
mayan-search-exhausted = جست‌وجو: هیچ دنباله‌ای از دقیقاً { $moves } حرکت صفحه را خالی نمی‌کند، پس پاسخ -1 است (جست‌وجو کامل شد)
mayan-search-explored = { $boards } صفحه در { $time } بررسی شد
mayan-search-colour-cuts = { $boards } صفحه کنار گذاشته شد، چون از رنگی 1 یا 2 بلوک مانده بود
mayan-search-memo = حافظه: { $boards } صفحه از پیش بی‌نتیجه شناخته شد ({ $remembered } صفحهٔ بی‌نتیجه در حافظه است)
mayan-search-dominated-left = از { $moves } حرکت به چپ به خانهٔ پر صرف‌نظر شد (همان صفحهٔ حرکت به راستِ همسایهٔ چپ را می‌دهد)
mayan-search-stranded-cuts = { $boards } صفحه کنار گذاشته شد، چون رنگ‌های گیرافتاده بیش از آن بودند که حرکت‌های باقی‌مانده به آن‌ها برسند
mayan-search-last-without-run = { $swaps } جابه‌جایی آخر بی‌آنکه انجام شوند رد شدند: ردیفی نمی‌سازند
mayan-search-last-leaving-stranded = { $moves } حرکت آخر بی‌آنکه انجام شوند رد شدند: رنگی را گیرافتاده باقی می‌گذارند
mayan-search-emptied-early = { $boards } صفحه پیش از حرکت آخر خالی شد (بن‌بست)
mayan-search-same-colour-skipped = از { $swaps } جابه‌جایی دو رنگ یکسان صرف‌نظر شد (same_colour_swap=skipped)

## خط زمانی (view.rs، mod.rs)

mayan-initial-title = صفحهٔ آغازین
mayan-caption-initial = صفحهٔ آغازین · {"\u2066"}n = { $n }{"\u2069"} · { $blocks } بلوک
mayan-drag-title = حرکت { $number }: { $cell } ← { $direction }
mayan-drag-swap = بلوک { $cell } با رنگ { $colour } با بلوک { $other_cell } با رنگ { $other_colour } جابه‌جا می‌شود
    .figure = بلوک رنگ { $colour } در { $cell } روی { $other_cell } کشیده می‌شود و با بلوک رنگ { $other_colour } آن‌جا جابه‌جا می‌شود.
mayan-drag-slide = بلوک { $cell } با رنگ { $colour } به سمت { $direction } به خانهٔ خالی { $target } می‌رود
    .figure = بلوک رنگ { $colour } در { $cell } به سمت { $direction } به خانهٔ خالی { $target } کشیده می‌شود.
mayan-caption-drag = حرکت { $number } از { $n } · کشیدن
mayan-fall-title = حرکت { $number }: بلوک‌ها می‌افتند
mayan-blocks-fall = { $blocks ->
        [one] { $blocks } بلوک می‌افتد
       *[other] { $blocks } بلوک می‌افتند
    }
    .figure = { $blocks } بلوک که زیرشان خالی است می‌افتند.
mayan-block-falls = رنگ { $colour } از { $from } به { $to } می‌افتد
mayan-caption-fall = حرکت { $number } از { $n } · افتادن · { $blocks } بلوک مانده
mayan-chain-title = حرکت { $number }: زنجیرهٔ { $chain }
mayan-caption-chain = حرکت { $number } از { $n } · زنجیرهٔ { $chain } · { $blocks } بلوک مانده
mayan-chain-removed = زنجیرهٔ { $chain }: { $blocks } بلوک حذف شد: { $groups }
    .figure = { $chain ->
        [1] ردیف‌های سه‌تایی یا بیشتر از بلوک‌های هم‌رنگ حذف می‌شوند، روی هم { $blocks } بلوک: { $groups }.
       *[other] بلوک‌های افتاده ردیف‌های سه‌تایی تازه‌ای می‌سازند که آن‌ها هم حذف می‌شوند: { $blocks } بلوک، { $groups }.
    }
# بلوک‌های حذف‌شدهٔ یک رنگ؛ $cells خانه‌های آن‌هاست، "(1,0) (2,0)".
mayan-removed-group = رنگ { $colour } در { $cells }
mayan-marker-move = حرکت { $number }: { $mv }
mayan-marker-illegal = حرکت { $number }: غیرمجاز
mayan-caption-illegal = حرکت { $number } از { $n } · غیرمجاز
mayan-illegal-title = { $drag } — غیرمجاز
mayan-illegal-event = حرکت { $number } ({ $mv }) غیرمجاز است: { $why }
mayan-caption-end = { $blocks ->
        [0] صفحه خالی شد
       *[other] { $blocks } بلوک مانده
    }
mayan-end-cleared = پایان: صفحه با { $moves } حرکت خالی شد
mayan-end-cleared-event = صفحه پس از دقیقاً { $moves } حرکت خالی است
    .figure = پس از دقیقاً { $moves } حرکت، صفحه خالی است.
mayan-replaying = بازپخش پاسخ داده‌شده
mayan-end-correct = پایان: پاسخ درست
mayan-end-wrong = پایان: پاسخ نادرست

## داوری یک پاسخ (judge.rs)

mayan-judge-legal = حرکت { $number }: { $mv } — مجاز: { $drag }؛ { $chains ->
        [0] چیزی حذف نشد
       *[other] { $chains } زنجیره { $removed } بلوک را حذف کرد
    }؛ { $left ->
        [0] صفحه خالی است
       *[other] { $left } بلوک مانده
    }
mayan-judge-illegal = حرکت { $number }: { $mv } — غیرمجاز: { $why }
mayan-verdict-no-solution = حکم: درست — هیچ دنباله‌ای از دقیقاً { $n } حرکت صفحه را خالی نمی‌کند
mayan-verdict-wrong-minus-one = حکم: نادرست — پاسخ -1 است، اما صفحه را می‌توان با دقیقاً { $n } حرکت خالی کرد
mayan-verdict-illegal = حکم: نادرست — حرکت { $number } غیرمجاز است
mayan-verdict-wrong-count = حکم: نادرست — پاسخ { $count } حرکت دارد؛ دقیقاً { $n } حرکت لازم است{ $left ->
        [0] {" "}(صفحه پس از آن‌ها خالی است)
       *[other] {""}
    }
mayan-verdict-blocks-left = حکم: نادرست — پس از { $n } حرکت { $left } بلوک مانده است
mayan-verdict-smallest = حکم: درست — پاسخ صفحه را با دقیقاً { $n } حرکت خالی می‌کند و به ترتیب واژه‌نامه‌ای کوچک‌ترین پاسخ است
mayan-verdict-not-smallest = حکم: نادرست — پاسخ صفحه را با دقیقاً { $n } حرکت خالی می‌کند، اما به ترتیب واژه‌نامه‌ای کوچک‌ترین پاسخ نیست: حرکت { $number } آن { $mv } است، در حالی که کوچک‌ترین پاسخ { $best } دارد
mayan-verdict-unexpected = حکم: نادرست — پاسخ صفحه را با دقیقاً { $n } حرکت خالی می‌کند، با آنکه جست‌وجو راه‌حلی پیدا نکرد؛ لطفاً این صفحه را گزارش کنید
mayan-smallest-answer = کوچک‌ترین پاسخ: { $moves }
# متن حکم: یک سطر، یک شکست سطر و سپس سطرهای بعدی ("" پس از آخرین سطر).
mayan-verdict-lines =
    { $line }
    { $rest }

## کاوش (position.rs)

mayan-to-move = یک بلوک را بکشید: { $left } حرکت از { $n } حرکت مانده، { $blocks } بلوک روی صفحه
mayan-over-solution = صفحه با دقیقاً { $moves } حرکت خالی شد: یک راه‌حل
mayan-over-emptied-early = صفحه خالی شد در حالی که هنوز { $moves } حرکت مانده بود: راه‌حل نیست (آخرین حرکت از n حرکت باید آن را خالی کند؛ روی صفحهٔ خالی هیچ حرکتی ممکن نیست)
mayan-over-emptied-late = صفحه پس از { $made } حرکت خالی شد، بیش از {"\u2066"}n = { $n }{"\u2069"}
mayan-over-no-moves = هیچ حرکتی نمانده و { $blocks } بلوک باقی است: راه‌حل نیست
mayan-move-label = {"\u2066"}({ $x }, { $y }){"\u2069"} { $direction }
mayan-play-over = اینجا هیچ حرکتی نمی‌توان کرد: { $why }
mayan-play-not-legal = { $id } اینجا حرکت مجازی نیست (هر حرکت `x y g` است: بلوک خانهٔ (x, y) با g = 1 به راست و با g = -1 به چپ کشیده می‌شود)
mayan-feedback-clearable = صفحه هنوز با دقیقاً { $moves } حرکت خالی می‌شود؛ کوچک‌ترین راه: { $way }
mayan-feedback-unclearable = صفحه دیگر با دقیقاً { $moves } حرکت خالی نمی‌شود
mayan-feedback-unsolvable-before = صفحه پیش از { $mv } هم با دقیقاً { $moves } حرکت خالی نمی‌شد
mayan-feedback-smallest = { $mv } همان حرکتی است که کوچک‌ترین پاسخ از اینجا انجام می‌دهد
mayan-feedback-other = کوچک‌ترین پاسخ از اینجا به جای آن { $best } را انجام می‌دهد (کوچک‌ترین پاسخ: { $answer })
mayan-feedback-other-same-board = کوچک‌ترین پاسخ از اینجا به جای آن { $best } را انجام می‌دهد، که همان صفحه را می‌دهد (کوچک‌ترین پاسخ: { $answer })
mayan-input-no-moves-left = هیچ حرکتی نمانده (هر { $moves } حرکت انجام شده است) و ورودی به n ≥ 1 نیاز دارد

## ویرایشگر صفحه (editor.rs)

mayan-layer-block = بلوک
mayan-kind-empty = خالی
mayan-kind-colour = رنگ { $colour }
mayan-field-n = تعداد حرکت‌ها (n)
mayan-edit-layer = mayan یک لایه دارد (0، بلوک)، نه { $layer }
mayan-edit-off-board = خانهٔ {"\u2066"}({ $row }, { $col }){"\u2069"} بیرون از صفحهٔ {"\u2066"}{ $height } × { $width }{"\u2069"} است
mayan-edit-kind = نوع بلوک { $kind } وجود ندارد: 0 خالی است و {"\u2066"}1..{ $colours }{"\u2069"} رنگ‌ها
mayan-edit-field = mayan فیلدی به نام { $name } ندارد؛ فیلد آن n است
mayan-edit-n-range = {"\u2066"}n = { $value }{"\u2069"} بیرون از بازهٔ {"\u2066"}1..{ $max }{"\u2069"} است

## ردگیری برنامه (trace.rs)

mayan-trace-what-move = شمارهٔ حرکت
mayan-trace-start = صفحهٔ آغازین معما
mayan-trace-move = پس از حرکت { $number }
mayan-trace-no-play = ردگیری برای حرکت { $number } حرکتی نمی‌دهد و حرکت‌های پیش از آن حرکت‌های داور نیستند
mayan-trace-after-illegal = حرکت { $number } شما انجام‌شدنی نیست
mayan-trace-legal = انجام حرکت { $number }
mayan-trace-smallest = حرکت { $number } (در کوچک‌ترین پاسخ)
mayan-trace-no-such-move = (کوچک‌ترین پاسخ کوتاه‌تر است)
mayan-trace-no-answer = (پاسخی نیست: ‎-1)
mayan-trace-left-line = حرکت‌های شما در حرکت { $number } از پاسخ داور جدا می‌شوند؛ صفحه همان صفحهٔ قاعده‌ها پس از حرکت‌های شماست
mayan-trace-play-at-start = صفحهٔ آغازین ({"\u2066"}$ move 0{"\u2069"}) حرکتی ندارد
mayan-trace-g = g یا 1 است (راست) یا ‎-1 (چپ)
mayan-trace-after-zero = هر ستون در نخستین 0 پایان می‌یابد و پس از آن فقط 0 می‌آید
mayan-trace-column-height = هر ستون حداکثر 7 بلوک دارد
mayan-trace-cell = رنگ در {"\u2066"}({ $x },{ $y }){"\u2069"}
