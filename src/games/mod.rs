//! The game registry: one folder per game, one line per game below. Nothing else in the crate
//! knows the games' names.

use crate::GameInfo;

pub mod mayan;
pub mod skill_chess;

pub static ALL: &[&GameInfo] = &[&mayan::GAME, &skill_chess::GAME];
