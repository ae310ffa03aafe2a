package flagpost.jobs;

import flagpost.mail.OutboxConfig;
import io.quarkus.runtime.ShutdownEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.Arrays;
import java.util.Optional;
import java.util.Properties;
import java.util.UUID;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;

/**
 * Hears the other instances' commits: one connection of its own (outside the pool, which must not lose a connection
 * to a wait that never ends) runs {@code LISTEN flagpost_outbox}, and each notification wakes this instance's
 * dispatcher ({@link OutboxWakeUp}). Each instance sends one after a commit of its own that recorded notification rows
 * (until V17, a trigger sent it inside that transaction); its own notifications, named by {@link #INSTANCE}, are
 * passed over, since its own commit woke it already.
 *
 * <p>A dropped connection (PostgreSQL restarted, a network cut) is found by a probe when nothing was heard for a while,
 * and opened again with a growing pause; after each (re)connection the dispatcher runs once, for what was committed
 * while nobody listened. Until then the outbox's poll sends everything, only later.
 */
@ApplicationScoped
public class OutboxListener {

    private static final Logger LOG = Logger.getLogger(OutboxListener.class);
    static final String CHANNEL = "flagpost_outbox";
    /** This instance, as its notifications name it. */
    static final String INSTANCE = UUID.randomUUID().toString();
    /** How the connection shows in {@code pg_stat_activity}. */
    static final String APPLICATION_NAME = "flagpost outbox listener";
    /** How long one wait for notifications lasts; stopping takes at most this long. */
    private static final int WAIT_MILLIS = 1_000;
    /** After this long without a notification, one {@code select 1} checks the connection is still alive. */
    private static final Duration PROBE_AFTER = Duration.ofSeconds(30);
    private static final Duration FIRST_PAUSE = Duration.ofSeconds(1);
    private static final Duration LONGEST_PAUSE = Duration.ofSeconds(30);

    @Inject
    OutboxWakeUp wakeUp;

    @Inject
    OutboxConfig config;

    @ConfigProperty(name = "quarkus.datasource.jdbc.url")
    String url;

    @ConfigProperty(name = "quarkus.datasource.username")
    Optional<String> username;

    @ConfigProperty(name = "quarkus.datasource.password")
    Optional<String> password;

    private volatile boolean stopping;
    private Thread thread;

    /** Starts listening, when wake-ups are on; called once, after the HTTP port is bound ({@link BackgroundWorkStart}). */
    void start() {
        if (!config.wakeUp()) {
            return;
        }
        thread = new Thread(this::listen, "outbox-listener");
        thread.setDaemon(true);
        thread.start();
    }

    void stop(@Observes ShutdownEvent shutdown) {
        stopping = true;
        if (thread != null) {
            thread.interrupt();
        }
    }

    private void listen() {
        Duration pause = FIRST_PAUSE;
        boolean wasDown = false;
        while (!stopping) {
            try (Connection listening = open()) {
                if (wasDown) {
                    LOG.infof("outbox listener: listening again on %s", CHANNEL);
                    wasDown = false;
                }
                pause = FIRST_PAUSE;
                wakeUp.wake(); // what was committed while nobody listened
                hear(listening);
            } catch (SQLException dropped) {
                if (stopping) {
                    return;
                }
                if (!wasDown) {
                    LOG.warnf("outbox listener: the connection is gone (%s); mail waits for the outbox's poll until it is back",
                            dropped.getMessage());
                    wasDown = true;
                }
                try {
                    Thread.sleep(pause.toMillis());
                } catch (InterruptedException interrupted) {
                    return;
                }
                pause = pause.multipliedBy(2).compareTo(LONGEST_PAUSE) > 0 ? LONGEST_PAUSE : pause.multipliedBy(2);
            }
        }
    }

    private Connection open() throws SQLException {
        Properties properties = new Properties();
        username.ifPresent(user -> properties.setProperty("user", user));
        password.ifPresent(secret -> properties.setProperty("password", secret));
        properties.setProperty("ApplicationName", APPLICATION_NAME);
        properties.setProperty("tcpKeepAlive", "true");
        Connection opened = DriverManager.getConnection(url, properties);
        opened.setAutoCommit(true);
        try (Statement statement = opened.createStatement()) {
            statement.execute("listen " + CHANNEL);
        }
        return opened;
    }

    /** Waits for notifications until the connection fails or the instance stops. */
    private void hear(Connection listening) throws SQLException {
        PGConnection postgres = listening.unwrap(PGConnection.class);
        long quietSince = System.nanoTime();
        while (!stopping) {
            PGNotification[] heard = postgres.getNotifications(WAIT_MILLIS);
            if (heard != null && Arrays.stream(heard).anyMatch(notification -> !INSTANCE.equals(notification.getParameter()))) {
                wakeUp.wake();
                quietSince = System.nanoTime();
            } else if (System.nanoTime() - quietSince > PROBE_AFTER.toNanos()) {
                try (Statement probe = listening.createStatement()) {
                    probe.execute("select 1");
                }
                quietSince = System.nanoTime();
            }
        }
    }
}
