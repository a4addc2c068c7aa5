//! skill_chess: your own moves, the engine's feedback and the board editor (src/games/skill_chess/).
