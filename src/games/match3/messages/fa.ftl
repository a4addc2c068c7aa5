# 德州消消乐 (سه‌تایی تگزاسی): خط زمانی، کاوش، ویرایشگر صفحه و خطاهای ورودی. خانه‌ها به شکل
# «(سطر,ستون)» با شمارش از 1 و به صورت متن داده می‌شوند؛ رنگ‌ها و امتیازها عدد ساده‌اند.

## اطلاعات ثبت‌شده (عنوان، معرفی، نمونه‌ها، پارامترهای مولد، رنگ‌ها)

match3-title = سه‌تایی تگزاسی (德州消消乐)
match3-source = فینال THUPC 2022، مسئلهٔ {"\u2066"}I (Luogu P8422){"\u2069"}
match3-about = همهٔ جابه‌جایی‌های یک صفحهٔ بازی سه‌تایی را اجرا می‌کند: حذف ردیف‌های دست‌کم 3 مهرهٔ هم‌رنگ، مهره‌های ویژه‌ای که یک سطر، یک ستون، یک مربع یا همهٔ مهره‌های یک رنگ را پاک می‌کنند، ریزش مهره‌ها و دورهای زنجیره‌ای، و امتیاز دست پوکر از روی رنگ‌های اصلی هر 5 عمل معتبر. امتیاز کلی‌ای را که داور انتظار دارد چاپ می‌کند؛ خط زمانی ردیف‌های هر دور، فعال شدن هر مهرهٔ ویژه، حذف و ریزش را نشان می‌دهد و امتیاز را به پنج بخشش تفکیک می‌کند.
match3-sample-sample-1 = نمونهٔ 1
match3-sample-sample-1-note = نخستین نمونهٔ صورت مسئله: پنج جابه‌جایی معتبر، دست «دو جفت» و صفحه‌ای که کاملاً خالی می‌شود (11692).
match3-sample-sample-2 = نمونهٔ 2
match3-sample-sample-2-note = نمونهٔ 1 با سه جابه‌جایی نامعتبر بیشتر و بدون خالی شدن صفحه (684).
match3-sample-sample-3 = نمونهٔ 3
match3-sample-sample-3-note = یک جابه‌جایی: بلوک‌هایی از 7، 5، 6 و 6 مهره در دو دور 1900 امتیاز ترکیب می‌گیرند (3023).
match3-param-n = تعداد سطرها
match3-param-m = تعداد ستون‌ها
match3-param-k = تعداد رنگ‌ها
match3-param-q = تعداد جابه‌جایی‌ها
match3-param-specials = درصد مهره‌هایی که اثر ویژه‌ای از نوع 1..6 دارند
match3-param-far = درصد جابه‌جایی‌هایی که به جای دو خانهٔ همسایه میان دو خانهٔ تصادفی انجام می‌شوند (بیشترشان نامعتبرند)
match3-param-runs = درصد جابه‌جایی‌هایی که از میان جابه‌جایی‌های سازندهٔ یک ردیف روی صفحه، آن‌گونه که در آن لحظه است، انتخاب می‌شوند
match3-cell-cell = خانه
match3-token-colour-1 = رنگ 1
match3-token-colour-2 = رنگ 2
match3-token-colour-3 = رنگ 3
match3-token-colour-4 = رنگ 4
match3-token-colour-5 = رنگ 5
match3-token-colour-6 = رنگ 6
match3-token-colour-7 = رنگ 7
match3-token-colour-8 = رنگ 8
match3-token-colour-9 = رنگ 9
match3-token-colour-10 = رنگ 10
match3-token-colour-11 = رنگ 11
match3-token-colour-12 = رنگ 12
match3-token-colour-13 = رنگ 13
match3-token-colour-14 = رنگ 14
match3-token-colour-15 = رنگ 15
match3-token-colour-16 = رنگ 16
match3-token-colour-17 = رنگ 17
match3-token-colour-18 = رنگ 18
match3-token-colour-19 = رنگ 19
match3-token-colour-20 = رنگ 20
match3-token-colour-21 = رنگ 21
match3-token-colour-22 = رنگ 22
match3-token-colour-23 = رنگ 23
match3-token-colour-24 = رنگ 24
match3-token-colour-25 = رنگ 25
match3-token-colour-26 = رنگ 26
match3-token-colour-27 = رنگ 27
match3-token-colour-28 = رنگ 28
match3-token-colour-29 = رنگ 29
match3-token-colour-30 = رنگ 30
match3-token-colour-31 = رنگ 31
match3-token-colour-32 = رنگ 32
match3-token-colour-33 = رنگ 33
match3-token-colour-34 = رنگ 34
match3-token-colour-35 = رنگ 35
match3-token-colour-36 = رنگ 36
match3-token-colour-37 = رنگ 37
match3-token-colour-38 = رنگ 38
match3-token-colour-39 = رنگ 39
match3-token-colour-40 = رنگ 40
match3-token-colour-41 = رنگ 41
match3-token-colour-42 = رنگ 42
match3-token-colour-43 = رنگ 43
match3-token-colour-44 = رنگ 44
match3-token-colour-45 = رنگ 45
match3-token-colour-46 = رنگ 46
match3-token-colour-47 = رنگ 47
match3-token-colour-48 = رنگ 48
match3-token-colour-49 = رنگ 49
match3-token-colour-50 = رنگ 50
match3-token-colour-51 = رنگ 51
match3-token-colour-52 = رنگ 52
match3-token-colour-53 = رنگ 53
match3-token-colour-54 = رنگ 54
match3-token-colour-55 = رنگ 55
match3-token-colour-56 = رنگ 56
match3-token-colour-57 = رنگ 57
match3-token-colour-58 = رنگ 58
match3-token-colour-59 = رنگ 59
match3-token-colour-60 = رنگ 60
match3-token-colour-61 = رنگ 61
match3-token-colour-62 = رنگ 62
match3-token-colour-63 = رنگ 63
match3-token-colour-64 = رنگ 64
match3-token-colour-65 = رنگ 65
match3-token-colour-66 = رنگ 66
match3-token-colour-67 = رنگ 67
match3-token-colour-68 = رنگ 68
match3-token-colour-69 = رنگ 69
match3-token-colour-70 = رنگ 70
match3-token-colour-71 = رنگ 71
match3-token-colour-72 = رنگ 72
match3-token-colour-73 = رنگ 73
match3-token-colour-74 = رنگ 74
match3-token-colour-75 = رنگ 75
match3-token-colour-76 = رنگ 76
match3-token-colour-77 = رنگ 77
match3-token-colour-78 = رنگ 78
match3-token-colour-79 = رنگ 79
match3-token-colour-80 = رنگ 80
match3-token-colour-81 = رنگ 81
match3-token-colour-82 = رنگ 82
match3-token-colour-83 = رنگ 83
match3-token-colour-84 = رنگ 84
match3-token-colour-85 = رنگ 85
match3-token-colour-86 = رنگ 86
match3-token-colour-87 = رنگ 87
match3-token-colour-88 = رنگ 88
match3-token-colour-89 = رنگ 89
match3-token-colour-90 = رنگ 90
match3-token-colour-91 = رنگ 91
match3-token-colour-92 = رنگ 92
match3-token-colour-93 = رنگ 93
match3-token-colour-94 = رنگ 94
match3-token-colour-95 = رنگ 95
match3-token-colour-96 = رنگ 96
match3-token-colour-97 = رنگ 97
match3-token-colour-98 = رنگ 98
match3-token-colour-99 = رنگ 99
match3-token-colour-100 = رنگ 100
match3-mark-run-cell = خانهٔ ردیف هم‌رنگ
match3-mark-covered-by-a-special = در برد یک مهرهٔ ویژه
match3-mark-firing-special = مهرهٔ ویژهٔ فعال‌شده
match3-mark-to-be-removed = در انتظار حذف
match3-mark-swapped = جابه‌جاشده
match3-mark-invalid-swap = جابه‌جایی نامعتبر
match3-mark-points = امتیاز

## فیلدهای ورودی (خطاهای خواندن ورودی از آن‌ها نام می‌برند)

match3-field-n = n (تعداد سطرها)
match3-field-m = m (تعداد ستون‌ها)
match3-field-k = k (تعداد رنگ‌ها)
match3-field-q = q (تعداد عمل‌ها)
match3-field-a-colour = یک رنگ
match3-field-colour = رنگ
match3-field-special = نوع اثر ویژه
match3-field-row = سطر { $name }
match3-field-column = ستون { $name }
match3-initial-run = صفحهٔ آغازین از پیش یک ردیف هم‌رنگ دارد: { $length } مهره به رنگ { $colour } از { $from } تا { $to }؛ صورت مسئله تضمین می‌کند چنین ردیفی نباشد
match3-gen-one-colour = با k = 1 رنگ، روی صفحهٔ {"\u2066"}{ $rows }×{ $cols }{"\u2069"} همیشه ردیفی از 3 مهرهٔ هم‌رنگ پیدا می‌شود؛ k ≥ 2 را به کار ببرید

## مهره‌ها، اثرهای ویژه و دست‌ها

match3-badge = { $glyph }
match3-special-plain = ساده
match3-special-row-clearer = پاک‌کن سطر
match3-special-column-clearer = پاک‌کن ستون
match3-special-cross = پاک‌کن سطر و ستون
match3-special-square-3 = بمب 3×3
match3-special-square-5 = بمب 5×5
match3-special-colour-bomb = بمب رنگ
match3-shape-high-card = کارت بالا
match3-shape-one-pair = یک جفت
match3-shape-two-pairs = دو جفت
match3-shape-three-of-a-kind = سه‌تایی
match3-shape-full-house = فول هاوس
match3-shape-four-of-a-kind = چهارتایی
match3-shape-five-of-a-kind = پنج‌تایی

## خط زمانی

match3-score = امتیاز { $total } = حذف { $elimination } + زنجیره { $chain } + ترکیب { $combination } + دست { $hand } + پایان { $end }
match3-initial-title = صفحهٔ آغازین
match3-initial-board = صفحهٔ {"\u2066"}{ $rows }×{ $cols }{"\u2069"}، { $colours } رنگ، { $operations } عمل
match3-initial-specials = { $count } مهرهٔ ویژه
match3-end-title = پایان
match3-end-all-valid = همهٔ عمل‌ها معتبر بودند: پاداش پایانی +1000
    .figure = همهٔ عمل‌ها معتبر بودند، پس پاداش پایانی 1000 به امتیاز افزوده می‌شود.
match3-end-skipped = { $skipped } عمل از { $operations } عمل نادیده گرفته شد: بدون +1000
    .figure = { $skipped } عمل از { $operations } عمل نادیده گرفته شد، پس پاداش پایانی 1000 در کار نیست.
match3-end-cleared = صفحه خالی است: پاداش پایانی +10000
match3-end-left = { $count } مهره باقی مانده است: بدون +10000
match3-end-total = امتیاز کل { $total }
match3-marker-op = عمل { $number }
match3-marker-hand = دست { $number }
match3-marker-end = پایان

match3-invalid-title = عمل { $op } · نامعتبر: { $reason }
match3-skip-same-cell = خانهٔ یکسان
match3-skip-not-adjacent = ناهمسایه
match3-skip-empty-cell = خانهٔ خالی
match3-skip-no-run = بدون ردیف
match3-skipped = { $swap } نادیده گرفته می‌شود: { $why }
match3-skip-same-cell-why = هر دو جایگاه یک خانه‌اند
match3-skip-not-adjacent-why = دو خانه در راستای بالا، پایین، چپ یا راست همسایه نیستند
match3-skip-empty-cell-why = یکی از خانه‌ها خالی است
match3-skip-no-run-why = جابه‌جا کردن آن‌ها هیچ ردیف سه‌تایی هم‌رنگی نمی‌سازد
match3-skipped-effect = این عمل امتیازی نمی‌گیرد، در هیچ دستی شمرده نمی‌شود و پاداش پایانی +1000 را از دست می‌دهد

match3-swap-title = عمل { $op } · جابه‌جایی { $swap }
match3-piece = { $cell } رنگ { $colour }
match3-special-piece = { $cell } رنگ { $colour } { $badge } { $special }
match3-swapped-now = اکنون { $first } و { $second }
    .figure = دو مهره جابه‌جا می‌شوند و اکنون { $first } و { $second } آن‌جا هستند.
match3-main-colour = رنگ اصلی { $colour }
match3-main-colours = رنگ‌های اصلی { $first } و { $second }
match3-runs-appear = ردیف‌های هم‌رنگ پدید آمدند: { $main }

match3-round-title = عمل { $op } · دور { $round } · { $stage }
match3-stage-runs = ردیف‌ها
match3-stage-special = مهرهٔ ویژه در { $cell }
match3-stage-more-specials = { $count } مهرهٔ ویژهٔ دیگر
match3-stage-removal = حذف
match3-stage-gravity = ریزش
match3-run-cells = { $count } خانهٔ ردیف
    .figure = مهره‌هایی که سه‌تا یا بیشتر در یک ردیف‌اند نشان خورده‌اند: { $count } مهره.
match3-block = بلوک { $size } مهره‌ای به رنگ { $colour } در { $cell }: ترکیب +{ $points }
match3-area-row = سطر { $row }
match3-area-column = ستون { $column }
match3-area-cross = سطر { $row } و ستون { $column }
match3-area-square = مربع {"\u2066"}{ $side }×{ $side }{"\u2069"} پیرامون { $cell }
match3-area-colour = همهٔ مهره‌های رنگ { $colour }
match3-fires = { $cell } رنگ { $colour } { $badge } ({ $special }) روی { $area } فعال می‌شود
    .figure = مهرهٔ ویژهٔ { $cell } ({ $special }) فعال می‌شود و { $area } را نشان می‌زند.
match3-covered = { $covered } مهره در برد، { $newly } مهرهٔ تازه در انتظار حذف، تا این‌جا { $doomed } مهره در انتظار حذف
match3-more-specials-fire = { $count } مهرهٔ ویژهٔ دیگر فعال می‌شوند و با هم نشان داده می‌شوند
match3-newly-doomed = { $newly } مهرهٔ تازه در انتظار حذف، تا این‌جا { $doomed } مهره در انتظار حذف
match3-removed = { $count } مهره حذف شد
    .figure = مهره‌های نشان‌خورده برداشته می‌شوند ({ $count } مهره).
match3-elimination = مجموع رنگ‌ها { $sum } × دور { $round }: حذف +{ $points }
match3-fell = { $count } مهره فرو ریخت
    .figure = { $count ->
        [0] هیچ مهره‌ای فرو نمی‌ریزد: زیر هیچ‌کدام خانهٔ خالی نیست.
       *[other] { $count } مهره در خانه‌های خالی زیرشان فرو می‌ریزد.
    }
match3-new-runs = ردیف‌های تازه: دور { $round } در پی می‌آید
match3-no-more-runs = ردیف دیگری نیست: { $rounds } دور، زنجیره 80·({ $rounds }−1)² = +{ $chain }

match3-hand-title = عمل { $op } · دست { $number } · { $shape }
match3-hand-offered = رنگ‌های اصلی پیشنهادی: { $options }
match3-hand-choice = بهترین انتخاب: { $colours } — { $shape }
match3-hand-score = دست +{ $score }

## کاوش: جابه‌جایی‌های خود شما

match3-to-move = نوبت عمل { $operation } · دست { $hand }: { $valid } از 5 جابه‌جایی معتبر · امتیاز { $score }
match3-over-limit = سقف { $max } عملِ صورت مسئله پر شده است
match3-over-cleared = صفحه خالی است
match3-over-stuck = دیگر هیچ دو مهره‌ای همسایه نیستند
match3-move = جابه‌جایی { $swap }
match3-move-no-run = جابه‌جایی { $swap } (بدون ردیف)
match3-not-a-swap = { $id } در این‌جا جابه‌جایی دو مهرهٔ همسایه نیست
match3-input-needs-operation = ورودی دست‌کم به یک عمل نیاز دارد (q ≥ 1): نخست یک جابه‌جایی انجام دهید
match3-progress-best-swap = بهترین جابه‌جایی: { $tried } جابه‌جایی آزموده شد
match3-your-swap = جابه‌جایی شما { $swap }: { $value }
match3-your-swap-no-run = جابه‌جایی شما { $swap } هیچ ردیفی نمی‌سازد: نادیده گرفته می‌شود، امتیازی نمی‌گیرد و پاداش پایانی +1000 را از دست می‌دهد
match3-no-swap-runs = هیچ جابه‌جایی‌ای در این‌جا ردیف نمی‌سازد
match3-best-is-yours = بهترین امتیاز ممکن: { $total } — جابه‌جایی شما یکی از بهترین‌هاست
match3-best-swap = بهترین جابه‌جایی ممکن: { $swap }: { $value }
match3-running-total = امتیاز تا این‌جا { $total }؛ ورودی‌ای که این‌جا تمام شود { $printed } چاپ می‌کند (پاداش پایانی +{ $end })
match3-value = حذف { $elimination } + ترکیب { $combination } + زنجیره { $chain }، در مجموع { $total }
match3-value-with-hand = حذف { $elimination } + ترکیب { $combination } + زنجیره { $chain } + دست { $hand } ({ $shape })، در مجموع { $total }

## ویرایشگر صفحه

match3-editor-caption = صفحهٔ {"\u2066"}{ $rows }×{ $cols }{"\u2069"}، {"\u2066"}k = { $colours }{"\u2069"}، {"\u2066"}q = { $operations }{"\u2069"}
match3-layer-colour = رنگ
match3-layer-special = اثر ویژه
match3-colour-kind = { $colour }
match3-edit-off-board = خانهٔ { $cell } بیرون از صفحهٔ {"\u2066"}{ $rows }×{ $cols }{"\u2069"} است
match3-edit-no-kind = لایهٔ { $layer } گونهٔ { $kind } ندارد
match3-edit-no-layer = لایهٔ { $layer } وجود ندارد
match3-edit-no-field = فیلدی به نام { $name } وجود ندارد

# The points a block scores, drawn on the board.
match3-scored-points = +{ $points }

## ردگیری برنامه (trace.rs)

match3-trace-what-op = شمار عمل‌های انجام‌شده
match3-trace-initial = صفحهٔ آغازین
match3-trace-op = پس از عمل { $op }
match3-trace-end = پایان، پس از امتیاز پایانی
match3-trace-colour-at = رنگ در { $cell }
match3-trace-special-at = نوع اثر ویژه در { $cell }
match3-trace-score = امتیاز
match3-trace-elimination = امتیاز حذف
match3-trace-chain = امتیاز زنجیره
match3-trace-combination = امتیاز ترکیب
match3-trace-hand = امتیاز دست
match3-trace-valid = معتبر بودن (1 یا 0)
match3-trace-rounds = دورهای این عمل
match3-trace-not-an-operation = valid و rounds فقط از آنِ نقطهٔ بررسی یک عمل‌اند ({"\u2066"}$ op I{"\u2069"} با {"\u2066"}I ≥ 1{"\u2069"})
