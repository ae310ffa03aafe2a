package flagpost.web;

import flagpost.rules.Move;
import flagpost.rules.Numbering;
import flagpost.rules.Rank;
import flagpost.rules.Side;
import flagpost.support.leaks.DocumentScan;
import flagpost.support.leaks.HtmlText;
import flagpost.support.leaks.Knowledge;
import flagpost.support.leaks.RankWords;
import flagpost.words.Language;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a page's HTML as a browser, a screen reader or a script gets it and lists every place it tells a seat more
 * than the rules let it know, as worked out by {@link Knowledge} from the setups and the moves, not from the page model.
 *
 * <ul>
 *   <li>Every board drawn by the board tag: exactly what the seat may know, square by square
 *       ({@link PageLeakCheck#boardProblems}).</li>
 *   <li>The whole document, every text node and attribute value, scripts and inline JSON included: no rank, in
 *       words of any case, as a code or as a symbol where it stands for a piece, that the seat may not know
 *       ({@link DocumentScan}).</li>
 *   <li>The history's move list (ol#moves): an enemy's quiet one-square move names no rank; a battle names only
 *       the two ranks that fought.</li>
 * </ul>
 */
final class PageLeakScan {

    private static final Pattern MOVES = Pattern.compile("<ol[^>]*id=\"moves\"[^>]*>(.*?)</ol>", Pattern.DOTALL);
    /** A paged move list starts at its page's first move. */
    private static final Pattern START = Pattern.compile("<ol[^>]*id=\"moves\"[^>]*\\bstart=\"(\\d+)\"");
    private static final Pattern ITEM = Pattern.compile("<li\\b[^>]*>(.*?)</li>", Pattern.DOTALL);

    private PageLeakScan() {
    }

    /**
     * Problems found in {@code html}; {@code boards} is how many boards the page must show (0 when it may show
     * none), {@code numbering} the seat's. An empty list means no leak.
     */
    static List<String> problems(String page, String html, Knowledge knowledge, int boards, Numbering numbering) {
        return problems(page, html, knowledge, knowledge, boards, numbering, DocumentScan.Outside.FOUGHT);
    }

    /**
     * @param squares what the seat may know at the ply the page's board shows
     * @param names   what the seat may know now (a history page at an earlier ply lists later battles)
     * @param outside which ranks the page may name away from its squares
     */
    static List<String> problems(String page, String html, Knowledge squares, Knowledge names, int boards, Numbering numbering,
            DocumentScan.Outside outside) {
        return problems(page, html, squares, names, boards, numbering, outside, Language.EN);
    }

    /** As above, for a page written in {@code language}: its board's labels are read as {@link PageLeakCheck} reads that language's. */
    static List<String> problems(String page, String html, Knowledge squares, Knowledge names, int boards, Numbering numbering,
            DocumentScan.Outside outside, Language language) {
        List<String> problems = new ArrayList<>();
        String where = page + " (" + squares.viewer() + ", ply " + squares.ply() + (language == Language.EN ? "" : ", " + language.code()) + ")";

        int boardsSeen = 0;
        Matcher board = BoardPage.BOARD.matcher(html);
        while (board.find()) {
            boardsSeen++;
            problems.addAll(PageLeakCheck.boardProblems(where, BoardPage.cellsOf(board.group()), squares, numbering, language));
        }
        if (boardsSeen < boards) {
            problems.add(where + ": " + boardsSeen + " boards, expected " + boards);
        }
        problems.addAll(DocumentScan.html(where, html, squares, names, numbering, outside));
        if (!names.everything()) {
            problems.addAll(moveListProblems(where, html, names));
        }
        return problems;
    }

    private static List<String> moveListProblems(String where, String html, Knowledge knowledge) {
        List<String> problems = new ArrayList<>();
        Matcher list = MOVES.matcher(html);
        if (!list.find()) {
            return problems;
        }
        List<String> items = new ArrayList<>();
        Matcher item = ITEM.matcher(list.group(1));
        while (item.find()) {
            items.add(HtmlText.text(item.group(1)));
        }
        Matcher start = START.matcher(html);
        int first = start.find() ? Integer.parseInt(start.group(1)) - 1 : 0;
        List<Move> moves = knowledge.moves();
        List<Knowledge.Battle> battles = knowledge.battles();
        if (!moves.isEmpty() && first + items.size() < moves.size()) {
            // The history lists the page of moves that holds the ply shown, which may go on past it; never less.
            problems.add(where + ": the move list ends at move " + (first + items.size()) + " but shows move " + moves.size());
            return problems;
        }
        for (int index = 0; index < items.size() && first + index < moves.size(); index++) {
            int ply = first + index;
            boolean enemyMove = (ply % 2 == 0 ? Side.RED : Side.BLUE) != knowledge.viewer();
            Set<Rank> allowed = EnumSet.noneOf(Rank.class);
            Knowledge.Battle battle = battles.get(ply);
            if (battle != null) {
                allowed.add(battle.attacker());
                allowed.add(battle.defender());
            } else if (moves.get(ply).distance() > 1) {
                allowed.add(Rank.SCOUT);
            }
            if (!enemyMove && battle == null) {
                continue; // the seat's own quiet move may name its own piece
            }
            for (Rank rank : RankWords.ranksNamed(items.get(index))) {
                if (!allowed.contains(rank)) {
                    problems.add(where + ": move " + (ply + 1) + " names a " + rank.displayName() + ": '" + items.get(index) + "'");
                }
            }
        }
        return problems;
    }
}
