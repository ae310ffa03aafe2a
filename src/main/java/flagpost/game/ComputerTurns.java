package flagpost.game;

import flagpost.bot.Bot;
import flagpost.bot.Budget;
import flagpost.bot.Decision;
import flagpost.bot.Level;
import flagpost.metrics.MoveChannel;
import flagpost.metrics.MoveMeters;
import flagpost.rules.Game;
import flagpost.rules.Move;
import flagpost.rules.PlayerView;
import flagpost.rules.Side;
import flagpost.store.ComputerQueue;
import flagpost.store.ComputerQueue.Claim;
import flagpost.store.GameEntity;
import flagpost.store.GameStatus;
import flagpost.store.GameStore;
import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.jboss.logging.Logger;

/**
 * The computer's turns: takes the work {@link ComputerQueue} holds and answers it as a person would, through
 * {@link Play}, so its moves are stored, shown and mailed to its opponent exactly like a person's.
 *
 * <p>One turn is three steps, none holding a lock while the computer thinks: (1) take a due row, leased, in a short
 * transaction of its own; (2) read the game without a lock and hand the computer what its seat may know and nothing
 * else, {@code viewFor(seat)} and {@code legalMoves()}, and let it think (it may take a second); (3) in one transaction,
 * answer a draw offer ({@link Bot#acceptsDraw}) and play or resign through {@link Play} with the ply it read as the
 * expected ply, and delete the row. If the game moved on meanwhile (another instance answered, the person resigned or
 * paused), {@link Play} refuses and the row goes: whatever changed the game gave the computer new work if it has any.
 * A fault leaves the row for later, each failure waiting twice as long as the one before ({@link #retryWait}). The
 * decision's seed comes from the game and the ply, so a retried turn decides the same.
 *
 * <p>A move is metered ({@link MoveMeters}, channel computer) around its transaction, so it is counted once committed
 * and its time includes the commit, as the people's moves are.
 */
@ApplicationScoped
public class ComputerTurns {

    private static final Logger LOG = Logger.getLogger(ComputerTurns.class);

    /** The refusals that mean the game moved on while the computer thought: a move played, the game over or gone. */
    private static final Set<GameActionException.Problem> OVERTAKEN = Set.of(GameActionException.Problem.ALREADY_PLAYED,
            GameActionException.Problem.WRONG_STATE, GameActionException.Problem.NOT_FOUND);

    private final Clock clock;
    private final ComputerConfig config;
    private final GameStore store;
    private final ComputerQueue queue;
    private final Play play;
    private final MoveMeters moves;

    @Inject
    public ComputerTurns(Clock clock, ComputerConfig config, GameStore store, ComputerQueue queue, Play play, MoveMeters moves) {
        this.clock = clock;
        this.config = config;
        this.store = store;
        this.queue = queue;
        this.play = play;
        this.moves = moves;
    }

    /** What one taken row came to. */
    public enum Outcome {
        MOVED, RESIGNED, ACCEPTED_DRAW, DECLINED_DRAW_AND_MOVED, DECLINED_DRAW,
        /** The game had nothing for the computer to do (any more): the row went. */
        NOTHING_TO_DO,
        /** The game moved on while the computer thought: {@link Play} refused, the row went. */
        OVERTAKEN,
        /** A fault: the row waits ({@link #retryWait}) and is tried again. */
        FAILED
    }

    /** Answers due turns until none is left; returns how many rows it took. */
    public int process() {
        return process(null);
    }

    /**
     * The same for these games only ({@code null}: every game). Tests share one database and one clock, so a test's run
     * must not depend on the work another test left.
     */
    public int process(Collection<Long> only) {
        int taken = 0;
        while (answerNext(only)) {
            taken++;
        }
        return taken;
    }

    /**
     * Takes one due turn of these games ({@code null}: any) and answers it; false when none was due. The job rests
     * between two of these ({@code flagpost.computer.busy-share}).
     */
    public boolean answerNext(Collection<Long> only) {
        Optional<Claim> claim = take(only);
        claim.ifPresent(this::answer);
        return claim.isPresent();
    }

    /** Takes one due row of these games ({@code null}: any), leased, or nothing; it commits before any thinking. */
    public Optional<Claim> take(Collection<Long> only) {
        Instant now = clock.instant();
        return QuarkusTransaction.requiringNew().call(() -> queue.takeDue(now.minus(config.minDelay()), now.plus(config.lease()), only));
    }

    /** Answers a taken row: read, think, apply (see the class comment). */
    public Outcome answer(Claim claim) {
        Turn turn;
        try {
            turn = QuarkusTransaction.requiringNew().call(() -> read(claim));
        } catch (RuntimeException fault) {
            return failed(claim, fault);
        }
        if (turn == null) {
            finish(claim);
            return Outcome.NOTHING_TO_DO;
        }
        boolean acceptsDraw;
        Decision decision;
        try {
            acceptsDraw = turn.drawOffered() && Bot.acceptsDraw(turn.view());
            decision = turn.toMove() && !acceptsDraw ? Bot.decide(turn.view(), turn.legalMoves(), turn.level(),
                    ComputerGames.moveSeed(turn.seed(), turn.ply()), budget()) : null;
        } catch (RuntimeException fault) {
            return failed(claim, fault);
        }
        try {
            if (!acceptsDraw && decision instanceof Decision.Play chosen) {
                // Timed around the transaction: a move is counted once committed, and its time includes the commit.
                moves.timed(MoveChannel.COMPUTER, () -> QuarkusTransaction.requiringNew().call(() -> move(claim, turn, chosen.move())));
                return turn.drawOffered() ? Outcome.DECLINED_DRAW_AND_MOVED : Outcome.MOVED;
            }
            return QuarkusTransaction.requiringNew().call(() -> answerWithoutMoving(claim, turn, acceptsDraw, decision));
        } catch (GameActionException refused) {
            if (!OVERTAKEN.contains(refused.problem())) {
                return failed(claim, refused); // not the game moving on: dropping the row would leave the turn unanswered
            }
            LOG.debugf("game %d: the computer's answer at ply %d was refused (%s)", claim.gameId(), turn.ply(), refused.getMessage());
            finish(claim);
            return Outcome.OVERTAKEN;
        } catch (RuntimeException fault) {
            return failed(claim, fault);
        }
    }

    /** What the computer's seat may know of the game now, and what it owes; null when it owes nothing. */
    private record Turn(int ply, long seed, Level level, PlayerView view, List<Move> legalMoves, boolean toMove, boolean drawOffered) {
    }

    private Turn read(Claim claim) {
        GameEntity game = store.find(claim.gameId());
        Side seat = claim.seat();
        if (game == null || game.status != GameStatus.PLAYING || game.pausedAt != null || !game.isComputer(seat)) {
            return null;
        }
        boolean toMove = game.seatToMove == seat;
        boolean drawOffered = game.drawOfferedBy == seat.opponent();
        if (!toMove && !drawOffered) {
            return null;
        }
        Game rules = store.rulesNow(game);
        return new Turn(game.ply, game.computerSeed, Level.fromCode(game.player(seat).computerLevel), rules.viewFor(seat),
                toMove ? rules.legalMoves() : List.of(), toMove, drawOffered);
    }

    private Budget budget() {
        return Budget.iterations(config.iterations()).withCap(System::nanoTime, Math.max(1, config.thinkCap().toMillis()));
    }

    /** Declines a standing draw offer, if any, and plays the move; in the caller's transaction. */
    private Play.MoveReceipt move(Claim claim, Turn turn, Move move) {
        if (turn.drawOffered()) {
            play.declineDraw(claim.gameId(), claim.seat());
        }
        Play.MoveReceipt played = play.move(claim.gameId(), claim.seat(), turn.ply(), move);
        queue.done(claim);
        return played;
    }

    /** Accepts or declines a draw offer, or resigns; in the caller's transaction. */
    private Outcome answerWithoutMoving(Claim claim, Turn turn, boolean acceptsDraw, Decision decision) {
        long gameId = claim.gameId();
        Side seat = claim.seat();
        Outcome outcome;
        if (acceptsDraw) {
            play.acceptDraw(gameId, seat);
            outcome = Outcome.ACCEPTED_DRAW;
        } else {
            if (turn.drawOffered()) {
                play.declineDraw(gameId, seat);
            }
            if (decision instanceof Decision.Resign) {
                play.resign(gameId, seat);
                outcome = Outcome.RESIGNED;
            } else {
                outcome = Outcome.DECLINED_DRAW;
            }
        }
        queue.done(claim);
        return outcome;
    }

    private void finish(Claim claim) {
        QuarkusTransaction.requiringNew().run(() -> queue.done(claim));
    }

    private Outcome failed(Claim claim, RuntimeException fault) {
        Duration wait = retryWait(config.retryAfter(), config.retryMax(), claim.attempts());
        LOG.errorf(fault, "game %d: the computer's turn failed (attempt %d); trying again in %s", claim.gameId(), claim.attempts(), wait);
        Instant retryAt = clock.instant().plus(wait);
        try {
            QuarkusTransaction.requiringNew().run(() -> queue.failed(claim, String.valueOf(fault), retryAt));
        } catch (RuntimeException unrecorded) {
            // The lease runs out and the row comes due again anyway.
            LOG.warnf("game %d: the computer's failure could not be recorded: %s", claim.gameId(), unrecorded);
        }
        return Outcome.FAILED;
    }

    /**
     * Refuses retry settings that would make a failing turn spin ({@code retry-after} zero) or wait less as it fails more
     * ({@code retry-max} under {@code retry-after}), in words a host can act on; the job calls it at start.
     */
    public static void checkRetries(Duration first, Duration max) {
        if (first.isNegative() || first.isZero() || max.compareTo(first) < 0) {
            throw new IllegalStateException("flagpost.computer.retry-after must be positive and flagpost.computer.retry-max at least as "
                    + "long (the first wait after a failed turn, and the longest, each failure doubling the wait): got " + first + " and " + max);
        }
    }

    /**
     * How long a turn waits after its {@code attempt}-th taking failed: {@code first}, doubled for each attempt before,
     * at most {@code max}. Attempts count every taking of the row since its work was written (a lease that ran out
     * included), so the wait grows with the trouble the turn has had.
     */
    static Duration retryWait(Duration first, Duration max, int attempt) {
        Duration wait = first;
        for (int doubled = 1; doubled < attempt && wait.compareTo(max) < 0; doubled++) {
            wait = wait.multipliedBy(2);
        }
        return wait.compareTo(max) > 0 ? max : wait;
    }
}
