//! The trace format guide (www/guide/trace-format.md) defines every checkpoint, field and block
//! each game reads, and nothing it does not: its section "Every checkpoint and field, exactly"
//! against the formats the games' samples read (ludo's parts each have their own).

use boardlab::games;
use std::collections::{BTreeMap, BTreeSet};

/// Per game (a `### id` heading), the words its bullets define: each backticked word before
/// the dash of a `- ` line.
fn defined_words(guide: &str) -> BTreeMap<String, BTreeSet<String>> {
    let section = guide
        .split("## Every checkpoint and field, exactly")
        .nth(1)
        .expect("the guide has the section")
        .split("\n## ")
        .next()
        .unwrap();
    let mut words: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut game = None;
    for line in section.lines() {
        if let Some(id) = line.strip_prefix("### ") {
            game = Some(id.trim().to_string());
        } else if let (Some(game), Some(item)) = (&game, line.strip_prefix("- ")) {
            let names = item.split(" — ").next().unwrap();
            for name in names.split(", ") {
                let name = name.trim().trim_matches('`');
                words
                    .entry(game.clone())
                    .or_default()
                    .insert(name.to_string());
            }
        }
    }
    words
}

#[test]
fn the_guide_defines_every_trace_word_of_every_game_and_no_other() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/www/guide/trace-format.md");
    let defined = defined_words(&std::fs::read_to_string(path).unwrap());
    for game in games() {
        let mut read = BTreeSet::new();
        for sample in game.samples {
            let rules: Vec<_> = (sample.rules.iter())
                .map(|(name, value)| (name.to_string(), value.to_string()))
                .collect();
            let session = boardlab::parse(game.id, sample.input, &rules).unwrap();
            if let Some(format) = session.trace_format() {
                let words = [format.checkpoints, format.fields, format.blocks].concat();
                read.extend(words.iter().map(|word| word.to_string()));
            }
        }
        let none = BTreeSet::new();
        let guide = defined.get(game.id).unwrap_or(&none);
        assert_eq!(
            guide, &read,
            "{}: the guide's words, then the game's",
            game.id
        );
    }
}
