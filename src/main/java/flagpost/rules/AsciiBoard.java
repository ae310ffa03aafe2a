package flagpost.rules;

/**
 * Draws a player's view as plain text for emails, from the viewer's chair ({@link BoardLayout}: their own
 * pieces at the bottom). Sides are told apart by brackets, not colour, so it reads in any mail client:
 * <pre>
 *   10   own piece (its rank in the viewer's numbering)
 * [ 9]  enemy piece whose rank is known
 * [ ?]  enemy piece never moved     [?m]  enemy piece that has moved
 *   .   empty square    ~~  lake
 *  ^^^^ on a line of its own under a row: the square above is one of the latest move's two
 * </pre>
 * The marks of the latest move go on a line below the row, under the square's cell, not beside the cell: a
 * bracketed cell fills its four columns and its neighbours are one space away, so a mark in that space would touch a
 * bracket ({@code *[?m]*}) and two marked neighbours would share one.
 */
public final class AsciiBoard {

    private AsciiBoard() {
    }

    public static String render(PlayerView view, Numbering numbering) {
        PlayedMove latest = view.latestMove();
        BoardLayout layout = BoardLayout.of(view.viewer());
        StringBuilder text = new StringBuilder(1200);
        appendFileLetters(text, layout);
        for (int row = 0; row < BoardLayout.SIZE; row++) {
            int rank = layout.rank(row);
            padded(text, Integer.toString(rank), 3).append(' ');
            StringBuilder marks = new StringBuilder("    ");
            boolean anyMarked = false;
            for (int column = 0; column < BoardLayout.SIZE; column++) {
                Square square = layout.square(row, column);
                boolean marked = latest != null && (latest.move().from() == square || latest.move().to() == square);
                text.append(' ').append(cell(view, square, numbering));
                marks.append(marked ? " ^^^^" : "     ");
                anyMarked |= marked;
            }
            text.append("  ").append(rank).append('\n');
            if (anyMarked) {
                text.append(marks.toString().stripTrailing()).append('\n');
            }
        }
        appendFileLetters(text, layout);
        return text.toString();
    }

    /** A short key to print under the board. */
    public static String legend(Numbering numbering) {
        return "Your pieces show their rank (" + (numbering == Numbering.CLASSIC ? "classic numbers: 1 Marshal … 9 Scout, S Spy" : "10 Marshal … 2 Scout, 1 Spy")
                + ", B Bomb, F Flag). [ ] enemy piece: [ ?] unknown, [?m] unknown but has moved. ~~ lake. ^^^^ under the latest move's two squares.";
    }

    private static String cell(PlayerView view, Square square, Numbering numbering) {
        if (square.isLake()) {
            return " ~~ ";
        }
        ViewPiece piece = view.pieceAt(square);
        if (piece == null) {
            return "  . ";
        }
        if (piece.side() == view.viewer()) {
            return padded(new StringBuilder(4).append(' '), piece.rank().symbol(numbering), 2).append(' ').toString();
        }
        if (piece.isRankKnown()) {
            return padded(new StringBuilder(4).append('['), piece.rank().symbol(numbering), 2).append(']').toString();
        }
        return piece.moved() ? "[?m]" : "[ ?]";
    }

    /**
     * Appends {@code value} right-aligned in {@code width} columns, as {@code %<width>s} would: every email's board
     * asked {@code String.format} for up to 90 cells, the costliest part of drawing it (JFR of OutboxBenchmark).
     */
    private static StringBuilder padded(StringBuilder text, String value, int width) {
        for (int pad = value.length(); pad < width; pad++) {
            text.append(' ');
        }
        return text.append(value);
    }

    private static void appendFileLetters(StringBuilder text, BoardLayout layout) {
        text.append("    ");
        for (int column = 0; column < BoardLayout.SIZE; column++) {
            text.append("   ").append(layout.file(column)).append(' ');
        }
        text.append('\n');
    }
}
