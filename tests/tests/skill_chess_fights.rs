//! skill-chess: the order in which the pieces of a cell fight, checked against an introsort
//! written here from libstdc++'s algorithm (independently of the engine's `gcc_sort`).
//!
//! The judge sorts all piece indices by (row, column) with `std::sort`, then each side of a
//! cell, taken in that order, by power with `std::sort` again: an insertion sort up to 16
//! pieces, unstable from 17 on.

use crate::common;

/// libstdc++'s `std::sort`: introsort loop, heapsort past the depth limit, final insertion sort.
mod introsort {
    const THRESHOLD: usize = 16;

    pub fn sort<T: Copy>(v: &mut [T], less: &impl Fn(T, T) -> bool) {
        if v.len() > 1 {
            introsort_loop(v, 0, v.len(), 2 * v.len().ilog2() as usize, less);
            if v.len() > THRESHOLD {
                insertion_sort(&mut v[..THRESHOLD], less);
                for i in THRESHOLD..v.len() {
                    linear_insert(v, i, less);
                }
            } else {
                insertion_sort(v, less);
            }
        }
    }

    fn introsort_loop<T: Copy>(
        v: &mut [T],
        first: usize,
        mut last: usize,
        mut depth: usize,
        less: &impl Fn(T, T) -> bool,
    ) {
        while last - first > THRESHOLD {
            if depth == 0 {
                make_heap_then_sort(&mut v[first..last], less);
                return;
            }
            depth -= 1;
            // __move_median_to_first(first, first + 1, mid, last - 1)
            let (a, b, c) = (first + 1, first + (last - first) / 2, last - 1);
            let median = match (less(v[a], v[b]), less(v[b], v[c]), less(v[a], v[c])) {
                (true, true, _) => b,
                (true, false, true) => c,
                (true, false, false) => a,
                (false, _, true) => a,
                (false, true, false) => c,
                (false, false, false) => b,
            };
            v.swap(first, median);
            // __unguarded_partition(first + 1, last, first)
            let pivot = v[first];
            let (mut lo, mut hi) = (first + 1, last);
            let cut = loop {
                while less(v[lo], pivot) {
                    lo += 1;
                }
                hi -= 1;
                while less(pivot, v[hi]) {
                    hi -= 1;
                }
                if lo >= hi {
                    break lo;
                }
                v.swap(lo, hi);
                lo += 1;
            };
            introsort_loop(v, cut, last, depth, less);
            last = cut;
        }
    }

    /// `__make_heap` + `__sort_heap`.
    fn make_heap_then_sort<T: Copy>(v: &mut [T], less: &impl Fn(T, T) -> bool) {
        let len = v.len();
        for parent in (0..len / 2).rev() {
            let value = v[parent];
            adjust_heap(v, parent, len, value, less);
        }
        for last in (1..len).rev() {
            let value = v[last];
            v[last] = v[0];
            adjust_heap(v, 0, last, value, less);
        }
    }

    /// `__adjust_heap` then `__push_heap`.
    fn adjust_heap<T: Copy>(
        v: &mut [T],
        top: usize,
        len: usize,
        value: T,
        less: &impl Fn(T, T) -> bool,
    ) {
        let (mut hole, mut child) = (top, top);
        while child < (len - 1) / 2 {
            child = 2 * child + 2;
            if less(v[child], v[child - 1]) {
                child -= 1;
            }
            v[hole] = v[child];
            hole = child;
        }
        if len.is_multiple_of(2) && child == (len - 2) / 2 {
            child = 2 * child + 2;
            v[hole] = v[child - 1];
            hole = child - 1;
        }
        while hole > top && less(v[(hole - 1) / 2], value) {
            v[hole] = v[(hole - 1) / 2];
            hole = (hole - 1) / 2;
        }
        v[hole] = value;
    }

    fn insertion_sort<T: Copy>(v: &mut [T], less: &impl Fn(T, T) -> bool) {
        for i in 1..v.len() {
            if less(v[i], v[0]) {
                let value = v[i];
                v.copy_within(0..i, 1);
                v[0] = value;
            } else {
                linear_insert(v, i, less);
            }
        }
    }

    fn linear_insert<T: Copy>(v: &mut [T], mut i: usize, less: &impl Fn(T, T) -> bool) {
        let value = v[i];
        while less(value, v[i - 1]) {
            v[i] = v[i - 1];
            i -= 1;
        }
        v[i] = value;
    }

    #[test]
    fn sorts_like_libstdcxx() {
        // The g++ 12 permutations the engine's own tests quote (40 keys i·7 mod 5).
        let mut v: Vec<(u32, usize)> = (0..40).map(|i| (i * 7 % 5, i as usize)).collect();
        sort(&mut v, &|x, y| x.0 < y.0);
        let tags: Vec<usize> = v.iter().map(|p| p.1).collect();
        assert_eq!(
            tags,
            [
                10, 20, 25, 15, 30, 35, 5, 0, 33, 8, 28, 13, 3, 38, 23, 18, 31, 1, 36, 26, 21, 6,
                16, 11, 39, 19, 4, 34, 9, 29, 14, 24, 12, 27, 32, 7, 17, 37, 2, 22
            ]
        );
        let mut heap: Vec<(u32, usize)> = (0..50u32)
            .map(|i| ((i * 37 + 11) % 16 / (1 + i % 3), i as usize))
            .collect();
        make_heap_then_sort(&mut heap, &|x, y| x.0 < y.0);
        let tags: Vec<usize> = heap.iter().map(|p| p.1).collect();
        assert_eq!(
            tags,
            [
                49, 1, 17, 14, 11, 33, 46, 40, 5, 30, 8, 2, 43, 34, 37, 41, 47, 27, 44, 31, 32, 35,
                38, 24, 28, 21, 22, 23, 25, 26, 29, 16, 18, 19, 20, 15, 10, 13, 7, 4, 12, 9, 6, 3,
                0, 48, 45, 42, 39, 36
            ]
        );
    }
}

/// A piece as the fight sees it in round 1 (nothing has changed it yet).
#[derive(Clone, Copy)]
struct Fighter {
    index: usize,
    col: u8,
    team: u8,
    a: u32,
    b: u32,
}

/// ln C(a, b) summed term by term (the engine keeps a table of ln n!).
fn ln_binomial(a: u32, b: u32) -> f64 {
    let k = b.min(a - b);
    (0..k)
        .map(|i| f64::from(a - i).ln() - f64::from(i + 1).ln())
        .sum()
}

const TOLERANCE: f64 = 1e-8;

/// The judge's "power of i < power of j".
fn weaker(x: &Fighter, y: &Fighter) -> bool {
    ln_binomial(x.a, x.b) < ln_binomial(y.a, y.b) - TOLERANCE
}

/// A stable sort by power: ties keep the cell order.
fn stable_by_power(side: &mut [Fighter]) {
    side.sort_by(|x, y| match (weaker(x, y), weaker(y, x)) {
        (true, _) => std::cmp::Ordering::Less,
        (_, true) => std::cmp::Ordering::Greater,
        _ => std::cmp::Ordering::Equal,
    });
}

/// A 3 × 7 board whose only free cells are the pockets (2,2), (2,4) and (2,6): a piece in one
/// turns around at every move and stays. `pieces` give (column, team, a, b); nobody casts in
/// round 1 (first cast in round 2), so the fight of round 1 starts from the input.
fn pocket_game(pieces: &[(u8, u8, u32, u32)]) -> String {
    let mut text = format!(
        "1\n3 7 {} 1\n1 1 1 1 1 1 1\n1 0 1 0 1 0 1\n1 1 1 1 1 1 1\n",
        pieces.len()
    );
    for &(col, team, a, b) in pieces {
        text += &format!("2 {col} {a} {b} {team} 0 2 1 1 toolihai\n");
    }
    text
}

/// The duels of round 1 as (cell column, red piece, blue piece), 1-based piece numbers, with
/// each side ordered by `order_side`.
fn predicted_duels(
    pieces: &[(u8, u8, u32, u32)],
    order_side: impl Fn(&mut [Fighter]),
) -> Vec<(u8, usize, usize)> {
    let mut all: Vec<Fighter> = pieces
        .iter()
        .enumerate()
        .map(|(index, &(col, team, a, b))| Fighter {
            index,
            col,
            team,
            a,
            b,
        })
        .collect();
    // Every piece stands on row 2: the cell order is by column.
    introsort::sort(&mut all, &|x: Fighter, y: Fighter| x.col < y.col);
    let mut duels = Vec::new();
    for col in [2, 4, 6] {
        let side = |team| -> Vec<Fighter> {
            let mut side: Vec<Fighter> = all
                .iter()
                .filter(|p| p.col == col && p.team == team)
                .copied()
                .collect();
            order_side(&mut side);
            side
        };
        let (mut red, mut blue) = (side(0), side(1));
        while let (Some(r), Some(b)) = (red.last().copied(), blue.last().copied()) {
            duels.push((col, r.index + 1, b.index + 1));
            let (red_power, blue_power) = (ln_binomial(r.a, r.b), ln_binomial(b.a, b.b));
            if (red_power - blue_power).abs() < TOLERANCE {
                red.pop();
                blue.pop();
            } else if red_power > blue_power {
                blue.pop();
                let winner = red.last_mut().unwrap();
                (winner.a, winner.b) = (winner.a.saturating_sub(b.a), winner.b.saturating_sub(b.a));
            } else {
                red.pop();
                let winner = blue.last_mut().unwrap();
                (winner.a, winner.b) = (winner.a.saturating_sub(r.a), winner.b.saturating_sub(r.a));
            }
        }
    }
    duels
}

/// The engine's duels of round 1, read from the fight step's events
/// ("duel at (2,4): #3 (5, 0) vs #8 (7, 0): …").
fn engine_duels(input: &str) -> Vec<(u8, usize, usize)> {
    let mut session = common::session("skill-chess", input, &[]);
    let fight = (0..session.step_count())
        .find(|&i| session.step(i).title == "Game 1 · round 1 · fight")
        .expect("a fight step");
    let events = session.step(fight).events;
    events
        .iter()
        .map(|event| {
            let text = event.english();
            let rest = text.strip_prefix("duel at (2,").expect(&text);
            let col = rest[..1].parse().unwrap();
            let numbers: Vec<usize> = rest
                .split('#')
                .skip(1)
                .map(|s| s.split(' ').next().unwrap().parse().unwrap())
                .collect();
            (col, numbers[0], numbers[1])
        })
        .collect()
}

/// 90 pieces interleaved over the three pockets (so the cell order is introsort's reshuffle of
/// the indices): 20 red and 10 blue in (2,2), 12 red and 18 blue in (2,4), 15 of each in
/// (2,6). Most powers tie: C(a, 0) = C(a, a) = 1 whatever a, and C(120, 1) = C(16, 2) =
/// C(10, 3) = C(10, 7) = 120; a few are distinct (C(7, 2) = 21, C(9, 4) = 126, C(30, 1) = 30).
fn tied_pieces() -> Vec<(u8, u8, u32, u32)> {
    const POWERS: [(u32, u32); 12] = [
        (3, 0),
        (120, 1),
        (5, 5),
        (16, 2),
        (8, 0),
        (10, 3),
        (7, 2),
        (1, 0),
        (10, 7),
        (9, 4),
        (6, 6),
        (30, 1),
    ];
    const BLUES: [usize; 3] = [10, 18, 15];
    (0..90)
        .map(|i| {
            // The k-th of the 30 pieces of a pocket; its blue ones spread evenly among them.
            let (pocket, k) = (i % 3, i / 3);
            let blue = (k + 1) * BLUES[pocket] / 30 > k * BLUES[pocket] / 30;
            let (a, b) = POWERS[(i * 7 + i / 5) % POWERS.len()];
            (2 + 2 * pocket as u8, u8::from(blue), a, b)
        })
        .collect()
}

#[test]
fn each_side_is_ordered_by_introsort_from_the_cell_order() {
    let pieces = tied_pieces();
    let mut sizes = [[0; 2]; 3];
    for &(col, team, _, _) in &pieces {
        sizes[(col / 2 - 1) as usize][team as usize] += 1;
    }
    assert_eq!(sizes, [[20, 10], [12, 18], [15, 15]]);
    let introsorted = predicted_duels(&pieces, |side| {
        introsort::sort(side, &|x, y| weaker(&x, &y))
    });
    // A stable sort by power gives other duels here: the test tells the two apart.
    assert_ne!(introsorted, predicted_duels(&pieces, stable_by_power));
    assert_eq!(engine_duels(&pocket_game(&pieces)), introsorted);
}

#[test]
fn sixteen_tied_pieces_keep_the_cell_order() {
    // Up to 16 pieces std::sort is an insertion sort: ties keep the cell order (which is
    // itself introsort's order of the indices by cell).
    let pieces: Vec<(u8, u8, u32, u32)> = (0..40)
        .map(|i| match i % 5 {
            0 | 2 => (2, 0, 1 + i as u32 % 9, 0),
            1 => (2, 1, 2 + i as u32 % 4, 2 + i as u32 % 4),
            _ => (4 + 2 * (i as u8 % 2), (i as u8 / 5) % 2, 4, 1),
        })
        .collect();
    let in_cell_order = predicted_duels(&pieces, stable_by_power);
    assert_eq!(engine_duels(&pocket_game(&pieces)), in_cell_order);
}
