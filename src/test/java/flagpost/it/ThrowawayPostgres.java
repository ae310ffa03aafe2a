package flagpost.it;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A PostgreSQL cluster of the test's own (Debian's {@code initdb} and {@code pg_ctl}), in a temporary folder, on a free
 * port of the loopback address, that the test may stop and start at will: the machine's shared PostgreSQL is never
 * touched. PostgreSQL refuses to run as root, so as root every command runs as the {@code postgres} user.
 */
final class ThrowawayPostgres implements AutoCloseable {

    private static final Path DEBIAN_BINARIES = Path.of("/usr/lib/postgresql");

    final int port;
    private final Path bin;
    private final Path dir;
    private final Path data;
    private final boolean asPostgres;

    private ThrowawayPostgres(Path bin, Path dir, int port, boolean asPostgres) {
        this.bin = bin;
        this.dir = dir;
        this.data = dir.resolve("data");
        this.port = port;
        this.asPostgres = asPostgres;
    }

    /** The newest installed {@code /usr/lib/postgresql/<version>/bin} that has initdb and pg_ctl. */
    static Optional<Path> binaries() {
        if (!Files.isDirectory(DEBIAN_BINARIES)) {
            return Optional.empty();
        }
        try (Stream<Path> versions = Files.list(DEBIAN_BINARIES)) {
            return versions.map(version -> version.resolve("bin"))
                    .filter(bin -> Files.isExecutable(bin.resolve("initdb")) && Files.isExecutable(bin.resolve("pg_ctl")))
                    .max(Comparator.comparing(bin -> versionOf(bin.getParent())));
        } catch (IOException unreadable) {
            return Optional.empty();
        }
    }

    private static int versionOf(Path versionDir) {
        try {
            return Integer.parseInt(versionDir.getFileName().toString().replaceAll("\\..*", ""));
        } catch (NumberFormatException notAVersion) {
            return -1;
        }
    }

    /** Creates a cluster in a fresh temporary folder (trust authentication, user postgres) and starts it. */
    static ThrowawayPostgres create(Path bin) {
        try {
            boolean root = "root".equals(System.getProperty("user.name"));
            Path dir = Files.createTempDirectory("flagpost-pg-");
            ThrowawayPostgres cluster = new ThrowawayPostgres(bin, dir, freePort(), root);
            if (root) {
                cluster.run("chown", "-R", "postgres:postgres", dir.toString());
            }
            cluster.runAsOwner(bin.resolve("initdb").toString(), "-D", cluster.data.toString(), "-U", "postgres", "--auth=trust",
                    "-E", "UTF8", "--no-sync", "--no-instructions");
            cluster.start();
            return cluster;
        } catch (IOException failed) {
            throw new UncheckedIOException(failed);
        }
    }

    String url(String database) {
        return "jdbc:postgresql://127.0.0.1:" + port + "/" + database;
    }

    void createDatabase(String name) throws SQLException {
        try (Connection admin = DriverManager.getConnection(url("postgres"), "postgres", "");
                Statement statement = admin.createStatement()) {
            statement.execute("create database " + name);
        }
    }

    /** Starts the cluster and returns once it accepts connections. */
    void start() {
        runAsOwner(bin.resolve("pg_ctl").toString(), "-D", data.toString(), "-l", dir.resolve("server.log").toString(), "-w", "-t", "60",
                "-o", "-p " + port + " -c listen_addresses=127.0.0.1 -k " + dir + " -c fsync=off -c full_page_writes=off",
                "start");
    }

    /** Stops the cluster the way an operator restarting it does: open sessions are cut, transactions in flight rolled back. */
    void stop() {
        runAsOwner(bin.resolve("pg_ctl").toString(), "-D", data.toString(), "-w", "-t", "60", "-m", "fast", "stop");
    }

    boolean running() {
        return Files.exists(data.resolve("postmaster.pid"));
    }

    String serverLog() {
        try {
            return Files.readString(dir.resolve("server.log"), StandardCharsets.UTF_8);
        } catch (IOException unreadable) {
            return "(no server log: " + unreadable + ")";
        }
    }

    /** Stops the cluster if it runs and deletes its folder. */
    @Override
    public void close() {
        if (running()) {
            runAsOwner(bin.resolve("pg_ctl").toString(), "-D", data.toString(), "-w", "-m", "immediate", "stop");
        }
        run("rm", "-rf", dir.toString());
    }

    private void runAsOwner(String... command) {
        List<String> full = new ArrayList<>();
        if (asPostgres) {
            full.addAll(List.of("runuser", "-u", "postgres", "--"));
        }
        full.addAll(List.of(command));
        run(full.toArray(String[]::new));
    }

    private void run(String... command) {
        try {
            Path output = Files.createTempFile("flagpost-pg-command-", ".log");
            try {
                Process process = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true)
                        .redirectOutput(output.toFile()).start();
                if (!process.waitFor(90, TimeUnit.SECONDS)) {
                    process.destroyForcibly();
                    throw new AssertionError("did not finish within 90 s: " + String.join(" ", command));
                }
                if (process.exitValue() != 0) {
                    throw new AssertionError("exit " + process.exitValue() + " from " + String.join(" ", command) + ":\n"
                            + Files.readString(output, StandardCharsets.UTF_8));
                }
            } finally {
                Files.deleteIfExists(output);
            }
        } catch (IOException failed) {
            throw new UncheckedIOException(failed);
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", interrupted);
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 0, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }
}
