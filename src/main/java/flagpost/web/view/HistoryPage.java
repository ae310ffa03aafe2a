package flagpost.web.view;

import flagpost.game.GameQueries;
import flagpost.game.GameSummary;
import flagpost.game.MovePage;
import flagpost.game.MoveRecord;
import flagpost.rules.PlayerView;
import flagpost.store.GameStatus;
import flagpost.web.wording.PlayBundle;
import flagpost.web.wording.PlayWords;
import flagpost.words.Language;
import flagpost.words.Moves;
import flagpost.words.Terms;
import java.util.ArrayList;
import java.util.List;

/**
 * What {@code templates/HistoryResource/history.html} shows: the board at one ply as the seat saw it
 * then, the page of moves that holds it ({@link MovePage}; squares and battles are known to both players) with links
 * to the other pages, and after the end both setups and the Gravon download. The step links are null at the ends.
 *
 * @param board     null while the game has no board yet
 * @param path      the history's own path, which a ply is asked of ({@code ?ply=})
 * @param movesShown "Moves 101–200 of 3000", or null when one page holds every move
 * @param movePages links to the first and last pages and those near the shown one; empty when there is one page
 */
public record HistoryPage(String token, String title, String about, GameSummary summary, BoardView board, int ply, int lastPly,
        String position, List<MoveLine> moves, List<PageParts.Losses> captured, boolean over, String result,
        List<PageParts.SetupGrid> setups, String firstPath, String prevPath, String nextPath, String lastPath, String gravonPath,
        String path, String movesShown, List<PageLink> movePages) {

    /** Pages linked on either side of the shown one, besides the first and the last. */
    private static final int NEAR_PAGES = 2;

    /** One line of {@code ol#moves}; {@code anchor} is its element id, which its own link scrolls back to. */
    public record MoveLine(int ply, String text, String path, boolean current, String anchor) {
    }

    /** A link to another page of moves; {@code path} is null for the shown page, and {@code label} "…" marks a gap. */
    public record PageLink(String label, String path, boolean current) {
        public boolean gap() {
            return path == null && !current;
        }
    }

    public static HistoryPage of(Language language, GameQueries.HistoryState state, String token) {
        return of(language, state, token, "/history/" + token);
    }

    /** The page whose step links go to {@code path} (a seat's history, or a spectator's). */
    public static HistoryPage of(Language language, GameQueries.HistoryState state, String token, String path) {
        PlayBundle words = PlayWords.of(language);
        GameSummary summary = state.summary();
        boolean over = summary.status() == GameStatus.FINISHED && summary.result() != null;
        String result = over ? PageParts.result(language, summary) : null;
        if (state.view() == null) {
            return new HistoryPage(token, PageParts.title(language, summary), PageParts.about(language, summary), summary, null, 0, 0,
                    words.historyNotStarted(), List.of(), List.of(), over, result, List.of(),
                    null, null, null, null, null, path, null, List.of());
        }
        PlayerView view = state.view();
        int ply = state.ply();
        int lastPly = summary.ply();
        List<MoveLine> lines = new ArrayList<>();
        String position = words.historyAtStart();
        for (MoveRecord move : state.moves()) {
            String text = words.historyMoveLine(PageParts.nameOf(summary, move.seat()), Terms.colour(language, move.seat()),
                    Moves.move(language, move.move(), move.battle()));
            String anchor = "ply-" + move.ply();
            lines.add(new MoveLine(move.ply(), text, path + "?ply=" + move.ply() + "#" + anchor, move.ply() == ply, anchor));
            if (move.ply() == ply) {
                position = words.historyPosition(ply, lastPly, text);
            }
        }
        return new HistoryPage(token, PageParts.title(language, summary), PageParts.about(language, summary), summary,
                BoardView.of(language, view, summary.numbering()), ply, lastPly, position, List.copyOf(lines),
                PageParts.losses(language, view, summary, summary.numbering()), over, result,
                PageParts.setups(language, view, summary, summary.numbering()),
                ply > 0 ? path + "?ply=0" : null, ply > 0 ? path + "?ply=" + (ply - 1) : null,
                ply < lastPly ? path + "?ply=" + (ply + 1) : null, ply < lastPly ? path + "?ply=" + lastPly : null,
                over ? path + "/game.xml" : null, path, movesShown(words, state.page(), lastPly), movePages(state.page(), lastPly, path));
    }

    /** The number the move list starts counting at: its first move's, so each line is numbered as its move. */
    public int firstListedPly() {
        return moves.isEmpty() ? 1 : moves.get(0).ply();
    }

    private static String movesShown(PlayBundle words, MovePage page, int lastPly) {
        return MovePage.count(lastPly) == 1 ? null : words.historyMovesShown(page.firstPly(), page.lastPly(), lastPly);
    }

    /** The first page, the last, and {@link #NEAR_PAGES} either side of the shown one, with a gap mark between. */
    public static List<PageLink> movePages(MovePage shown, int lastPly, String path) {
        int count = MovePage.count(lastPly);
        List<PageLink> links = new ArrayList<>();
        if (count == 1) {
            return links;
        }
        int previous = -1;
        for (int number = 0; number < count; number++) {
            boolean listed = number == 0 || number == count - 1 || Math.abs(number - shown.number()) <= NEAR_PAGES;
            if (!listed) {
                continue;
            }
            if (number > previous + 1) {
                links.add(new PageLink("…", null, false));
            }
            MovePage page = MovePage.number(number, lastPly);
            String label = page.firstPly() + "–" + page.lastPly();
            boolean current = number == shown.number();
            links.add(new PageLink(label, current ? null : path + "?ply=" + page.firstPly() + "#ply-" + page.firstPly(), current));
            previous = number;
        }
        return List.copyOf(links);
    }
}
