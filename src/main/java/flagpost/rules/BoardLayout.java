package flagpost.rules;

import java.util.Objects;

/**
 * The board as one player sits at it: what every drawing of a board (the emails' text and HTML boards, the
 * play, history and setup pages) lays out. Rows run top to bottom and columns left to right as that player
 * sees them: Red has rank 10 at the top and files a…j, Blue, across the table, rank 1 at the top and files
 * j…a. So each player's own pieces are at the bottom.
 *
 * <p>There are two layouts, made once; a drawing asks only for array entries, so it costs nothing per square.
 */
public final class BoardLayout {

    /** Rows and columns. */
    public static final int SIZE = 10;

    private static final BoardLayout RED = new BoardLayout(Side.RED);
    private static final BoardLayout BLUE = new BoardLayout(Side.BLUE);

    private final Side seat;
    private final int[] ranks = new int[SIZE];
    private final char[] files = new char[SIZE];
    private final Square[] squares = new Square[SIZE * SIZE];

    private BoardLayout(Side seat) {
        this.seat = seat;
        boolean red = seat == Side.RED;
        for (int i = 0; i < SIZE; i++) {
            ranks[i] = red ? SIZE - i : i + 1;
            files[i] = (char) ('a' + (red ? i : SIZE - 1 - i));
        }
        for (int row = 0; row < SIZE; row++) {
            for (int column = 0; column < SIZE; column++) {
                squares[row * SIZE + column] = Square.at(files[column] - 'a', ranks[row]);
            }
        }
    }

    /** The board as {@code seat} sees it. */
    public static BoardLayout of(Side seat) {
        return seat == Side.RED ? RED : BLUE;
    }

    public Side seat() {
        return seat;
    }

    /** The rank shown beside {@code row} (0 at the top): 10 … 1 for Red, 1 … 10 for Blue. */
    public int rank(int row) {
        return ranks[row];
    }

    /** The file letter over {@code column} (0 at the left): a … j for Red, j … a for Blue. */
    public char file(int column) {
        return files[column];
    }

    /** The square at {@code row} (0 at the top) and {@code column} (0 at the left). */
    public Square square(int row, int column) {
        return squares[Objects.checkIndex(row, SIZE) * SIZE + Objects.checkIndex(column, SIZE)];
    }
}
