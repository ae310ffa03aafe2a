package flagpost.game;

import flagpost.store.GameEntity;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;

/**
 * The turn clock, the one place that sets when a turn (or the setup) must be done and when its player is reminded:
 * the game's days per move from now, and a reminder {@code flagpost.games.reminder-before} earlier, or at half-time
 * when the window is shorter than twice that, so the reminder never arrives with the move itself.
 */
@ApplicationScoped
public class TurnClock {

    private final GameConfig config;

    @Inject
    public TurnClock(GameConfig config) {
        this.config = config;
    }

    /** Starts a new turn (or the setup) at {@code now}: sets the game's deadline and its reminder. */
    public void start(GameEntity game, Instant now) {
        Duration window = Duration.ofDays(game.daysPerMove);
        Duration before = config.reminderBefore();
        if (before.compareTo(window.dividedBy(2)) > 0) {
            before = window.dividedBy(2);
        }
        game.deadlineAt = now.plus(window);
        game.remindAt = game.deadlineAt.minus(before);
    }

    /** Stops the clock: nobody is waited for any more. */
    public static void stop(GameEntity game) {
        game.deadlineAt = null;
        game.remindAt = null;
    }
}
