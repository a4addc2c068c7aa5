//! The workspace's layers hold by construction (Cargo.toml): the core depends on no other crate
//! of the workspace, each game on the core alone, and neither the core nor a game can reach the
//! browser's crates, on any target. `cargo tree` tells what each crate can reach.

use boardlab::games;
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
