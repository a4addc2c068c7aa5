//! Laying out a [`Frame`] as a [`Scene`]: sizes, positions, colours and text fitting. This is
//! where a step's look is decided, once, for every renderer.

use super::stamp::FastHasher;
use super::{text_width, Anchor, BoardBox, Colour, Scene, Shape, TokenShapes};
use boardlab_core::i18n::Message;
use boardlab_core::order;
use boardlab_core::timeline::{Dir, Frame, Mark, Palette, Style, Token};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hash, Hasher};

/// The page's own colours (they match www/player/player.css): board, panel, grid, text and accents.
pub(super) const BOARD: [&str; 2] = ["#ffffff", "#1a1e24"];
const PANEL: [&str; 2] = ["#ffffff", "#1c2027"];
const GRID: [&str; 2] = ["#7d86944d", "#aab3c233"];
pub(super) const TEXT: [&str; 2] = ["#15181d", "#e6e9ee"];
const MUTED: [&str; 2] = ["#5b6270", "#9aa3b2"];
const TOKEN_TEXT: [&str; 2] = ["#ffffff", "#ffffff"];
const TOKEN_HALO: [&str; 2] = ["#0000008c", "#0000008c"];

const AXIS_FONT: (f32, f32) = (9.0, 14.0);
const GLYPH_FONT_MAX: f32 = 16.0;
const TOKEN_FONT_MAX: f32 = 26.0;
const TEXT_MARK_FONT: (f32, f32) = (10.0, 22.0);
const BADGE_FONT: (f32, f32) = (7.0, 12.0);
/// The middle of a token's disc, where its label is, as a fraction of its radius: badges keep
/// off it.
pub const LABEL_AREA: f32 = 0.6;
const TITLE_FONT: f32 = 15.0;
const CAPTION_FONT: f32 = 13.0;
/// Space between neighbouring axis labels, and around the board.
const LABEL_GAP: f32 = 4.0;
const PAD: f32 = 12.0;
/// The nominal board box: a board gets the largest whole cell size that fits it, within bounds.
const BOARD_BOX: (f32, f32) = (720.0, 560.0);
const CELL_SIZE: (f32, f32) = (10.0, 64.0);
/// The most a screen shows a board larger than its figure: a 1 × 1 board does not become a poster.
const MAX_SCREEN_SCALE: f32 = 1.25;
/// Figures are at least this wide, so a caption under a small board wraps sensibly.
const MIN_FIGURE_WIDTH: f32 = 480.0;

fn clamp(v: f32, lo: f32, hi: f32) -> f32 {
    v.max(lo).min(hi)
}

/// The alphabetic baseline for text whose em box is centred on `y` (digits and capitals look
/// centred there).
fn middle_baseline(y: f32, size: f32) -> f32 {
    y + size * 0.35
}

/// The axis labels' font size for a cell size.
fn axis_font_size(cell: f32) -> f32 {
    clamp((cell * 0.32).round(), AXIS_FONT.0, AXIS_FONT.1)
}

/// The nominal cell size for a board: the largest whole size that fits the board box.
fn cell_size(rows: u16, cols: u16) -> f32 {
    let fit = (BOARD_BOX.0 / cols.max(1) as f32).min(BOARD_BOX.1 / rows.max(1) as f32);
    clamp(fit.floor(), CELL_SIZE.0, CELL_SIZE.1)
}

/// The bands left of and above the board that its row and column labels take at `cell`.
fn label_bands(frame: &Frame, cell: f32) -> (f32, f32) {
    let axis_font = axis_font_size(cell);
    let longest = frame
        .row_labels
        .iter()
        .map(|l| text_width(l, axis_font, false))
        .fold(0.0, f32::max);
    let left = if frame.row_labels.is_empty() {
        0.0
    } else {
        (longest + 2.0 * LABEL_GAP).ceil()
    };
    let top = if frame.col_labels.is_empty() {
        0.0
    } else {
        (axis_font * 1.6).ceil()
    };
    (left, top)
}

/// A token's size as a fraction of the normal size.
fn token_scale(token: &Token) -> f32 {
    if token.size == 0 {
        1.0
    } else {
        token.size as f32 / 100.0
    }
}

/// Shorter forms of a badge, longest first: "silenced 12" → "sil 12" → "s12" → "s".
fn badge_forms(badge: &str) -> Vec<String> {
    let mut forms = vec![badge.to_string()];
    let words: Vec<&str> = badge.split_whitespace().collect();
    if words.len() > 1 {
        let rest = words[1..].join(" ");
        let first: String = words[0].chars().take(3).collect();
        let initial: String = words[0].chars().take(1).collect();
        forms.push(format!("{first} {rest}"));
        forms.push(format!("{initial}{rest}"));
    } else if badge.chars().count() > 3 {
        forms.push(badge.chars().take(3).collect());
    }
    forms.push(badge.chars().take(1).collect());
    forms
}

/// Fonts of figures may run wider than [`text_width`] estimates (DejaVu Sans, a common
/// `sans-serif`, by about a fifth): text that must fit a width is measured with this margin.
const WIDE_FONT: f32 = 1.2;

/// The width `text` may take in a font wider than estimated.
fn safe_width(text: &str, size: f32, bold: bool) -> f32 {
    text_width(text, size, bold) * WIDE_FONT
}

/// Splits `text` into lines no wider than `width` at `size`: at spaces, and between any two
/// Chinese characters (Chinese is written without spaces), but never inside a parenthesis that
/// fits on a line ("(step 5 of 23)" stays whole). A word wider than a line stays whole.
fn wrap(text: &str, size: f32, bold: bool, width: f32) -> Vec<String> {
    let fits = |line: &str| safe_width(line, size, bold) <= width;
    let mut lines = Vec::new();
    for paragraph in text.split('\n') {
        let mut line = String::new();
        for (spaced, unit) in line_units(paragraph, fits) {
            let mut candidate = line.clone();
            if spaced && !line.is_empty() {
                candidate.push(' ');
            }
            candidate.push_str(unit);
            if !line.is_empty() && !fits(&candidate) {
                lines.push(std::mem::replace(&mut line, unit.to_string()));
            } else {
                line = candidate;
            }
        }
        lines.push(line);
    }
    lines
}

/// `line` if it `fits`, else its longest start that fits with an ellipsis after it.
fn shortened(line: String, fits: impl Fn(&str) -> bool) -> String {
    if fits(&line) {
        return line;
    }
    let mut cut = line;
    while cut.pop().is_some() {
        let candidate = format!("{}…", cut.trim_end());
        if fits(&candidate) {
            return candidate;
        }
    }
    "…".to_string()
}

/// The pieces of `paragraph` a line may break between, each with whether a space stood before
/// it: [`break_units`], with a parenthesis joined into one piece when it `fits` a line.
fn line_units(paragraph: &str, fits: impl Fn(&str) -> bool) -> Vec<(bool, &str)> {
    let units = break_units(paragraph);
    let mut joined = Vec::with_capacity(units.len());
    let mut i = 0;
    while i < units.len() {
        let (spaced, (start, end)) = units[i];
        let mut last = i;
        let mut depth = 0i32;
        for (k, &(_, (from, to))) in units.iter().enumerate().skip(i) {
            for c in paragraph[from..to].chars() {
                match c {
                    '(' | '（' => depth += 1,
                    ')' | '）' => depth -= 1,
                    _ => {}
                }
            }
            if depth <= 0 {
                last = k;
                break;
            }
        }
        let whole = &paragraph[start..units[last].1 .1];
        if last > i && depth <= 0 && fits(whole) {
            joined.push((spaced, whole));
            i = last + 1;
        } else {
            joined.push((spaced, &paragraph[start..end]));
            i += 1;
        }
    }
    joined
}

/// The pieces a line may break between, as byte ranges of `paragraph`, each with whether a
/// space stood before it: words, and single Chinese characters (with the punctuation that
/// follows them).
fn break_units(paragraph: &str) -> Vec<(bool, (usize, usize))> {
    let is_wide =
        |c: char| ('\u{2e80}'..='\u{9fff}').contains(&c) || ('\u{ff00}'..='\u{ffef}').contains(&c);
    let mut units = Vec::new();
    let mut offset = 0;
    for word in paragraph.split(' ') {
        let mut spaced = true;
        let mut start = 0;
        let chars: Vec<(usize, char)> = word.char_indices().collect();
        for (i, &(at, c)) in chars.iter().enumerate() {
            // A break may come before a wide character unless it is closing punctuation.
            let closing = matches!(
                c,
                '，' | '。' | '、' | '；' | '：' | '）' | '」' | '！' | '？'
            );
            // And after a wide character before a narrow one ("第" | "3").
            let after_wide = i > 0 && is_wide(chars[i - 1].1) && !is_wide(c);
            if i > 0 && at > start && ((is_wide(c) && !closing) || after_wide) {
                units.push((spaced, (offset + start, offset + at)));
                spaced = false;
                start = at;
            }
        }
        units.push((spaced, (offset + start, offset + word.len())));
        offset += word.len() + 1;
    }
    units
}

/// `text` embedded right to left when it has a Persian letter (a Persian sentence may start
/// with a Latin request or coordinate): SVG and raster renderers lay out a text left to right
/// unless told, which would put a Persian sentence's words in the wrong order. The page's
/// canvas painter (src/wasm/canvas.rs) picks a Persian font for such a text too.
fn directed(text: String) -> String {
    if text.chars().any(|c| ('\u{0600}'..='\u{06ff}').contains(&c)) {
        format!("\u{202b}{text}\u{202c}")
    } else {
        text
    }
}

/// The cell a token stands in (a token between cells, as in a tween, in the nearest).
fn cell_key(token: &Token) -> (i32, i32) {
    (token.row.round() as i32, token.col.round() as i32)
}

/// How many badges' texts a lay-out keeps ([`Builder::badge_text`]).
const BADGE_TEXTS: usize = 16;

/// Builds scenes, collecting the colours they use.
struct Builder<'a> {
    palette: &'a Palette,
    board: BoardBox,
    colours: Vec<[&'static str; 2]>,
    /// Each colour pair's index in `colours`: a big match3 board asks for one per token, and
    /// a search of the list compared strings for a fifth of laying it out.
    indices: HashMap<[&'static str; 2], Colour, BuildHasherDefault<FastHasher>>,
    /// The same indices by where the pair's texts are: the palettes' colours are constants, so
    /// a pair asked for again is found without reading its texts (a quarter of laying out a
    /// big match3 board went to hashing and comparing them).
    by_address: HashMap<PairAddress, Colour, BuildHasherDefault<FastHasher>>,
    /// The last few badges' texts as rendered: a big match3 board has thousands of badges of a
    /// few kinds, and each rendered alone crossed to the page's Fluent in the browser (2,500
    /// tokens' badges were most of a 3-6 ms lay-out there).
    badge_texts: Vec<(Message, String)>,
}

/// Where a colour pair's two texts are, and their lengths.
#[derive(PartialEq, Eq)]
struct PairAddress([(usize, usize); 2]);

impl Hash for PairAddress {
    fn hash<H: Hasher>(&self, state: &mut H) {
        for (address, length) in self.0 {
            state.write_u64(address as u64 ^ (length as u64) << 48);
        }
    }
}

impl Builder<'_> {
    /// The index of a colour pair, added on first use.
    fn colour(&mut self, pair: [&'static str; 2]) -> Colour {
        let address = PairAddress(pair.map(|text| (text.as_ptr() as usize, text.len())));
        if let Some(&index) = self.by_address.get(&address) {
            return index;
        }
        let next = self.colours.len() as Colour;
        let index = *self.indices.entry(pair).or_insert_with(|| {
            self.colours.push(pair);
            next
        });
        self.by_address.insert(address, index);
        index
    }

    /// A palette style's colour; the muted text colour for a missing style.
    fn style_colour(&mut self, style: Option<&Style>) -> Colour {
        match style {
            Some(style) => self.colour([style.light, style.dark]),
            None => self.colour(MUTED),
        }
    }

    fn cells(&mut self, frame: &Frame, shapes: &mut Vec<Shape>) {
        let board = self.board;
        let cell = board.cell;
        let background = self.colour(BOARD);
        shapes.push(rect(
            board.x,
            board.y,
            board.width(),
            board.height(),
            background,
        ));
        let glyph_size = GLYPH_FONT_MAX.min((cell * 0.28).round());
        let mut glyphs = Vec::new();
        let mut fills = Vec::with_capacity(frame.cells.len());
        // Each cell kind's colour, looked up once rather than once per cell (seeking builds a
        // scene per step, and a board has up to 10 000 cells).
        let kinds: Vec<Colour> = (0..=self.palette.cells.len())
            .map(|kind| self.style_colour(self.palette.cells.get(kind)))
            .collect();
        for row in 0..frame.height as usize {
            for col in 0..frame.width as usize {
                let kind = frame.cell(row, col) as usize;
                let style = self.palette.cells.get(kind);
                let (x, y) = (board.x + col as f32 * cell, board.y + row as f32 * cell);
                // A scene has a few dozen colours: the index fits a byte. Kinds beyond the
                // palette share the last entry, the missing style's colour.
                fills.push(kinds[kind.min(kinds.len() - 1)] as u8);
                match style {
                    Some(style) if !style.glyph.is_empty() && cell >= 14.0 => {
                        let muted = self.colour(MUTED);
                        glyphs.push(Shape::Text {
                            x: x + (cell * 0.08).min(6.0),
                            y: y + (cell * 0.06).min(5.0) + glyph_size * 0.8,
                            text: style.glyph.to_string(),
                            size: glyph_size,
                            bold: false,
                            anchor: Anchor::Start,
                            fill: muted,
                            halo: None,
                            alpha: 1.0,
                        });
                    }
                    _ => {}
                }
            }
        }
        shapes.push(Shape::Cells {
            x: board.x,
            y: board.y,
            size: cell,
            cols: frame.width,
            fills,
        });
        shapes.append(&mut glyphs);
        let (right, bottom) = (board.x + board.width(), board.y + board.height());
        let rows = (0..=frame.height).map(|r| {
            let y = board.y + r as f32 * cell + 0.5;
            (board.x, y, right, y)
        });
        let cols = (0..=frame.width).map(|c| {
            let x = board.x + c as f32 * cell + 0.5;
            (x, board.y, x, bottom)
        });
        shapes.push(Shape::Lines {
            segments: rows.chain(cols).collect(),
            stroke: self.colour(GRID),
            line: 1.0,
        });
    }

    /// Axis labels, thinned to every k-th one when they would otherwise touch.
    fn labels(
        &mut self,
        frame: &Frame,
        top_band: f32,
        [col_shapes, row_shapes]: [&mut Vec<Shape>; 2],
    ) {
        let board = self.board;
        let size = axis_font_size(board.cell);
        let fill = self.colour(MUTED);
        let label = |text: &str, x: f32, y: f32, anchor: Anchor| Shape::Text {
            x,
            y: middle_baseline(y, size),
            text: directed(text.to_string()),
            size,
            bold: false,
            anchor,
            fill,
            halo: None,
            alpha: 1.0,
        };
        let cols = &frame.col_labels;
        if !cols.is_empty() {
            let widest = cols
                .iter()
                .map(|l| text_width(l, size, false))
                .fold(0.0, f32::max);
            let every = ((widest + LABEL_GAP) / board.cell).ceil().max(1.0) as usize;
            let y = board.y - top_band / 2.0;
            for (c, text) in cols.iter().enumerate().step_by(every) {
                col_shapes.push(label(text, board.at(0.0, c as f32).0, y, Anchor::Middle));
            }
        }
        let rows = &frame.row_labels;
        if !rows.is_empty() {
            let every = ((size * 1.2 + LABEL_GAP) / board.cell).ceil().max(1.0) as usize;
            for (r, text) in rows.iter().enumerate().step_by(every) {
                let y = board.at(r as f32, 0.0).1;
                row_shapes.push(label(text, board.x - LABEL_GAP, y, Anchor::End));
            }
        }
    }

    /// Cell, path and arrow marks; text marks go to `text_marks`.
    fn marks(&mut self, marks: &[Mark], shapes: &mut Vec<Shape>, text_marks: &mut Vec<Shape>) {
        let board = self.board;
        let cell = board.cell;
        let line = clamp(cell * 0.08, 2.0, 6.0);
        for mark in marks {
            match mark {
                Mark::Cells { cells, kind } => {
                    let style = self.palette.marks.get(*kind as usize);
                    let colour = self.style_colour(style);
                    let glyph = style.map_or("", |s| s.glyph);
                    let corner = |&(r, c): &(u16, u16)| {
                        (board.x + c as f32 * cell, board.y + r as f32 * cell)
                    };
                    // The tints, then the outlines, then the glyphs: no cell's shapes overlap
                    // another's, and runs of alike shapes are painted as one.
                    for (x, y) in cells.iter().map(corner) {
                        shapes.push(Shape::Rect {
                            x,
                            y,
                            w: cell,
                            h: cell,
                            fill: Some(colour),
                            stroke: None,
                            line: 0.0,
                            radius: 0.0,
                            alpha: 0.3,
                        });
                    }
                    for (x, y) in cells.iter().map(corner) {
                        shapes.push(Shape::Rect {
                            x: x + 2.0,
                            y: y + 2.0,
                            w: cell - 4.0,
                            h: cell - 4.0,
                            fill: None,
                            stroke: Some(colour),
                            line,
                            radius: 0.0,
                            alpha: 1.0,
                        });
                    }
                    if !glyph.is_empty() && cell >= 18.0 {
                        let size = GLYPH_FONT_MAX.min((cell * 0.26).round());
                        for (x, y) in cells.iter().map(corner) {
                            shapes.push(Shape::Text {
                                x: x + cell - 3.0,
                                y: y + cell - 2.0 - size * 0.22,
                                text: glyph.to_string(),
                                size,
                                bold: false,
                                anchor: Anchor::End,
                                fill: colour,
                                halo: None,
                                alpha: 1.0,
                            });
                        }
                    }
                }
                Mark::Path { points, kind } if !points.is_empty() => {
                    let colour = self.style_colour(self.palette.marks.get(*kind as usize));
                    shapes.push(Shape::Path {
                        points: points.iter().map(|&(r, c)| board.at(r, c)).collect(),
                        fill: None,
                        stroke: Some(colour),
                        line,
                        dash: Some((cell * 0.15, cell * 0.12)),
                        alpha: 1.0,
                    });
                }
                Mark::Path { .. } => {}
                Mark::Arrow { from, to, kind } => {
                    let colour = self.style_colour(self.palette.marks.get(*kind as usize));
                    let (a, b) = (board.at(from.0, from.1), board.at(to.0, to.1));
                    let head = clamp(cell * 0.3, 6.0, 18.0);
                    shapes.extend(arrow(a, b, colour, line, head));
                }
                Mark::Text { at, text, kind } => {
                    let colour = self.style_colour(self.palette.marks.get(*kind as usize));
                    self.text_mark(*at, &text.to_string(), colour, text_marks);
                }
            }
        }
    }

    /// A text mark with a halo, kept inside the board and fitted to the cells its anchor is on
    /// (two when it lies between two): shrunk, then wrapped at the smallest size, so that it
    /// does not spread over the cells around.
    fn text_mark(&mut self, at: (f32, f32), text: &str, fill: Colour, shapes: &mut Vec<Shape>) {
        let board = self.board;
        let cell = board.cell;
        let cells_across = |position: f32| {
            if position.fract().abs() == 0.5 {
                2.0
            } else {
                1.0
            }
        };
        let room = cells_across(at.1) * cell - 4.0;
        let largest = clamp((cell * 0.38).round(), TEXT_MARK_FONT.0, TEXT_MARK_FONT.1);
        let wide = safe_width(text, largest, true);
        let size = if wide > room {
            (largest * room / wide).floor().max(TEXT_MARK_FONT.0)
        } else {
            largest
        };
        let lines = wrap(text, size, true, room);
        let line_height = size * 1.15;
        let (cx, cy) = board.at(at.0, at.1);
        let half_width = lines
            .iter()
            .map(|line| text_width(line, size, true))
            .fold(0.0, f32::max)
            / 2.0
            + 2.0;
        let half_height = line_height * lines.len() as f32 / 2.0;
        let (width, height) = (board.width(), board.height());
        let x = if width >= half_width * 2.0 {
            clamp(cx, board.x + half_width, board.x + width - half_width)
        } else {
            board.x + width / 2.0
        };
        let y = if height >= half_height * 2.0 + 4.0 {
            clamp(
                cy,
                board.y + half_height + 2.0,
                board.y + height - half_height - 2.0,
            )
        } else {
            cy
        };
        let halo = Some((self.colour(BOARD), (size * 0.22).max(3.0)));
        for (i, line) in lines.into_iter().enumerate() {
            let line_y = y - half_height + line_height * (i as f32 + 0.5);
            shapes.push(Shape::Text {
                x,
                y: middle_baseline(line_y, size),
                text: line,
                size,
                bold: true,
                anchor: Anchor::Middle,
                fill,
                halo,
                alpha: 1.0,
            });
        }
    }

    /// A token's shapes; `sharing` are the tokens of its cell, itself included (they bound its
    /// badges).
    fn token(&mut self, token: &Token, sharing: &[&Token]) -> TokenShapes {
        let board = self.board;
        let (x, y) = board.at(token.row, token.col);
        let radius = board.cell * 0.38 * token_scale(token);
        let style = self.palette.tokens.get(token.kind as usize);
        let alpha = if token.faded { 0.35 } else { 1.0 };
        let text_colour = self.colour(TEXT);
        let mut body = vec![Shape::Circle {
            x,
            y,
            r: radius,
            fill: self.style_colour(style),
            stroke: Some(text_colour),
            line: clamp(radius * 0.08, 1.0, 3.0),
            alpha,
        }];
        if let Some(dir) = token.dir {
            let facing = match dir {
                Dir::Up => (0.0, -1.0),
                Dir::Down => (0.0, 1.0),
                Dir::Left => (-1.0, 0.0),
                Dir::Right => (1.0, 0.0),
            };
            // A pointer: its tip beyond the rim, its base corners 0.5 rad either side.
            let point = |side: f32, distance: f32| {
                let (dx, dy) = if side == 0.0 {
                    facing
                } else {
                    rotate_by(facing, HALF_RADIAN, side)
                };
                (x + dx * distance, y + dy * distance)
            };
            body.push(Shape::Path {
                points: vec![
                    point(0.0, radius * 1.18),
                    point(1.0, radius * 0.75),
                    point(-1.0, radius * 0.75),
                ],
                fill: Some(text_colour),
                stroke: None,
                line: 0.0,
                dash: None,
                alpha,
            });
        }
        // The label (or the kind's glyph) so that colour is never the only cue.
        let text = if token.label.is_empty() {
            style.map_or("", |s| s.glyph)
        } else {
            &token.label
        };
        let shrink = if text.chars().count() > 2 { 0.75 } else { 1.0 };
        let mut size = TOKEN_FONT_MAX.min((radius * shrink).round());
        let width = text_width(text, size, true);
        if width > radius * 1.9 {
            size = (size * radius * 1.9 / width).floor();
        }
        // Below 7 px a label is a smudge: the cell details list it instead.
        if !text.is_empty() && size >= 7.0 {
            body.push(Shape::Text {
                x,
                y: middle_baseline(y + 1.0, size),
                text: text.to_string(),
                size,
                bold: true,
                anchor: Anchor::Middle,
                fill: self.colour(TOKEN_TEXT),
                halo: Some((self.colour(TOKEN_HALO), clamp(size * 0.22, 1.5, 4.0))),
                alpha,
            });
        }
        TokenShapes {
            id: token.id,
            row: token.row,
            col: token.col,
            trail: token.trail.clone(),
            body,
            badges: self.badges(token, (x, y), radius, sharing),
        }
    }

    /// `badge` rendered, or as it was when one of the last [`BADGE_TEXTS`] rendered.
    fn badge_text(&mut self, badge: &Message) -> String {
        if let Some((_, text)) = self.badge_texts.iter().find(|(kept, _)| kept == badge) {
            return text.clone();
        }
        let text = badge.to_string();
        if self.badge_texts.len() == BADGE_TEXTS {
            self.badge_texts.remove(0);
        }
        self.badge_texts.push((badge.clone(), text.clone()));
        text
    }

    /// A token's badges, in its column of its cell (as wide as the token, up to the pieces
    /// above and below it in the cell, within the board) and off the middle of its disc, where
    /// its label is ([`LABEL_AREA`]): a badge may cover the disc's rim, as a badge on an icon
    /// does, never the piece itself. Rows of badges from the top and the bottom inwards, each in
    /// the longest form that fits beside the label, cut to "+n" when the rows run out; a dot in
    /// the top right corner when no text fits.
    fn badges(
        &mut self,
        token: &Token,
        (x, y): (f32, f32),
        radius: f32,
        sharing: &[&Token],
    ) -> Vec<Shape> {
        if token.badges.is_empty() {
            return Vec::new();
        }
        let board = self.board;
        let cell = board.cell;
        let half = cell * token_scale(token).min(1.0) / 2.0;
        let (cell_x, cell_y) = board.at(token.row.round(), token.col.round());
        let left = (x - half).max(cell_x - cell / 2.0).max(board.x) + 1.0;
        let right = (x + half)
            .min(cell_x + cell / 2.0)
            .min(board.x + board.width())
            - 1.0;
        let mut top = (cell_y - cell / 2.0).max(board.y) + 1.0;
        let mut bottom = (cell_y + cell / 2.0).min(board.y + board.height()) - 1.0;
        for other in sharing {
            let (ox, oy) = board.at(other.row, other.col);
            let r = cell * 0.38 * token_scale(other);
            let in_column = ox + r > left && ox - r < right;
            if other.id == token.id || !in_column {
                continue;
            }
            if oy < y {
                top = top.max(oy + r + 1.0);
            } else {
                bottom = bottom.min(oy - r - 1.0);
            }
        }
        let (width, height) = (right - left, bottom - top);
        let label = radius * LABEL_AREA;
        let (text, background) = (self.colour(TEXT), self.colour(BOARD));
        let size = clamp(
            (width.min(height) * 0.2).round(),
            BADGE_FONT.0,
            BADGE_FONT.1,
        );
        let box_height = size + 4.0;
        // Each row's top and the width it leaves right of the label area, widest first: the
        // top row, the bottom one, then those between.
        let count = ((height + 1.0) / (box_height + 1.0)).floor().max(0.0) as usize;
        let mut rows: Vec<(f32, f32)> = (0..count)
            .map(|i| {
                let row_top = top + i as f32 * (box_height + 1.0);
                let dy = (row_top - y).max(y - row_top - box_height).max(0.0);
                let free_from = if dy >= label {
                    left
                } else {
                    left.max(x + (label * label - dy * dy).sqrt() + 1.0)
                };
                (row_top, right - free_from)
            })
            .collect();
        order::sort_by(&mut rows, |a, b| b.1.total_cmp(&a.1));
        let mut shown: Vec<String> = token.badges.iter().map(|b| self.badge_text(b)).collect();
        if shown.len() > rows.len() {
            shown.truncate(rows.len().saturating_sub(1));
            shown.push(format!("+{}", token.badges.len() - shown.len()));
        }
        let mut shapes = Vec::new();
        for (badge, &(by, room)) in shown.iter().zip(&rows) {
            let Some(form) = badge_forms(badge)
                .into_iter()
                .find(|form| safe_width(form, size, false) + 4.0 <= room)
            else {
                continue;
            };
            let w = safe_width(&form, size, false) + 4.0;
            let bx = right - w;
            shapes.push(Shape::Rect {
                x: bx,
                y: by,
                w,
                h: box_height,
                fill: Some(background),
                stroke: Some(text),
                line: 1.0,
                radius: 3f32.min(box_height / 3.0),
                alpha: 1.0,
            });
            shapes.push(Shape::Text {
                x: bx + 2.0,
                y: middle_baseline(by + box_height / 2.0, size),
                text: form,
                size,
                bold: false,
                anchor: Anchor::Start,
                fill: text,
                halo: None,
                alpha: 1.0,
            });
        }
        if shapes.is_empty() {
            // The largest dot up to the usual size that stays off the label area.
            let off_label = |r: f32| (right - r - x).hypot(top + r - y) >= label + r;
            let mut r = clamp(width.min(height) / 4.0, 1.5, 3.0);
            while r > 0.75 && !off_label(r) {
                r -= 0.25;
            }
            if off_label(r) {
                shapes.push(Shape::Circle {
                    x: right - r,
                    y: top + r,
                    r,
                    fill: text,
                    stroke: Some(background),
                    line: 1.0,
                    alpha: 1.0,
                });
            }
        }
        shapes
    }
}

/// (cos, sin) of the turns used: computed once here rather than with trigonometry, which would
/// add its tables to the wasm module.
const ARROW_WING: (f32, f32) = (0.900_447, 0.434_966); // 0.45 rad
const HALF_RADIAN: (f32, f32) = (0.877_582_6, 0.479_425_5); // 0.5 rad

/// `v` turned by the angle whose (cos, sin) is `turn`, clockwise on screen for `side` 1, the
/// other way for -1.
fn rotate_by(v: (f32, f32), turn: (f32, f32), side: f32) -> (f32, f32) {
    let (cos, sin) = (turn.0, turn.1 * side);
    (v.0 * cos - v.1 * sin, v.0 * sin + v.1 * cos)
}

/// The arrow's direction turned by ±0.45 rad.
fn rotate(v: (f32, f32), side: f32) -> (f32, f32) {
    rotate_by(v, ARROW_WING, side)
}

/// An arrow from `a` to `b`: its shaft `line` wide and a filled head `head` long, its wings the
/// shaft's direction turned by ±0.45 rad. Every arrow of a picture is drawn by this: the game's
/// marks and the arrows of a program's trace over the player's board.
pub(super) fn arrow(
    a: (f32, f32),
    b: (f32, f32),
    colour: Colour,
    line: f32,
    head: f32,
) -> [Shape; 2] {
    let length = (b.0 - a.0).hypot(b.1 - a.1).max(1e-6);
    let along = ((b.0 - a.0) / length, (b.1 - a.1) / length);
    let wing = |turn: f32| {
        let (x, y) = rotate(along, turn);
        (b.0 - head * x, b.1 - head * y)
    };
    [
        Shape::Path {
            points: vec![a, b],
            fill: None,
            stroke: Some(colour),
            line,
            dash: None,
            alpha: 1.0,
        },
        Shape::Path {
            points: vec![b, wing(-1.0), wing(1.0)],
            fill: Some(colour),
            stroke: None,
            line: 0.0,
            dash: None,
            alpha: 1.0,
        },
    ]
}

fn rect(x: f32, y: f32, w: f32, h: f32, fill: Colour) -> Shape {
    Shape::Rect {
        x,
        y,
        w,
        h,
        fill: Some(fill),
        stroke: None,
        line: 0.0,
        radius: 0.0,
        alpha: 1.0,
    }
}

impl Scene {
    /// Lays out `frame` with `title` and the frame's caption written under the board.
    pub fn new(frame: &Frame, palette: &Palette, title: &str) -> Scene {
        let caption = frame.caption.as_ref().map(|caption| caption.to_string());
        Scene::with_text(frame, palette, title, &caption.unwrap_or_default())
    }

    /// Lays out `frame` with `title` and `caption` (either may be empty) under the board.
    pub fn with_text(frame: &Frame, palette: &Palette, title: &str, caption: &str) -> Scene {
        let cell = cell_size(frame.height, frame.width);
        Scene::lay_out(frame, palette, (title, caption), cell, MIN_FIGURE_WIDTH)
    }

    /// Lays out `frame` for a screen whose cells are `cell` CSS pixels (the player's board): its
    /// labels and the pieces' numbers sized for that cell, as a figure of a board that size
    /// would be; no title or caption (the page shows them as text).
    pub fn for_screen(frame: &Frame, palette: &Palette, cell: f32) -> Scene {
        Scene::lay_out(frame, palette, ("", ""), cell.max(1.0), 0.0)
    }

    /// The cell size at which `frame`'s stage (the board with its labels) fits a `width` ×
    /// `height` box: the figure's cell scaled to fit, at most [`MAX_SCREEN_SCALE`] times it.
    pub fn fitting_cell(frame: &Frame, (width, height): (f32, f32)) -> f32 {
        let nominal = cell_size(frame.height, frame.width);
        // How large the cells can be beside the labels' bands of cells `cell` large. Scaling the
        // whole stage would leave the bands, which do not scale with the cells, a fraction of a
        // pixel too wide (and such a board counts as panned past its edge) or the board short.
        let room = |cell: f32| {
            let (left, top) = label_bands(frame, cell);
            let across = (width - left - 2.0 * PAD) / f32::from(frame.width);
            let down = (height - top - 2.0 * PAD) / f32::from(frame.height);
            across.min(down)
        };
        // The largest cell that fits beside its own bands, at most MAX_SCREEN_SCALE times the
        // figure's: each try takes the room the last one's bands leave. The bands' font grows
        // with the cells in steps, so a few tries settle it (at worst between two sizes).
        let largest = nominal * MAX_SCREEN_SCALE;
        let (mut cell, mut fitting) = (largest, None::<f32>);
        for _ in 0..8 {
            let room = room(cell);
            if room >= cell {
                fitting = Some(fitting.map_or(cell, |best| best.max(cell)));
            }
            if room.min(largest) == cell {
                break;
            }
            cell = room.min(largest);
        }
        // Smaller cells never have wider bands: the room a cell too large leaves fits.
        let cell = fitting.unwrap_or_else(|| cell.min(room(cell)));
        if cell > 0.0 {
            cell
        } else {
            // No room for cells beside the bands: the board at its smallest, panned.
            let (w, h) = Scene::stage_size(frame, nominal);
            nominal * (width / w).min(height / h)
        }
    }

    /// The stage of `frame` at `cell`: how wide and high the board with its labels is.
    pub fn stage_size(frame: &Frame, cell: f32) -> (f32, f32) {
        let (left_band, top_band) = label_bands(frame, cell);
        (
            left_band + cell * frame.width as f32 + 2.0 * PAD,
            PAD + top_band + cell * frame.height as f32 + PAD,
        )
    }

    fn lay_out(
        frame: &Frame,
        palette: &Palette,
        (title, caption): (&str, &str),
        cell: f32,
        min_width: f32,
    ) -> Scene {
        let (rows, cols) = (frame.height, frame.width);
        let (left_band, top_band) = label_bands(frame, cell);
        let board_width = cell * cols as f32;
        let stage_width = left_band + board_width + 2.0 * PAD;
        let width = stage_width.max(min_width);
        let board = BoardBox {
            x: ((width - stage_width) / 2.0).floor() + PAD + left_band,
            y: PAD + top_band,
            cell,
            rows,
            cols,
        };
        let stage_height = board.y + board.height() + PAD;
        let mut builder = Builder {
            palette,
            board,
            colours: Vec::new(),
            indices: HashMap::default(),
            by_address: HashMap::default(),
            badge_texts: Vec::new(),
        };
        let background = builder.colour(PANEL);
        let mut base = Vec::new();
        builder.cells(frame, &mut base);
        let (mut col_labels, mut row_labels) = (Vec::new(), Vec::new());
        builder.labels(frame, top_band, [&mut col_labels, &mut row_labels]);
        let (mut marks, mut text_marks) = (Vec::new(), Vec::new());
        builder.marks(&frame.marks, &mut marks, &mut text_marks);
        // The pieces of each cell: a token's badges make room for those sharing its cell. Sorted
        // by cell (a stable sort keeps the frame's order within one) rather than grouped in a
        // map: a big board has a cell of its own for each of thousands of tokens. Thousands at
        // every step shown: a sort of their own rather than `order`'s.
        let mut by_cell: Vec<_> = frame.tokens.iter().map(|t| (cell_key(t), t)).collect();
        by_cell.sort_by_key(|&(cell, _)| cell);
        let (cells, by_cell): (Vec<_>, Vec<_>) = by_cell.into_iter().unzip();
        let tokens = frame
            .tokens
            .iter()
            .map(|t| {
                let cell = cell_key(t);
                let start = cells.partition_point(|&other| other < cell);
                let end = cells.partition_point(|&other| other <= cell);
                builder.token(t, &by_cell[start..end])
            })
            .collect();
        // The text block: the title in bold, then the caption, each wrapped to the figure.
        let mut text = Vec::new();
        let mut y = stage_height;
        let wrap_width = width - 2.0 * PAD;
        let text_colour = builder.colour(TEXT);
        let muted = builder.colour(MUTED);
        let blocks = [
            (title, TITLE_FONT, true, text_colour, 20.0),
            (caption, CAPTION_FONT, false, muted, 18.0),
        ];
        for (content, size, bold, fill, line_height) in blocks {
            if content.is_empty() {
                continue;
            }
            let fits = |line: &str| safe_width(line, size, bold) <= wrap_width;
            for line in wrap(content, size, bold, wrap_width) {
                let line = shortened(line, fits);
                text.push(Shape::Text {
                    x: width / 2.0,
                    y: y + size * 0.9,
                    text: directed(line),
                    size,
                    bold,
                    anchor: Anchor::Middle,
                    fill,
                    halo: None,
                    alpha: 1.0,
                });
                y += line_height;
            }
        }
        let height = if text.is_empty() { y } else { y + PAD };
        Scene {
            width,
            height: height.ceil(),
            stage_height,
            board,
            colours: builder.colours,
            background,
            base,
            col_labels,
            row_labels,
            marks,
            tokens,
            text_marks,
            text,
        }
    }
}
