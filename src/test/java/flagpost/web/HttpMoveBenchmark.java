package flagpost.web;

import static io.restassured.RestAssured.given;

import flagpost.mail.OutboxRows;
import flagpost.support.MachineCpu;
import flagpost.support.PostgresCpu;
import flagpost.support.ServiceGames;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.io.IOException;
import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.eclipse.microprofile.config.ConfigProvider;
import org.jboss.logging.Logger;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Moves end to end over HTTP, against the real PostgreSQL, with PostgreSQL's raw ceiling measured in the same
 * run (not a test: excluded from {@code verify}; it fails only when the load itself fails). Run:
 * {@code ./mvnw test -Pservice-bench -Dtest=HttpMoveBenchmark} (needs {@code psql} and {@code pgbench}: Debian
 * package postgresql-client).
 *
 * <p><b>Games.</b> Each of 16 clients starts its own Classic game the way people do, over HTTP only: the start
 * form, the confirmation link from the creator's mail, the invitation link from the invited player's mail, both setups ({@link ServiceGames#CLASSIC_SETUP} on
 * each side), and both play links from the setup pages. The links are read from the dev inbox page, which shows
 * what the outbox sent (to the suite's GreenMail); the outbox is drained by hand for that, before anything is
 * measured. The outbox job is off in tests, so the two notifications each move records wait in the outbox and no
 * mail is composed or sent while moves are measured.
 *
 * <p><b>Moves.</b> Each client holds both play tokens of its game and plays the seats in turn through
 * {@code POST /api/games/{token}/moves} with {@code {"move": ..., "ply": ...}}, each request on the client's own
 * keep-alive connection ({@link KeepAlive}: HTTP/1.1 on a plain socket, on the client's own thread) on loopback. The moves are a precomputed legal sequence
 * that never ends a game: each side moves two Scouts out and back in turn (Red e4/f4, Blue a7/b7), so no piece
 * moves twice in a row and no piece ever stands next to an enemy; the first move is checked against
 * {@code GET /api/games/{token}/moves} before the load. Every answer must be 200 with the next ply and no result;
 * anything else stops all clients and fails the run, naming the client, the move and the answer.
 *
 * <p><b>Measurement.</b> The clients run without pause through a warm-up and the measured window (30 s). The warm-up
 * lasts until the JIT compiler is quiet, as JMH's warm-up iterations do: at least 15 s, then until the JIT compiled for less
 * than {@value #JIT_QUIET_PERCENT} % of a {@value #JIT_INTERVAL_SECONDS}-second interval ({@link CompilationMXBean}: the
 * time of its compilations, summed over its threads, against the interval's wall time), at most 300 s (checked after each
 * interval, so up to one interval more). A server runs for days, and its first minute is not its steady state:
 * with a fixed 15 s warm-up, the C2 compiler still took a third of the JVM's CPU in the window on these two cores, and
 * the figures measured the compiling more than the moves (docs/PERFORMANCE.md, stop 26). The report says how long the
 * warm-up lasted and how much the JIT compiled during the window;
 * only requests that start and end inside the window count. Reported: moves/s, latency p50/p90/p99/max, the CPU
 * the JVM (Flagpost and the clients) and the clients' threads used, PostgreSQL's processes' CPU ({@link PostgresCpu}, when
 * the server runs on this machine), the whole machine's busy share, the connections
 * opened (one per client when they are kept alive) and the load average. Then pgbench runs
 * {@code src/bench/sql/move-ceiling.sql} on 8 connections for as long as the window, against a scratch database
 * ({@code flagpost_bench}, created if missing, tables reset by {@code move-ceiling-setup.sql}) on the server
 * Flagpost uses, and the ratio moves/s over pgbench's tx/s is reported (target: at least 0.5), with what a move and a
 * pgbench transaction each cost the machine and PostgreSQL's part of each (the ratio compares those totals while both
 * keep the machine busy; the parts say whether a gap is the JVM's or the database's). Everything goes to the log and
 * {@code target/bench/http-move.txt}; pgbench's own output to {@code target/bench/http-move-pgbench.txt}.
 *
 * <p>Options: {@code -Dhttp.bench.clients=16 -Dhttp.bench.warmup=15 -Dhttp.bench.warmup-max=300 -Dhttp.bench.duration=30}
 * (seconds) {@code -Dhttp.bench.pgbench.connections=8 -Dhttp.bench.pgbench.db=flagpost_bench}.
 */
@QuarkusTest
@Tag("benchmark")
class HttpMoveBenchmark {

    private static final Logger LOG = Logger.getLogger(HttpMoveBenchmark.class);
    private static final Path REPORT = Path.of("target", "bench", "http-move.txt");
    private static final Path PGBENCH_OUTPUT = Path.of("target", "bench", "http-move-pgbench.txt");
    private static final Path CEILING_SETUP = Path.of("src", "bench", "sql", "move-ceiling-setup.sql");
    private static final Path CEILING = Path.of("src", "bench", "sql", "move-ceiling.sql");
    private static final double TARGET_RATIO = 0.5;
    /** The warm-up ends once the JIT compiled for less than this share of an interval of this length. */
    private static final int JIT_QUIET_PERCENT = 2;
    private static final int JIT_INTERVAL_SECONDS = 10;

    private static final Pattern INBOX_EMAIL = Pattern.compile("href=\"/dev/inbox/(\\d+)\"");
    private static final Pattern GO_SETUP = Pattern.compile("id=\"go-setup\" href=\"/setup/([^\"]+)\"");
    private static final Pattern GO_PLAY = Pattern.compile("id=\"go-play\" class=\"button\" href=\"/play/([^\"]+)\"");
    private static final Pattern RESULT = Pattern.compile("\"result\"\\s*:\\s*\\{");
    private static final Pattern PLY = Pattern.compile("\"ply\"\\s*:\\s*(\\d+)");
    private static final Pattern TPS = Pattern.compile("tps = ([\\d.]+)");
    private static final Pattern PGBENCH_LATENCY = Pattern.compile("latency average = ([\\d.]+) ms");
    private static final Pattern JDBC = Pattern.compile("jdbc:postgresql://([^:/?]+)(?::(\\d+))?/([^?]+)");

    private final int clients = Integer.getInteger("http.bench.clients", 16);
    private final Duration warmUp = Duration.ofSeconds(Long.getLong("http.bench.warmup", 15));
    private final Duration warmUpMax = Duration.ofSeconds(Long.getLong("http.bench.warmup-max", 300));
    private final Duration window = Duration.ofSeconds(Long.getLong("http.bench.duration", 30));
    private final int pgbenchConnections = Integer.getInteger("http.bench.pgbench.connections", 8);
    private final String pgbenchDatabase = System.getProperty("http.bench.pgbench.db", "flagpost_bench");

    @TestHTTPResource("/")
    URL base;

    /** Only to deliver the set-up mail (invitations, setup links) to the dev inbox: the outbox job is off in tests. */
    @Inject
    OutboxRows outbox;

    @Inject
    FrontProbe front;

    /** Both play tokens of one client's game; Alice plays Red, Bob Blue. */
    record Game(String alice, String red, String blue) {
    }

    /**
     * What one client measured: latencies of the moves inside the window, moves done before it, its game's ply at the
     * end, and how many connections it opened (1 when the server kept the connection alive).
     */
    record ClientRun(long[] latencies, int warmUpMoves, int plies, int connections) {
    }

    @Test
    void movesOverHttpAgainstThePgbenchCeiling() throws Exception {
        Database database = database();
        List<String> report = new ArrayList<>();
        note(report, "date: " + LocalDate.now() + "; machine: " + Runtime.getRuntime().availableProcessors() + " cores, Java "
                + Runtime.version() + "; load average at the start: " + loadAverage());
        note(report, "database: " + database.describe() + " (Flagpost); pgbench on " + database.host + ":" + database.port + "/"
                + pgbenchDatabase);
        Tools tools = tools(database);

        long setupStart = System.nanoTime();
        List<Game> games = startGames(clients);
        note(report, String.format("set-up: %d Classic games over HTTP (start form, invitation, both setups, play links from the setup pages)"
                + " in %.1f s", games.size(), (System.nanoTime() - setupStart) / 1e9));
        for (Game game : games) {
            checkLegalMoves(game);
        }

        note(report, String.format("load: %d clients, warm-up at least %d s and until the JIT is quiet (at most %d s), then %d s measured;"
                + " load average now: %s", clients, warmUp.toSeconds(), warmUpMax.toSeconds(), window.toSeconds(), loadAverage()));
        Load load = play(games);
        double seconds = window.toNanos() / 1e9;
        long[] all = load.latencies();
        double movesPerSecond = all.length / seconds;
        note(report, String.format("HTTP: %d clients, each its own game, both seats in turn, one keep-alive connection each"
                + " (%d opened in all); warm-up %.0f s (%d moves; %s), then %d s measured", clients, load.connections,
                load.warmUpNanos / 1e9, load.warmUpMoves, load.jitQuiet ? "the JIT was quiet" : "the JIT was STILL COMPILING at its end",
                window.toSeconds()));
        note(report, String.format("HTTP moves: %.0f moves/s; latency p50 %.2f ms, p90 %.2f ms, p99 %.2f ms, max %.2f ms (n=%d)",
                movesPerSecond, millis(all, 50), millis(all, 90), millis(all, 99), millis(all, 100), all.length));
        note(report, String.format("CPU in the window: the JVM (Flagpost and the clients) %.2f cores (%.0f µs a move), of which the HTTP"
                + " clients' threads %.2f (%.0f µs a move); the JIT compiled for %.1f s; the whole machine %.0f %% busy",
                load.jvmCpuNanos / 1e9 / seconds, load.jvmCpuNanos / 1e3 / Math.max(1, all.length), load.driverCpuNanos / 1e9 / seconds,
                load.driverCpuNanos / 1e3 / Math.max(1, all.length), load.jitMillis / 1e3, load.machineBusy * 100));
        note(report, "load average after HTTP: " + loadAverage());

        Ceiling ceiling = ceiling(tools, database);
        note(report, String.format("pgbench -n -f %s -c %d -j %d -T %d %s: %.0f tx/s, latency average %s ms", CEILING,
                pgbenchConnections, pgbenchThreads(), window.toSeconds(), pgbenchDatabase, ceiling.tps, ceiling.latency));
        note(report, costs(load, all.length, ceiling));
        double ratio = movesPerSecond / ceiling.tps;
        note(report, String.format("ratio HTTP moves/s / pgbench tx/s: %.2f (target >= %.2f: %s)", ratio, TARGET_RATIO,
                ratio >= TARGET_RATIO ? "met" : "MISSED"));
        note(report, "load average after pgbench: " + loadAverage());
    }

    /**
     * What a move and a pgbench transaction each cost the machine, and PostgreSQL's part of each: the ratio compares
     * the two totals while both keep the machine busy, so this says whether a gap lies in the JVM or in the database.
     */
    private String costs(Load load, int moves, Ceiling ceiling) {
        int cores = Runtime.getRuntime().availableProcessors();
        double seconds = window.toNanos() / 1e9;
        double moveMicros = load.machineBusy * cores * seconds * 1e6 / Math.max(1, moves);
        double transactions = ceiling.tps * seconds;
        double transactionMicros = ceiling.machineBusy * cores * seconds * 1e6 / Math.max(1, transactions);
        if (load.postgresCpuNanos < 0 || ceiling.postgresCpuNanos < 0) {
            return String.format("cost: a move %.0f µs of the machine's CPU (the JVM %.0f µs), a pgbench transaction %.0f µs;"
                    + " PostgreSQL's own part is not visible (no postgres process on this machine)", moveMicros,
                    load.jvmCpuNanos / 1e3 / Math.max(1, moves), transactionMicros);
        }
        return String.format("cost: a move %.0f µs of the machine's CPU (the JVM %.0f µs, PostgreSQL's processes %.0f µs, the rest"
                + " the kernel and others); a pgbench transaction %.0f µs (PostgreSQL's processes %.0f µs, the rest pgbench and the"
                + " kernel)", moveMicros, load.jvmCpuNanos / 1e3 / Math.max(1, moves), load.postgresCpuNanos / 1e3 / Math.max(1, moves),
                transactionMicros, ceiling.postgresCpuNanos / 1e3 / Math.max(1, transactions));
    }

    /**
     * A line of the report, logged and written at once: the run is long, and a run that fails later leaves its lines
     * so far in the file instead of an older run's.
     */
    private static void note(List<String> report, String line) throws IOException {
        LOG.info(line);
        report.add(line);
        write(report);
    }

    // --- Set-up: games over HTTP -----------------------------------------------------------------------------------

    /** Starts {@code count} Classic games through the pages and returns both play tokens of each. */
    private List<Game> startGames(int count) {
        List<String[]> players = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            String alice = ServiceGames.uniqueEmail("alice" + i);
            String bob = ServiceGames.uniqueEmail("bob" + i);
            front.confirmAddress(alice); // a regular's address; her start still waits for her click, below
            expect(given().contentType(ContentType.URLENC).redirects().follow(false)
                    .formParam("creatorName", "Alice").formParam("creatorEmail", alice).formParam("opponentEmail", bob)
                    .formParam("variant", "CLASSIC").formParam("daysPerMove", "14").formParam("colour", "RED").formParam("moveLimit", "")
                    .post("/"), 303, "the start form for " + alice);
            players.add(new String[] {alice, bob});
        }
        deliverMail();
        for (String[] pair : players) { // every start from the form waits for its creator's click (the form may be anyone's)
            expect(given().redirects().follow(false).post("/confirm/" + latestLink(pair[0], "confirm")), 303,
                    "confirming the start of " + pair[0]);
        }
        deliverMail();
        List<String> bobSetups = new ArrayList<>();
        for (String[] pair : players) {
            String invitation = latestLink(pair[1], "invitation");
            expect(given().contentType(ContentType.URLENC).redirects().follow(false).formParam("name", "Bob")
                    .post("/invitation/" + invitation + "/accept"), 303, "accepting the invitation to " + pair[1]);
            String page = expect(given().get("/invitation/" + invitation), 200, "the invitation page after accepting").asString();
            String bobSetup = find(GO_SETUP, page, "the link to Bob's setup on his invitation page");
            submitSetup(bobSetup, "Bob of " + pair[0]);
            bobSetups.add(bobSetup);
        }
        deliverMail();
        List<Game> games = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            String alice = players.get(i)[0];
            String aliceSetup = latestLink(alice, "setup");
            submitSetup(aliceSetup, alice);
            games.add(new Game(alice, playToken(aliceSetup, alice), playToken(bobSetups.get(i), "Bob of " + alice)));
        }
        return games;
    }

    private void deliverMail() {
        outbox.drain();
    }

    private static void submitSetup(String setupToken, String who) {
        expect(given().contentType(ContentType.URLENC).redirects().follow(false).formParam("setup", ServiceGames.CLASSIC_SETUP)
                .post("/setup/" + setupToken), 303, "the setup of " + who);
    }

    private static String playToken(String setupToken, String who) {
        String page = expect(given().get("/setup/" + setupToken), 200, "the setup page of " + who).asString();
        return find(GO_PLAY, page, "the play link on the setup page of " + who + " (has the game started?)");
    }

    /** The token of the newest link to {@code page} in the mail the dev inbox holds for {@code address}. */
    private static String latestLink(String address, String page) {
        String list = expect(given().queryParam("to", address).get("/dev/inbox"), 200, "the dev inbox of " + address).asString();
        Pattern link = Pattern.compile("/" + page + "/([A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+)");
        Matcher email = INBOX_EMAIL.matcher(list);
        int emails = 0;
        while (email.find()) { // newest first
            emails++;
            String body = expect(given().get("/dev/inbox/" + email.group(1)), 200, "an email to " + address).asString();
            Matcher found = link.matcher(body);
            if (found.find()) {
                return found.group(1);
            }
        }
        throw new AssertionError("no /" + page + "/ link in the " + emails + " emails the dev inbox holds for " + address);
    }

    /** The first move of the sequence must be among Red's legal moves, and Blue must have none yet. */
    private void checkLegalMoves(Game game) {
        String red = expect(given().get("/api/games/" + game.red + "/moves"), 200, "Red's legal moves in the game of " + game.alice).asString();
        if (!red.contains("\"" + shuffle(0) + "\"")) {
            throw new AssertionError("the move sequence does not fit the setup: " + shuffle(0) + " is not among Red's legal moves " + red);
        }
        String blue = expect(given().get("/api/games/" + game.blue + "/moves"), 200, "Blue's legal moves").asString();
        if (!blue.strip().equals("[]")) {
            throw new AssertionError("Blue has legal moves before Red moved: " + blue);
        }
    }

    private static Response expect(Response response, int status, String what) {
        if (response.statusCode() != status) {
            throw new AssertionError(what + ": expected " + status + ", got " + response.statusCode() + ": " + abbreviate(response.asString()));
        }
        return response;
    }

    private static String find(Pattern pattern, String page, String what) {
        Matcher matcher = pattern.matcher(page);
        if (!matcher.find()) {
            throw new AssertionError("no " + what + " in: " + abbreviate(page));
        }
        return matcher.group(1);
    }

    // --- The load ------------------------------------------------------------------------------------------------

    /** The figures of the measured window. */
    record Load(long[] latencies, long warmUpMoves, long warmUpNanos, boolean jitQuiet, int connections, long jvmCpuNanos,
            long driverCpuNanos, long postgresCpuNanos, long jitMillis, double machineBusy) {
    }

    /** The measured window, which opens when the warm-up ends; until then it lies in the far future. */
    static final class Window {
        private volatile long from = Long.MAX_VALUE;
        private volatile long to = Long.MAX_VALUE;

        void open(long at, Duration length) {
            to = at + length.toNanos();
            from = at;
        }

        /** Whether a request that began and ended at these times counts (its latency is kept). */
        boolean holds(long begin, long end) {
            long opened = from;
            return opened != Long.MAX_VALUE && begin - opened >= 0 && end - to <= 0;
        }

        boolean before(long time) {
            long opened = from;
            return opened == Long.MAX_VALUE || time - opened < 0;
        }

        boolean closedBy(long time) {
            long closes = to;
            return closes != Long.MAX_VALUE && time - closes >= 0;
        }
    }

    /**
     * Sleeps through the warm-up: at least {@link #warmUp}, then interval by interval until the JIT compiled for less than
     * {@value #JIT_QUIET_PERCENT} % of one, or {@link #warmUpMax} has passed. True when the JIT was quiet.
     */
    private boolean warmUp(long start, AtomicReference<String> failure) throws InterruptedException {
        sleepUntil(start + warmUp.toNanos(), failure);
        if (!jitReadable()) {
            LOG.warn("the JIT's compilation time cannot be read: the warm-up is the minimum only");
            return false;
        }
        long interval = TimeUnit.SECONDS.toNanos(JIT_INTERVAL_SECONDS);
        while (failure.get() == null) {
            long compiledBefore = jitMillis();
            long intervalStart = System.nanoTime();
            sleepUntil(intervalStart + interval, failure);
            long compiledMillis = jitMillis() - compiledBefore;
            long elapsedMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - intervalStart);
            LOG.infof("warm-up: %.0f s so far; the JIT compiled for %d ms of the last %d ms", (System.nanoTime() - start) / 1e9,
                    compiledMillis, elapsedMillis);
            if (compiledMillis * 100 < JIT_QUIET_PERCENT * elapsedMillis) {
                return true;
            }
            if (System.nanoTime() - start >= warmUpMax.toNanos()) {
                return false;
            }
        }
        return false;
    }

    private Load play(List<Game> games) throws Exception {
        AtomicReference<String> failure = new AtomicReference<>();
        AtomicInteger threadNumber = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(games.size(), task -> {
            Thread thread = new Thread(task, "http-move-client-" + threadNumber.getAndIncrement());
            thread.setDaemon(true);
            return thread;
        });
        long start = System.nanoTime();
        Window measured = new Window();
        try {
            List<Future<ClientRun>> runs = new ArrayList<>();
            for (int i = 0; i < games.size(); i++) {
                int index = i;
                runs.add(pool.submit(() -> client(index, games.get(index), measured, failure)));
            }
            boolean jitQuiet = warmUp(start, failure);
            long measureFrom = System.nanoTime();
            long measureTo = measureFrom + window.toNanos();
            measured.open(measureFrom, window);
            long jitBefore = jitMillis();
            long jvmCpuBefore = processCpuNanos();
            Map<Long, Long> driverBefore = driverThreadCpu();
            MachineCpu machineBefore = MachineCpu.now();
            PostgresCpu postgresBefore = PostgresCpu.now();
            sleepUntil(measureTo, failure);
            long postgresCpu = PostgresCpu.now().nanosSince(postgresBefore);
            long jvmCpu = processCpuNanos() - jvmCpuBefore;
            long jit = jitMillis() - jitBefore;
            long driverCpu = sinceThen(driverBefore, driverThreadCpu());
            double machineBusy = MachineCpu.now().busySince(machineBefore);

            List<long[]> latencies = new ArrayList<>();
            int[] plies = new int[runs.size()];
            long warmUpMoves = 0;
            int connections = 0;
            long deadline = measureTo + TimeUnit.SECONDS.toNanos(60); // a request in flight may take up to its 30 s timeout
            for (int i = 0; i < runs.size(); i++) {
                ClientRun run;
                try {
                    run = runs.get(i).get(Math.max(1, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
                } catch (TimeoutException stuck) {
                    throw new AssertionError("client " + i + " did not stop within 60 s after the measured window");
                } catch (ExecutionException crashed) {
                    throw new AssertionError("client " + i + " crashed: " + crashed.getCause(), crashed.getCause());
                }
                latencies.add(run.latencies);
                plies[i] = run.plies;
                warmUpMoves += run.warmUpMoves;
                connections += run.connections;
            }
            if (failure.get() != null) {
                throw new AssertionError(failure.get());
            }
            for (int i = 0; i < games.size(); i++) {
                checkPly(games.get(i), i, plies[i]);
            }
            long[] all = latencies.stream().flatMapToLong(Arrays::stream).toArray();
            if (all.length == 0) {
                throw new AssertionError("no move finished inside the measured window");
            }
            return new Load(all, warmUpMoves, measureFrom - start, jitQuiet, connections, jvmCpu, driverCpu, postgresCpu, jit,
                    machineBusy);
        } finally {
            failure.compareAndSet(null, "the benchmark stopped");
            pool.shutdownNow();
            if (!pool.awaitTermination(40, TimeUnit.SECONDS)) {
                LOG.warn("some HTTP clients are still running");
            }
        }
    }

    /**
     * One client: plays its game from ply 0, Red at even plies and Blue at odd ones, until the window closes or
     * another client fails. Latencies are kept only for requests that start and end inside the window.
     */
    private ClientRun client(int index, Game game, Window measured, AtomicReference<String> failure)
            throws IOException {
        String red = base.getPath() + "api/games/" + game.red + "/moves";
        String blue = base.getPath() + "api/games/" + game.blue + "/moves";
        long[] latencies = new long[4_096];
        int count = 0;
        int warm = 0;
        int ply = 0;
        try (KeepAlive http = new KeepAlive(base.getHost(), base.getPort())) {
            while (failure.get() == null) {
                String body = "{\"move\": \"" + shuffle(ply) + "\", \"ply\": " + ply + "}";
                long begin = System.nanoTime();
                if (measured.closedBy(begin)) {
                    break;
                }
                KeepAlive.Reply reply;
                try {
                    reply = http.post(ply % 2 == 0 ? red : blue, body);
                } catch (IOException | RuntimeException failed) {
                    failure.compareAndSet(null, "client " + index + " (game of " + game.alice + "), POST " + body + ": " + failed);
                    break;
                }
                long end = System.nanoTime();
                String problem = problem(reply, ply);
                if (problem != null) {
                    failure.compareAndSet(null, "client " + index + " (game of " + game.alice + "), " + (ply % 2 == 0 ? "Red" : "Blue")
                            + " POST " + body + ": " + problem);
                    break;
                }
                ply++;
                if (measured.before(end)) {
                    warm++;
                } else if (measured.holds(begin, end)) {
                    if (count == latencies.length) {
                        latencies = Arrays.copyOf(latencies, count * 2);
                    }
                    latencies[count++] = end - begin;
                }
            }
            return new ClientRun(Arrays.copyOf(latencies, count), warm, ply, http.connections());
        }
    }

    /** Null when the answer is the move played at {@code ply} with the game going on; else what is wrong. */
    private static String problem(KeepAlive.Reply reply, int ply) {
        String body = reply.body();
        if (reply.status() != 200) {
            return "answered " + reply.status() + ": " + abbreviate(body);
        }
        if (RESULT.matcher(body).find()) {
            return "the game ended, which the move sequence must never do: " + abbreviate(body);
        }
        Matcher now = PLY.matcher(body);
        int expected = ply + 1;
        String last = null;
        while (now.find()) {
            last = now.group(1); // the top-level "ply" comes after the played move's
        }
        if (last == null || Integer.parseInt(last) != expected) {
            return "expected the game at ply " + expected + ", got: " + abbreviate(body);
        }
        return null;
    }

    /** After the load, the game's view must stand at the ply the client reached (the view's own "ply" comes first). */
    private static void checkPly(Game game, int index, int plies) {
        String view = expect(given().get("/api/games/" + game.red), 200, "the view of client " + index + "'s game").asString();
        Matcher ply = PLY.matcher(view);
        if (!ply.find() || Integer.parseInt(ply.group(1)) != plies) {
            throw new AssertionError("client " + index + " played " + plies + " moves, but its game's view says: " + abbreviate(view));
        }
    }

    /** Red alternates its Scouts on e4 and f4, Blue its Scouts on a7 and b7, each going out and back. */
    static String shuffle(int ply) {
        int ownMove = ply / 2;
        boolean firstPiece = ownMove % 2 == 0;
        boolean outward = (ownMove / 2) % 2 == 0;
        String file = ply % 2 == 0 ? (firstPiece ? "e" : "f") : (firstPiece ? "a" : "b");
        int home = ply % 2 == 0 ? 4 : 7;
        int away = ply % 2 == 0 ? 5 : 6;
        return outward ? file + home + "-" + file + away : file + away + "-" + file + home;
    }

    private static void sleepUntil(long nanoTime, AtomicReference<String> failure) throws InterruptedException {
        while (failure.get() == null) {
            long left = nanoTime - System.nanoTime();
            if (left <= 0) {
                return;
            }
            TimeUnit.NANOSECONDS.sleep(Math.min(left, TimeUnit.MILLISECONDS.toNanos(200)));
        }
    }

    // --- CPU ---------------------------------------------------------------------------------------------------------

    private static boolean jitReadable() {
        CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
        return jit != null && jit.isCompilationTimeMonitoringSupported();
    }

    /** Milliseconds the JIT has compiled for since the JVM started (over all its threads); 0 when that cannot be read. */
    private static long jitMillis() {
        return jitReadable() ? ManagementFactory.getCompilationMXBean().getTotalCompilationTime() : 0;
    }

    private static long processCpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime();
    }

    /** CPU time of the client threads, by thread id (each does all of its client's HTTP work itself). */
    private static Map<Long, Long> driverThreadCpu() {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        Map<Long, Long> cpu = new HashMap<>();
        for (ThreadInfo info : threads.getThreadInfo(threads.getAllThreadIds())) {
            if (info != null && info.getThreadName().startsWith("http-move-client-")) {
                long nanos = threads.getThreadCpuTime(info.getThreadId());
                if (nanos >= 0) {
                    cpu.put(info.getThreadId(), nanos);
                }
            }
        }
        return cpu;
    }

    private static long sinceThen(Map<Long, Long> before, Map<Long, Long> after) {
        return after.entrySet().stream().mapToLong(e -> e.getValue() - before.getOrDefault(e.getKey(), 0L)).sum();
    }

    private static String loadAverage() {
        try {
            return Files.readString(Path.of("/proc/loadavg")).strip();
        } catch (IOException unreadable) {
            return "unknown";
        }
    }

    // --- The pgbench ceiling -----------------------------------------------------------------------------------------

    /** Where Flagpost's database is, from the datasource URL it chose at start. */
    record Database(String url, String host, int port, String name, Optional<String> user, Optional<String> password) {
        String describe() {
            return host + ":" + port + "/" + name + user.map(u -> " as " + u).orElse("");
        }
    }

    record Tools(Path psql, Path pgbench) {
    }

    /** pgbench's rate and latency, and the CPU of its run: the machine's busy share and PostgreSQL's (-1: not visible). */
    record Ceiling(double tps, String latency, double machineBusy, long postgresCpuNanos) {
    }

    private static Database database() {
        var config = ConfigProvider.getConfig();
        String url = config.getValue("quarkus.datasource.jdbc.url", String.class);
        Matcher jdbc = JDBC.matcher(url);
        if (!jdbc.find()) {
            throw new AssertionError("cannot tell host, port and database from the datasource URL " + url);
        }
        return new Database(url, jdbc.group(1), jdbc.group(2) == null ? 5432 : Integer.parseInt(jdbc.group(2)), jdbc.group(3),
                config.getOptionalValue("quarkus.datasource.username", String.class),
                config.getOptionalValue("quarkus.datasource.password", String.class));
    }

    /** Checks what the ceiling needs before the long part: the programs, the scripts, a scratch database name. */
    private Tools tools(Database database) {
        if (!pgbenchDatabase.matches("[a-z_][a-z0-9_]*")) {
            throw new AssertionError("http.bench.pgbench.db must be a plain lower-case name, not " + pgbenchDatabase);
        }
        if (pgbenchDatabase.equals(database.name)) {
            throw new AssertionError("the pgbench database must not be Flagpost's own (" + database.name + "): its setup drops tables");
        }
        Path psql = onPath("psql");
        Path pgbench = onPath("pgbench");
        if (psql == null || pgbench == null) {
            throw new AssertionError((pgbench == null ? "pgbench" : "psql") + " is not installed (needed for the ceiling):"
                    + " apt-get install -y postgresql-client");
        }
        for (Path script : List.of(CEILING_SETUP, CEILING)) {
            if (!Files.isReadable(script)) {
                throw new AssertionError("no " + script + " (run from the project folder, as Maven does)");
            }
        }
        return new Tools(psql, pgbench);
    }

    private static Path onPath(String program) {
        for (String folder : System.getenv().getOrDefault("PATH", "/usr/bin:/bin").split(":")) {
            Path candidate = Path.of(folder, program);
            if (Files.isExecutable(candidate)) {
                return candidate;
            }
        }
        return null;
    }

    /** pgbench's threads: two, as the machine has two cores, but never more than its connections. */
    private int pgbenchThreads() {
        return Math.min(2, pgbenchConnections);
    }

    /** Resets the scratch database as move-ceiling-setup.sql says, then runs pgbench for as long as the window. */
    private Ceiling ceiling(Tools tools, Database database) throws IOException, InterruptedException {
        String exists = psql(tools, database, "postgres", "-Atc", "select 1 from pg_database where datname = '" + pgbenchDatabase + "'");
        if (!exists.strip().equals("1")) {
            psql(tools, database, "postgres", "-qc", "create database " + pgbenchDatabase);
        }
        psql(tools, database, pgbenchDatabase, "-q", "-c", "set client_min_messages = warning", "-f", CEILING_SETUP.toString());
        MachineCpu machineBefore = MachineCpu.now();
        PostgresCpu postgresBefore = PostgresCpu.now();
        String output = run(database, window.plusSeconds(60), tools.pgbench.toString(), "-h", database.host, "-p", "" + database.port,
                "-U", database.user.orElse("postgres"), "-n", "-f", CEILING.toString(), "-c", "" + pgbenchConnections,
                "-j", "" + pgbenchThreads(),
                "-T", "" + window.toSeconds(), pgbenchDatabase);
        double machineBusy = MachineCpu.now().busySince(machineBefore);
        // pgbench's backends end after pgbench does; their CPU counts once the postmaster has reaped them. Read before
        // that, PostgreSQL's part of a transaction came out a fifth to a third short (331 and 274 µs against 410 to 429).
        awaitNoBackends(tools, database);
        long postgresCpu = PostgresCpu.now().nanosSince(postgresBefore);
        Files.writeString(PGBENCH_OUTPUT, output);
        Matcher tps = TPS.matcher(output);
        if (!tps.find()) {
            throw new AssertionError("no tps in pgbench's output:\n" + output);
        }
        Matcher latency = PGBENCH_LATENCY.matcher(output);
        return new Ceiling(Double.parseDouble(tps.group(1)), latency.find() ? latency.group(1) : "?", machineBusy, postgresCpu);
    }

    /** Waits (up to 10 s) until no connection to the pgbench database is left, then a moment for the postmaster to reap. */
    private void awaitNoBackends(Tools tools, Database database) throws IOException, InterruptedException {
        long giveUp = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (System.nanoTime() < giveUp) {
            String left = psql(tools, database, "postgres", "-Atc",
                    "select count(*) from pg_stat_activity where datname = '" + pgbenchDatabase + "'");
            if (left.strip().equals("0")) {
                break;
            }
            TimeUnit.MILLISECONDS.sleep(50);
        }
        TimeUnit.MILLISECONDS.sleep(200);
    }

    /** psql on the server Flagpost uses, as its user, in {@code databaseName}, stopping at the first error; returns its output. */
    private static String psql(Tools tools, Database database, String databaseName, String... arguments)
            throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(tools.psql.toString(), "-h", database.host, "-p", "" + database.port,
                "-U", database.user.orElse("postgres"), "-w", "-d", databaseName, "-v", "ON_ERROR_STOP=1"));
        command.addAll(List.of(arguments));
        return run(database, Duration.ofSeconds(60), command.toArray(String[]::new));
    }

    /**
     * Runs a program with the database's password in its environment, its output going to a file (so a full pipe
     * never blocks it), and kills it if it outlives {@code limit}. Returns the output; a failure names the command.
     */
    private static String run(Database database, Duration limit, String... command) throws IOException, InterruptedException {
        Files.createDirectories(REPORT.getParent());
        Path output = Files.createTempFile(REPORT.getParent(), "http-move-", ".out");
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(output.toFile());
        builder.environment().put("PGCONNECT_TIMEOUT", "10");
        database.password.ifPresent(password -> builder.environment().put("PGPASSWORD", password));
        Process process = builder.start();
        try {
            boolean finished = process.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS);
            String text = Files.readString(output, StandardCharsets.UTF_8);
            if (!finished) {
                throw new AssertionError(String.join(" ", command) + " did not finish within " + limit.toSeconds() + " s; output so far:\n" + text);
            }
            if (process.exitValue() != 0) {
                throw new AssertionError(String.join(" ", command) + " failed (exit " + process.exitValue() + "):\n" + text);
            }
            return text;
        } finally {
            if (process.isAlive()) {
                process.destroyForcibly();
                process.waitFor(10, TimeUnit.SECONDS);
            }
            Files.deleteIfExists(output);
        }
    }

    // --- Figures -----------------------------------------------------------------------------------------------------

    private static double millis(long[] nanos, int percent) {
        long[] sorted = nanos.clone();
        Arrays.sort(sorted);
        int index = (int) Math.ceil(percent / 100.0 * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(sorted.length - 1, index))] / 1e6;
    }

    private static String abbreviate(String text) {
        return text == null ? "(no body)" : text.length() > 400 ? text.substring(0, 400) + "…" : text;
    }

    private static void write(List<String> report) throws IOException {
        Files.createDirectories(REPORT.getParent());
        Files.write(REPORT, report, StandardCharsets.UTF_8);
    }
}
