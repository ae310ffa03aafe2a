package flagpost.rules;

/** A side's piece of a given rank. Instances are shared: compare with == or equals alike. */
public record Piece(Side side, Rank rank) {

    private static final Piece[][] CACHE = new Piece[2][Rank.values().length];

    static {
        for (Side side : Side.values()) {
            for (Rank rank : Rank.values()) {
                CACHE[side.ordinal()][rank.ordinal()] = new Piece(side, rank);
            }
        }
    }

    public static Piece of(Side side, Rank rank) {
        return CACHE[side.ordinal()][rank.ordinal()];
    }

    @Override
    public String toString() {
        return side.displayName() + " " + rank.displayName();
    }
}
