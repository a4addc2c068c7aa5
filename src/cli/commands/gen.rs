//! `boardlab gen`: a valid input from the game's generator, the same bytes for the same seed,
//! rule options and parameters (the help lists the parameters: `gen_parameters` in main.rs).

use crate::args::{name_value, seed, Checked, GameArgs};
use crate::failure::{usage_error, Failure};
use crate::out;

/// The arguments of `gen` (its help text is on `Command::Gen` in main.rs).
#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    game: GameArgs,
    /// The random seed, an integer 0..18446744073709551615
    // Hyphen values are taken, so that -1 gets the message about the range.
    #[arg(long, value_name = "S", allow_hyphen_values = true, value_parser = Checked::new(seed))]
    seed: Option<u64>,
    /// A generator parameter; repeatable (the list is below)
    #[arg(short, long = "param", value_name = "NAME=VALUE", value_parser = Checked::new(name_value))]
    params: Vec<(String, String)>,
}

pub fn run(args: Args) -> Result<(), Failure> {
    let game = args.game.game;
    let seed = args.seed.ok_or_else(|| usage_error("gen needs --seed S"))?;
    let text =
        boardlab::generate(game.id, seed, &args.params, &args.game.rules).map_err(|e| Failure {
            message: format!(
                "{}\nRun 'boardlab gen {} --help' for the parameters.",
                e.message, game.id
            ),
            status: 2,
        })?;
    out::write_bytes(text.as_bytes());
    Ok(())
}
