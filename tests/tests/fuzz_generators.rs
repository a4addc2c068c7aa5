//! Structured generators of valid inputs, up to each statement's limits, for the fuzzer: random
//! mutations of the shipped files mostly produce input errors, these reach the engines' corners.

use std::fmt::Write;

/// The random source the fuzzer passes in: `below(n)` is uniform in 0..n.
pub trait Random {
    fn below(&mut self, n: usize) -> usize;

    fn range(&mut self, lo: usize, hi: usize) -> usize {
        lo + self.below(hi - lo + 1)
    }

    /// Mostly small values, sometimes the limit itself.
    fn up_to(&mut self, limit: usize) -> usize {
        match self.below(4) {
            0 => limit,
            1 => self.range(1, limit),
            _ => self.range(1, limit.min(8)),
        }
    }
}

/// A valid input for `game` (with the rules it needs), or `None` for a game without a generator.
pub fn valid_input(game: &str, rng: &mut impl Random) -> Option<(String, Vec<(String, String)>)> {
    let plain = |text| Some((text, Vec::new()));
    match game {
        "mayan" => plain(mayan(rng)),
        "skill-chess" => plain(skill_chess(rng)),
        "three-kingdoms" => plain(three_kingdoms(rng)),
        "match3" => plain(match3(rng)),
        "ludo" => {
            let part = rng.range(1, 5);
            Some((ludo(rng, part), vec![("part".into(), part.to_string())]))
        }
        _ => None,
    }
}

/// n, then 5 columns of up to 7 blocks; the parser rejects boards with a group at the start,
/// which the fuzzer counts as an input error like any other.
fn mayan(rng: &mut impl Random) -> String {
    let colours = rng.range(2, 10);
    let mut text = format!("{}\n", rng.range(1, 5));
    for _ in 0..5 {
        for _ in 0..rng.below(8) {
            write!(text, "{} ", rng.range(1, colours)).unwrap();
        }
        text.push_str("0\n");
    }
    text
}

const SKILLS: &[(&str, usize)] = &[
    ("toolihai", 0),
    ("faceking", 0),
    ("onepunch", 2),
    ("rabiribi", 1),
    ("firework", 1),
    ("viuganda", 0),
    ("2dsaigao", 3),
    ("gugugugu", 0),
    ("backward", 1),
    ("hupraise", 0),
];

fn skill_chess(rng: &mut impl Random) -> String {
    let games = rng.range(1, 3);
    let mut text = format!("{games}\n");
    for _ in 0..games {
        let (rows, cols) = (rng.up_to(100), rng.up_to(100));
        let pieces = rng.up_to(200);
        let rounds = rng.up_to(1000);
        let mut obstacle: Vec<bool> = (0..rows * cols).map(|_| rng.below(5) == 0).collect();
        // At least one free cell, so that the pieces have somewhere to stand.
        obstacle[rng.below(rows * cols)] = false;
        writeln!(text, "{rows} {cols} {pieces} {rounds}").unwrap();
        for r in 0..rows {
            let line: Vec<&str> = (0..cols)
                .map(|c| if obstacle[r * cols + c] { "1" } else { "0" })
                .collect();
            writeln!(text, "{}", line.join(" ")).unwrap();
        }
        let free: Vec<usize> = (0..rows * cols).filter(|&i| !obstacle[i]).collect();
        for _ in 0..pieces {
            let cell = free[rng.below(free.len())];
            let a = rng.range(1, 1000);
            let b = rng.range(0, a);
            let (name, extras) = SKILLS[rng.below(SKILLS.len())];
            let first_cast = rng.range(1, rounds);
            write!(
                text,
                "{} {} {a} {b} {} {} {first_cast} {} {} {name}",
                cell / cols + 1,
                cell % cols + 1,
                rng.below(2),
                rng.below(4),
                rng.range(1, 50),
                rng.range(1, 50),
            )
            .unwrap();
            for _ in 0..extras {
                // backward's `l` must not reach before round 1: keep it below first_cast.
                let limit = if name == "backward" {
                    first_cast - 1
                } else {
                    50
                };
                write!(text, " {}", rng.range(0, limit)).unwrap();
            }
            text.push('\n');
        }
    }
    text
}

fn three_kingdoms(rng: &mut impl Random) -> String {
    let mut text = String::new();
    for _ in 0..rng.range(1, 3) {
        let (rows, cols) = (rng.up_to(5), rng.up_to(5));
        writeln!(text, "{rows} {cols} {}", rng.up_to(10)).unwrap();
        let terrain: Vec<usize> = (0..rows * cols)
            .map(|_| [0, 0, 0, 1, 2][rng.below(5)])
            .collect();
        for r in 0..rows {
            let line: Vec<String> = terrain[r * cols..(r + 1) * cols]
                .iter()
                .map(|t| t.to_string())
                .collect();
            writeln!(text, "{}", line.join(" ")).unwrap();
        }
        // Soldiers on distinct non-lake cells; riders only on plains.
        let mut cells: Vec<usize> = (0..rows * cols).filter(|&i| terrain[i] != 2).collect();
        let soldiers = rng.up_to(6).min(cells.len());
        let mut pace = || if rng.below(8) == 0 { 100 } else { rng.below(5) };
        let paces = [pace(), pace(), pace()];
        let mut lines = Vec::new();
        for _ in 0..soldiers {
            let cell = cells.swap_remove(rng.below(cells.len()));
            let kind = if terrain[cell] == 1 {
                [0, 2][rng.below(2)]
            } else {
                rng.below(3)
            };
            let strength = if rng.below(5) == 0 {
                rng.range(1, 1_000_000_000)
            } else {
                rng.range(1, 100)
            };
            lines.push(format!(
                "{} {} {} {strength} {kind}",
                cell / cols + 1,
                cell % cols + 1,
                rng.below(2)
            ));
        }
        writeln!(
            text,
            "{} {} {} {}",
            lines.len(),
            paces[0],
            paces[1],
            paces[2]
        )
        .unwrap();
        for line in lines {
            writeln!(text, "{line}").unwrap();
        }
    }
    text.push_str("0 0 0\n");
    text
}

fn match3(rng: &mut impl Random) -> String {
    let (rows, cols) = (rng.up_to(50), rng.up_to(50));
    let colours = rng.range(1, 100).min(rng.range(3, 8));
    let colours = colours.max(3);
    let operations = rng.up_to(1000);
    let mut board = vec![0usize; rows * cols];
    for r in 0..rows {
        for c in 0..cols {
            // Pick a colour that makes no run of 3 with the two cells before it either way.
            loop {
                let colour = rng.range(1, colours);
                let left = c >= 2
                    && board[r * cols + c - 1] == colour
                    && board[r * cols + c - 2] == colour;
                let up = r >= 2
                    && board[(r - 1) * cols + c] == colour
                    && board[(r - 2) * cols + c] == colour;
                if !left && !up {
                    board[r * cols + c] = colour;
                    break;
                }
            }
        }
    }
    let mut text = format!("{rows} {cols} {colours} {operations}\n");
    for row in board.chunks(cols) {
        let line: Vec<String> = row.iter().map(|v| v.to_string()).collect();
        writeln!(text, "{}", line.join(" ")).unwrap();
    }
    for _ in 0..rows {
        let line: Vec<String> = (0..cols)
            .map(|_| {
                if rng.below(6) == 0 {
                    rng.range(1, 6)
                } else {
                    0
                }
                .to_string()
            })
            .collect();
        writeln!(text, "{}", line.join(" ")).unwrap();
    }
    for _ in 0..operations {
        let (r, c) = (rng.range(1, rows), rng.range(1, cols));
        let (dr, dc) = [(0, 1), (1, 0), (0, 0), (2, 1)][rng.below(4)];
        let (r2, c2) = ((r + dr).min(rows), (c + dc).min(cols));
        writeln!(text, "{r} {c} {r2} {c2}").unwrap();
    }
    text
}

const PRIMES: &[usize] = &[2, 3, 5, 7, 11, 13, 101, 409, 821, 823, 991, 997];

fn ludo(rng: &mut impl Random, part: usize) -> String {
    if part == 1 {
        return format!("{}\n", rng.range(1, 6));
    }
    let m = PRIMES[rng.range(2, PRIMES.len() - 1)];
    let smaller: Vec<usize> = PRIMES.iter().copied().filter(|&p| p < m).collect();
    let (a, b) = (
        smaller[rng.below(smaller.len())],
        smaller[rng.below(smaller.len())],
    );
    let mut text = format!("{a} {b} {m}\n");
    if part == 2 {
        writeln!(text, "{}", rng.up_to(100_000)).unwrap();
        return text;
    }
    let colours: &[char] = if part == 3 {
        &['R']
    } else {
        &['R', 'B', 'G', 'Y']
    };
    let requests = rng.up_to(if part == 3 { 100_000 } else { 1000 });
    writeln!(text, "{requests}").unwrap();
    for _ in 0..requests {
        let piece = format!("{}{}", colours[rng.below(colours.len())], rng.range(1, 4));
        match rng.below(6) {
            0 | 1 => text.push_str("dice\n"),
            2 => writeln!(text, "enter {piece}").unwrap(),
            3 | 4 => writeln!(text, "move {piece} {}", rng.range(1, 6)).unwrap(),
            _ => text.push_str("giveup\n"),
        }
    }
    text
}
