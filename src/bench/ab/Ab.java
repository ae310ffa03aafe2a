import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The A/B driver behind {@code src/bench/ab.sh}: two packaged Flagpost jars side by side, the same games on each,
 * the same workloads alternating between them, and each figure for both with their ratio.
 *
 * <p>It only uses what every version since 095e6c8 exposes: the start form, the emails' links (caught by the small
 * SMTP server below), the invitation, setup, play, history and games-list pages, and the JSON API for moves. A start
 * that a version holds until its creator confirms (a link mailed to the creator) is confirmed the way a person
 * would: the link from the mail, then the button's POST.
 *
 * <p>Run by {@code ab.sh}: {@code java src/bench/ab/Ab.java <base name> <base jar> <base db> <head name> <head jar> <head db>}.
 * Settings are system properties ({@code -Dab.seconds=...}); see {@link Settings}.
 */
public final class Ab {

    // --- Settings --------------------------------------------------------------------------------------------------

    /** Every knob, with its default; the tool prints them at the top of its report. */
    record Settings(int seconds, int rounds, int warmSeconds, int warmRoundsMax, double warmAgreement, int countPages,
            List<String> workloads, int drainQuietMillis, int drainMaxSeconds, double drainCpu, int moveGamePlies,
            double moveRateCeiling, Path work) {

        static Settings fromProperties() {
            List<String> workloads = Arrays.stream(System.getProperty("ab.workloads", String.join(",", ALL_WORKLOADS)).split(","))
                    .map(String::strip).filter(name -> !name.isEmpty()).toList();
            if (workloads.isEmpty() || !ALL_WORKLOADS.containsAll(workloads)) {
                throw new IllegalArgumentException("ab.workloads: a comma-separated choice of " + ALL_WORKLOADS + ", not " + workloads);
            }
            int moveGamePlies = Integer.getInteger("ab.move-game-plies", 400);
            double moveRateCeiling = Double.parseDouble(System.getProperty("ab.move-rate-ceiling", "1500"));
            if (moveGamePlies < 1 || !(moveRateCeiling > 0)) {
                throw new IllegalArgumentException("ab.move-game-plies and ab.move-rate-ceiling must be positive, not "
                        + moveGamePlies + " and " + moveRateCeiling);
            }
            return new Settings(Integer.getInteger("ab.seconds", 8), Integer.getInteger("ab.rounds", 3),
                    Integer.getInteger("ab.warm-seconds", 5), Integer.getInteger("ab.warm-rounds-max", 20),
                    Double.parseDouble(System.getProperty("ab.warm-agreement", "0.05")), Integer.getInteger("ab.count-pages", 400),
                    workloads, Integer.getInteger("ab.drain-quiet-ms", 2000), Integer.getInteger("ab.drain-max-seconds", 300),
                    Double.parseDouble(System.getProperty("ab.drain-cpu", "0.05")), moveGamePlies, moveRateCeiling,
                    Path.of(System.getProperty("ab.work", "/tmp/flagpost-ab")));
        }
    }

    /** The kernel's clock ticks per second, the unit of /proc's CPU times. */
    static final long CLOCK_TICKS = Long.parseLong(run("getconf", "CLK_TCK").strip());

    static final String CLASSIC_SETUP = "MBBBBBBEEE" + "EEFFFFGGGG" + "HHHHIIIJJK" + "LCDDDDDDDD";
    static final int PLAY_GAMES = 4;
    static final int SETUP_GAMES = 4;
    static final int MOVE_GAMES = 16;
    static final int[] CLIENTS = {1, 16};
    /** The same counts in the order the warm-up runs them: the busiest first, then the one that leaves the JIT time. */
    static final int[] WARM_CLIENTS = {16, 1};
    static final List<String> PAGE_WORKLOADS = List.of("play", "history", "setup", "games");
    static final List<String> ALL_WORKLOADS = List.of("play", "history", "setup", "games", "moves");

    public static void main(String[] args) throws Exception {
        if (args.length != 6) {
            System.err.println("usage: java Ab.java <base name> <base jar> <base db> <head name> <head jar> <head db>");
            System.exit(2);
        }
        Settings settings = Settings.fromProperties();
        Files.createDirectories(settings.work());
        say("settings: %s", settings);
        try (Smtp smtp = new Smtp()) {
            App base = App.start("base", args[0], Path.of(args[1]), args[2], smtp, settings.work());
            App head = App.start("head", args[3], Path.of(args[4]), args[5], smtp, settings.work());
            try {
                base.awaitReady();
                head.awaitReady();
                List<App> apps = List.of(base, head);
                for (App app : apps) {
                    long began = System.nanoTime();
                    app.gameMaker = new Games(app, smtp);
                    app.games = app.gameMaker.create();
                    say("%s: %d games created through the pages in %.0f s", app.name, PLAY_GAMES + SETUP_GAMES + MOVE_GAMES,
                            (System.nanoTime() - began) / 1e9);
                }
                // From here on the links are known: later mail (the moves') is only counted, which costs the driver,
                // on the apps' cores, next to nothing. It is kept again only while more move games are made between rounds.
                smtp.keeping(false);
                new Run(settings, apps, smtp).all();
            } finally {
                base.stop();
                head.stop();
            }
        }
    }

    static void say(String format, Object... values) {
        System.out.println("[" + LocalTime.now(ZoneOffset.UTC).withNano(0) + " UTC] " + String.format(Locale.ROOT, format, values));
    }

    // --- One packaged jar -------------------------------------------------------------------------------------------

    /** One packaged Flagpost in its own process, on its own database and port, configured as production is: by environment. */
    static final class App {
        final String name;
        final String database;
        final int port;
        final Process process;
        final Path log;
        final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofSeconds(5)).followRedirects(HttpClient.Redirect.NEVER).build();
        Games.Made games;
        /** Makes this app's games; kept, as it numbers the move games' players and knows the starts it confirmed. */
        Games gameMaker;

        /** The management interface's port (health, metrics); free, so two apps and a dev server never collide. */
        int managementPort;

        private App(String name, String database, int port, Process process, Path log) {
            this.name = name;
            this.database = database;
            this.port = port;
            this.process = process;
            this.log = log;
        }

        /** Starts the app; {@code role} is "base" or "head", which picks its own extra JVM options. */
        static App start(String role, String name, Path jar, String database, Smtp smtp, Path work) throws IOException {
            int port = freePort();
            Path log = work.resolve(name + ".log");
            // As deploy/flagpost.service starts it, with a fixed heap so both get the same.
            List<String> command = new ArrayList<>(List.of("java", "-XX:+ExitOnOutOfMemoryError", "-Xms512m", "-Xmx512m"));
            // The same extra JVM options for both apps, for experiments on the JIT or the heap, e.g.
            // -Dab.app-jvm-options=-XX:-UseCodeCacheFlushing (docs/PERFORMANCE.md, "Warm-up"); then this app's own
            // (ab.base-jvm-options, ab.head-jvm-options), for an A/A run that changes one setting, e.g.
            // -Dab.head-jvm-options=-Dflagpost.mail.outbox.share-under-load=0.1.
            for (String key : List.of("ab.app-jvm-options", "ab." + role + "-jvm-options")) {
                String extra = System.getProperty(key, "").strip();
                if (!extra.isEmpty()) {
                    command.addAll(List.of(extra.split("\\s+")));
                }
            }
            command.addAll(List.of("-Djava.util.logging.manager=org.jboss.logmanager.LogManager", "-jar", jar.toAbsolutePath().toString()));
            ProcessBuilder builder = new ProcessBuilder(command)
                    .directory(work.toFile()).redirectErrorStream(true).redirectOutput(log.toFile());
            Map<String, String> env = builder.environment();
            env.keySet().removeIf(key -> key.startsWith("FLAGPOST_") || key.startsWith("QUARKUS_") || key.startsWith("DB_")
                    || key.equals("JAVA_TOOL_OPTIONS"));
            env.put("QUARKUS_HTTP_HOST", "127.0.0.1");
            env.put("QUARKUS_HTTP_PORT", Integer.toString(port));
            int managementPort = freePort();
            env.put("QUARKUS_MANAGEMENT_PORT", Integer.toString(managementPort));
            env.put("DB_URL", "jdbc:postgresql://127.0.0.1:5432/" + database);
            env.put("DB_USER", "postgres");
            env.put("DB_PASSWORD", "");
            // Links must be https in production; only their tokens are used here, against the loopback port.
            env.put("FLAGPOST_BASE_URL", "https://flagpost.ab.example");
            env.put("FLAGPOST_LINKS_KEYS__K1_", Base64.getEncoder().encodeToString(("ab-tool-signing-key-" + name + "-0123456789abcdef")
                    .getBytes(StandardCharsets.UTF_8)));
            env.put("FLAGPOST_MAIL_FROM", "Flagpost <play@ab.example>");
            env.put("FLAGPOST_MAIL_MESSAGE_ID_DOMAIN", "ab.example");
            env.put("FLAGPOST_MAIL_SMTP_HOST", "127.0.0.1");
            env.put("FLAGPOST_MAIL_SMTP_PORT", Integer.toString(smtp.port()));
            env.put("FLAGPOST_MAIL_SMTP_SECURITY", "NONE");
            // Set-up mail within a second; the games all come from this one client address, the move games by the
            // hundred in a long sitting (a fresh game every ab.move-game-plies plies of each move client).
            env.put("FLAGPOST_JOBS_OUTBOX_EVERY", "1s");
            env.put("FLAGPOST_JOBS_OUTBOX_DELAY", "1s");
            env.put("FLAGPOST_GAMES_NEW_GAMES_PER_CLIENT_LIMIT", "100000");
            say("%s: starting %s on port %d, database %s (log %s)", name, jar, port, database, log);
            App app = new App(name, database, port, builder.start(), log);
            app.managementPort = managementPort;
            return app;
        }

        String url(String path) {
            return "http://127.0.0.1:" + port + path;
        }

        /**
         * What every address of this app's games ends its local part with ({@code max0.<tag>@ab.example}): the two
         * apps send from the same address, so the driver tells their mail apart by its recipients.
         */
        String mailTag() {
            return name.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]", "");
        }

        /** CPU time this JVM has used so far, user and system, in milliseconds ({@code /proc/<pid>/stat}). */
        double cpuMillis() {
            try {
                String stat = Files.readString(Path.of("/proc/" + process.pid() + "/stat"));
                // The fields after the command's closing parenthesis: state is field 3, utime 14, stime 15.
                String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
                return (Long.parseLong(fields[11]) + Long.parseLong(fields[12])) * 1000.0 / CLOCK_TICKS;
            } catch (IOException gone) {
                throw new UncheckedIOException(name + " has no /proc entry; did it exit? see " + log, gone);
            }
        }

        void awaitReady() {
            until(name + " ready", Duration.ofSeconds(300), () -> { // a start takes minutes on a loaded machine
                if (!process.isAlive()) {
                    throw new IllegalStateException(name + " exited with " + process.exitValue() + "; see " + log);
                }
                // Health is on the management interface since it came; a version from before it answers on its own port.
                for (String base : List.of("http://127.0.0.1:" + managementPort, "http://127.0.0.1:" + port)) {
                    try {
                        if (send(HttpRequest.newBuilder(URI.create(base + "/q/health/ready")).timeout(Duration.ofSeconds(30)).GET()
                                .build()).statusCode() == 200) {
                            return true;
                        }
                    } catch (UncheckedIOException notThere) {
                        // not up yet, or no such interface in this version
                    }
                }
                return null;
            });
        }

        HttpResponse<String> get(String path) {
            return send(HttpRequest.newBuilder(URI.create(url(path))).timeout(Duration.ofSeconds(30)).GET().build());
        }

        HttpResponse<String> postForm(String path, Map<String, String> form) {
            StringBuilder body = new StringBuilder();
            form.forEach((key, value) -> body.append(body.length() == 0 ? "" : "&").append(key).append('=')
                    .append(URLEncoder.encode(value, StandardCharsets.UTF_8)));
            return send(HttpRequest.newBuilder(URI.create(url(path))).timeout(Duration.ofSeconds(30))
                    .header("Content-Type", "application/x-www-form-urlencoded")
                    .POST(HttpRequest.BodyPublishers.ofString(body.toString())).build());
        }

        HttpResponse<String> postJson(HttpClient client, String path, String json) {
            try {
                return client.send(HttpRequest.newBuilder(URI.create(url(path))).timeout(Duration.ofSeconds(30))
                        .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(json)).build(),
                        HttpResponse.BodyHandlers.ofString());
            } catch (IOException failed) {
                throw new UncheckedIOException(failed);
            } catch (InterruptedException interrupted) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(interrupted);
            }
        }

        private HttpResponse<String> send(HttpRequest request) {
            try {
                return http.send(request, HttpResponse.BodyHandlers.ofString());
            } catch (IOException failed) {
                throw new UncheckedIOException(failed);
            } catch (InterruptedException interrupted) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(interrupted);
            }
        }

        /** Seconds the JIT has compiled for since the JVM started, as {@code jstat -compiler} reads it. */
        double jitSeconds() {
            String out = run("jstat", "-compiler", Long.toString(process.pid()));
            String[] lines = out.strip().split("\n");
            return Double.parseDouble(lines[lines.length - 1].trim().split("\\s+")[3]);
        }

        /** Transactions committed in this app's database so far ({@code pg_stat_database}, as the statistics have them). */
        long commits() {
            return Long.parseLong(psql("postgres", "-Atc", "select xact_commit from pg_stat_database where datname = '" + database + "'")
                    .strip());
        }

        void stop() {
            process.destroy();
            try {
                if (!process.waitFor(20, TimeUnit.SECONDS)) {
                    process.destroyForcibly();
                }
            } catch (InterruptedException interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    // --- Games through the public interface --------------------------------------------------------------------------

    /** Creates the same games on one app, through the pages and the mail only. */
    static final class Games {
        private static final Pattern GO_SETUP = Pattern.compile("id=\"go-setup\"[^>]*href=\"[^\"]*/setup/([A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+)\"");
        private static final Pattern GO_PLAY = Pattern.compile("id=\"go-play\"[^>]*href=\"[^\"]*/play/([A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+)\"");
        private static final Pattern HISTORY = Pattern.compile("id=\"history-link\"[^>]*href=\"([^\"]*/history/[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+)\"");
        /**
         * How long a game's next email may take. Long: fresh move games are made between rounds, and a version whose
         * outbox is still working through a round's mail when the drain's cap ends the wait (095e6c8 composes each email
         * by replaying its game) delivers their invitations only behind that backlog.
         */
        private static final Duration MAIL_WAIT = Duration.ofSeconds(600);

        /** What the workloads use: paths of pages (both seats) and, per move game, Red's and Blue's play tokens. */
        record Made(List<String> play, List<String> history, List<String> setup, List<String> games, List<String[]> moveGames) {
        }

        /** One game being made: its players and the tokens learnt on the way. */
        static final class Game {
            final String creator;
            final String opponent;
            String invitation;
            long id;
            String creatorSetup;
            String opponentSetup;
            String red;
            String blue;

            Game(String creator, String opponent) {
                this.creator = creator;
                this.opponent = opponent;
            }
        }

        private final App app;
        private final Smtp smtp;
        private final java.util.Set<String> confirmed = new java.util.HashSet<>();
        /** Move games started so far: each has players of its own, numbered across the sitting. */
        private int moveGamesStarted;

        Games(App app, Smtp smtp) {
            this.app = app;
            this.smtp = smtp;
        }

        Made create() {
            String prefix = app.mailTag();
            // Ada starts the four play games (her games list shows them); every other game has creators of its own, as
            // a version may limit the starts one address makes from the public form in a day.
            String ada = "ada." + prefix + "@ab.example";
            List<Game> playing = new ArrayList<>();
            List<Game> settingUp = new ArrayList<>();
            List<Game> moving = new ArrayList<>();
            for (int i = 0; i < PLAY_GAMES; i++) {
                playing.add(start(ada, "pat" + i + "." + prefix + "@ab.example"));
            }
            for (int i = 0; i < SETUP_GAMES; i++) {
                settingUp.add(start("sue" + i + "." + prefix + "@ab.example", "sam" + i + "." + prefix + "@ab.example"));
            }
            for (int i = 0; i < MOVE_GAMES; i++) {
                moving.add(start(moveCreator(moveGamesStarted), moveOpponent(moveGamesStarted++)));
            }
            List<Game> all = new ArrayList<>(playing);
            all.addAll(settingUp);
            all.addAll(moving);
            for (Game game : all) {
                accept(game);
            }
            for (Game game : all) {
                awaitCreatorSetup(game);
            }
            List<Game> started = new ArrayList<>(playing);
            started.addAll(moving);
            for (Game game : started) {
                setUp(game);
            }
            List<String> play = new ArrayList<>();
            List<String> history = new ArrayList<>();
            HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
            for (Game game : playing) {
                for (int ply = 0; ply < 6; ply++) { // a Classic game at ply 6, Red to move
                    move(client, game.red, game.blue, ply);
                }
                for (String token : List.of(game.red, game.blue)) {
                    play.add("/play/" + token);
                    history.add(find(HISTORY, expect(app.get("/play/" + token), 200, "a play page"), "history link"));
                }
            }
            List<String> setup = new ArrayList<>();
            for (Game game : settingUp) {
                setup.add("/setup/" + game.creatorSetup);
                setup.add("/setup/" + game.opponentSetup);
            }
            int asked = app.postForm("/my-games", Map.of("email", ada)).statusCode();
            if (asked != 303 && asked != 200) {
                throw new IllegalStateException(app.name + ": asking for the games list of " + ada + " answered " + asked);
            }
            String list = until("the games-list link of " + ada, MAIL_WAIT, () -> smtp.link(ada, null, "games"));
            return new Made(play, history, setup, List.of("/games/" + list), playTokens(moving));
        }

        /**
         * {@code count} more games for the move clients, made as {@link #create} makes its move games: each set up and
         * at ply 0, Red to move; as Red's and Blue's play tokens. All the starts are asked for before any invitation is
         * awaited, which makes a batch take seconds rather than a second a game: each game has a creator and an
         * opponent of its own, and the limits on held starts and open invitations count per address.
         */
        List<String[]> moveGames(int count) {
            List<Game> moving = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                moving.add(requestStart(moveCreator(moveGamesStarted), moveOpponent(moveGamesStarted++)));
            }
            awaitInvitations(moving);
            for (Game game : moving) {
                accept(game);
            }
            for (Game game : moving) {
                awaitCreatorSetup(game);
            }
            for (Game game : moving) {
                setUp(game);
            }
            return playTokens(moving);
        }

        private String moveCreator(int number) {
            return "max" + number + "." + app.mailTag() + "@ab.example";
        }

        private String moveOpponent(int number) {
            return "mo" + number + "." + app.mailTag() + "@ab.example";
        }

        private static List<String[]> playTokens(List<Game> games) {
            List<String[]> tokens = new ArrayList<>();
            for (Game game : games) {
                tokens.add(new String[] {game.red, game.blue});
            }
            return tokens;
        }

        private Game start(String creator, String opponent) {
            Game game = requestStart(creator, opponent);
            // One at a time: a version may hold a start until its creator confirms, and allow only a few held at once.
            awaitInvitations(List.of(game));
            return game;
        }

        /** Sends the start form; the game has no invitation yet. */
        private Game requestStart(String creator, String opponent) {
            Map<String, String> form = new LinkedHashMap<>();
            form.put("creatorName", creator.substring(0, 3));
            form.put("creatorEmail", creator);
            form.put("opponentEmail", opponent);
            form.put("variant", "CLASSIC");
            form.put("daysPerMove", "14");
            form.put("colour", "RED");
            form.put("moveLimit", "");
            expect(app.postForm("/", form), 303, "the start form of " + creator + " against " + opponent);
            return new Game(creator, opponent);
        }

        /**
         * Waits for the opponents' invitations, confirming each start whose creator is asked to confirm it; at most
         * {@link #MAIL_WAIT} without a new one.
         */
        private void awaitInvitations(List<Game> games) {
            List<Game> waiting = new ArrayList<>(games);
            long deadline = System.nanoTime() + MAIL_WAIT.toNanos();
            while (true) {
                for (Game game : waiting) {
                    for (String token : smtp.links(game.creator, "confirm")) {
                        if (confirmed.add(token)) {
                            expect(app.get("/confirm/" + token), 200, "the confirmation page of " + game.creator);
                            expect(app.postForm("/confirm/" + token, Map.of()), 303, "confirming a start of " + game.creator);
                        }
                    }
                    game.invitation = smtp.link(game.opponent, null, "invitation");
                    if (game.invitation != null) {
                        game.id = smtp.gameOf(game.opponent, game.invitation);
                        deadline = System.nanoTime() + MAIL_WAIT.toNanos();
                    }
                }
                waiting.removeIf(game -> game.invitation != null);
                if (waiting.isEmpty()) {
                    return;
                }
                if (System.nanoTime() > deadline) {
                    throw new IllegalStateException(app.name + ": no invitation to " + waiting.get(0).opponent + "; mail so far: " + smtp.summary());
                }
                sleep(100);
            }
        }

        private void accept(Game game) {
            expect(app.postForm("/invitation/" + game.invitation + "/accept", Map.of("name", game.opponent.substring(0, 3))), 303,
                    "accepting the invitation of " + game.opponent);
            game.opponentSetup = find(GO_SETUP, expect(app.get("/invitation/" + game.invitation), 200, "the invitation page"), "go-setup link");
        }

        private void awaitCreatorSetup(Game game) {
            game.creatorSetup = until("the setup link of " + game.creator + " for game " + game.id, MAIL_WAIT,
                    () -> smtp.link(game.creator, game.id, "setup"));
        }

        /** Both setups, then Red's and Blue's play tokens from the setup pages' links to the game. */
        private void setUp(Game game) {
            submitSetup(game.opponentSetup, game.opponent);
            submitSetup(game.creatorSetup, game.creator);
            game.red = find(GO_PLAY, expect(app.get("/setup/" + game.creatorSetup), 200, "the setup page of " + game.creator), "go-play link");
            game.blue = find(GO_PLAY, expect(app.get("/setup/" + game.opponentSetup), 200, "the setup page of " + game.opponent), "go-play link");
        }

        private void submitSetup(String token, String who) {
            expect(app.postForm("/setup/" + token, Map.of("setup", CLASSIC_SETUP)), 303, "the setup of " + who);
        }

        void move(HttpClient client, String red, String blue, int ply) {
            HttpResponse<String> answer = app.postJson(client, "/api/games/" + (ply % 2 == 0 ? red : blue) + "/moves",
                    "{\"move\": \"" + shuffle(ply) + "\", \"ply\": " + ply + "}");
            expect(answer, 200, "move " + shuffle(ply) + " at ply " + ply);
        }

        private String expect(HttpResponse<String> answer, int status, String what) {
            if (answer.statusCode() != status) {
                String body = answer.body();
                throw new IllegalStateException(app.name + ": " + what + ": expected " + status + ", got " + answer.statusCode() + ": "
                        + (body.length() > 400 ? body.substring(0, 400) + "..." : body));
            }
            return answer.body();
        }

        private String find(Pattern pattern, String page, String what) {
            Matcher found = pattern.matcher(page);
            if (!found.find()) {
                throw new IllegalStateException(app.name + ": no " + what + " in: " + (page.length() > 400 ? page.substring(0, 400) : page));
            }
            return found.group(1);
        }
    }

    /** Red shuffles its Scouts on e4 and f4, Blue its Scouts on a7 and b7, out and back: never a battle, never an end. */
    static String shuffle(int ply) {
        int ownMove = ply / 2;
        boolean firstPiece = ownMove % 2 == 0;
        boolean outward = (ownMove / 2) % 2 == 0;
        String file = ply % 2 == 0 ? (firstPiece ? "e" : "f") : (firstPiece ? "a" : "b");
        int home = ply % 2 == 0 ? 4 : 7;
        int away = ply % 2 == 0 ? 5 : 6;
        return outward ? file + home + "-" + file + away : file + away + "-" + file + home;
    }

    /**
     * One move client's games on one app, in the order it plays them: each from ply 0 to {@code ab.move-game-plies},
     * as real games last a few hundred plies, then the next. Without the cap a game grew by thousands of plies over a
     * sitting, and a version that composes each email from the whole game (095e6c8) paid more for every move's mail
     * the longer the tool ran. Used by one thread at a time (a round's client, then the driver after it).
     */
    static final class MoveClient {
        private final List<String[]> games = new ArrayList<>();
        private int current;
        private int ply;
        private int longest;

        void add(String[] game) {
            games.add(game);
        }

        /** The moves this client can still make before it runs out of games. */
        long pliesLeft(int pliesPerGame) {
            return (long) (games.size() - current) * pliesPerGame - ply;
        }

        /** Red's and Blue's play tokens of the game the next move is in, a fresh one once the current is full; null if none is left. */
        String[] game(int pliesPerGame) {
            if (ply == pliesPerGame) {
                current++;
                ply = 0;
            }
            return current < games.size() ? games.get(current) : null;
        }

        int ply() {
            return ply;
        }

        void moved() {
            ply++;
            longest = Math.max(longest, ply);
        }

        int gamesMade() {
            return games.size();
        }

        /** Games with at least one move. */
        int gamesPlayed() {
            return current + (ply > 0 ? 1 : 0);
        }

        int longestGame() {
            return longest;
        }
    }

    // --- Measuring --------------------------------------------------------------------------------------------------

    /**
     * One workload's figures on one app in one round: its rate and latencies; the CPU time its JVM used per request,
     * in the round and with the round's aftermath (the round and the drain after it: the mail its moves caused), and
     * the CPU time the other app's JVM used during the round (which should be near nothing after the drain), in
     * milliseconds; how long the drain after the round waited, in seconds; and the CPU time PostgreSQL's processes used
     * per request in the round (all of them: the other app is drained and idle, so they serve this one).
     */
    record Figure(double perSecond, double p50, double p99, long requests, long errors, double cpuPerRequest,
            double cpuWithAftermath, double otherCpu, double drained, double databaseCpuPerRequest) {

        static Figure of(double perSecond, double p50, double p99, long requests, long errors) {
            return new Figure(perSecond, p50, p99, requests, errors, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN);
        }

        Figure with(double cpuPerRequest, double cpuWithAftermath, double otherCpu, double drained, double databaseCpuPerRequest) {
            return new Figure(perSecond, p50, p99, requests, errors, cpuPerRequest, cpuWithAftermath, otherCpu, drained,
                    databaseCpuPerRequest);
        }
    }

    static final class Run {
        private final Settings settings;
        private final List<App> apps;
        private final Smtp smtp;
        /** Each app's move clients, by the app's name; client {@code i} plays the same games on both. */
        private final Map<String, List<MoveClient>> moveClients = new LinkedHashMap<>();

        Run(Settings settings, List<App> apps, Smtp smtp) {
            this.settings = settings;
            this.apps = apps;
            this.smtp = smtp;
        }

        void all() throws Exception {
            for (App app : apps) {
                List<MoveClient> clients = new ArrayList<>();
                for (String[] game : app.games.moveGames()) {
                    MoveClient client = new MoveClient();
                    client.add(game);
                    clients.add(client);
                }
                moveClients.put(app.name, clients);
            }
            warm();
            Map<String, Double> perPage = transactionsPerPage();
            Map<String, List<Figure>> figures = new LinkedHashMap<>();
            for (int round = 0; round < settings.rounds(); round++) {
                say("round %d of %d (load: %s)", round + 1, settings.rounds(), loadAverage());
                for (String workload : workloads()) {
                    for (int clients : CLIENTS) {
                        // Each round swaps which app goes first, so a trend in the machine's load falls on both alike.
                        List<App> order = round % 2 == 0 ? apps : List.of(apps.get(1), apps.get(0));
                        for (App app : order) {
                            Figure figure = measure(app, workload, clients, settings.seconds());
                            figures.computeIfAbsent(key(app, workload, clients), k -> new ArrayList<>()).add(figure);
                            say("  %-8s c=%-2d %s: %8.1f /s  p50 %6.2f ms  p99 %7.2f ms  CPU %.3f ms/request (%.3f with the drain after;"
                                    + " other app %.0f ms; PostgreSQL %.3f ms/request); drained in %.1f s%s", workload, clients, app.name,
                                    figure.perSecond(), figure.p50(), figure.p99(), figure.cpuPerRequest(), figure.cpuWithAftermath(),
                                    figure.otherCpu(), figure.databaseCpuPerRequest(), figure.drained(),
                                    figure.errors() > 0 ? "  ERRORS " + figure.errors() : "");
                        }
                    }
                }
            }
            report(figures, perPage);
        }

        List<String> workloads() {
            return settings.workloads();
        }

        /** Short rounds of every workload on both apps until each app's JIT is quiet and its rounds agree. */
        void warm() {
            long began = System.nanoTime();
            Map<String, Map<String, Double>> previous = new LinkedHashMap<>();
            Map<String, Boolean> warm = new LinkedHashMap<>();
            for (int round = 1; round <= settings.warmRoundsMax(); round++) {
                for (App app : apps) {
                    if (Boolean.TRUE.equals(warm.get(app.name))) {
                        continue;
                    }
                    double jitBefore = app.jitSeconds();
                    long wallBefore = System.nanoTime();
                    Map<String, Double> rates = new LinkedHashMap<>();
                    Map<String, Figure> figures = new LinkedHashMap<>();
                    for (String workload : workloads()) {
                        // Every number of clients that is measured, the most first. Warmed at 16 clients only, main's move
                        // path (the link check, the filters, the transaction's observer) stayed in C1's code through all the
                        // warm-up rounds and went to C2 in the first measured round at one client, so that round measured
                        // the compiler (-XX:+PrintCompilation; PERFORMANCE.md, "Warm-up").
                        for (int clients : WARM_CLIENTS) {
                            Figure figure = measure(app, workload, clients, settings.warmSeconds());
                            figures.put(workload + " c=" + clients, figure);
                            if (clients == WARM_CLIENTS[0]) {
                                // Agreement on the busiest figure only: at one client the rate of moves wandered by up to
                                // 40 % from one warm-up round to the next with the JIT under 3 % (2026-12-05, 18:15), so it
                                // would keep the tool warming for nothing; the JIT's share covers the whole round.
                                rates.put(workload, figure.perSecond());
                            }
                        }
                    }
                    double jitShare = (app.jitSeconds() - jitBefore) / ((System.nanoTime() - wallBefore) / 1e9);
                    Map<String, Double> last = previous.put(app.name, rates);
                    double worst = 0;
                    if (last != null) {
                        for (String workload : rates.keySet()) {
                            worst = Math.max(worst, Math.abs(rates.get(workload) / last.get(workload) - 1));
                        }
                    }
                    boolean quiet = jitShare < 0.02 && last != null && worst <= settings.warmAgreement();
                    say("warm-up %s round %d: %s; JIT %.1f %% of the round; largest change from the last round %.0f %%%s", app.name,
                            round, rounds(figures), jitShare * 100, last == null ? Double.NaN : worst * 100, quiet ? ": warm" : "");
                    warm.put(app.name, quiet);
                }
                if (warm.size() == apps.size() && !warm.containsValue(false)) {
                    say("both warm after %.0f s", (System.nanoTime() - began) / 1e9);
                    return;
                }
            }
            say("NOT WARM after %d rounds (%.0f s): the figures below include JIT work; rerun with -Dab.warm-rounds-max=...",
                    settings.warmRoundsMax(), (System.nanoTime() - began) / 1e9);
        }

        private static String rounds(Map<String, Figure> figures) {
            StringBuilder text = new StringBuilder();
            figures.forEach((workload, figure) -> text.append(text.length() == 0 ? "" : ", ").append(workload).append(' ')
                    .append(String.format(Locale.ROOT, "%.0f/s (CPU %.3f ms each, %.3f with the drain after; other app %.0f ms;"
                            + " drained in %.1f s)", figure.perSecond(), figure.cpuPerRequest(), figure.cpuWithAftermath(), figure.otherCpu(),
                            figure.drained())));
            return text.toString();
        }

        /**
         * The apps' databases with a transaction under way (a statement running, or a transaction open between two), as
         * {@code pg_stat_activity} shows them now.
         */
        private List<String> busyDatabases() {
            String names = String.join(",", apps.stream().map(app -> "'" + app.database + "'").toList());
            String out = psql("postgres", "-Atc",
                    "select distinct datname from pg_stat_activity where datname in (" + names + ") and pid <> pg_backend_pid()"
                            + " and state in ('active', 'idle in transaction')").strip();
            return out.isEmpty() ? List.of() : List.of(out.split("\n"));
        }

        /**
         * One round of one workload on one app between two drains (the one before is short unless something else left
         * work behind), with the CPU time of both JVMs around it.
         */
        Figure measure(App app, String workload, int clients, int seconds) {
            if (workload.equals("moves")) {
                // As many plies a client as it could make at the ceiling rate; the games' set-up mail goes in the drain.
                topUpMoveGames(clients, (long) Math.ceil(settings.moveRateCeiling() * seconds / clients));
            }
            vacuum();
            drain();
            App other = apps.get(0) == app ? apps.get(1) : apps.get(0);
            double ownBefore = app.cpuMillis();
            double otherBefore = other.cpuMillis();
            double databaseBefore = postgresCpuMillis();
            Figure figure = workload.equals("moves") ? moves(app, clients, seconds) : wrk(app, workload, clients, seconds);
            double ownAfterRound = app.cpuMillis();
            double otherDuringRound = other.cpuMillis() - otherBefore;
            double databaseDuringRound = postgresCpuMillis() - databaseBefore;
            double drained = drain();
            return figure.with((ownAfterRound - ownBefore) / figure.requests(), (app.cpuMillis() - ownBefore) / figure.requests(),
                    otherDuringRound, drained, databaseDuringRound / figure.requests());
        }

        /**
         * {@code VACUUM (ANALYZE)} of both databases, outside the measured time: what autovacuum does on a host, done by
         * hand because these machines' PostgreSQL runs with {@code autovacuum = off} (conf.d/90-ci.conf). Without it a
         * sitting's dead rows piled up: after the 18:32 moves sitting of 2026-12-05 the two {@code notification} tables
         * held 277,492 and 133,303 dead rows beside 138,746 and 98,365 live ones (every email marked sent leaves one, and
         * its entry in the pending-only indexes the outbox reads), never vacuumed, while PostgreSQL's CPU a move at one
         * client rose over the sitting (round 1 against round 5: main 1.15 and 1.86 ms, 095e6c8 1.57 and 2.71). Both
         * databases every time, so neither version's round runs beside the other's vacuum.
         */
        void vacuum() {
            for (App app : apps) {
                psql(app.database, "-qc", "vacuum (analyze)");
            }
        }

        /**
         * Waits until both apps are idle: neither has mailed anything, nor used more than {@code ab.drain-cpu} of a core,
         * nor had a transaction under way in its database when looked at, for {@code ab.drain-quiet-ms}; at most
         * {@code ab.drain-max-seconds}. The moves of a round leave work behind
         * (the outbox mailing them, a version's other jobs): without this wait an app did it during the next round,
         * which may be the other app's, and the two figures measured which work ran when as much as the moves.
         * The window is two of the outbox's one-second polls, so a poll that has not started yet is not taken for quiet;
         * an idle app uses about 1 % of a core.
         * Returns the seconds it waited, the last quiet window included.
         */
        double drain() {
            long began = System.nanoTime();
            long cap = began + TimeUnit.SECONDS.toNanos(settings.drainMaxSeconds());
            while (true) {
                Map<String, Long> mailsBefore = new LinkedHashMap<>();
                Map<String, Double> cpuBefore = new LinkedHashMap<>();
                for (App app : apps) {
                    mailsBefore.put(app.name, smtp.mailsTo(app.mailTag()));
                    cpuBefore.put(app.name, app.cpuMillis());
                }
                long windowBegan = System.nanoTime();
                boolean quiet = true;
                // Four looks at the databases in the window: a version's background work may be a long query (095e6c8's
                // outbox reads a game's every move for each email), which PostgreSQL's CPU does, not the JVM's.
                for (int look = 0; look < 4; look++) {
                    sleep(settings.drainQuietMillis() / 4);
                    quiet &= busyDatabases().isEmpty();
                }
                double windowMillis = (System.nanoTime() - windowBegan) / 1e6;
                for (App app : apps) {
                    quiet &= smtp.mailsTo(app.mailTag()) == mailsBefore.get(app.name)
                            && (app.cpuMillis() - cpuBefore.get(app.name)) / windowMillis <= settings.drainCpu();
                }
                double waited = (System.nanoTime() - began) / 1e9;
                if (quiet) {
                    return waited;
                }
                if (System.nanoTime() > cap) {
                    say("  still busy after %.0f s (ab.drain-max-seconds): measuring anyway; mail so far by app %s", waited, smtp.received);
                    return waited;
                }
            }
        }

        /**
         * Makes sure each of the first {@code clients} move clients has {@code plies} plies left in its games on both
         * apps, making more games through the pages where it has not. Both apps get as many as the one short of more
         * needs, so the two play the same games, in the same order, with the same moves. Called outside the measured
         * time and before the drain that comes before a round, so the new games' mail is sent before the round starts.
         */
        void topUpMoveGames(int clients, long plies) {
            int pliesPerGame = settings.moveGamePlies();
            int[] more = new int[clients];
            int total = 0;
            for (int c = 0; c < clients; c++) {
                for (App app : apps) {
                    long missing = Math.max(0, plies - moveClients.get(app.name).get(c).pliesLeft(pliesPerGame));
                    more[c] = Math.max(more[c], (int) ((missing + pliesPerGame - 1) / pliesPerGame));
                }
                total += more[c];
            }
            if (total == 0) {
                return;
            }
            smtp.keeping(true);
            try {
                for (App app : apps) {
                    long began = System.nanoTime();
                    List<String[]> made = app.gameMaker.moveGames(total);
                    List<MoveClient> clientsOfApp = moveClients.get(app.name);
                    int next = 0;
                    for (int c = 0; c < clients; c++) {
                        for (int g = 0; g < more[c]; g++) {
                            clientsOfApp.get(c).add(made.get(next++));
                        }
                    }
                    say("  %s: %d more move games made through the pages in %.0f s, for %d plies a client (%d made in all)", app.name,
                            total, (System.nanoTime() - began) / 1e9, plies, clientsOfApp.stream().mapToInt(MoveClient::gamesMade).sum());
                }
            } finally {
                smtp.keeping(false);
            }
        }

        private Figure wrk(App app, String workload, int clients, int seconds) {
            Path script = settings.work().resolve(app.name + "-" + workload + ".lua");
            try {
                StringBuilder lua = new StringBuilder("local paths = {\n");
                for (String path : paths(app, workload)) {
                    lua.append("  \"").append(path).append("\",\n");
                }
                lua.append("}\nlocal i = 0\nrequest = function()\n  i = i % #paths + 1\n  return wrk.format(\"GET\", paths[i])\nend\n");
                Files.writeString(script, lua);
            } catch (IOException failed) {
                throw new UncheckedIOException(failed);
            }
            String out = run("wrk", "-t" + Math.min(clients, 2), "-c" + clients, "-d" + seconds + "s", "--latency", "-s", script.toString(),
                    app.url("/"));
            long requests = Long.parseLong(group(out, "(\\d+) requests in"));
            Matcher bad = Pattern.compile("Non-2xx or 3xx responses: (\\d+)").matcher(out);
            long errors = bad.find() ? Long.parseLong(bad.group(1)) : 0;
            Matcher socket = Pattern.compile("Socket errors: connect (\\d+), read (\\d+), write (\\d+), timeout (\\d+)").matcher(out);
            if (socket.find()) {
                for (int g = 1; g <= 4; g++) {
                    errors += Long.parseLong(socket.group(g));
                }
            }
            return Figure.of(Double.parseDouble(group(out, "Requests/sec:\\s+([\\d.]+)")), millis(group(out, "\\n\\s+50%\\s+(\\S+)")),
                    millis(group(out, "\\n\\s+99%\\s+(\\S+)")), requests, errors);
        }

        private static List<String> paths(App app, String workload) {
            return switch (workload) {
                case "play" -> app.games.play();
                case "history" -> app.games.history();
                case "setup" -> app.games.setup();
                case "games" -> app.games.games();
                default -> throw new IllegalArgumentException(workload);
            };
        }

        /** {@code clients} threads, each playing both seats of its own game over the JSON API on one keep-alive connection. */
        private Figure moves(App app, int clients, int seconds) {
            List<MoveClient> moveClientsOfApp = moveClients.get(app.name);
            int pliesPerGame = settings.moveGamePlies();
            ExecutorService pool = Executors.newFixedThreadPool(clients);
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
            long began = System.nanoTime();
            List<Future<long[]>> runs = new ArrayList<>();
            ConcurrentLinkedQueue<String> problems = new ConcurrentLinkedQueue<>();
            for (int c = 0; c < clients; c++) {
                int index = c;
                runs.add(pool.submit(() -> {
                    HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
                    MoveClient moveClient = moveClientsOfApp.get(index);
                    long[] latencies = new long[1024];
                    int count = 0;
                    while (System.nanoTime() < end) {
                        String[] game = moveClient.game(pliesPerGame);
                        if (game == null) {
                            // Stopping quietly would measure fewer clients than asked for.
                            problems.add("client " + index + " ran out of games after " + count + " moves: faster than ab.move-rate-ceiling ("
                                    + settings.moveRateCeiling() + " moves/s), which sized its games; raise it");
                            break;
                        }
                        int ply = moveClient.ply();
                        long start = System.nanoTime();
                        HttpResponse<String> answer = app.postJson(client, "/api/games/" + (ply % 2 == 0 ? game[0] : game[1]) + "/moves",
                                "{\"move\": \"" + shuffle(ply) + "\", \"ply\": " + ply + "}");
                        long took = System.nanoTime() - start;
                        if (answer.statusCode() != 200) {
                            problems.add("client " + index + " ply " + ply + ": a move was refused: " + answer.statusCode() + " " + answer.body());
                            break;
                        }
                        moveClient.moved();
                        if (count == latencies.length) {
                            latencies = Arrays.copyOf(latencies, count * 2);
                        }
                        latencies[count++] = took;
                    }
                    return Arrays.copyOf(latencies, count);
                }));
            }
            List<Long> all = new ArrayList<>();
            try {
                for (Future<long[]> run : runs) {
                    for (long latency : run.get()) {
                        all.add(latency);
                    }
                }
            } catch (Exception failed) {
                throw new IllegalStateException(app.name + ": a move client failed", failed);
            } finally {
                pool.shutdownNow();
            }
            double elapsed = (System.nanoTime() - began) / 1e9;
            if (!problems.isEmpty()) {
                throw new IllegalStateException(app.name + ": " + problems.peek());
            }
            long[] sorted = all.stream().mapToLong(Long::longValue).sorted().toArray();
            return Figure.of(sorted.length / elapsed, percentile(sorted, 50), percentile(sorted, 99), sorted.length, 0);
        }

        /**
         * Transactions per page from {@code pg_stat_database}: for each workload, both apps at once (each its own database),
         * {@link Settings#countPages} pages one after another, then 11 s idle so that every connection of the pool has
         * flushed its statistics (PostgreSQL flushes an idle backend's after 10 s). The same idle wait without pages, after
         * one to let the warm-up's statistics arrive, gives the background (the jobs' polls), which is taken off.
         */
        Map<String, Double> transactionsPerPage() throws Exception {
            say("counting transactions per page: %d pages per workload, then 11 s for the statistics", settings.countPages());
            if (workloads().contains("moves")) {
                // The count's moves are one client's; its games are made before, and their mail sent, not counted.
                topUpMoveGames(1, settings.countPages());
                drain();
            }
            Map<String, Double> perPage = new LinkedHashMap<>();
            Map<String, Double> background = new LinkedHashMap<>();
            sleep(11_000); // the statistics of the warm-up's last second reach pg_stat_database only now
            Map<String, Long> before = commitsOfAll();
            long idleBegan = System.nanoTime();
            sleep(11_000);
            Map<String, Long> after = commitsOfAll();
            double idleSeconds = (System.nanoTime() - idleBegan) / 1e9;
            for (App app : apps) {
                background.put(app.name, (after.get(app.name) - before.get(app.name)) / idleSeconds);
            }
            for (String workload : workloads()) {
                before = commitsOfAll();
                long began = System.nanoTime();
                ExecutorService pool = Executors.newFixedThreadPool(apps.size());
                List<Future<Integer>> counts = new ArrayList<>();
                for (App app : apps) {
                    counts.add(pool.submit(() -> requestsOneByOne(app, workload, settings.countPages())));
                }
                List<Integer> done = new ArrayList<>();
                for (Future<Integer> count : counts) {
                    done.add(count.get());
                }
                pool.shutdown();
                sleep(11_000);
                after = commitsOfAll();
                double seconds = (System.nanoTime() - began) / 1e9;
                for (int a = 0; a < apps.size(); a++) {
                    App app = apps.get(a);
                    double transactions = after.get(app.name) - before.get(app.name) - background.get(app.name) * seconds;
                    perPage.put(app.name + "/" + workload, transactions / done.get(a));
                }
                say("  %-8s transactions per request: %s", workload, apps.stream()
                        .map(app -> app.name + " " + String.format(Locale.ROOT, "%.2f", perPage.get(app.name + "/" + workload))).toList());
            }
            return perPage;
        }

        private Map<String, Long> commitsOfAll() {
            Map<String, Long> commits = new LinkedHashMap<>();
            for (App app : apps) {
                commits.put(app.name, app.commits());
            }
            return commits;
        }

        private int requestsOneByOne(App app, String workload, int count) {
            if (workload.equals("moves")) {
                HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
                MoveClient moveClient = moveClients.get(app.name).get(0);
                for (int i = 0; i < count; i++) {
                    String[] game = moveClient.game(settings.moveGamePlies());
                    if (game == null) {
                        throw new IllegalStateException(app.name + ": the counting client ran out of move games after " + i + " moves");
                    }
                    app.gameMaker.move(client, game[0], game[1], moveClient.ply());
                    moveClient.moved();
                }
                return count;
            }
            List<String> paths = paths(app, workload);
            for (int i = 0; i < count; i++) {
                int status = app.get(paths.get(i % paths.size())).statusCode();
                if (status != 200) {
                    throw new IllegalStateException(app.name + ": " + paths.get(i % paths.size()) + " answered " + status);
                }
            }
            return count;
        }

        private String key(App app, String workload, int clients) {
            return app.name + "/" + workload + "/" + clients;
        }

        private void report(Map<String, List<Figure>> figures, Map<String, Double> perPage) {
            App a = apps.get(0);
            App b = apps.get(1);
            System.out.println();
            System.out.printf(Locale.ROOT, "A/B at %s UTC, load average %s; %d rounds of %d s per figure, medians over the rounds; ratio = %s / %s%n",
                    LocalTime.now(ZoneOffset.UTC).withNano(0), loadAverage(), settings.rounds(), settings.seconds(), b.name, a.name);
            String header = String.format(Locale.ROOT, "%-8s %3s | %10s %10s %6s | %11s %11s | %11s %11s | %10s %10s | %11s %11s %6s | %11s %11s %6s | %11s %11s %6s",
                    "workload", "c", shortName(a) + " /s", shortName(b) + " /s", "ratio", "p50 " + shortName(a), "p50 " + shortName(b),
                    "p99 " + shortName(a), "p99 " + shortName(b), "tx " + shortName(a), "tx " + shortName(b), "cpu " + shortName(a),
                    "cpu " + shortName(b), "ratio", "cpu+ " + shortName(a), "cpu+ " + shortName(b), "ratio", "db " + shortName(a),
                    "db " + shortName(b), "ratio");
            System.out.println(header);
            System.out.println("-".repeat(header.length()));
            long errors = 0;
            for (String workload : workloads()) {
                for (int clients : CLIENTS) {
                    List<Figure> fa = figures.get(key(a, workload, clients));
                    List<Figure> fb = figures.get(key(b, workload, clients));
                    double ra = median(fa, Figure::perSecond);
                    double rb = median(fb, Figure::perSecond);
                    errors += fa.stream().mapToLong(Figure::errors).sum() + fb.stream().mapToLong(Figure::errors).sum();
                    double ca = median(fa, Figure::cpuPerRequest);
                    double cb = median(fb, Figure::cpuPerRequest);
                    double aa = median(fa, Figure::cpuWithAftermath);
                    double ab = median(fb, Figure::cpuWithAftermath);
                    double da = median(fa, Figure::databaseCpuPerRequest);
                    double db = median(fb, Figure::databaseCpuPerRequest);
                    System.out.printf(Locale.ROOT, "%-8s %3d | %10.1f %10.1f %6.2f | %11.2f %11.2f | %11.2f %11.2f | %10.2f %10.2f | %11.3f %11.3f %6.2f"
                            + " | %11.3f %11.3f %6.2f | %11.3f %11.3f %6.2f%n", workload, clients, ra, rb, rb / ra, median(fa, Figure::p50), median(fb, Figure::p50),
                            median(fa, Figure::p99), median(fb, Figure::p99), perPage.get(a.name + "/" + workload),
                            perPage.get(b.name + "/" + workload), ca, cb, cb / ca, aa, ab, ab / aa, da, db, db / da);
                }
            }
            System.out.println("(/s: pages or moves per second; p50, p99: latency in ms; tx: database transactions per page or move;"
                    + " cpu: CPU ms of the app's JVM per page or move in the round, cpu+: the same with the drain after the round"
                    + " (the mail the moves caused); db: CPU ms of PostgreSQL's processes per page or move in the round; ratios " + shortName(b) + " / " + shortName(a) + ")");
            // Each round measured the two one right after the other, so a round's pair shares the machine's minute: the
            // pairs' ratios show how far the rounds agree, which the medians above hide (docs/PERFORMANCE.md, "Reading the figures").
            System.out.println("each round's pair, " + shortName(b) + " / " + shortName(a) + " (/s; p99), in the order measured, and the median of the pairs:");
            for (String workload : workloads()) {
                for (int clients : CLIENTS) {
                    List<Figure> fa = figures.get(key(a, workload, clients));
                    List<Figure> fb = figures.get(key(b, workload, clients));
                    List<Double> rates = new ArrayList<>();
                    List<Double> p99s = new ArrayList<>();
                    StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%-8s %3d |", workload, clients));
                    for (int round = 0; round < Math.min(fa.size(), fb.size()); round++) {
                        rates.add(fb.get(round).perSecond() / fa.get(round).perSecond());
                        p99s.add(fb.get(round).p99() / fa.get(round).p99());
                        line.append(String.format(Locale.ROOT, " %.2f; %.2f |", rates.get(round), p99s.get(round)));
                    }
                    System.out.println(line.append(String.format(Locale.ROOT, " median %.2f; %.2f", medianOf(rates), medianOf(p99s))));
                }
            }
            if (workloads().contains("moves")) {
                for (App app : apps) {
                    List<MoveClient> clients = moveClients.get(app.name);
                    System.out.printf(Locale.ROOT, "moves on %s: %d games played of %d made (up to %d plies each), the longest %d plies%n", app.name,
                            clients.stream().mapToInt(MoveClient::gamesPlayed).sum(), clients.stream().mapToInt(MoveClient::gamesMade).sum(),
                            settings.moveGamePlies(), clients.stream().mapToInt(MoveClient::longestGame).max().orElse(0));
                }
            }
            if (errors > 0) {
                System.out.println("ERRORS: " + errors + " answers were not 2xx/3xx or failed on the socket; the figures above are not to be trusted");
            }
        }

        private static String shortName(App app) {
            return app.name.length() > 7 ? app.name.substring(0, 7) : app.name;
        }

        private static double median(List<Figure> figures, java.util.function.ToDoubleFunction<Figure> what) {
            return medianOf(figures.stream().map(what::applyAsDouble).toList());
        }

        private static double medianOf(List<Double> numbers) {
            double[] values = numbers.stream().mapToDouble(Double::doubleValue).sorted().toArray();
            int n = values.length;
            return n % 2 == 1 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
        }
    }

    /**
     * CPU time used so far by every live process named {@code postgres} (the server's backends, writer and the
     * rest), user and system, with that of their children that have ended, in milliseconds. A backend that exits
     * leaves its time to the postmaster, which reaps it: an app whose pool closes an idle connection during a round
     * (095e6c8's did) would otherwise make PostgreSQL's CPU for the round fall, even below zero.
     */
    static double postgresCpuMillis() {
        long ticks = 0;
        try (var processes = Files.newDirectoryStream(Path.of("/proc"), entry -> entry.getFileName().toString().matches("\\d+"))) {
            for (Path process : processes) {
                try {
                    String stat = Files.readString(process.resolve("stat"));
                    int open = stat.indexOf('(');
                    int close = stat.lastIndexOf(')');
                    if (!stat.substring(open + 1, close).equals("postgres")) {
                        continue;
                    }
                    String[] fields = stat.substring(close + 2).split(" ");
                    for (int field = 11; field <= 14; field++) { // utime, stime, cutime, cstime: proc(5) fields 14 to 17
                        ticks += Long.parseLong(fields[field]);
                    }
                } catch (IOException exited) {
                    // gone between the listing and the read: its time is the postmaster's now
                }
            }
        } catch (IOException noProc) {
            throw new UncheckedIOException("no /proc to read PostgreSQL's CPU time from", noProc);
        }
        return ticks * 1000.0 / CLOCK_TICKS;
    }

    static double percentile(long[] sortedNanos, int percent) {
        if (sortedNanos.length == 0) {
            return Double.NaN;
        }
        int index = (int) Math.ceil(percent / 100.0 * sortedNanos.length) - 1;
        return sortedNanos[Math.max(0, index)] / 1e6;
    }

    /** wrk's latency ("512.00us", "1.53ms", "1.02s") in milliseconds. */
    static double millis(String wrk) {
        Matcher m = Pattern.compile("([\\d.]+)(us|ms|s|m)").matcher(wrk);
        if (!m.matches()) {
            throw new IllegalArgumentException("not a wrk latency: " + wrk);
        }
        double value = Double.parseDouble(m.group(1));
        return switch (m.group(2)) {
            case "us" -> value / 1000;
            case "ms" -> value;
            case "s" -> value * 1000;
            default -> value * 60_000;
        };
    }

    // --- A small SMTP server that keeps every message ---------------------------------------------------------------

    /**
     * Enough of SMTP (RFC 5321) for Flagpost's sender: EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP, QUIT; no TLS, no
     * authentication. Each message is kept with its recipients, its game (header {@code X-Flagpost-Game}) and the
     * signed links in its decoded text.
     */
    static final class Smtp implements AutoCloseable {
        private static final Pattern LINK = Pattern.compile("/(play|setup|history|invitation|unsubscribe|games|confirm)/([A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+)");
        private static final Pattern GAME = Pattern.compile("(?im)^X-Flagpost-Game:\\s*(\\d+)");
        private static final Pattern BASE64_PART = Pattern.compile("(?is)Content-Transfer-Encoding:\\s*base64.*?\\r?\\n\\r?\\n([A-Za-z0-9+/=\\r\\n]+)");

        record Mail(List<String> to, Long game, Map<String, List<String>> links) {
        }

        private final ServerSocket server;
        private final ConcurrentLinkedQueue<Mail> mails = new ConcurrentLinkedQueue<>();
        /** Messages received so far by the tag of their first recipient ({@link App#mailTag}). */
        private final ConcurrentHashMap<String, AtomicLong> received =
                new ConcurrentHashMap<>();
        private volatile boolean keeping = true;
        private final ExecutorService sessions = Executors.newCachedThreadPool(task -> {
            Thread thread = new Thread(task, "smtp");
            thread.setDaemon(true);
            return thread;
        });

        Smtp() throws IOException {
            server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
            sessions.submit(this::accept);
        }

        int port() {
            return server.getLocalPort();
        }

        private Void accept() {
            while (!server.isClosed()) {
                try {
                    Socket socket = server.accept();
                    socket.setTcpNoDelay(true);
                    sessions.submit(() -> session(socket));
                } catch (IOException closed) {
                    return null;
                }
            }
            return null;
        }

        private Void session(Socket socket) {
            try (socket; BufferedReader in = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.ISO_8859_1));
                    OutputStream out = socket.getOutputStream()) {
                reply(out, "220 ab.example ESMTP");
                List<String> to = new ArrayList<>();
                String line;
                while ((line = in.readLine()) != null) {
                    String verb = line.length() >= 4 ? line.substring(0, 4).toUpperCase(Locale.ROOT) : line.toUpperCase(Locale.ROOT);
                    switch (verb) {
                        case "EHLO" -> reply(out, "250-ab.example\r\n250-8BITMIME\r\n250 SMTPUTF8");
                        case "HELO" -> reply(out, "250 ab.example");
                        case "MAIL" -> {
                            to.clear();
                            reply(out, "250 OK");
                        }
                        case "RCPT" -> {
                            Matcher address = Pattern.compile("<([^>]*)>").matcher(line);
                            to.add(address.find() ? address.group(1).toLowerCase(Locale.ROOT) : line);
                            reply(out, "250 OK");
                        }
                        case "DATA" -> {
                            reply(out, "354 go on");
                            StringBuilder message = new StringBuilder();
                            while ((line = in.readLine()) != null && !line.equals(".")) {
                                message.append(line.startsWith(".") ? line.substring(1) : line).append("\r\n");
                            }
                            if (!to.isEmpty()) {
                                received.computeIfAbsent(tagOf(to.get(0)), tag -> new AtomicLong()).incrementAndGet();
                            }
                            if (keeping) {
                                mails.add(read(List.copyOf(to), message.toString()));
                            }
                            reply(out, "250 OK kept");
                        }
                        case "RSET" -> {
                            to.clear();
                            reply(out, "250 OK");
                        }
                        case "QUIT" -> {
                            reply(out, "221 bye");
                            return null;
                        }
                        default -> reply(out, verb.equals("NOOP") ? "250 OK" : "502 not here");
                    }
                }
            } catch (IOException ended) {
                // the sender hung up
            }
            return null;
        }

        /** {@code max0.095e6c8@ab.example} is mail of the app tagged {@code 095e6c8}. */
        private static String tagOf(String address) {
            int at = address.indexOf('@');
            String local = at < 0 ? address : address.substring(0, at);
            return local.substring(local.lastIndexOf('.') + 1);
        }

        /** How many messages have reached the addresses of the app tagged {@code tag}. */
        long mailsTo(String tag) {
            AtomicLong count = received.get(tag);
            return count == null ? 0 : count.get();
        }

        /** Whether messages are kept and read for links from now on, or only counted. */
        void keeping(boolean keep) {
            keeping = keep;
        }

        private static void reply(OutputStream out, String text) throws IOException {
            out.write((text + "\r\n").getBytes(StandardCharsets.US_ASCII));
            out.flush();
        }

        private static Mail read(List<String> to, String raw) {
            StringBuilder text = new StringBuilder(raw.replace("=\r\n", "").replace("=3D", "="));
            Matcher part = BASE64_PART.matcher(raw);
            while (part.find()) {
                try {
                    text.append('\n').append(new String(Base64.getMimeDecoder().decode(part.group(1)), StandardCharsets.UTF_8));
                } catch (IllegalArgumentException notBase64) {
                    // a part that only looked like base64: its links, if any, are in the raw text
                }
            }
            Map<String, List<String>> links = new LinkedHashMap<>();
            Matcher link = LINK.matcher(text);
            while (link.find()) {
                List<String> tokens = links.computeIfAbsent(link.group(1), page -> new ArrayList<>());
                if (!tokens.contains(link.group(2))) {
                    tokens.add(link.group(2));
                }
            }
            Matcher game = GAME.matcher(raw);
            return new Mail(to, game.find() ? Long.valueOf(game.group(1)) : null, links);
        }

        /** The first link to {@code page} in mail to {@code address} (about {@code game}, when given); null if none yet. */
        String link(String address, Long game, String page) {
            for (Mail mail : mails) {
                if (mail.to().contains(address) && (game == null || game.equals(mail.game())) && mail.links().containsKey(page)) {
                    return mail.links().get(page).get(0);
                }
            }
            return null;
        }

        /** Every link to {@code page} in mail to {@code address}. */
        List<String> links(String address, String page) {
            List<String> all = new ArrayList<>();
            for (Mail mail : mails) {
                if (mail.to().contains(address)) {
                    all.addAll(mail.links().getOrDefault(page, List.of()));
                }
            }
            return all;
        }

        /** The game of the mail to {@code address} that holds {@code token}. */
        long gameOf(String address, String token) {
            for (Mail mail : mails) {
                if (mail.to().contains(address) && mail.game() != null && mail.links().values().stream().anyMatch(t -> t.contains(token))) {
                    return mail.game();
                }
            }
            throw new IllegalStateException("no game for the mail to " + address);
        }

        String summary() {
            Map<String, Integer> byRecipient = new LinkedHashMap<>();
            for (Mail mail : mails) {
                for (String address : mail.to()) {
                    byRecipient.merge(address, 1, Integer::sum);
                }
            }
            return mails.size() + " messages kept " + byRecipient + ", received by app " + received;
        }

        @Override
        public void close() throws IOException {
            server.close();
            sessions.shutdownNow();
        }
    }

    // --- Small helpers ----------------------------------------------------------------------------------------------

    static String run(String... command) {
        try {
            Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
            String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (process.waitFor() != 0) {
                throw new IllegalStateException(String.join(" ", command) + " failed: " + out);
            }
            return out;
        } catch (IOException failed) {
            throw new UncheckedIOException(String.join(" ", command), failed);
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(interrupted);
        }
    }

    /** psql as the apps' PostgreSQL user, on the server both apps use, in {@code database}; returns what it printed. */
    static String psql(String database, String... arguments) {
        List<String> command = new ArrayList<>(List.of("psql", "-h", "127.0.0.1", "-U", "postgres", "-d", database));
        command.addAll(List.of(arguments));
        return run(command.toArray(String[]::new));
    }

    static String group(String text, String regex) {
        Matcher m = Pattern.compile(regex).matcher(text);
        if (!m.find()) {
            throw new IllegalStateException("no " + regex + " in:\n" + text);
        }
        return m.group(1);
    }

    static <T> T until(String what, Duration timeout, Supplier<T> check) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            T value = check.get();
            if (value != null) {
                return value;
            }
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("waited " + timeout.toSeconds() + " s for " + what);
            }
            sleep(200);
        }
    }

    static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(interrupted);
        }
    }

    static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 0, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }

    static String loadAverage() {
        try {
            return Files.readString(Path.of("/proc/loadavg")).strip();
        } catch (IOException unreadable) {
            return "unknown";
        }
    }
}
