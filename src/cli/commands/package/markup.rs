//! The statements' Markdown (CommonMark with `$…$` math, tables and heading ids) as the LaTeX
//! that problemtools' legacy classes and BAPCtools typeset, and as the HTML that DOMjudge shows.
//! The headings with the ids `input` and `output` are the statement's input and output sections.

use super::script;
use super::statement::Statement;
use boardlab::i18n::Lang;
use pulldown_cmark::{Alignment, Event, HeadingLevel, Options, Parser, Tag, TagEnd};

/// How the LaTeX marks the input and output sections.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sections {
    /// `\section*{Input}` (problemtools' legacy classes).
    Starred,
    /// `\begin{Input}` … `\end{Input}` (BAPCtools).
    Environments,
}

fn parser(markdown: &str) -> Parser<'_> {
    let options =
        Options::ENABLE_MATH | Options::ENABLE_TABLES | Options::ENABLE_HEADING_ATTRIBUTES;
    Parser::new_ext(markdown, options)
}

/// The Markdown with heading ids left out, for a judge that reads Markdown, with the LaTeX that
/// sets it up for LuaLaTeX (problemtools' PDF, through pandoc, which leaves it out of HTML).
pub fn plain_markdown(markdown: &str, lang: Lang) -> String {
    let lines = markdown.lines().map(|line| match line.strip_prefix('#') {
        Some(_) => line.split(" {#").next().unwrap_or(line),
        None => line,
    });
    let raw = |tex: &str| format!("```{{=latex}}\n{tex}```\n");
    let setup = script::latex_setup(lang) + script::latex_text_start(lang);
    let mut text = raw(&setup) + "\n";
    text.push_str(&(lines.collect::<Vec<_>>().join("\n") + "\n"));
    let end = script::latex_end(lang);
    if !end.is_empty() {
        text.push_str(&format!("\n{}", raw(end)));
    }
    text
}

/// Text as LaTeX typesets it literally.
fn tex_escape(text: &str) -> String {
    let mut out = String::new();
    for c in text.chars() {
        match c {
            '\\' => out.push_str("\\textbackslash{}"),
            '{' | '}' | '$' | '&' | '#' | '_' | '%' => {
                out.push('\\');
                out.push(c);
            }
            '^' => out.push_str("\\textasciicircum{}"),
            '~' => out.push_str("\\textasciitilde{}"),
            _ => out.push(c),
        }
    }
    out
}

/// A statement as LaTeX: its set-up for its writing system, `\problemname{name}` and the body.
/// Figures are centred, at most a third of the page high.
pub fn latex(statement: &Statement, sections: Sections) -> String {
    let mut out = script::latex_setup(statement.lang);
    match sections {
        Sections::Starred => {
            let name = script::latex_name(&statement.name, statement.lang);
            out.push_str(&format!("\\problemname{{{}}}\n\n", tex_escape(&name)));
        }
        // BAPCtools sets problem.yaml's name, which it warns the statement should not repeat.
        Sections::Environments => {
            out.push_str(script::bapctools_name(statement.lang));
            out.push_str("\\problemname{}\n\n");
        }
    }
    out.push_str(script::latex_text_start(statement.lang));
    out.push_str(&latex_body(
        &statement.markdown,
        sections,
        statement.lang == Lang::Fa,
    ));
    out.push_str(script::latex_end(statement.lang));
    out
}

/// The body of a statement as LaTeX, its brackets mirrored where it runs right to left
/// (`script::mirror_brackets`).
fn latex_body(markdown: &str, sections: Sections, right_to_left: bool) -> String {
    let mut out = String::new();
    let mut isolates = Vec::new();
    let mut code = false;
    let mut text = |text: &str| match right_to_left {
        true => tex_escape(&script::mirror_brackets(text, &mut isolates)),
        false => tex_escape(text),
    };
    // The section whose environment is open, and a heading being read.
    let mut open: Option<&'static str> = None;
    let mut heading: Option<(HeadingLevel, Option<String>, String)> = None;
    let mut cell = 0;
    let mut image: Option<String> = None;
    for event in parser(markdown) {
        if let Some((_, _, title)) = &mut heading {
            match event {
                Event::End(TagEnd::Heading(_)) => {}
                Event::Text(t) | Event::Code(t) => {
                    title.push_str(&text(&t));
                    continue;
                }
                Event::InlineMath(t) => {
                    title.push_str(&format!("${t}$"));
                    continue;
                }
                _ => continue,
            }
        }
        match event {
            Event::Start(Tag::Heading { level, id, .. }) => {
                heading = Some((level, id.map(|id| id.to_string()), String::new()));
            }
            Event::End(TagEnd::Heading(_)) => {
                let (level, id, text) = heading.take().expect("a heading was started");
                if let Some(section) = open.take() {
                    out.push_str(&format!("\\end{{{section}}}\n\n"));
                }
                let section = match id.as_deref() {
                    Some("input") => Some("Input"),
                    Some("output") => Some("Output"),
                    _ => None,
                };
                match (section, sections) {
                    (Some(section), Sections::Environments) => {
                        out.push_str(&format!("\\begin{{{section}}}\n"));
                        open = Some(section);
                    }
                    _ if level <= HeadingLevel::H2 => {
                        out.push_str(&format!("\\section*{{{text}}}\n\n"));
                    }
                    _ => out.push_str(&format!("\\subsection*{{{text}}}\n\n")),
                }
            }
            Event::Start(Tag::Paragraph) => {}
            Event::End(TagEnd::Paragraph) => out.push_str("\n\n"),
            Event::Start(Tag::List(Some(_))) => out.push_str("\\begin{enumerate}\n"),
            Event::Start(Tag::List(None)) => out.push_str("\\begin{itemize}\n"),
            Event::End(TagEnd::List(true)) => out.push_str("\\end{enumerate}\n\n"),
            Event::End(TagEnd::List(false)) => out.push_str("\\end{itemize}\n\n"),
            Event::Start(Tag::Item) => out.push_str("\\item "),
            Event::End(TagEnd::Item) => out.push('\n'),
            Event::Start(Tag::Emphasis) => out.push_str("\\emph{"),
            Event::Start(Tag::Strong) => out.push_str("\\textbf{"),
            Event::End(TagEnd::Emphasis | TagEnd::Strong) => out.push('}'),
            // Left to right in a Persian statement too (a board drawn in text).
            Event::Start(Tag::CodeBlock(_)) => {
                code = true;
                out.push_str(
                    "{\\ifdefined\\directlua\\pardir TLT\\textdir TLT\\fi\n\\begin{verbatim}\n",
                );
            }
            Event::End(TagEnd::CodeBlock) => {
                code = false;
                // On its own line: BAPCtools' verbatim package drops the rest of this one.
                out.push_str("\\end{verbatim}\n}\n\n");
            }
            Event::Start(Tag::Table(alignments)) => {
                let columns: String = alignments
                    .iter()
                    .map(|a| match a {
                        Alignment::Right => 'r',
                        Alignment::Center => 'c',
                        _ => 'l',
                    })
                    .collect();
                out.push_str(&format!(
                    "\\begin{{center}}\n\\begin{{tabular}}{{{columns}}}\n"
                ));
            }
            Event::End(TagEnd::Table) => {
                out.push_str("\\end{tabular}\n\\end{center}\n\n");
            }
            Event::Start(Tag::TableHead | Tag::TableRow) => cell = 0,
            Event::End(TagEnd::TableHead) => out.push_str(" \\\\ \\hline\n"),
            Event::End(TagEnd::TableRow) => out.push_str(" \\\\\n"),
            Event::Start(Tag::TableCell) => {
                if cell > 0 {
                    out.push_str(" & ");
                }
                cell += 1;
            }
            Event::Start(Tag::Image { dest_url, .. }) => image = Some(dest_url.to_string()),
            Event::End(TagEnd::Image) => {
                let file = image.take().expect("an image was started");
                out.push_str(&format!(
                    "\n\\begin{{center}}\n\\includegraphics[width=0.6\\textwidth,height=0.3\\textheight,keepaspectratio]{{{file}}}\n\\end{{center}}\n"
                ));
            }
            Event::Text(text) if image.is_some() => drop(text),
            Event::Text(t) if code => out.push_str(&t),
            Event::Text(t) => out.push_str(&text(&t)),
            Event::Code(code) => out.push_str(&format!("\\texttt{{{}}}", tex_escape(&code))),
            Event::InlineMath(math) => out.push_str(&format!("${math}$")),
            Event::DisplayMath(math) => out.push_str(&format!("\\[{math}\\]")),
            Event::SoftBreak => out.push('\n'),
            Event::HardBreak => out.push_str("\\\\\n"),
            Event::Rule => out.push_str("\\medskip\\hrule\\medskip\n\n"),
            _ => {}
        }
    }
    if let Some(section) = open {
        out.push_str(&format!("\\end{{{section}}}\n"));
    }
    out.trim_end().to_string() + "\n"
}

/// Text as HTML shows it literally.
pub fn html_escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// TeX math as HTML text: the symbols the statements use, indices and powers.
fn math_html(math: &str) -> String {
    const SYMBOLS: [(&str, &str); 12] = [
        ("\\le", "≤"),
        ("\\ge", "≥"),
        ("\\ne", "≠"),
        ("\\cdot", "·"),
        ("\\times", "×"),
        ("\\ldots", "…"),
        ("\\dots", "…"),
        ("\\bmod", "mod"),
        ("\\lfloor", "⌊"),
        ("\\rfloor", "⌋"),
        ("\\,", " "),
        ("\\ ", " "),
    ];
    let mut text = math.to_string();
    for (command, symbol) in SYMBOLS {
        text = text.replace(command, symbol);
    }
    let text = text.replace("\\{", "{").replace("\\}", "}");
    let mut out = String::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        let tag = match c {
            '^' => "sup",
            '_' => "sub",
            _ => {
                out.push_str(&html_escape(&c.to_string()));
                continue;
            }
        };
        let mut group = String::new();
        if chars.peek() == Some(&'{') {
            chars.next();
            for c in chars.by_ref() {
                if c == '}' {
                    break;
                }
                group.push(c);
            }
        } else if let Some(c) = chars.next() {
            group.push(c);
        }
        out.push_str(&format!("<{tag}>{}</{tag}>", html_escape(&group)));
    }
    format!("<i>{}</i>", out.replace(['{', '}'], ""))
}

/// The statement as HTML, `image(file)` giving each image's address (a `data:` URL).
pub fn html(markdown: &str, image: &dyn Fn(&str) -> String) -> String {
    let mut out = String::new();
    let mut in_image = false;
    let mut table_head = false;
    for event in parser(markdown) {
        match event {
            Event::Start(Tag::Heading { level, .. }) => {
                out.push_str(&format!("<{}>", level_tag(level)))
            }
            Event::End(TagEnd::Heading(level)) => {
                out.push_str(&format!("</{}>\n", level_tag(level)))
            }
            Event::Start(Tag::Paragraph) => out.push_str("<p>"),
            Event::End(TagEnd::Paragraph) => out.push_str("</p>\n"),
            Event::Start(Tag::List(Some(_))) => out.push_str("<ol>\n"),
            Event::Start(Tag::List(None)) => out.push_str("<ul>\n"),
            Event::End(TagEnd::List(true)) => out.push_str("</ol>\n"),
            Event::End(TagEnd::List(false)) => out.push_str("</ul>\n"),
            Event::Start(Tag::Item) => out.push_str("<li>"),
            Event::End(TagEnd::Item) => out.push_str("</li>\n"),
            Event::Start(Tag::Emphasis) => out.push_str("<em>"),
            Event::End(TagEnd::Emphasis) => out.push_str("</em>"),
            Event::Start(Tag::Strong) => out.push_str("<strong>"),
            Event::End(TagEnd::Strong) => out.push_str("</strong>"),
            Event::Start(Tag::CodeBlock(_)) => out.push_str("<pre>"),
            Event::End(TagEnd::CodeBlock) => out.push_str("</pre>\n"),
            Event::Start(Tag::Table(_)) => out.push_str("<table>\n"),
            Event::End(TagEnd::Table) => out.push_str("</tbody></table>\n"),
            Event::Start(Tag::TableHead) => {
                out.push_str("<thead><tr>");
                table_head = true;
            }
            Event::End(TagEnd::TableHead) => {
                out.push_str("</tr></thead><tbody>\n");
                table_head = false;
            }
            Event::Start(Tag::TableRow) => out.push_str("<tr>"),
            Event::End(TagEnd::TableRow) => out.push_str("</tr>\n"),
            Event::Start(Tag::TableCell) => out.push_str(if table_head { "<th>" } else { "<td>" }),
            Event::End(TagEnd::TableCell) => {
                out.push_str(if table_head { "</th>" } else { "</td>" })
            }
            Event::Start(Tag::Image { dest_url, .. }) => {
                out.push_str(&format!("<img src=\"{}\" alt=\"", image(&dest_url)));
                in_image = true;
            }
            Event::End(TagEnd::Image) => {
                out.push_str("\">");
                in_image = false;
            }
            Event::Text(text) if in_image => out.push_str(&html_escape(&text)),
            Event::Text(text) => out.push_str(&html_escape(&text)),
            Event::Code(code) => out.push_str(&format!("<code>{}</code>", html_escape(&code))),
            Event::InlineMath(math) => out.push_str(&math_html(&math)),
            Event::DisplayMath(math) => out.push_str(&format!("<p>{}</p>", math_html(&math))),
            Event::SoftBreak => out.push('\n'),
            Event::HardBreak => out.push_str("<br>\n"),
            Event::Rule => out.push_str("<hr>\n"),
            _ => {}
        }
    }
    out
}

fn level_tag(level: HeadingLevel) -> &'static str {
    match level {
        HeadingLevel::H1 => "h2",
        HeadingLevel::H2 => "h3",
        _ => "h4",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const TEXT: &str = "Intro with $1 \\le n \\le 5$ and `x_1`.\n\n## Input {#input}\n\nOne line.\n\n## Output {#output}\n\n- a **b**\n- c\n\n## Notes\n\n![a figure](f.png)\n";

    #[test]
    fn latex_marks_the_input_and_output() {
        let tex = latex_body(TEXT, Sections::Environments, false);
        assert!(
            tex.contains("$1 \\le n \\le 5$ and \\texttt{x\\_1}."),
            "{tex}"
        );
        assert!(
            tex.contains("\\begin{Input}\nOne line.\n\n\\end{Input}"),
            "{tex}"
        );
        assert!(
            tex.contains("\\begin{itemize}\n\\item a \\textbf{b}\n"),
            "{tex}"
        );
        assert!(tex.contains("\\section*{Notes}"), "{tex}");
        assert!(
            tex.contains("\\includegraphics[width=0.6\\textwidth,height=0.3\\textheight,keepaspectratio]{f.png}"),
            "{tex}"
        );
        let tex = latex_body(TEXT, Sections::Starred, false);
        assert!(tex.contains("\\section*{Input}\n\nOne line."), "{tex}");
    }

    #[test]
    fn html_shows_the_math_as_text() {
        let html = html(TEXT, &|file| format!("data:{file}"));
        assert!(html.contains("<i>1 ≤ n ≤ 5</i>"), "{html}");
        assert!(
            html.contains("<img src=\"data:f.png\" alt=\"a figure\">"),
            "{html}"
        );
        assert!(!html.contains("{#"), "{html}");
        assert_eq!(math_html("x_1^{2}"), "<i>x<sub>1</sub><sup>2</sup></i>");
    }
}
