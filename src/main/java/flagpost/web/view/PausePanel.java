package flagpost.web.view;

import flagpost.game.Vacations;
import flagpost.rules.Side;
import flagpost.words.Language;
import flagpost.words.Paused;

/**
 * The pause part of the play page ({@code templates/tags/pause.html}): the agreed pause in words and the one form that
 * fits it: ask, accept or decline, or resume. Each posts to {@code /play/<token>/pause/<what>}.
 *
 * @param status    where the pause stands, in words
 * @param canAsk    nothing is asked or agreed: the player may ask for a pause
 * @param canAnswer the opponent asked: accept or decline
 * @param canResume the game is paused: either player may resume it
 * @param action    the path the forms post under
 */
public record PausePanel(String status, boolean canAsk, boolean canAnswer, boolean canResume, String action) {

    public static PausePanel of(Language language, Vacations.InGame clock, String opponentName, Side seat, String pagePath) {
        String action = pagePath + "/pause";
        if (clock.pausedAt() != null) {
            return new PausePanel(Paused.since(language, clock.pausedAt()), false, false, true, action);
        }
        if (clock.pauseAskedBy() == seat) {
            return new PausePanel(Paused.askedByYou(language, opponentName), false, false, false, action);
        }
        if (clock.pauseAskedBy() == seat.opponent()) {
            return new PausePanel(Paused.askedOfYou(language, opponentName), false, true, false, action);
        }
        return new PausePanel(Paused.offer(language, opponentName), true, false, false, action);
    }
}
