# شطرنج سه پادشاهی (three-kingdoms): متن‌های موتور به فارسی. قدرت، آسیب و امتیاز ممکن است کسری
# باشند و نوشته‌شده، به‌صورت متن، می‌رسند. در متن راست‌به‌چپ پیکان ← جای → را می‌گیرد.

## دو طرف و سربازها

three-kingdoms-zhuge-liang = ژوگه لیانگ
three-kingdoms-zhou-yu = ژو یو
three-kingdoms-footman = پیاده
three-kingdoms-rider = سوار
three-kingdoms-archer = کماندار
three-kingdoms-soldier = { $kind } { $place }
three-kingdoms-side-kind = { $kind } { $side }

## خواندن ورودی

three-kingdoms-what-rows-or-end = N (تعداد سطرها) یا 0 0 0 پایانی
three-kingdoms-what-rows = N (تعداد سطرها)
three-kingdoms-what-cols = M (تعداد ستون‌ها)
three-kingdoms-what-turns = K (تعداد نوبت‌ها)
three-kingdoms-what-terrain = زمین (0 دشت، 1 کوه، 2 دریاچه)
three-kingdoms-what-soldiers = T (تعداد سربازها)
three-kingdoms-what-pace = گام { $kind }
three-kingdoms-what-row = سطر سرباز x
three-kingdoms-what-col = ستون سرباز y
three-kingdoms-what-side = طرف a (0 ژوگه لیانگ، 1 ژو یو)
three-kingdoms-what-strength = قدرت b
three-kingdoms-what-kind = نوع c (0 پیاده، 1 سوار، 2 کماندار)
three-kingdoms-too-many-tests = تعداد آزمون‌ها زیاد است: حداکثر { $max } آزمون پذیرفته می‌شود
three-kingdoms-two-soldiers = دو سرباز در خانهٔ { $place }
three-kingdoms-soldier-on-lake = سربازی روی دریاچه در { $place }
three-kingdoms-rider-on-mountain = سواری روی کوه در { $place }

## جست‌وجو

three-kingdoms-search-limit = جست‌وجو در آزمون { $test } به حد خود رسید: بیش از { $budget } وضعیت
three-kingdoms-progress = آزمون { $test }: { $nodes } وضعیت جست‌وجو شد، نوبت { $turn }
three-kingdoms-progress-of = آزمون { $test } از { $tests }: { $nodes } وضعیت جست‌وجو شد، نوبت { $turn }

## گام‌ها

three-kingdoms-test = آزمون { $number }
three-kingdoms-no-tests = هیچ آزمونی نیست
three-kingdoms-only-end-marker = ورودی فقط 0 0 0 پایانی را دارد
three-kingdoms-caption = آزمون { $test } · نوبت { $played } از { $turns } · امتیاز { $score }
three-kingdoms-start-title = آزمون { $test } · شروع · صفحهٔ {"\u2066"}{ $rows }×{ $cols }{"\u2069"}، { $turns } نوبت، { $soldiers } سرباز
three-kingdoms-turn-title = آزمون { $test } · نوبت { $turn } · { $side }: { $play }
three-kingdoms-soldier-strength = { $soldier } (قدرت { $strength })
three-kingdoms-comma-list = { $list }، { $next }
three-kingdoms-no-soldiers = بدون سرباز
three-kingdoms-side-soldiers = { $side }: { $soldiers }
    .figure = { $side } بازی را با این سربازها آغاز می‌کند: { $soldiers }.
three-kingdoms-best-value = ارزش با بهترین بازی: { $value }
three-kingdoms-search-stats = جست‌وجو: { $nodes } وضعیت، { $hits } یافته در جدول، { $cutoffs } هرس، { $time }
three-kingdoms-best-score = پایان بازی: بهترین امتیاز تضمین‌شدهٔ ژوگه لیانگ { $score } است
three-kingdoms-passes = از نوبت می‌گذرد
three-kingdoms-stays = { $soldier } سر جایش می‌ماند
three-kingdoms-moves-to = { $soldier } ← { $to }
three-kingdoms-moves-and-attacks = { $walk }، و با آسیب { $damage } به { $target } حمله می‌کند
three-kingdoms-played = بازی‌شده: { $name }، با ارزش { $value }
three-kingdoms-alternative = جایگزین: { $name }، با ارزش { $value }
three-kingdoms-alternatives-pending = جایگزین‌ها: ارزش دقیقشان در حال محاسبه است…
three-kingdoms-alternatives-failed = جایگزین‌ها نشان داده نمی‌شوند: { $reason }
three-kingdoms-walks = { $soldier } راه می‌رود: {"\u2066"}{ $path }{"\u2069"}
    .figure = { $soldier } تا { $to } راه می‌رود.
three-kingdoms-attack-destroys = حمله به { $target } با آسیب { $damage }: نابود شد (قدرتش { $had } بود)
    .figure = حمله به { $target } { $damage } آسیب می‌زند و آن را از بین می‌برد.
three-kingdoms-attack-weakens = حمله به { $target } با آسیب { $damage }: قدرت { $before } ← { $after }
    .figure = حمله به { $target } { $damage } آسیب می‌زند: قدرتش از { $before } به { $after } می‌رسد.
three-kingdoms-score-change = امتیاز { $before } ← { $after }
    .figure = به کسی حمله نمی‌شود؛ امتیاز همان { $after } می‌ماند.

## حرکت‌های خودتان

three-kingdoms-pass-option = گذشتن از نوبت
three-kingdoms-zhuge-option = ژوگه { $play }
three-kingdoms-zhou-option = ژو { $play }
three-kingdoms-your-value = ارزش حرکت شما: { $value } (امتیاز نهایی، ژوگه لیانگ منهای ژو یو، با بهترین بازی پس از آن)
three-kingdoms-best-here = بهترین ارزش در اینجا: { $value }، با { $play }
three-kingdoms-best-here-yours = بهترین ارزش در اینجا: { $value }، با { $play } (حرکت شما)
three-kingdoms-best-move = حرکت شما یکی از بهترین حرکت‌هاست
three-kingdoms-gives-away = حرکت شما { $loss } به زیان { $side } تمام می‌شود
three-kingdoms-best-reply = بهترین پاسخ { $side }
three-kingdoms-side-wiped-out = { $side } دیگر سربازی ندارد
three-kingdoms-all-turns-played = همهٔ { $turns } نوبت بازی شده است
three-kingdoms-game-over = پایان بازی: { $why }؛ امتیاز نهایی { $score }
three-kingdoms-zhuge-to-move = نوبت ژوگه لیانگ است، { $left } نوبت مانده، امتیاز { $score }
three-kingdoms-zhou-to-move = نوبت ژو یو است، { $left } نوبت مانده، امتیاز { $score } (در «کپی به‌عنوان ورودی» جای دو طرف عوض می‌شود)
three-kingdoms-illegal-move = { $play } در اینجا حرکت مجازی نیست
three-kingdoms-no-turn-left = همهٔ { $turns } نوبت بازی شده است: قالب ورودی دست‌کم یک نوبت لازم دارد
three-kingdoms-fractional-strength = قدرت { $kind } در { $place } برابر { $strength } است: قالب ورودی فقط عدد صحیح می‌پذیرد

## ویرایشگر صفحه

three-kingdoms-terrain-layer = زمین
three-kingdoms-soldier-layer = سرباز
three-kingdoms-plain = دشت
three-kingdoms-mountain = کوه
three-kingdoms-lake = دریاچه
three-kingdoms-none = هیچ
three-kingdoms-pace-field = { $name } ({ $pace })
three-kingdoms-strength-field = قدرت { $kind } { $side } در { $place }
three-kingdoms-nothing-to-edit = ورودی هیچ آزمونی برای ویرایش ندارد، فقط 0 0 0 پایانی
three-kingdoms-no-such-test = آزمون { $test } وجود ندارد (ورودی { $count } آزمون دارد)
three-kingdoms-cell-off-board = خانهٔ {"\u2066"}({ $row }, { $col }){"\u2069"} بیرون از صفحهٔ {"\u2066"}{ $rows }×{ $cols }{"\u2069"} است
three-kingdoms-no-such-kind = لایهٔ { $layer } نوع { $kind } ندارد
three-kingdoms-no-such-layer = لایهٔ { $layer } وجود ندارد
three-kingdoms-no-soldier-selected = در خانهٔ انتخاب‌شده سربازی نیست
three-kingdoms-no-such-field = فیلد { $name } وجود ندارد

## مولد

three-kingdoms-soldiers-do-not-fit = {"\u2066"}t = { $soldiers }{"\u2069"} سرباز در صفحهٔ {"\u2066"}{ $rows }×{ $cols }{"\u2069"} جا نمی‌شود

## متن‌های فهرست بازی‌ها

three-kingdoms-title = شطرنج سه پادشاهی
three-kingdoms-source = مسابقات منطقه‌ای ACM-ICPC آسیا، پکن 2011، مسئلهٔ {"\u2066"}C (HDU 4083, LA 5715, UVa 1495){"\u2069"}
three-kingdoms-about = ژوگه لیانگ و ژو یو به نوبت یک پیاده، سوار یا کماندار را حرکت می‌دهند و با آن حمله می‌کنند، حداکثر در K نوبت؛ ژوگه لیانگ مجموع قدرت سربازانش منهای قدرت سربازان ژو یو را بیشینه می‌کند. موتور هر آزمون را دقیق حل می‌کند (آلفا-بتا با جدول جابه‌جایی و هرس بر پایهٔ قدرتی که هنوز در بازی است) و خط بهینه را همراه با بهترین جایگزین‌های هر نوبت بازپخش می‌کند.
three-kingdoms-sample-first-duels = نخستین نبردهای تن‌به‌تن
three-kingdoms-sample-first-duels-note = یازده آزمون کوچک: سربازهای تک، و دریاچه‌ها و کوه‌هایی که سر راه‌اند.
three-kingdoms-sample-5-5-battle = نبرد 5×5
three-kingdoms-sample-5-5-battle-note = سه نبرد 5×5 با 10 نوبت و گام‌های بلند: سخت‌ترین نوع آزمون.
three-kingdoms-sample-exact-halves = نصف‌های دقیق
three-kingdoms-sample-exact-halves-note = قدرت‌های فرد نصف می‌شوند: با half_damage=floor مقایسه کنید.
three-kingdoms-rule-half-damage = حملهٔ نصف‌شده (پیاده←سوار، سوار←کماندار، کماندار←پیاده) چگونه گرد می‌شود
three-kingdoms-rule-half-damage-floor = floor(S / 2)، همان‌طور که داور حساب می‌کند
three-kingdoms-rule-half-damage-exact = نصف دقیق: قدرت‌ها کسری می‌شوند، مثلاً 78.75
three-kingdoms-param-tests = تعداد آزمون‌ها
three-kingdoms-param-n = تعداد سطرهای هر آزمون، N
three-kingdoms-param-m = تعداد ستون‌های هر آزمون، M
three-kingdoms-param-k = تعداد نوبت‌ها، K
three-kingdoms-param-t = تعداد سربازها، T (حداکثر N·M)
three-kingdoms-param-pace = بزرگ‌ترین گام؛ گام هر نوع سرباز از 0..pace انتخاب می‌شود
three-kingdoms-param-strength = بزرگ‌ترین قدرت؛ قدرت هر سرباز از 1..strength انتخاب می‌شود
three-kingdoms-param-mountains = درصد خانه‌هایی که کوه‌اند
three-kingdoms-param-lakes = درصد خانه‌های بی‌سرباز که دریاچه‌اند
three-kingdoms-cell-plain = دشت
three-kingdoms-cell-mountain = کوه
three-kingdoms-cell-lake = دریاچه
three-kingdoms-token-zhuge-liang-footman = پیادهٔ ژوگه لیانگ
three-kingdoms-token-zhuge-liang-rider = سوار ژوگه لیانگ
three-kingdoms-token-zhuge-liang-archer = کماندار ژوگه لیانگ
three-kingdoms-token-zhou-yu-footman = پیادهٔ ژو یو
three-kingdoms-token-zhou-yu-rider = سوار ژو یو
three-kingdoms-token-zhou-yu-archer = کماندار ژو یو
three-kingdoms-mark-attack-region = ناحیهٔ حمله
three-kingdoms-mark-walk = مسیر حرکت
three-kingdoms-mark-attack = حمله

## ردگیری برنامه (trace.rs)

three-kingdoms-trace-what-test = شمارهٔ آزمون
three-kingdoms-trace-what-turn = شمارهٔ نوبت
three-kingdoms-trace-what-coordinate = شمارهٔ سطر یا ستون
three-kingdoms-trace-expected-turn = اینجا {"\u2066"}turn I{"\u2069"} می‌آید: نقطهٔ بررسی {"\u2066"}test T{"\u2069"} یا {"\u2066"}test T turn I{"\u2069"} است
three-kingdoms-trace-start = آغاز آزمون { $test }
three-kingdoms-trace-turn = آزمون { $test }، پس از نوبت { $turn }
three-kingdoms-trace-left-line = بازی شما در نوبت { $turn } از خط اصلی داور جدا می‌شود؛ وضعیت همان وضعیت قاعده‌ها پس از حرکت‌های شماست
three-kingdoms-trace-over = بازی پس از نوبت { $turn } پایان یافته است
three-kingdoms-trace-no-play = ردگیری برای نوبت { $turn } حرکتی نمی‌دهد و حرکت‌های پیش از آن حرکت‌های داور نیستند
three-kingdoms-trace-legal = انجام نوبت { $turn }
three-kingdoms-trace-play-at-start = آغاز آزمون حرکتی ندارد
three-kingdoms-trace-play-words = حرکت یا pass است، یا {"\u2066"}X1 Y1 X2 Y2{"\u2069"}، یا {"\u2066"}X1 Y1 X2 Y2 X3 Y3{"\u2069"}
three-kingdoms-trace-no-soldier = روی خانهٔ نخست سربازی از { $side } نیست
three-kingdoms-trace-unreachable = سرباز در این نوبت به خانهٔ دوم نمی‌رسد
three-kingdoms-trace-out-of-region = هدف در محدودهٔ حملهٔ خانهٔ دوم نیست
three-kingdoms-trace-no-enemy = روی خانهٔ سوم سرباز دشمن نیست
three-kingdoms-trace-move-value = ارزش حرکت نوبت { $turn } (برای داور، ارزش بهترین حرکت)
three-kingdoms-trace-score = امتیاز
three-kingdoms-trace-value = ارزش با بهترین بازی از این‌جا به بعد
three-kingdoms-trace-soldier-words = سطر سرباز {"\u2066"}X Y A B C{"\u2069"} است
three-kingdoms-trace-soldier-at = سرباز در { $cell } (طرف، توان، نوع)
three-kingdoms-trace-none = (هیچ)
