//! `boardlab render`: one step as an SVG or PNG figure, or a range of steps as an animated GIF,
//! for problem statements. Steps are numbered from 1, as the page shows them.

use crate::cli::{number, Checked, GameArgs};
use crate::{check_rules, open_session, read_input, usage_error, Failure};
use boardlab::figure::{raster, step_scenes, svg, Scene, Theme};
use std::io::Write;

/// Most frames in one GIF, and most pixels in one figure: beyond that a statement's figure is
/// the wrong tool, and memory grows with both.
const MAX_FRAMES: usize = 500;
const MAX_PIXELS: f32 = 40_000_000.0;

#[derive(Clone, Copy, PartialEq)]
enum Format {
    Svg,
    Png,
    Gif,
}

/// The arguments of `render` (its help text is on `cli::Command::Render`).
#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    game: GameArgs,
    /// The input; standard input if missing or '-'
    input: Option<String>,
    /// The step to draw (svg, png), counted from 1
    #[arg(long, value_name = "N", value_parser = Checked::new(number::<usize>))]
    step: Option<usize>,
    /// The figure's format
    #[arg(long, value_name = "FORMAT", default_value = "svg",
          value_parser = Checked::new(format).values(["svg", "png", "gif"]))]
    format: Format,
    /// The first step of the animation (gif) [default: 1]
    #[arg(long, value_name = "A", value_parser = Checked::new(number::<usize>))]
    from: Option<usize>,
    /// The last step of the animation (gif) [default: the last step]
    #[arg(long, value_name = "B", value_parser = Checked::new(number::<usize>))]
    to: Option<usize>,
    /// How long each step of the animation shows, in milliseconds
    #[arg(long, value_name = "D", default_value = "800", value_parser = Checked::new(number::<u32>))]
    delay_ms: u32,
    /// Multiplies the figure's size, 0.25 to 8
    #[arg(long, value_name = "S", default_value = "1", value_parser = Checked::new(scale))]
    scale: f32,
    /// The colours
    #[arg(long, value_name = "THEME", default_value = "light",
          value_parser = Checked::new(theme).values(["light", "dark"]))]
    theme: Theme,
    /// Where the file goes; standard output if missing or '-'
    #[arg(short, long, value_name = "FILE")]
    output: Option<String>,
}

fn format(option: &str, value: &str) -> Result<Format, String> {
    match value {
        "svg" => Ok(Format::Svg),
        "png" => Ok(Format::Png),
        "gif" => Ok(Format::Gif),
        _ => Err(format!("unknown {option} {value}: svg, png or gif")),
    }
}

fn theme(option: &str, value: &str) -> Result<Theme, String> {
    Theme::parse(value).ok_or_else(|| format!("unknown {option} {value}: light or dark"))
}

fn scale(option: &str, value: &str) -> Result<f32, String> {
    let scale: f32 = number(option, value)?;
    if (0.25..=8.0).contains(&scale) {
        Ok(scale)
    } else {
        Err(format!("{option} must be between 0.25 and 8"))
    }
}

/// The steps to draw, checked against the session's `count`.
fn step_range(options: &Args, count: usize) -> Result<(usize, usize), Failure> {
    let check = |option: &str, n: usize| {
        if (1..=count).contains(&n) {
            Ok(n)
        } else {
            Err(usage_error(format!(
                "{option} {n} is not a step: this input has steps 1 to {count}"
            )))
        }
    };
    if options.format == Format::Gif {
        let first = check("--from", options.from.unwrap_or(1))?;
        let last = check("--to", options.to.unwrap_or(count))?;
        if first > last {
            return Err(usage_error("--from must not be after --to"));
        }
        if last - first + 1 > MAX_FRAMES {
            return Err(usage_error(format!(
                "at most {MAX_FRAMES} steps in one animation"
            )));
        }
        Ok((first, last))
    } else {
        if options.from.is_some() || options.to.is_some() {
            return Err(usage_error(
                "--from and --to are for --format gif; use --step",
            ));
        }
        let step = options
            .step
            .ok_or_else(|| usage_error("render needs --step N (or --format gif)"))?;
        let step = check("--step", step)?;
        Ok((step, step))
    }
}

pub fn cmd_render(options: Args) -> Result<(), Failure> {
    check_rules(&options.game)?;
    let (source, text) = read_input(options.input.as_deref())?;
    let mut session = open_session(&options.game, &source, &text)?;
    let (first, last) = step_range(&options, session.step_count())?;
    let scenes = step_scenes(&mut session, first, last);
    let size = scenes.iter().fold((0.0f32, 0.0f32), |(w, h), scene| {
        (w.max(scene.width), h.max(scene.height))
    });
    if size.0 * size.1 * options.scale * options.scale > MAX_PIXELS {
        return Err(usage_error(format!(
            "a figure of {:.0}×{:.0} pixels is too large; use a smaller --scale",
            size.0 * options.scale,
            size.1 * options.scale
        )));
    }
    let game = session.game.shown_title();
    let figure = |scene: &Scene| {
        let description = format!("{game}: {}", scene.text_content());
        svg::write_in(scene, size, options.theme, options.scale, &description)
    };
    let bytes = match options.format {
        Format::Svg => figure(&scenes[0]).into_bytes(),
        Format::Png => raster::Rasteriser::new()
            .png(&figure(&scenes[0]))
            .map_err(render_error)?,
        Format::Gif => {
            let figures: Vec<String> = scenes.iter().map(figure).collect();
            raster::animation(&raster::Rasteriser::new(), &figures, options.delay_ms)
                .map_err(render_error)?
        }
    };
    write_output(options.output.as_deref(), &bytes)
}

fn render_error(message: String) -> Failure {
    Failure {
        message: format!("cannot render: {message}"),
        status: 1,
    }
}

fn write_output(path: Option<&str>, bytes: &[u8]) -> Result<(), Failure> {
    let result = match path {
        None | Some("-") => {
            let mut out = std::io::stdout().lock();
            out.write_all(bytes).and_then(|_| out.flush())
        }
        Some(path) => std::fs::write(path, bytes),
    };
    result.map_err(|e| Failure {
        message: format!("cannot write {}: {e}", path.unwrap_or("standard output")),
        status: 1,
    })
}
