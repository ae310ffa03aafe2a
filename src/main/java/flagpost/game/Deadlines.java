package flagpost.game;

import flagpost.metrics.GameMeters;
import flagpost.rules.Side;
import flagpost.store.ConnectionFailures;
import flagpost.store.GameEntity;
import flagpost.store.GameStatus;
import flagpost.store.GameStore;
import flagpost.store.NotificationKind;
import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Clock;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import org.jboss.logging.Logger;

/**
 * What falls due with time: lapsed invitations, reminders, and timeouts (docs/RULES.md §7). Run by the deadline job,
 * and safe on several instances at once: each due game is taken with {@code FOR UPDATE SKIP LOCKED}, so two never
 * handle the same game.
 */
@ApplicationScoped
public class Deadlines {

    private static final Logger LOG = Logger.getLogger(Deadlines.class);

    private final Clock clock;
    private final GameConfig config;
    private final GameStore store;

    @Inject
    GameMeters meters;

    @Inject
    public Deadlines(Clock clock, GameConfig config, GameStore store) {
        this.clock = clock;
        this.config = config;
        this.store = store;
    }

    /** What one run of the deadline job did. */
    public record DeadlineRun(int reminders, int timeouts, int lapsed) {
    }

    /**
     * Handles every game whose invitation lapsed, whose reminder is due or whose deadline passed, oldest first, each in
     * its own transaction, at most {@code flagpost.games.deadline-batch-size} a run. A game whose handling fails is
     * logged and pushed back by {@code flagpost.games.deadline-retry-after}, so games that keep failing cannot fill
     * every run while a younger due game waits behind them. When the database cannot be reached, that failure ends the
     * run and is thrown: it is no game's.
     */
    public DeadlineRun process() {
        return run(null);
    }

    /**
     * The same, for these games only. Tests share one database and one clock, so a test's run must not depend on
     * how many games other tests left due.
     */
    public DeadlineRun process(Collection<Long> only) {
        return run(List.copyOf(only));
    }

    private DeadlineRun run(List<Long> only) {
        int reminders = 0;
        int timeouts = 0;
        int lapsed = 0;
        for (int handled = 0; handled < config.deadlineBatchSize(); handled++) {
            Outcome outcome;
            try {
                outcome = QuarkusTransaction.requiringNew().call(() -> handleNextDueGame(only));
            } catch (RuntimeException problem) {
                if (ConnectionFailures.isCause(problem)) {
                    throw problem; // no game's fault: the run ends, and the deadline job says so once
                }
                if (problem instanceof DueGameFailure failure) {
                    Instant retryAt = clock.instant().plus(config.deadlineRetryAfter());
                    LOG.errorf(failure.getCause(), "deadline handling failed for game %d; will retry at %s", failure.gameId, retryAt);
                    QuarkusTransaction.requiringNew().run(() -> store.pushBackDeadline(failure.gameId, retryAt));
                    continue;
                }
                LOG.error("deadline job could not take the next due game; will retry on the next run", problem);
                break;
            }
            switch (outcome) {
                case NOTHING_DUE -> {
                    return new DeadlineRun(reminders, timeouts, lapsed);
                }
                case REMINDED -> reminders++;
                case TIMED_OUT -> timeouts++;
                case LAPSED -> lapsed++;
            }
        }
        return new DeadlineRun(reminders, timeouts, lapsed);
    }

    private enum Outcome { NOTHING_DUE, REMINDED, TIMED_OUT, LAPSED }

    /** A failure charged to one game, so the run can push it back. */
    private static final class DueGameFailure extends RuntimeException {
        final long gameId;

        DueGameFailure(long gameId, RuntimeException cause) {
            super(cause);
            this.gameId = gameId;
        }
    }

    private Outcome handleNextDueGame(List<Long> only) {
        Instant now = clock.instant();
        GameEntity game = store.lockNextDueGame(now, only);
        if (game == null) {
            return Outcome.NOTHING_DUE;
        }
        try {
            Outcome outcome = handle(game, now);
            store.flush(); // so a failing write is charged to this game, not to the commit
            return outcome;
        } catch (RuntimeException problem) {
            throw new DueGameFailure(game.id, problem);
        }
    }

    private Outcome handle(GameEntity game, Instant now) {
        if (game.status == GameStatus.INVITED) {
            game.status = GameStatus.LAPSED;
            game.invitationExpiresAt = null;
            game.finishedAt = now;
            store.notify(game, game.creatorSeat, NotificationKind.INVITATION_LAPSED, now);
            meters.invitationLapsed();
            return Outcome.LAPSED;
        }
        if (Timeouts.due(game, now)) {
            Timeouts.record(store, game, now);
            return Outcome.TIMED_OUT;
        }
        for (Side seat : Timeouts.waitingFor(store, game)) {
            store.notify(game, seat, NotificationKind.REMINDER, now);
        }
        game.remindAt = null; // one reminder per turn: the next move sets a new one
        return Outcome.REMINDED;
    }
}
