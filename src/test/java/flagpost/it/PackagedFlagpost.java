package flagpost.it;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * One packaged Flagpost ({@code java -jar target/quarkus-app/quarkus-run.jar}, the prod profile) in a process
 * of its own, configured the way a host configures it: through environment variables only. Its stdout and
 * stderr go to {@code target/it/<name>.log}.
 *
 * <p>The HTTP port is a free one chosen here and bound on the loopback address only. A pid file
 * ({@code target/it/<name>.pid}) lets the next run end a process an aborted run left behind.
 */
final class PackagedFlagpost {

    static final Path JAR = Path.of("target", "quarkus-app", "quarkus-run.jar");
    static final Path DIR = Path.of("target", "it");

    /** Settings from the developer's shell must not leak into the processes: the test names every one it wants. */
    private static final List<String> FOREIGN_PREFIXES = List.of("FLAGPOST_", "QUARKUS_", "DB_");

    final String name;
    final int port;
    /** The management interface's port: health and metrics. */
    final int managementPort;
    final Path log;
    private final Process process;

    private PackagedFlagpost(String name, int port, int managementPort, Path log, Process process) {
        this.name = name;
        this.port = port;
        this.managementPort = managementPort;
        this.log = log;
        this.process = process;
    }

    /** Starts the process and returns at once; {@link #awaitReady} waits for it to serve. */
    static PackagedFlagpost start(String name, Map<String, String> settings) {
        try {
            return start(name, settings, freePort());
        } catch (IOException failed) {
            throw new UncheckedIOException("no free port for " + name, failed);
        }
    }

    /** As {@link #start(String, Map)}, on the HTTP port given (one already taken, to see a start that cannot serve). */
    static PackagedFlagpost start(String name, Map<String, String> settings, int port) {
        if (!Files.isRegularFile(JAR)) {
            throw new IllegalStateException(JAR.toAbsolutePath() + " is missing: run `./mvnw package` (verify does) before this test");
        }
        try {
            Files.createDirectories(DIR);
            endLeftover(name);
            Path workDir = Files.createDirectories(DIR.resolve(name));
            Path log = DIR.resolve(name + ".log");
            ProcessBuilder builder = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    // Two of these share two cores with PostgreSQL and the test for a minute or two: a small heap, the
                    // serial collector, and only the quick JIT compiler (the optimising one would compete for the cores).
                    "-Xmx384m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1",
                    "-jar", JAR.toAbsolutePath().toString())
                    .directory(workDir.toFile())
                    .redirectErrorStream(true)
                    .redirectOutput(log.toFile());
            Map<String, String> environment = builder.environment();
            environment.keySet().removeIf(key -> FOREIGN_PREFIXES.stream().anyMatch(key::startsWith));
            environment.putAll(settings);
            environment.put("QUARKUS_HTTP_HOST", "127.0.0.1");
            environment.put("QUARKUS_HTTP_PORT", Integer.toString(port));
            // The management interface has a fixed default port (9000): two instances, or another test run, would collide.
            int managementPort = freePort();
            environment.put("QUARKUS_MANAGEMENT_HOST", "127.0.0.1");
            environment.put("QUARKUS_MANAGEMENT_PORT", Integer.toString(managementPort));
            Process process = builder.start();
            Files.writeString(DIR.resolve(name + ".pid"), Long.toString(process.pid()));
            return new PackagedFlagpost(name, port, managementPort, log, process);
        } catch (IOException failed) {
            throw new UncheckedIOException("could not start " + name, failed);
        }
    }

    URI base() {
        return URI.create("http://127.0.0.1:" + port);
    }

    /** The management interface: {@code /q/health}, {@code /q/metrics}. */
    URI management() {
        return URI.create("http://127.0.0.1:" + managementPort);
    }

    boolean alive() {
        return process.isAlive();
    }

    /** Waits up to {@code timeout} for the process to end; its exit code, or null if it still runs. */
    Integer awaitExit(Duration timeout) {
        try {
            return process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS) ? process.exitValue() : null;
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted while waiting for " + name + " to exit", interrupted);
        }
    }

    /** Waits until {@code /q/health/ready} answers 200; fails at once, with the log's tail, if the process exits. */
    void awaitReady(Duration timeout) {
        HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
        HttpRequest ready = HttpRequest.newBuilder(management().resolve("/q/health/ready")).timeout(Duration.ofSeconds(5)).GET().build();
        long deadline = System.nanoTime() + timeout.toNanos();
        String last = "no answer yet";
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new AssertionError(name + " exited with code " + process.exitValue() + " while starting:\n" + logTail(40));
            }
            try {
                HttpResponse<String> answer = client.send(ready, HttpResponse.BodyHandlers.ofString());
                if (answer.statusCode() == 200) {
                    return;
                }
                last = answer.statusCode() + " " + answer.body();
            } catch (IOException notYet) {
                last = notYet.toString();
            } catch (InterruptedException interrupted) {
                Thread.currentThread().interrupt();
                throw new AssertionError("interrupted while waiting for " + name, interrupted);
            }
            sleep(200);
        }
        throw new AssertionError(name + " was not ready within " + timeout + " (last answer: " + last + "):\n" + logTail(40));
    }

    /** {@code kill -9}: {@link Process#destroyForcibly()} sends SIGKILL on Linux, so nothing of the JVM runs after it. */
    void kill() {
        process.destroyForcibly();
        try {
            if (!process.waitFor(10, TimeUnit.SECONDS)) {
                throw new AssertionError(name + " (pid " + process.pid() + ") did not die within 10 s of SIGKILL");
            }
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /** The last {@code lines} lines of the process's output. */
    String logTail(int lines) {
        try {
            List<String> all = Files.readAllLines(log, StandardCharsets.UTF_8);
            return "---- " + log + " (last " + Math.min(lines, all.size()) + " of " + all.size() + " lines) ----\n"
                    + String.join("\n", all.subList(Math.max(0, all.size() - lines), all.size()));
        } catch (IOException unreadable) {
            return "(" + log + " unreadable: " + unreadable + ")";
        }
    }

    /** Every line of the log that contains {@code text}. */
    List<String> logLines(String text) {
        try {
            List<String> found = new ArrayList<>();
            for (String line : Files.readAllLines(log, StandardCharsets.UTF_8)) {
                if (line.contains(text)) {
                    found.add(line);
                }
            }
            return found;
        } catch (IOException unreadable) {
            throw new UncheckedIOException(unreadable);
        }
    }

    /**
     * Ends a process that an aborted earlier run started under this name, and only if that pid still runs this
     * worktree's jar (its absolute path is on the command line), so a recycled pid is never someone else's.
     */
    private static void endLeftover(String name) throws IOException {
        Path pidFile = DIR.resolve(name + ".pid");
        if (!Files.exists(pidFile)) {
            return;
        }
        long pid = Long.parseLong(Files.readString(pidFile).strip());
        ProcessHandle.of(pid)
                .filter(handle -> handle.info().commandLine().map(line -> line.contains(JAR.toAbsolutePath().toString())).orElse(false))
                .ifPresent(leftover -> {
                    leftover.destroyForcibly();
                    leftover.onExit().orTimeout(10, TimeUnit.SECONDS).join();
                });
        Files.delete(pidFile);
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 0, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", interrupted);
        }
    }

    @Override
    public String toString() {
        return name + " (pid " + process.pid() + ", port " + port + ")";
    }
}
