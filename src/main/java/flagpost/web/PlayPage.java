package flagpost.web;

import flagpost.game.GameQueries;
import flagpost.game.GameSummary;
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
 * What {@code templates/PlayResource/play.html} shows, all in words and ready to print. Built only
 * from the seat's {@link GameQueries.PlayState}: its view, legal moves and the public summary.
 *
 * @param board       null while the game has no board (invited, in setup, ended before it started)
 * @param problem     why the last request was refused, or null
 * @param waiting     what the page says instead of a board, or null
 * @param setupPath   the seat's setup page while the game is in setup, or null
 * @param forbiddenMoves the seat's moves a repetition rule forbids now, with the rule's reason (empty unless it is
 *                    the seat's turn): the board marks them when their piece is chosen, and the move form lists them
 */
public record PlayPage(String token, String title, String about, GameSummary summary, BoardView board, String turnStatus,
        List<String> lastMoves, List<PageParts.Losses> captured, String problem, boolean yourTurn, boolean playing,
        boolean drawOfferedByYou, boolean drawOfferedToYou, boolean confirmResign, String historyPath, String setupPath,
        String waiting, List<ForbiddenMove> forbiddenMoves) {

    /** A move the rules forbid now: its squares and the rules' reason, in their words. */
    public record ForbiddenMove(String from, String to, String reason) {
    }

    static PlayPage of(GameQueries.PlayState state, String token, Instant now, String historyPath, String setupPath, String problem,
            boolean confirmResign) {
        GameSummary summary = state.summary();
        Side seat = summary.seat();
        String opponent = summary.opponentName();
        if (state.seat() == null) {
            return new PlayPage(token, PageParts.title(summary), PageParts.about(summary), summary, null, waitingStatus(summary),
                    List.of(), List.of(), problem, false, false, false, false, false, null, setupPath, waiting(summary), List.of());
        }
        PlayerView view = state.seat().view();
        boolean playing = summary.status() == GameStatus.PLAYING;
        boolean yourTurn = playing && summary.sideToMove() == seat;
        String turnStatus;
        if (!playing) {
            turnStatus = summary.resultInWords();
        } else {
            String until = summary.deadlineAt() == null ? "" : ", until " + Times.when(summary.deadlineAt()) + " ("
                    + Times.timeLeft(Duration.between(now, summary.deadlineAt())) + ")";
            turnStatus = (yourTurn ? "Your move" : "It is " + PageParts.nameOf(summary, summary.sideToMove()) + "'s move") + until + ".";
        }
        BoardView board = BoardView.of(view, summary.numbering(), state.seat().legalMoves(), state.seat().refusedMoves());
        List<ForbiddenMove> forbiddenMoves = state.seat().refusedMoves().stream().map(refused -> new ForbiddenMove(
                refused.move().from().name(), refused.move().to().name(), refused.rejection().message())).toList();
        return new PlayPage(token, PageParts.title(summary), PageParts.about(summary), summary, board, turnStatus,
                lastMoves(view, seat, opponent), PageParts.losses(view, summary, summary.numbering()), problem, yourTurn, playing,
                playing && summary.drawOfferedBy() == seat, playing && summary.drawOfferedBy() == seat.opponent(),
                playing && confirmResign, historyPath, null, null, forbiddenMoves);
    }

    public int ply() {
        return summary.ply();
    }

    public String opponentName() {
        return summary.opponentName();
    }

    /** The last move of each side in words, latest first; a battle with both ranks and its outcome. */
    private static List<String> lastMoves(PlayerView view, Side seat, String opponent) {
        List<PlayedMove> moves = new ArrayList<>();
        for (Side side : Side.values()) {
            if (view.lastMove(side) != null) {
                moves.add(view.lastMove(side));
            }
        }
        moves.sort(Comparator.comparingInt(PlayedMove::ply).reversed());
        return moves.stream().map(move -> (move.side() == seat ? "Your last move: " : opponent + "'s last move: ")
                + Moves.move(move.move(), move.battle()) + ".").toList();
    }

    private static String waitingStatus(GameSummary summary) {
        return switch (summary.status()) {
            case INVITED -> "The game has not started: the invitation is waiting for an answer.";
            case SETUP -> "The game has not started: both players are setting up their pieces.";
            case DECLINED -> "This game did not take place: the invitation was declined.";
            case LAPSED -> "This game did not take place: nobody answered or set up in time.";
            case FINISHED -> summary.result() == null ? "This game is over."
                    : summary.resultInWords();
            case PLAYING -> "";
        };
    }

    private static String waiting(GameSummary summary) {
        return switch (summary.status()) {
            case INVITED -> "Once the invitation (sent by email) is accepted and you have both set up, this page shows the board.";
            case SETUP -> "Place your pieces on your setup page; once both setups are in, the game starts here.";
            case FINISHED -> "The game ended before both setups were in, so there are no moves to show.";
            default -> "There is nothing to play here. Start a new game from the Flagpost home page.";
        };
    }
}
