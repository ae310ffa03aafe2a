package flagpost.support;

import io.agroal.api.AgroalDataSource;
import io.quarkus.arc.Arc;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.eclipse.microprofile.config.ConfigProvider;

/**
 * What a service benchmark ran on, for its report: the database Flagpost chose (the local server or the embedded one)
 * and that database's {@code synchronous_commit}, which decides whether a commit waits for the disk and so moves a
 * move's figure by a factor. {@link #requireSynchronousCommit} makes it {@code on} for the run, as production has it.
 */
public final class BenchDatabase {

    private BenchDatabase() {
    }

    /** Sets {@code synchronous_commit = on} for this database and reopens the pool's connections, so every one has it. */
    public static void requireSynchronousCommit() throws SQLException {
        AgroalDataSource pool = Arc.container().instance(AgroalDataSource.class).get();
        try (Connection connection = pool.getConnection(); Statement statement = connection.createStatement()) {
            ResultSet name = statement.executeQuery("select current_database()");
            name.next();
            statement.execute("alter database \"" + name.getString(1).replace("\"", "\"\"") + "\" set synchronous_commit = on");
        }
        pool.flush(AgroalDataSource.FlushMode.ALL);
        String setting = afterFlush("synchronous_commit");
        if (!setting.equals("on")) {
            throw new IllegalStateException("synchronous_commit is " + setting + " after setting it on");
        }
    }

    /**
     * Vacuums and analyses every table and forces a checkpoint, so the measured part starts with no maintenance owed:
     * a phase before it that left many dead rows (an outbox drained by superseding thousands of rows in one statement,
     * say) must not have autovacuum and the checkpointer working through the next phase of one version only.
     */
    public static void settle() throws SQLException {
        AgroalDataSource pool = Arc.container().instance(AgroalDataSource.class).get();
        try (Connection connection = pool.getConnection(); Statement statement = connection.createStatement()) {
            connection.setAutoCommit(true);
            statement.execute("vacuum analyze");
            statement.execute("checkpoint");
        }
    }

    /** The server's write-ahead log at one moment: its position, and its records and full-page images so far. */
    public record WalMark(String position, long records, long fullPageImages) {
    }

    /** The write-ahead log now. It is the whole server's: other databases' work on the same server counts too. */
    public static WalMark wal() throws SQLException {
        AgroalDataSource pool = Arc.container().instance(AgroalDataSource.class).get();
        try (Connection connection = pool.getConnection(); Statement statement = connection.createStatement()) {
            ResultSet now = statement.executeQuery("select pg_current_wal_lsn()::text, wal_records, wal_fpi from pg_stat_wal");
            now.next();
            return new WalMark(now.getString(1), now.getLong(2), now.getLong(3));
        }
    }

    /**
     * "WAL per move: 2,345 bytes, 9.1 records, 0.4 full-page images" since {@code before}: what a commit must bring to the
     * disk, so a change that writes more per move shows here even when the machine's noise hides it in the timings.
     */
    public static String walPer(WalMark before, int moves, String what) throws SQLException {
        AgroalDataSource pool = Arc.container().instance(AgroalDataSource.class).get();
        try (Connection connection = pool.getConnection(); Statement statement = connection.createStatement()) {
            ResultSet now = statement.executeQuery("select pg_wal_lsn_diff(pg_current_wal_lsn(), '" + before.position()
                    + "'::pg_lsn), wal_records, wal_fpi from pg_stat_wal");
            now.next();
            return String.format("WAL per %s: %.0f bytes, %.1f records, %.2f full-page images", what, now.getDouble(1) / moves,
                    (now.getLong(2) - before.records()) / (double) moves, (now.getLong(3) - before.fullPageImages()) / (double) moves);
        }
    }

    /** "Database: local PostgreSQL jdbc:... as postgres; PostgreSQL 15.2; synchronous_commit on, fsync on". */
    public static String describe() throws SQLException {
        String chosen = ConfigProvider.getConfig().getOptionalValue("flagpost.db.chosen", String.class)
                .orElse(ConfigProvider.getConfig().getValue("quarkus.datasource.jdbc.url", String.class));
        return "database: " + chosen + "; server " + afterFlush("server_version") + "; synchronous_commit "
                + afterFlush("synchronous_commit") + ", fsync " + afterFlush("fsync");
    }

    /**
     * The setting, read once the pool's flush is over: the flush closes connections in the background, so the first
     * connections lent right after it may be closed under the reader.
     */
    private static String afterFlush(String name) throws SQLException {
        for (int attempt = 1; ; attempt++) {
            try {
                return setting(name);
            } catch (SQLException closedUnderUs) {
                if (attempt == 10) {
                    throw closedUnderUs;
                }
                try {
                    Thread.sleep(200);
                } catch (InterruptedException interrupted) {
                    Thread.currentThread().interrupt();
                    throw closedUnderUs;
                }
            }
        }
    }

    private static String setting(String name) throws SQLException {
        AgroalDataSource pool = Arc.container().instance(AgroalDataSource.class).get();
        try (Connection connection = pool.getConnection(); Statement statement = connection.createStatement()) {
            ResultSet value = statement.executeQuery("select current_setting('" + name + "')");
            value.next();
            return value.getString(1);
        }
    }
}
