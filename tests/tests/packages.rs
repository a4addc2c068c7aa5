//! The problem packages the tests share: every game and every ludo part in each format, made
//! once per test run by `boardlab package` and read by the tests that only read them (the judges'
//! clients, the check of every part, DOMjudge's import). Making a package compiles and times the
//! jury's C++ submissions, seconds each: made once, 27 packages serve what took 44.

use crate::common::{boardlab, temp_dir, text};
use boardlab::{games, GameInfo};
use std::path::PathBuf;
use std::sync::OnceLock;

/// The problem package format's versions, as `--format` names them.
pub const FORMATS: [&str; 3] = ["legacy", "2023-07-draft", "2025-09"];

/// Every game with each setting of the option that selects its input format (ludo's part): one
/// problem each, as `package` makes them.
pub fn problems() -> Vec<(&'static GameInfo, Vec<(String, String)>)> {
    let mut problems = Vec::new();
    for game in games() {
        match game.rules.iter().find(|option| option.name == "part") {
            Some(part) => problems.extend(
                (part.values.iter()).map(|(v, _)| (*game, vec![("part".into(), v.to_string())])),
            ),
            None => problems.push((*game, Vec::new())),
        }
    }
    problems
}

/// `boardlab package` with `args`; fails the test unless it succeeds. Its summary.
pub fn package(args: &[&str]) -> String {
    try_package(args).unwrap_or_else(|e| panic!("{e}"))
}

/// `boardlab package` with `args`: its summary, or why it failed.
fn try_package(args: &[&str]) -> Result<String, String> {
    let out = boardlab(&[&["package"], args].concat(), "");
    match out.status.code() {
        Some(0) => Ok(text(&out.stdout)),
        status => Err(format!(
            "boardlab package {}: status {status:?}\n{}",
            args.join(" "),
            text(&out.stderr)
        )),
    }
}

/// A package folder's short name, as Kattis wants it: a-z and 0-9.
pub fn short_name(game: &GameInfo, pairs: &[(String, String)]) -> String {
    let name = format!(
        "{}{}",
        game.id,
        pairs.iter().map(|(_, v)| v.as_str()).collect::<String>()
    );
    name.replace('-', "")
}

pub fn rule_args(pairs: &[(String, String)]) -> Vec<String> {
    pairs
        .iter()
        .flat_map(|(n, v)| ["--rule".to_string(), format!("{n}={v}")])
        .collect()
}

/// A shared package: its problem, folder, zip and the summary `package` printed.
pub struct Made {
    pub game: &'static GameInfo,
    pub pairs: Vec<(String, String)>,
    pub name: String,
    pub dir: PathBuf,
    pub zip: PathBuf,
    pub summary: String,
}

/// The packages of every game and every ludo part in `format`, each as a folder and as a zip, 8
/// secret tests each to keep the judges' checks short (the first ones cover every test kind).
/// The folders are alone in theirs, a contest as BAPCtools reads one; the zips are beside it.
/// Made by the first test that asks and shared: the tests must not change them. A failure is
/// kept too, and each test that asks fails with it (made again, they would meet the folders of
/// the first try).
pub fn packages(format: &str) -> &'static [Made] {
    static MADE: [OnceLock<Result<Vec<Made>, String>>; FORMATS.len()] =
        [const { OnceLock::new() }; 3];
    let index = FORMATS.iter().position(|f| *f == format).unwrap();
    let made = MADE[index].get_or_init(|| make_packages(format));
    made.as_deref()
        .unwrap_or_else(|e| panic!("the shared {format} packages: {e}"))
}

fn make_packages(format: &str) -> Result<Vec<Made>, String> {
    let root = PathBuf::from(temp_dir(&format!("packages-{format}")));
    let zips = PathBuf::from(temp_dir(&format!("packages-{format}-zip")));
    let mut made = Vec::new();
    for (game, pairs) in problems() {
        let name = short_name(game, &pairs);
        let dir = root.join(&name);
        let zip = zips.join(format!("{name}.zip"));
        let rules = rule_args(&pairs);
        let (dir_arg, zip_arg) = (dir.to_string_lossy(), zip.to_string_lossy());
        let mut args: Vec<&str> = vec![game.id, "--tests", "8", "--format", format];
        args.extend(rules.iter().map(String::as_str));
        args.extend(["--out", &dir_arg, "--zip", &zip_arg]);
        let summary = try_package(&args)?;
        made.push(Made {
            game,
            pairs,
            name,
            dir,
            zip,
            summary,
        });
    }
    Ok(made)
}

/// The shared package `name` in `format`.
pub fn made(format: &str, name: &str) -> &'static Made {
    let made = packages(format).iter().find(|made| made.name == name);
    made.unwrap_or_else(|| panic!("no package {name}"))
}
