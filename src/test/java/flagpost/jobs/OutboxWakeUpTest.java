package flagpost.jobs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.icegreen.greenmail.util.GreenMail;
import flagpost.game.Play;
import flagpost.rules.Move;
import flagpost.rules.Side;
import flagpost.support.GreenMailInbox;
import flagpost.support.GreenMailResource;
import flagpost.support.GreenMailResource.InjectGreenMail;
import flagpost.support.ServiceGames;
import flagpost.support.TestClock;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import jakarta.mail.MessagingException;
import jakarta.mail.internet.MimeMessage;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Timestamp;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.Properties;
import org.eclipse.microprofile.config.ConfigProvider;
import org.junit.jupiter.api.Test;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;

/**
 * Mail within seconds, with the outbox's poll a day away ({@link WakeUpAtOnce}): a move's email arrives because its
 * commit woke the dispatcher; a row committed by a connection Flagpost knows nothing of arrives because PostgreSQL
 * told the listener; and after the listener's connection is cut, it listens again. The test waits on GreenMail with a
 * timeout and measures nothing; {@code OutboxLatencyBenchmark} measures.
 */
@QuarkusTest
@TestProfile(WakeUpAtOnce.class)
@WithTestResource(value = GreenMailResource.class, scope = TestResourceScope.GLOBAL)
class OutboxWakeUpTest {

    /** Far longer than a wake-up takes on a loaded machine, far shorter than the poll. */
    private static final Duration PATIENCE = Duration.ofSeconds(20);

    @Inject
    Play play;

    @Inject
    TestClock clock;

    @InjectGreenMail
    GreenMail greenMail;

    @Inject
    OutboxWakeUp wakeUp;

    @Inject
    MeterRegistry registry;

    @Test
    void aMovesEmailArrivesWithoutWaitingForThePoll() throws Exception {
        long game = ServiceGames.startedClassicGame();
        String bob = ServiceGames.emailOf(game, Side.BLUE);

        play.move(game, Side.RED, 0, Move.of("e4", "e5"));

        awaitMail(bob, "your move");
    }

    @Test
    void aRowAnotherConnectionCommitsWakesTheDispatcherThroughNotify() throws Exception {
        long game = ServiceGames.startedClassicGame();
        long bob = ServiceGames.playerId(game, Side.BLUE);
        try (Connection other = connect("another instance")) {
            recordGamesList(other, bob);
        }
        awaitMail(ServiceGames.emailOf(game, Side.BLUE), "links to your games");
    }

    /**
     * Commits in quick succession share runs: twelve wake-ups 10 ms apart start the first run at once and at most one
     * more per {@code wake-up-gap} after it, not a run each (a batch of one per commit, as before the gap). Counted by
     * the outbox's duration timer, which only wake-ups tick here (the poll is a day away).
     */
    @Test
    void wakeUpsInQuickSuccessionShareRuns() throws Exception {
        Duration gap = ConfigProvider.getConfig().getValue("flagpost.mail.outbox.wake-up-gap", Duration.class);
        Thread.sleep(gap.toMillis() * 2); // a quiet spell: the first wake-up runs at once
        long runsBefore = outboxRuns();
        long started = System.nanoTime();
        for (int i = 0; i < 12; i++) {
            wakeUp.wake();
            Thread.sleep(10); // spacing the wake-ups as commits come, not timing anything
        }
        Duration wakingTook = Duration.ofNanos(System.nanoTime() - started);
        Thread.sleep(gap.toMillis() * 3); // the run queued last has started and ended
        long runs = outboxRuns() - runsBefore;
        long mostExpected = 2 + wakingTook.toMillis() / gap.toMillis(); // the first, then one per gap begun
        assertTrue(runs >= 1 && runs <= mostExpected, runs + " runs for 12 wake-ups over " + wakingTook.toMillis() + " ms; expected 1 to "
                + mostExpected);
    }

    private long outboxRuns() {
        return registry.get("flagpost.job.duration").tag("task", "outbox").timer().count();
    }

    /** The other half: a commit here tells the other instances, once the rows are committed, naming this instance. */
    @Test
    void aCommitHereNotifiesTheOtherInstancesAfterItsCommit() throws Exception {
        long game = ServiceGames.startedClassicGame();
        try (Connection other = connect("another instance")) {
            try (Statement listen = other.createStatement()) {
                listen.execute("listen " + OutboxListener.CHANNEL);
            }
            play.move(game, Side.RED, 0, Move.of("e4", "e5"));

            PGNotification[] heard = other.unwrap(PGConnection.class).getNotifications((int) PATIENCE.toMillis());
            assertTrue(heard != null && heard.length > 0, "no NOTIFY after the move's commit");
            assertEquals(OutboxListener.INSTANCE, heard[0].getParameter());
        }
    }

    @Test
    void theListenerListensAgainAfterItsConnectionIsCut() throws Exception {
        long game = ServiceGames.startedClassicGame();
        long bob = ServiceGames.playerId(game, Side.BLUE);
        try (Connection admin = connect("the test")) {
            int cut = listenerPid(admin).orElseThrow(() -> new AssertionError("no listener connection"));
            try (PreparedStatement terminate = admin.prepareStatement("select pg_terminate_backend(?)")) {
                terminate.setInt(1, cut);
                terminate.execute();
            }
            Instant giveUp = Instant.now().plus(PATIENCE);
            Optional<Integer> again = listenerPid(admin);
            while ((again.isEmpty() || again.get() == cut) && Instant.now().isBefore(giveUp)) {
                Thread.sleep(50); // polling pg_stat_activity, not timing anything
                again = listenerPid(admin);
            }
            assertTrue(again.isPresent(), "the listener did not come back");
            assertNotEquals(cut, again.get());
            recordGamesList(admin, bob);
        }
        awaitMail(ServiceGames.emailOf(game, Side.BLUE), "links to your games");
    }

    /** What another instance's "email me my games" commits: one pending row, due on the test clock; then it notifies. */
    private void recordGamesList(Connection connection, long playerId) throws SQLException {
        try (PreparedStatement insert = connection.prepareStatement("""
                insert into notification (recipient_player_id, kind, ply, created_at, state, attempts, next_attempt_at)
                values (?, 'MY_GAMES', 0, ?, 'PENDING', 0, ?)""")) {
            Timestamp now = Timestamp.from(clock.instant());
            insert.setLong(1, playerId);
            insert.setTimestamp(2, now);
            insert.setTimestamp(3, now);
            assertEquals(1, insert.executeUpdate());
        }
        try (PreparedStatement notify = connection.prepareStatement("select pg_notify(?, 'another instance')")) {
            notify.setString(1, OutboxListener.CHANNEL); // as that instance's OutboxWakeUp does after its commit
            notify.execute();
        }
    }

    private static Optional<Integer> listenerPid(Connection connection) throws SQLException {
        try (PreparedStatement find = connection.prepareStatement(
                "select pid from pg_stat_activity where application_name = ? and datname = current_database()")) {
            find.setString(1, OutboxListener.APPLICATION_NAME);
            try (ResultSet found = find.executeQuery()) {
                return found.next() ? Optional.of(found.getInt(1)) : Optional.empty();
            }
        }
    }

    /** A plain connection to the test database, outside Flagpost's pool, in autocommit. */
    private static Connection connect(String name) throws SQLException {
        var config = ConfigProvider.getConfig();
        Properties properties = new Properties();
        config.getOptionalValue("quarkus.datasource.username", String.class).ifPresent(user -> properties.setProperty("user", user));
        config.getOptionalValue("quarkus.datasource.password", String.class).ifPresent(secret -> properties.setProperty("password", secret));
        properties.setProperty("ApplicationName", name);
        return DriverManager.getConnection(config.getValue("quarkus.datasource.jdbc.url", String.class), properties);
    }

    /** Waits, at most {@link #PATIENCE}, for an email to {@code address} whose subject contains {@code subject}. */
    private void awaitMail(String address, String subject) throws MessagingException {
        Instant giveUp = Instant.now().plus(PATIENCE);
        while (Instant.now().isBefore(giveUp)) {
            for (MimeMessage message : GreenMailInbox.to(greenMail, address)) {
                if (message.getSubject().contains(subject)) {
                    return;
                }
            }
            greenMail.waitForIncomingEmail(200, greenMail.getReceivedMessages().length + 1);
        }
        throw new AssertionError("no \"" + subject + "\" email to " + address + " within " + PATIENCE.toSeconds() + " s");
    }


}
