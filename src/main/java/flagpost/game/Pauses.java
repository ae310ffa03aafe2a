package flagpost.game;

import flagpost.game.GameActionException.Problem;
import flagpost.rules.Side;
import flagpost.store.GameEntity;
import flagpost.store.GameStore;
import flagpost.store.NotificationKind;
import flagpost.words.Refusals;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;

/**
 * An agreed pause of one game in play: one player asks, the other accepts or declines (on the play page, which the
 * email about the request links to). While paused, the clock stands still ({@link TurnClock}) and no move can be
 * played; draws and resignation stay open. Either player may resume it at any time, since a pause lasts only as long
 * as both want it; the deadline and reminder are then pushed by the time it lasted. A pause and a vacation can overlap:
 * the clock runs again only when neither holds it.
 *
 * <p>Each notice is charged to the share of the daily budget of the player who acted ({@code flagpost.mail.DailyBudget}).
 * They need no coalescing as vacation notices do: between two of them by the same player comes a step of the other (a
 * request waits for its answer, a resume for a pause the other accepted), so one player alone cannot repeat them.
 */
@ApplicationScoped
public class Pauses {

    private final Clock clock;
    private final GameStore store;
    private final TurnClock turnClock;

    @Inject
    public Pauses(Clock clock, GameStore store, TurnClock turnClock) {
        this.clock = clock;
        this.store = store;
        this.turnClock = turnClock;
    }

    /** {@code seat} asks the other to pause the game; the other is emailed. */
    @Transactional(dontRollbackOn = Timeouts.DeadlinePassed.class)
    public void ask(long gameId, Side seat) {
        GameEntity game = lockedInPlay(gameId, seat);
        if (game.pausedAt != null) {
            throw new GameActionException(Problem.WRONG_STATE, language -> Refusals.in(language).gameAlreadyPaused());
        }
        if (game.pauseAskedBy == seat) {
            throw new GameActionException(Problem.WRONG_STATE, language -> Refusals.in(language).gamePauseAlreadyAsked());
        }
        if (game.pauseAskedBy == seat.opponent()) {
            throw new GameActionException(Problem.WRONG_STATE, language -> Refusals.in(language).gamePauseAskedOfYou());
        }
        if (game.isComputer(seat.opponent())) {
            // The computer never minds waiting: the pause starts at once, and its work waits until it is resumed.
            Instant now = clock.instant();
            game.pausedAt = now;
            turnClock.settle(game, now);
            return;
        }
        game.pauseAskedBy = seat;
        store.notifyCharged(game, seat.opponent(), NotificationKind.PAUSE_ASKED, game.player(seat).id, clock.instant());
    }

    /** {@code seat} accepts the other's request: the clock stops now. */
    @Transactional(dontRollbackOn = Timeouts.DeadlinePassed.class)
    public void accept(long gameId, Side seat) {
        GameEntity game = askedOf(gameId, seat);
        Instant now = clock.instant();
        game.pauseAskedBy = null;
        game.pausedAt = now;
        turnClock.settle(game, now);
        store.notifyCharged(game, seat.opponent(), NotificationKind.GAME_PAUSED, game.player(seat).id, now);
    }

    /** {@code seat} declines the other's request: nothing changes but the request, and the asker is told. */
    @Transactional(dontRollbackOn = Timeouts.DeadlinePassed.class)
    public void decline(long gameId, Side seat) {
        GameEntity game = askedOf(gameId, seat);
        game.pauseAskedBy = null;
        store.notifyCharged(game, seat.opponent(), NotificationKind.PAUSE_DECLINED, game.player(seat).id, clock.instant());
    }

    /** Either player ends the pause: the clock runs again, pushed by the time it stood still (unless a vacation holds it). */
    @Transactional
    public void resume(long gameId, Side seat) {
        GameEntity game = GameSteps.found(store.lock(gameId));
        GameSteps.requirePlaying(game);
        if (game.pausedAt == null) {
            throw new GameActionException(Problem.WRONG_STATE, language -> Refusals.in(language).gameNotPaused());
        }
        Instant now = clock.instant();
        game.pausedAt = null;
        turnClock.settle(game, now);
        store.notifyCharged(game, seat.opponent(), NotificationKind.GAME_RESUMED, game.player(seat).id, now);
    }

    /** Refuses a move while the game is paused: both agreed to stop, so neither plays until one resumes it. */
    static void refuseIfPaused(GameEntity game) {
        if (game.pausedAt != null) {
            throw new GameActionException(Problem.WRONG_STATE, language -> Refusals.in(language).gamePausedResumeFirst());
        }
    }

    private GameEntity askedOf(long gameId, Side seat) {
        GameEntity game = lockedInPlay(gameId, seat);
        if (game.pauseAskedBy != seat.opponent()) {
            throw new GameActionException(Problem.WRONG_STATE, language -> Refusals.in(language).gameNoPauseToAnswer());
        }
        return game;
    }

    private GameEntity lockedInPlay(long gameId, Side seat) {
        GameEntity game = GameSteps.found(store.lock(gameId));
        Timeouts.refuseIfDue(store, game, seat, clock.instant());
        GameSteps.requirePlaying(game);
        return game;
    }
}
