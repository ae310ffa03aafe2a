package flagpost.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Several Flagpost instances can share one database: two packaged Flagpost processes on one fresh PostgreSQL
 * database and one GreenMail play 20 games, every request going to the other instance than the one before.
 * Reminders, timeouts and lapsed invitations fall due while both run their deadline jobs; then one instance
 * is killed with SIGKILL in the middle of an outbox batch, and the other finishes the games and the mail.
 *
 * <p>What must hold at the end (and is written to {@code target/it/two-instances.txt}):
 * <ul>
 * <li>every notification row is SENT, and every one arrived at GreenMail (counted by Message-ID);</li>
 * <li>a Message-ID arrived twice only if its row was leased by the killed instance when it died (the
 * at-least-once window of {@code OutboxDispatcher}); the message in flight at the kill is one of them;</li>
 * <li>one reminder per turn that fell due, and none for any other turn; every game whose deadline passed
 * timed out once (one TIMEOUT result, one GAME_OVER per seat);</li>
 * <li>no move applied twice: plies 1..n per game with no gap, exactly the moves the test sent, and a move sent
 * to both instances at once is applied by one and refused by the other.</li>
 * </ul>
 *
 * <p>Needs the packaged jar ({@code ./mvnw verify} builds it before failsafe runs this) and PostgreSQL on
 * 127.0.0.1:5432 (trust authentication, user postgres). It creates, and at the next run drops, the database
 * {@value #DATABASE}; it never touches the suite's database {@code test}.
 */
class TwoInstancesIT {

    static final String DATABASE = "flagpost_it_two";
    static final int GAMES = 20;
    /** Extra invitations nobody answers: they lapse. */
    static final int UNANSWERED = 2;
    /** Games whose setup deadline comes near before anyone sets up: a setup reminder to both seats. */
    static final int SETUP_REMINDED = 4;
    /** Games whose move deadline passes: the player to move loses on time. */
    static final int TIMED_OUT = 6;
    /**
     * The outbox lease and batch: the survivor re-sends the killed instance's batch once its lease is over, so the
     * lease is short; but it must stay well above the time a batch takes to send, or a slow batch's rows are
     * taken and sent again by the other instance (a duplicate the kill did not cause). Ten emails take well under
     * a second here, and still under 3 s at a load average of 20 on the two cores.
     */
    static final Duration LEASE = Duration.ofSeconds(10);
    static final int BATCH = 10;
    static final int MARK_EVERY = 3;
    static final Duration WAIT = Duration.ofSeconds(30);
    static final String PUBLIC_BASE_URL = "https://flagpost.example";
    /** The EHLO names of the two instances: GreenMail's Received header tells by them who sent a message. */
    static final String HELO_A = "a.flagpost.example";
    static final String HELO_B = "b.flagpost.example";
    static final String[] VARIANTS = {"CLASSIC", "DUEL", "BARRAGE"};

    private static ItDatabase database;
    private static MailCatcher mail;
    private static PackagedFlagpost instanceA;
    private static PackagedFlagpost instanceB;
    private static long startNanos;
    private static long readyNanos;

    private final FlagpostWeb web = new FlagpostWeb();
    private final Report report = new Report();
    private final AtomicLong requests = new AtomicLong();
    private final Map<String, AtomicLong> requestsPerInstance = new TreeMap<>();
    private final List<Game> games = new ArrayList<>();
    /** Every turn the test let a reminder fall due for: "game/SEAT/ply". */
    private final Set<String> remindersDue = new TreeSet<>();

    // ----------------------------------------------------------------------------------------------
    // Start and stop

    @BeforeAll
    static void startTwoInstancesOnOneDatabase() throws Exception {
        startNanos = System.nanoTime();
        requirePostgres();
        Runtime.getRuntime().addShutdownHook(new Thread(TwoInstancesIT::killInstances, "kill-flagpost-instances"));
        database = ItDatabase.recreate(DATABASE);
        mail = new MailCatcher();
        byte[] key = new byte[32];
        new SecureRandom().nextBytes(key);
        String linkKey = Base64.getEncoder().encodeToString(key);
        // Both start at once: they share the two cores, and Flyway's lock lets only one of them migrate the empty database.
        instanceA = PackagedFlagpost.start("instance-a", productionSettings(HELO_A, linkKey));
        instanceB = PackagedFlagpost.start("instance-b", productionSettings(HELO_B, linkKey));
        instanceA.awaitReady(Duration.ofSeconds(90));
        instanceB.awaitReady(Duration.ofSeconds(90));
        readyNanos = System.nanoTime();
    }

    /**
     * Everything a production start needs (a public https base URL, a From address and Message-ID domain, a
     * link-signing key, an SMTP host), plus fast jobs and a short lease so the test does not wait for minutes.
     * The EHLO name tells GreenMail which instance sent a message.
     */
    private static Map<String, String> productionSettings(String heloName, String linkKey) {
        Map<String, String> settings = new LinkedHashMap<>();
        settings.put("DB_URL", database.url());
        settings.put("DB_USER", ItDatabase.USER);
        settings.put("DB_PASSWORD", "");
        settings.put("FLAGPOST_BASE_URL", PUBLIC_BASE_URL);
        settings.put("FLAGPOST_MAIL_FROM", "Flagpost <play@flagpost.example>");
        settings.put("FLAGPOST_MAIL_MESSAGE_ID_DOMAIN", "flagpost.example");
        settings.put("FLAGPOST_LINKS_KEYS__K1_", linkKey); // the same key on both: a link signed by one works on the other
        settings.put("FLAGPOST_MAIL_SMTP_HOST", "127.0.0.1");
        settings.put("FLAGPOST_MAIL_SMTP_PORT", Integer.toString(mail.smtpPort()));
        settings.put("FLAGPOST_MAIL_SMTP_SECURITY", "NONE");
        settings.put("FLAGPOST_MAIL_SMTP_HELO_NAME", heloName);
        settings.put("FLAGPOST_JOBS_DEADLINES_EVERY", "1s");
        settings.put("FLAGPOST_JOBS_DEADLINES_DELAY", "1s");
        settings.put("FLAGPOST_JOBS_OUTBOX_EVERY", "1s");
        settings.put("FLAGPOST_JOBS_OUTBOX_DELAY", "1s");
        settings.put("FLAGPOST_MAIL_OUTBOX_LEASE", LEASE.toSeconds() + "s");
        settings.put("FLAGPOST_MAIL_OUTBOX_BATCH_SIZE", Integer.toString(BATCH));
        // Sent mail is marked in groups; groups smaller than a batch let the kill land after a mark, mid-batch.
        settings.put("FLAGPOST_MAIL_OUTBOX_MARK_EVERY", Integer.toString(MARK_EVERY));
        // All games come from one test client; the per-client limit of the start form would count them.
        settings.put("FLAGPOST_GAMES_NEW_GAMES_PER_CLIENT_LIMIT", "1000");
        return settings;
    }

    /** Real parts only: without the local PostgreSQL this test cannot run. Under CI that is a failure, elsewhere a skip. */
    private static void requirePostgres() {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(ItDatabase.HOST, ItDatabase.PORT), 2_000);
        } catch (IOException closed) {
            String why = "no PostgreSQL answers on " + ItDatabase.HOST + ":" + ItDatabase.PORT + " (" + closed.getMessage() + ")";
            if (System.getenv("CI") != null) {
                fail(why);
            }
            Assumptions.abort(why);
        }
    }

    @AfterAll
    static void stopEverything() throws Exception {
        killInstances();
        if (mail != null) {
            mail.close();
        }
        if (database != null) {
            database.close(); // the database stays for a look after a failure; the next run drops it
        }
    }

    private static void killInstances() {
        for (PackagedFlagpost instance : new PackagedFlagpost[] {instanceA, instanceB}) {
            if (instance != null && instance.alive()) {
                instance.kill();
            }
        }
    }

    // ----------------------------------------------------------------------------------------------
    // The test

    @Test
    void twoInstancesShareOneDatabaseAndSurviveAKillMidBatch() throws Exception {
        try {
            report.line("Two packaged Flagpost instances on one database (%s), %s and %s, ready %.1f s after the test began",
                    DATABASE, instanceA, instanceB, seconds(readyNanos - startNanos));
            startGamesAndSetUp();
            playWhileBothRun();
            Kill kill = killOneInMidBatch();
            survivorFinishes(kill);
            awaitEveryNotificationDelivered();
            checkAndReport(kill);
        } catch (Throwable failure) {
            System.err.println(instanceA.logTail(60));
            System.err.println(instanceB.logTail(60));
            throw failure;
        }
    }

    /** 20 games and 2 more invitations, started, accepted and set up through the pages, request by request on A, B, A, ... */
    private void startGamesAndSetUp() {
        long began = System.nanoTime();
        for (int i = 0; i < GAMES + UNANSWERED; i++) {
            Game game = new Game(i, VARIANTS[i % VARIANTS.length], 1 + i % 14);
            games.add(game);
            web.startGame(next(), "Red " + i, game.red, game.blue, game.variant, game.daysPerMove);
        }
        for (Game game : games) { // each creator's address is new here: it confirms from the email first
            web.confirmStart(next(), mail.awaitToken(game.red, "confirm", WAIT));
        }
        for (Game game : games) {
            game.id = mail.awaitGameId(game.blue, WAIT); // the game's number is in the header of its mail (X-Flagpost-Game)
            game.invitation = mail.awaitToken(game.blue, "invitation", WAIT);
        }
        for (Game game : played()) {
            web.acceptInvitation(next(), game.invitation, "Blue " + game.index);
        }

        // Setup reminders: time passes in a few games before anyone sets up; both seats are reminded once.
        List<Long> setupReminded = played().subList(0, SETUP_REMINDED).stream().map(game -> game.id).toList();
        assertEquals(SETUP_REMINDED, database.reminderFallsDue(setupReminded));
        for (long id : setupReminded) {
            remindersDue.add(id + "/RED/0");
            remindersDue.add(id + "/BLUE/0");
        }
        awaitReminders();

        for (Game game : played()) {
            for (String seat : List.of(game.red, game.blue)) {
                String token = mail.awaitToken(seat, "setup", WAIT);
                web.submitSetup(next(), token, web.randomSetup(next(), token));
            }
        }
        for (Game game : played()) {
            game.redPlay = mail.awaitToken(game.red, "play", WAIT);
            game.bluePlay = mail.awaitToken(game.blue, "play", WAIT);
        }
        report.line("Started %d games and %d invitations nobody answers, accepted and set up on both instances: %.1f s",
                GAMES, UNANSWERED, seconds(System.nanoTime() - began));
    }

    /** Moves on alternating instances; reminders, timeouts and lapses fall due while both deadline jobs run. */
    private void playWhileBothRun() throws Exception {
        long began = System.nanoTime();
        for (int round = 0; round < 6; round++) {
            for (Game game : playing()) {
                if (round == 3 && game.index < 6) {
                    duplicateSubmit(game, game.index % 2 == 1);
                } else {
                    playMove(game);
                }
            }
        }
        // One reminder for every game's current turn, all due at once: both instances' jobs reach for them. (Not at
        // ply 0: in a game reminded during setup, Red's first-move reminder would collide with the setup reminder in
        // the unique index notification_one_reminder_per_turn, which keys on (game, seat, ply) alone; a known problem.)
        reminderForCurrentTurn(playing());
        List<Long> lapsing = games.subList(GAMES, GAMES + UNANSWERED).stream().map(game -> game.id).toList();
        assertEquals(UNANSWERED, database.invitationLapses(lapsing));
        awaitReminders();
        awaitStatus(lapsing, "LAPSED");

        for (int round = 0; round < 2; round++) {
            playing().forEach(this::playMove);
        }
        // Some players stop moving: first the reminder of their turn, then the deadline.
        List<Game> sleepers = playing().subList(0, TIMED_OUT);
        reminderForCurrentTurn(sleepers);
        awaitReminders();
        for (Game game : sleepers) {
            game.expectedEnding = "TIMEOUT";
            game.expectedWinner = game.seatToMove().equals("RED") ? "BLUE" : "RED";
        }
        assertEquals(TIMED_OUT, database.deadlinePasses(ids(sleepers)));
        awaitStatus(ids(sleepers), "FINISHED");
        sleepers.forEach(game -> game.over = true);
        report.line("Played %d moves on both instances; %d reminders, %d timeouts and %d lapsed invitations fell due: %.1f s",
                movesPlayed(), remindersDue.size(), TIMED_OUT, UNANSWERED, seconds(System.nanoTime() - began));
    }

    /**
     * Slows GreenMail so mail is still flowing after a burst of moves, then holds the next message either instance
     * sends until one is caught in the middle of a batch (it has sent part of the batch and has leased rows left after
     * the one in flight), and kills that one, the victim, with SIGKILL. Which instance holds the bigger batches is the
     * outboxes' race (each takes its next batch while it sends one), so the test does not pick the victim beforehand.
     */
    private Kill killOneInMidBatch() {
        long began = System.nanoTime();
        mail.slowDown(Duration.ofMillis(15));
        for (int round = 0; round < 5; round++) {
            playing().forEach(this::playMove);
        }
        long deadline = System.nanoTime() + WAIT.toNanos();
        int extraRounds = 0;
        mail.holdNext();
        while (true) {
            if (System.nanoTime() > deadline) {
                mail.releaseAll();
                fail("could not catch an instance in the middle of a batch within " + WAIT.toSeconds() + " s");
            }
            MailCatcher.Held held = mail.awaitHeld(Duration.ofSeconds(2));
            if (held == null) {
                playing().forEach(this::playMove); // nothing to send: give them more mail (the hold stays armed)
                extraRounds++;
                continue;
            }
            PackagedFlagpost victim = HELO_A.equals(held.delivery.helo()) ? instanceA : instanceB;
            // A row being sent must be leased (its next_attempt_at ahead), or another instance may take it meanwhile.
            if (database.count("select count(*) from notification where message_id = ? and next_attempt_at > now()",
                    held.delivery.messageId()) != 1) {
                mail.releaseAll();
                fail("the row of " + held.delivery.messageId() + ", which " + victim.name + " is sending, is not leased (its "
                        + "next_attempt_at is not ahead: no lease was taken, or it ran out already): [state, next_attempt_at, now] = "
                        + database.rows("select state, next_attempt_at, now() from notification where message_id = ?", held.delivery.messageId())
                                .stream().map(row -> row.values().toString()).toList());
            }
            // The rows the victim leased with this message share its lease (next_attempt_at); the sent ones are done.
            List<ItDatabase.Row> batch = database.rows("""
                    select message_id, state from notification
                    where next_attempt_at = (select next_attempt_at from notification where message_id = ?)
                    order by id""", held.delivery.messageId());
            long sent = batch.stream().filter(row -> row.text(1).equals("SENT")).count();
            Set<String> leasedUnsent = batch.stream().filter(row -> row.text(1).equals("PENDING")).map(row -> row.text(0))
                    .collect(Collectors.toCollection(TreeSet::new));
            if (sent == 0 || leasedUnsent.size() < 2) {
                // The start or the end of a batch: let it go and catch the very next message (armed before the release).
                mail.holdNext();
                held.release();
                continue;
            }
            victim.kill();
            held.release(); // GreenMail now stores the message whose "250 OK" the victim never read
            mail.slowDown(Duration.ZERO);
            Kill kill = new Kill(victim, held.delivery.messageId(), batch.size(), (int) sent, leasedUnsent);
            report.line("Killed %s (SIGKILL) in mid-batch: batch of %d, %d sent, %s in flight, %d leased and unsent (%d extra rounds "
                            + "to catch it): %.1f s", victim.name, kill.batchSize, kill.sentBeforeKill, kill.inFlight,
                    kill.leasedUnsent.size(), extraRounds, seconds(System.nanoTime() - began));
            return kill;
        }
    }

    /** The survivor alone plays a round, then the games end: half by resignation, half by an agreed draw. */
    private void survivorFinishes(Kill kill) {
        long began = System.nanoTime();
        playing().forEach(this::playMove);
        int i = 0;
        for (Game game : playing()) {
            if (i++ % 2 == 0) {
                String resigning = game.index % 4 == 0 ? "RED" : "BLUE";
                web.resign(next(), resigning.equals("RED") ? game.redPlay : game.bluePlay);
                game.expectedEnding = "RESIGNED";
                game.expectedWinner = resigning.equals("RED") ? "BLUE" : "RED";
            } else {
                web.offerDraw(next(), game.redPlay);
                web.acceptDraw(next(), game.bluePlay);
                game.drawOffered = true;
                game.expectedEnding = "DRAW_AGREED";
            }
            game.over = true;
        }
        assertTrue(played().stream().allMatch(game -> game.over), "every game is over");
        report.line("%s alone played a round and ended the remaining games: %.1f s", survivor(kill).name, seconds(System.nanoTime() - began));
    }

    /** Waits until no row is pending and GreenMail holds every Message-ID the outbox has; the survivor re-sends the victim's rows after the lease. */
    private void awaitEveryNotificationDelivered() {
        long began = System.nanoTime();
        Waiting.until("every notification sent and received", Duration.ofSeconds(45), () -> {
            // Done with is sent, or superseded by a newer turn email to the same seat (a superseded row may have been
            // composed, even handed to SMTP by the killed instance, before the survivor superseded it).
            long unfinished = database.count("select count(*) from notification where state not in ('SENT', 'SUPERSEDED')");
            Set<String> ids = new HashSet<>(database.rows("select message_id from notification where state = 'SENT'").stream()
                    .map(row -> row.text(0)).toList());
            long sent = database.count("select count(*) from notification where state = 'SENT'");
            return unfinished == 0 && ids.size() == sent && mail.received().countById().keySet().containsAll(ids);
        }, () -> "rows by state " + database.rows("select state, count(*) from notification group by state order by state").stream()
                .map(row -> row.values().toString()).toList() + ", GreenMail holds " + mail.received().messages() + " messages");
        report.line("Every notification sent and received %.1f s after the last request", seconds(System.nanoTime() - began));
    }

    // ----------------------------------------------------------------------------------------------
    // The checks

    private void checkAndReport(Kill kill) throws IOException {
        List<String> problems = new ArrayList<>();

        // Notifications: every row SENT or SUPERSEDED by a newer turn email to its seat, every sent Message-ID received;
        // duplicates only inside the killed instance's lease.
        Map<String, Long> byState = new TreeMap<>();
        database.rows("select state, count(*) from notification group by state").forEach(row -> byState.put(row.text(0), row.number(1)));
        long rows = database.count("select count(*) from notification");
        if (byState.getOrDefault("SENT", 0L) + byState.getOrDefault("SUPERSEDED", 0L) != rows) {
            problems.add("notification rows by state: " + byState + " (all " + rows + " should be SENT or SUPERSEDED)");
        }
        long supersededByNothing = database.count("""
                select count(*) from notification o where o.state = 'SUPERSEDED'
                  and not exists (select 1 from notification e where e.game_id = o.game_id and e.recipient_seat = o.recipient_seat
                                  and e.id > o.id and e.kind in ('YOUR_MOVE', 'MOVE_PLAYED', 'GAME_OVER'))""");
        if (supersededByNothing > 0) {
            problems.add(supersededByNothing + " rows superseded without a newer turn email to the same seat");
        }
        Map<String, String> idToKind = new HashMap<>();
        database.rows("select message_id, kind from notification where message_id is not null")
                .forEach(row -> idToKind.put(row.text(0), row.text(1)));
        MailCatcher.Received received = mail.received();
        Set<String> missing = new TreeSet<>();
        database.rows("select message_id from notification where state = 'SENT'").forEach(row -> missing.add(row.text(0)));
        missing.removeAll(received.countById().keySet());
        Set<String> unknown = new TreeSet<>(received.countById().keySet());
        unknown.removeAll(idToKind.keySet());
        Map<String, Integer> duplicates = new TreeMap<>();
        received.countById().forEach((id, count) -> {
            if (count > 1) {
                duplicates.put(id, count);
            }
        });
        Set<String> unexplained = new TreeSet<>(duplicates.keySet());
        unexplained.removeAll(kill.leasedUnsent);
        if (!missing.isEmpty()) {
            problems.add(missing.size() + " notifications never arrived: " + first(missing));
        }
        if (!unknown.isEmpty()) {
            problems.add(unknown.size() + " messages arrived that no notification row has: " + first(unknown));
        }
        int leaseOverruns = instanceA.logLines("lease had run out").size() + instanceB.logLines("lease had run out").size();
        if (!unexplained.isEmpty()) {
            problems.add(unexplained.size() + " duplicates outside the killed instance's lease: " + first(unexplained) + (leaseOverruns == 0 ? ""
                    : "; the instances logged " + leaseOverruns + " emails sent after their lease ran out: a batch took longer than the "
                            + LEASE.toSeconds() + " s lease (is the machine far busier than usual?)"));
        }
        Set<String> thrice = duplicates.entrySet().stream().filter(id -> id.getValue() > 2).map(Map.Entry::getKey)
                .collect(Collectors.toCollection(TreeSet::new));
        if (!thrice.isEmpty()) {
            problems.add(thrice.size() + " messages arrived more than twice: " + first(thrice));
        }
        String survivorHelo = kill.victim == instanceA ? HELO_B : HELO_A;
        // A leased row whose lease ran out may meet a newer turn email to its seat: then it is superseded, not re-sent.
        Set<String> superseded = new HashSet<>();
        database.rows("select message_id from notification where state = 'SUPERSEDED' and message_id is not null")
                .forEach(row -> superseded.add(row.text(0)));
        Set<String> notResent = kill.leasedUnsent.stream()
                .filter(id -> !superseded.contains(id))
                .filter(id -> !received.sendersById().getOrDefault(id, List.of()).contains(survivorHelo))
                .collect(Collectors.toCollection(TreeSet::new));
        if (!notResent.isEmpty()) {
            problems.add(notResent.size() + " rows leased by the killed instance were not sent by the survivor: " + first(notResent));
        }
        if (!duplicates.containsKey(kill.inFlight) && !superseded.contains(kill.inFlight)) {
            problems.add("the message in flight at the kill (" + kill.inFlight + ") arrived " + received.countById().get(kill.inFlight)
                    + " time(s), expected twice: once from the killed instance, once re-sent after the lease");
        }
        if (!mail.problems().isEmpty()) {
            problems.add("unreadable mail: " + mail.problems());
        }

        // What the outbox holds, kind by kind, is what the test's actions cause: nothing lost, nothing recorded twice.
        Map<String, Long> kinds = new TreeMap<>();
        database.rows("select kind, count(*) from notification group by kind").forEach(row -> kinds.put(row.text(0), row.number(1)));
        Map<String, Long> expectedKinds = expectedNotifications();
        if (!kinds.equals(expectedKinds)) {
            problems.add("notifications by kind " + kinds + ", expected " + expectedKinds);
        }

        // Reminders: exactly the turns the test let fall due, once each.
        Set<String> reminders = new TreeSet<>();
        List<ItDatabase.Row> reminderRows = database.rows("select game_id, recipient_seat, ply from notification where kind = 'REMINDER'");
        reminderRows.forEach(row -> reminders.add(row.number(0) + "/" + row.text(1) + "/" + row.number(2)));
        if (reminderRows.size() != reminders.size() || !reminders.equals(remindersDue)) {
            problems.add("reminders " + reminderRows.size() + " rows for turns " + reminders + ", expected one for each of " + remindersDue);
        }

        // Endings: each game's result as the test caused it; GAME_OVER once per seat of every finished game.
        Map<Long, ItDatabase.Row> gameRows = new HashMap<>();
        database.rows("select id, status, result_ending, result_winner, ply from game").forEach(row -> gameRows.put(row.number(0), row));
        Map<String, Long> gameOvers = new HashMap<>();
        database.rows("select game_id, recipient_seat, count(*) from notification where kind = 'GAME_OVER' group by 1, 2")
                .forEach(row -> gameOvers.put(row.number(0) + "/" + row.text(1), row.number(2)));
        for (Game game : played()) {
            ItDatabase.Row row = gameRows.get(game.id);
            String result = row.text(1) + " " + row.text(2) + " " + row.text(3);
            String expected = "FINISHED " + game.expectedEnding + " " + game.expectedWinner;
            if (!result.equals(expected)) {
                problems.add("game " + game.id + ": " + result + ", expected " + expected);
            }
            for (String seat : List.of("RED", "BLUE")) {
                if (gameOvers.getOrDefault(game.id + "/" + seat, 0L) != 1) {
                    problems.add("game " + game.id + ": " + gameOvers.get(game.id + "/" + seat) + " GAME_OVER to " + seat + ", expected 1");
                }
            }
        }
        for (Game game : games.subList(GAMES, GAMES + UNANSWERED)) {
            if (!gameRows.get(game.id).text(1).equals("LAPSED")) {
                problems.add("unanswered invitation " + game.id + " is " + gameRows.get(game.id).text(1));
            }
        }
        long timeouts = database.count("select count(*) from game where result_ending = 'TIMEOUT'");
        if (timeouts != TIMED_OUT) {
            problems.add(timeouts + " games ended TIMEOUT, expected " + TIMED_OUT);
        }

        // Moves: plies 1..n with no gap, exactly the moves sent, and the key that forbids a ply twice.
        long moveRows = database.count("select count(*) from move");
        long distinctPlies = database.count("select count(distinct (game_id, ply)) from move");
        if (moveRows != distinctPlies || moveRows != movesPlayed()) {
            problems.add("move rows " + moveRows + ", distinct (game, ply) " + distinctPlies + ", moves the test made " + movesPlayed());
        }
        for (Game game : played()) {
            List<String> stored = database.rows("select ply, from_square, to_square from move where game_id = ? order by ply", game.id)
                    .stream().map(row -> row.number(0) + ":" + row.text(1) + "-" + row.text(2)).toList();
            List<String> sent = new ArrayList<>();
            for (int ply = 1; ply <= game.moves.size(); ply++) {
                sent.add(ply + ":" + game.moves.get(ply - 1).replace('x', '-'));
            }
            if (!stored.equals(sent)) {
                problems.add("game " + game.id + " stored moves " + stored + ", the test sent " + sent);
            }
            if (gameRows.get(game.id).number(4) != game.moves.size()) {
                problems.add("game " + game.id + " is at ply " + gameRows.get(game.id).number(4) + ", the test made " + game.moves.size() + " moves");
            }
        }
        boolean plyKey = database.count("""
                select count(*) from pg_constraint
                where conrelid = 'move'::regclass and contype = 'p'
                  and pg_get_constraintdef(oid) = 'PRIMARY KEY (game_id, ply)'""") == 1;
        if (!plyKey) {
            problems.add("the move table has no primary key (game_id, ply)");
        }

        // The logs: no deadline handling failed (a second reminder would have), and how each instance shared the work.
        for (PackagedFlagpost instance : List.of(instanceA, instanceB)) {
            List<String> failed = instance.logLines("deadline handling failed");
            if (!failed.isEmpty()) {
                problems.add(instance.name + " logged " + failed.size() + " failed deadline runs, first: " + failed.get(0));
            }
        }

        // Report
        report.line("");
        report.line("Games: %d played to the end (%d moves in all), %d invitations lapsed", GAMES, movesPlayed(), UNANSWERED);
        report.line("Requests: %d, by instance %s", requests.get(), requestsPerInstance);
        report.line("Duplicate submits of one move to both instances at once: %d, each applied once (%s)", duplicateSubmits.size(), duplicateSubmits);
        report.line("Notifications: %d rows, by state %s, by kind %s", rows, byState, kinds);
        report.line("Deliveries: %d messages in GreenMail, %d distinct Message-IDs; messages by sender (EHLO) %s", received.messages(),
                received.countById().size(), received.bySender());
        report.line("Duplicates: %d %s; rows leased by %s at the kill: %d %s, sent by the survivor after the lease: %d",
                duplicates.size(), first(duplicates.keySet()), kill.victim.name, kill.leasedUnsent.size(), kill.leasedUnsent,
                kill.leasedUnsent.size() - notResent.size());
        report.line("Reminders: %d rows for %d turns that fell due", reminderRows.size(), remindersDue.size());
        report.line("Timeouts: %d games ended TIMEOUT (expected %d), each with one GAME_OVER per seat", timeouts, TIMED_OUT);
        for (PackagedFlagpost instance : List.of(instanceA, instanceB)) {
            report.line("%s deadline job: %s; emails sent after their lease ran out: %d", instance.name, deadlineWork(instance),
                    instance.logLines("lease had run out").size());
        }
        report.line("Wall time: %.1f s from the start of the test class", seconds(System.nanoTime() - startNanos));
        report.line(problems.isEmpty() ? "RESULT: all checks passed" : "RESULT: " + problems.size() + " problem(s):");
        problems.forEach(problem -> report.line("  - %s", problem));
        Files.createDirectories(PackagedFlagpost.DIR);
        Files.writeString(PackagedFlagpost.DIR.resolve("two-instances.txt"), report.text(), StandardCharsets.UTF_8);
        assertTrue(problems.isEmpty(), String.join("\n", problems));
    }

    /** The notifications the test's actions cause, by kind. */
    private Map<String, Long> expectedNotifications() {
        Map<String, Long> expected = new TreeMap<>();
        long finishingMoves = played().stream().filter(game -> game.endedOnTheBoard).count();
        expected.put("INVITATION", (long) (GAMES + UNANSWERED));
        expected.put("INVITATION_LAPSED", (long) UNANSWERED);
        expected.put("INVITATION_CONFIRM", (long) (GAMES + UNANSWERED)); // every creator's address was new here
        expected.put("SETUP_NEEDED", 2L * GAMES);
        expected.put("GAME_STARTED", 2L * GAMES);
        expected.put("REMINDER", (long) remindersDue.size());
        // Every player keeps the default mail choice, your turn only: a move confirms nothing to its mover.
        expected.put("YOUR_MOVE", movesPlayed() - finishingMoves);
        expected.put("GAME_OVER", 2L * GAMES);
        long draws = played().stream().filter(game -> game.drawOffered).count();
        if (draws > 0) {
            expected.put("DRAW_OFFERED", draws);
        }
        return expected;
    }

    // ----------------------------------------------------------------------------------------------
    // Playing

    /** The next instance for a request: A, B, A, B, ... while both live; the survivor after the kill. */
    private URI next() {
        List<PackagedFlagpost> live = new ArrayList<>();
        for (PackagedFlagpost instance : List.of(instanceA, instanceB)) {
            if (instance.alive()) {
                live.add(instance);
            }
        }
        PackagedFlagpost chosen = live.get((int) (requests.getAndIncrement() % live.size()));
        requestsPerInstance.computeIfAbsent(chosen.name, name -> new AtomicLong()).incrementAndGet();
        return chosen.base();
    }

    /** The player to move asks for their legal moves on one instance and plays one on the other. */
    private void playMove(Game game) {
        String token = game.tokenToMove();
        String move = game.choose(web.legalMoves(next(), token));
        JsonNode played = web.move(next(), token, move, game.ply()).expect(200, "move " + move + " in game " + game.id).json();
        applied(game, move, played);
    }

    private void applied(Game game, String move, JsonNode played) {
        assertEquals(game.ply() + 1, played.path("ply").asInt(), "the ply after " + move + " in game " + game.id);
        game.moves.add(move);
        if (!played.path("result").isNull()) {
            game.endedOnTheBoard = true; // not expected with quiet moves, but the checks allow for it
            game.over = true;
            game.expectedEnding = played.path("result").path("ending").asText();
            game.expectedWinner = played.path("result").path("winner").isNull() ? null : played.path("result").path("winner").asText();
        }
    }

    private final List<String> duplicateSubmits = new ArrayList<>();
    private final ExecutorService pair = Executors.newFixedThreadPool(2, task -> {
        Thread thread = new Thread(task, "double-submit");
        thread.setDaemon(true);
        return thread;
    });

    /**
     * The same move, decided at the same ply, sent to both instances at the same moment (a double click, a
     * retry through another instance): one applies it, the other answers 409 "already played". One of the
     * two goes through the play page's form when {@code viaForm}.
     */
    private void duplicateSubmit(Game game, boolean viaForm) throws Exception {
        String token = game.tokenToMove();
        int ply = game.ply();
        String move = game.choose(web.legalMoves(next(), token));
        CountDownLatch go = new CountDownLatch(1);
        CompletableFuture<FlagpostWeb.Answer> viaA = CompletableFuture.supplyAsync(() -> {
            await(go);
            return web.move(instanceA.base(), token, move, ply);
        }, pair);
        CompletableFuture<FlagpostWeb.Answer> viaB = CompletableFuture.supplyAsync(() -> {
            await(go);
            return viaForm ? web.moveByForm(instanceB.base(), token, move, ply) : web.move(instanceB.base(), token, move, ply);
        }, pair);
        go.countDown();
        FlagpostWeb.Answer a = viaA.get(30, TimeUnit.SECONDS);
        FlagpostWeb.Answer b = viaB.get(30, TimeUnit.SECONDS);
        requestsPerInstance.computeIfAbsent(instanceA.name, name -> new AtomicLong()).incrementAndGet();
        requestsPerInstance.computeIfAbsent(instanceB.name, name -> new AtomicLong()).incrementAndGet();
        requests.addAndGet(2);
        boolean appliedByA = a.status() == 200;
        boolean appliedByB = b.status() == (viaForm ? 303 : 200);
        boolean refusedByA = a.status() == 409 && a.json().path("error").asText().equals("ALREADY_PLAYED");
        boolean refusedByB = b.status() == 409 && (viaForm || b.json().path("error").asText().equals("ALREADY_PLAYED"));
        if (!(appliedByA && refusedByB || appliedByB && refusedByA)) {
            fail("game " + game.id + ", " + move + " at ply " + ply + " sent to both: A answered " + a.status() + " " + a.body()
                    + ", B answered " + b.status() + (viaForm ? " (form)" : " " + b.body()));
        }
        JsonNode view = web.view(next(), token);
        assertEquals(ply + 1, view.path("ply").asInt(), "one ply further after the double submit in game " + game.id);
        game.moves.add(move);
        duplicateSubmits.add("game " + game.id + " ply " + (ply + 1) + (viaForm ? " API+form" : " API+API") + ": applied by "
                + (appliedByA ? "A" : "B"));
    }

    private void reminderForCurrentTurn(List<Game> due) {
        assertEquals(due.size(), database.reminderFallsDue(ids(due)));
        for (Game game : due) {
            remindersDue.add(game.id + "/" + game.seatToMove() + "/" + game.ply());
        }
    }

    /** Waits until every reminder due so far is recorded and sent (the job clears remind_at in the same transaction). */
    private void awaitReminders() {
        Waiting.until(remindersDue.size() + " reminders recorded", WAIT,
                () -> database.count("select count(*) from notification where kind = 'REMINDER'") >= remindersDue.size()
                        && database.count("select count(*) from game where remind_at < now()") == 0,
                () -> database.count("select count(*) from notification where kind = 'REMINDER'") + " reminder rows");
    }

    private void awaitStatus(List<Long> ids, String status) {
        Waiting.until(ids.size() + " games " + status, WAIT,
                () -> database.count("select count(*) from game where id = any (?) and status = ?", ids, status) == ids.size(),
                () -> database.rows("select id, status from game where id = any (?)", ids).stream()
                        .map(row -> row.values().toString()).toList().toString());
    }

    private List<Game> played() {
        return games.subList(0, GAMES);
    }

    private List<Game> playing() {
        return played().stream().filter(game -> !game.over).toList();
    }

    private long movesPlayed() {
        return played().stream().mapToLong(game -> game.moves.size()).sum();
    }

    private static List<Long> ids(List<Game> games) {
        return games.stream().map(game -> game.id).toList();
    }

    private static PackagedFlagpost survivor(Kill kill) {
        return kill.victim == instanceA ? instanceB : instanceA;
    }

    private static final Pattern DEADLINE_RUN = Pattern.compile("deadlines: (\\d+) reminders, (\\d+) timeouts, (\\d+) lapsed");

    /** What the instance's deadline job says it did: games reminded, timed out, lapsed (summed over its log lines). */
    private static String deadlineWork(PackagedFlagpost instance) {
        int[] sums = new int[3];
        for (String line : instance.logLines("deadlines: ")) {
            Matcher run = DEADLINE_RUN.matcher(line);
            if (run.find()) {
                for (int i = 0; i < 3; i++) {
                    sums[i] += Integer.parseInt(run.group(i + 1));
                }
            }
        }
        return sums[0] + " games reminded, " + sums[1] + " timed out, " + sums[2] + " lapsed";
    }

    private static void await(CountDownLatch go) {
        try {
            if (!go.await(10, TimeUnit.SECONDS)) {
                throw new AssertionError("the start signal never came");
            }
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", interrupted);
        }
    }

    private static double seconds(long nanos) {
        return nanos / 1e9;
    }

    private static String first(Set<String> ids) {
        return ids.stream().limit(5).toList() + (ids.size() > 5 ? " ..." : "");
    }

    // ----------------------------------------------------------------------------------------------

    /** One game as the test plays it: the players' addresses, their play tokens, the moves sent, how it should end. */
    private static final class Game {
        final int index;
        final String variant;
        final int daysPerMove;
        final String red;
        final String blue;
        final Random random;
        final List<String> moves = new ArrayList<>();
        long id;
        String invitation;
        String redPlay;
        String bluePlay;
        boolean over;
        boolean endedOnTheBoard;
        boolean drawOffered;
        String expectedEnding;
        String expectedWinner;

        Game(int index, String variant, int daysPerMove) {
            this.index = index;
            this.variant = variant;
            this.daysPerMove = daysPerMove;
            this.red = String.format("red%02d@players.example", index);
            this.blue = String.format("blue%02d@players.example", index);
            this.random = new Random(index);
        }

        int ply() {
            return moves.size();
        }

        String seatToMove() {
            return ply() % 2 == 0 ? "RED" : "BLUE";
        }

        String tokenToMove() {
            return ply() % 2 == 0 ? redPlay : bluePlay;
        }

        /** A random quiet move when there is one (so games last), else any. */
        String choose(List<String> legal) {
            if (legal.isEmpty()) {
                throw new AssertionError("no legal move for " + seatToMove() + " in game " + id + " at ply " + ply());
            }
            List<String> quiet = legal.stream().filter(move -> !move.contains("x")).toList();
            List<String> from = quiet.isEmpty() ? legal : quiet;
            return from.get(random.nextInt(from.size()));
        }
    }

    /** The kill: who, which message was in flight, and the rows of the batch the victim had leased and not marked sent. */
    private record Kill(PackagedFlagpost victim, String inFlight, int batchSize, int sentBeforeKill, Set<String> leasedUnsent) {
    }

    /** The summary, printed and written to target/it/two-instances.txt. */
    private static final class Report {
        private final StringBuilder text = new StringBuilder();

        void line(String format, Object... arguments) {
            String line = String.format(format, arguments);
            text.append(line).append('\n');
            System.out.println("[TwoInstancesIT] " + line);
        }

        String text() {
            return text.toString();
        }
    }
}
