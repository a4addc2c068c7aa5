//! The transposition table: what the search proved about the positions it has seen.

use super::rules::{Move, State};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// The transposition table is emptied when it holds this many entries: it then still fits in
/// 2^18 buckets of 81 bytes (about 21 MiB).
const TABLE_LIMIT: usize = 220_000;

/// Bounds known for a state, and the move that was best (or caused a cut-off) there.
#[derive(Debug, Clone, Copy)]
pub struct Entry {
    pub low: i64,
    pub high: i64,
    pub best: Move,
}

/// A small multiplicative hash: the keys are already well spread integers.
#[derive(Default)]
pub struct MixHasher(u64);

impl Hasher for MixHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(b as u64);
        }
    }

    fn write_u64(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

/// The transposition table of one test.
pub type Table = HashMap<State, Entry, BuildHasherDefault<MixHasher>>;

/// Stores `entry` for `state`, emptying the table first when it is full.
pub fn store(table: &mut Table, state: State, entry: Entry) {
    if table.len() >= TABLE_LIMIT {
        table.clear();
    }
    table.insert(state, entry);
}
