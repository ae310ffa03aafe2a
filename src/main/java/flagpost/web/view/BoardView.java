package flagpost.web.view;

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
import flagpost.web.wording.PlayBundle;
import flagpost.web.wording.PlayWords;
import flagpost.words.Language;
import flagpost.words.Markup;
import flagpost.words.Squares;
import flagpost.words.Terms;
import io.quarkus.qute.RawString;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A player's view laid out for the board pages ({@code {#board}}, flagpost.web.page.BoardSection), from the viewer's
 * chair ({@link BoardLayout}): Red sees rank 10 at the top and files a…j, Blue sees rank 1 at the top and files j…a.
 *
 * <p>Built only from a {@link PlayerView}, so it cannot show what the viewer may not know. Sides differ
 * by more than colour: the viewer's pieces are solid, the enemy's outlined, and every square carries a
 * label in words ("e7: Blue piece, rank unknown, has moved") for screen readers and hover.
 *
 * <p>On the viewer's turn the board marks what the server computed (see {@link #of(Language, PlayerView, Numbering, List, List)}):
 * {@code targets} maps each square the viewer may move from to its legal targets, space separated; {@code forbidden}
 * maps a square to the targets a repetition rule forbids its piece now (their reasons are listed beside the board,
 * see {@link PlayPage}); {@code attackable} holds the enemy pieces some legal move attacks. The play page's script
 * only highlights what it is given: it never judges a move itself. The forbidden moves are the viewer's own pieces'
 * moves, so they tell nothing about the enemy's.
 *
 * <p>{@link #markup()} writes the board's markup in Java, straight into one buffer, rather than in a Qute
 * loop or through an object per square: a hundred squares are written on every page view, and they were
 * first most of a play page's time and then most of what it allocated. Every value is escaped. For the same reason
 * the squares' words in the reader's {@code language} are looked up once per language ({@link Words}), not per square.
 */
public record BoardView(Language language, PlayerView view, Numbering numbering, Map<Square, String> targets,
        Map<Square, String> forbidden, Set<Square> attackable, boolean interactive) {

    private static final Side[] SEATS = Side.values();

    private static final Map<Language, Words> WORDS = new ConcurrentHashMap<>();

    /**
     * Each thread's buffer for a board's markup, kept from one page to the next: a board is 10,000 to 15,000
     * characters (a hundred squares, so never much more), and a fresh buffer for each was an eighth of what a play
     * page allocated. {@link #markup()} neither calls out nor is called again while it writes, so one buffer a
     * thread is enough.
     */
    private static final ThreadLocal<StringBuilder> MARKUP = ThreadLocal.withInitial(() -> new StringBuilder(16_384));

    /**
     * The few words a square's label adds after what {@link Squares#label} says of the square and its piece, in one
     * language, each with its leading comma; indexed by {@link Side#ordinal()} where a side is named.
     */
    private record Words(String spectatorBoard, String[] seatBoard, String yourLastFrom, String yourLastTo, String[] seatLastFrom,
            String[] seatLastTo, String canMove, String attackable, String[] knownTo, String knownFromLongMove, String hasMoved) {

        static Words of(Language language) {
            PlayBundle words = PlayWords.of(language);
            String[] seatBoard = new String[SEATS.length];
            String[] seatLastFrom = new String[SEATS.length];
            String[] seatLastTo = new String[SEATS.length];
            String[] knownTo = new String[SEATS.length];
            for (Side seat : SEATS) {
                String name = Terms.colour(language, seat);
                seatBoard[seat.ordinal()] = words.boardSeatLabel(name);
                seatLastFrom[seat.ordinal()] = words.boardSideLastFrom(name);
                seatLastTo[seat.ordinal()] = words.boardSideLastTo(name);
                knownTo[seat.ordinal()] = words.boardKnownTo(name);
            }
            return new Words(words.boardSpectatorLabel(), seatBoard, words.boardYourLastFrom(), words.boardYourLastTo(), seatLastFrom,
                    seatLastTo, words.boardCanMove(), words.boardAttackable(), knownTo, words.boardKnownFromLongMove(),
                    words.boardHasMoved());
        }
    }

    /** A board to look at (history, finished games, the opponent's turn). */
    public static BoardView of(Language language, PlayerView view, Numbering numbering) {
        return of(language, view, numbering, List.of(), List.of());
    }

    /**
     * A board to play on: {@code legalMoves} are the viewer's legal moves and {@code refusedMoves} the moves a
     * repetition rule forbids them now, both empty when it is not their turn.
     */
    public static BoardView of(Language language, PlayerView view, Numbering numbering, List<Move> legalMoves,
            List<RefusedMove> refusedMoves) {
        Set<Square> attackable = new HashSet<>();
        for (Move move : legalMoves) {
            ViewPiece target = view.pieceAt(move.to());
            if (target != null && target.side() != view.viewer()) {
                attackable.add(move.to());
            }
        }
        List<Move> refused = refusedMoves.isEmpty() ? List.of() : refusedMoves.stream().map(RefusedMove::move).toList();
        return new BoardView(language, view, numbering, targetsByPiece(legalMoves), targetsByPiece(refused),
                Collections.unmodifiableSet(attackable), !legalMoves.isEmpty());
    }

    /** The moves' targets, space separated, by the square each starts from (a loop: this runs on every page view). */
    private static Map<Square, String> targetsByPiece(List<Move> moves) {
        if (moves.isEmpty()) {
            return Map.of();
        }
        Map<Square, String> targets = new HashMap<>();
        for (Move move : moves) {
            targets.merge(move.from(), move.to().name(), (earlier, next) -> earlier + " " + next);
        }
        return Collections.unmodifiableMap(targets);
    }

    /**
     * The board's markup (the board pages insert it with {@code {#board board=... /}}, flagpost.web.page.BoardSection,
     * which writes {@link #markup()} without this copy): a grid of file and rank
     * labels and one element per square. An interactive board (the viewer's turn) has a button per square,
     * whose {@code data-targets} and {@code data-forbidden} the play page's script highlights; otherwise squares
     * are plain cells.
     */
    public RawString html() {
        return new RawString(markup().toString());
    }

    /**
     * {@link #html()} in this thread's buffer, without a copy: valid until the thread writes its next board, so the
     * caller writes it out at once (flagpost.web.page.BoardSection, straight into the page's bytes).
     */
    public CharSequence markup() {
        BoardLayout layout = BoardLayout.of(view.chair());
        Words words = WORDS.computeIfAbsent(language, Words::of);
        StringBuilder html = MARKUP.get();
        html.setLength(0);
        html.append("<div class=\"board").append(interactive ? " interactive" : "").append("\" role=\"group\" aria-label=\""); // not for players: CSS
        String boardLabel = view.isSpectator() ? words.spectatorBoard() : words.seatBoard()[view.viewer().ordinal()];
        // An apostrophe needs no escape in a double-quoted value, and the board's name keeps "Red's" as it always read.
        for (String part : boardLabel.split("'", -1)) {
            Markup.appendEscaped(html, part).append('\'');
        }
        html.setLength(html.length() - 1);
        html.append("\" data-viewer=\"").append(view.chair())
                .append("\">\n<span class=\"corner\"></span>");
        for (int column = 0; column < BoardLayout.SIZE; column++) {
            html.append("<span class=\"file\">").append(layout.file(column)).append("</span>");
        }
        html.append('\n');
        StringBuilder label = new StringBuilder(128); // one square's words, written twice (aria-label and title)
        for (int row = 0; row < BoardLayout.SIZE; row++) {
            html.append("<span class=\"rank\">").append(layout.rank(row)).append("</span>");
            for (int column = 0; column < BoardLayout.SIZE; column++) {
                writeSquare(html, label, words, layout.square(row, column));
            }
            html.append('\n');
        }
        return html.append("</div>");
    }

    /**
     * One square: its CSS classes (see flagpost.css, "Board") go straight into {@code html} while its words
     * collect in {@code label}; the text on the piece is {@code ?} for an unknown enemy.
     */
    private void writeSquare(StringBuilder html, StringBuilder label, Words words, Square square) {
        String element = interactive ? "button" : "span";
        html.append('<').append(element).append(interactive ? " type=\"button\"" : "").append(" class=\"sq");
        label.setLength(0);
        ViewPiece piece = square.isLake() ? null : view.pieceAt(square);
        Squares.label(language, label, square, piece, view.viewer());
        String symbol = "";
        if (square.isLake()) {
            html.append(" lake"); // not for players: CSS
        } else if (piece != null) {
            symbol = describePiece(html, label, words, piece);
        }
        for (Side seat : SEATS) {
            PlayedMove last = view.lastMove(seat);
            if (last == null || (last.move().from() != square && last.move().to() != square)) {
                continue;
            }
            boolean from = last.move().from() == square;
            html.append(from ? " last-from" : " last-to");
            if (seat == view.viewer()) {
                label.append(from ? words.yourLastFrom() : words.yourLastTo());
            } else {
                label.append(from ? words.seatLastFrom()[seat.ordinal()] : words.seatLastTo()[seat.ordinal()]);
            }
        }
        String squareTargets = targets.getOrDefault(square, "");
        if (!squareTargets.isEmpty()) {
            html.append(" movable"); // not for players: CSS
            label.append(words.canMove());
        }
        if (attackable.contains(square)) {
            html.append(" attackable"); // not for players: CSS
            label.append(words.attackable());
        }
        html.append("\" data-square=\"").append(square.name()).append('"');
        if (interactive && !squareTargets.isEmpty()) {
            Markup.appendEscaped(html.append(" data-targets=\""), squareTargets).append('"');
        }
        String squareForbidden = forbidden.getOrDefault(square, "");
        if (interactive && !squareForbidden.isEmpty()) {
            Markup.appendEscaped(html.append(" data-forbidden=\""), squareForbidden).append('"');
        }
        html.append(interactive ? "" : " role=\"img\"");
        Markup.appendEscaped(html.append(" aria-label=\""), label).append('"');
        Markup.appendEscaped(html.append(" title=\""), label).append("\">");
        Markup.appendEscaped(html, symbol).append("</").append(element).append('>');
    }

    /**
     * Classes into {@code html}, more words into {@code label}; returns the text shown on the piece. A known rank's
     * symbol is in the words too, right after the rank ("your Scout 2"), so a square's name contains the text it shows
     * (WCAG 2.5.3: a voice user says what they see); the {@code ?} of an unknown piece says nothing the words don't.
     */
    private String describePiece(StringBuilder html, StringBuilder label, Words words, ViewPiece piece) {
        boolean own = piece.side() == view.viewer();
        html.append(own ? " own " : " enemy ").append(piece.side() == Side.RED ? "red" : "blue"); // not for players: CSS
        String symbol;
        if (own || piece.isRankKnown()) {
            label.append(' ').append(piece.rank().symbol(numbering));
        }
        if (own) {
            symbol = piece.rank().symbol(numbering);
            if (piece.revealed() || piece.knownScout()) {
                html.append(" known"); // not for players: CSS
                label.append(words.knownTo()[view.viewer().opponent().ordinal()]);
            }
        } else if (piece.isRankKnown()) {
            symbol = piece.rank().symbol(numbering);
            if (piece.knownScout() && !piece.revealed() && piece.rank() == Rank.SCOUT) {
                html.append(" scout-known");
                label.append(' ').append(words.knownFromLongMove());
            }
        } else {
            html.append(" unknown"); // not for players: CSS
            symbol = "?";
        }
        if (piece.moved()) {
            html.append(" moved"); // not for players: CSS
            label.append(words.hasMoved());
        }
        return symbol;
    }
}
