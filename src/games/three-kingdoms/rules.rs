//! The rules: the board, movement (walks around lakes, mountains and enemies), attack regions,
//! damage, the moves of a position and the bounds on the score the search cuts off with (the
//! score can only move as far as what is left to destroy by attackers that can still come
//! within reach).

use super::input::{Kind, Side, TestInput, LAKE, MAX_SOLDIERS, MOUNTAIN};
use std::hash::{Hash, Hasher};

/// Position of a destroyed soldier, and "no soldier" in a move.
pub const NONE: u8 = u8::MAX;

/// Cells of the largest board.
const MAX_CELLS: usize = 25;

/// Per soldier kind: the farthest Manhattan distance of its attack region (a footman's
/// diagonal neighbours are 2 away).
const ATTACK_RANGE: [i64; 3] = [2, 1, 2];

/// How a halved attack rounds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Halving {
    /// floor(S / 2), as the judge computes.
    Floor,
    /// Exact halves: strengths are kept scaled by 2^K so every half stays an integer.
    Exact,
}

/// The fixed part of a test: board, paces, who each soldier is.
pub struct Game {
    pub rows: usize,
    pub cols: usize,
    pub turns: u8,
    pub terrain: Vec<u8>,
    pub paces: [u32; 3],
    pub kinds: Vec<Kind>,
    pub sides: Vec<Side>,
    /// The soldiers of Zhuge Liang and of Zhou Yu.
    members: [Vec<usize>; 2],
    /// Strengths are multiplied by 2^scale_bits (0 under floor halving).
    pub scale_bits: u32,
    /// Per attacker and defender: twice the attack factor (1 for ½, 2 for 1, 4 for 2).
    twice_factor: [[i64; MAX_SOLDIERS]; MAX_SOLDIERS],
    /// Per soldier kind: cells it may stand on or walk through (terrain only).
    walkable: [u32; 3],
    /// Per soldier: all ones for Zhuge's soldiers, 0 for Zhou's and past the last soldier (a
    /// side's total strength without a branch per soldier).
    zhuge_mask: [i64; MAX_SOLDIERS],
    /// Every pair of enemies (Zhuge's soldier, Zhou's soldier).
    enemy_pairs: Vec<(usize, usize)>,
    /// Per turns played, attacker and defender: the farthest distance between them from which
    /// the attacker can still hit the defender before the end (both walk a pace per turn of
    /// their side left, then the attacker's region reaches), capped at 255 (boards are smaller).
    hit_distance: Vec<[[u8; MAX_SOLDIERS]; MAX_SOLDIERS]>,
    /// Manhattan distances between cells (a walk is never shorter).
    distances: [[u8; MAX_CELLS]; MAX_CELLS],
    /// The cells not in the first column, and not in the last: where a cell's right and left
    /// neighbours may lie (`around`).
    not_first_column: u32,
    not_last_column: u32,
    /// Per soldier kind and cell: the attack region. Regions are symmetric, so this is also the
    /// set of cells from which that kind attacks the cell.
    regions: [Vec<u32>; 3],
}

/// Everything that changes during a game. Soldier `i` keeps index `i` for the whole game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct State {
    /// Cell index (row * cols + col), or `NONE` once destroyed.
    pub pos: [u8; MAX_SOLDIERS],
    /// Scaled strength, 0 once destroyed.
    pub strength: [i64; MAX_SOLDIERS],
    /// Turns played so far (turn `ply + 1` is next).
    pub ply: u8,
}

impl Hash for State {
    fn hash<H: Hasher>(&self, hasher: &mut H) {
        let mut packed = self.ply as u64;
        for &p in &self.pos {
            packed = packed << 8 | p as u64;
        }
        hasher.write_u64(packed);
        for &s in &self.strength {
            hasher.write_u64(s as u64);
        }
    }
}

/// One turn: `soldier` moves to `to` and attacks `target` (`NONE` = no attack); a pass has
/// `soldier == NONE`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Move {
    pub soldier: u8,
    pub to: u8,
    pub target: u8,
}

impl Move {
    pub const PASS: Move = Move {
        soldier: NONE,
        to: NONE,
        target: NONE,
    };

    pub fn is_pass(self) -> bool {
        self.soldier == NONE
    }

    /// Moves that differ only in the cell walked to: (soldier, target).
    pub fn group(self) -> (u8, u8) {
        (self.soldier, self.target)
    }
}

// The small helpers the search calls at every position are `#[inline(always)]`: the browser
// build optimises for size and would otherwise make each of them a call.
#[inline(always)]
pub fn cells(mask: u32) -> impl Iterator<Item = usize> {
    let mut rest = mask;
    std::iter::from_fn(move || {
        (rest != 0).then(|| {
            let cell = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            cell
        })
    })
}

impl Game {
    pub fn new(test: &TestInput, halving: Halving) -> (Game, State) {
        let (rows, cols) = (test.rows, test.cols);
        let at = |r: i64, c: i64| (0..rows as i64).contains(&r) && (0..cols as i64).contains(&c);
        let mask_of = |r: usize, c: usize, offsets: &dyn Fn(i64, i64) -> bool| {
            let mut mask = 0u32;
            for dr in -2i64..=2 {
                for dc in -2i64..=2 {
                    let (nr, nc) = (r as i64 + dr, c as i64 + dc);
                    if (dr, dc) != (0, 0) && offsets(dr, dc) && at(nr, nc) {
                        mask |= 1 << (nr as usize * cols + nc as usize);
                    }
                }
            }
            mask
        };
        let grid = || (0..rows).flat_map(move |r| (0..cols).map(move |c| (r, c)));
        let column_mask =
            |column: usize| (0..rows).fold(0u32, |mask, row| mask | 1 << (row * cols + column));
        let footman = grid()
            .map(|(r, c)| mask_of(r, c, &|dr, dc| dr.abs() <= 1 && dc.abs() <= 1))
            .collect();
        let rider = grid()
            .map(|(r, c)| mask_of(r, c, &|dr, dc| dr.abs() + dc.abs() == 1))
            .collect();
        let archer = grid()
            .map(|(r, c)| mask_of(r, c, &|dr, dc| dr.abs() + dc.abs() <= 2))
            .collect();
        let terrain_mask = |allowed: &dyn Fn(u8) -> bool| {
            test.terrain
                .iter()
                .enumerate()
                .filter(|(_, &t)| allowed(t))
                .fold(0u32, |m, (i, _)| m | 1 << i)
        };
        let not_lake = terrain_mask(&|t| t != LAKE);
        let plain = terrain_mask(&|t| t != LAKE && t != MOUNTAIN);
        let scale_bits = match halving {
            Halving::Floor => 0,
            Halving::Exact => test.turns as u32,
        };
        let mut state = State {
            pos: [NONE; MAX_SOLDIERS],
            strength: [0; MAX_SOLDIERS],
            ply: 0,
        };
        for (i, s) in test.soldiers.iter().enumerate() {
            state.pos[i] = (s.row * cols + s.col) as u8;
            state.strength[i] = s.strength << scale_bits;
        }
        let mut distances = [[0; MAX_CELLS]; MAX_CELLS];
        for (a, row) in distances.iter_mut().enumerate().take(rows * cols) {
            for (b, distance) in row.iter_mut().enumerate().take(rows * cols) {
                *distance = ((a / cols).abs_diff(b / cols) + (a % cols).abs_diff(b % cols)) as u8;
            }
        }
        let side_of = |i: usize| test.soldiers[i].side;
        let mut zhuge_mask = [0; MAX_SOLDIERS];
        for (i, mask) in zhuge_mask.iter_mut().enumerate().take(test.soldiers.len()) {
            *mask = -i64::from(side_of(i) == Side::Zhuge);
        }
        let count = test.soldiers.len();
        let enemy_pairs = (0..count)
            .flat_map(|z| (0..count).map(move |y| (z, y)))
            .filter(|&(z, y)| side_of(z) == Side::Zhuge && side_of(y) == Side::Zhou)
            .collect();
        let turns = test.turns as i64;
        let hit_distance = (0..=turns)
            .map(|played| {
                let turns_left = turns_left(played, turns);
                let walk = |i: usize| {
                    let pace = test.paces[test.soldiers[i].kind.index()] as i64;
                    pace * turns_left[side_of(i) as usize]
                };
                let mut within = [[0; MAX_SOLDIERS]; MAX_SOLDIERS];
                for (a, attacker) in test.soldiers.iter().enumerate() {
                    let range = ATTACK_RANGE[attacker.kind.index()];
                    for (d, distance) in within[a].iter_mut().enumerate().take(count) {
                        *distance = (walk(a) + walk(d) + range).min(255) as u8;
                    }
                }
                within
            })
            .collect();
        let mut twice_factor = [[0; MAX_SOLDIERS]; MAX_SOLDIERS];
        for (a, attacker) in test.soldiers.iter().enumerate() {
            for (d, defender) in test.soldiers.iter().enumerate() {
                let (a_kind, d_kind) = (attacker.kind.index(), defender.kind.index());
                // Footman beats archer, archer beats rider, rider beats footman.
                twice_factor[a][d] = if d_kind == (a_kind + 2) % 3 {
                    4
                } else if d_kind == (a_kind + 1) % 3 {
                    1
                } else {
                    2
                };
            }
        }
        let game = Game {
            rows,
            cols,
            turns: test.turns as u8,
            terrain: test.terrain.clone(),
            paces: test.paces,
            kinds: test.soldiers.iter().map(|s| s.kind).collect(),
            sides: test.soldiers.iter().map(|s| s.side).collect(),
            members: [Side::Zhuge, Side::Zhou].map(|side| {
                (0..test.soldiers.len())
                    .filter(|&i| test.soldiers[i].side == side)
                    .collect()
            }),
            scale_bits,
            twice_factor,
            zhuge_mask,
            enemy_pairs,
            hit_distance,
            distances,
            walkable: [not_lake, plain, not_lake],
            not_first_column: !column_mask(0),
            not_last_column: !column_mask(cols - 1),
            regions: [footman, rider, archer],
        };
        (game, state)
    }

    pub fn count(&self) -> usize {
        self.kinds.len()
    }

    /// Whose turn `ply + 1` is.
    #[inline(always)]
    pub fn mover(&self, state: &State) -> Side {
        if state.ply.is_multiple_of(2) {
            Side::Zhuge
        } else {
            Side::Zhou
        }
    }

    /// The soldiers of `side` still on the board.
    #[inline(always)]
    fn alive<'a>(&'a self, state: &'a State, side: Side) -> impl Iterator<Item = usize> + 'a {
        let members = self.members[side as usize].iter();
        members.copied().filter(|&i| state.pos[i] != NONE)
    }

    #[inline(always)]
    fn occupied(&self, state: &State, side: Side) -> u32 {
        let mut mask = 0u32;
        for &i in &self.members[side as usize] {
            // Without a branch: a destroyed soldier's NONE lands on bit 31, past every cell.
            mask |= 1 << (state.pos[i] & 31);
        }
        mask & ((1 << MAX_CELLS) - 1)
    }

    /// Σ Zhuge strengths − Σ Zhou strengths (scaled).
    #[inline(always)]
    pub fn score(&self, state: &State) -> i64 {
        self.total_strength(state, Side::Zhuge) - self.total_strength(state, Side::Zhou)
    }

    #[inline(always)]
    fn total_strength(&self, state: &State, side: Side) -> i64 {
        // Zhou's soldiers are those not Zhuge's (past the last soldier, strengths are 0).
        let mut total = 0;
        for (strength, zhuge) in state.strength.iter().zip(self.zhuge_mask) {
            total += strength & (zhuge ^ -(side as i64));
        }
        total
    }

    /// The game is over after turn K or when a side has no soldiers left.
    #[inline(always)]
    pub fn is_over(&self, state: &State) -> bool {
        // Destroyed soldiers have strength 0.
        state.ply >= self.turns
            || self.total_strength(state, Side::Zhuge) == 0
            || self.total_strength(state, Side::Zhou) == 0
    }

    /// The damage soldier `attacker` (at its current strength) deals to soldier `defender`.
    #[inline(always)]
    pub fn damage(&self, state: &State, attacker: usize, defender: usize) -> i64 {
        // Under exact halving the scaled strength is even when halved (see `scale_bits`).
        (state.strength[attacker] * self.twice_factor[attacker][defender]) >> 1
    }

    /// Strength actually removed: the damage, capped by what the defender has.
    #[inline(always)]
    fn effective_damage(&self, state: &State, attacker: usize, defender: usize) -> i64 {
        self.damage(state, attacker, defender)
            .min(state.strength[defender])
    }

    /// Cells within pace steps of soldier `i`'s cell (walking through comrades, never through
    /// enemies, lakes, or mountains for riders); returns (reached cells, destinations).
    pub fn reach(&self, state: &State, i: usize) -> (u32, u32) {
        let side = self.sides[i];
        let enemy = side.opponent();
        let start = 1u32 << state.pos[i];
        let open = self.walkable[self.kinds[i].index()] & !self.occupied(state, enemy);
        let mut reached = start;
        let mut frontier = start;
        for _ in 0..self.paces[self.kinds[i].index()] {
            let next = self.around(frontier) & open & !reached;
            if next == 0 {
                break;
            }
            reached |= next;
            frontier = next;
        }
        let comrades = self.occupied(state, side) & !start;
        (reached, reached & !comrades)
    }

    /// The cells orthogonally next to a cell of `mask`, and maybe cells off the board (beyond
    /// the last row): a whole step of a walk at once, not a cell at a time.
    #[inline(always)]
    fn around(&self, mask: u32) -> u32 {
        let cols = self.cols;
        mask << cols
            | mask >> cols
            | mask << 1 & self.not_first_column
            | mask >> 1 & self.not_last_column
    }

    /// Shortest walk of soldier `i` to `to` (cells after the start, ending at `to`).
    pub fn path(&self, state: &State, i: usize, to: usize) -> Vec<usize> {
        let (reached, _) = self.reach(state, i);
        let from = state.pos[i] as usize;
        let mut parent = vec![usize::MAX; self.rows * self.cols];
        let mut queue = std::collections::VecDeque::from([from]);
        parent[from] = from;
        while let Some(cell) = queue.pop_front() {
            for next in cells(self.around(1 << cell) & reached) {
                if parent[next] == usize::MAX {
                    parent[next] = cell;
                    queue.push_back(next);
                }
            }
        }
        let mut walk = Vec::new();
        let mut cell = to;
        while cell != from && parent[cell] != usize::MAX {
            walk.push(cell);
            cell = parent[cell];
        }
        walk.reverse();
        walk
    }

    /// Attack region of soldier `i` if it stood on `cell`.
    pub fn region(&self, i: usize, cell: usize) -> u32 {
        self.regions[self.kinds[i].index()][cell]
    }

    #[inline(always)]
    pub fn apply(&self, state: &State, m: Move) -> State {
        let mut next = *state;
        next.ply += 1;
        if m.is_pass() {
            return next;
        }
        let (i, t) = (m.soldier as usize, m.target as usize);
        next.pos[i] = m.to;
        if m.target != NONE {
            let damage = self.damage(state, i, t);
            if next.strength[t] <= damage {
                next.strength[t] = 0;
                next.pos[t] = NONE;
            } else {
                next.strength[t] -= damage;
            }
        }
        next
    }

    /// Destinations of every soldier of the side to move (0 for the others).
    pub fn destinations(&self, state: &State) -> [u32; MAX_SOLDIERS] {
        let mut destinations = [0; MAX_SOLDIERS];
        for i in self.alive(state, self.mover(state)) {
            destinations[i] = self.reach(state, i).1;
        }
        destinations
    }

    /// The attacks that remove strength, each with an ordering key (bigger = try earlier):
    /// strength removed, kills first. Attacks that remove nothing are left out: they reach
    /// the same state as the plain move to the same cell.
    pub fn attacks(
        &self,
        state: &State,
        destinations: &[u32; MAX_SOLDIERS],
        out: &mut Vec<(i64, Move)>,
    ) {
        for (i, &mask) in destinations.iter().enumerate() {
            if mask == 0 {
                continue;
            }
            for j in 0..self.count() {
                if self.sides[j] == self.sides[i] || state.pos[j] == NONE {
                    continue;
                }
                // Region symmetry: the cells from which soldier i reaches j.
                let from = mask & self.regions[self.kinds[i].index()][state.pos[j] as usize];
                let removed = self.effective_damage(state, i, j);
                if from == 0 || removed == 0 {
                    continue;
                }
                let key = 2 * removed + (removed == state.strength[j]) as i64;
                for to in cells(from) {
                    let m = Move {
                        soldier: i as u8,
                        to: to as u8,
                        target: j as u8,
                    };
                    out.push((key, m));
                }
            }
        }
    }

    /// The moves without an attack: the pass, then every walk to another cell.
    pub fn plain_moves<'a>(
        &'a self,
        state: &'a State,
        destinations: &'a [u32; MAX_SOLDIERS],
    ) -> impl Iterator<Item = Move> + 'a {
        let walks = destinations.iter().enumerate().flat_map(move |(i, &mask)| {
            cells(mask)
                .filter(move |&to| to != state.pos[i] as usize)
                .map(move |to| Move {
                    soldier: i as u8,
                    to: to as u8,
                    target: NONE,
                })
        });
        std::iter::once(Move::PASS).chain(walks)
    }

    /// Whether `m` is a pass or a walk without attack that the side to move can make.
    pub fn is_plain_move(
        &self,
        state: &State,
        destinations: &[u32; MAX_SOLDIERS],
        m: Move,
    ) -> bool {
        m.is_pass()
            || (m.target == NONE
                && destinations[m.soldier as usize] & 1 << m.to != 0
                && m.to != state.pos[m.soldier as usize])
    }

    /// Every distinct move of the side to move in search order: attacks by strength removed,
    /// then the pass and the plain walks.
    pub fn moves(&self, state: &State) -> Vec<Move> {
        let destinations = self.destinations(state);
        let mut attacks = Vec::new();
        self.attacks(state, &destinations, &mut attacks);
        attacks.sort_by_key(|&(key, _)| std::cmp::Reverse(key));
        let mut moves: Vec<Move> = attacks.into_iter().map(|(_, m)| m).collect();
        moves.extend(self.plain_moves(state, &destinations));
        moves
    }

    /// Bounds on the final score from here: [score − what Zhuge can still lose, score + what
    /// Zhou can still lose]. Each hit on a soldier removes at most what its strongest attacker
    /// deals, and at most what it has; an attacker counts only if it can come within reach: the
    /// distance shrinks by at most a pace per turn of either side. One pass over the pairs of
    /// enemies serves both sides (this runs at every position the search visits).
    pub fn score_bounds(&self, state: &State) -> (i64, i64) {
        let turns_left = turns_left(state.ply as i64, self.turns as i64);
        let [zhuge, zhou] = &self.members;
        let within = &self.hit_distance[state.ply as usize];
        // Per soldier: twice the biggest hit an enemy that can come within reach deals it.
        let mut twice_hit = [0; MAX_SOLDIERS];
        for &(z, y) in &self.enemy_pairs {
            let (z_at, y_at) = (state.pos[z], state.pos[y]);
            if z_at == NONE || y_at == NONE {
                continue;
            }
            let distance = self.distances[z_at as usize][y_at as usize];
            if distance <= within[y][z] {
                twice_hit[z] = twice_hit[z].max(state.strength[y] * self.twice_factor[y][z]);
            }
            if distance <= within[z][y] {
                twice_hit[y] = twice_hit[y].max(state.strength[z] * self.twice_factor[z][y]);
            }
        }
        // The most strength a side can lose in `attacks` enemy turns, one hit a turn.
        let max_loss = |members: &[usize], attacks: i64| {
            let (mut total, mut best_hit) = (0, 0);
            for &j in members {
                // As in `damage`: halving the largest doubled damage gives the largest damage.
                let hit = twice_hit[j] >> 1;
                total += state.strength[j].min(hit * attacks);
                best_hit = best_hit.max(state.strength[j].min(hit));
            }
            total.min(best_hit * attacks)
        };
        let score = self.score(state);
        (
            score - max_loss(zhuge, turns_left[1]),
            score + max_loss(zhou, turns_left[0]),
        )
    }

    /// The value of a state where only one turn is left: the mover's biggest hit.
    pub fn last_turn_value(&self, state: &State) -> i64 {
        let side = self.mover(state);
        let mut best = 0;
        for i in self.alive(state, side) {
            let (_, destinations) = self.reach(state, i);
            let mut attackable = 0u32;
            for to in cells(destinations) {
                attackable |= self.regions[self.kinds[i].index()][to];
            }
            for j in (0..self.count()).filter(|&j| self.sides[j] != side) {
                if state.pos[j] != NONE && attackable & 1 << state.pos[j] != 0 {
                    best = best.max(self.effective_damage(state, i, j));
                }
            }
        }
        match side {
            Side::Zhuge => self.score(state) + best,
            Side::Zhou => self.score(state) - best,
        }
    }

    /// A scaled value as the judge prints it: an integer under floor halving, an exact decimal
    /// (no trailing zeros) under exact halving.
    pub fn format_value(&self, value: i64) -> String {
        format_scaled(value, self.scale_bits)
    }
}

/// The turns Zhuge and Zhou have left after `played` of `turns` (Zhuge plays the odd ones).
fn turns_left(played: i64, turns: i64) -> [i64; 2] {
    [(turns + 1) / 2 - (played + 1) / 2, turns / 2 - played / 2]
}

pub fn format_scaled(value: i64, bits: u32) -> String {
    let sign = if value < 0 { "-" } else { "" };
    let magnitude = value.unsigned_abs();
    let whole = magnitude >> bits;
    let mut fraction = magnitude & ((1u64 << bits) - 1);
    if fraction == 0 {
        return format!("{sign}{whole}");
    }
    let mut digits = String::new();
    // Each binary fraction digit needs one decimal digit: fraction · 10 / 2^bits terminates.
    while fraction != 0 {
        fraction *= 10;
        digits.push(char::from(b'0' + (fraction >> bits) as u8));
        fraction &= (1u64 << bits) - 1;
    }
    format!("{sign}{whole}.{digits}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(input: &str) -> (Game, State) {
        let tests = super::super::input::parse_tests(input).unwrap();
        Game::new(&tests[0], Halving::Floor)
    }

    #[test]
    fn walks_pass_comrades_but_not_enemies_lakes_or_mountains() {
        // Row 1: Zhuge rider, Zhuge footman, plain, Zhou footman, plain; row 2 has a mountain
        // under the second cell and a lake under the fourth.
        let (game, state) =
            game("2 5 1\n0 0 0 0 0\n0 1 0 2 0\n3 2 9 2\n1 1 0 5 1\n1 2 0 5 0\n1 4 1 5 0\n0 0 0\n");
        let (reached, destinations) = game.reach(&state, 0);
        let expected = [0, 1, 2, 5, 7];
        assert_eq!(reached, expected.iter().fold(0, |m, c| m | 1 << c));
        // The comrade's cell is walked through but is no destination.
        assert_eq!(destinations, reached & !(1 << 1));
        assert_eq!(game.path(&state, 0, 7), vec![1, 2, 7]);
        // The footman climbs the mountain, and still cannot pass the enemy or the lake.
        let (reached, _) = game.reach(&state, 1);
        assert_eq!(
            reached,
            [0, 1, 2, 5, 6, 7].iter().fold(0, |m, c| m | 1 << c)
        );
    }

    #[test]
    fn damage_follows_the_type_cycle() {
        // Footman 10, rider 10, archer 10 of Zhuge against the same of Zhou.
        let (game, state) = game(
            "2 3 1\n0 0 0\n0 0 0\n6 1 1 1\n1 1 0 11 0\n1 2 0 11 1\n1 3 0 11 2\n\
             2 1 1 5 0\n2 2 1 5 1\n2 3 1 5 2\n0 0 0\n",
        );
        let row = |a: usize| [3, 4, 5].map(|d| game.damage(&state, a, d));
        assert_eq!(row(0), [11, 5, 22]);
        assert_eq!(row(1), [22, 11, 5]);
        assert_eq!(row(2), [5, 22, 11]);
    }

    #[test]
    fn exact_values_print_without_trailing_zeros() {
        assert_eq!(format_scaled(315 << 2, 2), "315");
        assert_eq!(format_scaled(-(78 * 4 + 3), 2), "-78.75");
        assert_eq!(format_scaled(5, 1), "2.5");
        assert_eq!(format_scaled(1, 10), "0.0009765625");
    }
}
