package flagpost.game;

import flagpost.rules.Ending;
import flagpost.rules.Result;
import flagpost.rules.Side;
import flagpost.store.GameEntity;
import flagpost.store.GameStatus;
import flagpost.store.GameStore;
import flagpost.store.NotificationKind;
import flagpost.words.Refusals;
import flagpost.words.Results;
import flagpost.words.Sentence;
import flagpost.words.Times;
import java.time.Instant;
import java.util.EnumSet;
import java.util.Set;

/**
 * A deadline that has passed (docs/RULES.md §7): the seat that was waited for has lost on time, or, when both setups
 * were missing, the game is cancelled. The deadline job records it when it comes round; an action arriving first records
 * it itself, the same way, and is refused.
 */
final class Timeouts {

    private Timeouts() {
    }

    /** Whether the game's turn (or setup) deadline has passed by {@code now}. */
    static boolean due(GameEntity game, Instant now) {
        return (game.status == GameStatus.PLAYING || game.status == GameStatus.SETUP)
                && game.deadlineAt != null && !now.isBefore(game.deadlineAt);
    }

    /** The seats the game waits for: the side to move, or the seats whose setup is not in. */
    static Set<Side> waitingFor(GameStore store, GameEntity game) {
        if (game.status == GameStatus.PLAYING) {
            return Set.of(game.seatToMove);
        }
        Set<Side> missing = EnumSet.allOf(Side.class);
        missing.removeAll(store.setups(game).keySet());
        return missing;
    }

    /** Ends a game whose deadline passed and tells both players: a loss on time, or a cancelled game. */
    static void record(GameStore store, GameEntity game, Instant now) {
        Set<Side> late = waitingFor(store, game);
        if (late.size() == 1) {
            GameSteps.finish(store, game, Result.win(Ending.TIMEOUT, late.iterator().next().opponent()), now);
        } else {
            game.status = GameStatus.LAPSED;
            TurnClock.stop(game);
            game.finishedAt = now;
            store.notify(game, Side.RED, NotificationKind.GAME_CANCELLED, now);
            store.notify(game, Side.BLUE, NotificationKind.GAME_CANCELLED, now);
        }
    }

    /**
     * Refuses an action of {@code seat} that comes after the deadline, recording the timeout first; the refusal is a
     * {@link DeadlinePassed}, which the actions' transactions commit rather than roll back.
     */
    static void refuseIfDue(GameStore store, GameEntity game, Side seat, Instant now) {
        if (!due(game, now)) {
            return;
        }
        Instant deadline = game.deadlineAt;
        record(store, game, now);
        if (game.status == GameStatus.LAPSED) {
            throw new DeadlinePassed(language -> Refusals.in(language).gameDeadlinePassedNoSetups(Times.when(language, deadline)));
        }
        Result result = game.result();
        String red = game.redPlayer.displayName;
        String blue = game.bluePlayer.displayName;
        throw new DeadlinePassed(language -> Refusals.in(language).gameDeadlinePassed(Times.when(language, deadline),
                Results.toldTo(language, result, seat, red, blue)));
    }

    /** The refusal of an action that came after the deadline; the timeout it records is kept. */
    static final class DeadlinePassed extends GameActionException {

        DeadlinePassed(Sentence sentence) {
            super(Problem.DEADLINE_PASSED, sentence);
        }
    }
}
