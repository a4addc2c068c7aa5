//! The checklist for adding a game (src/games/mod.rs), enforced for every registered game: its
//! folder has the usual files, it has samples that run, judge cases and a test module, a fuzz
//! target and a row in the README, and its generator's defaults make valid inputs. A game added
//! to the registry alone fails here until the rest is done.

use boardlab::games;
use std::path::{Path, PathBuf};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The game's Rust module name (`skill-chess` → `skill_chess`).
fn module(id: &str) -> String {
    id.replace('-', "_")
}

/// `.in` files with an `.ans` beside them, anywhere under `dir`.
fn judge_cases(dir: &Path) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut cases = Vec::new();
    for path in entries.filter_map(|entry| Some(entry.ok()?.path())) {
        if path.is_dir() {
            cases.extend(judge_cases(&path));
        } else if path.extension().is_some_and(|e| e == "in") && path.with_extension("ans").exists()
        {
            cases.push(path);
        }
    }
    cases
}

#[test]
fn every_registered_game_has_its_files_tests_data_fuzz_target_and_readme_row() {
    let test_root = std::fs::read_to_string(root().join("tests/tests/main.rs")).unwrap();
    let readme = std::fs::read_to_string(root().join("README.md")).unwrap();
    let fuzz_crate = std::fs::read_to_string(root().join("fuzz/Cargo.toml")).unwrap();
    let build = std::fs::read_to_string(root().join("build.sh")).unwrap();
    let fuzz_games = build
        .lines()
        .find_map(|line| line.strip_prefix("FUZZ_GAMES=("))
        .and_then(|rest| rest.strip_suffix(')'))
        .expect("build.sh lists FUZZ_GAMES=(…)");
    for game in games() {
        let id = game.id;
        let module = module(id);
        for file in ["mod.rs", "input.rs", "view.rs", "gen.rs"] {
            let path = root().join("src/games").join(&module).join(file);
            assert!(path.is_file(), "{id}: {} is missing", path.display());
        }
        assert!(
            root().join(format!("tests/tests/{module}.rs")).is_file()
                && test_root.contains(&format!("mod {module};")),
            "{id}: no test module tests/tests/{module}.rs declared in tests/tests/main.rs"
        );
        let cases = judge_cases(&root().join("tests/data").join(id));
        assert!(
            !cases.is_empty(),
            "{id}: no judge cases (.in + .ans) in tests/data/{id}/"
        );
        assert!(
            root().join(format!("fuzz/fuzz_targets/{id}.rs")).is_file()
                && fuzz_crate.contains(&format!("name = \"{id}\""))
                && fuzz_games.split_whitespace().any(|g| g == id),
            "{id}: no fuzz target (fuzz/fuzz_targets/{id}.rs, a [[bin]] in fuzz/Cargo.toml and \
             FUZZ_GAMES in build.sh)"
        );
        assert!(
            readme.contains(&format!("| `{id}` |")),
            "{id}: no row in the README's games table"
        );
    }
}

#[test]
fn every_registered_game_describes_itself_and_its_samples_run() {
    for game in games() {
        let id = game.id;
        assert!(
            !game.title.is_empty() && !game.source.is_empty() && !game.about.is_empty(),
            "{id}"
        );
        assert!(!game.samples.is_empty(), "{id}: no samples");
        assert!(
            !game.palette.tokens.is_empty() || !game.palette.cells.is_empty(),
            "{id}: empty palette"
        );
        for option in game.rules {
            assert!(
                !option.help.is_empty() && !option.values.is_empty(),
                "{id}: rule {}",
                option.name
            );
        }
        for sample in game.samples {
            let rules: Vec<_> = sample
                .rules
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect();
            let session = boardlab::parse(id, sample.input, &rules)
                .unwrap_or_else(|e| panic!("{id} / {}: {e}", sample.name));
            assert!(session.step_count() > 0, "{id} / {}: no steps", sample.name);
        }
    }
}

#[test]
fn every_registered_games_generator_defaults_make_valid_inputs() {
    for game in games() {
        let id = game.id;
        assert!(
            !game.params.is_empty(),
            "{id}: the generator has no parameters"
        );
        for param in game.params {
            assert!(
                param.min <= param.default && param.default <= param.max && !param.help.is_empty(),
                "{id}: parameter {} default {} outside {}..={}",
                param.name,
                param.default,
                param.min,
                param.max
            );
        }
        for seed in [0, 1, u64::MAX] {
            let input = boardlab::generate(id, seed, &[], &[])
                .unwrap_or_else(|e| panic!("{id} seed {seed}: {e}"));
            boardlab::validate(id, &input, &[])
                .unwrap_or_else(|e| panic!("{id} seed {seed}: invalid: {e}\n{input}"));
        }
    }
}
