//! The 2D context's paint as last set, so that a shape painted like the one before it sets
//! nothing: each setting crosses from wasm to the browser, colours and fonts as text that the
//! browser decodes and parses, and a big board repeats a few paints hundreds of times.

use web_sys::OffscreenCanvasRenderingContext2d as Context;

#[derive(Default)]
pub struct Pen {
    alpha: Option<f64>,
    fill: String,
    stroke: String,
    line: Option<f64>,
    font: String,
    align: &'static str,
    round_joins: bool,
    round_caps: bool,
}

impl Pen {
    pub fn alpha(&mut self, ctx: &Context, alpha: f64) {
        if self.alpha != Some(alpha) {
            ctx.set_global_alpha(alpha);
            self.alpha = Some(alpha);
        }
    }

    pub fn fill(&mut self, ctx: &Context, colour: &str) {
        if self.fill != colour {
            ctx.set_fill_style_str(colour);
            self.fill.replace_range(.., colour);
        }
    }

    /// The stroke's colour and line width.
    pub fn stroke(&mut self, ctx: &Context, colour: &str, line: f64) {
        if self.stroke != colour {
            ctx.set_stroke_style_str(colour);
            self.stroke.replace_range(.., colour);
        }
        if self.line != Some(line) {
            ctx.set_line_width(line);
            self.line = Some(line);
        }
    }

    /// The font, and how text aligns on its point: `align` horizontally, on its baseline.
    pub fn font(&mut self, ctx: &Context, font: &str, align: &'static str) {
        if self.font.is_empty() {
            ctx.set_text_baseline("alphabetic");
        }
        if self.font != font {
            ctx.set_font(font);
            self.font.replace_range(.., font);
        }
        if self.align != align {
            ctx.set_text_align(align);
            self.align = align;
        }
    }

    /// Round line joins, and caps too when `caps`, from here on: paths set both, text halos
    /// their joins.
    pub fn round(&mut self, ctx: &Context, caps: bool) {
        if !self.round_joins {
            ctx.set_line_join("round");
            self.round_joins = true;
        }
        if caps && !self.round_caps {
            ctx.set_line_cap("round");
            self.round_caps = true;
        }
    }
}
