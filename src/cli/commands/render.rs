//! `boardlab render`: one step as an SVG or PNG figure, or a range of steps as an animated GIF,
//! for problem statements. Steps are numbered from 1, as the page shows them.

use crate::args::{number, Checked, GameArgs};
use crate::failure::{usage_error, Failure};
use crate::input::{check_rules, open_session, read_input};
use crate::out;
use crate::output_file::{self, Used};
use crate::raster;
use boardlab::figure::{frame_range, svg, FigureText, Scene, Theme};

/// Most pixels in one figure: beyond that a statement's figure is the wrong tool, and memory
/// grows with them (`figure::MAX_FRAMES` bounds the frames of a GIF).
const MAX_PIXELS: f32 = 40_000_000.0;

#[derive(Clone, Copy, PartialEq)]
enum Format {
    Svg,
    Png,
    Gif,
}

/// The arguments of `render` (its help text is on `Command::Render` in main.rs).
#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    game: GameArgs,
    /// The input; standard input if missing or '-'
    input: Option<String>,
    /// The step to draw (svg, png), counted from 1
    // Taken as typed (-1 too) and checked against the input's steps, which the message names.
    #[arg(long, value_name = "N", allow_hyphen_values = true)]
    step: Option<String>,
    /// The figure's format
    #[arg(long, value_name = "FORMAT", default_value = "svg",
          value_parser = Checked::new(format).values(["svg", "png", "gif"]))]
    format: Format,
    /// The first step of the animation (gif) [default: 1]
    #[arg(long, value_name = "A", allow_hyphen_values = true)]
    from: Option<String>,
    /// The last step of the animation (gif) [default: the last step]
    #[arg(long, value_name = "B", allow_hyphen_values = true)]
    to: Option<String>,
    /// The title under the board instead of the step's title and number
    #[arg(long, value_name = "TEXT", conflicts_with = "no_title")]
    title: Option<String>,
    /// No title under the board
    #[arg(long)]
    no_title: bool,
    /// The caption under the title instead of the step's caption
    #[arg(long, value_name = "TEXT", conflicts_with = "no_caption")]
    caption: Option<String>,
    /// No caption under the title
    #[arg(long)]
    no_caption: bool,
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

/// The steps to draw, checked against the session's `count` by the page's rule (a single step
/// is a range of one).
fn step_range(options: &Args, count: usize) -> Result<(usize, usize), Failure> {
    let checked = |typed: (&str, &str), names: [&str; 2]| {
        frame_range(typed, count, names.map(Into::into))
            .map_err(|message| usage_error(message.english()))
    };
    if options.format == Format::Gif {
        let last = count.to_string();
        let typed = (
            options.from.as_deref().unwrap_or("1"),
            options.to.as_deref().unwrap_or(&last),
        );
        checked(typed, ["--from", "--to"])
    } else {
        if options.from.is_some() || options.to.is_some() {
            return Err(usage_error(
                "--from and --to are for --format gif; use --step",
            ));
        }
        let step = (options.step.as_deref())
            .ok_or_else(|| usage_error("render needs --step N (or --format gif)"))?;
        checked((step, step), ["--step", "--step"])
    }
}

pub fn run(options: Args) -> Result<(), Failure> {
    check_rules(&options.game)?;
    if let Some(output) = &options.output {
        output_file::check("-o", output, &[Used::Input(options.input.as_deref())])?;
    }
    let (source, text) = read_input(options.input.as_deref())?;
    let mut session = open_session(&options.game, &source, &text)?;
    let (first, last) = step_range(&options, session.step_count())?;
    let text = FigureText {
        title: figure_text(options.title, options.no_title),
        caption: figure_text(options.caption, options.no_caption),
    };
    let scenes = session.scenes(first, last, &text);
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
    let figure = |scene: &Scene| figure_svg(&game, scene, size, options.theme, options.scale);
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

/// A step's figure as an SVG document on a page of `size` figure units, described as
/// "game: title caption" for screen readers.
pub fn figure_svg(game: &str, scene: &Scene, size: (f32, f32), theme: Theme, scale: f32) -> String {
    let description = format!("{game}: {}", scene.text_content());
    svg::write_in(scene, size, theme, scale, &description)
}

/// A title or caption as `--title TEXT` / `--no-title` set it (`FigureText`'s convention).
fn figure_text(text: Option<String>, omitted: bool) -> Option<String> {
    if omitted {
        Some(String::new())
    } else {
        text
    }
}

fn render_error(message: String) -> Failure {
    Failure {
        message: format!("cannot render: {message}"),
        status: 1,
    }
}

fn write_output(path: Option<&str>, bytes: &[u8]) -> Result<(), Failure> {
    match path {
        None | Some("-") => {
            out::write_bytes(bytes);
            Ok(())
        }
        Some(path) => std::fs::write(path, bytes).map_err(|e| Failure {
            message: format!("cannot write {path}: {e}"),
            status: 1,
        }),
    }
}
