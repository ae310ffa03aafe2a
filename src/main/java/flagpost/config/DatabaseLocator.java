package flagpost.config;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Function;
import java.util.regex.Pattern;

import org.jboss.logging.Logger;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;

/**
 * Decides which PostgreSQL Flagpost talks to when no URL is configured, and prepares it.
 *
 * <p>Runs while the runtime configuration is being built, so it reads its settings through a plain function
 * and must not use CDI.
 */
final class DatabaseLocator {

    private static final Logger LOG = Logger.getLogger(DatabaseLocator.class);
    private static final Pattern DB_NAME = Pattern.compile("[a-z_][a-z0-9_]{0,62}");
    private static final int PROBE_TIMEOUT_MS = 1000;
    /** JVM-wide (survives dev-mode class loaders) record of the embedded server this JVM started. */
    private static final String STARTED_PROPERTY = "flagpost.internal.embedded-started";

    /** One embedded server per JVM and data directory; guarded by the class lock. */
    private static EmbeddedPostgres embedded;
    private static Path embeddedDir;

    private DatabaseLocator() {
    }

    record Choice(String url, String username, String password, String description) {
    }

    record Settings(String dbUrl, String dbUser, String dbPassword, String probeHost, int probePort,
            String probeUser, String probePassword, String dbName, Path embeddedDataDir, int embeddedPort) {

        static Settings from(Function<String, String> config) {
            String dbName = or(config.apply("flagpost.db.name"), "flagpost");
            if (!DB_NAME.matcher(dbName).matches()) {
                throw new IllegalArgumentException("flagpost.db.name must match " + DB_NAME + ": " + dbName);
            }
            return new Settings(
                    blankToNull(config.apply("DB_URL")),
                    or(config.apply("DB_USER"), ""),
                    or(config.apply("DB_PASSWORD"), ""),
                    or(config.apply("flagpost.db.probe-host"), "127.0.0.1"),
                    Integer.parseInt(or(config.apply("flagpost.db.probe-port"), "5432")),
                    or(config.apply("flagpost.db.probe-user"), "postgres"),
                    or(config.apply("flagpost.db.probe-password"), ""),
                    dbName,
                    Path.of(or(config.apply("flagpost.db.embedded.data-dir"), ".flagpost-data/pg")).toAbsolutePath()
                            .normalize(),
                    Integer.parseInt(or(config.apply("flagpost.db.embedded.port"), "54329")));
        }
    }

    static Choice locate(Settings s) {
        if (s.dbUrl() != null) {
            return new Choice(s.dbUrl(), s.dbUser(), s.dbPassword(), "DB_URL " + withoutQuery(s.dbUrl()));
        }
        String local = jdbcUrl(s.probeHost(), s.probePort(), s.dbName());
        if (answers(s.probeHost(), s.probePort())) {
            try {
                boolean created = ensureDatabase(s.probeHost(), s.probePort(), s.probeUser(), s.probePassword(),
                        s.dbName());
                return new Choice(local, s.probeUser(), s.probePassword(),
                        "local PostgreSQL " + local + " as " + s.probeUser()
                                + (created ? " (database created)" : ""));
            } catch (SQLException e) {
                LOG.warnf("A PostgreSQL answers on %s:%d but cannot be used as %s (%s); using the embedded one",
                        s.probeHost(), s.probePort(), s.probeUser(), e.getMessage());
            }
        } else {
            LOG.infof("No PostgreSQL answers on %s:%d; using the embedded one", s.probeHost(), s.probePort());
        }
        return embedded(s);
    }

    private static synchronized Choice embedded(Settings s) {
        Path dir = s.embeddedDataDir();
        int port;
        String how;
        Postmaster running = Postmaster.in(dir);
        if (embedded != null && embeddedDir.equals(dir)) {
            port = embedded.getPort();
            how = "already running in this JVM";
        } else if (running != null && answers("127.0.0.1", running.port())
                && (dir.toString().equals(System.getProperty(STARTED_PROPERTY)) || lockedByOtherProcess(dir))) {
            // Started by this JVM before a dev-mode reload (new class loader), or by another live Flagpost.
            port = running.port();
            how = "already running";
        } else {
            if (running != null) {
                stopOrphan(dir, running.pid());
            }
            port = answers("127.0.0.1", s.embeddedPort()) ? freePort() : s.embeddedPort();
            try {
                Files.createDirectories(dir);
                long start = System.nanoTime();
                embedded = EmbeddedPostgres.builder()
                        .setDataDirectory(dir)
                        .setCleanDataDirectory(false)
                        .setPort(port)
                        .setOutputRedirector(ProcessBuilder.Redirect.appendTo(
                                dir.resolveSibling(dir.getFileName() + ".log").toFile()))
                        .start();
                embeddedDir = dir;
                System.setProperty(STARTED_PROPERTY, dir.toString());
                how = "started in " + (System.nanoTime() - start) / 1_000_000 + " ms";
            } catch (IOException | RuntimeException e) {
                throw new IllegalStateException("Could not start the embedded PostgreSQL in " + dir
                        + "; set DB_URL to use another database", e);
            }
        }
        try {
            boolean created = ensureDatabase("127.0.0.1", port, "postgres", "", s.dbName());
            String url = jdbcUrl("127.0.0.1", port, s.dbName());
            return new Choice(url, "postgres", "", "embedded PostgreSQL " + url + ", data in " + dir + ", " + how
                    + (created ? " (database created)" : ""));
        } catch (SQLException e) {
            throw new IllegalStateException("The embedded PostgreSQL in " + dir + " does not accept connections", e);
        }
    }

    /** The {@code postmaster.pid} of a data directory: process id (line 1) and port (line 4). */
    private record Postmaster(long pid, int port) {
        static Postmaster in(Path dir) {
            try {
                List<String> lines = Files.readAllLines(dir.resolve("postmaster.pid"), StandardCharsets.UTF_8);
                return new Postmaster(Long.parseLong(lines.get(0).trim()), Integer.parseInt(lines.get(3).trim()));
            } catch (IOException | RuntimeException e) {
                return null; // no server, or a file being written
            }
        }
    }

    /** True if another live process holds the lock file that the embedded server's owner keeps locked. */
    private static boolean lockedByOtherProcess(Path dir) {
        Path lockFile = dir.resolve("epg-lock");
        if (!Files.isRegularFile(lockFile)) {
            return false;
        }
        try (FileChannel channel = FileChannel.open(lockFile, StandardOpenOption.WRITE)) {
            FileLock lock = channel.tryLock();
            if (lock == null) {
                return true;
            }
            lock.release();
            return false;
        } catch (OverlappingFileLockException e) {
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    /**
     * A postmaster left running on our data directory by a JVM that died (kill -9): stop it so that this JVM
     * starts its own and stops it on exit.
     */
    private static void stopOrphan(Path dir, long pid) {
        ProcessHandle.of(pid).filter(process -> isPostmasterOf(process, dir)).ifPresent(process -> {
            LOG.infof("Stopping the embedded PostgreSQL (pid %d) left running in %s", pid, dir);
            process.destroy(); // SIGTERM: PostgreSQL's smart shutdown
            try {
                process.onExit().get(30, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } catch (ExecutionException | TimeoutException e) {
                LOG.warnf("The old embedded PostgreSQL (pid %d) did not stop in 30 s", pid);
            }
        });
    }

    /** Guards against a stale postmaster.pid whose process id now belongs to something else. */
    private static boolean isPostmasterOf(ProcessHandle process, Path dir) {
        ProcessHandle.Info info = process.info();
        return info.command().map(c -> c.endsWith("/postgres")).orElse(false)
                && info.commandLine().map(c -> c.contains(dir.toString())).orElse(false);
    }

    private static boolean answers(String host, int port) {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(host, port), PROBE_TIMEOUT_MS);
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    private static int freePort() {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new IllegalStateException("No free port for the embedded PostgreSQL", e);
        }
    }

    /** Creates {@code dbName} if missing by connecting to the {@code postgres} database; true if created. */
    private static boolean ensureDatabase(String host, int port, String user, String password, String dbName)
            throws SQLException {
        Properties props = new Properties();
        props.setProperty("user", user);
        if (!password.isEmpty()) {
            props.setProperty("password", password);
        }
        props.setProperty("connectTimeout", "5");
        try (Connection c = new org.postgresql.Driver().connect(jdbcUrl(host, port, "postgres"), props)) {
            if (c == null) {
                throw new SQLException("driver refused the URL");
            }
            try (PreparedStatement q = c.prepareStatement("select 1 from pg_database where datname = ?")) {
                q.setString(1, dbName);
                try (ResultSet rs = q.executeQuery()) {
                    if (rs.next()) {
                        return false;
                    }
                }
            }
            try (Statement st = c.createStatement()) {
                st.execute("create database " + dbName); // name checked against DB_NAME
            } catch (SQLException e) {
                if (!"42P04".equals(e.getSQLState())) { // duplicate_database: created meanwhile
                    throw e;
                }
                return false;
            }
            LOG.infof("Created database %s on %s:%d", dbName, host, port);
            return true;
        }
    }

    private static String jdbcUrl(String host, int port, String db) {
        return "jdbc:postgresql://" + host + ":" + port + "/" + db;
    }

    /** For logging: a JDBC URL may carry a password in its query string. */
    static String withoutQuery(String url) {
        int q = url.indexOf('?');
        return q < 0 ? url : url.substring(0, q) + "?...";
    }

    private static String or(String value, String fallback) {
        return value == null || value.isBlank() ? fallback : value;
    }

    private static String blankToNull(String value) {
        return value == null || value.isBlank() ? null : value;
    }
}
