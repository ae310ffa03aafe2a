package flagpost.web.view;

import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.game.GameSummary;
import flagpost.game.SpectatorQueries;
import flagpost.rules.PlayedMove;
import flagpost.rules.PlayerView;
import flagpost.rules.Side;
import flagpost.store.GameStatus;
import flagpost.web.wording.PlayBundle;
import flagpost.web.wording.PlayWords;
import flagpost.words.Language;
import flagpost.words.Moves;
import flagpost.words.Terms;
import flagpost.words.Times;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * What {@code templates/WatchResource/watch.html} shows a spectator: the public board ({@link PlayerView} of a
 * spectator), whose move it is, the last moves, the captures and a link to the spectator's history. It holds no path
 * of a seat: nothing on it can act for a player.
 *
 * @param board   null while the game has no board
 * @param waiting what the page says instead of a board, or null
 * @param over    whether the game has ended, so its history holds every move there will be
 */
public record WatchPage(String title, String about, BoardView board, String turnStatus, List<String> lastMoves,
        List<PageParts.Losses> captured, String historyPath, String waiting, boolean over) {

    public static WatchPage of(Language language, SpectatorQueries.WatchState state, String token, Instant now) {
        PlayBundle words = PlayWords.of(language);
        GameSummary summary = state.summary();
        String historyPath = LinkService.pathOf(LinkPurpose.WATCH) + token + "/history";
        PlayerView view = state.view();
        if (view == null) {
            return new WatchPage(PageParts.title(language, summary), PageParts.about(language, summary), null,
                    status(language, summary, now), List.of(), List.of(), null, waiting(words, summary), summary.status() == GameStatus.FINISHED);
        }
        return new WatchPage(PageParts.title(language, summary), PageParts.about(language, summary),
                BoardView.of(language, view, summary.numbering()), status(language, summary, now), lastMoves(language, view, summary),
                PageParts.losses(language, view, summary, summary.numbering()), historyPath, null, summary.status() == GameStatus.FINISHED);
    }

    private static String status(Language language, GameSummary summary, Instant now) {
        if (summary.status() != GameStatus.PLAYING) {
            return PlayPage.waitingStatus(language, summary);
        }
        PlayBundle words = PlayWords.of(language);
        String name = PageParts.nameOf(summary, summary.seatToMove());
        String seat = Terms.colour(language, summary.seatToMove());
        if (summary.deadlineAt() == null) {
            return words.watchTurn(name, seat);
        }
        return words.watchTurnUntil(name, seat, Times.when(language, summary.deadlineAt()),
                Times.timeLeft(language, Duration.between(now, summary.deadlineAt())));
    }

    private static String waiting(PlayBundle words, GameSummary summary) {
        return summary.status() == GameStatus.FINISHED ? words.waitingEndedBeforeSetups() : words.watchWaiting();
    }

    /** Each side's last move in words, latest first, with the player's name; a battle with both ranks and its outcome. */
    private static List<String> lastMoves(Language language, PlayerView view, GameSummary summary) {
        PlayBundle words = PlayWords.of(language);
        List<PlayedMove> moves = new ArrayList<>();
        for (Side each : Side.values()) {
            if (view.lastMove(each) != null) {
                moves.add(view.lastMove(each));
            }
        }
        moves.sort(Comparator.comparingInt(PlayedMove::ply).reversed());
        return moves.stream().map(move -> words.watchLastMove(PageParts.nameOf(summary, move.side()), Terms.colour(language, move.side()),
                Moves.move(language, move.move(), move.battle()))).toList();
    }
}
