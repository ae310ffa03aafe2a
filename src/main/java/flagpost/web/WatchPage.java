package flagpost.web;

import flagpost.game.GameSummary;
import flagpost.game.SpectatorQueries;
import flagpost.rules.PlayedMove;
import flagpost.rules.PlayerView;
import flagpost.rules.Side;
import flagpost.store.GameStatus;
import flagpost.words.Moves;
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

    static WatchPage of(SpectatorQueries.WatchState state, String token, Instant now) {
        GameSummary summary = state.summary();
        String historyPath = WatchResource.PATH + token + "/history";
        PlayerView view = state.view();
        if (view == null) {
            return new WatchPage(PageParts.title(summary), PageParts.about(summary), null, status(summary, now), List.of(), List.of(),
                    null, waiting(summary), summary.status() == GameStatus.FINISHED);
        }
        return new WatchPage(PageParts.title(summary), PageParts.about(summary), BoardView.of(view, summary.numbering()),
                status(summary, now), lastMoves(view, summary), PageParts.losses(view, summary, summary.numbering()), historyPath, null,
                summary.status() == GameStatus.FINISHED);
    }

    private static String status(GameSummary summary, Instant now) {
        return switch (summary.status()) {
            case PLAYING -> "It is " + PageParts.nameOf(summary, summary.sideToMove()) + "'s move ("
                    + summary.sideToMove().displayName() + ")" + (summary.deadlineAt() == null ? "" : ", until "
                    + Times.when(summary.deadlineAt()) + " (" + Times.timeLeft(Duration.between(now, summary.deadlineAt())) + ")") + ".";
            case FINISHED -> summary.result() == null ? "This game is over." : summary.resultInWords();
            case INVITED -> "The game has not started: the invitation is waiting for an answer.";
            case SETUP -> "The game has not started: both players are setting up their pieces.";
            case DECLINED -> "This game did not take place: the invitation was declined.";
            case LAPSED -> "This game did not take place: nobody answered or set up in time.";
        };
    }

    private static String waiting(GameSummary summary) {
        return summary.status() == GameStatus.FINISHED ? "The game ended before both setups were in, so there are no moves to show."
                : "Once both players have set up their pieces, this page shows the board. Come back later.";
    }

    /** Each side's last move in words, latest first, with the player's name; a battle with both ranks and its outcome. */
    private static List<String> lastMoves(PlayerView view, GameSummary summary) {
        List<PlayedMove> moves = new ArrayList<>();
        for (Side side : Side.values()) {
            if (view.lastMove(side) != null) {
                moves.add(view.lastMove(side));
            }
        }
        moves.sort(Comparator.comparingInt(PlayedMove::ply).reversed());
        return moves.stream().map(move -> PageParts.nameOf(summary, move.side()) + "'s last move (" + move.side().displayName() + "): "
                + Moves.move(move.move(), move.battle()) + ".").toList();
    }
}
