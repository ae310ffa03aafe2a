package flagpost.game;

import flagpost.game.GameActionException.Problem;
import flagpost.rules.Game;
import flagpost.rules.Setup;
import flagpost.rules.SetupResult;
import flagpost.rules.Side;
import flagpost.store.GameEntity;
import flagpost.store.GameStatus;
import flagpost.store.GameStore;
import flagpost.store.NotificationKind;
import flagpost.store.SetupEntity;
import flagpost.words.Refusals;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;
import java.util.Map;

/** Each seat's secret setup, and the start of the game once both are in. */
@ApplicationScoped
public class Setups {

    private static final int MAX_SETUP_TEXT_LENGTH = 200;

    private final Clock clock;
    private final GameStore store;
    private final TurnClock turnClock;

    @Inject
    public Setups(Clock clock, GameStore store, TurnClock turnClock) {
        this.clock = clock;
        this.store = store;
        this.turnClock = turnClock;
    }

    /**
     * Stores a seat's setup (a 40-character setup string, see {@link Setup}); resubmitting replaces it
     * until both are in. When both are in, the game starts and Red is to move. After the setup deadline it is refused
     * and the timeout recorded.
     */
    @Transactional(dontRollbackOn = Timeouts.DeadlinePassed.class)
    public void submit(long gameId, Side seat, String setupText) {
        GameEntity game = GameSteps.found(store.lock(gameId));
        Timeouts.refuseIfDue(store, game, seat, clock.instant());
        if (game.status != GameStatus.SETUP) {
            throw new GameActionException(Problem.WRONG_STATE, switch (game.status) {
                case PLAYING -> language -> Refusals.in(language).gameSetupsLocked();
                case FINISHED -> language -> Refusals.in(language).gameOver();
                case INVITED -> language -> Refusals.in(language).gameInvitationNotAccepted();
                default -> language -> Refusals.in(language).gameNeverStarted();
            });
        }
        if (setupText == null || setupText.length() > MAX_SETUP_TEXT_LENGTH) {
            throw new GameActionException(Problem.INVALID_SETUP, language -> Refusals.in(language).gameSetupMissing());
        }
        SetupResult parsed = Setup.parse(seat, game.variant, setupText);
        if (!parsed.isValid()) {
            throw GameActionException.invalidSetup(parsed.problems());
        }
        Instant now = clock.instant();
        SetupEntity.Key key = new SetupEntity.Key();
        key.gameId = game.id;
        key.seat = seat;
        SetupEntity stored = SetupEntity.findById(key);
        if (stored == null) {
            stored = new SetupEntity();
            stored.gameId = game.id;
            stored.seat = seat;
            stored.pieces = parsed.setup().toSetupString();
            stored.submittedAt = now;
            stored.persist();
        } else {
            stored.pieces = parsed.setup().toSetupString();
            stored.submittedAt = now;
        }
        Map<Side, Setup> setups = store.setups(game);
        if (setups.size() == 2) {
            start(game, setups, now);
        } else {
            turnClock.settle(game, now); // the setup waits for one seat now, who may be on vacation or not
        }
    }

    private void start(GameEntity game, Map<Side, Setup> setups, Instant now) {
        Game rules = GameStore.start(game, setups);
        game.status = GameStatus.PLAYING;
        game.startedAt = now;
        store.storePosition(game, rules);
        if (rules.isOver()) {
            GameSteps.finish(store, game, rules.result(), now);
            return;
        }
        turnClock.start(game, now);
        store.notify(game, Side.RED, NotificationKind.GAME_STARTED, now);
        store.notify(game, Side.BLUE, NotificationKind.GAME_STARTED, now);
    }
}
