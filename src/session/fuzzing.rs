//! The bytes the cargo-fuzz target reads (`fuzz/`, `./build.sh fuzz`): one header byte per rule
//! option of the game, in the registry's order, choosing the option's value (`byte % values`, so
//! every byte means a value; 0 is the default), then the input text. [`header`] writes the bytes
//! of a seed (`boardlab fuzz-seeds`), [`rules`] reads them back (the target); [`variants`] are
//! the rule settings the fuzzers try.

use boardlab_core::{GameInfo, Rules};

/// The header bytes of `rules` (resolved for `game`): each option's value index.
pub fn header(game: &GameInfo, rules: &Rules) -> Vec<u8> {
    game.rules
        .iter()
        .map(|option| {
            let value = rules.get(option.name);
            let index = (option.values.iter())
                .position(|(v, _)| *v == value)
                .unwrap_or_else(|| panic!("{}={value} is resolved, so declared", option.name));
            u8::try_from(index).expect("an option has fewer than 256 values")
        })
        .collect()
}

/// The rule settings to try: the defaults, then each other value of each option alone.
pub fn variants(game: &GameInfo) -> Vec<Vec<(String, String)>> {
    let mut variants = vec![Vec::new()];
    for option in game.rules {
        for (value, _) in &option.values[1..] {
            variants.push(vec![(option.name.to_string(), value.to_string())]);
        }
    }
    variants
}

/// The rule options `header` selects (one byte per option of `game`; missing bytes are 0), as
/// `name=value` pairs: those not at their default.
pub fn rules(game: &GameInfo, header: &[u8]) -> Vec<(String, String)> {
    (game.rules.iter().zip(header))
        .map(|(option, &byte)| {
            (
                option,
                option.values[usize::from(byte) % option.values.len()].0,
            )
        })
        .filter(|(option, value)| *value != option.values[0].0)
        .map(|(option, value)| (option.name.to_string(), value.to_string()))
        .collect()
}
