package flagpost.support;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javax.sql.DataSource;

/** Whether a row is locked by a transaction other than a new one, for the tests of which rows a use case locks. */
public final class RowLocks {

    private RowLocks() {
    }

    /**
     * True when another transaction holds a lock on row {@code id} of {@code table} that {@code for no key update} waits
     * for (asked with nowait: it fails at once), false when it could take it. On a thread of its own: a connection taken
     * on the caller's thread would join the caller's own transaction.
     */
    public static boolean lockedByOthers(DataSource dataSource, String table, long id) {
        if (!table.matches("[a-z_]+")) {
            throw new IllegalArgumentException("not a table name: " + table);
        }
        try {
            return CompletableFuture.supplyAsync(() -> triesNow(dataSource, table, id)).get(30, TimeUnit.SECONDS);
        } catch (Exception failed) {
            throw new AssertionError(failed);
        }
    }

    private static boolean triesNow(DataSource dataSource, String table, long id) {
        try (Connection other = dataSource.getConnection()) {
            other.setAutoCommit(false);
            try (PreparedStatement lock = other.prepareStatement("select id from " + table + " where id = ? for no key update nowait")) {
                lock.setLong(1, id);
                lock.executeQuery().close();
                return false;
            } catch (SQLException locked) {
                assertEquals("55P03", locked.getSQLState(), "lock_not_available: " + locked.getMessage());
                return true;
            } finally {
                other.rollback();
            }
        } catch (SQLException unexpected) {
            throw new AssertionError(unexpected);
        }
    }
}
