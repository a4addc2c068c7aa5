//! The checklist for adding a game (src/games/README.md), enforced for every registered game: its
//! folder has the usual files and message catalogs, it has samples that run, judge cases (with
//! valid `.rules` beside those that need rule options) and a test module, package statements and
//! rows in the README's tables, and its generator's defaults make valid inputs. A game added to
//! the registry alone fails here until the rest is done. What reads the registry instead of a
//! list of games is checked too: `list --ids`, the fuzz seeds (`fuzz-seeds`, one fuzz target for
//! every game) and the bench.

use crate::common;
use boardlab::{fuzzing, games, GameInfo, Lang, Rules};
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

/// The rows of the table in `readme` (a Markdown file) whose header row starts with `header`.
fn table_rows<'a>(readme: &'a str, header: &str) -> Vec<&'a str> {
    let lines = readme.lines().skip_while(|line| !line.starts_with(header));
    let rows: Vec<_> = lines
        .take_while(|line| line.starts_with('|'))
        .skip(2)
        .collect();
    assert!(!rows.is_empty(), "no table {header}…");
    rows
}

/// The package statements of `game` (`src/games/<id>/statements/<name>.<lang>.md`, named in
/// its `game_statements!`): one per game, or one per part for a game whose `part` option selects one of
/// several problems (ludo), as `statement_key` there names them.
fn statement_names(game: &GameInfo) -> Vec<String> {
    match game.rules.iter().find(|option| option.name == "part") {
        Some(part) => (part.values.iter())
            .map(|(value, _)| format!("{}-part{value}", game.id))
            .collect(),
        None => vec![game.id.to_string()],
    }
}

#[test]
fn every_registered_game_has_its_files_tests_data_statements_and_readme_rows() {
    let test_root = std::fs::read_to_string(root().join("tests/tests/main.rs")).unwrap();
    let read = |path: &str| std::fs::read_to_string(root().join(path)).unwrap();
    let (readme, setters) = (read("README.md"), read("www/guide/problem-setters.md"));
    let workspace = std::fs::read_to_string(root().join("Cargo.toml")).unwrap();
    let session = std::fs::read_to_string(root().join("src/session/Cargo.toml")).unwrap();
    let all_games = (session.lines())
        .find_map(|line| line.strip_prefix("all-games = ["))
        .expect("src/session/Cargo.toml has the feature all-games");
    let tables = [
        ("the README's games", &readme, "| id | problem |", "`"),
        (
            "the README's limits",
            &readme,
            "| game | limits enforced |",
            "",
        ),
        (
            "the problem setters' guide's generator parameters",
            &setters,
            "| game | parameters: default (range) |",
            "",
        ),
    ];
    for game in games() {
        let id = game.id;
        let module = module(id);
        for file in ["Cargo.toml", "lib.rs", "input.rs", "view.rs", "gen.rs"] {
            let path = root().join("src/games").join(id).join(file);
            assert!(path.is_file(), "{id}: {} is missing", path.display());
        }
        assert!(
            workspace.contains(&format!("boardlab-{id} = {{ path = \"src/games/{id}\" }}")),
            "{id}: no boardlab-{id} among the workspace's dependencies in Cargo.toml"
        );
        assert!(
            (session.lines()).any(|line| line == format!("{id} = [\"dep:boardlab-{id}\"]"))
                && all_games.contains(&format!("\"{id}\"")),
            "{id}: no feature {id} in src/session/Cargo.toml (among all-games)"
        );
        for lang in Lang::ALL {
            let path = root().join(format!("src/games/{id}/messages/{}.ftl", lang.code()));
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
        for case in &cases {
            let rules = common::rules_beside(case);
            let input = std::fs::read_to_string(case).unwrap();
            boardlab::validate(id, &input, &rules).unwrap_or_else(|e| {
                panic!(
                    "{}: invalid under {rules:?} (its .rules): {e}",
                    case.display()
                )
            });
        }
        for name in statement_names(game) {
            for lang in Lang::ALL {
                let file = format!("src/games/{id}/statements/{name}.{}.md", lang.code());
                assert!(
                    root().join(&file).is_file()
                        && (game.statements.iter()).any(|s| s.name == name && s.lang == lang),
                    "{id}: no package statement {file} (named in its game_statements!)"
                );
            }
        }
        for (table, text, header, quote) in tables {
            assert!(
                (table_rows(text, header).iter())
                    .any(|row| row.starts_with(&format!("| {quote}{id}{quote} |"))),
                "{id}: no row in {table} table"
            );
        }
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

#[test]
fn list_ids_prints_the_registry() {
    let out = common::boardlab(&["list", "--ids"], "");
    assert!(out.status.success());
    let ids: Vec<_> = games().iter().map(|game| game.id).collect();
    assert_eq!(common::text(&out.stdout), format!("{}\n", ids.join("\n")));
}

/// The seeds `boardlab fuzz-seeds` writes for `game` from its shipped data, as (header, input).
fn fuzz_seeds(game: &GameInfo) -> Vec<(Vec<u8>, Vec<u8>)> {
    let corpus = common::temp_dir(&format!("corpus-{}", game.id));
    let data = root().join("tests/data").join(game.id);
    let out = common::boardlab(
        &["fuzz-seeds", game.id, &corpus, data.to_str().unwrap()],
        "",
    );
    assert!(out.status.success(), "{}", common::text(&out.stderr));
    let seeds = std::fs::read_dir(&corpus).unwrap().map(|entry| {
        let bytes = std::fs::read(entry.unwrap().path()).unwrap();
        let (header, input) = bytes.split_at(game.rules.len());
        (header.to_vec(), input.to_vec())
    });
    seeds.collect()
}

#[test]
fn the_fuzz_seeds_put_every_input_behind_the_rule_options_it_is_meant_for() {
    let header = |game, pairs: &[(String, String)]| {
        fuzzing::header(game, &Rules::resolve(game, pairs).unwrap())
    };
    for game in games() {
        let id = game.id;
        let seeds = fuzz_seeds(game);
        let seeded = |pairs: &[(String, String)], input: &[u8]| {
            seeds.contains(&(header(game, pairs), input.to_vec()))
        };
        for sample in game.samples {
            let pairs: Vec<_> = (sample.rules.iter())
                .map(|(n, v)| (n.to_string(), v.to_string()))
                .collect();
            assert!(
                seeded(&pairs, sample.input.as_bytes()),
                "{id}: sample {:?} not seeded under {pairs:?}",
                sample.name
            );
        }
        for case in judge_cases(&root().join("tests/data").join(id)) {
            let input = std::fs::read(&case).unwrap();
            let pairs = common::rules_beside(&case);
            assert!(
                input.len() + game.rules.len() > 4096 || seeded(&pairs, &input),
                "{}: not seeded under {pairs:?}",
                case.display()
            );
        }
        // One generated input per rule option value (mayan's replay puzzles, each ludo part…).
        for variant in fuzzing::variants(game) {
            let wanted = header(game, &variant);
            assert!(
                seeds.iter().any(|(h, input)| *h == wanted
                    && boardlab::validate(id, std::str::from_utf8(input).unwrap(), &variant)
                        .is_ok()),
                "{id}: no valid seed under {variant:?}"
            );
        }
        // The target reads each header back as the options it was written for.
        for variant in fuzzing::variants(game) {
            assert_eq!(
                fuzzing::rules(game, &header(game, &variant)),
                variant,
                "{id}"
            );
        }
    }
}

#[test]
fn a_bad_rules_file_beside_a_fuzz_seed_is_a_located_error() {
    let data = common::temp_dir("fuzz-data");
    std::fs::write(Path::new(&data).join("a.in"), "3\n").unwrap();
    let corpus = common::temp_dir("fuzz-corpus");
    for (rules, error) in [
        (
            "part=1\npip=X\n",
            "a.rules:2: rule option pip has no value \"X\"",
        ),
        ("part 1\n", "a.rules:1: expected name=value, got \"part 1\""),
        ("turns=1\n", "a.rules:1: "),
    ] {
        std::fs::write(Path::new(&data).join("a.rules"), rules).unwrap();
        let out = common::boardlab(&["fuzz-seeds", "ludo", &corpus, &data], "");
        assert_eq!(out.status.code(), Some(2), "{rules:?}");
        assert!(
            common::text(&out.stderr).contains(error),
            "{}",
            common::text(&out.stderr)
        );
    }
}

#[test]
fn the_fuzz_crate_and_the_bench_name_no_game() {
    let targets: Vec<_> = std::fs::read_dir(root().join("fuzz/fuzz_targets"))
        .unwrap()
        .map(|entry| entry.unwrap().file_name().into_string().unwrap())
        .collect();
    assert_eq!(targets, ["game.rs"], "one fuzz target for every game");
    for file in [
        "fuzz/Cargo.toml",
        "fuzz/fuzz_targets/game.rs",
        "tests/e2e/bench.mjs",
    ] {
        let text = std::fs::read_to_string(root().join(file)).unwrap();
        for game in games() {
            for quoted in [format!("'{}'", game.id), format!("\"{}\"", game.id)] {
                assert!(
                    !text.contains(&quoted),
                    "{file} names {quoted}: read the registry"
                );
            }
        }
    }
}
