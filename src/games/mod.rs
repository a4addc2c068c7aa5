//! The game registry: one folder per game, one line per game below. Nothing else in the crate
//! knows the games' names.

use crate::GameInfo;

pub mod ludo;
pub mod match3;
pub mod mayan;
pub mod skill_chess;
pub mod three_kingdoms;

pub static ALL: &[&GameInfo] = &[
    &mayan::GAME,
    &skill_chess::GAME,
    &three_kingdoms::GAME,
    &match3::GAME,
    &ludo::GAME,
];
