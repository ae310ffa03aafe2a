package flagpost.support;

import static org.junit.jupiter.api.Assertions.fail;

import flagpost.game.GameActionException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import javax.sql.DataSource;

/**
 * Two actions on one game (or one player) that really overlap in the database, for the tests of what a game's (or a
 * player's) row lock serialises.
 */
public final class RowRace {

    private RowRace() {
    }

    /**
     * Runs both actions so that they really overlap: holds the game row first, lets both start their transactions,
     * waits until the database shows both blocked on that row, and only then lets go. So neither can have finished
     * before the other began, however the threads are scheduled. Each outcome is the action's result or the
     * {@link GameActionException} that refused it, in the order given.
     */
    public static List<Object> race(DataSource dataSource, long gameId, Callable<Object> first, Callable<Object> second) throws Exception {
        return race(dataSource, "game", gameId, first, second, false);
    }

    /**
     * {@link #race}, with {@code first} queued on the game row before {@code second} starts, so {@code first} takes the
     * row first. For an action whose missing lock shows only when it writes after the other: a copy read without the
     * lock before the other committed, written back over it.
     */
    public static List<Object> raceInOrder(DataSource dataSource, long gameId, Callable<Object> first, Callable<Object> second)
            throws Exception {
        return race(dataSource, "game", gameId, first, second, true);
    }

    /**
     * {@link #raceInOrder} on the player's row instead of a game's: for the writes of a player's own columns (settings,
     * a vacation's start), where a copy read without the lock and written back second undoes what the first stored.
     */
    public static List<Object> raceInOrderOnPlayer(DataSource dataSource, long playerId, Callable<Object> first, Callable<Object> second)
            throws Exception {
        return race(dataSource, "player", playerId, first, second, true);
    }

    private static List<Object> race(DataSource dataSource, String table, long id, Callable<Object> first, Callable<Object> second,
            boolean inOrder) throws Exception {
        ExecutorService threads = Executors.newFixedThreadPool(2);
        try (Connection holder = dataSource.getConnection()) {
            holder.setAutoCommit(false);
            try (PreparedStatement hold = holder.prepareStatement("select id from " + table + " where id = ? for update")) {
                hold.setLong(1, id);
                hold.executeQuery().close();
            }
            List<Future<Object>> futures = new ArrayList<>();
            List<Thread> submitters = new CopyOnWriteArrayList<>();
            for (Callable<Object> task : List.of(first, second)) {
                futures.add(threads.submit(() -> {
                    submitters.add(Thread.currentThread());
                    try {
                        return task.call();
                    } catch (GameActionException refused) {
                        return refused;
                    }
                }));
                if (inOrder) {
                    awaitWaitingOnLocks(dataSource, table, futures.size(), submitters);
                }
            }
            awaitWaitingOnLocks(dataSource, table, 2, submitters);
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
    static void awaitWaitingOnLocks(DataSource dataSource, String table, int sessions, List<Thread> submitters) throws Exception {
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
                    fail("the two actions never waited on the " + table + " row together: " + sessions(connection) + stacks);
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
}
