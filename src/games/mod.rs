//! The game registry: one folder per game, one line per game below. Nothing else in the crate
//! knows the games' names.

use crate::GameInfo;

pub mod match3;
pub mod mayan;

pub static ALL: &[&GameInfo] = &[&mayan::GAME, &match3::GAME];
