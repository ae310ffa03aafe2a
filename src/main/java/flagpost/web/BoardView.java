package flagpost.web;

import flagpost.rules.Move;
import flagpost.rules.Numbering;
import flagpost.rules.PlayedMove;
import flagpost.rules.PlayerView;
import flagpost.rules.Rank;
import flagpost.rules.Side;
import flagpost.rules.Square;
import flagpost.rules.ViewPiece;
import io.quarkus.qute.RawString;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * A player's view laid out for the board pages ({@code templates/tags/board.html}), from the viewer's
 * chair: Red sees rank 10 at the top and files a…j, Blue sees rank 1 at the top and files j…a.
 *
 * <p>Built only from a {@link PlayerView}, so it cannot show what the viewer may not know. Sides differ
 * by more than colour: the viewer's pieces are solid, the enemy's outlined, and every square carries a
 * label in words ("e7: Blue piece, rank unknown, has moved") for screen readers and hover.
 *
 * <p>{@code targets} maps each square the viewer may move from to its legal targets (server-computed,
 * see {@link #of(PlayerView, Numbering, List)}); the play page's script only highlights what it is given.
 *
 * <p>{@link #html()} writes the board's markup in Java rather than in a Qute loop: a hundred squares of
 * half a dozen expressions each were most of a play page's cost under load. Every value is escaped.
 */
public record BoardView(Side viewer, String label, List<String> files, List<Row> rows, boolean interactive) {

    private static final Side[] SIDES = Side.values();

    public record Row(int rank, List<Cell> cells) {
    }

    /**
     * One square. {@code classes} are CSS classes (see flagpost.css, "Board"); {@code symbol} the text on
     * the piece ({@code ?} for an unknown enemy); {@code targets} the legal targets, space separated, or "".
     */
    public record Cell(String square, String classes, String symbol, String label, String targets) {

        public boolean hasTargets() {
            return !targets.isEmpty();
        }
    }

    /** A board to look at (history, finished games, the opponent's turn). */
    public static BoardView of(PlayerView view, Numbering numbering) {
        return of(view, numbering, List.of());
    }

    /** A board to play on: {@code legalMoves} are the viewer's legal moves, empty when it is not their turn. */
    public static BoardView of(PlayerView view, Numbering numbering, List<Move> legalMoves) {
        Map<Square, String> targets = legalMoves.stream().collect(Collectors.groupingBy(Move::from,
                Collectors.mapping(move -> move.to().name(), Collectors.joining(" "))));
        boolean red = view.viewer() == Side.RED;
        List<String> files = new ArrayList<>();
        for (int column = 0; column < 10; column++) {
            files.add(String.valueOf((char) ('a' + (red ? column : 9 - column))));
        }
        PlayedMove[] lastMoves = new PlayedMove[SIDES.length];
        for (Side side : SIDES) {
            lastMoves[side.ordinal()] = view.lastMove(side);
        }
        List<Row> rows = new ArrayList<>();
        for (int row = 0; row < 10; row++) {
            int rank = red ? 10 - row : row + 1;
            List<Cell> cells = new ArrayList<>();
            for (int column = 0; column < 10; column++) {
                Square square = Square.at(red ? column : 9 - column, rank);
                cells.add(cell(view, square, numbering, lastMoves, targets.getOrDefault(square, "")));
            }
            rows.add(new Row(rank, List.copyOf(cells)));
        }
        return new BoardView(view.viewer(), "The board as " + view.viewer().displayName() + " sees it", List.copyOf(files),
                List.copyOf(rows), !legalMoves.isEmpty());
    }

    /**
     * The board's markup (see {@code templates/tags/board.html}, which inserts it): a grid of file and rank
     * labels and one element per square. An interactive board (the viewer's turn) has a button per square,
     * whose {@code data-targets} the play page's script highlights; otherwise squares are plain cells.
     */
    public RawString html() {
        StringBuilder html = new StringBuilder(16_384); // a play board is 10,000 to 15,000 characters
        html.append("<div class=\"board").append(interactive ? " interactive" : "").append("\" role=\"group\" aria-label=\"")
                .append(escape(label)).append("\" data-viewer=\"").append(viewer).append("\">\n<span class=\"corner\"></span>");
        for (String file : files) {
            html.append("<span class=\"file\">").append(escape(file)).append("</span>");
        }
        html.append('\n');
        for (Row row : rows) {
            html.append("<span class=\"rank\">").append(row.rank()).append("</span>");
            for (Cell cell : row.cells()) {
                String element = interactive ? "button" : "span";
                html.append('<').append(element).append(interactive ? " type=\"button\"" : "").append(" class=\"")
                        .append(escape(cell.classes())).append("\" data-square=\"").append(cell.square()).append('"');
                if (interactive && cell.hasTargets()) {
                    html.append(" data-targets=\"").append(escape(cell.targets())).append('"');
                }
                String label = escape(cell.label());
                html.append(interactive ? "" : " role=\"img\"").append(" aria-label=\"").append(label).append("\" title=\"").append(label)
                        .append("\">").append(escape(cell.symbol())).append("</").append(element).append('>');
            }
            html.append('\n');
        }
        return new RawString(html.append("</div>").toString());
    }

    private static String escape(String text) {
        StringBuilder escaped = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            String entity = switch (c) {
                case '&' -> "&amp;";
                case '<' -> "&lt;";
                case '>' -> "&gt;";
                case '"' -> "&quot;";
                case '\'' -> "&#39;";
                default -> null;
            };
            if (entity != null && escaped == null) {
                escaped = new StringBuilder(text.length() + 16).append(text, 0, i);
            }
            if (escaped != null) {
                if (entity != null) {
                    escaped.append(entity);
                } else {
                    escaped.append(c);
                }
            }
        }
        return escaped == null ? text : escaped.toString();
    }

    /**
     * One square's classes and words. A board has a hundred of these on every page view, so the builders
     * start big enough for the longest label and the last moves sit in an array (by side) rather than a map
     * whose iteration allocates per square.
     */
    private static Cell cell(PlayerView view, Square square, Numbering numbering, PlayedMove[] lastMoves, String targets) {
        StringBuilder classes = new StringBuilder(64).append("sq");
        StringBuilder label = new StringBuilder(128).append(square.name());
        String symbol = "";
        if (square.isLake()) {
            classes.append(" lake");
            label.append(": lake");
        } else {
            ViewPiece piece = view.pieceAt(square);
            if (piece == null) {
                label.append(": empty");
            } else {
                boolean own = piece.side() == view.viewer();
                classes.append(own ? " own " : " enemy ").append(piece.side() == Side.RED ? "red" : "blue");
                if (own) {
                    label.append(": your ").append(piece.rank().displayName());
                    symbol = piece.rank().symbol(numbering);
                    if (piece.revealed() || piece.knownScout()) {
                        classes.append(" known");
                        label.append(", known to ").append(view.viewer().opponent().displayName());
                    }
                } else if (piece.isRankKnown()) {
                    label.append(": ").append(piece.side().displayName()).append(' ').append(piece.rank().displayName());
                    symbol = piece.rank().symbol(numbering);
                    if (piece.knownScout() && !piece.revealed() && piece.rank() == Rank.SCOUT) {
                        classes.append(" scout-known");
                        label.append(" (known from a long move)");
                    }
                } else {
                    classes.append(" unknown");
                    label.append(": ").append(piece.side().displayName()).append(" piece, rank unknown");
                    symbol = "?";
                }
                if (piece.moved()) {
                    classes.append(" moved");
                    label.append(", has moved");
                }
            }
        }
        for (Side side : SIDES) {
            PlayedMove last = lastMoves[side.ordinal()];
            if (last == null || (last.move().from() != square && last.move().to() != square)) {
                continue;
            }
            String who = side == view.viewer() ? "your" : side.displayName() + "'s";
            if (last.move().from() == square) {
                classes.append(" last-from");
                label.append(", ").append(who).append(" last move started here");
            } else {
                classes.append(" last-to");
                label.append(", ").append(who).append(" last move ended here");
            }
        }
        if (!targets.isEmpty()) {
            classes.append(" movable");
        }
        return new Cell(square.name(), classes.toString(), symbol, label.toString(), targets);
    }
}
