//! `boardlab render`: one step as an SVG or PNG figure, or a range of steps as an animated GIF,
//! for problem statements. Steps are numbered from 1, as the page shows them.

use crate::{open_session, parse_game_args, read_input, single_file, usage_error, Failure};
use boardlab::figure::{raster, step_scenes, svg, Scene, Theme};
use std::io::Write;

pub const HELP: &str = "\
Usage: boardlab render <game> [--rule name=value]… INPUT --step N [--format svg|png]
                       [--scale S] [--theme light|dark] [-o FILE]
       boardlab render <game> [--rule name=value]… INPUT --format gif --from A --to B
                       [--delay-ms D] [--scale S] [--theme light|dark] [-o FILE]
Draws step N (counted from 1, as the page shows it) as a figure with its title and caption: SVG
(self-contained, text kept as text) or PNG; or steps A to B as a looping animated GIF, each step
shown D milliseconds (default 800). --scale multiplies the figure's size (default 1, 0.25 to 8).
The file goes to FILE, or to standard output when -o is missing or '-'.";

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

struct Options {
    format: Format,
    step: Option<usize>,
    from: Option<usize>,
    to: Option<usize>,
    scale: f32,
    theme: Theme,
    delay_ms: u32,
    output: Option<String>,
}

fn number<T: std::str::FromStr>(option: &str, value: &str) -> Result<T, Failure> {
    value
        .parse()
        .map_err(|_| usage_error(format!("{option} needs a number, got {value:?}")))
}

/// Takes the render options out of `args`, leaving the game, rules and files.
fn take_options(args: &[String]) -> Result<(Options, Vec<String>), Failure> {
    let mut options = Options {
        format: Format::Svg,
        step: None,
        from: None,
        to: None,
        scale: 1.0,
        theme: Theme::Light,
        delay_ms: 800,
        output: None,
    };
    let mut rest = Vec::new();
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let (name, inline) = match arg.split_once('=') {
            Some((name, value)) if name.starts_with("--") => (name, Some(value.to_string())),
            _ => (arg.as_str(), None),
        };
        let known = [
            "--format",
            "--step",
            "--from",
            "--to",
            "--scale",
            "--theme",
            "--delay-ms",
            "-o",
            "--output",
        ];
        if !known.contains(&name) {
            rest.push(arg.clone());
            continue;
        }
        let value = match inline {
            Some(value) => value,
            None => args
                .next()
                .cloned()
                .ok_or_else(|| usage_error(format!("{name} needs a value")))?,
        };
        match name {
            "--format" => {
                options.format = match value.as_str() {
                    "svg" => Format::Svg,
                    "png" => Format::Png,
                    "gif" => Format::Gif,
                    _ => {
                        return Err(usage_error(format!(
                            "unknown --format {value}: svg, png or gif"
                        )))
                    }
                }
            }
            "--step" => options.step = Some(number(name, &value)?),
            "--from" => options.from = Some(number(name, &value)?),
            "--to" => options.to = Some(number(name, &value)?),
            "--scale" => options.scale = number(name, &value)?,
            "--delay-ms" => options.delay_ms = number(name, &value)?,
            "--theme" => {
                options.theme = Theme::parse(&value)
                    .ok_or_else(|| usage_error(format!("unknown --theme {value}: light or dark")))?
            }
            _ => options.output = Some(value),
        }
    }
    if !(0.25..=8.0).contains(&options.scale) {
        return Err(usage_error("--scale must be between 0.25 and 8"));
    }
    Ok((options, rest))
}

/// The steps to draw, checked against the session's `count`.
fn step_range(options: &Options, count: usize) -> Result<(usize, usize), Failure> {
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

pub fn cmd_render(args: &[String]) -> Result<(), Failure> {
    let (options, rest) = take_options(args)?;
    let Some(args) = parse_game_args(&rest, HELP)? else {
        return Ok(());
    };
    let (source, text) = read_input(single_file(&args)?)?;
    let mut session = open_session(&args, &source, &text)?;
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
    let game = session.game.title;
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
