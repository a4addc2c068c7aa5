//! Figures (src/session/figure/, `boardlab render`, the page's exports): titles wrap at sensible
//! points, badges keep off the pieces, text marks stay on their cells, the title and the caption
//! can be set or dropped, and the steps of an animation follow one rule everywhere.

use crate::common;
use boardlab::figure::{
    frame_range, text_width, FigureText, Scene, Shape, TokenShapes, LABEL_AREA,
};
use boardlab::i18n::set_language;
use boardlab::timeline::Mark;
use boardlab::{msg, Lang, Session};

/// A font a fifth wider than `text_width` estimates (DejaVu Sans): what figures must allow for.
const WIDE_FONT: f32 = 1.2;

fn sample_session(game: &str, name: &str) -> Session {
    let info = boardlab::find_game(game).unwrap();
    let sample = info.samples.iter().find(|s| s.name == name).unwrap();
    common::session(game, sample.input, sample.rules)
}

/// The figure of step `index` (from 0) of `session`.
fn figure(session: &mut Session, index: usize, text: &FigureText) -> Scene {
    let step = session.step(index);
    let count = session.step_count();
    Scene::of_step(&step, &session.game.palette, index + 1, count, text)
}

/// The lines of the title (bold) or of the caption, without their direction marks.
fn lines(scene: &Scene, bold: bool) -> Vec<String> {
    scene
        .text
        .iter()
        .filter_map(|shape| match shape {
            Shape::Text { text, bold: b, .. } if *b == bold => {
                Some(text.trim_matches(['\u{202b}', '\u{202c}']).to_string())
            }
            _ => None,
        })
        .collect()
}

#[test]
fn a_title_breaks_between_phrases_and_fits_the_figure() {
    let mut session = sample_session("skill-chess", "busy board");
    let count = session.step_count();
    for (lang, number) in [
        (Lang::En, "(step 752 of 764)"),
        (Lang::ZhCn, "（第 752 步，共 764 步）"),
        (Lang::Fa, "(گام \u{2068}752\u{2069} از \u{2068}764\u{2069})"),
    ] {
        set_language(lang);
        let scene = figure(&mut session, 751, &FigureText::default());
        set_language(Lang::En);
        let title = lines(&scene, true);
        assert!(title.len() >= 2, "{lang:?}: {title:?}");
        assert!(
            title.iter().any(|line| line.contains(number)),
            "{lang:?}: the step number is cut: {title:?}"
        );
        for shape in &scene.text {
            if let Shape::Text {
                text, size, bold, ..
            } = shape
            {
                let width = text_width(text, *size, *bold) * WIDE_FONT;
                assert!(width <= scene.width - 24.0, "{lang:?}: {text} is too wide");
            }
        }
    }
    assert_eq!(count, 764);

    // A word wider than the figure is cut short.
    let long = FigureText {
        title: Some(format!("a{}", "x".repeat(300))),
        caption: None,
    };
    let title = lines(&figure(&mut session, 0, &long), true);
    assert_eq!(title.len(), 1, "{title:?}");
    assert!(title[0].ends_with('…'), "{title:?}");
}

#[test]
fn title_and_caption_can_be_replaced_or_left_out() {
    let mut session = sample_session("skill-chess", "small duel");
    let own = figure(&mut session, 3, &FigureText::default());
    assert_eq!(
        lines(&own, true).join(" "),
        "Game 1 · round 1 · #1 rabiribi (cast 1 of 2) (step 4 of 11)"
    );
    assert!(lines(&own, false)[0].starts_with("game 1 of 1 · round 1 of 2"));

    let set = FigureText {
        title: Some("Figure 2: the knock-back".into()),
        caption: Some("".into()),
    };
    let scene = figure(&mut session, 3, &set);
    assert_eq!(lines(&scene, true), ["Figure 2: the knock-back"]);
    assert!(lines(&scene, false).is_empty());
    assert!(scene.height < own.height);

    let bare = FigureText {
        title: Some("".into()),
        caption: Some("".into()),
    };
    let scene = figure(&mut session, 3, &bare);
    assert!(scene.text.is_empty());
    assert_eq!(scene.height, scene.stage_height);
}

/// Whether a badge shape reaches into the disc of centre (x, y) and radius r.
fn reaches(shape: &Shape, (x, y, r): (f32, f32, f32)) -> bool {
    match shape {
        Shape::Rect {
            x: rx, y: ry, w, h, ..
        } => {
            let nearest = (x.clamp(*rx, rx + w), y.clamp(*ry, ry + h));
            (nearest.0 - x).hypot(nearest.1 - y) < r - 0.01
        }
        Shape::Circle {
            x: cx,
            y: cy,
            r: cr,
            ..
        } => (cx - x).hypot(cy - y) < r + cr - 0.01,
        Shape::Text { .. } => false,
        other => panic!("a badge is no {other:?}"),
    }
}

fn disc(token: &TokenShapes) -> (f32, f32, f32) {
    match token.body[0] {
        Shape::Circle { x, y, r, .. } => (x, y, r),
        ref other => panic!("a token starts with its disc, not {other:?}"),
    }
}

#[test]
fn badges_never_cover_a_piece() {
    // Small cells (busy board: 30 × 9, cells shared by up to 4 pieces) and large ones (the
    // duel: 3 × 4, two pieces sharing a cell).
    let mut checked = 0;
    for (name, every) in [("busy board", 3), ("small duel", 1)] {
        let mut session = sample_session("skill-chess", name);
        for index in (0..session.step_count()).step_by(every) {
            let scene = figure(&mut session, index, &FigureText::default());
            for token in &scene.tokens {
                let (x, y, r) = disc(token);
                for badge in &token.badges {
                    checked += 1;
                    let place = format!("{name} step {}: token {}: {badge:?}", index + 1, token.id);
                    assert!(
                        !reaches(badge, (x, y, r * LABEL_AREA)),
                        "{place} covers its label"
                    );
                    for other in scene.tokens.iter().filter(|o| o.id != token.id) {
                        assert!(!reaches(badge, disc(other)), "{place} covers {}", other.id);
                    }
                }
            }
        }
    }
    assert!(checked > 100, "{checked} badges");
    // With room above a shared piece, its badge is written out there.
    let mut session = sample_session("skill-chess", "small duel");
    let scene = figure(&mut session, 9, &FigureText::default());
    let dead = scene.tokens.iter().find(|t| t.id == 1).unwrap();
    assert_eq!(boardlab::figure::texts(&dead.badges), ["res 3"]);
}

#[test]
fn ludo_dice_labels_stay_on_their_two_cells() {
    let mut labels = 0;
    for sample in boardlab::find_game("ludo").unwrap().samples {
        let mut session = common::session("ludo", sample.input, sample.rules);
        let name = sample.name;
        for lang in Lang::ALL {
            set_language(lang);
            for index in 0..session.step_count() {
                let step = session.step(index);
                let scene = figure(&mut session, index, &FigureText::default());
                let anchors: Vec<(f32, f32)> = step
                    .frame
                    .marks
                    .iter()
                    .filter_map(|mark| match mark {
                        Mark::Text { at, .. } => Some(*at),
                        _ => None,
                    })
                    .collect();
                if scene.text_marks.is_empty() {
                    continue;
                }
                assert_eq!(anchors.len(), 1, "one dice label");
                let (row, col) = anchors[0];
                let board = scene.board;
                // The cells the label's anchor is on: two when it lies between them.
                let span = |at: f32, origin: f32| {
                    let first = if at.fract() == 0.5 { at.floor() } else { at };
                    let cells = if at.fract() == 0.5 { 2.0 } else { 1.0 };
                    let start = origin + first * board.cell;
                    (start, start + cells * board.cell)
                };
                let (left, right) = span(col, board.x);
                let (top, bottom) = span(row, board.y);
                for shape in &scene.text_marks {
                    labels += 1;
                    let Shape::Text {
                        x, y, text, size, ..
                    } = shape
                    else {
                        panic!("a text mark is text");
                    };
                    let half = text_width(text, *size, true) * WIDE_FONT / 2.0;
                    let place = format!("{name} step {} in {lang:?}: {text}", index + 1);
                    assert!(
                        x - half >= left && x + half <= right,
                        "{place}: spreads across"
                    );
                    assert!(
                        y - size * 0.8 >= top && *y <= bottom,
                        "{place}: leaves its row"
                    );
                }
            }
        }
        set_language(Lang::En);
    }
    assert!(labels > 20, "{labels} labels");
}

#[test]
fn an_animation_range_is_checked_by_one_rule() {
    let names = || [msg!("figure-range-first"), msg!("figure-range-last")].map(Into::into);
    assert_eq!(frame_range(("2", " 5 "), 10, names()), Ok((2, 5)));
    assert_eq!(frame_range(("7", "7"), 10, names()), Ok((7, 7)));
    let error = |from, to, count| frame_range((from, to), count, names()).unwrap_err();
    let cases = [
        (
            error("30", "2", 23),
            "the first step 30 is not a step: this input has steps 1 to 23",
        ),
        (
            error("3", "2", 23),
            "the first step must not be after the last step",
        ),
        (
            error("1", "0", 23),
            "the last step 0 is not a step: this input has steps 1 to 23",
        ),
        (
            error("\u{202e}x", "2", 23),
            "the first step \"⟨U+202E⟩x\" is not a step: this input has steps 1 to 23",
        ),
        (error("", "2", 23), "the first step \"\" is not a step"),
        (error("1", "501", 900), "at most 500 steps in one animation"),
    ];
    for (message, expected) in cases {
        assert!(
            message.english().starts_with(expected),
            "{}",
            message.english()
        );
        for lang in Lang::ALL {
            assert!(message.problems(lang).is_empty(), "{lang:?}: {message:?}");
        }
    }
}

fn render(args: &[&str]) -> std::process::Output {
    common::boardlab(&[&["render"], args].concat(), "")
}

#[test]
fn render_sets_or_drops_the_title_and_caption_and_checks_the_range() {
    let info = boardlab::find_game("skill-chess").unwrap();
    let sample = info
        .samples
        .iter()
        .find(|s| s.name == "small duel")
        .unwrap();
    let input = common::temp_file("figures-duel.in", sample.input.as_bytes());
    let svg = |extra: &[&str]| {
        let out = render(&[&["skill-chess", &input, "--step", "4"], extra].concat());
        assert!(
            out.status.success(),
            "{extra:?}: {}",
            common::text(&out.stderr)
        );
        common::text(&out.stdout)
    };
    let own = svg(&[]);
    assert!(own.contains("(step 4 of 11)") && own.contains("round 1 of 2"));
    let set = svg(&["--title", "Figure 2 &lt; 3", "--no-caption"]);
    assert!(set.contains("Figure 2 &amp;lt; 3"), "{set}");
    assert!(!set.contains("(step 4 of 11)") && !set.contains("round 1 of 2"));
    let caption_only = svg(&["--no-title", "--caption", "Knock-back"]);
    assert!(caption_only.contains("Knock-back") && !caption_only.contains("step 4 of 11"));

    let failing = [
        (
            vec!["--step", "4", "--title", "x", "--no-title"],
            "cannot be used with",
        ),
        (
            vec!["--format", "gif", "--from", "3", "--to", "2"],
            "--from must not be after --to",
        ),
        (
            vec!["--format", "gif", "--from", "30", "--to", "2"],
            "--from 30 is not a step: this input has steps 1 to 11",
        ),
        (
            vec!["--format", "gif", "--from", "x"],
            "--from \"x\" is not a step",
        ),
        (vec!["--step", "12"], "--step 12 is not a step"),
    ];
    for (extra, message) in failing {
        let out = render(&[&["skill-chess", input.as_str()], extra.as_slice()].concat());
        let stderr = common::text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{extra:?}: {stderr}");
        assert!(stderr.contains(message), "{extra:?}: {stderr}");
    }
}
