package flagpost.web;

import flagpost.mail.LeakCheck;
import flagpost.mail.LeakCheck.Knowledge;
import flagpost.rules.Numbering;
import flagpost.rules.Piece;
import flagpost.rules.Rank;
import flagpost.rules.Side;
import flagpost.rules.Square;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Checks a play or history page against what its seat may know (docs/RULES.md §8), with the knowledge
 * worked out by {@link LeakCheck.Knowledge} from the setups and moves alone. The board must show exactly
 * what may be known, square by square; outside the board (tags and attributes included) a rank may be
 * named only if a piece of that rank has fought, or once the game is over.
 */
final class PageLeakCheck {

    /** The numbering switch names the Marshal and the Spy in its fixed help text. */
    private static final Pattern NUMBERING_FORM = Pattern.compile("<form class=\"numbering\".*?</form>", Pattern.DOTALL);

    private PageLeakCheck() {
    }

    /**
     * @param board what the seat may know at the ply the board shows
     * @param names what the seat may know now (a history page lists every battle so far)
     */
    static List<String> problems(String html, Knowledge board, Knowledge names, Numbering numbering) {
        List<String> problems = new ArrayList<>();
        BoardPage page = BoardPage.of(html);
        String topLeft = page.order().get(0);
        String expectedTopLeft = board.viewer() == Side.RED ? "a10" : "j1";
        if (!topLeft.equals(expectedTopLeft)) {
            problems.add("board not seen from " + board.viewer() + "'s chair (top left " + topLeft + ")");
        }
        int unknownShown = 0;
        for (BoardPage.Cell cell : page.cells().values()) {
            Square square = Square.parse(cell.square());
            Piece piece = board.board().get(square);
            String where = board.viewer() + ", " + cell;
            if (square.isLake() || piece == null) {
                if (!cell.symbol().isEmpty() || !cell.label().startsWith(cell.square() + (square.isLake() ? ": lake" : ": empty"))) {
                    problems.add("not an empty square: " + where);
                }
                continue;
            }
            String expectedSymbol;
            String expectedLabel;
            if (piece.side() == board.viewer()) {
                expectedSymbol = piece.rank().symbol(numbering);
                expectedLabel = cell.square() + ": your " + piece.rank().displayName();
            } else if (board.mayKnow(square)) {
                expectedSymbol = piece.rank().symbol(numbering);
                expectedLabel = cell.square() + ": " + piece;
            } else {
                unknownShown++;
                expectedSymbol = "?";
                expectedLabel = cell.square() + ": " + piece.side().displayName() + " piece, rank unknown";
                for (Rank rank : Rank.values()) {
                    if (cell.label().contains(rank.displayName()) || cell.classes().contains(rank.code().toLowerCase())) {
                        problems.add("an unknown piece's square names a " + rank.displayName() + ": " + where);
                    }
                }
            }
            if (!cell.symbol().equals(expectedSymbol) || !labelMatches(cell.label(), expectedLabel)) {
                problems.add("expected '" + expectedSymbol + "' labelled '" + expectedLabel + "': " + where);
            }
        }
        if (unknownShown != board.unknownEnemies()) {
            problems.add(unknownShown + " unknown enemy squares, the seat knows " + board.unknownEnemies() + " only as unknown");
        }
        String outside = LeakCheck.unescape(NUMBERING_FORM.matcher(page.outside()).replaceAll(" "));
        problems.addAll(LeakCheck.nameProblems("page", names, outside));
        return problems;
    }

    /** The label starts with the expected words; what follows is a marker (", has moved", ...), never another rank. */
    private static boolean labelMatches(String label, String expected) {
        return label.equals(expected) || label.startsWith(expected + ",") || label.startsWith(expected + " (known from a long move)");
    }
}
