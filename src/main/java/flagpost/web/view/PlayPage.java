package flagpost.web.view;

import flagpost.game.GameQueries;
import flagpost.game.GameSummary;
import flagpost.rules.PlayedMove;
import flagpost.rules.PlayerView;
import flagpost.rules.Side;
import flagpost.store.GameStatus;
import flagpost.web.wording.PlayBundle;
import flagpost.web.wording.PlayWords;
import flagpost.words.Language;
import flagpost.words.Moves;
import flagpost.words.Refusals;
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

    /** The page in {@code language}, the reader's. */
    public static PlayPage of(Language language, GameQueries.PlayState state, String token, Instant now, String historyPath, String setupPath,
            String problem, boolean confirmResign) {
        PlayBundle words = PlayWords.of(language);
        GameSummary summary = state.summary();
        Side seat = summary.seat();
        String opponent = summary.opponentName();
        if (state.seat() == null) {
            return new PlayPage(token, PageParts.title(language, summary), PageParts.about(language, summary), summary, null,
                    waitingStatus(language, summary), List.of(), List.of(), problem, false, false, false, false, false, null, setupPath,
                    waiting(words, summary), List.of());
        }
        PlayerView view = state.seat().view();
        boolean playing = summary.status() == GameStatus.PLAYING;
        boolean yourTurn = playing && summary.seatToMove() == seat;
        String turnStatus;
        if (!playing) {
            turnStatus = PageParts.result(language, summary);
        } else if (summary.deadlineAt() == null) {
            turnStatus = yourTurn ? words.playTurnYours() : words.playTurnTheirs(PageParts.nameOf(summary, summary.seatToMove()));
        } else {
            String when = Times.when(language, summary.deadlineAt());
            String left = Times.timeLeft(language, Duration.between(now, summary.deadlineAt()));
            turnStatus = yourTurn ? words.playTurnYoursUntil(when, left)
                    : words.playTurnTheirsUntil(PageParts.nameOf(summary, summary.seatToMove()), when, left);
        }
        BoardView board = BoardView.of(language, view, summary.numbering(), state.seat().legalMoves(), state.seat().refusedMoves());
        List<ForbiddenMove> forbiddenMoves = state.seat().refusedMoves().stream().map(refused -> new ForbiddenMove(
                refused.move().from().name(), refused.move().to().name(), Refusals.rejection(language, refused.rejection()))).toList();
        return new PlayPage(token, PageParts.title(language, summary), PageParts.about(language, summary), summary, board, turnStatus,
                lastMoves(language, view, seat, opponent), PageParts.losses(language, view, summary, summary.numbering()), problem,
                yourTurn, playing,
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
    private static List<String> lastMoves(Language language, PlayerView view, Side seat, String opponent) {
        PlayBundle words = PlayWords.of(language);
        List<PlayedMove> moves = new ArrayList<>();
        for (Side each : Side.values()) {
            if (view.lastMove(each) != null) {
                moves.add(view.lastMove(each));
            }
        }
        moves.sort(Comparator.comparingInt(PlayedMove::ply).reversed());
        return moves.stream().map(move -> {
            String played = Moves.move(language, move.move(), move.battle());
            return move.side() == seat ? words.playLastMoveYours(played) : words.playLastMoveTheirs(opponent, played);
        }).toList();
    }

    /** How a game without a board stands: the play and the watch page say it alike. */
    static String waitingStatus(Language language, GameSummary summary) {
        PlayBundle words = PlayWords.of(language);
        return switch (summary.status()) {
            case INVITED -> words.statusInvited();
            case SETUP -> words.statusSetup();
            case DECLINED -> words.statusDeclined();
            case LAPSED -> words.statusLapsed();
            case FINISHED -> summary.result() == null ? words.statusOver() : PageParts.result(language, summary);
            case PLAYING -> "";
        };
    }

    private static String waiting(PlayBundle words, GameSummary summary) {
        return switch (summary.status()) {
            case INVITED -> words.playWaitingInvited();
            case SETUP -> words.playWaitingSetup();
            case FINISHED -> words.waitingEndedBeforeSetups();
            default -> words.playWaitingNothing();
        };
    }
}
