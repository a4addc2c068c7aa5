//! The statement of a package in English, Chinese and Persian: the game's templates
//! (`statements/` in each game's folder) with the first sample's figures, written as the format
//! wants it (Markdown or LaTeX, the figures as PNG beside it), and one HTML page with all three
//! languages, the samples and the figures inside it for DOMjudge, which shows HTML or PDF only.

use super::format::{Format, StatementKind};
use super::markup::{self, html_escape, Sections};
use super::{in_language, languages, script, File, Problem, Test};
use crate::commands::render::figure_svg;
use crate::failure::Failure;
use crate::raster::Rasteriser;
use base64::Engine;
use boardlab::figure::{FigureText, Theme};
use boardlab::i18n::Lang;
use boardlab::Session;

/// A statement in one language: its Markdown (its writing system's marks in,
/// `script::prepare`) and its figures (file name, PNG).
pub struct Statement {
    pub lang: Lang,
    code: &'static str,
    pub name: String,
    pub markdown: String,
    figures: Vec<(String, Vec<u8>)>,
}

/// The statement's files in `format`, and the HTML page DOMjudge shows.
pub fn files(problem: &Problem, samples: &[Test], format: Format) -> Result<Vec<File>, Failure> {
    let statements = statements(problem, samples)?;
    let dir = format.statement_dir();
    let mut files = Vec::new();
    for statement in &statements {
        let text = match format.statement_kind() {
            StatementKind::Markdown => markup::plain_markdown(&statement.markdown, statement.lang),
            StatementKind::LatexSections => markup::latex(statement, Sections::Starred),
            StatementKind::LatexEnvironments => markup::latex(statement, Sections::Environments),
        };
        let extension = match format.statement_kind() {
            StatementKind::Markdown => "md",
            _ => "tex",
        };
        let path = format!("{dir}/problem.{}.{extension}", statement.code);
        files.push(File::text(path, text));
        for (file, png) in &statement.figures {
            files.push(File::bytes(format!("{dir}/{file}"), png.clone()));
        }
    }
    // BAPCtools has no words for Chinese and Persian: the package brings them.
    if format.statement_kind() == StatementKind::LatexEnvironments {
        for statement in &statements {
            if let Some(tex) = script::bapctools_lang(statement.lang) {
                files.push(File::text(
                    format!("{dir}/lang/{}.tex", statement.code),
                    tex,
                ));
            }
        }
    }
    files.push(File::text(
        format.judge_statement(),
        html_page(&statements, samples),
    ));
    Ok(files)
}

/// The template `name` in language `code`, from the games' own.
fn template(name: &str, code: &str) -> Result<&'static str, Failure> {
    let mut statements = boardlab::games().iter().flat_map(|game| game.statements);
    let found = statements.find(|s| s.name == name && s.lang.code() == code);
    found
        .map(|statement| statement.text)
        .ok_or_else(|| Failure {
            message: format!("no {code} statement {name}"),
            status: 1,
        })
}

/// The template `name` in language `code` with its includes expanded.
fn expand(name: &str, code: &str) -> Result<String, Failure> {
    let mut text = template(name, code)?.to_string();
    while let Some(start) = text.find("{{include ") {
        let end = start + text[start..].find("}}").expect("an include ends with }}");
        let included = template(&text[start + "{{include ".len()..end], code)?;
        text.replace_range(start..end + 2, included.trim_end());
    }
    Ok(text)
}

/// The statement's template name: the game's, or its part's for a game whose `part` option
/// selects one of several problems (ludo).
fn statement_key(problem: &Problem) -> String {
    match problem
        .game
        .rules
        .iter()
        .find(|option| option.name == "part")
    {
        Some(_) => format!("{}-part{}", problem.game.id, problem.rules.get("part")),
        None => problem.game.id.to_string(),
    }
}

/// Most steps of one move a statement shows besides the first sample's start and end.
const FIGURES: usize = 3;

/// The steps (from 1) the figures show: the first sample's start, then the steps of its first
/// move, turn or request that takes the most steps (a move, then what falls, is removed and
/// chains), at most `FIGURES` of them, and its end (mayan's board cleared). A step's title names
/// its move before a `:` or ` · `.
fn figure_steps(session: &mut Session) -> Vec<usize> {
    let count = session.step_count();
    let mut groups: Vec<(String, Vec<usize>)> = Vec::new();
    for number in 2..=count.min(40) {
        let title = session.step(number - 1).title.to_string();
        let group = title
            .split([':', '·'])
            .next()
            .unwrap_or("")
            .trim()
            .to_string();
        match groups.last_mut() {
            Some((name, steps)) if *name == group => steps.push(number),
            _ => groups.push((group, vec![number])),
        }
    }
    let richest = groups
        .into_iter()
        .max_by(|a, b| a.1.len().cmp(&b.1.len()).then(b.1[0].cmp(&a.1[0])));
    let mut steps = vec![1];
    match richest {
        Some((_, group)) if group.len() > 1 => steps.extend(group.into_iter().take(FIGURES)),
        // Each move one step (ludo's requests): the first few.
        _ => steps.extend((2..=count).take(FIGURES)),
    }
    if steps.last() != Some(&count) {
        steps.push(count);
    }
    steps
}

/// The words the parts of a statement written here use, in the thread's language.
struct Words {
    figures: &'static str,
    figures_intro: &'static str,
    /// The intro when the sample is one step.
    figure_alone: &'static str,
    samples: &'static str,
    sample: &'static str,
    /// Before the original problem's title, where the name leaves it out.
    original: &'static str,
}

fn words() -> Words {
    match boardlab::i18n::language() {
        Lang::ZhCn => Words {
            figures: "图示",
            figures_intro: "第一个样例的开始、其中一步的过程和最后的局面：",
            figure_alone: "第一个样例：",
            samples: "样例说明",
            sample: "样例",
            original: "原题名",
        },
        Lang::Fa => Words {
            figures: "شکل‌ها",
            figures_intro: "آغاز نمونهٔ نخست، آنچه در یکی از گام‌هایش رخ می‌دهد، و پایان آن:",
            figure_alone: "نمونهٔ نخست:",
            samples: "توضیح نمونه‌ها",
            sample: "نمونه",
            original: "عنوان مسئلهٔ اصلی",
        },
        _ => Words {
            figures: "Figures",
            figures_intro:
                "The first sample at its start, what happens in one of its moves, and its end:",
            figure_alone: "The first sample:",
            samples: "Notes on the samples",
            sample: "Sample",
            original: "The original problem's title",
        },
    }
}

/// The statement in every language (--lang's first), with figures of the first sample's rules at
/// work and the samples' notes.
fn statements(problem: &Problem, samples: &[Test]) -> Result<Vec<Statement>, Failure> {
    let rasteriser = Rasteriser::new();
    let mut session = match samples.first() {
        Some(sample) => Some(problem.session(&sample.input).map_err(|e| Failure {
            message: e.located().to_string(),
            status: 1,
        })?),
        None => None,
    };
    let steps = session.as_mut().map_or(Vec::new(), figure_steps);
    let mut statements = Vec::new();
    for (lang, code) in languages() {
        let words = in_language(lang, words);
        let mut shown = String::new();
        let mut figures = Vec::new();
        if let Some(session) = &mut session {
            let intro = match steps.len() {
                1 => words.figure_alone,
                _ => words.figures_intro,
            };
            shown.push_str(&format!("## {}\n\n{intro}\n\n", words.figures));
            for &step in &steps {
                let file = format!("sample-1-step-{step}.{code}.png");
                let (png, title, event) = in_language(lang, || figure(session, step, &rasteriser))?;
                shown.push_str(&format!("![{title}]({file})\n\n"));
                // What happened: the start has only what the search found, the answer.
                if step > 1 && !event.is_empty() {
                    shown.push_str(&format!("{}\n\n", markdown_text(&event)));
                }
                figures.push((file, png));
            }
        }
        let notes = in_language(lang, || sample_notes(problem, samples));
        if !notes.is_empty() {
            shown.push_str(&format!("## {}\n\n{notes}\n", words.samples));
        }
        let markdown = expand(&statement_key(problem), code)?;
        let mut markdown = markdown.replace("{{figures}}", shown.trim_end());
        if let Some(original) = in_language(lang, || problem.original_title()) {
            markdown = format!("{}: {original}.\n\n{markdown}", words.original);
        }
        statements.push(Statement {
            lang,
            code,
            name: in_language(lang, || problem.name()),
            markdown: script::prepare(&markdown, lang),
            figures,
        });
    }
    Ok(statements)
}

/// Text as Markdown shows it literally (the engine's sentences hold `*`, `_` and `|`).
fn markdown_text(text: &str) -> String {
    let mut out = String::new();
    for c in text.chars() {
        if "\\`*_[]<>|#".contains(c) {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// Each sample's note in the thread's language, as a Markdown list.
fn sample_notes(problem: &Problem, samples: &[Test]) -> String {
    let shown = problem.game.shown().samples;
    let meant = problem.game.samples.iter();
    let meant = meant.filter(|sample| problem.rules_agree(sample.rules));
    let mut notes = String::new();
    for (index, sample) in meant.enumerate().take(samples.len()) {
        let note = shown
            .iter()
            .find(|s| s.name == sample.name)
            .map(|s| s.note.trim());
        if let Some(note) = note.filter(|note| !note.is_empty()) {
            notes.push_str(&format!(
                "- **{} {}.** {}\n",
                words().sample,
                index + 1,
                markdown_text(note)
            ));
        }
    }
    notes
}

/// Step `step` (from 1) as a PNG titled by the step's own title, that title, and what happened
/// in the step in the statement's words: its first event's `.figure` where the catalogs give
/// one (the engine's counters, such as "5 run cells", speak to a player stepping through, not to
/// a reader), else that event.
fn figure(
    session: &mut Session,
    step: usize,
    rasteriser: &Rasteriser,
) -> Result<(Vec<u8>, String, String), Failure> {
    let shown = session.step(step - 1);
    let title = shown.title.to_string();
    let lang = boardlab::i18n::language();
    let first = shown.events.first();
    let event = first.map_or(String::new(), |e| {
        (e.render_attribute("figure", lang)).unwrap_or_else(|| e.to_string())
    });
    // The first part of a long event ("13 blocks fall | colour 1 falls …"), cut outside the
    // isolates around the message's values (each LaTeX group must end where it began).
    let event = script::first_part(&event, " | ").to_string();
    let text = FigureText {
        title: Some(title.clone()),
        caption: Some(String::new()),
    };
    let scene = session.scenes(step, step, &text).remove(0);
    let svg = figure_svg(
        &session.game.shown_title(),
        &scene,
        (scene.width, scene.height),
        Theme::Light,
        1.0,
    );
    let png = rasteriser.png(&svg).map_err(|e| Failure {
        message: format!("cannot draw a figure: {e}"),
        status: 1,
    })?;
    Ok((png, title.replace(['[', ']'], ""), event))
}

/// One HTML page titled by the first statement's name: the statement in each language (Persian
/// right to left), each with the samples, the figures as `data:` URLs.
fn html_page(statements: &[Statement], samples: &[Test]) -> String {
    let title = statements.first().map_or("", |s| s.name.as_str());
    let mut page = format!(
        "<!DOCTYPE html>\n<html>\n<head>\n<meta charset=\"utf-8\">\n<title>{}</title>\n\
         <style>body {{ font-family: sans-serif; max-width: 50em; margin: auto; line-height: 1.5 }} \
         pre {{ background: #f4f4f4; padding: .5em }} img {{ max-width: 100% }} \
         table {{ border-collapse: collapse }} td, th {{ border: 1px solid #ccc; padding: .2em .5em }} \
         section {{ border-bottom: 2px solid #ddd; margin-bottom: 2em }}</style>\n</head>\n<body>\n",
        html_escape(title)
    );
    for statement in statements {
        let direction = if statement.lang == Lang::Fa {
            "rtl"
        } else {
            "ltr"
        };
        page.push_str(&format!(
            "<section lang=\"{}\" dir=\"{direction}\">\n<h1>{}</h1>\n",
            statement.code,
            html_escape(&statement.name)
        ));
        let image = |file: &str| {
            let png = statement.figures.iter().find(|(name, _)| name == file);
            let png = png.map_or(&[][..], |(_, png)| png.as_slice());
            format!(
                "data:image/png;base64,{}",
                base64::engine::general_purpose::STANDARD.encode(png)
            )
        };
        page.push_str(&markup::html(&statement.markdown, &image));
        for (index, sample) in samples.iter().enumerate() {
            page.push_str(&format!(
                "<h3>{} {}</h3>\n<div dir=\"ltr\"><pre>{}</pre><pre>{}</pre></div>\n",
                in_language(statement.lang, || words().sample),
                index + 1,
                html_escape(&sample.input),
                html_escape(&sample.answer),
            ));
        }
        page.push_str("</section>\n");
    }
    page.push_str("</body>\n</html>\n");
    page
}
