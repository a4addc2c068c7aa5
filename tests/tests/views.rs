//! What every game's steps offer besides the picture, checked over every sample: a text view of
//! the board (the screen-reader path) and axis labels in the statement's own coordinates.

use crate::common;
use boardlab::{games, msg, GameInfo};

/// Every step of every sample of every game, with the game and sample names.
fn for_every_step(mut check: impl FnMut(&str, &str, usize, &boardlab::Step)) {
    for game in games() {
        for sample in game.samples {
            let mut session = common::session(game.id, sample.input, sample.rules);
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
    let statement = statement.expect("the statement's sample");
    let mut session = common::session(game.id, statement.input, statement.rules);
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

// ---- figures: the scene every picture is drawn from (src/session/figure/) ----------------

use boardlab::figure::{svg, BoardBox, FigureText, Scene, Shape, Theme};
use boardlab::timeline::{style, Frame, Mark, Palette, Style, Token};

const CELLS: &[Style] = &[style("floor", "#f4f4f4", "#2a2a2a", "")];
const TOKENS: &[Style] = &[
    style("red", "#dd3333", "#ff6666", "R"),
    style("blue", "#3333dd", "#6666ff", "B"),
];
const MARKS: &[Style] = &[style("score", "#aa6600", "#ffcc66", "")];
const PALETTE: Palette = Palette {
    cells: CELLS,
    tokens: TOKENS,
    marks: MARKS,
};

/// A board with 1-based axis labels.
fn labelled(height: usize, width: usize) -> Frame {
    let mut frame = Frame::new(height, width);
    frame.row_labels = (1..=height).map(|i| i.to_string()).collect();
    frame.col_labels = (1..=width).map(|i| i.to_string()).collect();
    frame
}

/// (left, top, right, bottom) of a shape; text by its estimated width and em box.
fn extent(shape: &Shape) -> (f32, f32, f32, f32) {
    match shape {
        Shape::Rect { x, y, w, h, .. } => (*x, *y, x + w, y + h),
        Shape::Circle { x, y, r, .. } => (x - r, y - r, x + r, y + r),
        Shape::Text {
            x,
            y,
            text,
            size,
            bold,
            anchor,
            ..
        } => {
            let width = boardlab::figure::text_width(text, *size, *bold);
            let left = match anchor {
                boardlab::figure::Anchor::Start => *x,
                boardlab::figure::Anchor::Middle => x - width / 2.0,
                boardlab::figure::Anchor::End => x - width,
            };
            (left, y - size * 0.8, left + width, y + size * 0.2)
        }
        Shape::Path { points, .. } => points.iter().fold(
            (f32::MAX, f32::MAX, f32::MIN, f32::MIN),
            |(l, t, r, b), &(x, y)| (l.min(x), t.min(y), r.max(x), b.max(y)),
        ),
        Shape::Lines { .. } | Shape::Cells { .. } => unreachable!("no grid in these layers"),
    }
}

fn inside(shape: &Shape, area: (f32, f32, f32, f32)) -> bool {
    let (l, t, r, b) = extent(shape);
    let slack = 0.5;
    l >= area.0 - slack && t >= area.1 - slack && r <= area.2 + slack && b <= area.3 + slack
}

fn cell_box(board: &BoardBox, row: usize, col: usize) -> (f32, f32, f32, f32) {
    let (x, y) = (
        board.x + col as f32 * board.cell,
        board.y + row as f32 * board.cell,
    );
    (x, y, x + board.cell, y + board.cell)
}

fn board_box(board: &BoardBox) -> (f32, f32, f32, f32) {
    (
        board.x,
        board.y,
        board.x + board.cols as f32 * board.cell,
        board.y + board.rows as f32 * board.cell,
    )
}

#[test]
fn badges_and_text_marks_stay_inside_their_cell_and_the_board_and_size_scales_tokens() {
    let mut frame = labelled(3, 3);
    let badged = Token {
        badges: vec![
            msg!("skill-chess-mute-badge", rounds = 12),
            msg!("skill-chess-root-badge", rounds = 3),
            msg!("skill-chess-boost-badge", count = 2),
        ],
        dir: Some(boardlab::timeline::Dir::Right),
        ..Token::new(1, 1, 1, 0, "7")
    };
    let corner = Token {
        badges: vec![msg!("skill-chess-mute-badge", rounds = 999)],
        ..Token::new(3, 0, 2, 1, "9")
    };
    let small = Token {
        row: 1.85,
        col: -0.15,
        size: 50,
        badges: vec![msg!("skill-chess-root-badge", rounds = 2)],
        ..Token::new(4, 0, 0, 0, "10")
    };
    frame.tokens = vec![badged, Token::new(2, 1, 2, 1, "8"), corner, small];
    frame.marks = vec![
        Mark::Text {
            at: (1.0, 1.0),
            text: msg!("match3-scored-points", points = 200),
            kind: 0,
        },
        Mark::Text {
            at: (0.0, 2.0),
            text: msg!("match3-scored-points", points = 10000),
            kind: 0,
        },
    ];
    // As a figure, and as the player's board lays it out at a screen's cell size (a phone's,
    // a desktop's, zoomed).
    let scenes = [
        Scene::new(&frame, &PALETTE, "badges"),
        Scene::for_screen(&frame, &PALETTE, 48.0),
        Scene::for_screen(&frame, &PALETTE, 60.0),
        Scene::for_screen(&frame, &PALETTE, 300.0),
    ];
    for scene in &scenes {
        badges_and_text_marks_in_place(scene);
    }
}

fn badges_and_text_marks_in_place(scene: &Scene) {
    let board = scene.board;
    let radius = |id: u32| match &scene.tokens.iter().find(|t| t.id == id).unwrap().body[0] {
        Shape::Circle { r, .. } => *r,
        other => panic!("a token's body starts with its disc, not {other:?}"),
    };
    assert!((radius(1) - board.cell * 0.38).abs() < 1e-3);
    assert!((radius(4) - board.cell * 0.38 * 0.5).abs() < 1e-3);
    for shape in &scene.text_marks {
        assert!(inside(shape, board_box(&board)), "{shape:?} off the board");
    }
    // Each token's badges lie in the cell it stands on (the small one: the cell it is nearest).
    let own = [(1, 1, 1), (3, 0, 2), (4, 2, 0)];
    for (id, row, col) in own {
        let token = scene.tokens.iter().find(|t| t.id == id).unwrap();
        assert!(!token.badges.is_empty(), "token {id} shows its badges");
        for shape in &token.badges {
            assert!(
                inside(shape, cell_box(&board, row, col)),
                "token {id}: {shape:?} outside cell ({row}, {col}) of {board:?}"
            );
        }
    }
    // Up to three badges, each shortened to fit its cell, or cut to "+n".
    // (A small cell has room for dots only.)
    let texts = boardlab::figure::texts(&scene.tokens[0].badges);
    assert!(texts.len() <= 3, "{texts:?}");
    assert!(
        board.cell < 48.0 || !texts.is_empty(),
        "{texts:?} at {}",
        board.cell
    );
}

#[test]
fn axis_labels_of_a_50_by_50_board_are_thinned_apart_and_a_1_by_1_board_caps_its_text() {
    let frame = labelled(50, 50);
    // The figure, and the player's board at a phone's, a desktop's and a zoomed cell size.
    for cell in [6.5, 9.2, 30.0] {
        labels_apart(&Scene::for_screen(&frame, &PALETTE, cell));
    }
    labels_apart(&Scene::new(&frame, &PALETTE, ""));
    let mut one = labelled(1, 1);
    one.tokens.push(Token::new(1, 0, 0, 0, "5"));
    // The screen shows a board at most 1.25 times its figure.
    let fitted = Scene::fitting_cell(&one, (2000.0, 2000.0));
    assert!(
        fitted <= 64.0 * 1.25,
        "a 1 × 1 board's cell on a large screen: {fitted}"
    );
    for scene in [
        Scene::new(&one, &PALETTE, ""),
        Scene::for_screen(&one, &PALETTE, fitted),
    ] {
        capped(&scene);
    }
}

/// The player fits a board to its canvas: the stage (board and labels) must not overflow by
/// even a fraction of a pixel, or the board counts as panned past its edge and its labels are
/// pinned and painted again over it (skill-chess `big2.in`'s boards overflowed by 0.2–0.6 px).
#[test]
fn a_fitted_board_fits_its_canvas_and_fills_it_along_one_side() {
    for (rows, cols) in [
        (1, 1),
        (5, 5),
        (8, 8),
        (12, 6),
        (30, 86),
        (44, 24),
        (50, 48),
        (100, 100),
    ] {
        let frame = labelled(rows, cols);
        for (width, height) in [
            (683.0, 558.0),
            (390.0, 300.0),
            (1280.0, 640.0),
            (276.0, 240.0),
        ] {
            let cell = Scene::fitting_cell(&frame, (width, height));
            let scene = Scene::for_screen(&frame, &PALETTE, cell);
            let at = format!("{rows} × {cols} in {width} × {height}");
            assert!(
                scene.width <= width + 0.001 && scene.stage_height <= height + 0.001,
                "{at}: the stage is {} × {}",
                scene.width,
                scene.stage_height
            );
            let (_, _, _, top) = extent(&scene.col_labels[0]);
            assert!(
                top <= scene.board.y,
                "{at}: a column label under the board's edge"
            );
            // The screen shows a board at most 1.25 times its figure's size.
            if cell < Scene::new(&frame, &PALETTE, "").board.cell * 1.25 - 0.001 {
                let slack = (width - scene.width).min(height - scene.stage_height);
                assert!(slack <= 2.0, "{at}: {slack} px to spare along both sides");
            }
        }
    }
}

/// A board panned past the canvas's top or left edge keeps that edge's labels in a band there,
/// as wide as the labels' own band beside the board; a fitted board's rounding (under half a
/// device pixel over an edge) pins none.
#[test]
fn a_panned_board_pins_the_labels_of_the_edges_it_is_panned_past() {
    let scene = Scene::for_screen(&labelled(30, 30), &PALETTE, 40.0);
    let (top, left) = (scene.board.y, scene.board.x);
    assert!(top > 0.0 && left > 0.0);
    let bands = |origin| scene.pinned_bands(origin).map(|b| (b.top, b.left));
    assert_eq!(bands((-200.0, -300.0)), Some((top, left)));
    assert_eq!(bands((-200.0, 0.0)), Some((0.0, left)));
    assert_eq!(bands((0.0, -0.5)), Some((top, 0.0)));
    assert_eq!(bands((-0.4, -0.4)), None, "a fitted board's rounding");
    assert_eq!(bands((12.0, 3.0)), None);
    // Without labels along an edge there is nothing to pin there.
    let mut frame = labelled(30, 30);
    frame.row_labels.clear();
    let scene = Scene::for_screen(&frame, &PALETTE, 40.0);
    assert_eq!(scene.pinned_bands((-200.0, 0.0)), None);
}

/// Every axis label of `scene` apart from its neighbours and inside the figure.
fn labels_apart(scene: &Scene) {
    let labels: Vec<_> = scene
        .col_labels
        .iter()
        .chain(&scene.row_labels)
        .filter(|s| matches!(s, Shape::Text { .. }))
        .map(extent)
        .collect();
    let board = board_box(&scene.board);
    let (cols, rows): (Vec<(f32, f32, f32, f32)>, Vec<_>) =
        labels.iter().partition(|e| e.3 <= board.1);
    assert!(
        cols.len() >= 5 && cols.len() <= 50,
        "{} column labels",
        cols.len()
    );
    assert!(
        rows.len() >= 5 && rows.len() <= 50,
        "{} row labels",
        rows.len()
    );
    for pair in cols.windows(2) {
        assert!(
            pair[1].0 >= pair[0].2 + 1.0,
            "column labels touch: {pair:?}"
        );
    }
    for pair in rows.windows(2) {
        assert!(pair[1].1 >= pair[0].3, "row labels touch: {pair:?}");
    }
    assert!(labels.iter().all(|e| e.0 >= 0.0 && e.1 >= 0.0));
}

/// No text of `scene` larger than a token's largest label.
fn capped(scene: &Scene) {
    let sizes = scene
        .base
        .iter()
        .chain(&scene.col_labels)
        .chain(&scene.row_labels)
        .chain(&scene.tokens[0].body)
        .filter_map(|s| match s {
            Shape::Text { size, .. } => Some(*size),
            _ => None,
        });
    for size in sizes {
        assert!(size <= 26.0, "text at {size}");
    }
}

#[test]
fn every_sample_step_has_a_self_contained_svg_with_its_caption_as_text() {
    for game in games() {
        for sample in game.samples {
            let mut session = common::session(game.id, sample.input, sample.rules);
            let count = session.step_count();
            // The first, a middle and the last step.
            for index in [0, count / 2, count - 1] {
                let step = session.step(index);
                let text = FigureText::default();
                let scene = Scene::of_step(&step, &game.palette, index + 1, count, &text);
                for theme in [Theme::Light, Theme::Dark] {
                    let svg = svg::write(&scene, theme, 1.0, "figure");
                    let at = format!("{} / {} step {}", game.id, sample.name, index + 1);
                    assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
                    for banned in [
                        "<script",
                        "href",
                        "<image",
                        "url(",
                        "@font-face",
                        "<foreignObject",
                    ] {
                        assert!(!svg.contains(banned), "{at}: {banned} in the SVG");
                    }
                    // The words of every <text>, lines joined again.
                    let words: Vec<&str> = svg
                        .split("</text>")
                        .filter_map(|part| part.rsplit_once('>').map(|(_, text)| text))
                        .collect();
                    let words = words.join(" ").replace("&amp;", "&").replace("&lt;", "<");
                    let title = format!("{} (step {} of {count})", step.title, index + 1);
                    assert!(words.contains(&title), "{at}: {title:?} not in {words:?}");
                    let caption = step.frame.caption.as_ref().map(|c| c.english());
                    let caption = caption.unwrap_or_default();
                    assert!(words.contains(&caption), "{at}: caption missing");
                }
            }
        }
    }
}

// ---- `boardlab render` ------------------------------------------------------------------------

fn render(args: &[&str]) -> std::process::Output {
    common::boardlab(&[&["render"], args].concat(), "")
}

/// The game's first sample as a file, and its rules as `--rule` arguments.
fn sample_file(game: &GameInfo) -> (String, Vec<String>) {
    let sample = &game.samples[0];
    let path = common::temp_file(&format!("render-{}.in", game.id), sample.input.as_bytes());
    let rules = sample
        .rules
        .iter()
        .flat_map(|(k, v)| ["--rule".to_string(), format!("{k}={v}")])
        .collect();
    (path, rules)
}

#[test]
fn render_writes_svg_png_and_gif_for_every_game() {
    let out = std::env::temp_dir();
    for game in games() {
        let (input, rules) = sample_file(game);
        let mut args: Vec<&str> = vec![game.id];
        args.extend(rules.iter().map(String::as_str));
        args.push(&input);
        let file = |ext: &str| out.join(format!("boardlab-render-{}.{ext}", game.id));
        let (svg_path, png_path, gif_path) = (file("svg"), file("png"), file("gif"));

        let run = |extra: &[&str]| {
            let output = render(&[args.as_slice(), extra].concat());
            assert!(
                output.status.success(),
                "{}: render {extra:?}: {}",
                game.id,
                String::from_utf8_lossy(&output.stderr)
            );
        };
        run(&["--step", "1", "-o", svg_path.to_str().unwrap()]);
        let svg = std::fs::read_to_string(&svg_path).unwrap();
        assert!(
            svg.starts_with("<svg") && svg.ends_with("</svg>\n"),
            "{}",
            game.id
        );

        run(&[
            "--step",
            "2",
            "--format",
            "png",
            "--scale",
            "2",
            "--theme",
            "dark",
            "-o",
            png_path.to_str().unwrap(),
        ]);
        let png = std::fs::read(&png_path).unwrap();
        assert_eq!(&png[1..4], b"PNG", "{}", game.id);
        let width = u32::from_be_bytes(png[16..20].try_into().unwrap());
        assert!(
            width >= 960,
            "{}: a scale-2 figure is at least 2 × 480 px wide, got {width}",
            game.id
        );

        run(&[
            "--format",
            "gif",
            "--from",
            "1",
            "--to",
            "3",
            "--delay-ms",
            "500",
            "-o",
            gif_path.to_str().unwrap(),
        ]);
        let gif = std::fs::read(&gif_path).unwrap();
        assert!(gif.starts_with(b"GIF89a"), "{}", game.id);
        // Loops forever: the NETSCAPE2.0 application extension.
        assert!(gif.windows(11).any(|w| w == b"NETSCAPE2.0"), "{}", game.id);
    }
}

#[test]
fn a_ten_step_mayan_gif_at_scale_1_is_under_300_kb() {
    let game = boardlab::find_game("mayan").unwrap();
    let (input, _) = sample_file(game);
    let path = std::env::temp_dir().join("boardlab-render-mayan-10.gif");
    let output = render(&[
        "mayan",
        &input,
        "--format",
        "gif",
        "--from",
        "1",
        "--to",
        "10",
        "-o",
        path.to_str().unwrap(),
    ]);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let bytes = std::fs::read(&path).unwrap();
    assert!(bytes.len() < 300 * 1024, "{} bytes", bytes.len());
    let mut decoder = gif::DecodeOptions::new();
    decoder.set_color_output(gif::ColorOutput::Indexed);
    let mut reader = decoder.read_info(bytes.as_slice()).unwrap();
    let mut frames = 0;
    while reader.read_next_frame().unwrap().is_some() {
        frames += 1;
    }
    // Identical steps merge into one longer frame; most steps change something.
    assert!((5..=10).contains(&frames), "{frames} frames");
}

#[test]
fn render_rejects_bad_steps_options_and_input_with_exit_2() {
    let game = boardlab::find_game("match3").unwrap();
    let (input, _) = sample_file(game);
    let input = input.as_str();
    let cases: &[(&[&str], &str)] = &[
        (&["match3", input, "--step", "0"], "--step 0 is not a step"),
        (&["match3", input, "--step", "100000"], "is not a step"),
        (&["match3", input], "needs --step"),
        (
            &["match3", input, "--step", "x"],
            "--step \"x\" is not a step",
        ),
        (
            &["match3", input, "--step", "1", "--format", "bmp"],
            "unknown --format",
        ),
        (
            &["match3", input, "--step", "1", "--theme", "sepia"],
            "unknown --theme",
        ),
        (
            &["match3", input, "--step", "1", "--scale", "100"],
            "--scale must be",
        ),
        (
            &[
                "match3", input, "--format", "gif", "--from", "3", "--to", "2",
            ],
            "--from must not be after --to",
        ),
        (
            &["match3", input, "--step", "1", "--from", "1"],
            "are for --format gif",
        ),
        (&["chess", input, "--step", "1"], "unknown game"),
    ];
    for (args, message) in cases {
        let output = render(args);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(stderr.contains(message), "{args:?}: {stderr}");
    }
    // Malformed input: the usual FILE:LINE:COLUMN message.
    let bad = common::temp_file("render-bad.in", b"2 2 1\nx\n");
    let output = render(&["match3", &bad, "--step", "1"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains(":2:1:"));
}

#[test]
fn the_skill_chess_piece_table_is_in_the_language_in_force_with_its_columns_aligned() {
    let game = boardlab::find_game("skill-chess").unwrap();
    let sample = &game.samples[0];
    let mut session = common::session(game.id, sample.input, sample.rules);
    boardlab::i18n::set_language(boardlab::Lang::ZhCn);
    let table = session.step(0).text;
    boardlab::i18n::set_language(boardlab::Lang::En);
    assert!(table.starts_with("棋子"), "{table}");
    // The third column starts at the same display column on every line (a Chinese character
    // takes two).
    let third_column = |line: &str| {
        let second = line.split_whitespace().nth(1).unwrap();
        let after = line.find(second).unwrap() + second.len();
        let third = after + line[after..].find(|c: char| c != ' ').unwrap();
        boardlab::text::display_width(&line[..third])
    };
    let starts: Vec<usize> = table.lines().map(third_column).collect();
    assert!(
        starts.len() > 2 && starts.iter().all(|&s| s == starts[0]),
        "{table}"
    );
}

/// skill-chess works a step's table of pieces out when the text panel asks for it: the same
/// table whichever step was shown before (a step kept by the session is not worked out again).
#[test]
fn the_skill_chess_piece_table_is_the_steps_own_whatever_was_shown_before() {
    let game = boardlab::find_game("skill-chess").unwrap();
    let sample = &game.samples[0];
    let mut session = common::session(game.id, sample.input, sample.rules);
    let last = session.step_count() - 1;
    let tables: Vec<String> = (0..=last).map(|index| session.text(index)).collect();
    assert!(
        tables.iter().all(|table| table.starts_with("piece")),
        "{}",
        tables[0]
    );
    assert_ne!(tables[0], tables[last], "the pieces move and fight");
    // Backwards, each seek first showing another step, and with the session's kept steps.
    for index in (0..=last).rev() {
        session.view(last - index);
        assert_eq!(session.text(index), tables[index], "step {index}");
    }
    let mut fresh = common::session(game.id, sample.input, sample.rules);
    assert_eq!(fresh.text(last), tables[last]);
}

/// match3's points ("+200") lie on an edge of the block's first cell: the piece they name keeps
/// its centre, where its number is, in view (on every sample's steps, at a figure's and a
/// phone's cell size).
#[test]
fn match3_points_leave_the_piece_they_name_in_view() {
    let match3 = games().iter().find(|game| game.id == "match3").unwrap();
    let mut labels = 0;
    for_every_step(|game, sample, index, step| {
        if game != "match3" {
            return;
        }
        let frame = &step.frame;
        for at in frame.marks.iter().filter_map(|mark| match mark {
            Mark::Text { at, .. } => Some(*at),
            _ => None,
        }) {
            // On the edge between two rows: neither row's piece is covered at its centre.
            let col = at.1.round();
            let figure = Scene::new(frame, &match3.palette, "").board.cell;
            for cell in [figure, 30.0] {
                let scene = Scene::for_screen(frame, &match3.palette, cell);
                for row in [at.0.floor(), at.0.ceil()] {
                    let (_, centre) = scene.board.at(row, col);
                    for shape in &scene.text_marks {
                        let (_, top, _, bottom) = extent(shape);
                        assert!(
                            bottom <= centre - scene.board.cell * 0.1 || top >= centre,
                            "{sample} step {}: {shape:?} covers ({row}, {col})'s centre {centre}",
                            index + 1
                        );
                    }
                }
            }
            labels += 1;
        }
    });
    assert!(labels > 0, "the samples score points");
}
