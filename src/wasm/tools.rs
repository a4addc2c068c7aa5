//! The tools' code, split off the player's: the exports (SVG, PNG, GIF), Explore's moves, the board
//! editor, random inputs and trace checking. Each function here is a split point
//! (`#[wasm_split(tools)]`): `./build.sh`'s `wasm-split-cli` moves what only they reach into a
//! chunk of its own (`www/pkg/<game>/split_tools.wasm`), which the worker fetches on a tool's first
//! use (`loadTools`), so a first visit fetches the player alone.
//!
//! The exports in `lib.rs` stay synchronous: each polls its split point once ([`now`]), which is
//! ready once the chunk is loaded. Before that it throws a JS `Error` named `ToolsUnloaded`, on
//! which the worker awaits `loadTools()` and asks again (www/engine/worker.js). So an export must
//! call its split point before it changes anything.
//!
//! Natively (the tests, clippy) the functions are called directly, and always ready.
// The split macro expands to `#[unsafe(no_mangle)]`, an `unsafe extern` block and an `unsafe`
// block per split point.
#![allow(unsafe_code)]

use std::future::Future;
use std::pin::pin;
use std::task::{Context, Poll, Waker};

use boardlab::editor::{Edit, Editing};
use boardlab::exit::ProgramExit;
use boardlab::explore::Edited;
use boardlab::figure::gif::Animation;
use boardlab::figure::{self, FigureText, Theme};
use boardlab::i18n::Message;
use boardlab::view::Branch;
use boardlab::{InputError, Progress, Session, TraceReport};
use wasm_bindgen::JsValue;
use wasm_split_helpers::{wasm_split, SplitLoaderError};

/// What a split point returns: a failed load of the chunk is an error, not a panic (which would
/// stop the module), and `loadTools` can be asked again.
type Loaded<T> = Result<T, SplitLoaderError>;

/// The result of a split point polled once: ready once the chunk is loaded, else the
/// `ToolsUnloaded` error.
pub fn now<T>(split_point: impl Future<Output = Loaded<T>>) -> Result<T, JsValue> {
    let mut context = Context::from_waker(Waker::noop());
    match pin!(split_point).poll(&mut context) {
        Poll::Ready(Ok(value)) => Ok(value),
        Poll::Ready(Err(_)) | Poll::Pending => Err(unloaded()),
    }
}

fn unloaded() -> JsValue {
    let error = js_sys::Error::new("the tools' code is not loaded yet (loadTools)");
    error.set_name("ToolsUnloaded");
    error.into()
}

/// Loads the chunk. Each split point has a loader of its own: one loaded does not make another
/// ready, so each is awaited (the chunk itself is fetched once).
pub async fn load() -> Loaded<()> {
    load_gif_frame().await?;
    load_gif_finish().await?;
    load_svg().await?;
    load_figure_size().await?;
    load_figure_image().await?;
    load_check_trace().await?;
    load_generate().await?;
    load_edit().await?;
    load_play().await?;
    load_restore().await
}

/// Adds a frame of RGBA pixels to a GIF.
#[wasm_split(tools, preload(load_gif_frame), fallible)]
pub fn gif_frame(animation: &mut Animation, rgba: &[u8]) -> Loaded<Result<(), String>> {
    Ok(animation.add_frame(rgba))
}

/// Finishes a GIF, taking it: its file's bytes, or `None` when it was finished already.
#[wasm_split(tools, preload(load_gif_finish), fallible)]
pub fn gif_finish(animation: &mut Option<Animation>) -> Loaded<Option<Result<Vec<u8>, String>>> {
    Ok(animation.take().map(Animation::finish))
}

fn scene(session: &mut Session, index: usize, text: FigureText) -> figure::Scene {
    let step = session.step(index);
    session.figure(&step, index, &text)
}

/// Step `index`'s figure as an SVG document.
#[wasm_split(tools, preload(load_svg), fallible)]
pub fn svg(
    session: &mut Session,
    index: usize,
    dark: bool,
    title: Option<String>,
    caption: Option<String>,
) -> Loaded<String> {
    let scene = scene(session, index, FigureText { title, caption });
    let theme = if dark { Theme::Dark } else { Theme::Light };
    let title = session.game.shown_title();
    let description = format!("{title}: {}", scene.text_content());
    Ok(figure::svg::write(&scene, theme, 1.0, &description))
}

/// Step `index`'s figure's width and height, in figure units.
#[wasm_split(tools, preload(load_figure_size), fallible)]
pub fn figure_size(
    session: &mut Session,
    index: usize,
    title: Option<String>,
    caption: Option<String>,
) -> Loaded<(f32, f32)> {
    let scene = scene(session, index, FigureText { title, caption });
    Ok((scene.width.ceil(), scene.height.ceil()))
}

/// Step `index`'s figure painted (`crate::canvas::figure_pixels`).
#[allow(clippy::too_many_arguments)]
#[wasm_split(tools, preload(load_figure_image), fallible)]
pub fn figure_image(
    session: &mut Session,
    index: usize,
    title: Option<String>,
    caption: Option<String>,
    dark: bool,
    scale: f32,
    width: f32,
    height: f32,
) -> Loaded<Result<web_sys::ImageData, JsValue>> {
    let scene = scene(session, index, FigureText { title, caption });
    let theme = if dark { Theme::Dark } else { Theme::Light };
    Ok(crate::canvas::figure_pixels(
        &scene,
        theme,
        scale,
        (width, height),
    ))
}

#[wasm_split(tools, preload(load_check_trace), fallible)]
pub fn check_trace(
    session: &mut Session,
    trace: &str,
    output: Option<&str>,
    exit: Option<ProgramExit>,
) -> Loaded<TraceReport> {
    Ok(session.check_trace(trace, output, exit))
}

#[wasm_split(tools, preload(load_generate), fallible)]
pub fn generate(
    game: &str,
    seed: u64,
    params: &[(String, String)],
    rules: &[(String, String)],
) -> Loaded<Result<String, InputError>> {
    Ok(boardlab::generate(game, seed, params, rules))
}

#[wasm_split(tools, preload(load_edit), fallible)]
pub fn edit(
    game: &str,
    input: &str,
    rules: &[(String, String)],
    editing: &Editing,
    edit: Option<&Edit>,
) -> Loaded<Result<Edited, InputError>> {
    Ok(boardlab::explore::edit(game, input, rules, editing, edit))
}

#[wasm_split(tools, preload(load_play), fallible)]
pub fn play(
    session: &mut Session,
    index: usize,
    id: &str,
    progress: &mut Progress<'_>,
) -> Loaded<Result<Branch, Message>> {
    Ok(session.play(index, id, progress))
}

#[wasm_split(tools, preload(load_restore), fallible)]
pub fn restore_variation(
    session: &mut Session,
    base: usize,
    moves: &[String],
) -> Loaded<Result<Branch, Message>> {
    Ok(session.restore_variation(base, moves))
}
