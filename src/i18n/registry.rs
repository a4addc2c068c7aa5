//! A game's registry texts in the thread's language. The registry holds them in English; the
//! game's catalogs hold their translations under ids made from the game's id and the entry's
//! name: `mayan-title`, `mayan-rule-mode`, `mayan-rule-mode-replay`, `mayan-sample-statement-sample`,
//! `mayan-sample-statement-sample-note`, `mayan-param-colours`, `mayan-token-colour-1`.

use super::{registry_text, slug};
use crate::timeline::{Palette, Style};
use crate::GameInfo;
use serde::Serialize;

/// What the page learns of a game, its texts in the thread's language. Keys stay English
/// (a sample's and an option's `name`, an option value): links and the engine take them.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ShownGame {
    pub id: &'static str,
    pub title: String,
    pub source: String,
    pub about: String,
    pub samples: Vec<ShownSample>,
    pub rules: Vec<ShownRule>,
    pub palette: ShownPalette,
    pub params: Vec<ShownParam>,
    pub has_editor: bool,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ShownSample {
    pub name: &'static str,
    /// The name in the thread's language.
    pub label: String,
    pub input: &'static str,
    pub rules: &'static [(&'static str, &'static str)],
    pub note: String,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ShownRule {
    pub name: &'static str,
    pub help: String,
    /// (value, what it means), default first.
    pub values: Vec<(&'static str, String)>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ShownParam {
    pub name: &'static str,
    pub help: String,
    pub default: i64,
    pub min: i64,
    pub max: i64,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ShownPalette {
    pub cells: Vec<ShownStyle>,
    pub tokens: Vec<ShownStyle>,
    pub marks: Vec<ShownStyle>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ShownStyle {
    pub name: String,
    pub light: &'static str,
    pub dark: &'static str,
    pub glyph: &'static str,
}

/// The id part of a rule option's value: its slug, told apart from a value that differs only in
/// case ("O" is `capital-o`, "o" is `o`).
fn value_slug(value: &str) -> String {
    if value.bytes().any(|b| b.is_ascii_uppercase()) {
        format!("capital-{}", slug(value))
    } else {
        slug(value)
    }
}

/// The palette's tables with the id part of each: `cell`, `token`, `mark`.
fn palette_tables(palette: &Palette) -> [(&'static str, &'static [Style]); 3] {
    [
        ("cell", palette.cells),
        ("token", palette.tokens),
        ("mark", palette.marks),
    ]
}

impl GameInfo {
    /// The game as the page shows it, in the thread's language.
    pub fn shown(&self) -> ShownGame {
        let id = self.id;
        let text = |key: String, english| registry_text(&format!("{id}-{key}"), english);
        let styles = |kind: &str, styles: &'static [Style]| -> Vec<ShownStyle> {
            styles
                .iter()
                .map(|style| ShownStyle {
                    name: text(format!("{kind}-{}", slug(style.name)), style.name),
                    light: style.light,
                    dark: style.dark,
                    glyph: style.glyph,
                })
                .collect()
        };
        ShownGame {
            id,
            title: self.shown_title(),
            source: text("source".into(), self.source),
            about: text("about".into(), self.about),
            samples: self
                .samples
                .iter()
                .map(|sample| {
                    let key = format!("sample-{}", slug(sample.name));
                    ShownSample {
                        name: sample.name,
                        label: text(key.clone(), sample.name),
                        input: sample.input,
                        rules: sample.rules,
                        note: if sample.note.is_empty() {
                            String::new()
                        } else {
                            text(format!("{key}-note"), sample.note)
                        },
                    }
                })
                .collect(),
            rules: self
                .rules
                .iter()
                .map(|option| {
                    let key = format!("rule-{}", slug(option.name));
                    ShownRule {
                        name: option.name,
                        help: text(key.clone(), option.help),
                        values: option
                            .values
                            .iter()
                            .map(|(value, meaning)| {
                                (
                                    *value,
                                    text(format!("{key}-{}", value_slug(value)), meaning),
                                )
                            })
                            .collect(),
                    }
                })
                .collect(),
            palette: ShownPalette {
                cells: styles("cell", self.palette.cells),
                tokens: styles("token", self.palette.tokens),
                marks: styles("mark", self.palette.marks),
            },
            params: self
                .params
                .iter()
                .map(|param| ShownParam {
                    name: param.name,
                    help: text(format!("param-{}", slug(param.name)), param.help),
                    default: param.default,
                    min: param.min,
                    max: param.max,
                })
                .collect(),
            has_editor: self.editor.is_some(),
        }
    }

    /// The game's title in the thread's language.
    pub fn shown_title(&self) -> String {
        registry_text(&format!("{}-title", self.id), self.title)
    }

    /// Every registry text of the game with the catalog id of its translation, for the
    /// catalogs' completeness test: (id, English).
    pub fn text_ids(&self) -> Vec<(String, &'static str)> {
        let id = self.id;
        let mut ids = vec![
            (format!("{id}-title"), self.title),
            (format!("{id}-source"), self.source),
            (format!("{id}-about"), self.about),
        ];
        for sample in self.samples {
            let key = format!("{id}-sample-{}", slug(sample.name));
            if !sample.note.is_empty() {
                ids.push((format!("{key}-note"), sample.note));
            }
            ids.push((key, sample.name));
        }
        for option in self.rules {
            let key = format!("{id}-rule-{}", slug(option.name));
            for (value, meaning) in option.values {
                ids.push((format!("{key}-{}", value_slug(value)), meaning));
            }
            ids.push((key, option.help));
        }
        for param in self.params {
            ids.push((format!("{id}-param-{}", slug(param.name)), param.help));
        }
        for (kind, styles) in palette_tables(&self.palette) {
            for style in styles {
                ids.push((format!("{id}-{kind}-{}", slug(style.name)), style.name));
            }
        }
        ids
    }
}
