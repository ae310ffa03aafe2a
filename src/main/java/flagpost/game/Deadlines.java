package flagpost.game;

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
import java.util.ArrayList;
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
    public Deadlines(Clock clock, GameConfig config, GameStore store) {
        this.clock = clock;
        this.config = config;
        this.store = store;
    }

    /** What one run of the deadline job did. */
    public record DeadlineRun(int reminders, int timeouts, int lapsed) {
    }

    /**
     * Handles every game whose invitation lapsed, whose reminder is due or whose deadline passed, each in its own
     * transaction, at most {@code flagpost.games.deadline-batch-size} a run. A game whose handling fails is logged and
     * passed over for the rest of the run, so it cannot hold up the others; the next run tries it again.
     */
    public DeadlineRun process() {
        int reminders = 0;
        int timeouts = 0;
        int lapsed = 0;
        List<Long> failed = new ArrayList<>();
        for (int handled = 0; handled < config.deadlineBatchSize(); handled++) {
            Outcome outcome;
            try {
                outcome = QuarkusTransaction.requiringNew().call(() -> handleNextDueGame(failed));
            } catch (RuntimeException problem) {
                if (ConnectionFailures.isCause(problem)) {
                    LOG.warnf("deadlines: the database cannot be reached (%s); trying again at the next run", problem.getMessage());
                    break;
                }
                Long gameId = problem instanceof DueGameFailure failure ? failure.gameId : null;
                LOG.errorf(problem, "deadline handling failed for game %s; will retry on the next run", gameId);
                if (gameId == null) {
                    break;
                }
                failed.add(gameId);
                continue;
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

    /** A failure charged to one game, so the run can pass over it. */
    private static final class DueGameFailure extends RuntimeException {
        final long gameId;

        DueGameFailure(long gameId, RuntimeException cause) {
            super(cause);
            this.gameId = gameId;
        }
    }

    private Outcome handleNextDueGame(List<Long> skip) {
        Instant now = clock.instant();
        GameEntity game = store.lockNextDueGame(now, skip);
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
