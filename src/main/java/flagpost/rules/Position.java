package flagpost.rules;

/**
 * A position in the sense of docs/RULES.md §6: the pieces on the board and the side to move, with the
 * Zobrist hash of both, so that positions can be compared by hash first. The cells are the game's own
 * array and are never written again (see {@link Cells}).
 */
record Position(byte[] cells, Side toMove, long hash) {

    /** A position whose hash is still to be worked out: at the start, or read from a snapshot. */
    static Position of(byte[] cells, Side toMove) {
        return new Position(cells, toMove, Zobrist.hash(cells, toMove));
    }

    /** The hash of the position after the piece on {@code from} moves to the empty square {@code to}. */
    long hashAfterQuietMove(int from, int to) {
        int moving = cells[from];
        return hash ^ Zobrist.BLUE_TO_MOVE ^ Zobrist.key(from, moving) ^ Zobrist.key(to, moving);
    }

    /**
     * Whether this position, after the piece on {@code from} moves to the empty square {@code to}, has the
     * same pieces (owners and ranks, not what is known about them) as {@code other}. Compares square by
     * square, without building the board after the move.
     */
    boolean samePiecesAfterQuietMove(int from, int to, Position other) {
        for (int square = 0; square < Square.COUNT; square++) {
            int after = square == to ? cells[from] : square == from ? 0 : cells[square];
            if ((after & Cells.IDENTITY_MASK) != (other.cells[square] & Cells.IDENTITY_MASK)) {
                return false;
            }
        }
        return true;
    }
}
