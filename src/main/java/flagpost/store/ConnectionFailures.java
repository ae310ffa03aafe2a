package flagpost.store;

import java.net.ConnectException;
import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import java.util.Collections;
import java.util.IdentityHashMap;
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
    private static final int MAX_SEEN = 50;

    private ConnectionFailures() {
    }

    /**
     * Whether {@code failure}, anything that caused it, or anything suppressed along the way says the database could not
     * be reached. (A commit that fails keeps the driver's error as a suppressed exception of the transaction manager's.)
     */
    public static boolean isCause(Throwable failure) {
        return isCause(failure, Collections.newSetFromMap(new IdentityHashMap<>()));
    }

    private static boolean isCause(Throwable failure, Set<Throwable> seen) {
        if (failure == null || seen.size() > MAX_SEEN || !seen.add(failure)) {
            return false;
        }
        if (failure instanceof JDBCConnectionException || failure instanceof ConnectException
                || failure instanceof SQLTransientConnectionException) {
            return true;
        }
        if (failure instanceof SQLException sql && sql.getSQLState() != null
                && (sql.getSQLState().startsWith("08") || SHUTDOWN_STATES.contains(sql.getSQLState()))) {
            return true;
        }
        for (Throwable suppressed : failure.getSuppressed()) {
            if (isCause(suppressed, seen)) {
                return true;
            }
        }
        return isCause(failure.getCause(), seen);
    }
}
