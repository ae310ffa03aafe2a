package flagpost.rules;

import java.util.Arrays;

/**
 * One player's last few moves, enough to decide the two-squares rule (docs/RULES.md §5): a move is illegal
 * when the player's previous N moves were all made by the same piece and one square border is crossed
 * by each of them and by the move. Only the last N moves matter, so the check costs the same on ply
 * 20 and on ply 2,000.
 */
final class TwoSquaresWindow {

    static final TwoSquaresWindow EMPTY = new TwoSquaresWindow(new int[0]);

    /** Oldest first, each {@code from << 8 | to}; never longer than the limit it was pushed with. */
    private final int[] moves;

    private TwoSquaresWindow(int[] moves) {
        this.moves = moves;
    }

    /** For GameSnapshot: the moves, oldest first, each {@code from << 8 | to}. */
    int[] packedMoves() {
        return moves.clone();
    }

    static TwoSquaresWindow ofPacked(int[] packed) {
        return packed.length == 0 ? EMPTY : new TwoSquaresWindow(packed.clone());
    }

    TwoSquaresWindow push(int from, int to, int limit) {
        int keep = Math.min(moves.length, limit - 1);
        int[] next = new int[keep + 1];
        System.arraycopy(moves, moves.length - keep, next, 0, keep);
        next[keep] = from << 8 | to;
        return new TwoSquaresWindow(next);
    }

    boolean isStepBack(int from, int to) {
        if (moves.length == 0) {
            return false;
        }
        int packed = moves[moves.length - 1];
        return (packed >> 8) == to && (packed & 0xFF) == from;
    }

    boolean forbids(int from, int to, int limit) {
        if (moves.length < limit) {
            return false;
        }
        int expectedTarget = from;
        for (int i = moves.length - 1; i >= 0; i--) {
            if ((moves[i] & 0xFF) != expectedTarget) {
                return false; // another piece moved in between: the sequence is broken
            }
            expectedTarget = moves[i] >> 8;
        }
        boolean horizontal = from / 10 == to / 10;
        int line = horizontal ? from / 10 : from % 10;
        int low = Math.min(coordinate(from, horizontal), coordinate(to, horizontal));
        int high = Math.max(coordinate(from, horizontal), coordinate(to, horizontal));
        for (int packed : moves) {
            int moveFrom = packed >> 8;
            int moveTo = packed & 0xFF;
            boolean moveHorizontal = moveFrom / 10 == moveTo / 10;
            int moveLine = moveHorizontal ? moveFrom / 10 : moveFrom % 10;
            if (moveHorizontal != horizontal || moveLine != line) {
                return false;
            }
            low = Math.max(low, Math.min(coordinate(moveFrom, horizontal), coordinate(moveTo, horizontal)));
            high = Math.min(high, Math.max(coordinate(moveFrom, horizontal), coordinate(moveTo, horizontal)));
            if (low >= high) {
                return false; // no border crossed by every move
            }
        }
        return true;
    }

    /** Position along the line of a move: the file for a move along a rank, the rank for one along a file. */
    private static int coordinate(int square, boolean horizontal) {
        return horizontal ? square % 10 : square / 10;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof TwoSquaresWindow that && Arrays.equals(moves, that.moves);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(moves);
    }
}
