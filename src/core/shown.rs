//! A game's registry texts in the thread's language. The registry holds them in English; the
//! game's catalogs hold their translations under ids made from the game's id and the entry's
//! name: `mayan-title`, `mayan-rule-mode`, `mayan-rule-mode-replay`, `mayan-sample-statement-sample`,
//! `mayan-sample-statement-sample-note`, `mayan-param-colours`, `mayan-token-colour-1`.

use crate::game::{GameInfo, Sample};
use crate::generate::GenParam;
use crate::i18n::{registry_text, slug};
use crate::rules::RuleOption;
use crate::timeline::{Palette, Style};
use serde::Serialize;

/// A game as the page's game menu lists it, its title in the thread's language: the page's
/// games list holds these, and a game's [`ShownGame`] comes when it is chosen.
#[derive(Serialize, ts_rs::TS)]
pub struct ListedGame {
    pub id: &'static str,
    pub title: String,
}

/// What the page learns of a game, its texts in the thread's language. Keys stay English
/// (a sample's and an option's `name`, an option value): links and the engine take them.
#[derive(Serialize, ts_rs::TS)]
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

#[derive(Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct ShownSample {
    pub name: &'static str,
    /// The name in the thread's language.
    pub label: String,
    pub input: &'static str,
    pub rules: &'static [(&'static str, &'static str)],
    pub note: String,
}

#[derive(Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct ShownRule {
    pub name: &'static str,
    pub help: String,
    /// (value, what it means), default first.
    pub values: Vec<(&'static str, String)>,
}

#[derive(Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct ShownParam {
    pub name: &'static str,
    pub help: String,
    pub default: i64,
    pub min: i64,
    pub max: i64,
}

#[derive(Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct ShownPalette {
    pub cells: Vec<ShownStyle>,
    pub tokens: Vec<ShownStyle>,
    pub marks: Vec<ShownStyle>,
}

#[derive(Serialize, ts_rs::TS)]
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

/// The catalog ids of a game's registry texts (`mayan-sample-statement-sample`, …): one place
/// for [`GameInfo::shown`], which looks them up, and [`GameInfo::text_ids`], which lists them.
struct TextIds(&'static str);

impl TextIds {
    fn of(&self, key: &str) -> String {
        format!("{}-{key}", self.0)
    }

    fn sample(&self, sample: &Sample) -> String {
        self.of(&format!("sample-{}", slug(sample.name)))
    }

    fn note(&self, sample: &Sample) -> String {
        format!("{}-note", self.sample(sample))
    }

    fn rule(&self, option: &RuleOption) -> String {
        self.of(&format!("rule-{}", slug(option.name)))
    }

    fn value(&self, option: &RuleOption, value: &str) -> String {
        format!("{}-{}", self.rule(option), value_slug(value))
    }

    fn param(&self, param: &GenParam) -> String {
        self.of(&format!("param-{}", slug(param.name)))
    }

    fn style(&self, kind: &str, style: &Style) -> String {
        self.of(&format!("{kind}-{}", slug(style.name)))
    }
}

impl GameInfo {
    /// The game as the page shows it, in the thread's language.
    pub fn shown(&self) -> ShownGame {
        let ids = TextIds(self.id);
        let styles = |kind: &str, styles: &'static [Style]| -> Vec<ShownStyle> {
            styles
                .iter()
                .map(|style| ShownStyle {
                    name: registry_text(&ids.style(kind, style), style.name),
                    light: style.light,
                    dark: style.dark,
                    glyph: style.glyph,
                })
                .collect()
        };
        ShownGame {
            id: self.id,
            title: self.shown_title(),
            source: registry_text(&ids.of("source"), self.source),
            about: registry_text(&ids.of("about"), self.about),
            samples: self
                .samples
                .iter()
                .map(|sample| ShownSample {
                    name: sample.name,
                    label: registry_text(&ids.sample(sample), sample.name),
                    input: sample.input,
                    rules: sample.rules,
                    note: if sample.note.is_empty() {
                        String::new()
                    } else {
                        registry_text(&ids.note(sample), sample.note)
                    },
                })
                .collect(),
            rules: self
                .rules
                .iter()
                .map(|option| ShownRule {
                    name: option.name,
                    help: registry_text(&ids.rule(option), option.help),
                    values: option
                        .values
                        .iter()
                        .map(|(value, meaning)| {
                            (*value, registry_text(&ids.value(option, value), meaning))
                        })
                        .collect(),
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
                    help: registry_text(&ids.param(param), param.help),
                    default: param.default,
                    min: param.min,
                    max: param.max,
                })
                .collect(),
            has_editor: self.editor.is_some(),
        }
    }

    /// The name of cell kind `kind` in the thread's language ("floor", "obstacle").
    pub fn cell_kind_name(&self, kind: u8) -> String {
        self.style_name("cell", self.palette.cells, kind)
    }

    /// The name of token kind `kind` in the thread's language ("red soldier").
    pub fn token_kind_name(&self, kind: u8) -> String {
        self.style_name("token", self.palette.tokens, kind)
    }

    fn style_name(&self, table: &str, styles: &[Style], kind: u8) -> String {
        match styles.get(kind as usize) {
            Some(style) => registry_text(&TextIds(self.id).style(table, style), style.name),
            None => crate::msg!("view-token").to_string(),
        }
    }

    /// The game as the page's game menu lists it, in the thread's language.
    pub fn listed(&self) -> ListedGame {
        ListedGame {
            id: self.id,
            title: self.shown_title(),
        }
    }

    /// The game's title in the thread's language.
    pub fn shown_title(&self) -> String {
        registry_text(&TextIds(self.id).of("title"), self.title)
    }

    /// Every registry text of the game with the catalog id of its translation, for the
    /// catalogs' completeness test: (id, English).
    pub fn text_ids(&self) -> Vec<(String, &'static str)> {
        let ids = TextIds(self.id);
        let mut texts = vec![
            (ids.of("title"), self.title),
            (ids.of("source"), self.source),
            (ids.of("about"), self.about),
        ];
        for sample in self.samples {
            if !sample.note.is_empty() {
                texts.push((ids.note(sample), sample.note));
            }
            texts.push((ids.sample(sample), sample.name));
        }
        for option in self.rules {
            for (value, meaning) in option.values {
                texts.push((ids.value(option, value), meaning));
            }
            texts.push((ids.rule(option), option.help));
        }
        for param in self.params {
            texts.push((ids.param(param), param.help));
        }
        for (kind, styles) in palette_tables(&self.palette) {
            for style in styles {
                texts.push((ids.style(kind, style), style.name));
            }
        }
        texts
    }
}
