package flagpost.web;

import flagpost.rules.Numbering;
import flagpost.rules.Square;
import flagpost.support.leaks.BoardTally;
import flagpost.support.leaks.DocumentScan;
import flagpost.support.leaks.Knowledge;
import flagpost.support.leaks.RankWords;
import flagpost.support.leaks.SquareTruth;
import flagpost.words.Language;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Checks a play or history page against what its seat may know (docs/RULES.md §8), with the knowledge worked out
 * by {@link Knowledge} from the setups and moves alone. The board must show exactly what may be known, square by
 * square ({@link #boardProblems}, which {@link PageLeakScan} uses too); the whole document, every text and attribute
 * value, must pass the {@link DocumentScan}.
 */
final class PageLeakCheck {

    /** What may follow a square's words in its label: markers such as ", has moved" (which must name no rank). */
    private static final Pattern MARKERS = Pattern.compile("(?:,| \\(known from a long move\\)).*", Pattern.DOTALL);

    private PageLeakCheck() {
    }

    /**
     * @param board what the seat may know at the ply the board shows
     * @param names what the seat may know now (a history page lists every battle so far)
     */
    static List<String> problems(String html, Knowledge board, Knowledge names, Numbering numbering) {
        return problems(html, board, names, numbering, Language.EN);
    }

    /** As above, for a page written in {@code language} (its squares' words are read as {@link #boardProblems} reads them). */
    static List<String> problems(String html, Knowledge board, Knowledge names, Numbering numbering, Language language) {
        List<String> problems = new ArrayList<>();
        BoardPage page = BoardPage.of(html);
        String where = "page (" + board.viewer() + (language == Language.EN ? "" : ", " + language.code()) + ")";
        problems.addAll(boardProblems(where, List.copyOf(page.cells().values()), board, numbering, language));
        problems.addAll(DocumentScan.html(where, html, board, names, numbering, DocumentScan.Outside.FOUGHT));
        return problems;
    }

    /**
     * One board's squares, in reading order, against what the seat may know: each shows exactly its
     * {@link SquareTruth} (symbol, and label and title starting with its words), anything after the words names no
     * rank, an unknown enemy's square carries no trace of a rank anywhere, and the board as a whole passes the
     * {@link BoardTally}.
     */
    static List<String> boardProblems(String where, List<BoardPage.Cell> cells, Knowledge knowledge, Numbering numbering) {
        return boardProblems(where, cells, knowledge, numbering, Language.EN);
    }

    /**
     * As {@link #boardProblems(String, List, Knowledge, Numbering)} for a reader of {@code language}. The English words
     * of a square are known here ({@link SquareTruth}); another language's are the bundles' to choose, so there a
     * label must start with its square ("j7: ") and the rest is read for traces of a rank in every language instead:
     * the symbols, the tally and the traces are what keep a board from leaking, in any language.
     */
    static List<String> boardProblems(String where, List<BoardPage.Cell> cells, Knowledge knowledge, Numbering numbering, Language language) {
        List<String> problems = new ArrayList<>();
        BoardTally tally = new BoardTally(where, knowledge);
        for (BoardPage.Cell cell : cells) {
            Square square = Square.parse(cell.square());
            SquareTruth truth = SquareTruth.of(knowledge, square, numbering);
            tally.saw(square, cell.symbol().equals("?") || cell.label().contains(SquareTruth.UNKNOWN));
            String expectedLabel = language == Language.EN ? cell.square() + ": " + truth.words() + (shownRank(truth) ? " " + truth.symbol() : "")
                    : cell.square() + ": ";
            if (!cell.symbol().equals(truth.symbol()) || !labelMatches(cell.label(), expectedLabel, language)
                    || !labelMatches(cell.title(), expectedLabel, language)) {
                problems.add(where + ": expected '" + truth.symbol() + "' labelled '" + expectedLabel + "': " + cell);
            }
            String told = truth.unknown()
                    ? String.join(" ", cell.classes(), cell.targets(), cell.forbidden(), cell.label(), cell.title(), cell.symbol(), cell.others())
                    : language == Language.EN ? markers(cell.label(), expectedLabel) + " " + markers(cell.title(), expectedLabel)
                    : ownRankRemoved(cell.label(), truth) + " " + ownRankRemoved(cell.title(), truth);
            RankWords.trace(told).ifPresent(rank -> problems.add(where + ": " + (truth.unknown() ? "an unknown piece's" : "a")
                    + " square names a " + rank + " it may not: " + cell));
        }
        problems.addAll(tally.problems());
        return problems;
    }

    /** A rank the square shows is in its words too, after the rank ("your Marshal 10"), as WCAG 2.5.3 asks. */
    private static boolean shownRank(SquareTruth truth) {
        return truth.kind() == SquareTruth.Kind.OWN || truth.kind() == SquareTruth.Kind.KNOWN_ENEMY;
    }

    /** The label starts with the expected words; what follows is a marker (", has moved", ...), checked for ranks apart. */
    private static boolean labelMatches(String label, String expected, Language language) {
        if (language != Language.EN) {
            return label.startsWith(expected);
        }
        return label.startsWith(expected)
                && (label.length() == expected.length() || MARKERS.matcher(label.substring(expected.length())).matches());
    }

    /**
     * A translated label without the rank the square may name (its own piece's, a known enemy's, in any language):
     * what is left must name no other.
     */
    private static String ownRankRemoved(String label, SquareTruth truth) {
        if (truth.piece() == null) {
            return label;
        }
        String rest = label;
        for (String word : RankWords.wordsIn(label)) {
            if (RankWords.rankOf(word) == truth.piece().rank()) {
                rest = rest.replace(word, " ");
            }
        }
        return rest;
    }

    /** What follows the expected words in a label that {@link #labelMatches}; the whole label when it does not. */
    private static String markers(String label, String expected) {
        return labelMatches(label, expected, Language.EN) ? label.substring(expected.length()) : label;
    }
}
