package flagpost.rules;

/** An immutable set of squares in two words. */
record SquareSet(long low, long high) {

    static final SquareSet EMPTY = new SquareSet(0, 0);

    SquareSet with(int square) {
        return square < 64 ? new SquareSet(low | 1L << square, high) : new SquareSet(low, high | 1L << (square - 64));
    }

    SquareSet without(int square) {
        return square < 64 ? new SquareSet(low & ~(1L << square), high) : new SquareSet(low, high & ~(1L << (square - 64)));
    }

    boolean contains(int square) {
        return square < 64 ? (low & 1L << square) != 0 : (high & 1L << (square - 64)) != 0;
    }

    boolean intersects(SquareSet other) {
        return (low & other.low) != 0 || (high & other.high) != 0;
    }

    boolean isEmpty() {
        return low == 0 && high == 0;
    }
}
