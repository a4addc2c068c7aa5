//! match3 (THUPC 2022 Final 德州消消乐): judge data, input errors and the timeline.

use crate::common;
use boardlab::timeline::{Mark, Token};

const GAME: &str = "match3";
const SAMPLE_1: &str = include_str!("../../src/games/match3/samples/sample1.in");
const SAMPLE_2: &str = include_str!("../../src/games/match3/samples/sample2.in");

#[test]
fn official_tests() {
    if let Some(dir) = common::shared_data(GAME, "official") {
        assert_eq!(common::assert_cases(GAME, &dir, common::defaults), 30);
    }
}

#[test]
fn generated_cases() {
    let dir = common::shipped_data(GAME);
    assert!(common::assert_cases(GAME, &dir, common::defaults) >= 30);
}

#[test]
fn statement_samples() {
    assert_eq!(common::output(GAME, SAMPLE_1, &[]), "11692\n");
    assert_eq!(common::output(GAME, SAMPLE_2, &[]), "684\n");
    let samples: Vec<_> = boardlab::find_game(GAME).unwrap().samples.iter().collect();
    assert_eq!(samples.len(), 3);
    assert_eq!(samples[2].name, "Sample 3");
    assert_eq!(common::output(GAME, samples[2].input, &[]), "3023\n");
}

#[test]
fn crlf_input_is_accepted() {
    let crlf = SAMPLE_1.replace('\n', "\r\n");
    assert_eq!(common::output(GAME, &crlf, &[]), "11692\n");
}

/// Five swaps whose main colours are {99,1} {99,1} {98,1} {98} {5}: three 1s (a higher
/// category, 303) lose to two pairs 99/98 (496). No judge test separates the two readings.
const BEST_SCORE_NOT_BEST_CATEGORY: &str = "3 15 99 5
99 1 10 99 1 13 98 1 16 98 26 19 5 29 22
99 1 11 99 1 14 98 1 17 98 27 20 5 30 23
1 99 12 1 99 15 1 98 18 25 98 21 28 5 24
0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
3 1 3 2
3 4 3 5
3 7 3 8
3 10 3 11
3 13 3 14
";

#[test]
fn the_hand_maximises_the_score_not_the_category() {
    // Elimination 300 + 300 + 297 + 294 + 15, hand 496, every swap valid +1000.
    assert_eq!(
        common::output(GAME, BEST_SCORE_NOT_BEST_CATEGORY, &[]),
        "2702\n"
    );
    let mut s = common::session(GAME, BEST_SCORE_NOT_BEST_CATEGORY, &[]);
    let hand = s.step(21);
    assert_eq!(hand.title, "Op 5 · hand 1 · two pairs");
    assert_eq!(
        hand.events,
        vec![
            "main colours offered: {99,1} {99,1} {98,1} {98} {5}",
            "best choice: 99 99 98 98 5 — two pairs",
            "hand +496",
            "score 1702 = elim 1206 + chain 0 + comb 0 + hand 496 + end 0",
        ]
    );
}

fn error_at(input: &str) -> (usize, usize, String) {
    let e = common::input_error(GAME, input, &[]);
    (e.line, e.col, e.message.english())
}

#[test]
fn limits_are_input_errors() {
    let (line, col, message) = error_at("51 3 2 1\n");
    assert_eq!((line, col), (1, 1));
    assert_eq!(message, "n (rows) 51 is out of range 1..50");
    let (line, col, message) = error_at("3 0 2 1\n");
    assert_eq!((line, col), (1, 3));
    assert_eq!(message, "m (columns) 0 is out of range 1..50");
    let (line, col, message) = error_at("3 3 101 1\n");
    assert_eq!((line, col), (1, 5));
    assert_eq!(message, "k (colours) 101 is out of range 1..100");
    let (line, col, message) = error_at("3 3 2 1001\n");
    assert_eq!((line, col), (1, 7));
    assert_eq!(message, "q (operations) 1001 is out of range 1..1000");
}

const SMALL: &str = "2 3 3 1\n1 2 3\n2 3 1\n0 0 0\n0 0 0\n1 1 1 2\n";

#[test]
fn board_and_swap_fields_are_checked() {
    assert_eq!(common::output(GAME, SMALL, &[]), "0\n");
    let (line, col, message) = error_at(&SMALL.replace("2 3 1\n0", "2 4 1\n0"));
    assert_eq!((line, col), (3, 3));
    assert_eq!(message, "colour 4 is out of range 1..3");
    let (line, col, message) = error_at(&SMALL.replace("0 0 0\n1", "0 7 0\n1"));
    assert_eq!((line, col), (5, 3));
    assert_eq!(message, "special type 7 is out of range 0..6");
    let (line, col, message) = error_at(&SMALL.replace("1 1 1 2", "1 1 3 1"));
    assert_eq!((line, col), (6, 5));
    assert_eq!(message, "row x2 3 is out of range 1..2");
    let (line, col, message) = error_at(&SMALL.replace("1 1 1 2", "1 4 1 3"));
    assert_eq!((line, col), (6, 3));
    assert_eq!(message, "column y1 4 is out of range 1..3");
    let (line, col, message) = error_at(&SMALL.replace("1 1 1 2\n", "1 1 1"));
    assert_eq!((line, col), (6, 6));
    assert_eq!(message, "unexpected end of input: expected column y2");
    let (line, col, message) = error_at(&format!("{SMALL}9\n"));
    assert_eq!((line, col), (7, 1));
    assert!(
        message.starts_with("unexpected extra input \"9\""),
        "{message}"
    );
    let (line, col, message) = error_at(&SMALL.replace("2 3 1\n", "2 x 1\n"));
    assert_eq!((line, col), (3, 3));
    assert_eq!(message, "expected colour (an integer), found \"x\"");
}

#[test]
fn an_initial_run_is_an_input_error_at_its_first_cell() {
    let (line, col, message) =
        error_at("3 3 3 1\n1 2 3\n2 2 2\n3 1 2\n0 0 0\n0 0 0\n0 0 0\n1 1 1 2\n");
    assert_eq!((line, col), (3, 1));
    assert_eq!(
        message,
        "the initial board already has a run: 3 pieces of colour 2 from (2,1) to (2,3); \
         the statement guarantees none"
    );
    let (line, col, message) =
        error_at("4 2 3 1\n1 3\n2 3\n1 3\n2 1\n0 0\n0 0\n0 0\n0 0\n1 1 1 2\n");
    assert_eq!((line, col), (2, 3));
    assert!(
        message.contains("3 pieces of colour 3 from (1,2) to (3,2)"),
        "{message}"
    );
}

/// A step's caption, in English.
fn caption(step: &boardlab::Step) -> String {
    step.frame.caption.as_ref().expect("a caption").english()
}

fn ids_at(tokens: &[Token]) -> Vec<(u32, f32, f32)> {
    let mut v: Vec<_> = tokens.iter().map(|t| (t.id, t.row, t.col)).collect();
    v.sort_by_key(|t| t.0);
    v
}

fn token(tokens: &[Token], id: u32) -> &Token {
    tokens.iter().find(|t| t.id == id).expect("token present")
}

#[test]
fn timeline_of_sample_1() {
    let mut s = common::session(GAME, SAMPLE_1, &[]);
    assert_eq!(s.step_count(), 34);

    let start = s.step(0);
    assert_eq!(start.title, "Initial board");
    assert_eq!(start.frame.tokens.len(), 64);
    assert_eq!(
        caption(&start),
        "score 0 = elim 0 + chain 0 + comb 0 + hand 0 + end 0"
    );
    // (2,1) is colour 2 with a column clearer; (6,4) a colour bomb.
    let clearer = token(&start.frame.tokens, 8);
    assert_eq!((clearer.label.as_str(), clearer.kind), ("2", 1));
    assert_eq!(clearer.badges, vec!["│"]);
    assert_eq!(token(&start.frame.tokens, 43).badges, vec!["★"]);

    let swap = s.step(1);
    assert_eq!(swap.title, "Op 1 · swap (3,2)↔(4,2)");
    assert_eq!(
        swap.frame.marks,
        vec![Mark::Cells {
            cells: vec![(2, 1), (3, 1)],
            kind: 4
        }]
    );
    // The piece that started at (4,2) is now at (3,2).
    let risen = token(&swap.frame.tokens, 25);
    assert_eq!((risen.row, risen.col), (2.0, 1.0));

    let runs = s.step(2);
    assert_eq!(runs.title, "Op 1 · round 1 · runs");
    assert_eq!(
        runs.events[1],
        "block of 5 × colour 1 at (1,2): combination +200"
    );
    assert_eq!(
        runs.frame.marks[0],
        Mark::Cells {
            cells: vec![(0, 1), (1, 1), (2, 0), (2, 1), (2, 2)],
            kind: 0
        }
    );
    assert_eq!(
        caption(&runs),
        "score 200 = elim 0 + chain 0 + comb 200 + hand 0 + end 0"
    );

    let removal = s.step(3);
    assert_eq!(removal.title, "Op 1 · round 1 · removal");
    assert_eq!(removal.events[1], "colour sum 5 × round 1: elimination +5");
    let mut faded: Vec<u32> = removal
        .frame
        .tokens
        .iter()
        .filter(|t| t.faded)
        .map(|t| t.id)
        .collect();
    faded.sort();
    assert_eq!(faded, vec![1, 9, 16, 18, 25]);

    let gravity = s.step(4);
    assert_eq!(gravity.title, "Op 1 · round 1 · gravity");
    assert_eq!(
        gravity.events[..2],
        ["4 pieces fell", "new runs: round 2 follows"]
    );
    assert_eq!(gravity.frame.tokens.len(), 59);
    // Column 1 drops by one: the clearer from (2,1) lands on (3,1).
    let fallen = token(&gravity.frame.tokens, 8);
    assert_eq!((fallen.row, fallen.col), (2.0, 0.0));
    assert_eq!(token(&gravity.frame.tokens, 0).row, 1.0);

    let fired = s.step(6);
    assert_eq!(fired.title, "Op 1 · round 2 · special at (3,1)");
    assert_eq!(
        fired.events[0],
        "(3,1) colour 2 │ (column clearer) fires on column 1"
    );
    let area: Vec<(u16, u16)> = (1..8).map(|r| (r, 0)).collect();
    assert!(fired.frame.marks.contains(&Mark::Cells {
        cells: area,
        kind: 1
    }));
    assert!(fired.frame.marks.contains(&Mark::Cells {
        cells: vec![(2, 0)],
        kind: 2
    }));

    let chain = s.step(8);
    assert_eq!(chain.title, "Op 1 · round 2 · gravity");
    assert_eq!(
        chain.events[1],
        "no more runs: 2 rounds, chain 80·(2−1)² = +80"
    );
    assert_eq!(
        caption(&chain),
        "score 315 = elim 35 + chain 80 + comb 200 + hand 0 + end 0"
    );

    let bombs = s.step(12);
    assert_eq!(bombs.title, "Op 2 · round 1 · special at (6,4)");
    assert_eq!(
        bombs.events[0],
        "(6,4) colour 3 ★ (colour bomb) fires on every piece of colour 3"
    );

    let hand = s.step(32);
    assert_eq!(hand.title, "Op 5 · hand 1 · two pairs");
    assert_eq!(hand.events[1], "best choice: 1 2 4 2 4 — two pairs");
    assert_eq!(hand.events[2], "hand +210");

    let end = s.step(33);
    assert_eq!(end.title, "End");
    assert_eq!(end.output_lines, (0, 1));
    assert!(end.frame.tokens.is_empty());
    assert_eq!(
        caption(&end),
        "score 11692 = elim 202 + chain 80 + comb 200 + hand 210 + end 11000"
    );
}

#[test]
fn running_scores_match_the_statement_explanation() {
    // "After each operation, the sum of the first 3 score kinds is 315, 417, 429, 435, 482."
    let mut s = common::session(GAME, SAMPLE_1, &[]);
    let mut after_ops = Vec::new();
    for i in 1..s.step_count() {
        let step = s.step(i);
        if step.title.english().ends_with("gravity")
            && step
                .events
                .iter()
                .any(|e| e.english().starts_with("no more runs"))
        {
            after_ops.push(caption(&step).split(' ').nth(1).unwrap().to_string());
        }
    }
    assert_eq!(after_ops, ["315", "417", "429", "435", "482"]);
}

#[test]
fn invalid_operations_say_why() {
    let mut s = common::session(GAME, SAMPLE_2, &[]);
    let titles: Vec<String> = [1, 10, 11]
        .iter()
        .map(|&i| s.step(i).title.english())
        .collect();
    assert_eq!(
        titles,
        [
            "Op 1 · invalid: not adjacent",
            "Op 3 · invalid: empty cell",
            "Op 4 · invalid: no run"
        ]
    );
    let first = s.step(1);
    assert_eq!(
        first.frame.marks,
        vec![Mark::Cells {
            cells: vec![(0, 0), (1, 1)],
            kind: 5
        }]
    );
    let mut same = common::session(GAME, &SMALL.replace("1 1 1 2", "2 2 2 2"), &[]);
    assert_eq!(same.step(1).title, "Op 1 · invalid: same cell");
}

#[test]
fn markers_and_random_access() {
    let mut s = common::session(GAME, SAMPLE_2, &[]);
    let markers = s.markers();
    assert_eq!(markers[0].step, 1);
    assert_eq!(markers[0].label, "op 1");
    assert_eq!(markers[1].label, "op 2");
    assert_eq!(markers[1].step, 2);
    assert_eq!(markers.last().unwrap().label, "end");
    let forward: Vec<_> = (0..s.step_count()).map(|i| s.step(i)).collect();
    for i in (0..s.step_count()).rev() {
        assert_eq!(s.step(i), forward[i], "step {i}");
    }
    // Pieces keep their ids: no id appears twice in a frame.
    for step in &forward {
        let ids = ids_at(&step.frame.tokens);
        assert!(ids.windows(2).all(|w| w[0].0 != w[1].0), "{}", step.title);
    }
}

/// Two colour bombs of colour 2 (and two of colour 1) fire in one round: the second covers the
/// same pieces and adds nothing. 10445 was checked with a plain full-board re-implementation.
const TWIN_COLOUR_BOMBS: &str = "5 8 3 23
1 2 2 3 2 2 3 3
3 2 1 1 2 3 3 1
2 3 1 2 3 2 2 1
2 2 3 2 2 3 3 2
3 2 3 1 3 1 3 2
0 0 0 0 5 5 0 0
0 0 6 0 6 0 2 0
6 0 3 4 0 4 5 0
2 3 0 2 4 0 0 0
4 5 0 0 6 6 0 1
3 3 3 2
4 1 5 1
2 2 1 1
2 1 3 1
1 1 2 6
5 3 5 2
5 4 5 4
1 5 1 6
3 4 2 4
1 8 1 7
4 3 4 2
1 4 2 4
5 2 5 2
2 2 2 3
1 2 1 2
5 7 5 7
4 3 2 8
5 6 4 6
4 1 4 2
1 4 1 4
1 5 1 6
4 2 3 3
1 4 1 4
";

#[test]
fn colour_bombs_of_one_colour_cover_the_same_pieces() {
    assert_eq!(common::output(GAME, TWIN_COLOUR_BOMBS, &[]), "10445\n");
    let mut s = common::session(GAME, TWIN_COLOUR_BOMBS, &[]);
    let first = s.step(10);
    assert_eq!(first.title, "Op 1 · round 2 · special at (3,1)");
    assert_eq!(
        first.events[1],
        "17 pieces covered, 5 newly doomed, 29 doomed so far"
    );
    let second = s.step(20);
    assert_eq!(second.title, "Op 1 · round 2 · special at (2,5)");
    assert_eq!(
        second.events[1],
        "17 pieces covered, 0 newly doomed, 37 doomed so far"
    );
    let area = |step: &boardlab::Step| step.frame.marks[1].clone();
    assert_eq!(area(&first), area(&second));
}

/// CIE 1976 L*a*b* of a `#rrggbb` colour.
fn lab(hex: &str) -> [f64; 3] {
    let channel = |i: usize| {
        let v = u8::from_str_radix(&hex[1 + 2 * i..3 + 2 * i], 16).unwrap() as f64 / 255.0;
        if v <= 0.04045 {
            v / 12.92
        } else {
            ((v + 0.055) / 1.055).powf(2.4)
        }
    };
    let (r, g, b) = (channel(0), channel(1), channel(2));
    let f = |t: f64| {
        if t > 0.008856 {
            t.cbrt()
        } else {
            7.787 * t + 16.0 / 116.0
        }
    };
    let x = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
    let y = f(0.2126 * r + 0.7152 * g + 0.0722 * b);
    let z = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
    [116.0 * y - 16.0, 500.0 * (x - y), 200.0 * (y - z)]
}

#[test]
fn each_of_the_100_colours_has_its_own_piece_colour_and_name() {
    let game = boardlab::find_game(GAME).unwrap();
    let tokens = game.palette.tokens;
    assert_eq!(tokens.len(), 100, "the statement's k ≤ 100 colours");
    for scheme in [
        |s: &boardlab::timeline::Style| s.light,
        |s: &boardlab::timeline::Style| s.dark,
    ] {
        let mut closest = f64::INFINITY;
        for (i, a) in tokens.iter().enumerate() {
            for b in &tokens[i + 1..] {
                let (p, q) = (lab(scheme(a)), lab(scheme(b)));
                let distance = (0..3).map(|k| (p[k] - q[k]).powi(2)).sum::<f64>().sqrt();
                closest = closest.min(distance);
            }
        }
        assert!(closest >= 16.0, "two colours only ΔE {closest:.1} apart");
    }
    // A piece of colour c is named for its colour alone ("colour 57"), in every language.
    for lang in boardlab::i18n::Lang::ALL {
        boardlab::i18n::set_language(lang);
        let name = game.token_kind_name(56);
        assert!(
            name.ends_with("57") && !name.contains("13"),
            "{lang:?}: {name}"
        );
    }
    boardlab::i18n::set_language(boardlab::i18n::Lang::En);
}
