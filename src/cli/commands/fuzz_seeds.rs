//! `boardlab fuzz-seeds` (hidden; `./build.sh fuzz` runs it): a game's seeds for the cargo-fuzz
//! corpus (`fuzz/`), each behind the header of rule bytes the target reads
//! (`boardlab::fuzzing`). Everything comes from the registry and the data given: the game's
//! samples under their own rule options, one generated input per rule option value (the defaults
//! and each other value of each option: mayan's `mode=replay` puzzles with their answer, each
//! ludo part…) and every `.in` file of the data folders under the options of the `.rules` file
//! beside it (`name=value` lines; the defaults without one).

use crate::args::{game, number, Checked};
use crate::failure::Failure;
use crate::out::outln;
use boardlab::{fuzzing, GameInfo, Rules};
use std::collections::HashSet;
use std::path::{Path, PathBuf};

/// The arguments of `fuzz-seeds` (its help text is on `Command::FuzzSeeds` in main.rs).
#[derive(clap::Args)]
pub struct Args {
    /// The game
    #[arg(value_name = "GAME", value_parser = Checked::new(game))]
    game: &'static GameInfo,
    /// The corpus folder the seeds go to (made if missing)
    corpus: PathBuf,
    /// Folders of judge data: their .in files, at any depth, are seeds too
    data: Vec<PathBuf>,
    /// Leaves out seeds of more bytes, header included (libFuzzer's -max_len)
    #[arg(long, value_name = "BYTES", default_value = "4096",
          value_parser = Checked::new(number::<usize>))]
    max_len: usize,
}

pub fn run(args: Args) -> Result<(), Failure> {
    let game = args.game;
    let declared = |pairs: &[(String, String)]| {
        Rules::resolve(game, pairs).expect("the registry's rule options are declared")
    };
    let mut seeds: Vec<(Rules, Vec<u8>)> = Vec::new();
    for sample in game.samples {
        let pairs = sample.rules.iter();
        let pairs: Vec<_> = pairs.map(|(n, v)| (n.to_string(), v.to_string())).collect();
        seeds.push((declared(&pairs), sample.input.as_bytes().to_vec()));
    }
    for pairs in fuzzing::variants(game) {
        let input = boardlab::generate(game.id, 0, &[], &pairs).map_err(|e| {
            failure(format!(
                "{} generates no input under {pairs:?}: {e}",
                game.id
            ))
        })?;
        seeds.push((declared(&pairs), input.into_bytes()));
    }
    for dir in &args.data {
        for file in inputs_in(dir)? {
            seeds.push((rules_beside(game, &file)?, read(&file)?));
        }
    }
    std::fs::create_dir_all(&args.corpus)
        .map_err(|e| failure(format!("cannot make {}: {e}", args.corpus.display())))?;
    let mut names = HashSet::new();
    for (rules, input) in seeds {
        let mut seed = fuzzing::header(game, &rules);
        seed.extend(input);
        if seed.len() > args.max_len {
            continue;
        }
        // Named by content, as libFuzzer names its corpus files: seeding twice adds nothing.
        let path = args.corpus.join(format!("seed-{:016x}", fnv1a(&seed)));
        std::fs::write(&path, &seed)
            .map_err(|e| failure(format!("cannot write {}: {e}", path.display())))?;
        names.insert(path);
    }
    outln!("{} seeds in {}", names.len(), args.corpus.display());
    Ok(())
}

/// The `.in` files under `dir`, at any depth, sorted.
fn inputs_in(dir: &Path) -> Result<Vec<PathBuf>, Failure> {
    let entries = std::fs::read_dir(dir)
        .map_err(|e| failure(format!("cannot read {}: {e}", dir.display())))?;
    let mut files = Vec::new();
    for entry in entries {
        let path = entry
            .map_err(|e| failure(format!("cannot read {}: {e}", dir.display())))?
            .path();
        if path.is_dir() {
            files.extend(inputs_in(&path)?);
        } else if path.extension().is_some_and(|e| e == "in") {
            files.push(path);
        }
    }
    files.sort();
    Ok(files)
}

fn read(path: &Path) -> Result<Vec<u8>, Failure> {
    std::fs::read(path).map_err(|e| failure(format!("cannot read {}: {e}", path.display())))
}

/// The rule options of the `.rules` file beside input `file` (`name=value` lines, blank lines
/// skipped), the defaults without one.
fn rules_beside(game: &GameInfo, file: &Path) -> Result<Rules, Failure> {
    let path = file.with_extension("rules");
    if !path.exists() {
        return Ok(Rules::resolve(game, &[]).expect("the defaults are declared"));
    }
    let text = String::from_utf8(read(&path)?)
        .map_err(|_| failure(format!("{} is not UTF-8 text", path.display())))?;
    let mut pairs = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let located =
            |message: String| failure(format!("{}:{}: {message}", path.display(), index + 1));
        if line.trim().is_empty() {
            continue;
        }
        let (name, value) = line
            .trim()
            .split_once('=')
            .ok_or_else(|| located(format!("expected name=value, got {line:?}")))?;
        let pair = vec![(name.to_string(), value.to_string())];
        Rules::resolve(game, &pair).map_err(|e| located(e.message.to_string()))?;
        pairs.extend(pair);
    }
    Ok(Rules::resolve(game, &pairs).expect("each pair checked above"))
}

/// A failure to read the data or write the corpus (exit 2).
fn failure(message: String) -> Failure {
    Failure { message, status: 2 }
}

/// FNV-1a, 64 bits: a file name for a seed's bytes.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}
