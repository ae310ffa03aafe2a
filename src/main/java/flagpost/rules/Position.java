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
}
