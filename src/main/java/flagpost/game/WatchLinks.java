package flagpost.game;

import flagpost.game.GameActionException.Problem;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkToken;
import flagpost.rules.Side;
import flagpost.store.GameEntity;
import flagpost.store.GameStatus;
import flagpost.store.GameStore;
import flagpost.words.Refusals;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;

/**
 * A game's read-only watch link: either player turns it on, either turns it off. A game has at most one at a time.
 *
 * <p>Revocation is a per-game watch epoch, the same device as a player's link epoch ({@link LinkEpochs}): every watch
 * token carries the game row's watch epoch, and works only while the link is on and the epoch is still the row's.
 * Turning the link off raises the epoch, so every copy of it fails at once with no list of tokens kept; a link turned
 * on again carries the new epoch, so an old copy stays dead. The tokens of a live link are issued
 * at the moment it was made ({@link flagpost.links.LinkService#issueWatch}), so the players see the same link every
 * time, and it expires a link lifetime after it was made.
 *
 * <p>A watch token grants no seat: no page or action of a seat accepts its purpose, and a spectator's page is drawn
 * from {@link flagpost.rules.Game#spectatorView()} only ({@link SpectatorQueries}).
 */
@ApplicationScoped
public class WatchLinks {

    /** The game's watch link as a seat's page shows it; {@code epoch} and {@code createdAt} make its token. */
    public record LiveLink(long gameId, int epoch, Instant createdAt, Side createdBy) {
    }

    private final Clock clock;
    private final GameStore store;

    @Inject
    public WatchLinks(Clock clock, GameStore store) {
        this.clock = clock;
        this.store = store;
    }

    /** Turns the game's watch link on for {@code seat}'s player; a link already on stays as it is. */
    @Transactional
    public LiveLink turnOn(long gameId, Side seat) {
        GameEntity game = GameSteps.found(store.lock(gameId));
        if (game.status == GameStatus.DECLINED || game.status == GameStatus.LAPSED) {
            throw new GameActionException(Problem.WRONG_STATE, language -> Refusals.in(language).gameNothingToWatch());
        }
        if (!isOn(game)) {
            game.watchCreatedAt = clock.instant();
            game.watchCreatedBy = seat;
        }
        return liveOrNull(game);
    }

    /** Turns the game's watch link off: every copy of it stops working at once. Nothing happens when it is off already. */
    @Transactional
    public void turnOff(long gameId, Side seat) {
        GameEntity game = GameSteps.found(store.lock(gameId));
        if (isOn(game)) {
            game.watchEpoch++;
            game.watchCreatedAt = null;
            game.watchCreatedBy = null;
        }
    }

    /** The game's live watch link, or null while it has none. */
    @Transactional(Transactional.TxType.SUPPORTS)
    public LiveLink live(long gameId) {
        return liveOrNull(GameSteps.found(store.find(gameId)));
    }

    /** Refuses a watch token the players have turned off (or that was never a watch token), given its game's row. */
    static void requireOn(LinkToken watch, GameEntity game) {
        if (watch.purpose() != LinkPurpose.WATCH) {
            throw new IllegalArgumentException("only a watch link lets a spectator in, not " + watch.purpose());
        }
        if (!isOn(game) || game.watchEpoch != watch.epoch()) {
            throw new WatchLinkOffException();
        }
    }

    /** The game's live watch link, from its row (null: none is on); for a seat's page. */
    static LiveLink liveOrNull(GameEntity game) {
        return isOn(game) ? new LiveLink(game.id, game.watchEpoch, game.watchCreatedAt, game.watchCreatedBy) : null;
    }

    private static boolean isOn(GameEntity game) {
        return game.watchCreatedAt != null;
    }
}
