//! three_kingdoms: your own moves, the engine's feedback and the board editor (src/games/three_kingdoms/).
