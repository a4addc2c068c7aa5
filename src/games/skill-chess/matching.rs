//! The hupraise count: a maximum matching between red and blue pieces where a pair may match when
//! (a_red XOR a_blue) mod 3 == 0. At most 200 pieces, so blue sets are 256-bit bitsets and Kuhn's
//! augmenting paths scan them a word at a time.
//!
//! The count is asked for thousands of times per game while only a few values change in between,
//! so the matcher keeps its graph and matching: changed pieces get their edges recomputed and
//! lose pairs that are no longer allowed, then augmenting paths are searched from the free red
//! pieces. (A matching with no augmenting path is maximum, whatever it started from.)

const WORDS: usize = 4;
type Bits = [u64; WORDS];
const NONE: u16 = u16::MAX;

fn compatible(a: u32, b: u32) -> bool {
    (a ^ b).is_multiple_of(3)
}

#[derive(Default)]
pub struct Matcher {
    red_values: Vec<u32>,
    blue_values: Vec<u32>,
    /// Per red piece: the blue pieces it may pair with.
    adjacency: Vec<Bits>,
    /// Per blue piece: its red partner.
    owner: Vec<u16>,
    /// Per red piece: its blue partner.
    partner: Vec<u16>,
    /// The blue pieces without a partner.
    free_blues: Bits,
    pairs: u32,
}

impl Matcher {
    /// The maximum number of disjoint compatible (red, blue) pairs. At most 256 blue pieces.
    pub fn max_pairs(&mut self, red: &[u32], blue: &[u32]) -> u32 {
        assert!(blue.len() <= WORDS * 64, "at most 256 blue pieces");
        if red.len() != self.red_values.len() || blue.len() != self.blue_values.len() {
            self.reset(red.len(), blue.len());
        }
        let mut changed = false;
        for (j, &value) in blue.iter().enumerate() {
            if self.blue_values[j] != value {
                changed = true;
                self.blue_values[j] = value;
                let (word, bit) = (j / 64, 1u64 << (j % 64));
                for (row, &a) in self.adjacency.iter_mut().zip(&self.red_values) {
                    if compatible(a, value) {
                        row[word] |= bit;
                    } else {
                        row[word] &= !bit;
                    }
                }
                self.drop_pair_if_forbidden(self.owner[j], j);
            }
        }
        for (i, &value) in red.iter().enumerate() {
            if self.red_values[i] != value {
                changed = true;
                self.red_values[i] = value;
                let mut row = [0u64; WORDS];
                for (word, chunk) in row.iter_mut().zip(self.blue_values.chunks(64)) {
                    *word = chunk.iter().enumerate().fold(0, |bits, (k, &b)| {
                        bits | u64::from(compatible(value, b)) << k
                    });
                }
                self.adjacency[i] = row;
                self.drop_pair_if_forbidden(i as u16, self.partner[i] as usize);
            }
        }
        // An augmenting path ends at a free blue piece: without one there is none.
        if changed && self.free_blues != [0; WORDS] {
            // A search that fails leaves its visited set valid for later searches as long as
            // the matching is unchanged, so the set is only cleared after a success.
            let mut visited = [0u64; WORDS];
            for i in 0..red.len() {
                if self.partner[i] == NONE && self.augment(i, &mut visited) {
                    self.pairs += 1;
                    visited = [0; WORDS];
                }
            }
        }
        self.pairs
    }

    /// Starts over with no edges and no pairs; every value is then seen as changed.
    fn reset(&mut self, reds: usize, blues: usize) {
        // u32::MAX is never a piece's value (values stay far below it).
        self.red_values = vec![u32::MAX; reds];
        self.blue_values = vec![u32::MAX; blues];
        self.adjacency = vec![[0; WORDS]; reds];
        self.owner = vec![NONE; blues];
        self.partner = vec![NONE; reds];
        self.free_blues = [0; WORDS];
        for blue in 0..blues {
            self.free_blues[blue / 64] |= 1 << (blue % 64);
        }
        self.pairs = 0;
    }

    fn drop_pair_if_forbidden(&mut self, red: u16, blue: usize) {
        if red == NONE || blue == NONE as usize {
            return;
        }
        if !compatible(self.red_values[red as usize], self.blue_values[blue]) {
            self.owner[blue] = NONE;
            self.free_blues[blue / 64] |= 1 << (blue % 64);
            self.partner[red as usize] = NONE;
            self.pairs -= 1;
        }
    }

    fn pair(&mut self, red: usize, blue: usize) {
        self.owner[blue] = red as u16;
        self.partner[red] = blue as u16;
    }

    /// Kuhn's step: finds an alternating path from `red` to a free blue piece and flips it.
    fn augment(&mut self, red: usize, visited: &mut Bits) -> bool {
        // A free neighbour ends the path at once; looking for one first keeps most paths short.
        for word in 0..WORDS {
            let free = self.adjacency[red][word] & self.free_blues[word];
            if free != 0 {
                let bit = free.trailing_zeros() as usize;
                self.free_blues[word] &= !(1 << bit);
                self.pair(red, word * 64 + bit);
                return true;
            }
        }
        for word in 0..WORDS {
            loop {
                let candidates = self.adjacency[red][word] & !visited[word];
                if candidates == 0 {
                    break;
                }
                let bit = candidates.trailing_zeros() as usize;
                visited[word] |= 1 << bit;
                let blue = word * 64 + bit;
                let owner = self.owner[blue];
                if owner != NONE && self.augment(owner as usize, visited) {
                    self.pair(red, blue);
                    return true;
                }
            }
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Exhaustive maximum matching for small inputs.
    fn brute_force(red: &[u32], blue: &[u32], used: &mut Vec<bool>) -> u32 {
        let Some((&a, rest)) = red.split_first() else {
            return 0;
        };
        let mut best = brute_force(rest, blue, used);
        for j in 0..blue.len() {
            if !used[j] && (a ^ blue[j]).is_multiple_of(3) {
                used[j] = true;
                best = best.max(1 + brute_force(rest, blue, used));
                used[j] = false;
            }
        }
        best
    }

    /// A small deterministic generator for the randomised tests.
    fn random_numbers(mut seed: u64) -> impl FnMut() -> u32 {
        move || {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (seed >> 33) as u32
        }
    }

    #[test]
    fn matches_brute_force_on_small_sets() {
        let mut next = random_numbers(7);
        let mut matcher = Matcher::default();
        for _ in 0..300 {
            let red: Vec<u32> = (0..next() % 7).map(|_| next() % 40).collect();
            let blue: Vec<u32> = (0..next() % 7).map(|_| next() % 40).collect();
            let expected = brute_force(&red, &blue, &mut vec![false; blue.len()]);
            assert_eq!(matcher.max_pairs(&red, &blue), expected, "{red:?} {blue:?}");
        }
    }

    #[test]
    fn stays_maximum_while_values_change() {
        let mut next = random_numbers(11);
        let mut matcher = Matcher::default();
        let mut red: Vec<u32> = (0..6).map(|_| next() % 30).collect();
        let mut blue: Vec<u32> = (0..5).map(|_| next() % 30).collect();
        for _ in 0..500 {
            for _ in 0..next() % 3 {
                let k = (next() % 11) as usize;
                if k < 6 {
                    red[k] = next() % 30;
                } else {
                    blue[k - 6] = next() % 30;
                }
            }
            let expected = brute_force(&red, &blue, &mut vec![false; blue.len()]);
            assert_eq!(matcher.max_pairs(&red, &blue), expected, "{red:?} {blue:?}");
        }
    }

    #[test]
    fn xor_mod_three_is_the_pairing_rule() {
        let mut matcher = Matcher::default();
        // 1^2 = 3 pairs; 1^1 = 0 pairs; 1^4 = 5 does not.
        assert_eq!(matcher.max_pairs(&[1], &[2]), 1);
        assert_eq!(matcher.max_pairs(&[1], &[4]), 0);
        assert_eq!(matcher.max_pairs(&[1, 1], &[1, 4, 2]), 2);
    }
}
