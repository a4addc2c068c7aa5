//! The hupraise count: a maximum matching between red and blue pieces where a pair may match when
//! (a_red XOR a_blue) mod 3 == 0. At most 200 pieces, so blue sets are 256-bit bitsets and Kuhn's
//! augmenting paths scan them a word at a time.

const WORDS: usize = 4;
type Bits = [u64; WORDS];
const NONE: u16 = u16::MAX;

/// Reusable buffers (the count is asked for thousands of times per game).
#[derive(Default)]
pub struct Matcher {
    adjacency: Vec<Bits>,
    blue_values: Vec<u32>,
    owner: Vec<u16>,
}

impl Matcher {
    /// The maximum number of disjoint compatible (red, blue) pairs. At most 256 blue pieces.
    pub fn max_pairs(&mut self, red: &[u32], blue: &[u32]) -> u32 {
        debug_assert!(blue.len() <= WORDS * 64);
        self.blue_values.clear();
        self.blue_values.extend_from_slice(blue);
        self.adjacency.clear();
        for &a in red {
            let mut row = [0u64; WORDS];
            for (j, &b) in self.blue_values.iter().enumerate() {
                row[j / 64] |= u64::from((a ^ b) % 3 == 0) << (j % 64);
            }
            self.adjacency.push(row);
        }
        self.owner.clear();
        self.owner.resize(blue.len(), NONE);
        let mut pairs = 0;
        // A search that fails leaves its visited set valid for later searches as long as the
        // matching is unchanged, so the set is only cleared after a success.
        let mut visited = [0u64; WORDS];
        for red_index in 0..red.len() {
            if self.augment(red_index, &mut visited) {
                pairs += 1;
                visited = [0; WORDS];
            }
        }
        pairs
    }

    /// Kuhn's step: finds an alternating path from `red_index` to a free blue piece and flips it.
    fn augment(&mut self, red_index: usize, visited: &mut Bits) -> bool {
        for word in 0..WORDS {
            loop {
                let candidates = self.adjacency[red_index][word] & !visited[word];
                if candidates == 0 {
                    break;
                }
                let bit = candidates.trailing_zeros() as usize;
                visited[word] |= 1 << bit;
                let blue_index = word * 64 + bit;
                let owner = self.owner[blue_index];
                if owner == NONE || self.augment(owner as usize, visited) {
                    self.owner[blue_index] = red_index as u16;
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
            if !used[j] && (a ^ blue[j]) % 3 == 0 {
                used[j] = true;
                best = best.max(1 + brute_force(rest, blue, used));
                used[j] = false;
            }
        }
        best
    }

    #[test]
    fn matches_brute_force_on_small_sets() {
        let mut seed = 7u64;
        let mut next = || {
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            (seed >> 33) as u32
        };
        let mut matcher = Matcher::default();
        for _ in 0..300 {
            let red: Vec<u32> = (0..next() % 7).map(|_| next() % 40).collect();
            let blue: Vec<u32> = (0..next() % 7).map(|_| next() % 40).collect();
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
