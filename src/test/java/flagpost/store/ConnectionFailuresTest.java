package flagpost.store;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.persistence.PersistenceException;
import jakarta.transaction.RollbackException;
import java.net.ConnectException;
import java.sql.SQLException;
import javax.transaction.xa.XAException;
import org.hibernate.exception.ConstraintViolationException;
import org.hibernate.exception.JDBCConnectionException;
import org.junit.jupiter.api.Test;

/** What counts as "the database cannot be reached" (a 503, try again), and what is a fault like any other (a 500). */
class ConnectionFailuresTest {

    @Test
    void aRefusedOrBrokenConnectionOrAServerShuttingDownIsAnOutage() {
        assertTrue(ConnectionFailures.isCause(new JDBCConnectionException("no connection", new SQLException("refused", "08001"))));
        assertTrue(ConnectionFailures.isCause(new PersistenceException(new SQLException("I/O error", "08006"))));
        assertTrue(ConnectionFailures.isCause(new RuntimeException(new SQLException("terminating connection due to administrator command", "57P01"))));
        assertTrue(ConnectionFailures.isCause(new RuntimeException(new SQLException("the database system is starting up", "57P03"))));
        assertTrue(ConnectionFailures.isCause(new SQLException("could not connect", null, new ConnectException("Connection refused"))));
    }

    @Test
    void aCommitCutOffByAShutdownIsAnOutageThoughTheDriversErrorIsOnlySuppressed() {
        RollbackException commitFailed = new RollbackException("ARJUNA016053: Could not commit transaction.");
        XAException xa = new XAException("Error trying to transactionCommit local transaction");
        xa.initCause(new SQLException("FATAL: terminating connection due to administrator command", "57P01"));
        commitFailed.addSuppressed(xa);

        assertTrue(ConnectionFailures.isCause(new RuntimeException("Error invoking subclass method", commitFailed)));
    }

    @Test
    void anyOtherDatabaseFailureIsNot() {
        assertFalse(ConnectionFailures.isCause(new ConstraintViolationException("duplicate key", new SQLException("duplicate", "23505"), "pk")));
        assertFalse(ConnectionFailures.isCause(new PersistenceException(new SQLException("syntax", "42601"))));
        assertFalse(ConnectionFailures.isCause(new IllegalStateException("no cause")));
        assertFalse(ConnectionFailures.isCause(new SQLException("no state")));
    }
}
