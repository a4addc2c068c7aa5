//! What the statements' writing systems need from every judge's tool. Chinese has no spaces
//! between words, so a line break in the Markdown source must not become one. Persian runs right
//! to left with its numbers, Latin words and formulas left to right inside it: each run is
//! isolated with Unicode's marks (LRI … PDI), and each block of text is marked right to left
//! (RLI … PDI), which a browser follows even where the page sets no direction (problemtools'
//! HTML cannot). The LaTeX the judges typeset with LuaLaTeX gets its fonts (Chinese and Persian
//! ones with Latin Modern as a fallback, so any text sets), the marks as TeX groups of that
//! direction, and line breaks between Chinese characters.

use boardlab::i18n::Lang;
use pulldown_cmark::{Event, Options, Parser, Tag, TagEnd};

/// Left-to-right isolate, right-to-left isolate, first-strong isolate, pop directional isolate.
const LRI: char = '\u{2066}';
const RLI: char = '\u{2067}';
const FSI: char = '\u{2068}';
const PDI: char = '\u{2069}';

/// Whether `c` is a Chinese character or CJK punctuation (full-width forms included).
pub fn is_cjk(c: char) -> bool {
    matches!(c, '\u{2E80}'..='\u{9FFF}' | '\u{F900}'..='\u{FAFF}' | '\u{FF00}'..='\u{FFEF}')
}

/// Whether `c` is written right to left (Arabic script).
fn is_rtl(c: char) -> bool {
    matches!(c, '\u{0590}'..='\u{08FF}' | '\u{FB1D}'..='\u{FDFF}' | '\u{FE70}'..='\u{FEFF}')
}

/// Whether `c` starts or ends a left-to-right run: any digit (Persian ones too: a number reads
/// left to right), or a letter of a left-to-right script (Latin, Chinese).
fn is_ltr(c: char) -> bool {
    c.is_numeric() || (c.is_alphabetic() && !is_rtl(c))
}

/// A title in its language's own words, and what it leaves out: the original's Chinese title in
/// brackets after a title in another language ("Texas match-3 (德州消消乐)"), which a judge's
/// English or Persian fonts cannot set.
pub fn own_words(title: &str) -> (String, Option<String>) {
    let Some(open) = title.rfind(" (") else {
        return (title.to_string(), None);
    };
    let original = title[open + 2..].trim_end_matches(')');
    if title.ends_with(')') && original.chars().all(is_cjk) {
        (title[..open].to_string(), Some(original.to_string()))
    } else {
        (title.to_string(), None)
    }
}

fn parser(markdown: &str) -> Parser<'_> {
    let options =
        Options::ENABLE_MATH | Options::ENABLE_TABLES | Options::ENABLE_HEADING_ATTRIBUTES;
    Parser::new_ext(markdown, options)
}

/// The statement's Markdown as every format writes it in `lang`: Chinese lines joined where the
/// source breaks them, Persian with its direction marked.
pub fn prepare(markdown: &str, lang: Lang) -> String {
    let joined = join_cjk_lines(markdown);
    match lang {
        Lang::Fa => mark_directions(&joined),
        _ => joined,
    }
}

/// The Markdown without the line breaks (and the next line's indentation) that follow a Chinese
/// character: a browser or TeX would show each as a space.
fn join_cjk_lines(markdown: &str) -> String {
    let mut out = String::new();
    let mut copied = 0;
    for (event, range) in parser(markdown).into_offset_iter() {
        let after_cjk = markdown[..range.start]
            .chars()
            .next_back()
            .is_some_and(is_cjk);
        if event == Event::SoftBreak && after_cjk {
            out.push_str(&markdown[copied..range.start]);
            let rest = &markdown[range.end..];
            copied = range.end + (rest.len() - rest.trim_start_matches([' ', '\t']).len());
        }
    }
    out.push_str(&markdown[copied..]);
    out
}

/// Where each mark goes: (byte offset, mark), in the order they are inserted.
type Marks = Vec<(usize, char)>;

/// Persian Markdown with each block's text between RLI and PDI, and inside it each formula,
/// code span and run of digits or Latin letters between LRI and PDI. A block that is only an
/// image, and a code block, are left alone.
fn mark_directions(markdown: &str) -> String {
    let mut marks: Marks = Vec::new();
    // The inline text of the block being read: where it starts and ends, and whether it is
    // only an image.
    let mut block: Option<(usize, usize, bool)> = None;
    // Inside an image (its text is its description) or a code block (read as it is).
    let mut skipped = false;
    for (event, range) in parser(markdown).into_offset_iter() {
        match &event {
            Event::Start(Tag::Paragraph | Tag::Heading { .. } | Tag::Item | Tag::TableCell)
            | Event::End(
                TagEnd::Paragraph | TagEnd::Heading(_) | TagEnd::Item | TagEnd::TableCell,
            )
            | Event::Start(Tag::List(_) | Tag::CodeBlock(_)) => close(&mut block, &mut marks),
            _ => {}
        }
        let inline = match &event {
            Event::Start(Tag::Image { .. }) => {
                skipped = true;
                block.get_or_insert((range.start, range.end, true));
                continue;
            }
            Event::Start(Tag::CodeBlock(_)) => {
                skipped = true;
                continue;
            }
            Event::End(TagEnd::Image | TagEnd::CodeBlock) => {
                skipped = false;
                continue;
            }
            _ if skipped => continue,
            Event::Text(_) => {
                marks.extend(ltr_runs(&markdown[range.clone()], range.start));
                true
            }
            Event::Code(_) | Event::InlineMath(_) => {
                marks.push((range.start, LRI));
                marks.push((range.end, PDI));
                true
            }
            Event::Start(Tag::Emphasis | Tag::Strong | Tag::Link { .. })
            | Event::End(TagEnd::Emphasis | TagEnd::Strong | TagEnd::Link)
            | Event::SoftBreak
            | Event::HardBreak => true,
            _ => false,
        };
        if inline {
            let (_, end, only_image) = block.get_or_insert((range.start, range.end, false));
            *end = (*end).max(range.end);
            *only_image = false;
        }
    }
    close(&mut block, &mut marks);
    insert(markdown, marks)
}

/// A block's marks: RLI before its text's, PDI after, unless it is only an image.
fn close(block: &mut Option<(usize, usize, bool)>, marks: &mut Marks) {
    if let Some((start, end, false)) = block.take() {
        let at = marks.partition_point(|&(offset, _)| offset < start);
        marks.insert(at, (start, RLI));
        marks.push((end, PDI));
    }
}

/// `text` with each mark inserted at its offset.
fn insert(text: &str, marks: Marks) -> String {
    let mut out = String::new();
    let mut copied = 0;
    for (offset, mark) in marks {
        out.push_str(&text[copied..offset]);
        out.push(mark);
        copied = offset;
    }
    out.push_str(&text[copied..]);
    out
}

/// The left-to-right runs of `text` (at byte `offset` of the Markdown): from a digit or Latin
/// letter (or a bracket just before it) to the last one (or its closing bracket) before Persian
/// text or the line's end.
fn ltr_runs(text: &str, offset: usize) -> Marks {
    let mut marks = Vec::new();
    // The run being read: where it starts and ends, and whether it starts with a bracket.
    let mut run: Option<(usize, usize, bool)> = None;
    let mut end_run = |run: &mut Option<(usize, usize, bool)>| {
        if let Some((start, end, _)) = run.take() {
            marks.extend([(offset + start, LRI), (offset + end, PDI)]);
        }
    };
    for (index, c) in text.char_indices() {
        match run {
            _ if is_rtl(c) && !c.is_numeric() || c == '\n' => end_run(&mut run),
            Some((start, _, bracket)) if is_ltr(c) || c == ')' && bracket => {
                run = Some((start, index + c.len_utf8(), bracket))
            }
            None if is_ltr(c) => {
                let bracket = text[..index].ends_with('(');
                run = Some((index - usize::from(bracket), index + c.len_utf8(), bracket));
            }
            _ => {}
        }
    }
    end_run(&mut run);
    marks
}

/// Persian text for LuaLaTeX, which sets a bracket's glyph as it is whatever the direction:
/// brackets outside left-to-right isolates swapped, so that they open towards the text they
/// enclose. `ltr` is the stack of open isolates (true: left to right), kept from one piece of
/// text to the next.
pub fn mirror_brackets(text: &str, ltr: &mut Vec<bool>) -> String {
    let mut out = String::new();
    for c in text.chars() {
        match c {
            LRI => ltr.push(true),
            RLI | FSI => ltr.push(false),
            PDI => drop(ltr.pop()),
            _ => {}
        }
        let rtl = !ltr.last().copied().unwrap_or(false);
        out.push(match c {
            '(' if rtl => ')',
            ')' if rtl => '(',
            '[' if rtl => ']',
            ']' if rtl => '[',
            _ => c,
        });
    }
    out
}

/// `text` up to the first `separator` outside Unicode's isolates.
pub fn first_part<'a>(text: &'a str, separator: &str) -> &'a str {
    let mut depth = 0;
    for (index, c) in text.char_indices() {
        match c {
            LRI | RLI | FSI => depth += 1,
            PDI => depth -= 1,
            _ if depth == 0 && text[index..].starts_with(separator) => return &text[..index],
            _ => {}
        }
    }
    text
}

/// A font for LuaLaTeX: its name as luaotfload finds it, and its script's OpenType tag.
struct Font {
    regular: &'static str,
    bold: &'static str,
    script: &'static str,
}

/// The serif (main) and sans-serif (headings) fonts of `lang`'s text, each with the others of
/// its kind as fallbacks for the characters it lacks (Persian fonts have no Latin letters, an
/// English statement names a Chinese original).
fn fonts(lang: Lang) -> [Vec<Font>; 2] {
    let font = |regular, bold, script| Font {
        regular,
        bold,
        script,
    };
    let mut serif = vec![
        font(
            "file:lmroman10-regular.otf",
            "file:lmroman10-bold.otf",
            "latn",
        ),
        font("Noto Serif CJK SC", "Noto Serif CJK SC/B", "hani"),
        // Not Noto Naskh Arabic: it has no hyphen, and a hyphen, which TeX sets apart from other
        // characters, never comes from a fallback font.
        font("Noto Sans Arabic", "Noto Sans Arabic/B", "arab"),
    ];
    let mut sans = vec![
        font(
            "file:lmsans10-regular.otf",
            "file:lmsans10-bold.otf",
            "latn",
        ),
        font("Noto Sans CJK SC", "Noto Sans CJK SC/B", "hani"),
        font("Noto Sans Arabic", "Noto Sans Arabic/B", "arab"),
    ];
    let first = match lang {
        Lang::En => 0,
        Lang::ZhCn => 1,
        Lang::Fa => 2,
    };
    serif.swap(0, first);
    sans.swap(0, first);
    [serif, sans]
}

/// The serif and sans-serif fonts every list ends with (Noto Serif and Noto Sans).
const LAST_FALLBACK: [&str; 2] = ["Serif", "Sans"];

/// Lua that lets a line break between two Chinese characters (TeX breaks only at spaces), but
/// not before closing or after opening punctuation; installed once.
const CJK_BREAKS: &str = r#"\directlua{
if not luatexbase.in_callback("pre_linebreak_filter", "boardlab.cjk") then
  local glyph = node.id("glyph")
  local closing = {[0xFF0C]=1, [0x3002]=1, [0x3001]=1, [0xFF1B]=1, [0xFF1A]=1, [0xFF1F]=1, [0xFF01]=1, [0xFF09]=1, [0x300B]=1, [0x300D]=1}
  local opening = {[0xFF08]=1, [0x300A]=1, [0x300C]=1}
  local function wide(n) return n and n.id == glyph and n.char >= 0x2E80 and n.char <= 0xFFEF end
  luatexbase.add_to_callback("pre_linebreak_filter", function(head)
    for n in node.traverse_id(glyph, head) do
      local after = n.next
      if wide(n) and wide(after) and not opening[n.char] and not closing[after.char] then
        local space = node.new("glue")
        node.setglue(space, 0, 65536, 0)
        head = node.insert_after(head, n, space)
      end
    end
    return head
  end, "boardlab.cjk")
end}
"#;

/// The LaTeX a statement in `lang` starts with, before `\problemname`: for LuaLaTeX (with which
/// problemtools typesets, and `bt pdf --tex-command lualatex`) its fonts, the direction marks as
/// groups and, for Chinese, line breaks between characters; nothing for another TeX or plasTeX
/// (problemtools' HTML), which keep the marks as text.
pub fn latex_setup(lang: Lang) -> String {
    let mut tex = String::from(
        "% Typeset with LuaLaTeX (problemtools does; BAPCtools: bt pdf --tex-command lualatex,\n\
         % with statement/lang/ copied to the contest's folder).\n\
         \\ifdefined\\directlua\n",
    );
    tex.push_str(&latex_fonts(lang));
    tex.push_str(&latex_font_defaults(lang));
    tex.push_str(
        "\\catcode\"2066=13 \\catcode\"2067=13 \\catcode\"2068=13 \\catcode\"2069=13\n\
         \\def^^^^2066{\\begingroup\\textdir TLT}\\def^^^^2067{\\begingroup\\textdir TRT}\n\
         \\def^^^^2068{\\begingroup}\\def^^^^2069{\\endgroup}\n",
    );
    // BAPCtools' class has its samples converted to Latin-1 through inputenc, which refuses to
    // work under LuaLaTeX (whose input is UTF-8 already).
    tex.push_str("\\def\\inputencoding#1{}\n");
    if lang == Lang::ZhCn {
        tex.push_str(CJK_BREAKS);
    }
    tex.push_str("\\fi\n");
    tex
}

/// The name of `lang`'s font family of a kind (`rm`, `sf`) in LaTeX.
fn family(kind: &str, lang: Lang) -> String {
    format!("boardlab{kind}{}", lang.code().replace('-', ""))
}

/// LaTeX that declares `lang`'s serif and sans-serif font families, each with its fallbacks.
fn latex_fonts(lang: Lang) -> String {
    let mut tex = String::new();
    for (kind, fonts) in ["rm", "sf"].iter().zip(fonts(lang)) {
        let family = family(kind, lang);
        let spec = |font: &Font, name: &str| format!("{name}:mode=node;script={};", font.script);
        let mut fallbacks: Vec<String> = fonts[1..]
            .iter()
            .map(|font| format!("\"{}\"", spec(font, font.regular)))
            .collect();
        // Last, for the symbols none of them has (subscript digits).
        fallbacks.push(format!(
            "\"Noto {}:mode=node;\"",
            LAST_FALLBACK[usize::from(*kind == "sf")]
        ));
        tex.push_str(&format!(
            "\\directlua{{luaotfload.add_fallback(\"{family}\", {{{}}})}}\n\
             \\DeclareFontFamily{{TU}}{{{family}}}{{}}\n\
             \\DeclareFontShape{{TU}}{{{family}}}{{m}}{{n}}{{<-> \"{}fallback={family}\"}}{{}}\n\
             \\DeclareFontShape{{TU}}{{{family}}}{{b}}{{n}}{{<-> \"{}fallback={family}\"}}{{}}\n\
             \\DeclareFontShape{{TU}}{{{family}}}{{bx}}{{n}}{{<-> ssub * {family}/b/n}}{{}}\n\
             \\DeclareFontShape{{TU}}{{{family}}}{{m}}{{it}}{{<-> ssub * {family}/m/n}}{{}}\n",
            fallbacks.join(", "),
            spec(&fonts[0], fonts[0].regular),
            spec(&fonts[0], fonts[0].bold),
        ));
    }
    tex
}

/// LaTeX that makes `lang`'s font families the main and sans-serif ones.
fn latex_font_defaults(lang: Lang) -> String {
    format!(
        "\\renewcommand\\encodingdefault{{TU}}\\renewcommand\\rmdefault{{{}}}\
         \\renewcommand\\sfdefault{{{}}}\\normalfont\n",
        family("rm", lang),
        family("sf", lang)
    )
}

/// BAPCtools' words for the parts of a problem it typesets, by its command names (its
/// `lang/en.tex`), in Chinese and Persian, which it has no file for.
const BAPCTOOLS_WORDS: [(&str, &str, &str); 23] = [
    ("blank", "此页有意留空。", "این صفحه عمداً خالی مانده است."),
    ("timelimitmissing", "缺少时间限制", "محدودیت زمان نیامده"),
    ("problemname", "题目名称", "نام مسئله"),
    ("problemauthor", "题目作者", "نویسندهٔ مسئله"),
    ("problems", "题目", "مسئله‌ها"),
    ("timelimit", "时间限制", "محدودیت زمان"),
    ("problem", "题目", "مسئله"),
    ("inputsample", "样例输入", "ورودی نمونه"),
    ("outputsample", "样例输出", "خروجی نمونه"),
    ("samplecase", "样例", "نمونه"),
    ("interaction", "交互", "تعامل"),
    ("pass", "轮次", "دور"),
    ("explanation", "样例说明", "توضیح نمونه‌ها"),
    ("sample", "样例", "نمونه"),
    ("input", "输入格式", "ورودی"),
    ("output", "输出格式", "خروجی"),
    ("read", "读入", "بخوان"),
    ("sampleinteraction", "交互样例", "تعامل نمونه"),
    ("write", "输出", "بنویس"),
    ("statistics", "统计", "آمار"),
    ("submissions", "提交", "ارسال‌ها"),
    ("accepted", "通过", "پذیرفته"),
    ("unknown", "未知", "نامعلوم"),
];

/// BAPCtools' translation file for `lang` (`lang/<code>.tex`, which it looks for in the
/// contest's folder when it has none of its own), for LuaLaTeX: its words, and `lang`'s fonts
/// for the pages around the statements (declared in the preamble: inside `\AtBeginDocument`
/// luaotfload cannot load their bold faces). Babel stays English: its Persian needs an option
/// BAPCtools' class cannot pass, and the statements set their direction themselves.
pub fn bapctools_lang(lang: Lang) -> Option<String> {
    let words = BAPCTOOLS_WORDS.iter().map(|&(name, zh, fa)| match lang {
        Lang::ZhCn => Some((name, zh.to_string())),
        // Set right to left where the page runs left to right (the samples' headings).
        Lang::Fa => Some((name, format!("{{\\textdir TRT {fa}}}"))),
        Lang::En => None,
    });
    let mut tex = format!(
        "% BAPCtools' words in {}, written by BoardLab; for LuaLaTeX (bt pdf --tex-command lualatex).\n\
         \\newcommand{{\\langbabel}}{{english}}\n",
        lang.code()
    );
    for (name, text) in words.collect::<Option<Vec<_>>>()? {
        tex.push_str(&format!("\\newcommand{{\\lang{name}}}{{{text}}}\n"));
    }
    // The class chooses its fonts after this file: these become the defaults at the start.
    tex.push_str(&latex_fonts(lang));
    tex.push_str(&format!(
        "\\AtBeginDocument{{{}}}",
        latex_font_defaults(lang)
    ));
    Some(tex)
}

/// The LaTeX that starts a statement's text in `lang`, after `\problemname` (whose lines the
/// judge's class writes in English): right to left for Persian.
pub fn latex_text_start(lang: Lang) -> &'static str {
    match lang {
        Lang::Fa => "\\ifdefined\\directlua\\pardir TRT\\textdir TRT\\fi\n",
        _ => "",
    }
}

/// The LaTeX a statement in `lang` ends with: left to right again for the samples the judge's
/// class appends.
pub fn latex_end(lang: Lang) -> &'static str {
    match lang {
        Lang::Fa => "\\ifdefined\\directlua\\pardir TLT\\textdir TLT\\fi\n",
        _ => "",
    }
}

/// What BAPCtools' name (`\problemyamlname`) needs in `lang`: Persian marked right to left.
pub fn bapctools_name(lang: Lang) -> &'static str {
    match lang {
        Lang::Fa => {
            "\\ifdefined\\directlua\\let\\boardlabname\\problemyamlname\n\
                     \\def\\problemyamlname{^^^^2067\\boardlabname^^^^2069}\\fi\n"
        }
        _ => "",
    }
}

/// A name as LaTeX's `\problemname` takes it in `lang`: Persian marked right to left, as the
/// class sets the title left to right.
pub fn latex_name(name: &str, lang: Lang) -> String {
    match lang {
        Lang::Fa => format!("{RLI}{name}{PDI}"),
        _ => name.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_leave_the_chinese_original_out() {
        assert_eq!(
            own_words("Texas match-3 (德州消消乐)"),
            ("Texas match-3".to_string(), Some("德州消消乐".to_string()))
        );
        assert_eq!(
            own_words("技能棋（组合数问题）"),
            ("技能棋（组合数问题）".to_string(), None)
        );
        assert_eq!(
            own_words("Mench (Ludo) project"),
            ("Mench (Ludo) project".to_string(), None)
        );
    }

    #[test]
    fn a_part_ends_outside_isolates() {
        let text = "a \u{2068}b | c\u{2069} | d";
        assert_eq!(first_part(text, " | "), "a \u{2068}b | c\u{2069}");
    }

    #[test]
    fn chinese_lines_join_without_a_space() {
        let text = "原来\n  压在它上面的方块。Then\nmore.\n\n- 被标记的\n  方块\n";
        assert_eq!(
            join_cjk_lines(text),
            "原来压在它上面的方块。Then\nmore.\n\n- 被标记的方块\n"
        );
    }

    #[test]
    fn persian_isolates_numbers_and_formulas() {
        let text = "```\n41.42\n```\n\n## خروجی {#output}\n\nاگر $1 \\le n \\le 5$ باشد، خانهٔ (0, 0) و `x y` و ۱۰ 德州.\n\n![شکل](f.png)\n";
        assert_eq!(
            mark_directions(text),
            "```\n41.42\n```\n\n## \u{2067}خروجی\u{2069} {#output}\n\n\u{2067}اگر \u{2066}$1 \\le n \\le 5$\u{2069} باشد، خانهٔ \u{2066}(0, 0)\u{2069} و \u{2066}`x y`\u{2069} و \u{2066}۱۰ 德州\u{2069}.\u{2069}\n\n![شکل](f.png)\n"
        );
    }
}
