//! skill-chess (THUPC 2018 组合数问题): judge data, the statement's sample, libstdc++'s sort
//! order, the timeline of a small game and input errors.

mod common;

use boardlab::games::skill_chess::gcc_sort;
use boardlab::timeline::{Dir, Mark};

const GAME: &str = "skill-chess";

fn run(input: &str) -> String {
    boardlab::parse(GAME, input, &[])
        .unwrap_or_else(|e| panic!("input error: {e}"))
        .output()
        .to_string()
}

#[test]
fn official_data() {
    let Some(dir) = common::shared_data(GAME, "official") else {
        return;
    };
    common::assert_cases(GAME, &dir, common::defaults);
}

#[test]
fn shipped_cases() {
    let ran = common::assert_cases(GAME, &common::shipped_data(GAME), common::defaults);
    assert!(ran >= 15);
}

#[test]
fn statement_sample_differs_from_its_published_answer_only_in_game_4() {
    let game = boardlab::find_game(GAME).unwrap();
    let sample = &game.samples[0];
    assert!(sample.note.contains("official"), "{}", sample.note);
    let Some(dir) = common::shared_data(GAME, "official") else {
        return;
    };
    let published = std::fs::read_to_string(dir.join("sample.ans")).unwrap();
    let ours = run(sample.input);
    let published = boardlab::text::judge_lines(&published);
    let ours = boardlab::text::judge_lines(&ours);
    assert_eq!(ours.len(), published.len());
    let differing: Vec<usize> = (0..ours.len())
        .filter(|&i| ours[i] != published[i])
        .map(|i| i + 1)
        .collect();
    // Game 4 prints lines 10-20 (one hupraise count, then 10 positions).
    assert_eq!(differing, vec![12, 13, 17, 20]);
    assert_eq!(
        (ours[11], ours[12], ours[16], ours[19]),
        ("2 4", "2 4", "1 3", "8 8")
    );
}

/// (key, tag) pairs sorted by key; returns the tags.
fn tags_after_gcc_sort(keys: &[u32]) -> Vec<usize> {
    let mut v: Vec<(u32, usize)> = keys.iter().copied().zip(0..).collect();
    gcc_sort::sort(&mut v, &mut |a, b| a.0 < b.0);
    v.into_iter().map(|(_, tag)| tag).collect()
}

#[test]
fn gcc_sort_reproduces_libstdcxx_orders() {
    // Printed by g++ 12 (libstdc++) std::sort on the same pairs compared by key only.
    assert_eq!(tags_after_gcc_sort(&[1, 0, 1, 0, 1]), vec![1, 3, 0, 2, 4]);
    let keys: Vec<u32> = (0..40).map(|i| i * 7 % 5).collect();
    assert_eq!(
        tags_after_gcc_sort(&keys),
        vec![
            10, 20, 25, 15, 30, 35, 5, 0, 33, 8, 28, 13, 3, 38, 23, 18, 31, 1, 36, 26, 21, 6, 16,
            11, 39, 19, 4, 34, 9, 29, 14, 24, 12, 27, 32, 7, 17, 37, 2, 22
        ]
    );
}

#[test]
fn gcc_sort_is_a_sorted_permutation_but_not_stable() {
    let keys: Vec<u32> = (0..200).map(|i| (i * i * 31 + 7 * i) % 13).collect();
    let tags = tags_after_gcc_sort(&keys);
    let mut seen = tags.clone();
    seen.sort();
    assert_eq!(seen, (0..200).collect::<Vec<_>>());
    assert!(tags.windows(2).all(|w| keys[w[0]] <= keys[w[1]]));
    let stable = tags
        .windows(2)
        .all(|w| keys[w[0]] < keys[w[1]] || w[0] < w[1]);
    assert!(!stable, "libstdc++'s introsort reorders equal keys");
}

/// Three pieces on a 3×4 board with one obstacle, two rounds: a rabiribi knocks both blue
/// pieces (one through the right edge), a hupraise prints 1, a duel kills the blue #2.
const TINY: &str = "1
3 4 3 2
0 0 0 0
0 1 0 0
0 0 0 0
1 1 5 2 0 3 1 5 3 rabiribi 2
1 4 4 1 1 2 2 5 3 hupraise
2 4 3 3 1 0 1 5 3 toolihai
";

#[test]
fn tiny_game_output() {
    assert_eq!(run(TINY), "1\n1 3\n1 3\n1 1\n");
}

#[test]
fn tiny_game_timeline() {
    let mut session = boardlab::parse(GAME, TINY, &[]).unwrap();
    let titles: Vec<String> = (0..session.step_count())
        .map(|i| session.step(i).title)
        .collect();
    assert_eq!(
        titles,
        vec![
            "Game 1 · start",
            "Game 1 · round 1 · recover",
            "Game 1 · round 1 · move",
            "Game 1 · round 1 · #1 rabiribi (cast 1 of 2)",
            "Game 1 · round 1 · #3 toolihai (cast 2 of 2)",
            "Game 1 · round 1 · fight",
            "Game 1 · round 2 · recover",
            "Game 1 · round 2 · move",
            "Game 1 · round 2 · #2 hupraise (cast 1 of 1)",
            "Game 1 · round 2 · fight",
            "Game 1 · final positions",
        ]
    );
    let markers = session.markers();
    assert_eq!((markers[0].step, markers[0].label.as_str()), (0, "game 1"));

    let start = session.step(0);
    assert_eq!(start.frame.cell(1, 1), 1, "the obstacle at (2,2)");
    assert_eq!(start.frame.cell(0, 0), 0);
    let first = &start.frame.tokens[0];
    assert_eq!((first.row, first.col, first.kind), (0.0, 0.0, 0));
    assert_eq!(first.label, "1");
    assert_eq!(first.dir, Some(Dir::Right));
    assert_eq!(start.frame.tokens[1].kind, 1, "#2 is blue");

    let knock = session.step(3);
    assert_eq!(
        knock.events,
        vec![
            "#1 rabiribi facing right, range 2",
            "#2 knocked (1,3)→(1,4)",
            "#3 knocked (1,4)→(1,1)"
        ]
    );
    assert_eq!(knock.output_lines, (0, 0));
    assert!(knock
        .frame
        .caption
        .starts_with("game 1 of 1 · round 1 of 2"));
    let cone = knock.frame.marks.iter().find_map(|m| match m {
        Mark::Cells { cells, kind: 0 } => Some(cells.clone()),
        _ => None,
    });
    // Facing right from (1,2), range 2: (1,3); (1..2, 4) within |side| <= 2 on a 3-row board.
    let mut cone = cone.expect("the rabiribi cone is marked");
    cone.sort();
    assert_eq!(cone, vec![(0, 2), (0, 3), (1, 2), (1, 3), (2, 3)]);
    let arrows: Vec<_> = knock
        .frame
        .marks
        .iter()
        .filter_map(|m| match m {
            Mark::Arrow { from, to, kind: 3 } => Some((*from, *to)),
            _ => None,
        })
        .collect();
    assert_eq!(
        arrows,
        vec![((0.0, 2.0), (0.0, 3.0)), ((0.0, 3.0), (0.0, 0.0))]
    );
    let third = &knock.frame.tokens[2];
    assert_eq!((third.row, third.col), (0.0, 0.0));

    let moved = session.step(7);
    assert_eq!(
        moved.events,
        vec!["2 pieces step forward", "turned around: #3"]
    );

    let praise = session.step(8);
    assert_eq!(praise.output_lines, (0, 1));
    assert_eq!(
        praise.events,
        vec!["#2 hupraise: maximum red–blue matching = 1 (printed)"]
    );

    let fight = session.step(9);
    assert_eq!(
        fight.events,
        vec!["duel at (1,3): #1 (5, 2) vs #2 (4, 1): #1 wins, #2 dies; #1 now (1, 0)"]
    );
    let (red, blue) = (&fight.frame.tokens[0], &fight.frame.tokens[1]);
    assert!(blue.faded && !red.faded);
    assert!(
        blue.badges.iter().any(|b| b == "respawn 3"),
        "{:?}",
        blue.badges
    );
    // Both stand on (1,3): drawn apart so both stay visible.
    assert!((red.row, red.col) != (blue.row, blue.col));
    assert!((red.row - 0.0).abs() < 0.5 && (red.col - 2.0).abs() < 0.5);
    assert!(fight
        .frame
        .marks
        .iter()
        .any(|m| matches!(m, Mark::Cells { cells, kind: 4 } if cells == &vec![(0, 2)])));

    let last = session.step(10);
    assert_eq!(last.output_lines, (1, 4));
}

#[test]
fn wave_and_silence_are_shown() {
    // A 2dsaigao facing left in the top-left corner bounces back onto its own cell and
    // silences the faceking that walks in (the statement's first sample game).
    let input = "1
2 4 4 2
0 0 0 0
0 0 0 1
1 2 1 1 0 2 1 10 1 2dsaigao 1 0 20
2 1 1 1 0 0 1 10 1 faceking
2 1 1 1 0 3 1 10 1 rabiribi 1
1 3 1 1 0 1 1 10 1 toolihai
";
    let mut session = boardlab::parse(GAME, input, &[]).unwrap();
    let step = session.step(3);
    assert_eq!(step.title, "Game 1 · round 1 · #1 2dsaigao (cast 1 of 3)");
    assert_eq!(
        step.events,
        vec!["#1 2dsaigao: the wave bursts at (1,1) (radius 0); silenced for 20: #1, #2"]
    );
    assert!(step
        .frame
        .marks
        .iter()
        .any(|m| matches!(m, Mark::Path { points, kind: 1 } if points.len() == 2)));
    let silenced = &step.frame.tokens[1];
    assert!(silenced.badges.iter().any(|b| b == "silenced 20"));
}

fn error_of(input: &str) -> boardlab::InputError {
    common::input_error(GAME, input, &[])
}

#[test]
fn limits_are_enforced() {
    let e = error_of("21\n");
    assert_eq!((e.line, e.col), (1, 1));
    assert!(
        e.message.contains("T 21 is out of range 1..20"),
        "{}",
        e.message
    );
    let e = error_of("1\n101 1 1 1\n");
    assert_eq!((e.line, e.col), (2, 1));
    assert!(
        e.message.contains("N (rows) 101 is out of range 1..100"),
        "{}",
        e.message
    );
    let e = error_of("1\n1 1 201 1\n");
    assert!(
        e.message.contains("K (pieces) 201 is out of range 1..200"),
        "{}",
        e.message
    );
    let e = error_of("1\n1 1 1 1001\n");
    assert_eq!((e.line, e.col), (2, 7));
    assert!(
        e.message
            .contains("R (rounds) 1001 is out of range 1..1000"),
        "{}",
        e.message
    );
}

#[test]
fn piece_errors_name_the_field() {
    let board = "1\n2 2 1 3\n0 0\n0 1\n";
    let e = error_of(&format!("{board}1 1 5 6 0 0 1 1 1 toolihai\n"));
    assert_eq!((e.line, e.col), (5, 7));
    assert!(
        e.message
            .contains("piece 1 attribute b (at most a) 6 is out of range 0..5"),
        "{}",
        e.message
    );
    let e = error_of(&format!("{board}1 1 5 2 0 0 1 1 1 fireball\n"));
    assert_eq!((e.line, e.col), (5, 19));
    assert!(
        e.message.contains("unknown skill \"fireball\""),
        "{}",
        e.message
    );
    let e = error_of(&format!("{board}1 1 5 2 0 0 1 1 1 2dsaigao 3 1\n"));
    assert!(
        e.message.starts_with("unexpected end of input"),
        "{}",
        e.message
    );
    assert!(e.message.contains("2dsaigao duration l"), "{}", e.message);
    let e = error_of(&format!("{board}2 2 5 2 0 0 1 1 1 toolihai\n"));
    assert_eq!((e.line, e.col), (5, 1));
    assert!(e.message.contains("obstacle"), "{}", e.message);
    let e = error_of(&format!("{board}1 1 5 2 2 0 1 1 1 toolihai\n"));
    assert!(
        e.message
            .contains("team c (0 red, 1 blue) 2 is out of range 0..1"),
        "{}",
        e.message
    );
    let e = error_of(&format!("{board}1 1 5 2 0 4 1 1 1 toolihai\n"));
    assert!(e.message.contains("direction d"), "{}", e.message);
    let e = error_of(&format!("{board}1 1 5 2 0 0 0 1 1 toolihai\n"));
    assert!(
        e.message.contains("first cast round f 0 is out of range"),
        "{}",
        e.message
    );
    let e = error_of(&format!("{board}1 1 5 2 0 0 1 1 1 onepunch 1001 2\n"));
    assert!(
        e.message
            .contains("onepunch boost v 1001 is out of range 0..1000"),
        "{}",
        e.message
    );
    let e = error_of(&format!("{board}1 1 5 2 0 0 1 1 1 firework 0\n"));
    assert!(
        e.message.contains("firework duration l 0 is out of range"),
        "{}",
        e.message
    );
    let e = error_of(&format!("{board}1 1 5 2 0 0 1 1 1 toolihai 7\n"));
    assert_eq!((e.line, e.col), (5, 28));
    assert!(
        e.message.contains("unexpected extra input"),
        "{}",
        e.message
    );
    let e = error_of("1\n2 2 1 3\n0 0\n0 x\n");
    assert_eq!((e.line, e.col), (4, 3));
    assert!(e.message.contains("cell (2,2)"), "{}", e.message);
}

#[test]
fn backward_before_round_one_is_rejected_where_its_parameter_is() {
    // Cast in round 1 going 1 round back would reach round 0; the statement guarantees
    // inputs never do that.
    let e = error_of("1\n1 3 1 2\n0 0 0\n1 1 3 1 0 3 1 5 2 backward 1\n");
    assert_eq!((e.line, e.col), (4, 28));
    assert!(
        e.message.contains("backward l = 1 cast in round 1"),
        "{}",
        e.message
    );
    // Going back 0 rounds is allowed.
    assert_eq!(
        run("1\n1 3 1 2\n0 0 0\n1 1 3 1 0 3 1 5 2 backward 0\n"),
        "1 2\n"
    );
}
