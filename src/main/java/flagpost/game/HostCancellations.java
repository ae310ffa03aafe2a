package flagpost.game;

import flagpost.game.GameActionException.Problem;
import flagpost.rules.Side;
import flagpost.store.GameEntity;
import flagpost.store.GameStatus;
import flagpost.store.GameStore;
import flagpost.store.NotificationKind;
import flagpost.words.Refusals;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;
import org.jboss.logging.Logger;

/**
 * The host cancels a game that is not over (an abusive one, say): nobody wins or loses, the clock stops, and both players
 * are told by email in their own languages ({@link NotificationKind#GAME_CANCELLED_BY_HOST}). The game is kept as a
 * lapsed one, like a game nobody set up for, so no page offers a move or an answer any more.
 */
@ApplicationScoped
public class HostCancellations {

    private static final Logger LOG = Logger.getLogger(HostCancellations.class);

    private final Clock clock;
    private final GameStore store;

    @Inject
    public HostCancellations(Clock clock, GameStore store) {
        this.clock = clock;
        this.store = store;
    }

    @Transactional
    public void cancel(long gameId) {
        GameEntity game = GameSteps.found(store.lock(gameId));
        if (game.status != GameStatus.INVITED && game.status != GameStatus.SETUP && game.status != GameStatus.PLAYING) {
            throw new GameActionException(Problem.WRONG_STATE, language -> Refusals.in(language).gameAlreadyOver());
        }
        Instant now = clock.instant();
        game.status = GameStatus.LAPSED;
        game.drawOfferedBy = null;
        game.finishedAt = now;
        TurnClock.stop(game);
        store.notify(game, Side.RED, NotificationKind.GAME_CANCELLED_BY_HOST, now);
        store.notify(game, Side.BLUE, NotificationKind.GAME_CANCELLED_BY_HOST, now);
        LOG.infof("game %d cancelled by the host at ply %d", game.id, game.ply);
    }
}
