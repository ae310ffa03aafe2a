package flagpost.game;

import flagpost.game.GameActionException.Problem;
import flagpost.links.LinkToken;
import flagpost.metrics.AppliedMove;
import flagpost.rules.Ending;
import flagpost.rules.Game;
import flagpost.rules.Move;
import flagpost.rules.MoveResult;
import flagpost.rules.PlayedMove;
import flagpost.rules.Result;
import flagpost.rules.Side;
import flagpost.rules.Variant;
import flagpost.store.GameEntity;
import flagpost.store.GameStatus;
import flagpost.store.GameStore;
import flagpost.store.NotificationKind;
import flagpost.store.PlayerEntity;
import flagpost.words.Refusals;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;

/**
 * Playing a started game: moves, resignation and draws. Each method is one transaction that locks the game row,
 * checks, changes the game and records the events the change causes, all or nothing. The one refusal that keeps a
 * change is an action after the deadline: the timeout it records stays.
 */
@ApplicationScoped
public class Play {

    private final Clock clock;
    private final GameStore store;
    private final TurnClock turnClock;
    private final AddressOwners owners;

    @Inject
    public Play(Clock clock, GameStore store, TurnClock turnClock, AddressOwners owners) {
        this.clock = clock;
        this.store = store;
        this.turnClock = turnClock;
        this.owners = owners;
    }

    /** The result of an accepted move. {@code result} is null while the game goes on. */
    public record MoveReceipt(PlayedMove played, int ply, Result result, Variant variant) implements AppliedMove {
    }

    /**
     * Plays {@code move} for {@code seat}. {@code expectedPly} is the number of moves played when the
     * player's page was drawn: a second submit of the same page finds the game moved on and is refused
     * as already played, so nothing is applied twice.
     */
    @Transactional(dontRollbackOn = Timeouts.DeadlinePassed.class)
    public MoveReceipt move(long gameId, Side seat, int expectedPly, Move move) {
        return moveLocked(lockedInTime(gameId, seat), seat, expectedPly, move);
    }

    private MoveReceipt moveLocked(GameEntity game, Side seat, int expectedPly, Move move) {
        GameSteps.requirePlaying(game);
        Pauses.refuseIfPaused(game);
        if (expectedPly < game.ply) {
            throw new GameActionException(Problem.ALREADY_PLAYED, language -> Refusals.in(language).gameTurnAlreadyPlayed(game.ply + 1));
        }
        if (expectedPly > game.ply) {
            throw new GameActionException(Problem.BAD_REQUEST, language -> Refusals.in(language).gameNoSuchMoveYet(expectedPly + 1, game.ply + 1));
        }
        if (seat != game.seatToMove) {
            throw new GameActionException(Problem.NOT_YOUR_TURN, language -> Refusals.in(language).gameNotYourTurn(SeatNames.of(game, game.seatToMove, language)));
        }
        MoveResult result = store.rulesNow(game).apply(seat, move);
        if (result instanceof MoveResult.Rejected rejected) {
            throw GameActionException.illegalMove(rejected.rejection());
        }
        MoveResult.Accepted accepted = (MoveResult.Accepted) result;
        Game after = accepted.game();
        Instant now = clock.instant();
        store.storePosition(game, after);
        if (game.drawOfferedBy == seat.opponent()) {
            game.drawOfferedBy = null; // the offer lapses when the offerer's opponent moves instead of answering
        }
        if (after.isOver()) {
            GameSteps.end(game, after.result(), now);
            store.storeMove(game, accepted.played(), now, NotificationKind.GAME_OVER, NotificationKind.GAME_OVER);
        } else {
            turnClock.start(game, now);
            store.storeMove(game, accepted.played(), now, NotificationKind.MOVE_PLAYED, NotificationKind.YOUR_MOVE);
        }
        return new MoveReceipt(accepted.played(), after.ply(), after.result(), game.variant);
    }

    /**
     * A move sent with {@code link}, the seat's play link: as {@link #move(long, Side, int, Move)}, and in the same
     * transaction the link is refused if its player turned it off ({@link LinkEpochs}), and the player's address counts
     * as confirmed ({@link AddressOwners}). A move is the hot path: checking both first, each on its own, cost a read
     * and a whole transaction more per move; here they cost nothing, read with the lock ({@link GameStore#lock}), and a
     * write only the first time.
     */
    @Transactional(dontRollbackOn = Timeouts.DeadlinePassed.class)
    public MoveReceipt move(LinkToken link, int expectedPly, Move move) {
        GameEntity game = GameSteps.found(store.lock(link.gameId()));
        PlayerEntity holder = game.player(link.seat());
        LinkEpochs.requireCurrent(link, holder);
        if (holder.confirmedAt == null || holder.mailStopped != null) {
            owners.usedOwnLink(link);
        }
        Timeouts.refuseIfDue(store, game, link.seat(), clock.instant());
        return moveLocked(game, link.seat(), expectedPly, move);
    }

    /** Gives up: during setup or play, the other seat wins. */
    @Transactional(dontRollbackOn = Timeouts.DeadlinePassed.class)
    public void resign(long gameId, Side seat) {
        GameEntity game = lockedInTime(gameId, seat);
        if (game.status != GameStatus.PLAYING && game.status != GameStatus.SETUP) {
            throw new GameActionException(Problem.WRONG_STATE, game.status == GameStatus.FINISHED
                    ? language -> Refusals.in(language).gameAlreadyOver() : language -> Refusals.in(language).gameNotStarted());
        }
        GameSteps.finish(store, game, Result.win(Ending.RESIGNED, seat.opponent()), clock.instant());
    }

    @Transactional(dontRollbackOn = Timeouts.DeadlinePassed.class)
    public void offerDraw(long gameId, Side seat) {
        GameEntity game = lockedInTime(gameId, seat);
        GameSteps.requirePlaying(game);
        if (game.drawOfferedBy == seat) {
            throw new GameActionException(Problem.WRONG_STATE, language -> Refusals.in(language).gameDrawAlreadyOffered());
        }
        if (game.drawOfferedBy == seat.opponent()) {
            throw new GameActionException(Problem.WRONG_STATE, language -> Refusals.in(language).gameDrawOfferedToYou());
        }
        game.drawOfferedBy = seat;
        store.notify(game, seat.opponent(), NotificationKind.DRAW_OFFERED, clock.instant());
    }

    @Transactional(dontRollbackOn = Timeouts.DeadlinePassed.class)
    public void acceptDraw(long gameId, Side seat) {
        GameEntity game = drawOfferedTo(gameId, seat);
        GameSteps.finish(store, game, Result.draw(Ending.DRAW_AGREED), clock.instant());
    }

    @Transactional(dontRollbackOn = Timeouts.DeadlinePassed.class)
    public void declineDraw(long gameId, Side seat) {
        GameEntity game = drawOfferedTo(gameId, seat);
        game.drawOfferedBy = null;
        store.notify(game, seat.opponent(), NotificationKind.DRAW_DECLINED, clock.instant());
    }

    /** The locked game, when a draw offer awaits {@code seat}'s answer. */
    private GameEntity drawOfferedTo(long gameId, Side seat) {
        GameEntity game = lockedInTime(gameId, seat);
        GameSteps.requirePlaying(game);
        if (game.drawOfferedBy != seat.opponent()) {
            throw new GameActionException(Problem.WRONG_STATE, language -> Refusals.in(language).gameNoDrawToAnswer());
        }
        return game;
    }

    /**
     * The locked game, unless its deadline has passed: then the timeout is recorded as the deadline job would record
     * it, and the action refused ({@link Timeouts.DeadlinePassed}, which the transaction commits).
     */
    private GameEntity lockedInTime(long gameId, Side seat) {
        GameEntity game = GameSteps.found(store.lock(gameId));
        Timeouts.refuseIfDue(store, game, seat, clock.instant());
        return game;
    }
}
