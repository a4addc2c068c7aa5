//! Strict validation of an input of a registered game (see [`boardlab_core::strict`]).

pub use boardlab_core::strict::*;

use crate::registry::game_or_error;
use boardlab_core::{InputError, Rules};

/// Checks `input` for game `game_id` as a strict validator: its exact format, then every limit of
/// the statement (see the module's documentation).
pub fn validate(game_id: &str, input: &str, rules: &[(String, String)]) -> Result<(), InputError> {
    let game = game_or_error(game_id)?;
    game.validate_strictly(input, &Rules::resolve(game, rules)?)
}
