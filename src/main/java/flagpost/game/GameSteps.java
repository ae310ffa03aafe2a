package flagpost.game;

import flagpost.game.GameActionException.Problem;
import flagpost.rules.Result;
import flagpost.rules.Side;
import flagpost.store.GameEntity;
import flagpost.store.GameStatus;
import flagpost.store.GameStore;
import flagpost.store.NotificationKind;
import flagpost.store.PlayerEntity;
import flagpost.words.Refusals;
import flagpost.words.Results;
import java.time.Instant;
import org.jboss.logging.Logger;

/** The checks every use case makes first, and the end of a game, which several of them reach. */
final class GameSteps {

    private static final Logger LOG = Logger.getLogger(GameSteps.class);

    private GameSteps() {
    }

    /**
     * The player, for a write of their own columns: their row locked until the transaction ends ({@link PlayerEntity#lockById}),
     * or the refusal a missing player gets. Hibernate writes every column of a changed player back, so a copy read
     * without the lock would put back whatever another transaction committed meanwhile (a vacation's
     * {@code vacation_year}, another setting, a raised link epoch, an erasure). Call it before any other read of the
     * player in the transaction: a copy the persistence context holds already comes back as it was read then.
     */
    static PlayerEntity lockedPlayer(long playerId) {
        PlayerEntity player = PlayerEntity.lockById(playerId);
        if (player == null) {
            throw new GameActionException(Problem.NOT_FOUND, language -> Refusals.in(language).gameNoSuchPlayer());
        }
        return player;
    }

    /** {@code game}, or the refusal a missing game gets. */
    static GameEntity found(GameEntity game) {
        if (game == null) {
            throw new GameActionException(Problem.NOT_FOUND, language -> Refusals.in(language).gameNoSuchGame());
        }
        return game;
    }

    static void requirePlaying(GameEntity game) {
        if (game.status != GameStatus.PLAYING) {
            throw new GameActionException(Problem.WRONG_STATE, game.status == GameStatus.FINISHED
                    ? language -> Refusals.in(language).gameIsOver(Results.plain(language, game.result()))
                    : language -> Refusals.in(language).gameNotStartedSetUpFirst());
        }
    }

    /** Whether the game has a board: it is being played, or it ended after both setups were in. */
    static boolean hasBoard(GameEntity game) {
        return game.status == GameStatus.PLAYING || (game.status == GameStatus.FINISHED && game.startedAt != null);
    }

    static void requireBoard(GameEntity game) {
        if (!hasBoard(game)) {
            throw new GameActionException(Problem.WRONG_STATE, language -> Refusals.in(language).gameNotStartedYet());
        }
    }

    /** Refuses a ply outside the moves played so far (0 is the start). */
    static void requirePlyPlayed(GameEntity game, int ply) {
        if (ply < 0 || ply > game.ply) {
            throw new GameActionException(Problem.BAD_REQUEST, language -> Refusals.in(language).gameNoSuchPly(game.ply, ply));
        }
    }

    /** Ends the game and tells both players. */
    static void finish(GameStore store, GameEntity game, Result result, Instant now) {
        end(game, result, now);
        store.notify(game, Side.RED, NotificationKind.GAME_OVER, now);
        store.notify(game, Side.BLUE, NotificationKind.GAME_OVER, now);
    }

    /** Marks the game over; the caller records GAME_OVER for both seats. */
    static void end(GameEntity game, Result result, Instant now) {
        game.status = GameStatus.FINISHED;
        game.setResult(result);
        game.finishedAt = now;
        game.drawOfferedBy = null;
        TurnClock.stop(game);
        LOG.infof("game %d finished at ply %d: %s", game.id, game.ply, result.describe());
    }
}
