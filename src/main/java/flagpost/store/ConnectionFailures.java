package flagpost.store;

import java.net.ConnectException;
import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import java.util.Set;
import org.hibernate.exception.JDBCConnectionException;

/**
 * Tells a database that cannot be reached (stopped, restarting, the network cut) from every other failure: those
 * requests did nothing and may simply be tried again later.
 */
public final class ConnectionFailures {

    /**
     * PostgreSQL's codes for a connection that failed or was refused (class 08), and for a server shutting down or
     * starting up (57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now).
     */
    private static final Set<String> SHUTDOWN_STATES = Set.of("57P01", "57P02", "57P03");
    private static final int MAX_CAUSES = 20;

    private ConnectionFailures() {
    }

    /** Whether {@code failure}, or anything that caused it, says the database could not be reached. */
    public static boolean isCause(Throwable failure) {
        Throwable cause = failure;
        for (int depth = 0; cause != null && depth < MAX_CAUSES; depth++, cause = cause.getCause()) {
            if (cause instanceof JDBCConnectionException || cause instanceof ConnectException
                    || cause instanceof SQLTransientConnectionException) {
                return true;
            }
            if (cause instanceof SQLException sql && sql.getSQLState() != null
                    && (sql.getSQLState().startsWith("08") || SHUTDOWN_STATES.contains(sql.getSQLState()))) {
                return true;
            }
        }
        return false;
    }
}
