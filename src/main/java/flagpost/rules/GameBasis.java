package flagpost.rules;

/**
 * What a game is played with: the variant, the options and both setups. Fixed when the game starts, so
 * every ply of one game shares the same object. The setups are null for a game set up from a position
 * ({@link Game#fromPosition}).
 */
record GameBasis(Variant variant, GameOptions options, BothSides<Setup> setups) {
}
