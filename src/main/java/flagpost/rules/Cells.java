package flagpost.rules;

/**
 * The board as 100 bytes, one per square: 0 for empty, else the piece and what both players know
 * about it. Arrays handed to a {@link Game} are never written again.
 */
final class Cells {

    static final int RANK_MASK = 0x0F;      // rank ordinal + 1
    static final int BLUE = 0x10;
    static final int IDENTITY_MASK = 0x1F;  // side and rank: what a position is made of
    static final int MOVED = 0x20;          // known to be movable
    static final int REVEALED = 0x40;       // took part in a battle
    static final int KNOWN_SCOUT = 0x80;    // moved more than one square at once

    private Cells() {
    }

    static int encode(Piece piece) {
        return (piece.rank().ordinal() + 1) | (piece.side() == Side.BLUE ? BLUE : 0);
    }

    static Rank rank(int cell) {
        return Rank.ofIndex((cell & RANK_MASK) - 1);
    }

    static Side side(int cell) {
        return (cell & BLUE) != 0 ? Side.BLUE : Side.RED;
    }

    static boolean isSide(int cell, Side side) {
        return cell != 0 && ((cell & BLUE) != 0) == (side == Side.BLUE);
    }

    static Piece piece(int cell) {
        return cell == 0 ? null : Piece.of(side(cell), rank(cell));
    }

    static boolean isMovable(int cell) {
        int rankIndex = (cell & RANK_MASK) - 1;
        return rankIndex != Rank.BOMB.ordinal() && rankIndex != Rank.FLAG.ordinal();
    }

    static boolean isScout(int cell) {
        return (cell & RANK_MASK) - 1 == Rank.SCOUT.ordinal();
    }
}
