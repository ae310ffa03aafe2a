package flagpost.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import flagpost.game.GameActionException.Problem;
import flagpost.rules.Move;
import flagpost.rules.Side;
import flagpost.support.ServiceGames;
import flagpost.support.StoreProbe;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import javax.sql.DataSource;
import org.junit.jupiter.api.RepeatedTest;

@QuarkusTest
class ConcurrentMoveTest {

    @Inject
    GameQueries queries;

    @Inject
    Play play;

    @Inject
    StoreProbe store;

    @Inject
    DataSource dataSource;

    @RepeatedTest(5)
    void twoSubmitsOfTheSameMoveAtOnceStoreItExactlyOnce() throws Exception {
        long id = ServiceGames.startedClassicGame();

        List<Object> outcomes = race(id, () -> play.move(id, Side.RED, 0, Move.of("e4", "e5")),
                () -> play.move(id, Side.RED, 0, Move.of("e4", "e5")));

        assertExactlyOnePlayedAndOneAlreadyPlayed(outcomes);
        assertEquals(1, store.moveCount(id));
        assertEquals(1, store.game(id).ply);
        assertEquals(2, store.notifications(id).stream().filter(n -> n.ply() == 1).count());
    }

    @RepeatedTest(5)
    void twoDifferentMovesForTheSameTurnAtOnceStoreExactlyOne() throws Exception {
        long id = ServiceGames.startedClassicGame();

        List<Object> outcomes = race(id, () -> play.move(id, Side.RED, 0, Move.of("e4", "e5")),
                () -> play.move(id, Side.RED, 0, Move.of("f4", "f5")));

        assertExactlyOnePlayedAndOneAlreadyPlayed(outcomes);
        assertEquals(1, store.moveCount(id));
        assertEquals(Side.BLUE, store.game(id).sideToMove);
        // the position matches the stored move, whichever won
        String played = queries.historyAt(id, Side.RED, null).moves().get(0).move().from().name();
        assertEquals(null, queries.seatState(id, Side.RED).view().pieceAt(flagpost.rules.Square.parse(played)));
    }

    /**
     * Runs both submits so that they really overlap: the test holds the game row first, lets both start their
     * transactions, waits until the database shows both blocked on that row, and only then lets go. So neither can
     * have finished before the other began, however the threads are scheduled.
     */
    private List<Object> race(long gameId, Callable<Object> first, Callable<Object> second) throws Exception {
        ExecutorService threads = Executors.newFixedThreadPool(2);
        try (Connection holder = dataSource.getConnection()) {
            holder.setAutoCommit(false);
            try (PreparedStatement hold = holder.prepareStatement("select id from game where id = ? for update")) {
                hold.setLong(1, gameId);
                hold.executeQuery().close();
            }
            List<Future<Object>> futures = new ArrayList<>();
            List<Thread> submitters = new java.util.concurrent.CopyOnWriteArrayList<>();
            for (Callable<Object> task : List.of(first, second)) {
                futures.add(threads.submit(() -> {
                    submitters.add(Thread.currentThread());
                    try {
                        return task.call();
                    } catch (GameActionException refused) {
                        return refused;
                    }
                }));
            }
            awaitWaitingOnLocks(2, submitters);
            holder.commit();
            List<Object> outcomes = new ArrayList<>();
            for (Future<Object> future : futures) {
                outcomes.add(future.get(30, TimeUnit.SECONDS));
            }
            return outcomes;
        } finally {
            threads.shutdownNow();
        }
    }

    /** Polls on a connection of its own in autocommit: inside a transaction PostgreSQL keeps showing its first look at pg_stat_activity. */
    private void awaitWaitingOnLocks(int sessions, List<Thread> submitters) throws Exception {
        long giveUp = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        try (Connection connection = dataSource.getConnection(); PreparedStatement waiting = connection.prepareStatement(
                "select count(*) from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'")) {
            while (true) {
                try (ResultSet count = waiting.executeQuery()) {
                    count.next();
                    if (count.getInt(1) >= sessions) {
                        return;
                    }
                }
                if (System.nanoTime() > giveUp) {
                    StringBuilder stacks = new StringBuilder();
                    for (Thread submitter : submitters) {
                        stacks.append("\n").append(submitter.getName()).append(":");
                        for (StackTraceElement frame : submitter.getStackTrace()) {
                            stacks.append("\n  ").append(frame);
                        }
                    }
                    fail("the two submits never waited on the game row together: " + sessions(connection) + stacks);
                }
                Thread.sleep(5);
            }
        }
    }

    private static List<String> sessions(Connection connection) throws Exception {
        List<String> sessions = new ArrayList<>();
        try (PreparedStatement activity = connection.prepareStatement("select state, wait_event_type, wait_event, query from pg_stat_activity "
                + "where datname = current_database()"); ResultSet rows = activity.executeQuery()) {
            while (rows.next()) {
                sessions.add(rows.getString(1) + "/" + rows.getString(2) + "/" + rows.getString(3) + ": " + rows.getString(4));
            }
        }
        return sessions;
    }

    private static void assertExactlyOnePlayedAndOneAlreadyPlayed(List<Object> outcomes) {
        long played = outcomes.stream().filter(o -> o instanceof Play.MoveReceipt).count();
        List<Problem> refused = outcomes.stream().filter(o -> o instanceof GameActionException)
                .map(o -> ((GameActionException) o).problem()).toList();
        assertEquals(1, played, outcomes.toString());
        assertEquals(List.of(Problem.ALREADY_PLAYED), refused, outcomes.toString());
    }
}
