package flagpost.game;

import flagpost.store.GameEntity;
import flagpost.store.GameStatus;
import flagpost.store.GameStore;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;

/**
 * The turn clock, the one place that sets when a turn (or the setup) must be done and when its player is reminded:
 * the game's days per move from now, and a reminder {@code flagpost.games.reminder-before} earlier, or at half-time
 * when the window is shorter than twice that, so the reminder never arrives with the move itself.
 *
 * <p>The clock stops while the game is paused by agreement ({@link Pauses}), and while a player the game waits for is
 * on vacation ({@link Vacations}: the side to move; during setup, a seat whose setup is not in). Only the vacationer's own clock stops: their opponent's turn runs as usual, since they are there
 * to play it, and when the turn comes to the vacationer the new turn starts stopped. A stopped clock keeps its
 * deadline and reminder aside, with {@code deadline_at} and {@code remind_at} null, so neither a reminder nor a
 * timeout can fall due; when it starts again both are pushed by exactly the time it stood still.
 */
@ApplicationScoped
public class TurnClock {

    private final GameConfig config;
    private final GameStore store;

    @Inject
    public TurnClock(GameConfig config, GameStore store) {
        this.config = config;
        this.store = store;
    }

    /**
     * Starts a new turn (or the setup) at {@code now}: sets the game's deadline and its reminder, stopped if its player is
     * away ({@link GameEntity#away}).
     */
    public void start(GameEntity game, Instant now) {
        if (game.status == GameStatus.PLAYING && game.isComputer(game.seatToMove)) {
            // The computer answers within seconds, by its own queue: its turn has no deadline and no reminder, so it
            // can never lose on time and the deadline job never looks at it.
            clearStopped(game);
            game.deadlineAt = null;
            game.remindAt = null;
            return;
        }
        Duration window = Duration.ofDays(game.daysPerMove);
        Duration before = config.reminderBefore();
        if (before.compareTo(window.dividedBy(2)) > 0) {
            before = window.dividedBy(2);
        }
        clearStopped(game);
        game.deadlineAt = now.plus(window);
        game.remindAt = game.deadlineAt.minus(before);
        if (standsStill(game)) {
            stopAt(game, now);
        }
    }

    /**
     * Stops or starts the clock of a running game as its pause and its players' vacations stand now: called when a
     * pause or a vacation starts or ends, and when a setup comes in. Starting again pushes the deadline and reminder by the time it stood still.
     */
    public void settle(GameEntity game, Instant now) {
        boolean running = game.status == GameStatus.PLAYING || game.status == GameStatus.SETUP;
        boolean shouldStop = running && standsStill(game);
        if (shouldStop && game.clockStoppedAt == null && game.deadlineAt != null) {
            stopAt(game, now);
        } else if (!shouldStop && game.clockStoppedAt != null) {
            restartAt(game, now);
        }
    }

    /** Whether the game's clock stands still now. */
    public static boolean stopped(GameEntity game) {
        return game.clockStoppedAt != null;
    }

    /** Stops the clock: nobody is waited for any more, so a pause asked for or agreed ends with it. */
    public static void stop(GameEntity game) {
        game.deadlineAt = null;
        game.remindAt = null;
        game.pausedAt = null;
        game.pauseAskedBy = null;
        clearStopped(game);
    }

    private boolean standsStill(GameEntity game) {
        return game.pausedAt != null || waitsForSomeoneAway(game);
    }

    /** Reads the game row's away flags (kept by {@link Vacations}), not the vacation table: a move reads nothing more. */
    private boolean waitsForSomeoneAway(GameEntity game) {
        return Timeouts.waitingFor(store, game).stream().anyMatch(game::away);
    }

    private static void stopAt(GameEntity game, Instant now) {
        game.stoppedDeadlineAt = game.deadlineAt;
        game.stoppedRemindAt = game.remindAt;
        game.deadlineAt = null;
        game.remindAt = null;
        game.clockStoppedAt = now;
    }

    private static void restartAt(GameEntity game, Instant now) {
        Duration stood = Duration.between(game.clockStoppedAt, now);
        if (stood.isNegative()) {
            stood = Duration.ZERO;
        }
        game.deadlineAt = game.stoppedDeadlineAt == null ? null : game.stoppedDeadlineAt.plus(stood);
        game.remindAt = game.stoppedRemindAt == null ? null : game.stoppedRemindAt.plus(stood);
        clearStopped(game);
    }

    private static void clearStopped(GameEntity game) {
        game.clockStoppedAt = null;
        game.stoppedDeadlineAt = null;
        game.stoppedRemindAt = null;
    }
}
