//! A [`Scene`] as a self-contained SVG document: no scripts, no external fonts or images, and
//! text kept as text (selectable, searchable, readable by screen readers).

use super::{decimal as num, Anchor, Colour, Scene, Shape, Theme, FONT_FAMILY};
use std::fmt::Write;

/// The scene at `scale` (1 = one figure unit per pixel) in `theme`; `description` becomes the
/// document's `<title>`.
pub fn write(scene: &Scene, theme: Theme, scale: f32, description: &str) -> String {
    write_in(
        scene,
        (scene.width, scene.height),
        theme,
        scale,
        description,
    )
}

/// Like [`write`], on a page of `size` figure units (at least the scene's), the scene at its
/// top left: the frames of an animation share one size.
pub fn write_in(
    scene: &Scene,
    size: (f32, f32),
    theme: Theme,
    scale: f32,
    description: &str,
) -> String {
    let mut svg = String::new();
    let size = (size.0.max(scene.width), size.1.max(scene.height));
    let (width, height) = (size.0 * scale, size.1 * scale);
    write!(
        svg,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{}\" height=\"{}\" viewBox=\"0 0 {} {}\" \
         font-family=\"{FONT_FAMILY}\" role=\"img\">\n<title>{}</title>\n",
        width.ceil() as i64,
        height.ceil() as i64,
        num(size.0),
        num(size.1),
        escape(description)
    ).expect("writing to a String cannot fail");
    let colour = |index: Colour| scene.colour(index, theme);
    writeln!(
        svg,
        "<rect width=\"100%\" height=\"100%\" fill=\"{}\"/>",
        colour(scene.background)
    )
    .expect("writing to a String cannot fail");
    let layers = [
        &scene.base,
        &scene.col_labels,
        &scene.row_labels,
        &scene.marks,
    ];
    for shape in layers.into_iter().flatten() {
        shape_to_svg(&mut svg, shape, &colour).expect("writing to a String cannot fail");
    }
    for token in &scene.tokens {
        for shape in &token.body {
            shape_to_svg(&mut svg, shape, &colour).expect("writing to a String cannot fail");
        }
    }
    let above = scene.tokens.iter().flat_map(|t| &t.badges);
    for shape in above.chain(&scene.text_marks).chain(&scene.text) {
        shape_to_svg(&mut svg, shape, &colour).expect("writing to a String cannot fail");
    }
    svg.push_str("</svg>\n");
    svg
}

fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            // Control characters are not allowed in XML 1.0.
            c if c.is_control() && c != '\n' && c != '\t' => {}
            c => out.push(c),
        }
    }
    out
}

/// ` fill=…` and ` stroke=…` attributes (`none` for an absent fill), each with its own opacity
/// as the canvas paints them: the stroke blends over the translucent fill.
fn paint<'a>(
    fill: Option<Colour>,
    stroke: Option<Colour>,
    line: f32,
    alpha: f32,
    colour: &impl Fn(Colour) -> &'a str,
) -> String {
    let opacity = |name: &str| {
        if alpha == 1.0 {
            String::new()
        } else {
            format!(" {name}-opacity=\"{}\"", num(alpha))
        }
    };
    let mut attributes = match fill {
        Some(fill) => format!(" fill=\"{}\"{}", colour(fill), opacity("fill")),
        None => " fill=\"none\"".to_string(),
    };
    if let Some(stroke) = stroke {
        write!(
            attributes,
            " stroke=\"{}\" stroke-width=\"{}\"{}",
            colour(stroke),
            num(line),
            opacity("stroke")
        )
        .expect("writing to a String cannot fail");
    }
    attributes
}

fn shape_to_svg<'a>(
    svg: &mut String,
    shape: &Shape,
    colour: &impl Fn(Colour) -> &'a str,
) -> std::fmt::Result {
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
            let corner = if *radius > 0.0 {
                format!(" rx=\"{}\"", num(*radius))
            } else {
                String::new()
            };
            writeln!(
                svg,
                "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"{corner}{}/>",
                num(*x),
                num(*y),
                num(*w),
                num(*h),
                paint(*fill, *stroke, *line, *alpha, colour)
            )
        }
        Shape::Circle {
            x,
            y,
            r,
            fill,
            stroke,
            line,
            alpha,
        } => writeln!(
            svg,
            "<circle cx=\"{}\" cy=\"{}\" r=\"{}\"{}/>",
            num(*x),
            num(*y),
            num(*r),
            paint(Some(*fill), *stroke, *line, *alpha, colour)
        ),
        Shape::Path {
            points,
            fill,
            stroke,
            line,
            dash,
            alpha,
        } => {
            let mut d = String::new();
            for (i, (x, y)) in points.iter().enumerate() {
                let command = if i == 0 { 'M' } else { 'L' };
                write!(d, "{command}{} {}", num(*x), num(*y))?;
            }
            if fill.is_some() {
                d.push('Z');
            }
            let mut extra = String::new();
            if stroke.is_some() {
                extra.push_str(" stroke-linecap=\"round\" stroke-linejoin=\"round\"");
            }
            if let Some((on, off)) = dash {
                write!(extra, " stroke-dasharray=\"{} {}\"", num(*on), num(*off))?;
            }
            writeln!(
                svg,
                "<path d=\"{d}\"{}{extra}/>",
                paint(*fill, *stroke, *line, *alpha, colour)
            )
        }
        Shape::Cells {
            x,
            y,
            size,
            cols,
            fills,
        } => {
            for (i, fill) in fills.iter().enumerate() {
                let (row, col) = (i / *cols as usize, i % *cols as usize);
                writeln!(
                    svg,
                    "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{}\"/>",
                    num(x + col as f32 * size),
                    num(y + row as f32 * size),
                    num(*size),
                    num(*size),
                    colour(*fill as Colour)
                )?;
            }
            Ok(())
        }
        Shape::Lines {
            segments,
            stroke,
            line,
        } => {
            let mut d = String::new();
            for (x0, y0, x1, y1) in segments {
                write!(d, "M{} {}L{} {}", num(*x0), num(*y0), num(*x1), num(*y1))?;
            }
            writeln!(
                svg,
                "<path d=\"{d}\"{}/>",
                paint(None, Some(*stroke), *line, 1.0, colour)
            )
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
            let mut attributes = format!(
                "x=\"{}\" y=\"{}\" font-size=\"{}\"",
                num(*x),
                num(*y),
                num(*size)
            );
            if *bold {
                attributes.push_str(" font-weight=\"bold\"");
            }
            match anchor {
                Anchor::Start => {}
                Anchor::Middle => attributes.push_str(" text-anchor=\"middle\""),
                Anchor::End => attributes.push_str(" text-anchor=\"end\""),
            }
            // The halo is the stroke, painted under the fill.
            let (stroke, line) = match halo {
                Some((colour, width)) => (Some(*colour), *width),
                None => (None, 0.0),
            };
            if stroke.is_some() {
                attributes.push_str(" paint-order=\"stroke\" stroke-linejoin=\"round\"");
            }
            writeln!(
                svg,
                "<text {attributes}{}>{}</text>",
                paint(Some(*fill), stroke, line, *alpha, colour),
                escape(text)
            )
        }
    }
}
