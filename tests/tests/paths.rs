//! Every repository path that a comment, header or README names exists: when a file moves, the
//! files that name it follow.
//!
//! Read: every file `git ls-files` lists that is Rust, JS, Fluent, Markdown, shell, TOML, HTML,
//! CSS, C++ or JSON, or has no extension (scripts such as `.ci/run`); not `CHANGELOG.md`, whose
//! history names files as they were then. A mention is
//! - a word that starts with `src/`, `www/`, `tests/`, `fuzz/` or `.ci/` (after an optional
//!   `./`), such as `src/session/view.rs`, `www/player/player.js` or `src/games/`;
//! - a relative Rust path: a word with a `/` that ends in `.rs`, as `src/session/README.md`
//!   names its `figure/` files;
//! - a Markdown link's target, in a `.md` file.
//!
//! A link's target is read relative to its file's folder, as Markdown reads it. A word may be
//! relative to its file's folder or to any folder above it: the repository's root
//! (`src/cli/main.rs` anywhere), the crate's folder (`figure/` files in `src/session/`) and the
//! folder itself. It exists when git tracks a file at or under that path, or ignores it (build
//! output: `www/pkg/`, `target/`, `fuzz/corpus/`). A path is checked up to its first placeholder
//! (`src/games/<id>/view.rs` checks `src/games`; also `*`, `{…}`, `$VAR` and words in capitals
//! such as `GAME`). URLs are not paths, nor is `tests/s` (a rate: tests a second).

use std::collections::HashSet;
use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

const ROOTS: [&str; 5] = ["src/", "www/", "tests/", "fuzz/", ".ci/"];
const EXTENSIONS: [&str; 11] = [
    "rs", "js", "mjs", "ftl", "md", "sh", "toml", "html", "css", "cpp", "json",
];

/// A path named in `file` at `line` (1-based) that git does not track.
struct Mention {
    file: String,
    line: usize,
    written: String,
    /// The path from the root, as `git check-ignore` is asked about it; `None` when it leaves
    /// the repository.
    from_root: Option<String>,
}

#[test]
fn every_path_a_file_names_exists() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let files = git(root, &["ls-files", "-z"], "");
    let files: Vec<&str> = files.split('\0').filter(|f| !f.is_empty()).collect();
    let mut known: HashSet<&str> = HashSet::new();
    for file in &files {
        known.extend(ancestors(file));
        known.insert(file);
    }
    let mut missing = Vec::new();
    for file in files.iter().filter(|f| is_read(f)) {
        let text = std::fs::read_to_string(root.join(file)).unwrap();
        missing.extend(missing_in(file, &text, &known));
    }
    // What git ignores is build output: it exists once built.
    let asked: String = (missing.iter())
        .filter_map(|m| m.from_root.as_ref().map(|path| format!("{path}\n")))
        .collect();
    let ignored = git(root, &["check-ignore", "--no-index", "--stdin"], &asked);
    let ignored: HashSet<&str> = ignored.lines().collect();
    let is_ignored = |m: &&Mention| (m.from_root.as_deref()).is_some_and(|p| ignored.contains(p));
    let problems: Vec<String> = (missing.iter())
        .filter(|m| !is_ignored(m))
        .map(|m| {
            let hint = hint(m, &known, root);
            format!("{}:{}: {}{hint}", m.file, m.line, m.written)
        })
        .collect();
    assert!(
        problems.is_empty(),
        "{} mentions of paths that do not exist; point each at the file that holds the thing \
         now, or reword (what counts and how a path resolves: tests/tests/paths.rs):\n{}",
        problems.len(),
        problems.join("\n")
    );
}

/// The mentions in `text`, the contents of `file`, of paths that are not `known`.
fn missing_in(file: &str, text: &str, known: &HashSet<&str>) -> Vec<Mention> {
    let folder = parent(file);
    let mut missing = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let mut mention = |written: &str, from_root: Option<String>| {
            missing.push(Mention {
                file: file.to_string(),
                line: index + 1,
                written: written.to_string(),
                from_root,
            })
        };
        for word in path_words(line) {
            let path = checked_part(word);
            let found = (std::iter::once(folder).chain(ancestors(folder)))
                .any(|base| known.contains(join(base, &path).as_str()));
            if !path.is_empty() && !found {
                mention(word, Some(path));
            }
        }
        if file.ends_with(".md") {
            for target in link_targets(line) {
                let path = normalize(&join(folder, target));
                if !(path.as_deref()).is_some_and(|p| known.contains(p)) {
                    mention(target, path);
                }
            }
        }
    }
    missing
}

/// What may help fix `mention`: the file on disk that git does not track yet, or the tracked
/// files and folders of the same name.
fn hint(mention: &Mention, known: &HashSet<&str>, root: &Path) -> String {
    if let Some(path) = &mention.from_root {
        if !path.is_empty() && root.join(path).exists() {
            return " (not tracked: git add it)".to_string();
        }
    }
    let name = mention.written.trim_end_matches('/').rsplit('/').next();
    let mut alike: Vec<&str> = (known.iter().copied())
        .filter(|path| path.rsplit('/').next() == name)
        .collect();
    alike.sort_unstable();
    if alike.is_empty() {
        String::new()
    } else {
        format!(" (tracked with that name: {})", alike.join(", "))
    }
}

/// Runs git in `root` with `stdin`, and returns what it prints. `check-ignore` exits with 1 when
/// it prints nothing.
fn git(root: &Path, args: &[&str], stdin: &str) -> String {
    let mut child = Command::new("git")
        .current_dir(root)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("git runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(
        matches!(out.status.code(), Some(0 | 1)),
        "git {}: {}",
        args.join(" "),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

fn is_read(file: &str) -> bool {
    let name = file.rsplit('/').next().unwrap();
    match name.trim_start_matches('.').rsplit_once('.') {
        None => true,
        Some((_, extension)) => EXTENSIONS.contains(&extension) && file != "CHANGELOG.md",
    }
}

/// The words of `line` that name a repository path (see the module's comment), without a
/// leading `./` or a sentence's full stop.
fn path_words(line: &str) -> Vec<&str> {
    let is_path_char = |c: char| c.is_ascii_alphanumeric() || "_.-/<>*{}$".contains(c);
    let tokens = line
        .split_whitespace()
        .filter(|token| !token.contains("://"));
    let words = tokens.flat_map(|token| token.split(|c| !is_path_char(c)));
    words
        .map(|word| word.trim_end_matches('.'))
        .map(|word| word.strip_prefix("./").unwrap_or(word))
        .filter(|&word| {
            let rooted = ROOTS.iter().any(|root| word.starts_with(root));
            let relative_rust = word.contains('/')
                && word.ends_with(".rs")
                && !word.starts_with('/')
                && !word.starts_with("../");
            (rooted || relative_rust) && word != "tests/s"
        })
        .collect()
}

/// `path` up to its first placeholder component, without a trailing `/`.
fn checked_part(path: &str) -> String {
    let is_placeholder = |part: &&str| {
        part.contains(['<', '>', '*', '{', '}', '$'])
            || (part.chars().any(|c| c.is_ascii_uppercase())
                && part
                    .chars()
                    .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_'))
    };
    let parts: Vec<&str> = path.split('/').filter(|part| !part.is_empty()).collect();
    let end = parts.iter().position(is_placeholder).unwrap_or(parts.len());
    parts[..end].join("/")
}

/// The targets of a Markdown line's inline links that are files, without their `#anchor`.
fn link_targets(line: &str) -> Vec<&str> {
    line.split("](")
        .skip(1)
        .filter_map(|rest| rest.split([')', ' ']).next())
        .map(|target| target.split('#').next().unwrap())
        .filter(|target| !target.is_empty() && !target.contains(':'))
        .collect()
}

fn parent(path: &str) -> &str {
    path.rsplit_once('/').map_or("", |(folder, _)| folder)
}

/// The folders above `path`, nearest first, ending with the root (`""`).
fn ancestors(path: &str) -> impl Iterator<Item = &str> {
    std::iter::successors((!path.is_empty()).then(|| parent(path)), |folder| {
        (!folder.is_empty()).then(|| parent(folder))
    })
}

fn join(folder: &str, path: &str) -> String {
    if folder.is_empty() {
        path.to_string()
    } else {
        format!("{folder}/{path}")
    }
}

/// `path` with its `.` and `..` resolved, or `None` when it leaves the repository.
fn normalize(path: &str) -> Option<String> {
    let mut parts: Vec<&str> = Vec::new();
    for part in path.split('/') {
        match part {
            "" | "." => {}
            ".." => {
                parts.pop()?;
            }
            _ => parts.push(part),
        }
    }
    Some(parts.join("/"))
}
