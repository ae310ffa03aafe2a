package flagpost.rules;

/**
 * One of the 100 squares. Files a–j run left to right as Red sees the board, ranks 1–10 count from
 * Red's back rank; {@link #index()} is {@code (rank − 1) · 10 + file} with file a = 0.
 */
public final class Square {

    public static final int COUNT = 100;
    private static final Square[] ALL = new Square[COUNT];

    static {
        for (int i = 0; i < COUNT; i++) {
            ALL[i] = new Square(i);
        }
    }

    private final int index;
    /** Made once: names are asked for on every square of every page and email drawn. */
    private final String name;

    private Square(int index) {
        this.index = index;
        this.name = (char) ('a' + index % 10) + Integer.toString(index / 10 + 1);
    }

    public static Square of(int index) {
        if (index < 0 || index >= COUNT) {
            throw new IllegalArgumentException("square index out of range: " + index);
        }
        return ALL[index];
    }

    /** @param file 0 (a) to 9 (j)
     *  @param rank 1 to 10 */
    public static Square at(int file, int rank) {
        if (file < 0 || file > 9 || rank < 1 || rank > 10) {
            throw new IllegalArgumentException("no square at file " + file + ", rank " + rank);
        }
        return ALL[(rank - 1) * 10 + file];
    }

    /** Reads a square such as {@code e3} or {@code a10}; returns null when the text is not a square. */
    public static Square parseOrNull(String text) {
        if (text == null || text.length() < 2 || text.length() > 3) {
            return null;
        }
        char fileChar = Character.toLowerCase(text.charAt(0));
        if (fileChar < 'a' || fileChar > 'j') {
            return null;
        }
        String rankText = text.substring(1);
        int rank;
        if (rankText.equals("10")) {
            rank = 10;
        } else if (rankText.length() == 1 && rankText.charAt(0) >= '1' && rankText.charAt(0) <= '9') {
            rank = rankText.charAt(0) - '0';
        } else {
            return null;
        }
        return at(fileChar - 'a', rank);
    }

    public static Square parse(String text) {
        Square square = parseOrNull(text);
        if (square == null) {
            throw new IllegalArgumentException("not a square: " + text);
        }
        return square;
    }

    public int index() {
        return index;
    }

    /** 0 for file a … 9 for file j. */
    public int file() {
        return index % 10;
    }

    /** 1 … 10. */
    public int rank() {
        return index / 10 + 1;
    }

    public boolean isLake() {
        return isLake(index);
    }

    static boolean isLake(int index) {
        int rank = index / 10 + 1;
        int file = index % 10;
        return (rank == 5 || rank == 6) && (file == 2 || file == 3 || file == 6 || file == 7);
    }

    public String name() {
        return name;
    }

    @Override
    public String toString() {
        return name();
    }
}
