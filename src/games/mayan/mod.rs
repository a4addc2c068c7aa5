//! Placeholder until the mayan engine lands (replaced on the mayan branch).
use crate::timeline::Palette;
use crate::{GameInfo, InputError, Progress, Replay, Rules};

fn parse(_: &str, _: &Rules, _: &mut Progress) -> Result<Box<dyn Replay>, InputError> {
    Err(InputError::general("mayan engine not built yet"))
}

pub static GAME: GameInfo = GameInfo {
    id: "mayan",
    title: "Mayan game",
    source: "NOIP 2011 提高组 Day 1 (Luogu P1312)",
    about: "",
    samples: &[],
    rules: &[],
    palette: Palette {
        cells: &[],
        tokens: &[],
        marks: &[],
    },
    parse,
    judge_answer: None,
};
