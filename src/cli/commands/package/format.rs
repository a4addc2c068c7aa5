//! The three versions of the problem package format a package is written in, and what each
//! names differently: where the statement and the output validator go, how problem.yaml says
//! the name, the time limit and the validator's flags, and which statement language it takes.

use super::jury::{TimeLimit, JUDGE_CHECK_FACTOR};
use super::File;

/// A version of the problem package format.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    /// Kattis' legacy format: LaTeX statements, the only version Kattis installs
    Legacy,
    /// The 2023-07 draft: Markdown statements (problemtools reads it, with a warning)
    #[value(name = "2023-07-draft")]
    Draft2023,
    /// The 2025-09 format that BAPCtools reads: LaTeX statements
    #[value(name = "2025-09")]
    V2025,
}

/// The language a format's statements are written in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StatementKind {
    Markdown,
    /// LaTeX with the input and output as `\section*{…}` (problemtools' legacy classes).
    LatexSections,
    /// LaTeX with the input and output as `Input` and `Output` environments (BAPCtools).
    LatexEnvironments,
}

/// The output validator's flags: the answer is the only right output, spacing and letter case
/// included (BAPCtools otherwise expects a validator to accept other spacing and case).
pub const VALIDATOR_FLAGS: [&str; 2] = ["case_sensitive", "space_change_sensitive"];

impl Format {
    pub fn name(self) -> &'static str {
        match self {
            Format::Legacy => "legacy",
            Format::Draft2023 => "2023-07-draft",
            Format::V2025 => "2025-09",
        }
    }

    pub fn statement_dir(self) -> &'static str {
        match self {
            Format::Legacy => "problem_statement",
            Format::Draft2023 | Format::V2025 => "statement",
        }
    }

    pub fn statement_kind(self) -> StatementKind {
        match self {
            Format::Legacy => StatementKind::LatexSections,
            Format::Draft2023 => StatementKind::Markdown,
            Format::V2025 => StatementKind::LatexEnvironments,
        }
    }

    /// Where DOMjudge finds the statement it shows: `problem_statement/problem.html`, or the
    /// package's top, where it also looks, for the formats whose statements are elsewhere.
    pub fn judge_statement(self) -> &'static str {
        match self {
            Format::Legacy => "problem_statement/problem.html",
            Format::Draft2023 | Format::V2025 => "problem.html",
        }
    }

    /// The output validator's source: in a folder of validators (legacy) or the validator's
    /// own folder.
    pub fn output_validator(self) -> &'static str {
        match self {
            Format::Legacy => "output_validators/checker/checker.cpp",
            Format::Draft2023 | Format::V2025 => "output_validator/checker.cpp",
        }
    }

    /// Whether the package says its time limit in `.timelimit` (DOMjudge reads it where
    /// problem.yaml has none; BAPCtools calls it deprecated).
    pub fn timelimit_file(self) -> bool {
        self == Format::Legacy
    }

    /// Whether the format has a `generators/` folder (legacy warns of it; BAPCtools wants its
    /// own generators.yaml there).
    pub fn generators(self) -> bool {
        self == Format::Draft2023
    }

    /// The test data's settings file, if the format keeps the validator's flags there.
    pub fn test_group_yaml(self) -> Option<File> {
        match self {
            Format::Legacy => None,
            Format::Draft2023 => Some(File::text(
                "data/testdata.yaml",
                format!("output_validator_flags: {}\n", VALIDATOR_FLAGS.join(" ")),
            )),
            Format::V2025 => Some(File::text(
                "data/test_group.yaml",
                format!("output_validator_args: [{}]\n", VALIDATOR_FLAGS.join(", ")),
            )),
        }
    }

    /// problem.yaml: `names` (language code, name), and the time limit: for Kattis' legacy format
    /// (which derives its own) the multiplier that derives the package's limit from its slowest
    /// run, for the others the limit in seconds and the factor judges check it with.
    pub fn problem_yaml(self, about: &About, names: &[(&str, String)], time: &TimeLimit) -> File {
        let mut text = format!("# Written by `boardlab package {}`.\n", about.command);
        let name_map = |text: &mut String| {
            text.push_str("name:\n");
            for (code, name) in names {
                text.push_str(&format!("  {code}: {}\n", yaml(name)));
            }
        };
        match self {
            Format::Legacy => {
                // The names in the other languages are the statements' \problemname.
                let english = names.iter().find(|(code, _)| *code == "en");
                let english = english.map_or("", |(_, name)| name.as_str());
                text.push_str(&format!(
                    "name: {}\n\
                     uuid: {}\n\
                     source: {}\n\
                     license: educational\n\
                     rights_owner: {}\n\
                     validation: custom\n\
                     validator_flags: {}\n\
                     limits:\n  time_multiplier: {}\n",
                    yaml(english),
                    about.uuid,
                    yaml(about.source),
                    yaml(&about.rights_owner()),
                    VALIDATOR_FLAGS.join(" "),
                    time.legacy_multiplier()
                ));
            }
            Format::Draft2023 | Format::V2025 => {
                text.push_str(&format!(
                    "problem_format_version: {}\ntype: pass-fail\n",
                    self.name()
                ));
                name_map(&mut text);
                text.push_str(&format!(
                    "uuid: {}\n\
                     source:\n  - name: {}\n\
                     license: educational\n\
                     rights_owner: {}\n\
                     credits:\n  packagers:\n    - BoardLab\n\
                     limits:\n  time_limit: {}\n  time_multipliers:\n    ac_to_time_limit: {}\n",
                    about.uuid,
                    yaml(about.source),
                    yaml(&about.rights_owner()),
                    time.seconds,
                    JUDGE_CHECK_FACTOR
                ));
            }
        }
        File::text("problem.yaml", text)
    }
}

/// What problem.yaml says of where the problem comes from.
pub struct About {
    /// The `boardlab package` arguments that make it again.
    pub command: String,
    pub uuid: String,
    /// The contest and problem.
    pub source: &'static str,
}

impl About {
    /// The problem belongs to its contest; the statement, tests and programs are BoardLab's.
    fn rights_owner(&self) -> String {
        format!("The problem's setters at {}", self.source)
    }
}

/// A YAML string in double quotes.
pub fn yaml(text: &str) -> String {
    format!("\"{}\"", text.replace('\\', "\\\\").replace('"', "\\\""))
}
