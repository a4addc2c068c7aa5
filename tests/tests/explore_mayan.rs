//! mayan: your own moves, the engine's feedback and the board editor (src/games/mayan/).
