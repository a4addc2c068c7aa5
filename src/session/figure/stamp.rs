//! Token pictures the screen stamps instead of drawing: a board of 2,500 tokens holds a few
//! dozen different pictures, and copying a picture painted once costs a fraction of drawing
//! its circle, outline and label again. A token's picture is its shapes relative to where it
//! stands, with their colours resolved; this module names a picture (its key) and says how far
//! it reaches from the token's centre, and the painter (src/wasm/canvas.rs) keeps the pictures.

use super::{text_width, Anchor, Colour, Shape};
use std::hash::{Hash, Hasher};

/// A token picture: its name, and how far it reaches from the token's centre on every side, in
/// figure units (the square it is painted in).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Stamp {
    pub key: u64,
    pub reach: f32,
}

/// Room left around a picture for the antialiased edges of its shapes, in figure units.
const EDGE: f32 = 2.0;
/// Coordinates are told apart to a sixteenth of a unit (the same picture in two cells differs
/// in the last bits of its coordinates).
const STEPS_PER_UNIT: f32 = 16.0;

/// The picture of `shapes` drawn around `centre` at `scale` device pixels per unit, with
/// `colour` resolving their colours; `None` for shapes that are not one token's picture (cells,
/// grid lines).
pub fn stamp_of<'c>(
    shapes: &[Shape],
    centre: (f32, f32),
    scale: f32,
    colour: &dyn Fn(Colour) -> &'c str,
) -> Option<Stamp> {
    let mut hasher = FastHasher::default();
    let (cx, cy) = centre;
    let mut reach: f32 = 0.0;
    let number = |hasher: &mut FastHasher, value: f32| {
        ((value * STEPS_PER_UNIT).round() as i32).hash(hasher);
    };
    number(&mut hasher, scale);
    let paint = |hasher: &mut FastHasher, colour_index: Option<Colour>| {
        colour_index.map(colour).hash(hasher);
    };
    for shape in shapes {
        match shape {
            Shape::Rect {
                x,
                y,
                w,
                h,
                fill,
                stroke,
                line,
                radius,
                alpha,
            } => {
                0u8.hash(&mut hasher);
                let (left, top) = (x - cx, y - cy);
                for value in [left, top, *w, *h, *line, *radius, *alpha] {
                    number(&mut hasher, value);
                }
                paint(&mut hasher, *fill);
                paint(&mut hasher, *stroke);
                let far = [left, top, left + w, top + h].map(f32::abs);
                reach = reach.max(far.into_iter().fold(0.0, f32::max) + line / 2.0);
            }
            Shape::Circle {
                x,
                y,
                r,
                fill,
                stroke,
                line,
                alpha,
            } => {
                1u8.hash(&mut hasher);
                let (dx, dy) = (x - cx, y - cy);
                for value in [dx, dy, *r, *line, *alpha] {
                    number(&mut hasher, value);
                }
                paint(&mut hasher, Some(*fill));
                paint(&mut hasher, *stroke);
                reach = reach.max(dx.abs().max(dy.abs()) + r + line / 2.0);
            }
            Shape::Path {
                points,
                fill,
                stroke,
                line,
                dash,
                alpha,
            } => {
                2u8.hash(&mut hasher);
                for &(x, y) in points {
                    let (dx, dy) = (x - cx, y - cy);
                    number(&mut hasher, dx);
                    number(&mut hasher, dy);
                    reach = reach.max(dx.abs().max(dy.abs()) + *line);
                }
                for value in [*line, *alpha] {
                    number(&mut hasher, value);
                }
                if let Some((on, off)) = dash {
                    number(&mut hasher, *on);
                    number(&mut hasher, *off);
                }
                paint(&mut hasher, *fill);
                paint(&mut hasher, *stroke);
            }
            Shape::Text {
                x,
                y,
                text,
                size,
                bold,
                anchor,
                fill,
                halo,
                alpha,
            } => {
                3u8.hash(&mut hasher);
                let (dx, dy) = (x - cx, y - cy);
                for value in [dx, dy, *size, *alpha] {
                    number(&mut hasher, value);
                }
                text.hash(&mut hasher);
                (*bold, *anchor as u8).hash(&mut hasher);
                paint(&mut hasher, Some(*fill));
                let halo_width = halo.map_or(0.0, |(halo, width)| {
                    paint(&mut hasher, Some(halo));
                    number(&mut hasher, width);
                    width
                });
                // The estimate of the text's width, with room for a font wider than it says.
                let width = text_width(text, *size, *bold) * 1.2 + halo_width;
                let (left, right) = match anchor {
                    Anchor::Start => (dx, dx + width),
                    Anchor::Middle => (dx - width / 2.0, dx + width / 2.0),
                    Anchor::End => (dx - width, dx),
                };
                let (top, bottom) = (dy - size - halo_width, dy + size * 0.4 + halo_width);
                let far = [left, right, top, bottom].map(f32::abs);
                reach = reach.max(far.into_iter().fold(0.0, f32::max));
            }
            Shape::Cells { .. } | Shape::Lines { .. } => return None,
        }
    }
    Some(Stamp {
        key: hasher.finish(),
        reach: (reach + EDGE).ceil(),
    })
}

/// A token's picture: `size` × `size` pixels, RGBA as canvases read them (not premultiplied).
pub struct Picture {
    pub size: usize,
    pub pixels: Vec<u8>,
    /// Per row, what blending it needs: most of a token is opaque, copied a row at a time, and
    /// the square around a round token is transparent, skipped (a 50 × 48 match3 board blends
    /// 2,400 pictures a paint).
    rows: Vec<RowSpans>,
}

/// A picture row's columns `[start, end)`: those that are not transparent, and within them
/// the longest run of opaque ones.
#[derive(Debug, Clone, Copy, PartialEq)]
struct RowSpans {
    visible: (usize, usize),
    opaque: (usize, usize),
}

impl Picture {
    pub fn new(size: usize, pixels: Vec<u8>) -> Picture {
        let rows = pixels
            .chunks_exact(size.max(1) * 4)
            .map(row_spans)
            .collect();
        Picture { size, pixels, rows }
    }
}

/// The spans of `row` (RGBA) that blending tells apart.
fn row_spans(row: &[u8]) -> RowSpans {
    let alphas: Vec<u8> = row.chunks_exact(4).map(|pixel| pixel[3]).collect();
    let start = alphas.iter().position(|&a| a != 0).unwrap_or(0);
    let end = alphas
        .iter()
        .rposition(|&a| a != 0)
        .map_or(0, |last| last + 1);
    let (mut opaque, mut from) = ((start, start), start);
    for (col, &alpha) in alphas.iter().enumerate().take(end).skip(start) {
        if alpha != 255 {
            from = col + 1;
        } else if col + 1 - from > opaque.1 - opaque.0 {
            opaque = (from, col + 1);
        }
    }
    RowSpans {
        visible: (start, end),
        opaque,
    }
}

/// Draws `picture` at `alpha` over `pixels` (`size` wide and high) with its top-left corner at
/// `at`, as a canvas draws source over destination, clipped to the pixels.
pub fn blend(
    pixels: &mut [u8],
    (width, height): (usize, usize),
    picture: &Picture,
    at: (i32, i32),
    alpha: f32,
) {
    let opacity = (alpha.clamp(0.0, 1.0) * 256.0) as u32;
    let size = picture.size as i32;
    let rows = at.1.max(0)..(at.1 + size).min(height as i32);
    let cols = at.0.max(0)..(at.0 + size).min(width as i32);
    if cols.is_empty() {
        return;
    }
    // The clipped columns in the picture's own coordinates.
    let (first, last) = ((cols.start - at.0) as usize, (cols.end - at.0) as usize);
    // An index loop: the browser build (opt-level "s") does not inline iterator adapters.
    let blend_run = |target: &mut [u8], source: &[u8]| {
        let mut at = 0;
        while at + 4 <= source.len() {
            let pixel = [source[at], source[at + 1], source[at + 2], source[at + 3]];
            let sa = pixel[3] as u32 * opacity / 256;
            if sa != 0 {
                over(&mut target[at..at + 4], pixel, sa);
            }
            at += 4;
        }
    };
    let clip = |(start, end): (usize, usize)| (start.clamp(first, last), end.clamp(first, last));
    for y in rows {
        let row = (y - at.1) as usize;
        let spans = picture.rows[row];
        let visible = clip(spans.visible);
        if visible.0 >= visible.1 {
            continue;
        }
        // Both spans within this row's clipped, visible part, which is what is touched.
        let source = &picture.pixels[row * picture.size * 4..][visible.0 * 4..visible.1 * 4];
        let to = (y as usize * width + (visible.0 as i32 + at.0) as usize) * 4;
        let target = &mut pixels[to..to + source.len()];
        let opaque = clip(spans.opaque);
        let (start, end) = (opaque.0 - visible.0, opaque.1 - visible.0);
        if opacity < 256 || start >= end {
            blend_run(target, source);
            continue;
        }
        let (before, rest) = target.split_at_mut(start * 4);
        let (copied, after) = rest.split_at_mut((end - start) * 4);
        blend_run(before, &source[..start * 4]);
        copied.copy_from_slice(&source[start * 4..end * 4]);
        blend_run(after, &source[end * 4..]);
    }
}

/// Fills the device-pixel rectangle `[x0, x1) × [y0, y1)` of `pixels` (`size` wide and high)
/// with `rgba` (its alpha the paint's opacity) as a canvas draws source over destination,
/// clipped to the pixels.
pub fn fill(pixels: &mut [u8], (width, height): (usize, usize), rect: [i32; 4], rgba: [u8; 4]) {
    let [x0, y0, x1, y1] = rect;
    let (x0, x1) = (x0.max(0) as usize, (x1.max(0) as usize).min(width));
    let (y0, y1) = (y0.max(0) as usize, (y1.max(0) as usize).min(height));
    if x0 >= x1 || rgba[3] == 0 {
        return;
    }
    // A rectangle mostly covers pixels alike (an outline over its cell's fill): each pixel
    // like the one before it takes the same result, without blending it again (blending over a
    // translucent pixel divides three times: a 50 × 50 board's 2,500 marked cells, filled and
    // outlined, took 8-15 ms to composite).
    let mut last: Option<([u8; 4], [u8; 4])> = None;
    for y in y0..y1 {
        let row = &mut pixels[(y * width + x0) * 4..(y * width + x1) * 4];
        // An index loop, as in `blend`: the browser build makes an iterator a call per pixel.
        let mut at = 0;
        while at + 4 <= row.len() {
            let pixel = &mut row[at..at + 4];
            let before = [pixel[0], pixel[1], pixel[2], pixel[3]];
            match last {
                Some((was, became)) if was == before => pixel.copy_from_slice(&became),
                _ => {
                    over(pixel, rgba, rgba[3] as u32);
                    last = Some((before, [pixel[0], pixel[1], pixel[2], pixel[3]]));
                }
            }
            at += 4;
        }
    }
}

/// `source` at alpha `sa` (of 255) over the `target` pixel; inlined into the blending loop,
/// which the browser build (opt-level "s") would otherwise make a call per pixel.
#[inline(always)]
fn over(target: &mut [u8], source: [u8; 4], sa: u32) {
    let da = target[3] as u32;
    if sa == 255 {
        target[..3].copy_from_slice(&source[..3]);
        target[3] = 255;
    } else if da == 0 {
        // Over nothing (the screen composites over a transparent layer): the source as it is.
        target[..3].copy_from_slice(&source[..3]);
        target[3] = sa as u8;
    } else if da == 255 {
        // The common case, over the opaque board: a weighted mean.
        for channel in 0..3 {
            let mixed = source[channel] as u32 * sa + target[channel] as u32 * (255 - sa);
            target[channel] = divide_by_255(mixed);
        }
    } else {
        // The result's alpha, and each channel weighted by its side's share of it.
        let out = sa * 255 + da * (255 - sa);
        if out == 0 {
            return;
        }
        for channel in 0..3 {
            let mixed =
                source[channel] as u32 * sa * 255 + target[channel] as u32 * da * (255 - sa);
            target[channel] = ((mixed + out / 2) / out) as u8;
        }
        target[3] = ((out + 127) / 255) as u8;
    }
}

/// `value / 255` rounded, for `value` up to 255 × 255, without a division.
fn divide_by_255(value: u32) -> u8 {
    let value = value + 128;
    ((value + (value >> 8)) >> 8) as u8
}

/// The colour `css` names as RGBA, for the `#rgb`, `#rrggbb` and `#rrggbbaa` forms the palettes
/// use; `None` for any other (the canvas paints it).
pub fn rgba(css: &str) -> Option<[u8; 4]> {
    let hex = css.strip_prefix('#')?;
    let digit = |i: usize| u8::from_str_radix(hex.get(i..i + 1)?, 16).ok();
    let pair = |i: usize| u8::from_str_radix(hex.get(i..i + 2)?, 16).ok();
    match hex.len() {
        3 => Some([digit(0)? * 17, digit(1)? * 17, digit(2)? * 17, 255]),
        6 => Some([pair(0)?, pair(2)?, pair(4)?, 255]),
        8 => Some([pair(0)?, pair(2)?, pair(4)?, pair(6)?]),
        _ => None,
    }
}

/// A quick hash (multiply and rotate, as rustc's own hasher does): the key is made for every
/// token of every paint, and nothing an attacker types chooses which keys collide in a way
/// that matters (a collision shows one picture in place of another, on screen only). The
/// scenes' colour index uses it too (src/session/figure/layout.rs).
#[derive(Default)]
pub(super) struct FastHasher(u64);

impl Hasher for FastHasher {
    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.write_u64(byte as u64);
        }
    }

    fn write_u64(&mut self, value: u64) {
        self.0 = (self.0.rotate_left(5) ^ value).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }

    fn write_u8(&mut self, value: u8) {
        self.write_u64(value as u64);
    }

    fn write_u32(&mut self, value: u32) {
        self.write_u64(value as u64);
    }

    fn write_i32(&mut self, value: i32) {
        self.write_u64(value as u32 as u64);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn token(x: f32, y: f32, label: &str, fill: Colour) -> Vec<Shape> {
        vec![
            Shape::Circle {
                x,
                y,
                r: 5.0,
                fill,
                stroke: Some(0),
                line: 1.0,
                alpha: 1.0,
            },
            Shape::Text {
                x,
                y: y + 3.0,
                text: label.to_string(),
                size: 8.0,
                bold: true,
                anchor: Anchor::Middle,
                fill: 0,
                halo: None,
                alpha: 1.0,
            },
        ]
    }

    const COLOURS: [&str; 3] = ["#000", "#f00", "#00f"];
    fn colour(index: Colour) -> &'static str {
        COLOURS[index as usize]
    }

    #[test]
    fn the_same_picture_in_two_cells_has_one_key() {
        let here = stamp_of(&token(10.3, 20.1, "7", 1), (10.3, 20.1), 1.0, &colour).unwrap();
        let there = stamp_of(&token(123.7, 7.9, "7", 1), (123.7, 7.9), 1.0, &colour).unwrap();
        assert_eq!(here, there);
        // The circle (radius 5, a 1-unit outline) and its label 3 units below the centre, 8
        // high (0.4 of its size below the baseline), and the edge's room: 6.2 + 2, rounded up.
        assert_eq!(here.reach, 9.0);
    }

    #[test]
    fn a_label_a_colour_or_a_scale_makes_another_picture() {
        let key = |label, fill, scale| {
            stamp_of(&token(0.0, 0.0, label, fill), (0.0, 0.0), scale, &colour)
                .unwrap()
                .key
        };
        let first = key("7", 1, 1.0);
        assert_ne!(first, key("8", 1, 1.0));
        assert_ne!(first, key("7", 2, 1.0));
        assert_ne!(first, key("7", 1, 2.0));
    }

    #[test]
    fn a_long_label_reaches_further_and_cells_are_no_token() {
        let short = stamp_of(&token(0.0, 0.0, "7", 1), (0.0, 0.0), 1.0, &colour).unwrap();
        let long = stamp_of(&token(0.0, 0.0, "1000000", 1), (0.0, 0.0), 1.0, &colour).unwrap();
        assert!(long.reach > short.reach);
        let cells = [Shape::Cells {
            x: 0.0,
            y: 0.0,
            size: 1.0,
            cols: 1,
            fills: vec![0],
        }];
        assert_eq!(stamp_of(&cells, (0.0, 0.0), 1.0, &colour), None);
    }

    fn picture(rgba: [u8; 4]) -> Picture {
        Picture::new(1, rgba.to_vec())
    }

    #[test]
    fn source_over_as_a_canvas_draws_it() {
        // An opaque pixel replaces; a transparent one leaves; half a red over blue mixes.
        let mut pixels = vec![0, 0, 255, 255];
        blend(&mut pixels, (1, 1), &picture([255, 0, 0, 0]), (0, 0), 1.0);
        assert_eq!(pixels, [0, 0, 255, 255]);
        blend(&mut pixels, (1, 1), &picture([255, 0, 0, 255]), (0, 0), 0.5);
        assert_eq!(pixels, [127, 0, 128, 255]); // half of 255 is 127
        blend(
            &mut pixels,
            (1, 1),
            &picture([10, 20, 30, 255]),
            (0, 0),
            1.0,
        );
        assert_eq!(pixels, [10, 20, 30, 255]);
        // Over a transparent pixel, the source's own colour at its own alpha.
        let mut clear = vec![0, 0, 0, 0];
        blend(
            &mut clear,
            (1, 1),
            &picture([200, 100, 50, 128]),
            (0, 0),
            1.0,
        );
        assert_eq!(clear, [200, 100, 50, 128]);
    }

    #[test]
    fn a_layer_blended_apart_then_laid_over_the_board_looks_the_same() {
        // The screen blends over a transparent layer and the canvas lays that over the board.
        let (board, red, green) = ([0, 0, 255, 255], [255, 0, 0, 128], [0, 200, 0, 100]);
        let mut direct = board.to_vec();
        fill(&mut direct, (1, 1), [0, 0, 1, 1], red);
        blend(&mut direct, (1, 1), &picture(green), (0, 0), 1.0);
        let mut layer = vec![0; 4];
        fill(&mut layer, (1, 1), [0, 0, 1, 1], red);
        blend(&mut layer, (1, 1), &picture(green), (0, 0), 1.0);
        let mut apart = board.to_vec();
        let layer = [layer[0], layer[1], layer[2], layer[3]];
        blend(&mut apart, (1, 1), &picture(layer), (0, 0), 1.0);
        for (a, b) in direct.iter().zip(&apart) {
            assert!(a.abs_diff(*b) <= 1, "{direct:?} vs {apart:?}");
        }
    }

    #[test]
    fn opaque_runs_copied_look_as_every_pixel_blended() {
        // 5 × 5 pictures: opaque runs with translucent and transparent pixels around them, and
        // (the second) wholly transparent rows.
        for alphas in [
            [0, 255, 255, 90, 255, 255, 255, 255, 255, 0],
            [0, 0, 0, 0, 0, 40, 255, 0, 255, 0],
        ] {
            let pixels: Vec<u8> = (0..25)
                .flat_map(|i: u8| [i * 10, 200 - i * 5, i * 3, alphas[i as usize % 10]])
                .collect();
            let picture = Picture::new(5, pixels.clone());
            let board: Vec<u8> = (0..6 * 6).flat_map(|i: u8| [i, 50, 100, 255]).collect();
            for at in [(0, 0), (2, 1), (-2, 3), (3, -1), (-1, -1), (4, 4)] {
                for alpha in [1.0, 0.6] {
                    let mut fast = board.clone();
                    blend(&mut fast, (6, 6), &picture, at, alpha);
                    // Every pixel blended on its own.
                    let mut slow = board.clone();
                    let opacity = (alpha * 256.0) as u32;
                    for (i, source) in pixels.chunks_exact(4).enumerate() {
                        let (x, y) = (at.0 + (i % 5) as i32, at.1 + (i / 5) as i32);
                        let sa = source[3] as u32 * opacity / 256;
                        if (0..6).contains(&x) && (0..6).contains(&y) && sa != 0 {
                            let to = (y * 6 + x) as usize * 4;
                            let source = [source[0], source[1], source[2], source[3]];
                            over(&mut slow[to..to + 4], source, sa);
                        }
                    }
                    assert_eq!(fast, slow, "alphas {alphas:?} at {at:?}, alpha {alpha}");
                }
            }
        }
    }

    #[test]
    fn a_picture_past_the_edges_is_clipped() {
        let mut pixels = vec![0; 2 * 2 * 4];
        let square = Picture::new(2, [255, 255, 255, 255].repeat(4));
        blend(&mut pixels, (2, 2), &square, (1, -1), 1.0);
        // Wholly off any side: nothing.
        for at in [(-5, 0), (5, 0), (0, -5), (0, 5)] {
            blend(&mut pixels, (2, 2), &square, at, 1.0);
        }
        // Only the top-right pixel is covered.
        let alphas: Vec<u8> = pixels.chunks(4).map(|p| p[3]).collect();
        assert_eq!(alphas, [0, 255, 0, 0]);
    }

    #[test]
    fn a_fill_covers_its_rectangle_at_its_alpha() {
        let mut pixels = [0, 0, 0, 255].repeat(3 * 2);
        fill(&mut pixels, (3, 2), [1, 0, 5, 1], [255, 255, 255, 255]);
        let reds: Vec<u8> = pixels.chunks(4).map(|p| p[0]).collect();
        assert_eq!(reds, [0, 255, 255, 0, 0, 0]);
        fill(&mut pixels, (3, 2), [0, 1, 1, 2], [255, 0, 0, 51]);
        assert_eq!(&pixels[12..16], [51, 0, 0, 255]);
    }

    /// A fill reuses the result of the pixel before for a pixel like it: the same pixels as
    /// blending each one, over runs of alike and of differing pixels.
    #[test]
    fn a_fill_blends_every_pixel_as_alone() {
        let under: Vec<[u8; 4]> = (0..8 * 3)
            .map(|i: u8| match i % 7 {
                0..=2 => [10, 20, 30, 128],
                3 => [0, 0, 0, 0],
                4 => [200, 100, 50, 255],
                _ => [i * 9, 40, 90, i * 11],
            })
            .collect();
        for paint in [[255, 0, 0, 51], [0, 128, 255, 200], [9, 9, 9, 255]] {
            let mut filled = under.concat();
            fill(&mut filled, (8, 3), [-2, 0, 9, 3], paint);
            let mut alone = under.concat();
            for pixel in alone.chunks_exact_mut(4) {
                over(pixel, paint, paint[3] as u32);
            }
            assert_eq!(filled, alone, "{paint:?}");
        }
    }

    #[test]
    fn palette_colours_read_as_rgba() {
        assert_eq!(rgba("#0a0B0c"), Some([10, 11, 12, 255]));
        assert_eq!(rgba("#fff"), Some([255, 255, 255, 255]));
        assert_eq!(rgba("#11223380"), Some([17, 34, 51, 128]));
        assert_eq!(rgba("red"), None);
        assert_eq!(rgba("#12345"), None);
    }

    #[test]
    fn dividing_by_255_rounds_like_a_division() {
        for value in 0..=255 * 255 {
            let rounded = (value as f64 / 255.0).round() as u8;
            assert_eq!(divide_by_255(value), rounded, "{value}");
        }
    }
}
