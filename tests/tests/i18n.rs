//! The languages: every catalog reads, every message the code makes is in every language with
//! the same variables, translations are in their language, and every text of every sample (steps,
//! markers, decisions, board editors, errors of damaged inputs) renders in every language.

use crate::common::caption_fault;
use boardlab::explore::{editor_board, Editing};
use boardlab::i18n::Arg;
use boardlab::i18n::{catalog_sources, CatalogSource};
use boardlab::timeline::Mark;
use boardlab::{games, Lang, Message};
use fluent_syntax::ast;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// A catalog's messages: id → the variables it uses.
type Ids = BTreeMap<String, BTreeSet<String>>;

fn parsed(source: &CatalogSource) -> ast::Resource<&'static str> {
    fluent_syntax::parser::parse(source.text).unwrap_or_else(|(_, errors)| {
        panic!("{} does not read: {errors:?}", source.path);
    })
}

fn variables_of_pattern(pattern: &ast::Pattern<&str>, found: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            variables_of_expression(expression, found);
        }
    }
}

fn variables_of_expression(expression: &ast::Expression<&str>, found: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Inline(inline) => variables_of_inline(inline, found),
        ast::Expression::Select { selector, variants } => {
            variables_of_inline(selector, found);
            for variant in variants {
                variables_of_pattern(&variant.value, found);
            }
        }
    }
}

fn variables_of_inline(inline: &ast::InlineExpression<&str>, found: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            found.insert(id.name.to_string());
        }
        ast::InlineExpression::Placeable { expression } => {
            variables_of_expression(expression, found)
        }
        _ => {}
    }
}

/// The text of a pattern without its placeables (what a translator wrote).
fn words_of(pattern: &ast::Pattern<&str>) -> String {
    let mut words = String::new();
    for element in &pattern.elements {
        match element {
            ast::PatternElement::TextElement { value } => words.push_str(value),
            ast::PatternElement::Placeable { expression } => {
                if let ast::Expression::Select { variants, .. } = expression {
                    for variant in variants {
                        words.push(' ');
                        words.push_str(&words_of(&variant.value));
                    }
                }
            }
        }
    }
    words
}

fn ids_of(source: &CatalogSource) -> Ids {
    let mut ids = Ids::new();
    for entry in parsed(source).body {
        if let ast::Entry::Message(message) = entry {
            let mut variables = BTreeSet::new();
            let value = message
                .value
                .as_ref()
                .unwrap_or_else(|| panic!("{}: {} has no value", source.path, message.id.name));
            variables_of_pattern(value, &mut variables);
            let previous = ids.insert(message.id.name.to_string(), variables);
            assert!(
                previous.is_none(),
                "{}: {} is defined twice",
                source.path,
                message.id.name
            );
        }
    }
    ids
}

/// Every catalog, by prefix ("" for the shared one) and language.
fn catalogs() -> BTreeMap<(&'static str, &'static str), (CatalogSource, Ids)> {
    catalog_sources()
        .into_iter()
        .map(|source| {
            let ids = ids_of(&source);
            ((source.prefix, source.lang.code()), (source, ids))
        })
        .collect()
}

/// The Rust sources of the crate, with their paths.
fn sources() -> Vec<(String, String)> {
    fn walk(dir: &Path, found: &mut Vec<(String, String)>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, found);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                found.push((path.display().to_string(), text));
            }
        }
    }
    let mut found = Vec::new();
    walk(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut found,
    );
    found
}

/// The ids the code makes messages of: the literal after every `msg!(` and `Message::new(`.
fn ids_made_in_code() -> BTreeMap<String, String> {
    let mut made = BTreeMap::new();
    for (path, text) in sources() {
        for opening in ["msg!(", "Message::new("] {
            for (at, _) in text.match_indices(opening) {
                // Examples in comments make no message.
                let line_start = text[..at].rfind('\n').map_or(0, |i| i + 1);
                if text[line_start..at].trim_start().starts_with("//") {
                    continue;
                }
                let rest = text[at + opening.len()..].trim_start();
                let Some(literal) = rest.strip_prefix('"') else {
                    continue;
                };
                let id = &literal[..literal.find('"').unwrap()];
                made.insert(id.to_string(), path.clone());
            }
        }
    }
    made
}

/// The prefix of the catalog an id belongs in.
fn prefix_of(id: &str) -> &'static str {
    games()
        .iter()
        .map(|game| game.id)
        .find(|game| id.starts_with(&format!("{game}-")))
        .unwrap_or("")
}

#[test]
fn every_catalog_reads_and_holds_only_its_own_ids() {
    for ((prefix, _), (source, ids)) in catalogs() {
        for id in ids.keys() {
            assert_eq!(
                prefix_of(id),
                prefix,
                "{}: {id} belongs in another catalog",
                source.path
            );
        }
    }
}

#[test]
fn every_message_the_code_makes_is_in_every_language() {
    let catalogs = catalogs();
    for (id, path) in ids_made_in_code() {
        for lang in Lang::ALL {
            let (source, ids) = &catalogs[&(prefix_of(&id), lang.code())];
            assert!(
                ids.contains_key(&id),
                "{path} makes message {id}, which {} lacks",
                source.path
            );
        }
    }
}

#[test]
fn every_english_message_is_used_and_every_language_has_the_same_ids_and_variables() {
    let catalogs = catalogs();
    let code: String = sources().into_iter().map(|(_, text)| text).collect();
    for ((prefix, lang), (source, ids)) in &catalogs {
        let (_, english) = &catalogs[&(*prefix, "en")];
        let registry: BTreeSet<String> = games()
            .iter()
            .filter(|game| game.id == *prefix)
            .flat_map(|game| game.text_ids())
            .map(|(id, _)| id)
            .collect();
        if *lang == "en" {
            for id in ids.keys() {
                assert!(
                    !registry.contains(id),
                    "{}: {id} is also the id of a registry text",
                    source.path
                );
                assert!(
                    code.contains(&format!("\"{id}\"")),
                    "{}: {id} is never used (registry texts' English is in the registry)",
                    source.path
                );
            }
            continue;
        }
        for (id, variables) in english {
            let translated = ids
                .get(id)
                .unwrap_or_else(|| panic!("{}: {id} is missing", source.path));
            assert_eq!(
                translated, variables,
                "{}: {id} uses other variables than in English",
                source.path
            );
        }
        let ids_of_texts: Vec<(String, &str)> = games()
            .iter()
            .filter(|game| game.id == *prefix)
            .flat_map(|game| game.text_ids())
            .collect();
        assert_eq!(
            registry.len(),
            ids_of_texts.len(),
            "{prefix}: two registry texts share an id: {ids_of_texts:?}"
        );
        for id in &registry {
            assert!(
                ids.contains_key(id),
                "{}: the registry text {id} is not translated",
                source.path
            );
        }
        for id in ids.keys() {
            assert!(
                english.contains_key(id) || registry.contains(id),
                "{}: {id} is neither an English message nor a registry text",
                source.path
            );
        }
    }
}

/// Whether `c` is a letter of the language's own script.
fn in_script(lang: &str, c: char) -> bool {
    match lang {
        "zh-CN" => ('\u{4e00}'..='\u{9fff}').contains(&c) || ('\u{3400}'..='\u{4dbf}').contains(&c),
        _ => ('\u{0600}'..='\u{06ff}').contains(&c) || ('\u{fb50}'..='\u{fdff}').contains(&c),
    }
}

#[test]
fn translations_are_written_in_their_language() {
    for ((_, lang), (source, _)) in catalogs() {
        if lang == "en" {
            continue;
        }
        for entry in parsed(&source).body {
            let ast::Entry::Message(message) = entry else {
                continue;
            };
            let words = words_of(message.value.as_ref().unwrap());
            // English words left in a translation: a run of three or more Latin letters, unless
            // the value has the language's own letters too (terms such as "UTF-8" or "Ludo" may
            // stand in a sentence).
            let latin = words
                .split(|c: char| !c.is_ascii_alphabetic())
                .any(|word| word.len() >= 3);
            let own = words.chars().any(|c| in_script(lang, c));
            assert!(
                own || !latin,
                "{}: {} is not translated: {words:?}",
                source.path,
                message.id.name
            );
        }
    }
}

/// Fails with every problem of `message` in every language.
fn assert_renders(message: &Message, place: &str) {
    for lang in Lang::ALL {
        let problems = message.problems(lang);
        assert!(problems.is_empty(), "{place}: {problems:?}");
    }
}

#[test]
fn every_text_of_every_sample_renders_in_every_language() {
    for game in games() {
        for sample in game.samples {
            let place = format!("{} / {}", game.id, sample.name);
            let rules = crate::common::rules(sample.rules);
            let mut session = boardlab::parse(game.id, sample.input, &rules).unwrap();
            for index in 0..session.step_count() {
                let step = session.step(index);
                let place = format!("{place}: step {}", index + 1);
                assert_renders(&step.title, &place);
                step.events.iter().for_each(|m| assert_renders(m, &place));
                if let Some(caption) = &step.frame.caption {
                    assert_renders(caption, &place);
                }
                for token in &step.frame.tokens {
                    token.badges.iter().for_each(|m| assert_renders(m, &place));
                }
                for mark in &step.frame.marks {
                    if let Mark::Text { text, .. } = mark {
                        assert_renders(text, &place);
                    }
                }
                if let Some(decision) = session.decision(index) {
                    assert_renders(&decision.to_move, &place);
                    for option in &decision.moves {
                        assert_renders(&option.label, &place);
                    }
                }
                if let Some(Err(why)) = session.input_at(index) {
                    assert_renders(&why, &place);
                }
            }
            for marker in session.markers() {
                assert_renders(&marker.label, &place);
            }
            if game.editor.is_some() {
                let editing = Editing {
                    scope: 0,
                    selected: Some((0, 0)),
                };
                let board = editor_board(game.id, sample.input, &rules, &editing).unwrap();
                board.scopes.iter().for_each(|m| assert_renders(m, &place));
                for layer in &board.layers {
                    assert_renders(&layer.name, &place);
                    layer.kinds.iter().for_each(|m| assert_renders(m, &place));
                }
                for field in &board.fields {
                    assert_renders(&field.label, &place);
                    field.options.iter().for_each(|m| assert_renders(m, &place));
                }
            }
        }
    }
}

#[test]
fn the_errors_of_damaged_samples_render_in_every_language() {
    for game in games() {
        for sample in game.samples {
            let rules = crate::common::rules(sample.rules);
            let input = sample.input;
            // Cut at every line end, and each line with its last token changed to a word.
            let mut damaged: Vec<String> = input
                .match_indices('\n')
                .map(|(at, _)| input[..at].to_string())
                .collect();
            for (at, _) in input.match_indices('\n') {
                let line_start = input[..at].rfind('\n').map_or(0, |i| i + 1);
                let line = &input[line_start..at];
                if let Some(space) = line.rfind(' ') {
                    let changed = format!("{} x{}", &line[..space], &input[at..]);
                    damaged.push(format!("{}{changed}", &input[..line_start]));
                }
            }
            damaged.push(format!("{input}\n99999999999999999999\n"));
            for text in damaged {
                if let Err(error) = boardlab::parse(game.id, &text, &rules) {
                    let place = format!("{} / {}: {text:?}", game.id, sample.name);
                    assert_renders(&error.message, &place);
                    if let Some(suggestion) = &error.suggestion {
                        assert_renders(&suggestion.message, &place);
                    }
                }
            }
        }
    }
}

#[test]
fn a_message_renders_in_the_language_asked_for() {
    let error = boardlab::parse("mayan", "3\n1 0\n", &[]).err().unwrap();
    let english = error.message.render(Lang::En);
    let chinese = error.message.render(Lang::ZhCn);
    let persian = error.message.render(Lang::Fa);
    assert!(english.starts_with("unexpected end of input"), "{english}");
    assert!(chinese.starts_with("输入意外结束"), "{chinese}");
    assert!(persian.contains("ورودی"), "{persian}");
    // Persian keeps each argument in its own direction.
    assert!(persian.contains('\u{2068}'), "{persian:?}");
    boardlab::i18n::set_language(Lang::ZhCn);
    let shown = error.to_string();
    boardlab::i18n::set_language(Lang::En);
    assert!(shown.starts_with("第 "), "{shown}");
}

#[test]
fn persian_keeps_coordinates_sizes_ranges_and_formulas_left_to_right() {
    // In a right-to-left sentence "(1, 0)", "3×4", "1..10" or "n = 3" made of separate pieces
    // would read backwards: such a run stands between LEFT-TO-RIGHT ISOLATE and POP DIRECTIONAL
    // ISOLATE. A run is an argument or a Latin word or number, then ", ", "×", ".." or " = ",
    // then an argument.
    for source in catalog_sources().into_iter().filter(|s| s.lang == Lang::Fa) {
        for (number, line) in source.text.lines().enumerate() {
            // The message's id and its " = " are not part of the text.
            let text_start = line.find(" = ").map_or(0, |at| at + 3);
            for (at, c) in line.char_indices().skip_while(|(at, _)| *at < text_start) {
                if !(c == '}' || c.is_ascii_alphanumeric()) {
                    continue;
                }
                let rest = &line[at + c.len_utf8()..];
                let separated = [", ", ",", "×", " × ", "..", " = "]
                    .iter()
                    .find_map(|separator| rest.strip_prefix(separator));
                let Some(rest) = separated else {
                    continue;
                };
                if c == ',' || !rest.trim_start_matches('(').starts_with("{ $") {
                    continue;
                }
                assert!(
                    isolated(&line[..at]),
                    "{}:{}: isolate the run at byte {at}: {line}",
                    source.path,
                    number + 1
                );
            }
            // Right-to-left text points with ←: a → reads backwards unless it is in a
            // left-to-right run. So does a Latin reference with its parenthesis, "C (HDU 4083،
            // UVa 1495)": its parts are reordered, and a line break scrambles them.
            let text = if line.starts_with('#') { "" } else { line };
            for (at, c) in text.char_indices().skip_while(|(at, _)| *at < text_start) {
                let rest = &line[at + c.len_utf8()..];
                let latin = |inner: &str| {
                    let inner = inner.split(')').next().unwrap_or_default();
                    inner.starts_with(|c: char| c.is_ascii_alphabetic())
                        && !inner.chars().any(|c| c.is_alphabetic() && !c.is_ascii())
                };
                let latin_reference =
                    c.is_ascii_alphanumeric() && rest.strip_prefix(" (").is_some_and(latin);
                assert!(
                    !(c == '→' || latin_reference) || isolated(&line[..at]),
                    "{}:{}: the text at byte {at} reads backwards right to left: {line}",
                    source.path,
                    number + 1
                );
            }
        }
    }
}

/// Whether the text after `before` (a catalog line up to there) is in a left-to-right isolate.
fn isolated(before: &str) -> bool {
    let (open, close) = ("{\"\\u2066\"}", "{\"\\u2069\"}");
    before.matches(open).count() > before.matches(close).count()
}

#[test]
fn persian_texts_shown_keep_their_arrows_left_to_right() {
    // Arrows made by the engines (a three-kingdoms walk "(1,1) → (1,2)") and by the catalogs
    // read the way they point only inside a LEFT-TO-RIGHT ISOLATE (Fluent's own FIRST STRONG
    // ISOLATE around each argument may sit in it: a path has no strong letter).
    let arrows_left_to_right = |text: &str, place: &str| {
        let mut open = Vec::new();
        for c in text.chars() {
            match c {
                '\u{2066}'..='\u{2068}' => open.push(c),
                '\u{2069}' => {
                    open.pop();
                }
                '→' => {
                    let direction = open.iter().rev().find(|&&c| c != '\u{2068}');
                    assert_eq!(direction, Some(&'\u{2066}'), "{place}: {text:?}");
                }
                _ => {}
            }
        }
    };
    for game in games() {
        for sample in game.samples {
            let rules: Vec<(String, String)> = sample
                .rules
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect();
            let mut session = boardlab::parse(game.id, sample.input, &rules).unwrap();
            for index in 0..session.step_count() {
                let step = session.step(index);
                let place = format!("{} / {} / step {index}", game.id, sample.name);
                for text in std::iter::once(&step.title).chain(&step.events) {
                    arrows_left_to_right(&text.render(Lang::Fa), &place);
                }
            }
        }
    }
}

/// Every catalog of every language, the page's (`www/i18n/`) included: (path, language, text).
fn every_catalog() -> Vec<(String, Lang, String)> {
    let mut found: Vec<(String, Lang, String)> = catalog_sources()
        .into_iter()
        .map(|source| (source.path, source.lang, source.text.to_string()))
        .collect();
    for lang in Lang::ALL {
        let path = format!("www/i18n/{}.ftl", lang.code());
        let text = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(&path));
        found.push((path, lang, text.unwrap()));
    }
    found
}

/// The words right after the number `number` in `text` ("2 pieces": "pieces").
fn follows(text: &str, number: &str) -> Vec<String> {
    let words: Vec<&str> = text.split_whitespace().collect();
    (words.windows(2))
        .filter(|pair| pair[0] == number)
        .filter(|pair| pair[1].starts_with(char::is_alphabetic))
        .map(|pair| {
            pair[1]
                .trim_end_matches(|c: char| !c.is_alphabetic())
                .to_string()
        })
        // Verbs after a subject that a catalog counts elsewhere ("X has", "X is").
        .filter(|word| !["is", "has", "comes", "was"].contains(&word.as_str()))
        .collect()
}

/// The variables some catalog chooses a variant by (`{ $count -> … }`): numbers, the names the
/// catalogs count with.
fn counted_names(catalogs: &[(String, Lang, String)]) -> BTreeSet<String> {
    fn selectors(pattern: &ast::Pattern<&str>, found: &mut BTreeSet<String>) {
        for element in &pattern.elements {
            if let ast::PatternElement::Placeable {
                expression: ast::Expression::Select { selector, variants },
            } = element
            {
                if let ast::InlineExpression::VariableReference { id } = selector {
                    found.insert(id.name.to_string());
                }
                for variant in variants {
                    selectors(&variant.value, found);
                }
            }
        }
    }
    let mut found = BTreeSet::new();
    for (_, _, text) in catalogs {
        for entry in fluent_syntax::parser::parse(text.as_str()).unwrap().body {
            if let ast::Entry::Message(message) = entry {
                for (_, pattern) in patterns(&message) {
                    selectors(pattern, &mut found);
                }
            }
        }
    }
    found
}

/// A message's value (named `None`) and its attributes (named by theirs, such as `.figure`).
fn patterns<'m>(
    message: &'m ast::Message<&'m str>,
) -> Vec<(Option<&'m str>, &'m ast::Pattern<&'m str>)> {
    let value = message.value.iter().map(|value| (None, value));
    let attributes = (message.attributes.iter()).map(|a| (Some(a.id.name), &a.value));
    value.chain(attributes).collect()
}

/// A message or attribute of a catalog, rendered.
struct Rendered {
    path: String,
    lang: Lang,
    /// The message's id, with `.attribute` for an attribute.
    place: String,
    attribute: Option<String>,
    text: String,
}

/// Every message (and attribute: the `.figure` captions) of every catalog rendered with 1 or 2
/// for each number, a word for each other variable.
fn rendered_with(number: i64, catalogs: &[(String, Lang, String)]) -> Vec<Rendered> {
    let counted = counted_names(catalogs);
    let mut found = Vec::new();
    for (path, lang, text) in catalogs {
        if path.starts_with("www/") {
            boardlab::i18n::add_catalog(*lang, text).unwrap();
        }
        let resource = fluent_syntax::parser::parse(text.as_str()).unwrap();
        for entry in resource.body {
            let ast::Entry::Message(message) = entry else {
                continue;
            };
            let id: &'static str = Box::leak(message.id.name.to_string().into_boxed_str());
            for (attribute, pattern) in patterns(&message) {
                let mut variables = BTreeSet::new();
                variables_of_pattern(pattern, &mut variables);
                // A caption is checked even without variables (a quiet step's sentence).
                if variables.is_empty() && attribute.is_none() {
                    continue;
                }
                let args = (variables.into_iter())
                    .map(|name| {
                        let name: &'static str = Box::leak(name.into_boxed_str());
                        match counted.contains(name) {
                            true => (name, Arg::Int(number)),
                            false => (name, Arg::Text("X".into())),
                        }
                    })
                    .collect();
                let message = Message::new(id, args);
                let (place, text) = match attribute {
                    None => (id.to_string(), message.render(*lang)),
                    Some(name) => (
                        format!("{id}.{name}"),
                        message.render_attribute(name, *lang).unwrap_or_default(),
                    ),
                };
                found.push(Rendered {
                    path: path.clone(),
                    lang: *lang,
                    place,
                    attribute: attribute.map(str::to_string),
                    text,
                });
            }
        }
    }
    found
}

/// Each message of each catalog, and each attribute (the statements' figure captions), rendered
/// with every number 1, then 2 (the other variables a word): it renders, and in English nothing
/// counted by 1 is plural ("1 pieces step forward", "1 soldiers"): a plural seen after a 2
/// anywhere must not follow a 1.
#[test]
fn every_message_renders_with_1_and_2_and_its_plurals_agree() {
    let catalogs = every_catalog();
    let mut plurals = BTreeSet::new();
    let mut after_one: Vec<(String, String, String)> = Vec::new();
    for number in [1, 2] {
        for Rendered {
            path,
            lang,
            place,
            text: rendered,
            ..
        } in rendered_with(number, &catalogs)
        {
            let id = place.split('.').next().unwrap();
            assert!(
                !rendered.is_empty()
                    && rendered != id
                    && !rendered.contains("{$")
                    && !rendered.contains("{ $"),
                "{path}: {place} does not render with {number}: {rendered}"
            );
            if lang != Lang::En {
                continue;
            }
            match number {
                1 => after_one.extend(
                    follows(&rendered, "1")
                        .into_iter()
                        .map(|w| (path.clone(), place.clone(), w)),
                ),
                _ => plurals.extend(
                    follows(&rendered, "2")
                        .into_iter()
                        .filter(|w| w.ends_with('s')),
                ),
            }
        }
    }
    let wrong: Vec<String> = after_one
        .iter()
        .filter(|(_, _, word)| plurals.contains(word))
        .map(|(path, id, word)| format!("{path}: {id}: \"1 {word}\""))
        .collect();
    assert!(wrong.is_empty(), "plural after 1:\n{}", wrong.join("\n"));
}

/// A statement's figure caption (a message's `.figure`) says what happened in the statement's
/// words, as a sentence: in every language it ends with a full stop, and it holds none of the
/// marks of the engine's counters and captions ("round 3 · score 12", "score -80 → -80"); in
/// English it starts with a capital letter or a number.
#[test]
fn figure_captions_are_sentences_not_engine_counters() {
    let catalogs = every_catalog();
    let mut captions = 0;
    for number in [1, 2] {
        for Rendered {
            path,
            lang,
            place,
            attribute,
            text,
        } in rendered_with(number, &catalogs)
        {
            if attribute.as_deref() != Some("figure") {
                continue;
            }
            captions += 1;
            if let Some(fault) = caption_fault(lang, &text) {
                panic!("{path}: {place} {fault}: {text}");
            }
        }
    }
    assert!(captions > 0);
}
