//! The workspace's layers hold by construction (Cargo.toml): the core depends on no other crate
//! of the workspace, each game on the core alone, and neither the core nor a game can reach the
//! browser's crates, on any target. `cargo tree` tells what each crate can reach.

use boardlab::games;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;

/// The packages `package` reaches through normal dependencies, natively and for wasm32, or only
/// its direct ones (`depth` 1), by name.
fn reached(package: &str, depth: Option<u32>) -> Vec<String> {
    let mut names = reached_on(package, depth, None);
    names.extend(reached_on(package, depth, Some("wasm32-unknown-unknown")));
    names
}

fn reached_on(package: &str, depth: Option<u32>, target: Option<&str>) -> Vec<String> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string());
    let mut command = Command::new(cargo);
    command.current_dir(env!("CARGO_MANIFEST_DIR")).args([
        "tree",
        "--offline",
        "-p",
        package,
        "-e",
        "normal",
        "--prefix",
        "none",
        "--format",
        "{p}",
    ]);
    if let Some(target) = target {
        command.args(["--target", target]);
    }
    if let Some(depth) = depth {
        command.args(["--depth", &depth.to_string()]);
    }
    let out = command.output().expect("cargo tree runs");
    assert!(
        out.status.success(),
        "cargo tree -p {package}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    let names = text
        .lines()
        .filter_map(|line| line.split_whitespace().next());
    names.skip(1).map(str::to_string).collect()
}

fn game_crates() -> Vec<String> {
    games()
        .iter()
        .map(|g| format!("boardlab-{}", g.id))
        .collect()
}

#[test]
fn the_core_and_the_games_cannot_reach_the_browser() {
    for package in std::iter::once("boardlab-core".to_string()).chain(game_crates()) {
        let reached = reached(&package, None);
        for web in ["wasm-bindgen", "js-sys", "web-sys", "serde-wasm-bindgen"] {
            assert!(
                !reached.iter().any(|name| name == web),
                "{package} reaches {web}: {reached:?}"
            );
        }
    }
}

#[test]
fn each_game_depends_on_the_core_alone_and_the_core_on_no_workspace_crate() {
    let ours = |names: Vec<String>| -> Vec<String> {
        let mut ours: Vec<_> = names
            .into_iter()
            .filter(|n| n.starts_with("boardlab"))
            .collect();
        ours.dedup();
        ours
    };
    assert_eq!(ours(reached("boardlab-core", None)), Vec::<String>::new());
    for game in game_crates() {
        assert_eq!(ours(reached(&game, Some(1))), ["boardlab-core"], "{game}");
    }
}

/// The packages' input validator is one game's strict validation and nothing more: it depends
/// on the core and the games alone, with one feature per game of the registry.
#[test]
fn the_input_validator_depends_on_the_core_and_the_games_alone() {
    let mut expected = game_crates();
    expected.push("boardlab-core".to_string());
    expected.sort();
    let mut direct = reached("boardlab-validator", Some(1));
    direct.sort();
    direct.dedup();
    assert_eq!(direct, expected);
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/validator/Cargo.toml");
    let manifest = std::fs::read_to_string(manifest).unwrap();
    let features = manifest.split("[features]\n").nth(1).unwrap();
    let features = features.split("\n\n").next().unwrap().lines();
    let mut games: Vec<&str> = features
        .filter_map(|line| line.split_once(" = ").map(|(name, _)| name))
        .filter(|&name| name != "default")
        .collect();
    games.sort();
    let mut registry: Vec<&str> = boardlab::games().iter().map(|g| g.id).collect();
    registry.sort();
    assert_eq!(games, registry);
}

/// The top-level modules of the crate whose root file is `root` (`lib.rs` or `main.rs`), each
/// with the top-level modules it names through `crate::` (or `super::` from a top-level file):
/// the crate's import graph, a module's own files (`figure/`, `i18n/`) counted as one. Tests
/// (`#[cfg(test)]` to the end of a file) and comments are left out.
fn module_graph(root: &Path) -> BTreeMap<String, BTreeSet<String>> {
    let dir = root.parent().unwrap();
    let mut files = Vec::new();
    collect_rust_files(dir, dir, &mut files);
    let module_of = |relative: &Path| -> String {
        let first = relative
            .components()
            .next()
            .unwrap()
            .as_os_str()
            .to_string_lossy();
        if relative.components().count() > 1 {
            first.to_string()
        } else if relative == Path::new(root.file_name().unwrap()) {
            String::new()
        } else {
            first.trim_end_matches(".rs").to_string()
        }
    };
    let sources: Vec<(String, bool, String)> = files
        .iter()
        .map(|relative| {
            let text = std::fs::read_to_string(dir.join(relative)).unwrap();
            let code = text.split("#[cfg(test)]").next().unwrap();
            let code: String = code
                .lines()
                .map(|line| line.split("//").next().unwrap())
                .collect::<Vec<_>>()
                .join("\n");
            (
                module_of(relative),
                relative.components().count() == 1,
                code,
            )
        })
        .collect();
    let modules: BTreeSet<String> = sources.iter().map(|(m, _, _)| m.clone()).collect();
    // Macros exported at the crate's root belong to the module that defines them.
    let mut macros = BTreeMap::new();
    for (module, _, code) in &sources {
        for part in code.split("macro_rules! ").skip(1) {
            let name: String = part
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            macros.insert(name, module.clone());
        }
    }
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (module, top_level, code) in &sources {
        let edges = graph.entry(module.clone()).or_default();
        let mut prefixes = vec!["crate::"];
        if *top_level && !module.is_empty() {
            prefixes.push("super::");
        }
        if module.is_empty() {
            // The root names its modules by their names (`pub use view::StepView`).
            let words = code.split(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':'));
            for word in words {
                if let Some((first, _)) = word.split_once("::") {
                    if modules.contains(first) && !first.is_empty() {
                        edges.insert(first.to_string());
                    }
                }
            }
        }
        for prefix in prefixes {
            for rest in code.split(prefix).skip(1) {
                for name in first_names(rest) {
                    let target = if modules.contains(&name) {
                        name
                    } else {
                        macros.get(&name).cloned().unwrap_or_default()
                    };
                    if &target != module {
                        edges.insert(target);
                    }
                }
            }
        }
    }
    graph
}

/// The Rust files under `dir`, relative to `base`; a folder with its own Cargo.toml is another
/// crate.
fn collect_rust_files(base: &Path, dir: &Path, found: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            if !path.join("Cargo.toml").exists() {
                collect_rust_files(base, &path, found);
            }
        } else if path.extension().is_some_and(|e| e == "rs") {
            found.push(path.strip_prefix(base).unwrap().to_path_buf());
        }
    }
}

/// The first name of each path after `crate::`: `view::Branch` gives `view`, `{a::B, c}` gives
/// `a` and `c`.
fn first_names(rest: &str) -> Vec<String> {
    let name = |text: &str| -> String {
        let text = text.trim_start();
        text.chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect()
    };
    let Some(group) = rest.strip_prefix('{') else {
        return vec![name(rest)];
    };
    let (mut depth, mut items, mut current) = (0, Vec::new(), String::new());
    for c in group.chars() {
        match c {
            '{' => depth += 1,
            '}' if depth == 0 => break,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                items.push(std::mem::take(&mut current));
                continue;
            }
            _ => {}
        }
        current.push(c);
    }
    items.push(current);
    items
        .iter()
        .map(|item| name(item))
        .filter(|n| !n.is_empty() && n != "self")
        .collect()
}

/// The groups of modules that import each other in a circle (strongly connected components
/// of more than one module).
fn circles(graph: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    let reaches = |from: &String| -> BTreeSet<String> {
        let (mut seen, mut stack) = (BTreeSet::new(), vec![from.clone()]);
        while let Some(module) = stack.pop() {
            for next in graph.get(&module).into_iter().flatten() {
                if seen.insert(next.clone()) {
                    stack.push(next.clone());
                }
            }
        }
        seen
    };
    let reach: BTreeMap<_, _> = graph.keys().map(|m| (m.clone(), reaches(m))).collect();
    let mut found: Vec<Vec<String>> = Vec::new();
    for module in graph.keys() {
        let circle: Vec<String> = (graph.keys())
            .filter(|other| reach[module].contains(*other) && reach[*other].contains(module))
            .map(|m| {
                if m.is_empty() {
                    "(root)".to_string()
                } else {
                    m.clone()
                }
            })
            .collect();
        if circle.len() > 1 && !found.contains(&circle) {
            found.push(circle);
        }
    }
    found
}

/// Every crate, each game's included: no two modules import each other, directly or around a
/// circle. A game's replay (`view.rs`) checks traces through the core's `TraceChecking`,
/// implemented in `trace.rs`, and offers positions through `Positions`, implemented in
/// `position.rs` (or beside the replay where it holds the positions): each uses the replay and
/// the steps it draws (`steps.rs` where both need them), never the reverse.
#[test]
fn no_crate_has_an_import_circle_between_its_modules() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let layers = [
        "src/core/lib.rs",
        "src/session/lib.rs",
        "src/wasm/lib.rs",
        "src/cli/main.rs",
    ];
    let mut crates: Vec<_> = layers.iter().map(|path| root.join(path)).collect();
    let game_roots = games()
        .iter()
        .map(|g| root.join("src/games").join(g.id).join("lib.rs"));
    crates.extend(game_roots);
    let mut problems = Vec::new();
    for crate_root in crates {
        for circle in circles(&module_graph(&crate_root)) {
            problems.push(format!("{}: {}", crate_root.display(), circle.join(" ↔ ")));
        }
    }
    assert!(
        problems.is_empty(),
        "import circles:\n{}",
        problems.join("\n")
    );
}
