//! Exploring, for every game: decisions, variations, permalinks' restore, Copy as input.
