package flagpost.web;

import flagpost.rules.BoardLayout;
import flagpost.rules.Move;
import flagpost.rules.Numbering;
import flagpost.rules.PlayedMove;
import flagpost.rules.PlayerView;
import flagpost.rules.Rank;
import flagpost.rules.RefusedMove;
import flagpost.rules.Side;
import flagpost.rules.Square;
import flagpost.rules.ViewPiece;
import flagpost.words.Squares;
import io.quarkus.qute.RawString;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * A player's view laid out for the board pages ({@code templates/tags/board.html}), from the viewer's
 * chair ({@link BoardLayout}): Red sees rank 10 at the top and files a…j, Blue sees rank 1 at the top and files j…a.
 *
 * <p>Built only from a {@link PlayerView}, so it cannot show what the viewer may not know. Sides differ
 * by more than colour: the viewer's pieces are solid, the enemy's outlined, and every square carries a
 * label in words ("e7: Blue piece, rank unknown, has moved") for screen readers and hover.
 *
 * <p>On the viewer's turn the board marks what the server computed (see {@link #of(PlayerView, Numbering, List, List)}):
 * {@code targets} maps each square the viewer may move from to its legal targets, space separated; {@code forbidden}
 * maps a square to the targets a repetition rule forbids its piece now (their reasons are listed beside the board,
 * see {@link PlayPage}); {@code attackable} holds the enemy pieces some legal move attacks. The play page's script
 * only highlights what it is given: it never judges a move itself. The forbidden moves are the viewer's own pieces'
 * moves, so they tell nothing about the enemy's.
 *
 * <p>{@link #html()} writes the board's markup in Java, straight into one buffer, rather than in a Qute
 * loop or through an object per square: a hundred squares are written on every page view, and they were
 * first most of a play page's time and then most of what it allocated. Every value is escaped.
 */
public record BoardView(PlayerView view, Numbering numbering, Map<Square, String> targets, Map<Square, String> forbidden,
        Set<Square> attackable, boolean interactive) {

    private static final Side[] SIDES = Side.values();

    /** A board to look at (history, finished games, the opponent's turn). */
    public static BoardView of(PlayerView view, Numbering numbering) {
        return of(view, numbering, List.of(), List.of());
    }

    /**
     * A board to play on: {@code legalMoves} are the viewer's legal moves and {@code refusedMoves} the moves a
     * repetition rule forbids them now, both empty when it is not their turn.
     */
    public static BoardView of(PlayerView view, Numbering numbering, List<Move> legalMoves, List<RefusedMove> refusedMoves) {
        Set<Square> attackable = new HashSet<>();
        for (Move move : legalMoves) {
            ViewPiece target = view.pieceAt(move.to());
            if (target != null && target.side() != view.viewer()) {
                attackable.add(move.to());
            }
        }
        return new BoardView(view, numbering, targetsByPiece(legalMoves.stream()),
                targetsByPiece(refusedMoves.stream().map(RefusedMove::move)), Set.copyOf(attackable), !legalMoves.isEmpty());
    }

    /** The moves' targets, space separated, by the square each starts from. */
    private static Map<Square, String> targetsByPiece(Stream<Move> moves) {
        return Map.copyOf(moves.collect(Collectors.groupingBy(Move::from,
                Collectors.mapping(move -> move.to().name(), Collectors.joining(" ")))));
    }

    /**
     * The board's markup (see {@code templates/tags/board.html}, which inserts it): a grid of file and rank
     * labels and one element per square. An interactive board (the viewer's turn) has a button per square,
     * whose {@code data-targets} and {@code data-forbidden} the play page's script highlights; otherwise squares
     * are plain cells.
     */
    public RawString html() {
        BoardLayout layout = BoardLayout.of(view.chair());
        StringBuilder html = new StringBuilder(16_384); // a play board is 10,000 to 15,000 characters
        html.append("<div class=\"board").append(interactive ? " interactive" : "").append("\" role=\"group\" aria-label=\"")
                .append(view.isSpectator() ? "The board as both players have seen it, from Red's side"
                        : "The board as " + view.viewer().displayName() + " sees it")
                .append("\" data-viewer=\"").append(view.chair())
                .append("\">\n<span class=\"corner\"></span>");
        for (int column = 0; column < BoardLayout.SIZE; column++) {
            html.append("<span class=\"file\">").append(layout.file(column)).append("</span>");
        }
        html.append('\n');
        StringBuilder label = new StringBuilder(128); // one square's words, written twice (aria-label and title)
        for (int row = 0; row < BoardLayout.SIZE; row++) {
            html.append("<span class=\"rank\">").append(layout.rank(row)).append("</span>");
            for (int column = 0; column < BoardLayout.SIZE; column++) {
                writeSquare(html, label, layout.square(row, column));
            }
            html.append('\n');
        }
        return new RawString(html.append("</div>").toString());
    }

    /**
     * One square: its CSS classes (see flagpost.css, "Board") go straight into {@code html} while its words
     * collect in {@code label}; the text on the piece is {@code ?} for an unknown enemy.
     */
    private void writeSquare(StringBuilder html, StringBuilder label, Square square) {
        String element = interactive ? "button" : "span";
        html.append('<').append(element).append(interactive ? " type=\"button\"" : "").append(" class=\"sq");
        label.setLength(0);
        ViewPiece piece = square.isLake() ? null : view.pieceAt(square);
        Squares.label(label, square, piece, view.viewer());
        String symbol = "";
        if (square.isLake()) {
            html.append(" lake");
        } else if (piece != null) {
            symbol = describePiece(html, label, piece);
        }
        for (Side side : SIDES) {
            PlayedMove last = view.lastMove(side);
            if (last == null || (last.move().from() != square && last.move().to() != square)) {
                continue;
            }
            String who = side == view.viewer() ? "your" : side.displayName() + "'s";
            boolean from = last.move().from() == square;
            html.append(from ? " last-from" : " last-to");
            label.append(", ").append(who).append(from ? " last move started here" : " last move ended here");
        }
        String squareTargets = targets.getOrDefault(square, "");
        if (!squareTargets.isEmpty()) {
            html.append(" movable");
            label.append(", can move");
        }
        if (attackable.contains(square)) {
            html.append(" attackable");
            label.append(", you can attack it");
        }
        html.append("\" data-square=\"").append(square.name()).append('"');
        if (interactive && !squareTargets.isEmpty()) {
            Html.appendEscaped(html.append(" data-targets=\""), squareTargets).append('"');
        }
        String squareForbidden = forbidden.getOrDefault(square, "");
        if (interactive && !squareForbidden.isEmpty()) {
            Html.appendEscaped(html.append(" data-forbidden=\""), squareForbidden).append('"');
        }
        html.append(interactive ? "" : " role=\"img\"");
        Html.appendEscaped(html.append(" aria-label=\""), label).append('"');
        Html.appendEscaped(html.append(" title=\""), label).append("\">");
        Html.appendEscaped(html, symbol).append("</").append(element).append('>');
    }

    /**
     * Classes into {@code html}, more words into {@code label}; returns the text shown on the piece. A known rank's
     * symbol is in the words too, right after the rank ("your Scout 2"), so a square's name contains the text it shows
     * (WCAG 2.5.3: a voice user says what they see); the {@code ?} of an unknown piece says nothing the words don't.
     */
    private String describePiece(StringBuilder html, StringBuilder label, ViewPiece piece) {
        boolean own = piece.side() == view.viewer();
        html.append(own ? " own " : " enemy ").append(piece.side() == Side.RED ? "red" : "blue");
        String symbol;
        if (own || piece.isRankKnown()) {
            label.append(' ').append(piece.rank().symbol(numbering));
        }
        if (own) {
            symbol = piece.rank().symbol(numbering);
            if (piece.revealed() || piece.knownScout()) {
                html.append(" known");
                label.append(", known to ").append(view.viewer().opponent().displayName());
            }
        } else if (piece.isRankKnown()) {
            symbol = piece.rank().symbol(numbering);
            if (piece.knownScout() && !piece.revealed() && piece.rank() == Rank.SCOUT) {
                html.append(" scout-known");
                label.append(" (known from a long move)");
            }
        } else {
            html.append(" unknown");
            symbol = "?";
        }
        if (piece.moved()) {
            html.append(" moved");
            label.append(", has moved");
        }
        return symbol;
    }
}
