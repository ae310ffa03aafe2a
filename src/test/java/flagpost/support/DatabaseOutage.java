package flagpost.support;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Properties;
import org.eclipse.microprofile.config.ConfigProvider;

/**
 * The test database going away for the application, for real: the server ends every connection to it but the asking
 * one ({@code pg_terminate_backend}), as a restart of PostgreSQL does. A statement in flight on an ended connection
 * fails as it would against a server that stopped; the pool checks an idle connection before it hands it out again
 * ({@code quarkus.datasource.jdbc.foreground-validation-interval}), so connections taken later work.
 */
public final class DatabaseOutage {

    private DatabaseOutage() {
    }

    /** A connection of the test's own, outside the application's pool, to the same database. */
    public static Connection sideConnection() throws SQLException {
        Properties login = new Properties();
        ConfigProvider.getConfig().getOptionalValue("quarkus.datasource.username", String.class)
                .ifPresent(user -> login.setProperty("user", user));
        ConfigProvider.getConfig().getOptionalValue("quarkus.datasource.password", String.class)
                .ifPresent(secret -> login.setProperty("password", secret));
        return DriverManager.getConnection(ConfigProvider.getConfig().getValue("quarkus.datasource.jdbc.url", String.class), login);
    }

    /** Ends every connection of the application to the test database. */
    public static void endEveryConnectionOfTheApplication() {
        try (Connection side = sideConnection()) {
            endEveryOtherConnection(side);
        } catch (SQLException failed) {
            throw new IllegalStateException(failed);
        }
    }

    /** Ends every connection to the test database but {@code asking}, a side connection. */
    public static void endEveryOtherConnection(Connection asking) throws SQLException {
        try (Statement terminate = asking.createStatement()) {
            terminate.execute("""
                    select pg_terminate_backend(pid) from pg_stat_activity
                    where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'""");
        }
    }
}
