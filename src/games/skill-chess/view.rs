//! The timeline: per game a start step, then per round recover → move → one step per cast →
//! fight, then the final positions. Steps are produced on demand: the main run keeps a checkpoint
//! every few rounds of each game, and a step replays from the nearest one.

use super::engine::{initial_state, name, Piece, Simulator, State, Trace};
use super::input::{direction_name, GameSpec, Skill, TEAMS};
use boardlab_core::i18n::Message;
use boardlab_core::timeline::{Checkpoints, Dir, Frame, Mark, Marker, Step, Token};
use boardlab_core::{msg, InputError, Positions, Progress, Replay};
use std::rc::Rc;

/// Rounds between checkpoints: a seek replays fewer than this many rounds.
const CHECKPOINT_ROUNDS: usize = 32;
/// Memory for keeping games replayable (checkpoints and backward's history); games beyond it
/// are simulated again when looked at.
const CACHE_BYTES: usize = 48 << 20;

/// Mark kinds, in the palette's order.
const MARK_CONE: u8 = 0;
const MARK_WAVE: u8 = 1;
const MARK_BURST: u8 = 2;
const MARK_KNOCK: u8 = 3;
const MARK_FIGHT: u8 = 4;
const MARK_CASTER: u8 = 5;

/// How one game's timeline is laid out, recorded by the main run.
pub struct GameLayout {
    /// Output line where this game's lines start.
    first_line: usize,
    /// Casts in each round (index 0 = round 1).
    casts: Vec<u32>,
    /// Step (relative to the game's first step) where each round starts, plus one past the last
    /// round: `round_steps[h]` is the first step of round h + 1.
    round_steps: Vec<usize>,
    /// Hupraise lines printed before each round (relative to `first_line`), plus the total.
    lines_before: Vec<usize>,
}

impl GameLayout {
    pub fn new(first_line: usize) -> Self {
        GameLayout {
            first_line,
            casts: Vec::new(),
            round_steps: vec![1],
            lines_before: vec![0],
        }
    }

    fn add_round(&mut self, casts: usize, printed: usize) {
        self.casts.push(casts as u32);
        let last = self.round_steps[self.round_steps.len() - 1];
        self.round_steps.push(last + 3 + casts);
        self.lines_before.push(printed);
    }

    /// Steps of this game: the start, every round's sub-steps, the final positions.
    fn steps(&self) -> usize {
        self.round_steps[self.round_steps.len() - 1] + 1
    }

    /// The output line after this game (its hupraise lines and `pieces` position lines).
    pub fn end_line(&self, pieces: usize) -> usize {
        self.first_line + self.lines_before[self.lines_before.len() - 1] + pieces
    }
}

/// A replayable game: its simulator (which holds backward's history) and states saved at round
/// boundaries (index = rounds completed).
pub struct LoadedGame {
    index: usize,
    simulator: Simulator,
    checkpoints: Checkpoints<State>,
    bytes: usize,
}

impl LoadedGame {
    /// Plays game `index` from the start, recording its layout and checkpoints; `printed`
    /// receives the hupraise counts. Returns the game and its final state.
    pub fn play(
        index: usize,
        spec: Rc<GameSpec>,
        layout: &mut GameLayout,
        progress: &mut Progress,
        printed: &mut impl FnMut(u32),
    ) -> Result<(LoadedGame, State), InputError> {
        let mut simulator = Simulator::new(Rc::clone(&spec));
        let mut state = initial_state(&spec);
        let mut checkpoints = Checkpoints::new(CHECKPOINT_ROUNDS, &state);
        let mut lines = 0;
        for round in 0..spec.rounds as usize {
            checkpoints.offer(round, &state);
            let casts = simulator.play_round(&mut state, &mut |pairs| {
                lines += 1;
                printed(pairs);
            })?;
            layout.add_round(casts, lines);
            progress.tick(|| {
                msg!(
                    "skill-chess-progress",
                    game = index + 1,
                    round = round + 1,
                    rounds = spec.rounds
                )
            });
        }
        checkpoints.offer(spec.rounds as usize, &state);
        let saved = spec.rounds as usize / CHECKPOINT_ROUNDS + 1;
        let bytes =
            simulator.memory_bytes() + saved * spec.pieces.len() * (size_of::<Piece>() + 16);
        let game = LoadedGame {
            index,
            simulator,
            checkpoints,
            bytes,
        };
        Ok((game, state))
    }
}

pub struct SkillChessReplay {
    games: Vec<Rc<GameSpec>>,
    layouts: Vec<GameLayout>,
    /// First step of each game, plus the total.
    game_steps: Vec<usize>,
    output: String,
    /// Replayable games, least recently used first, within [`CACHE_BYTES`].
    loaded: Vec<LoadedGame>,
    /// The last step worked out and the state it shows, kept for its table of pieces (`text`),
    /// which a seek does not need.
    shown_state: Option<(usize, State)>,
}

/// Which part of a game a step shows.
enum Part {
    Start,
    /// Round (1-based) and sub-step: 0 recover, 1 move, 2.. casts, last fight.
    Round(u32, usize),
    Final,
}

impl SkillChessReplay {
    pub fn new(
        games: Vec<Rc<GameSpec>>,
        layouts: Vec<GameLayout>,
        loaded: Vec<LoadedGame>,
        output: String,
    ) -> Self {
        let mut game_steps = vec![0];
        for layout in &layouts {
            game_steps.push(game_steps[game_steps.len() - 1] + layout.steps());
        }
        let mut replay = SkillChessReplay {
            games,
            layouts,
            game_steps,
            output,
            loaded: Vec::new(),
            shown_state: None,
        };
        for game in loaded {
            replay.keep(game);
        }
        replay
    }

    /// Adds a replayable game, forgetting the least recently used ones beyond the budget.
    fn keep(&mut self, game: LoadedGame) {
        self.loaded.push(game);
        while self.loaded.len() > 1
            && self.loaded.iter().map(|g| g.bytes).sum::<usize>() > CACHE_BYTES
        {
            self.loaded.remove(0);
        }
    }

    /// Game `index`, replayable: from the cache, or simulated again (the main run already
    /// played it without error).
    fn load(&mut self, index: usize) -> &mut LoadedGame {
        match self.loaded.iter().position(|g| g.index == index) {
            Some(at) => {
                let game = self.loaded.remove(at);
                self.loaded.push(game);
            }
            None => {
                let spec = Rc::clone(&self.games[index]);
                let mut layout = GameLayout::new(0);
                let played = LoadedGame::play(
                    index,
                    spec,
                    &mut layout,
                    &mut Progress::silent(),
                    &mut |_| {},
                );
                if let Ok((game, _)) = played {
                    self.keep(game);
                }
            }
        }
        self.loaded.last_mut().expect("a game was just loaded")
    }

    /// The games' inputs (for a trace, trace.rs).
    pub(super) fn specs(&self) -> &[Rc<GameSpec>] {
        &self.games
    }

    /// The step of game `game` (0-based) showing its start (`round` 0), or sub-step `sub` of
    /// round `round` (0 recover, 1 move, 2 + i after cast i + 1, then the fight).
    pub(super) fn step_at(&self, game: usize, round: u32, sub: usize) -> usize {
        let first = self.game_steps[game];
        match round {
            0 => first,
            _ => first + self.layouts[game].round_steps[round as usize - 1] + sub,
        }
    }

    fn locate(&self, step: usize) -> (usize, Part) {
        let game = self.game_steps.partition_point(|&first| first <= step) - 1;
        let layout = &self.layouts[game];
        let local = step - self.game_steps[game];
        let part = if local == 0 {
            Part::Start
        } else if local + 1 == layout.steps() {
            Part::Final
        } else {
            let round = layout.round_steps.partition_point(|&first| first <= local);
            Part::Round(round as u32, local - layout.round_steps[round - 1])
        };
        (game, part)
    }
}

impl Replay for SkillChessReplay {
    fn output(&self) -> &str {
        &self.output
    }

    fn step_count(&self) -> usize {
        self.game_steps[self.game_steps.len() - 1]
    }

    fn step(&mut self, index: usize) -> Step {
        let index = index.min(self.step_count().saturating_sub(1));
        let (game, part) = self.locate(index);
        let count = self.games.len();
        let spec = Rc::clone(&self.games[game]);
        let layout = &self.layouts[game];
        let (first_line, rounds) = (layout.first_line, spec.rounds);
        // Hupraise lines printed before the shown round (or in the whole game) and its casts.
        let (printed_before, cast_count) = match part {
            Part::Start => (0, 0),
            Part::Round(round, _) => (
                layout.lines_before[round as usize - 1],
                layout.casts[round as usize - 1] as usize,
            ),
            Part::Final => (layout.lines_before[rounds as usize], 0),
        };
        let loaded = self.load(game);
        let mut trace = Trace::recording();
        let (title, phase, state, lines) = match part {
            Part::Start => {
                let state = initial_state(&spec);
                trace.events.push(msg!(
                    "skill-chess-start-event",
                    rows = spec.rows,
                    cols = spec.cols,
                    pieces = spec.pieces.len(),
                    rounds = rounds
                ));
                (
                    msg!("skill-chess-start-title", game = game + 1),
                    msg!("skill-chess-phase-start"),
                    state,
                    (first_line, first_line),
                )
            }
            Part::Final => {
                let state = state_after(loaded, rounds);
                let start = first_line + printed_before;
                trace
                    .events
                    .push(msg!("skill-chess-final-event", lines = spec.pieces.len()));
                (
                    msg!("skill-chess-final-title", game = game + 1),
                    msg!("skill-chess-phase-final"),
                    state,
                    (start, start + spec.pieces.len()),
                )
            }
            Part::Round(round, sub) => {
                let mut state = state_after(loaded, round - 1);
                let (phase, printed) = play_sub_steps(loaded, &mut state, sub, &mut trace);
                let start = first_line + printed_before + printed;
                let phase = match phase {
                    SubStep::Recover => msg!("skill-chess-phase-recover"),
                    SubStep::Move => msg!("skill-chess-phase-move"),
                    SubStep::Cast(caster, number) => msg!(
                        "skill-chess-phase-cast",
                        piece = name(caster),
                        skill = spec.pieces[caster].skill.title(),
                        number = number,
                        count = cast_count
                    ),
                    SubStep::Fight => msg!("skill-chess-phase-fight"),
                };
                let lines = match trace.caster.map(|c| spec.pieces[c].skill) {
                    Some(Skill::Hupraise) => (start - 1, start),
                    _ => (start, start),
                };
                (
                    msg!(
                        "skill-chess-round-title",
                        game = game + 1,
                        round = round,
                        phase = &phase
                    ),
                    phase,
                    state,
                    lines,
                )
            }
        };
        let caption = caption(game, count, state.round, rounds, phase);
        let frame = frame(&spec, game, &state, &trace, caption);
        self.shown_state = Some((index, state));
        Step {
            title,
            events: trace.events,
            output_lines: lines,
            frame,
            text: String::new(),
        }
    }

    fn text(&mut self, index: usize) -> Option<String> {
        let index = index.min(self.step_count().saturating_sub(1));
        if self
            .shown_state
            .as_ref()
            .is_none_or(|(kept, _)| *kept != index)
        {
            self.step(index);
        }
        let (_, state) = self.shown_state.as_ref()?;
        Some(piece_table(&self.games[self.locate(index).0], state))
    }

    fn markers(&self) -> Vec<Marker> {
        (0..self.games.len())
            .map(|g| Marker {
                step: self.game_steps[g],
                label: game_name(g),
            })
            .collect()
    }
}

// Every action is scripted by the input: nobody decides.
impl Positions for SkillChessReplay {}

/// The board at game `game`'s start (of `games`), as its first step shows it.
pub fn start_frame(spec: &GameSpec, game: usize, games: usize) -> Frame {
    let caption = caption(game, games, 0, spec.rounds, msg!("skill-chess-phase-start"));
    frame(spec, game, &initial_state(spec), &Trace::off(), caption)
}

/// Game `game` (0-based) as the markers and the editor's scopes name it: "game 1".
pub fn game_name(game: usize) -> Message {
    msg!("skill-chess-game", game = game + 1)
}

fn caption(game: usize, games: usize, round: u32, rounds: u32, phase: Message) -> Message {
    msg!(
        "skill-chess-caption",
        game = game + 1,
        games = games,
        round = round,
        rounds = rounds,
        phase = phase
    )
}

/// The state after `rounds` complete rounds: the nearest checkpoint, played forward.
fn state_after(loaded: &mut LoadedGame, rounds: u32) -> State {
    let mut state = State::default();
    let simulator = &mut loaded.simulator;
    loaded.checkpoints.restore(
        rounds as usize,
        &mut state,
        |s| s,
        |state, _| {
            simulator
                .play_round(state, &mut |_| {})
                .expect("the main run played the same rounds without error");
        },
    );
    state
}

enum SubStep {
    Recover,
    Move,
    /// Caster and its 1-based number among the round's casts.
    Cast(usize, usize),
    Fight,
}

/// Plays sub-steps 0..=`target` of the next round, tracing only the last one. Returns which
/// sub-step that was and how many hupraise lines the round has printed up to it.
fn play_sub_steps(
    loaded: &mut LoadedGame,
    state: &mut State,
    target: usize,
    trace: &mut Trace,
) -> (SubStep, usize) {
    let simulator = &mut loaded.simulator;
    let mut quiet = Trace::off();
    simulator.recover(state, if target == 0 { &mut *trace } else { &mut quiet });
    if target == 0 {
        if trace.events.is_empty() {
            trace.events.push(msg!("skill-chess-quiet-recover"));
        }
        return (SubStep::Recover, 0);
    }
    simulator.move_pieces(state, if target == 1 { &mut *trace } else { &mut quiet });
    if target == 1 {
        return (SubStep::Move, 0);
    }
    let mut printed = 0;
    let mut sub = 2;
    while let Some(caster) = simulator.next_caster(state) {
        let is_target = sub == target;
        let step_trace = if is_target { &mut *trace } else { &mut quiet };
        if let Ok(Some(_)) = simulator.cast(state, caster, step_trace) {
            printed += 1;
        }
        if is_target {
            return (SubStep::Cast(caster, sub - 1), printed);
        }
        sub += 1;
    }
    simulator.fight(state, trace);
    if trace.events.is_empty() {
        trace.events.push(msg!("skill-chess-no-fight"));
    }
    (SubStep::Fight, printed)
}

fn direction(dir: u8) -> Dir {
    match dir {
        0 => Dir::Up,
        1 => Dir::Down,
        2 => Dir::Left,
        _ => Dir::Right,
    }
}

fn at((row, col): (u8, u8)) -> (f32, f32) {
    (row as f32 - 1.0, col as f32 - 1.0)
}

/// The board: obstacles, pieces (spread out when several share a cell) and the marks of the
/// traced sub-step.
fn frame(spec: &GameSpec, game: usize, state: &State, trace: &Trace, caption: Message) -> Frame {
    let mut frame = Frame::new(spec.rows, spec.cols);
    for row in 1..=spec.rows {
        for col in 1..=spec.cols {
            if spec.is_blocked(row as i64, col as i64) {
                frame.set_cell(row - 1, col - 1, 1);
            }
        }
    }
    let mut occupants = vec![0u16; (spec.rows + 2) * spec.stride()];
    let cell_of = |p: &Piece| p.row as usize * spec.stride() + p.col as usize;
    for piece in &state.pieces {
        occupants[cell_of(piece)] += 1;
    }
    let mut placed = vec![0u16; occupants.len()];
    for (index, (piece, piece_spec)) in state.pieces.iter().zip(&spec.pieces).enumerate() {
        let id = (game * 256 + index) as u32;
        let mut token = Token::new(
            id,
            piece.row as usize - 1,
            piece.col as usize - 1,
            piece_spec.team,
            (index + 1).to_string(),
        );
        let here = cell_of(piece);
        if occupants[here] > 1 {
            // Pieces sharing a cell get a side × side grid of sub-cells (side = ⌈√count⌉), one
            // each, and shrink to fit theirs: none covers another or reaches past the cell.
            let (count, k) = (occupants[here] as usize, placed[here] as usize);
            let side = (1..).find(|side| side * side >= count).unwrap_or(count);
            let rows = count.div_ceil(side);
            let pitch = 1.0 / side as f32;
            token.row += ((k / side) as f32 - (rows - 1) as f32 / 2.0) * pitch;
            token.col += ((k % side) as f32 - (side - 1) as f32 / 2.0) * pitch;
            token.size = (100 / side) as u8;
            placed[here] += 1;
        }
        token.dir = Some(direction(piece.dir));
        let round = state.round;
        token.faded = !piece.alive(round);
        let badges = &mut token.badges;
        if !piece.alive(round) {
            badges.push(msg!(
                "skill-chess-respawn-badge",
                rounds = piece.dead(round)
            ));
        }
        if piece.silenced(round) > 0 {
            badges.push(msg!(
                "skill-chess-mute-badge",
                rounds = piece.silenced(round)
            ));
        }
        if piece.rooted(round) > 0 {
            badges.push(msg!("skill-chess-root-badge", rounds = piece.rooted(round)));
        }
        if !piece.boost_ends.is_empty() {
            badges.push(msg!(
                "skill-chess-boost-badge",
                count = piece.boost_ends.len()
            ));
        }
        frame.tokens.push(token);
    }
    let cells = |list: &[(u8, u8)]| {
        list.iter()
            .map(|&(r, c)| (r as u16 - 1, c as u16 - 1))
            .collect()
    };
    if !trace.region.is_empty() {
        frame.marks.push(Mark::Cells {
            cells: cells(&trace.region),
            kind: MARK_CONE,
        });
    }
    if !trace.burst.is_empty() {
        frame.marks.push(Mark::Cells {
            cells: cells(&trace.burst),
            kind: MARK_BURST,
        });
    }
    if trace.wave.len() > 1 {
        frame.marks.push(Mark::Path {
            points: trace.wave.iter().map(|&p| at(p)).collect(),
            kind: MARK_WAVE,
        });
    }
    if !trace.fights.is_empty() {
        frame.marks.push(Mark::Cells {
            cells: cells(&trace.fights),
            kind: MARK_FIGHT,
        });
    }
    for knock in &trace.knocks {
        frame.marks.push(Mark::Arrow {
            from: at(knock.from),
            to: at(knock.to),
            kind: MARK_KNOCK,
        });
    }
    if let Some(caster) = trace.caster {
        let piece = &state.pieces[caster];
        frame.marks.push(Mark::Cells {
            cells: vec![(piece.row as u16 - 1, piece.col as u16 - 1)],
            kind: MARK_CASTER,
        });
    }
    frame.caption = Some(caption);
    // The statement's (x, y): row x and column y, both from 1, as the events print them.
    frame.row_labels = (1..=spec.rows).map(|x| x.to_string()).collect();
    frame.col_labels = (1..=spec.cols).map(|y| y.to_string()).collect();
    frame
}

/// Every piece's state as a text table, its columns aligned as a monospaced font shows them.
fn piece_table(spec: &GameSpec, state: &State) -> String {
    let headings = [
        msg!("skill-chess-column-piece"),
        msg!("skill-chess-column-team"),
        msg!("skill-chess-column-cell"),
        msg!("skill-chess-column-facing"),
        msg!("skill-chess-column-power"),
        msg!("skill-chess-column-wait"),
        msg!("skill-chess-column-silenced"),
        msg!("skill-chess-column-rooted"),
        msg!("skill-chess-column-dead"),
        msg!("skill-chess-column-skill"),
    ];
    let mut rows = vec![headings.map(|heading| heading.to_string()).to_vec()];
    // Up to 200 pieces share two teams and four directions: each name is rendered once.
    let teams = TEAMS.map(|team| team().to_string());
    let directions: Vec<String> = (0..4).map(|dir| direction_name(dir).to_string()).collect();
    for (index, (piece, piece_spec)) in state.pieces.iter().zip(&spec.pieces).enumerate() {
        rows.push(vec![
            name(index).to_string(),
            teams[piece_spec.team as usize].clone(),
            format!("({},{})", piece.row, piece.col),
            directions[piece.dir as usize].clone(),
            format!("({}, {})", piece.a, piece.b),
            piece.cast_wait(state.round).to_string(),
            piece.silenced(state.round).to_string(),
            piece.rooted(state.round).to_string(),
            piece.dead(state.round).to_string(),
            // The skill as the input names it.
            piece_spec.skill.name().to_string(),
        ]);
    }
    boardlab_core::text::columns(&rows)
}
