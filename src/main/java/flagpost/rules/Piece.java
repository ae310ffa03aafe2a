package flagpost.rules;

/** A side's piece of a given rank. Instances are shared: compare with == or equals alike. */
public record Piece(Side side, Rank rank) {

    private static final int RANKS = Rank.values().length;

    /** How many different pieces there are: every rank of both sides (24). */
    static final int COUNT = Side.values().length * RANKS;

    private static final Piece[] ALL = new Piece[COUNT];

    static {
        for (Side side : Side.values()) {
            for (Rank rank : Rank.values()) {
                ALL[index(side, rank)] = new Piece(side, rank);
            }
        }
    }

    public static Piece of(Side side, Rank rank) {
        return ALL[index(side, rank)];
    }

    /**
     * The place of this piece in a table with one entry per piece ({@link #COUNT} entries): Red's ranks
     * strongest first, then Blue's. Snapshots store the captured pieces in this order.
     */
    int index() {
        return index(side, rank);
    }

    private static int index(Side side, Rank rank) {
        return side.ordinal() * RANKS + rank.ordinal();
    }

    @Override
    public String toString() {
        return side.displayName() + " " + rank.displayName();
    }
}
