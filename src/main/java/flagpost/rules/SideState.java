package flagpost.rules;

/**
 * What the rules remember of one side's recent play: the window of its last moves for the two-squares
 * rule, its chase for the more-squares rule (both bounded by the rules, not by the game's length), and
 * its last move, which both players see.
 */
record SideState(TwoSquaresWindow twoSquares, Chase chase, PlayedMove lastMove) {

    /** Before the side's first move. */
    static final SideState START = new SideState(TwoSquaresWindow.EMPTY, Chase.NONE, null);

    /** The same state with another chase; the same object when the chase did not change. */
    SideState withChase(Chase next) {
        return next == chase ? this : new SideState(twoSquares, next, lastMove);
    }
}
