//! match3: your own moves, the engine's feedback and the board editor (src/games/match3/).
