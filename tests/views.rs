//! What every game's steps offer besides the picture, checked over every sample: a text view of
//! the board (the screen-reader path) and axis labels in the statement's own coordinates.

use boardlab::{games, parse, GameInfo, Sample, Session};

fn session(game: &GameInfo, sample: &Sample) -> Session {
    let rules: Vec<_> = sample
        .rules
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    parse(game.id, sample.input, &rules)
        .unwrap_or_else(|e| panic!("{} / {}: sample rejected: {e}", game.id, sample.name))
}

/// Every step of every sample of every game, with the game and sample names.
fn for_every_step(mut check: impl FnMut(&str, &str, usize, &boardlab::Step)) {
    for game in games() {
        for sample in game.samples {
            let mut session = session(game, sample);
            for index in 0..session.step_count() {
                check(game.id, sample.name, index, &session.step(index));
            }
        }
    }
}

#[test]
fn every_step_of_every_sample_has_a_text_view() {
    for_every_step(|game, sample, index, step| {
        assert!(
            step.text.trim().len() > 1,
            "{game} / {sample}: step {index} has no text view"
        );
    });
}

#[test]
fn the_text_view_of_a_mayan_step_is_the_board_in_the_statements_coordinates() {
    let game = boardlab::find_game("mayan").unwrap();
    let statement = game.samples.iter().find(|s| s.name.contains("statement"));
    let mut session = session(game, statement.expect("the statement's sample"));
    let step = session.step(4);
    assert_eq!(
        step.events,
        ["chain 1: removed 6 blocks: colour 2 at (1,0) (2,0) (3,0); colour 3 at (4,0) (4,1) (4,2)"]
    );
    // Columns are x from the left, rows y from the bottom; removed blocks in parentheses.
    let expected = [
        "    0   1   2   3   4",
        "6   .   .   .   .   .",
        "5   .   .   .   .   .",
        "4   .   .   .   .   .",
        "3   .   .   .   .   4",
        "2   .   .   4   . (3)",
        "1   .   1   1   4 (3)",
        "0   1 (2) (2) (2) (3)",
        "move 3 of 3 · chain 1 · 6 blocks left",
    ];
    assert_eq!(step.text, expected.map(|line| format!("{line}\n")).concat());
}

#[test]
fn labels_name_every_row_and_column_of_the_board_games() {
    for_every_step(|game, sample, index, step| {
        let frame = &step.frame;
        // Ludo has no coordinates (its events name cell numbers): the page's 0-based indexes.
        if game == "ludo" {
            return;
        }
        assert_eq!(
            (frame.row_labels.len(), frame.col_labels.len()),
            (frame.height as usize, frame.width as usize),
            "{game} / {sample}: step {index}"
        );
    });
}
