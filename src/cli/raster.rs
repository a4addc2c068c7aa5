//! Figures as pixels for the command line: the SVG rasterised by resvg, so a PNG or a GIF frame
//! shows exactly what the SVG describes. Text uses the system's fonts (the figures name
//! `system-ui, sans-serif`; the first common sans-serif family installed stands in).

use resvg::usvg::fontdb::FaceInfo;
use resvg::usvg::{FallbackSelectionFn, FontResolver};
use std::sync::Arc;

/// Families tried for `sans-serif`, in order; else the first installed face's family.
const SANS_SERIF: &[&str] = &[
    "DejaVu Sans",
    "Noto Sans",
    "Liberation Sans",
    "Arial",
    "Helvetica",
];

/// For a Chinese or Persian character the figure's face lacks, a sans-serif face made for that
/// script (Noto Sans CJK SC, Noto Sans Arabic), of the nearest weight, as the page's font lists
/// ask; usvg's own choice is the first face with the character, often a serif one.
fn sans_serif_fallback() -> FallbackSelectionFn<'static> {
    let first_with_it = FontResolver::default_fallback_selector();
    Box::new(move |c, excluded, fonts| {
        let script = match c {
            '\u{2e80}'..='\u{9fff}' | '\u{ff00}'..='\u{ffef}' => "Sans CJK",
            '\u{0600}'..='\u{06ff}' | '\u{fb50}'..='\u{fdff}' | '\u{fe70}'..='\u{feff}' => {
                "Sans Arabic"
            }
            _ => return first_with_it(c, excluded, fonts),
        };
        let weight = fonts.face(*excluded.first()?)?.weight.0;
        let family = |face: &FaceInfo| face.families.first().map(|(name, _)| name.clone());
        let chosen = fonts
            .faces()
            .filter(|face| !excluded.contains(&face.id))
            .filter(|face| family(face).is_some_and(|name| name.contains(script)))
            // Simplified Chinese forms first, then the weight nearest the text's.
            .min_by_key(|face| {
                let simplified = family(face).is_some_and(|name| name.ends_with(" SC"));
                (!simplified, face.weight.0.abs_diff(weight))
            })
            .map(|face| face.id);
        chosen.or_else(|| first_with_it(c, excluded, fonts))
    })
}

/// Renders SVG documents written by [`boardlab::figure::svg::write`].
pub struct Rasteriser {
    options: resvg::usvg::Options<'static>,
}

impl Rasteriser {
    /// Loads the system's fonts (once: it reads every font file's header).
    pub fn new() -> Rasteriser {
        let mut fonts = resvg::usvg::fontdb::Database::new();
        fonts.load_system_fonts();
        let installed = |name: &str| {
            fonts
                .faces()
                .any(|face| face.families.iter().any(|(family, _)| family == name))
        };
        let family = SANS_SERIF
            .iter()
            .find(|name| installed(name))
            .map(|name| name.to_string())
            .or_else(|| {
                let face = fonts.faces().next()?;
                Some(face.families.first()?.0.clone())
            });
        if let Some(family) = family {
            fonts.set_sans_serif_family(family);
        }
        let options = resvg::usvg::Options {
            font_family: "sans-serif".to_string(),
            fontdb: Arc::new(fonts),
            font_resolver: FontResolver {
                select_fallback: sans_serif_fallback(),
                ..FontResolver::default()
            },
            ..Default::default()
        };
        Rasteriser { options }
    }

    fn pixmap(&self, svg: &str) -> Result<resvg::tiny_skia::Pixmap, String> {
        let tree = resvg::usvg::Tree::from_str(svg, &self.options).map_err(|e| e.to_string())?;
        let size = tree.size().to_int_size();
        let mut pixmap = resvg::tiny_skia::Pixmap::new(size.width(), size.height())
            .ok_or("the figure is too large to rasterise")?;
        resvg::render(
            &tree,
            resvg::tiny_skia::Transform::default(),
            &mut pixmap.as_mut(),
        );
        Ok(pixmap)
    }

    /// The document's pixels at its own size: (width, height, RGBA bytes, not premultiplied).
    pub fn rgba(&self, svg: &str) -> Result<(u32, u32, Vec<u8>), String> {
        let pixmap = self.pixmap(svg)?;
        Ok((pixmap.width(), pixmap.height(), pixmap.take_demultiplied()))
    }

    /// The document as a PNG file.
    pub fn png(&self, svg: &str) -> Result<Vec<u8>, String> {
        self.pixmap(svg)?.encode_png().map_err(|e| e.to_string())
    }
}

impl Default for Rasteriser {
    fn default() -> Self {
        Rasteriser::new()
    }
}

/// An animated GIF of `figures` (SVG documents of one size), each shown `delay_ms`.
pub fn animation(
    rasteriser: &Rasteriser,
    figures: &[String],
    delay_ms: u32,
) -> Result<Vec<u8>, String> {
    let mut frames = figures.iter().map(|svg| rasteriser.rgba(svg));
    let Some(first) = frames.next() else {
        return Err("no steps to animate".to_string());
    };
    let (width, height, rgba) = first?;
    let too_large = || format!("a {width}×{height} figure is too large for a GIF (65535 at most)");
    let (w, h) = (
        u16::try_from(width).map_err(|_| too_large())?,
        u16::try_from(height).map_err(|_| too_large())?,
    );
    let mut animation = boardlab::figure::gif::Animation::new(w, h, delay_ms)?;
    animation.add_frame(&rgba)?;
    for frame in frames {
        animation.add_frame(&frame?.2)?;
    }
    animation.finish()
}
