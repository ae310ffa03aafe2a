package flagpost.web;

import flagpost.game.GameQueries;
import flagpost.game.GameSummary;
import flagpost.game.MoveRecord;
import flagpost.rules.PlayerView;
import flagpost.store.GameStatus;
import flagpost.words.Moves;
import java.util.ArrayList;
import java.util.List;

/**
 * What {@code templates/HistoryResource/history.html} shows: the board at one ply as the seat saw it
 * then, every move (squares and battles are known to both players), and after the end both setups
 * and the Gravon download. The step links are null at the ends.
 *
 * @param board null while the game has no board yet
 */
public record HistoryPage(String token, String title, String about, GameSummary summary, BoardView board, int ply, int lastPly,
        String position, List<MoveLine> moves, List<PageParts.Losses> captured, boolean over, String result,
        List<PageParts.SetupGrid> setups, String firstPath, String prevPath, String nextPath, String lastPath, String gravonPath) {

    /** One line of {@code ol#moves}. */
    public record MoveLine(int ply, String text, String path, boolean current) {
    }

    static HistoryPage of(GameQueries.HistoryState state, String token) {
        return of(state, token, "/history/" + token);
    }

    /** The page whose step links go to {@code path} (a seat's history, or a spectator's). */
    static HistoryPage of(GameQueries.HistoryState state, String token, String path) {
        GameSummary summary = state.summary();
        boolean over = summary.status() == GameStatus.FINISHED && summary.result() != null;
        String result = over ? summary.resultInWords() : null;
        if (state.view() == null) {
            return new HistoryPage(token, PageParts.title(summary), PageParts.about(summary), summary, null, 0, 0,
                    "The game has not started, so there are no moves yet.", List.of(), List.of(), over, result, List.of(),
                    null, null, null, null, null);
        }
        PlayerView view = state.view();
        int ply = state.ply();
        int lastPly = summary.ply();
        List<MoveLine> lines = new ArrayList<>();
        String position = "The start, before the first move.";
        for (MoveRecord move : state.moves()) {
            String text = PageParts.nameOf(summary, move.side()) + " (" + move.side().displayName() + "): "
                    + Moves.move(move.move(), move.battle());
            lines.add(new MoveLine(move.ply(), text, path + "?ply=" + move.ply(), move.ply() == ply));
            if (move.ply() == ply) {
                position = "After move " + ply + " of " + lastPly + ". " + text + ".";
            }
        }
        return new HistoryPage(token, PageParts.title(summary), PageParts.about(summary), summary,
                BoardView.of(view, summary.numbering()), ply, lastPly, position, List.copyOf(lines),
                PageParts.losses(view, summary, summary.numbering()), over, result,
                PageParts.setups(view, summary, summary.numbering()),
                ply > 0 ? path + "?ply=0" : null, ply > 0 ? path + "?ply=" + (ply - 1) : null,
                ply < lastPly ? path + "?ply=" + (ply + 1) : null, ply < lastPly ? path + "?ply=" + lastPly : null,
                over ? path + "/game.xml" : null);
    }
}
