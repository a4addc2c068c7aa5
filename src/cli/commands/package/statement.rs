//! The statement of a package in English, Chinese and Persian: the game's templates
//! (`statements/` in each game's folder) with the first sample's figures, written as the format
//! wants it (Markdown or LaTeX, the figures as PNG beside it), and one HTML page with all three
//! languages, the samples and the figures inside it for DOMjudge, which shows HTML or PDF only.

use super::format::{Format, StatementKind};
use super::markup::{self, html_escape, Sections};
use super::{in_language, File, Problem, Test, LANGUAGES};
use crate::commands::render::figure_svg;
use crate::failure::Failure;
use crate::raster::Rasteriser;
use base64::Engine;
use boardlab::figure::{FigureText, Theme};
use boardlab::i18n::Lang;
use boardlab::Session;

/// A statement in one language: its Markdown and its figures (file name, PNG).
struct Statement {
    lang: Lang,
    code: &'static str,
    name: String,
    markdown: String,
    figures: Vec<(String, Vec<u8>)>,
}

/// The statement's files in `format`, and the HTML page DOMjudge shows.
pub fn files(problem: &Problem, samples: &[Test], format: Format) -> Result<Vec<File>, Failure> {
    let statements = statements(problem, samples)?;
    let dir = format.statement_dir();
    let mut files = Vec::new();
    for statement in &statements {
        let text = match format.statement_kind() {
            StatementKind::Markdown => markup::plain_markdown(&statement.markdown),
            StatementKind::LatexSections => {
                markup::latex(&statement.markdown, &statement.name, Sections::Starred)
            }
            StatementKind::LatexEnvironments => {
                markup::latex(&statement.markdown, &statement.name, Sections::Environments)
            }
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

/// The statement in every language with the first sample's first and last steps as figures.
fn statements(problem: &Problem, samples: &[Test]) -> Result<Vec<Statement>, Failure> {
    let rasteriser = Rasteriser::new();
    let mut session = match samples.first() {
        Some(sample) => Some(problem.session(&sample.input).map_err(|e| Failure {
            message: e.located().to_string(),
            status: 1,
        })?),
        None => None,
    };
    let mut statements = Vec::new();
    for (lang, code) in LANGUAGES {
        let mut markdown = expand(&statement_key(problem), code)?;
        let mut shown = String::new();
        let mut figures = Vec::new();
        if let Some(session) = &mut session {
            let count = session.step_count();
            let mut steps = vec![1, count];
            steps.dedup();
            for step in steps {
                let file = format!("sample-1-step-{step}.{code}.png");
                let (png, alt) = in_language(lang, || figure(session, step, &rasteriser))?;
                shown.push_str(&format!("![{alt}]({file})\n\n"));
                figures.push((file, png));
            }
        }
        markdown = markdown.replace("{{figures}}", shown.trim_end());
        markdown = markdown.replace("{{rules}}", &in_language(lang, || rules_in_force(problem)));
        statements.push(Statement {
            lang,
            code,
            name: in_language(lang, || problem.name()),
            markdown,
            figures,
        });
    }
    Ok(statements)
}

/// Step `step` (from 1) as a PNG, with its title and caption as the image's text.
fn figure(
    session: &mut Session,
    step: usize,
    rasteriser: &Rasteriser,
) -> Result<(Vec<u8>, String), Failure> {
    let scene = session.scenes(step, step, &FigureText::default()).remove(0);
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
    Ok((png, scene.text_content().replace(['[', ']'], "")))
}

/// Every rule option of the game with the value in force and what it means, in the thread's
/// language, as a Markdown list.
fn rules_in_force(problem: &Problem) -> String {
    let shown = problem.game.shown().rules;
    let lines = shown.iter().map(|option| {
        let value = problem.rules.get(option.name);
        let meaning = (option.values.iter())
            .find(|(v, _)| *v == value)
            .map_or("", |(_, meaning)| meaning.as_str());
        format!(
            "- **{}** `{}={value}`: {meaning}\n",
            option.help, option.name
        )
    });
    lines.collect::<String>().trim_end().to_string()
}

/// One HTML page: the statement in each language (Persian right to left), each with the
/// samples, the figures as `data:` URLs.
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
                "<h3>{} {}</h3>\n<div dir=\"ltr\"><pre>{}</pre><pre>{}</pre></div>\n<p>{}</p>\n",
                in_language(statement.lang, sample_word),
                index + 1,
                html_escape(&sample.input),
                html_escape(&sample.answer),
                html_escape(sample.description.trim_end())
            ));
        }
        page.push_str("</section>\n");
    }
    page.push_str("</body>\n</html>\n");
    page
}

/// "Sample" in the thread's language.
fn sample_word() -> &'static str {
    match boardlab::i18n::language() {
        Lang::ZhCn => "样例",
        Lang::Fa => "نمونه",
        _ => "Sample",
    }
}
