# پیام‌های مشترک: خطاهای ورودی، کاوش، تصویرها و خط فرمان. پیام‌های هر بازی در
# src/games/<game>/messages/ است. عددها در همهٔ زبان‌ها با رقم‌های لاتین نوشته می‌شوند.

# فهرستی از بندها را به هم می‌پیوندد.
list-separator = {"؛ "}

## خطاهای ورودی (src/text.rs، src/lib.rs)

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
error-no-editor = { $game } ویرایشگر صفحه ندارد
error-unknown-param = { $game } پارامتر مولدی به نام { $name } ندارد؛ پارامترها: { $known }
error-param-range = پارامتر {"\u2066"}{ $name } = { $value }{"\u2069"} عدد صحیحی در بازهٔ {"\u2066"}{ $min }..{ $max }{"\u2069"} نیست

## کاوش (src/explore.rs)

explore-too-many-moves = یک شاخه حداکثر { $max } حرکت از حرکت‌های شما را نگه می‌دارد
explore-nobody-moves = در این گام کسی حرکت نمی‌کند
explore-your-moves = حرکت‌های شما

## تصویرها (src/figure)

figure-step-title = { $title } (گام { $number } از { $count })
