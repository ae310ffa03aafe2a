package flagpost.web.view;

import flagpost.game.Vacations;
import flagpost.rules.Side;
import flagpost.store.GameStatus;
import flagpost.words.Away;
import flagpost.words.Language;
import java.util.ArrayList;
import java.util.List;

/**
 * The vacation part of the play page and the games list ({@code templates/tags/vacation.html}): who is away in words,
 * and the player's own form, to take a vacation with a return date or to end it now. Both post to the page's own
 * path ({@code <page>/vacation}, {@code <page>/vacation/end}).
 *
 * @param notices    sentences about who is on vacation, the clock included; empty when nobody is
 * @param noticesHere whether the section shows them itself (the games list) or the page shows them by its turn status
 * @param away       whether the page's player is on vacation now (the form ends it) or not (the form takes one)
 * @param daysLeft   the budget in words
 * @param canTake    whether any day is left to take
 * @param earliest   the first return date the form accepts (tomorrow), as a date input wants it
 * @param latest     the last one the budget allows
 * @param takeAction where the form to take a vacation posts
 * @param endAction  where the form to end it posts
 */
public record VacationPanel(List<String> notices, boolean noticesHere, boolean away, String daysLeft, boolean canTake, String earliest, String latest,
        String takeAction, String endAction) {

    /** The panel of the games list: the player's own vacation only. */
    public static VacationPanel ofPlayer(Language language, Vacations.Standing you, String pagePath) {
        List<String> notices = new ArrayList<>();
        if (you.away()) {
            notices.add(Away.youInEveryGame(language, you.returnsAt()));
        }
        return of(language, you, notices, true, pagePath);
    }

    /** The panel of a game's play page: the seat's own vacation and their opponent's, with the game's clock. */
    public static VacationPanel ofGame(Language language, Vacations.InGame standing, String opponentName, Side seat, GameStatus status, Side seatToMove,
            String pagePath) {
        boolean running = status == GameStatus.SETUP || status == GameStatus.PLAYING;
        List<String> notices = new ArrayList<>();
        if (running && standing.opponentReturnsAt() != null) {
            boolean theirs = standing.clockStopped() && (status == GameStatus.SETUP || seatToMove == seat.opponent());
            notices.add(Away.opponent(language, opponentName, standing.opponentReturnsAt(), theirs));
        }
        Vacations.Standing you = standing.you();
        if (you.away()) {
            boolean yours = standing.clockStopped() && running && (status == GameStatus.SETUP || seatToMove == seat);
            notices.add(Away.you(language, you.returnsAt(), yours));
        }
        return of(language, you, notices, false, pagePath);
    }

    private static VacationPanel of(Language language, Vacations.Standing you, List<String> notices, boolean noticesHere, String pagePath) {
        Vacations.Budget budget = you.budget();
        return new VacationPanel(List.copyOf(notices), noticesHere, you.away(), Away.daysLeft(language, budget.left(), budget.allowance(), budget.year()),
                you.latestReturn() != null, you.today().plusDays(1).toString(),
                you.latestReturn() == null ? "" : you.latestReturn().toString(), pagePath + "/vacation", pagePath + "/vacation/end");
    }
}
