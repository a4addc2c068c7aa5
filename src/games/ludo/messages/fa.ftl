# منچ: متن‌های خط زمانی، درخواست‌های خود شما و خطاها. خروجی خود داور (سطرهایش و صفحهٔ متنی‌اش)
# هرگز پیام نیست و همان‌طور که داور چاپ می‌کند می‌ماند، از جمله پاسخ‌هایی مانند "you need six".

## ثبت: بازی، نمونه‌ها، گزینه‌های قانون، پارامترهای تولید، رنگ‌ها

ludo-title = پروژهٔ منچ
ludo-source = Quera، «پروژه منچ»، بخش‌های 1 تا 5
ludo-about = تاس را می‌کشد (بخش 1)، تاس LCG را می‌اندازد (بخش 2) و بازی منچِ درخواست‌محورِ بخش‌های 3 تا 5 را با پیام‌ها و صفحهٔ متنیِ دقیقِ داور اجرا می‌کند و هر پرتاب تاس، حرکت و حذف مهره را متحرک نشان می‌دهد. متن فارسیِ اصلیِ سؤال فقط به شکلی آسیب‌دیده باقی مانده است، پس هر نکته‌ای که مبهم مانده یک گزینهٔ قانون است (pip، dice_rule، enter_opponent، capture_to، giveup_passes، turn_check، track_end، glyphs)؛ پیش‌فرض‌ها بازسازیِ ما هستند، و گزینهٔ part بخش را انتخاب می‌کند، چون هر بخش قالب ورودیِ خودش را دارد.
ludo-sample-part-5-enter-move-and-a-blue-start = بخش 5: ورود، حرکت و شروع آبی
ludo-sample-part-5-enter-move-and-a-blue-start-note = نمونهٔ بخش 5 صورت سؤال: صفحه بعد از هر درخواست چاپ می‌شود.
ludo-sample-part-4-a-capture = بخش 4: حذف یک مهره
ludo-sample-part-4-a-capture-note = قرمز روی مهرهٔ آبی می‌رود و آن را به گوشه‌اش برمی‌گرداند.
ludo-sample-part-3-one-red-player = بخش 3: یک بازیکن قرمز
ludo-sample-part-3-one-red-player-note = نخستین نمونهٔ بخش 3 صورت سؤال.
ludo-sample-part-2-the-lcg-die = بخش 2: تاس LCG
ludo-sample-part-1-a-die-face = بخش 1: یک وجه تاس
ludo-rule-part = ورودی برای کدام بخش پروژه است (هر بخش قالب ورودیِ خودش را دارد).
ludo-rule-part-5 = بخش 5: چهار بازیکن، صفحه بعد از هر درخواست چاپ می‌شود
ludo-rule-part-1 = بخش 1: کشیدن وجه d تاس
ludo-rule-part-2 = بخش 2: چاپ n پرتاب تاس LCG
ludo-rule-part-3 = بخش 3: یک بازیکن قرمز، تا 100 000 درخواست
ludo-rule-part-4 = بخش 4: چهار بازیکن به نوبت، تا 1000 درخواست
ludo-rule-pip = نویسهٔ خال‌های تصویر تاس در بخش 1 (صورت سؤالِ تبدیل‌شده o، O و 0 را نشان می‌دهد).
# مقدارهای "o" و "O" یک شناسه دارند: این متن باید برای هر دو درست باشد.
ludo-rule-pip-o = حرف کوچک o
ludo-rule-pip-capital-o = حرف بزرگ O
ludo-rule-pip-0 = رقم صفر
ludo-rule-dice-rule = چه وقت `dice` رد می‌شود، چون عددهای پرتاب‌های قبلی هنوز استفاده نشده‌اند.
ludo-rule-dice-rule-strict = هر عدد استفاده‌نشده‌ای پرتاب را رد می‌کند
ludo-rule-dice-rule-non6 = فقط عددهای استفاده‌نشدهٔ غیر از 6 آن را رد می‌کنند؛ 6های باقی‌مانده می‌مانند و فقط عددهای تازه چاپ می‌شوند
ludo-rule-enter-opponent = وقتی مهرهٔ حریف روی خانهٔ شروع است، `enter` چه می‌کند.
ludo-rule-enter-opponent-capture = مهرهٔ حریف حذف می‌شود و به گوشه‌اش برمی‌گردد
ludo-rule-enter-opponent-busy = خانهٔ شروع اشغال‌شده به حساب می‌آید: `busy starting cell`
ludo-rule-capture-to = مهرهٔ حذف‌شده به کدام خانهٔ گوشه برمی‌گردد.
ludo-rule-capture-to-lowest-free = کم‌شماره‌ترین خانهٔ گوشهٔ خالیِ رنگ خودش
ludo-rule-capture-to-lowest = نخستین خانهٔ گوشهٔ رنگ خودش، حتی اگر اشغال باشد (صفحه مهرهٔ حذف‌شده را آنجا چاپ می‌کند)
ludo-rule-giveup-passes = چه وقت `giveup` نوبت را به بازیکن بعدی می‌دهد (بخش‌های 4 و 5).
ludo-rule-giveup-passes-always = هر giveup تاس‌ها را پاک می‌کند و نوبت را به بازیکن بعدی می‌دهد
ludo-rule-giveup-passes-after-roll = giveup پیش از آنکه بازیکنِ نوبت تاس انداخته باشد چیزی را تغییر نمی‌دهد
ludo-rule-turn-check = چه وقت `it is not your turn` برای مهرهٔ رنگی دیگر بررسی می‌شود (بخش‌های 4 و 5).
ludo-rule-turn-check-first = پیش از همهٔ بررسی‌های دیگر
ludo-rule-turn-check-last = بعد از همهٔ بررسی‌های دیگر، درست پیش از آنکه درخواست موفق شود
ludo-rule-track-end = مسیر قرمز در بخش 3 کجا تمام می‌شود (بخش‌های 4 و 5 همیشه از خانه‌های پایانی استفاده می‌کنند).
ludo-rule-track-end-home = مسیر تا چهار خانهٔ پایانیِ 45–48 ادامه دارد
ludo-rule-track-end-forty = هیچ حرکتی از خانهٔ 40 جلوتر نمی‌رود
ludo-rule-glyphs = خانهٔ گوشه یا پایانیِ خالی در صفحهٔ متنی چگونه چاپ می‌شود.
ludo-rule-glyphs-lower = xx کوچک
ludo-rule-glyphs-upper = XX بزرگ
ludo-param-d = بخش 1: عدد تاس (0 = تصادفی)
ludo-param-n = بخش 2: تعداد پرتاب‌ها
ludo-param-q = بخش‌های 3 تا 5: تعداد درخواست‌ها (بخش 3 تا 100000، بخش‌های 4 و 5 تا 1000)
ludo-param-noise = بخش‌های 3 تا 5: درصد درخواست‌های تصادفی به جای درخواست‌های معقولِ بازیکن
ludo-cell-no-cell = بدون خانه
ludo-cell-track = مسیر
ludo-cell-red-start = خانهٔ شروع قرمز
ludo-cell-blue-start = خانهٔ شروع آبی
ludo-cell-green-start = خانهٔ شروع سبز
ludo-cell-yellow-start = خانهٔ شروع زرد
ludo-cell-red-corner = گوشهٔ قرمز
ludo-cell-blue-corner = گوشهٔ آبی
ludo-cell-green-corner = گوشهٔ سبز
ludo-cell-yellow-corner = گوشهٔ زرد
ludo-cell-red-home = خانهٔ پایانیِ قرمز
ludo-cell-blue-home = خانهٔ پایانیِ آبی
ludo-cell-green-home = خانهٔ پایانیِ سبز
ludo-cell-yellow-home = خانهٔ پایانیِ زرد
ludo-cell-die-face = وجه تاس
ludo-cell-pip = خال
ludo-cell-die-of-the-player-to-move = تاسِ بازیکنی که نوبت اوست
ludo-token-red-piece = مهرهٔ قرمز
ludo-token-blue-piece = مهرهٔ آبی
ludo-token-green-piece = مهرهٔ سبز
ludo-token-yellow-piece = مهرهٔ زرد
ludo-mark-move-path = مسیر حرکت
ludo-mark-capture = حذف
ludo-mark-dice = تاس
ludo-mark-destination = مقصد

## رنگ‌ها و مهره‌ها

ludo-red = قرمز
ludo-blue = آبی
ludo-green = سبز
ludo-yellow = زرد
ludo-a-piece = یک مهره
ludo-no-dice = هیچ

## خواندن ورودی

ludo-die-value = عدد تاس d
ludo-roll-count = تعداد پرتاب‌ها n
ludo-request-count = تعداد درخواست‌ها q
ludo-error-in-part = { $error } در بخش { $part } (گزینهٔ قانون part بخش را انتخاب می‌کند)
ludo-prime = عدد اول { $name }
ludo-name = { $name }
ludo-not-prime = { $name } { $value } عدد اول نیست
ludo-prime-not-below-m = { $name } { $value } باید کمتر از {"\u2066"}m = { $m }{"\u2069"} باشد
ludo-request-of = درخواست { $number } از { $count }
ludo-needs-argument = { $request } در همان سطر به { $what } نیاز دارد
ludo-a-step-count = یک تعداد گام s
ludo-step-count = تعداد گام s
ludo-unknown-request = درخواست ناشناختهٔ { $request }: یکی از dice، enter، move یا giveup انتظار می‌رفت
ludo-extra-after-request = ورودی اضافهٔ غیرمنتظرهٔ { $found } بعد از درخواست { $request }
ludo-extra-after-last-request = ورودی اضافهٔ غیرمنتظرهٔ { $found } بعد از آخرین درخواست
ludo-unknown-piece = مهرهٔ ناشناختهٔ { $piece }: مهره‌ها R1..R4، B1..B4، G1..G4 و Y1..Y4 هستند
ludo-piece-not-in-part-3 = مهرهٔ { $piece } در بخش 3 وجود ندارد: فقط قرمز بازی می‌کند (R1..R4)
ludo-endless-sixes = این درخواست dice هرگز تمام نمی‌شود: از {"\u2066"}X = { $x }{"\u2069"} به بعد تاس ({"\u2066"}A = { $a }{"\u2069"}، {"\u2066"}B = { $b }{"\u2069"}، {"\u2066"}m = { $m }{"\u2069"}) همیشه 6 می‌آورد

## پیشنهاد بخشی که ورودی با آن خوانده می‌شود

ludo-input-part-1 = ورودی بخش 1 (یک عدد تاس d)
ludo-input-part-2 = ورودی بخش 2 (A B m و تعداد پرتاب‌ها n)
ludo-input-part-3 = ورودی بخش 3 (یک بازیکن، q ≤ 100 000)
ludo-input-parts-4-5 = ورودی بخش 4 یا 5 (چهار بازیکن، q ≤ 1000)
ludo-offer-part = این ورودی به شکل { $input } خوانده می‌شود: با {"\u2066"}part = { $part }{"\u2069"} اجرا شود؟
ludo-offer-part-3-lone-red = فقط مهره‌های قرمز نام برده شده‌اند، و وقتی چهار بازیکن به نوبت بازی کنند { $times } بار به قرمز گفته می‌شود "it is not your turn". { $offer }

## بخش 1: وجه تاس

ludo-die-face = وجه تاس { $face }
ludo-face-pips = وجه { $face } تعداد { $pips } خال دارد و به صورت 5 سطرِ 5 نویسه‌ای چاپ می‌شود

## بخش 2: پرتاب‌های تاس LCG

ludo-before-first-roll = پیش از نخستین پرتاب
ludo-no-roll-caption = {"\u2066"}A = { $a }{"\u2069"}، {"\u2066"}B = { $b }{"\u2069"}، {"\u2066"}m = { $m }{"\u2069"} · هنوز تاسی انداخته نشده
ludo-die-rule = {"\u2066"}X₁ = B = { $b }{"\u2069"}؛ سپس {"\u2066"}X_k = ({ $a }·X_(k−1) + { $b }) mod { $m }{"\u2069"}، و عدد تاس = {"\u2066"}X mod 6 + 1{"\u2069"}
ludo-first-state = {"\u2066"}X₁ = B = { $b }{"\u2069"}
    .figure = حالت نخست {"\u2066"}X₁ = B = { $b }{"\u2069"} است، پس تاس {"\u2066"}{ $b } mod 6 + 1 = { $face }{"\u2069"} را نشان می‌دهد.
ludo-next-state = رابطهٔ بازگشتی: {"\u2066"}X_{ $number } = ({ $a }·{ $previous } + { $b }) mod { $m } = { $x }{"\u2069"}
    .figure = حالت بعدی {"\u2066"}X_{ $number } = ({ $a }·{ $previous } + { $b }) mod { $m } = { $x }{"\u2069"} است، پس تاس {"\u2066"}{ $x } mod 6 + 1 = { $face }{"\u2069"} را نشان می‌دهد.
ludo-face-formula = عدد تاس = {"\u2066"}{ $x } mod 6 + 1 = { $face }{"\u2069"}
ludo-roll-caption = پرتاب { $number } از { $count } · {"\u2066"}X = { $x }{"\u2069"} · تاس { $face }
ludo-roll-title = پرتاب { $number }: { $face }

## بخش‌های 3 تا 5: درخواست‌ها

ludo-start = شروع
ludo-start-requests = { $count } درخواست؛ تاس {"\u2066"}A = { $a }{"\u2069"}، {"\u2066"}B = { $b }{"\u2069"}، {"\u2066"}m = { $m }{"\u2069"}
ludo-red-alone = قرمز تنها بازی می‌کند
ludo-four-players = قرمز، آبی، سبز و زرد به نوبت بازی می‌کنند؛ قرمز شروع می‌کند
ludo-request-title = { $number }. { $request }
ludo-your-request = درخواست { $number } شما
ludo-caption = { $counter } · نوبت { $player } · تاس‌های استفاده‌نشده: { $dice }
ludo-caption-alone = { $counter } · تاس‌های استفاده‌نشده: { $dice }
ludo-rolls = { $player } تاس انداخت: { $faces }
    .figure = بازیکن { $player } تاس می‌اندازد: { $faces }.
ludo-six-rolls-again = هر 6 یک پرتاب دیگر به همراه دارد
ludo-unused-dice = تاس‌های استفاده‌نشده: { $dice }
ludo-roll-refused = { $player } تا وقتی تاس استفاده‌نشده دارد ({ $dice }) نمی‌تواند دوباره تاس بیندازد
    .figure = بازیکن { $player } تا وقتی تاس استفاده‌نشده دارد ({ $dice }) نمی‌تواند دوباره تاس بیندازد.
ludo-enters = { $player } یک 6 را خرج می‌کند تا { $piece } را وارد خانهٔ شروعش، خانهٔ { $cell }، کند
    .figure = بازیکن { $player } یک 6 را خرج می‌کند تا { $piece } را به خانهٔ شروعش، خانهٔ { $cell }، بیاورد.
ludo-moves = { $piece } از خانهٔ { $from } { $steps } خانه جلو می‌رود و به خانهٔ { $to } می‌رسد
    .figure = { $piece } { $steps } خانه از خانهٔ { $from } تا خانهٔ { $to } جلو می‌رود.
ludo-moves-home-column = { $event } (ستون پایانی)
ludo-captured = { $piece } روی خانهٔ { $cell } حذف می‌شود و به خانهٔ گوشهٔ { $corner } برمی‌گردد
    .figure = { $piece } روی خانهٔ { $cell } زده می‌شود و به خانهٔ گوشه‌اش، { $corner }، برمی‌گردد.
ludo-refused = { $request }: { $reply } ({ $why })
    .figure = داور «{ $request }» را نمی‌پذیرد و پاسخ می‌دهد «{ $reply }»: { $why }.
ludo-gives-up-dice = { $player } از تاس‌های استفاده‌نشده صرف نظر می‌کند ({ $dice })
    .figure = بازیکن { $player } از تاس‌های استفاده‌نشده ({ $dice }) صرف نظر می‌کند.
ludo-gives-up-unrolled = { $player } بدون انداختن تاس صرف نظر می‌کند
    .figure = بازیکن { $player } بدون انداختن تاس صرف نظر می‌کند.
ludo-giveup-ignored = { $player } هنوز تاس نینداخته است: این giveup چیزی را تغییر نمی‌دهد (giveup_passes=after_roll)
    .figure = بازیکن { $player } هنوز تاس نینداخته است، پس صرف نظر کردن چیزی را تغییر نمی‌دهد.
ludo-turn = نوبت { $player }
ludo-prints-line = «{ $line }» را چاپ می‌کند
ludo-prints-board = صفحه را چاپ می‌کند
ludo-judge-line = { $line }

## چرا داور درخواستی را رد می‌کند

ludo-why-not-your-turn = { $piece } مهرهٔ { $owner } است اما نوبت { $player } است
ludo-why-already-in = { $piece } همین حالا روی خانهٔ { $cell } است
ludo-why-need-six = هیچ 6 استفاده‌نشده‌ای نیست؛ تاس‌های استفاده‌نشده: { $dice }
ludo-why-busy-start = خانهٔ شروعِ { $cell } را { $occupant } اشغال کرده است
ludo-why-invalid-move = هیچ { $steps } استفاده‌نشده‌ای نیست؛ تاس‌های استفاده‌نشده: { $dice }
ludo-why-not-in = { $piece } هنوز در گوشه‌اش است
ludo-why-cannot-move = { $piece } { $at } خانه در مسیرش جلو رفته است؛ { $steps } خانهٔ دیگر از آخرین خانه‌اش می‌گذرد
ludo-why-destination-busy = خانهٔ { $cell } را { $occupant } اشغال کرده است

## صفحه: عددهای کنار تاس هر بازیکن، برچسب‌ها و نشانه‌ها

ludo-mark-rolled = آمد: { $faces }
ludo-mark-unused = استفاده‌نشده: { $dice }
ludo-badge-captured = حذف‌شده
ludo-marker-capture = { $piece } مهرهٔ { $victim } را حذف می‌کند
ludo-marker-end = { $piece } به انتهای مسیر می‌رسد

## درخواست‌های خود شما (بخش‌های 4 و 5)

ludo-to-move = نوبت { $player } · تاس‌های استفاده‌نشده: { $dice }
ludo-option-roll = انداختن تاس
ludo-option-enter = { $piece } وارد خانهٔ { $cell } می‌شود
ludo-option-move = { $piece } { $steps } خانه تا خانهٔ { $cell } می‌رود
ludo-option-capturing = { $request } و { $victim } را حذف می‌کند
ludo-option-giveup = رها کردن
ludo-option-giveup-unrolled = رها کردن (پیش از پرتاب تاس چیزی را تغییر نمی‌دهد)
ludo-not-accepted = { $request } درخواستی نیست که داور اینجا بپذیرد ({ $position })
ludo-input-no-requests = هنوز هیچ درخواستی داده نشده است: ورودی دست‌کم یک درخواست لازم دارد
ludo-input-too-many-requests = { $count } درخواست: ورودی بخش‌های 4 و 5 حداکثر { $max } درخواست را می‌پذیرد

## تولیدکننده

ludo-gen-too-many-requests = پارامتر {"\u2066"}q = { $q }{"\u2069"} در بخش { $part } بیرون از بازهٔ {"\u2066"}1..{ $max }{"\u2069"} است
ludo-gen-endless-sixes = با این عددهای اول، تاس تا ابد 6 می‌آورد

## ردگیری برنامه (trace.rs)

ludo-trace-what-request = شمار درخواست‌های انجام‌شده
ludo-trace-what-roll = شمارهٔ پرتاب
ludo-trace-what-value = یک مقدار
ludo-trace-start = شروع
ludo-trace-request = پس از درخواست { $number }
ludo-trace-roll = پرتاب { $number }
ludo-trace-piece-name = { $found } مهره‌ای از این بازی نیست (R1…R4 و با چهار بازیکن B، G و Y)
ludo-trace-colour-letter = { $found } بازیکن نیست: { $letters }
ludo-trace-piece-cell = خانهٔ { $piece }
ludo-trace-dice = تاس‌های استفاده‌نشده
ludo-trace-turn = بازیکنی که نوبت اوست
ludo-trace-x = X مولد تاس
ludo-trace-value = عدد تاس
ludo-trace-board-line = سطر { $row } صفحه
ludo-trace-board-cell = سطر { $row } صفحه، جایگاه { $position }

## نام بستهٔ مسئله (boardlab package)

ludo-problem-name = { $title }، بخش { $part }
