package flagpost.mail;

import static flagpost.support.GreenMailInbox.messageId;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.icegreen.greenmail.util.GreenMail;
import flagpost.store.MailMode;
import flagpost.game.Invitations;
import flagpost.game.Play;
import flagpost.game.Setups;
import flagpost.game.NewGame;
import flagpost.game.SeatChoice;
import flagpost.rules.Move;
import flagpost.rules.Side;
import flagpost.store.NotificationKind;
import flagpost.store.NotificationState;
import flagpost.support.GreenMailInbox;
import flagpost.support.GreenMailResource;
import flagpost.support.GreenMailResource.InjectGreenMail;
import flagpost.support.Management;
import flagpost.support.ServiceGames;
import flagpost.support.StoreProbe;
import flagpost.support.TestClock;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import jakarta.mail.internet.MimeMessage;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** What the outbox does when sending fails: back off, keep order, never lose or double a message, give up visibly. */
@QuarkusTest
@WithTestResource(value = GreenMailResource.class, scope = TestResourceScope.GLOBAL)
class OutboxRetryTest {

    @Inject
    Invitations invitations;

    @Inject
    Play play;

    @Inject
    Setups setups;

    @Inject
    OutboxDispatcher dispatcher;

    @Inject
    OutboxRows outbox;

    @Inject
    MailSender smtp;

    @Inject
    OutboxConfig config;

    @Inject
    TestClock clock;

    @Inject
    StoreProbe store;

    @InjectGreenMail
    GreenMail greenMail;

    @Test
    void whileTheMailServerIsDownMailWaitsAndWhenItIsBackEveryEmailArrivesOnceInOrder() {
        outbox.drain();
        String alice = ServiceGames.uniqueEmail("alice");
        String bob = ServiceGames.uniqueEmail("bob");
        long id = invitations.create(NewGame.classic("Alice", alice, bob, SeatChoice.RED));
        invitations.accept(id, "Bob");
        ServiceGames.chooseMail(id, MailMode.EVERY_MOVE); // confirmations too: turn mail that superseding thins out
        outbox.drain();
        List<String> beforeOutage = new ArrayList<>();
        GreenMailInbox.to(greenMail, alice).forEach(m -> beforeOutage.add(messageId(m)));
        GreenMailInbox.to(greenMail, bob).forEach(m -> beforeOutage.add(messageId(m)));
        assertEquals(3, beforeOutage.size(), "the invitation and both setup requests went out");

        greenMail.stop(); // forgets what it received
        try {
            setups.submit(id, Side.RED, ServiceGames.CLASSIC_SETUP);
            setups.submit(id, Side.BLUE, ServiceGames.CLASSIC_SETUP);
            for (int ply = 0; ply < 6; ply++) {
                play.move(id, ply % 2 == 0 ? Side.RED : Side.BLUE, ply, shuffle(ply));
            }
            OutboxDispatcher.Run down = dispatcher.dispatch();
            assertEquals(0, down.sent());
            assertEquals(10, down.superseded(), "of 12 turn emails, the newest to each seat waits; the rest are superseded");
            List<OutboxRows.Row> waiting = outbox.forGame(id).stream().filter(r -> r.state() == NotificationState.PENDING).toList();
            assertEquals(4, waiting.size(), "2 game-started mails and the newest turn mail to each seat");
            for (OutboxRows.Row row : waiting) {
                assertTrue(row.attempts() <= 1, "one attempt each at most");
                if (row.attempts() == 1) {
                    assertTrue(row.lastError().contains("cannot connect"), row.lastError());
                    assertEquals(clock.instant().plus(config.backoffBase()), row.nextAttemptAt());
                }
            }
            assertTrue(waiting.stream().anyMatch(r -> r.attempts() == 1));

            clock.advance(config.backoffBase().minusSeconds(1));
            assertEquals(0, dispatcher.dispatch().sent(), "still down, and still backing off");
        } finally {
            greenMail.start();
        }
        assertEquals(0, GreenMailInbox.to(greenMail, alice).size() + GreenMailInbox.to(greenMail, bob).size(),
                "nothing sent while backing off, though the server is back");

        clock.advance(Duration.ofSeconds(2));
        outbox.drain();

        List<OutboxRows.Row> rows = outbox.forGame(id).stream().filter(r -> r.state() != NotificationState.SUPERSEDED).toList();
        assertTrue(rows.stream().allMatch(r -> r.state() == NotificationState.SENT), "every row not superseded sent");
        for (Side seat : Side.values()) {
            String address = seat == Side.RED ? alice : bob;
            List<String> expected = rows.stream().filter(r -> r.seat() == seat && !beforeOutage.contains(r.messageId()))
                    .map(OutboxRows.Row::messageId).toList();
            List<String> received = GreenMailInbox.to(greenMail, address).stream().map(GreenMailInbox::messageId).toList();
            assertEquals(expected, received, "each email once, in the order it was recorded, none lost, to " + seat);
        }
    }

    @Test
    void aFailedEmailHoldsBackLaterEmailsToTheSamePlayerButNotToOthers() {
        outbox.drain();
        String alice = ServiceGames.uniqueEmail("alice");
        String bob = ServiceGames.uniqueEmail("bob");
        long id = invitations.create(NewGame.classic("Alice", alice, bob, SeatChoice.RED));
        invitations.accept(id, "Bob");
        setups.submit(id, Side.RED, ServiceGames.CLASSIC_SETUP);
        setups.submit(id, Side.BLUE, ServiceGames.CLASSIC_SETUP);
        play.move(id, Side.RED, 0, shuffle(0)); // one move: a second would supersede the first one's turn emails
        List<OutboxRows.Row> toBob = outbox.forGame(id, Side.BLUE);
        // Bob's second email (setup needed) fails once; everything else goes through the real SMTP sender.
        long failing = toBob.get(1).id();
        AtomicInteger failures = new AtomicInteger();
        MailSender flaky = failOnce("<n" + failing + ".", failures);

        OutboxDispatcher.Run first = dispatcher.dispatch(flaky);
        outbox.drain(); // the real sender: the failed one is still backing off

        assertEquals(1, failures.get());
        assertEquals(1, first.retrying());
        List<OutboxRows.Row> bobRows = outbox.forGame(id, Side.BLUE);
        assertEquals(NotificationState.SENT, bobRows.get(0).state(), "the invitation went");
        assertEquals(NotificationState.PENDING, bobRows.get(1).state());
        assertEquals(1, bobRows.get(1).attempts());
        for (OutboxRows.Row later : bobRows.subList(2, bobRows.size())) {
            assertEquals(NotificationState.PENDING, later.state(), "waits behind the failed one: " + later.kind());
            assertEquals(0, later.attempts(), "and is not counted as an attempt");
        }
        assertTrue(outbox.forGame(id, Side.RED).stream().allMatch(r -> r.state() == NotificationState.SENT), "Alice's mail is not held");

        clock.advance(config.backoffBase());
        outbox.drain();

        List<String> expected = outbox.forGame(id, Side.BLUE).stream().map(OutboxRows.Row::messageId).toList();
        List<String> received = GreenMailInbox.to(greenMail, bob).stream().map(GreenMailInbox::messageId).toList();
        assertEquals(expected, received, "Bob's mail arrives in order, each once");
    }

    @Test
    void anEmailThatKeepsFailingIsGivenUpAfterTheLimitWithItsLastErrorAndTheHealthCheckSaysSo() {
        outbox.drain();
        long id = invitations.create(NewGame.classic("Alice", ServiceGames.uniqueEmail("alice"), ServiceGames.uniqueEmail("bob"), SeatChoice.RED));
        long row = outbox.forGame(id).get(0).id();
        MailSender broken = alwaysFailing();

        Duration waited = Duration.ZERO;
        for (int attempt = 1; attempt < config.maxAttempts(); attempt++) {
            OutboxDispatcher.Run run = dispatcher.dispatch(broken);
            assertEquals(1, run.retrying(), "attempt " + attempt);
            OutboxRows.Row now = outbox.row(row);
            assertEquals(NotificationState.PENDING, now.state());
            assertEquals(attempt, now.attempts());
            Duration backoff = Duration.between(clock.instant(), now.nextAttemptAt());
            assertEquals(dispatcher.backoff(attempt), backoff);
            assertTrue(backoff.compareTo(config.backoffMax()) <= 0);
            clock.advance(backoff);
            waited = waited.plus(backoff);
        }
        assertEquals(config.backoffMax(), dispatcher.backoff(config.maxAttempts() - 1), "the backoff reaches its cap");
        OutboxDispatcher.Run last = dispatcher.dispatch(broken);

        assertEquals(1, last.failed());
        OutboxRows.Row given = outbox.row(row);
        assertEquals(NotificationState.FAILED, given.state());
        assertEquals(config.maxAttempts(), given.attempts());
        assertEquals("sending <n" + row + " failed: 421 service not available", given.lastError().replaceAll("\\.g\\d+@\\S+", ""));
        assertNotNull(given.failedAt());
        assertTrue(waited.compareTo(Duration.ofHours(7)) > 0, "hours of retrying before giving up: " + waited);
        assertEquals(0, dispatcher.dispatch(broken).failed() + dispatcher.dispatch(broken).retrying(), "never tried again");

        Management.given().when().get("/q/health/well").then()
                .statusCode(503)
                .body("status", equalTo("DOWN"))
                .body("checks.find { it.name == 'Outbox' }.status", equalTo("DOWN"));
        Management.given().when().get("/q/health/ready").then().statusCode(200).body("status", equalTo("UP"));
        Management.given().when().get("/q/health/live").then().statusCode(200).body("status", equalTo("UP"));

        outbox.acknowledgeFailure(row); // older than the window: no longer an alert
        Management.given().when().get("/q/health/well").then()
                .statusCode(200)
                .body("checks.find { it.name == 'Outbox' }.status", equalTo("UP"));
    }

    @Test
    void anEmailNoServerWouldAcceptIsGivenUpAtOnce() {
        outbox.drain();
        // GameService refuses such an address now; a row stored before it did (two dots in a row) is what remains.
        String bob = ServiceGames.uniqueEmail("bob");
        long id = invitations.create(NewGame.classic("Alice", ServiceGames.uniqueEmail("alice"), bob, SeatChoice.RED));
        store.execute("update player set email = 'bob..x-" + System.nanoTime() + "@example.com' where email = '" + bob + "'");

        OutboxDispatcher.Run run = dispatcher.dispatch();

        assertEquals(1, run.failed());
        OutboxRows.Row row = outbox.forGame(id).get(0);
        assertEquals(NotificationState.FAILED, row.state());
        assertTrue(row.lastError().contains("To is not one valid address"), row.lastError());
        assertNull(row.messageId(), "a message that cannot be sent is not stored");
        outbox.acknowledgeFailure(row.id());
    }

    @Test
    void withTheKillSwitchOffNothingIsSentAndRowsStayPendingUntilItIsOn() {
        outbox.drain();
        String bob = ServiceGames.uniqueEmail("bob");
        long id = invitations.create(NewGame.classic("Alice", ServiceGames.uniqueEmail("alice"), bob, SeatChoice.RED));
        dispatcher.setEnabled(false);
        try {
            OutboxDispatcher.Run run = dispatcher.dispatch();
            assertTrue(run.idle());
            OutboxRows.Row row = outbox.forGame(id).get(0);
            assertEquals(NotificationState.PENDING, row.state());
            assertEquals(0, row.attempts());
            assertNull(row.messageId(), "not even composed");
            Management.given().when().get("/q/health/well").then()
                    .body("checks.find { it.name == 'Outbox' }.data.sending", equalTo("off (flagpost.mail.enabled=false)"));
            clock.advance(Duration.ofHours(1));
            assertTrue(dispatcher.dispatch().idle());
            assertEquals(0, GreenMailInbox.to(greenMail, bob).size());
        } finally {
            dispatcher.setEnabled(true);
        }
        outbox.drain();
        assertEquals(1, GreenMailInbox.to(greenMail, bob).size());
        assertEquals(NotificationState.SENT, outbox.forGame(id).get(0).state());
    }

    @Test
    void aRetrySendsTheStoredMessageAndNeverComposesAgain() {
        outbox.drain();
        String bob = ServiceGames.uniqueEmail("bob");
        long id = invitations.create(NewGame.classic("Alice", ServiceGames.uniqueEmail("alice"), bob, SeatChoice.RED));
        dispatcher.dispatch(alwaysFailing());
        OutboxRows.Row composed = outbox.forGame(id).get(0);
        assertEquals(1, composed.attempts());
        // Were it composed again, the subject would change with the name; the stored message must go as it is.
        invitations.accept(id, "Robert");
        outbox.execute("update player set display_name = 'Changed' where email = '" + bob + "'");

        clock.advance(config.backoffBase());
        outbox.drain();

        List<MimeMessage> received = GreenMailInbox.to(greenMail, bob);
        assertEquals(composed.messageId(), messageId(received.get(0)));
        assertEquals(composed.subject(), subject(received.get(0)));
        Set<String> ids = new HashSet<>();
        received.forEach(m -> assertTrue(ids.add(messageId(m)), "once"));
        assertFalse(subject(received.get(0)).contains("Changed"));
    }

    private static String subject(MimeMessage message) {
        try {
            return message.getSubject();
        } catch (jakarta.mail.MessagingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The real SMTP sender, except that the message whose Message-ID starts with {@code idPrefix} fails once. */
    private MailSender failOnce(String idPrefix, AtomicInteger failures) {
        return () -> {
            MailSender.Batch real = smtp.openBatch();
            return new MailSender.Batch() {
                @Override
                public void send(MailMessage message) throws MailException {
                    if (message.messageId().startsWith(idPrefix) && failures.getAndIncrement() == 0) {
                        throw new MailException("451 try again later", false, null);
                    }
                    real.send(message);
                }

                @Override
                public void close() {
                    real.close();
                }
            };
        };
    }

    private static MailSender alwaysFailing() {
        return () -> new MailSender.Batch() {
            @Override
            public void send(MailMessage message) throws MailException {
                throw new MailException("sending " + message.messageId() + " failed: 421 service not available", false, null);
            }

            @Override
            public void close() {
            }
        };
    }

    /** Red shuffles its Scouts on e4/f4 and Blue on a7/b7, out and back, never breaking a rule. */
    static Move shuffle(int ply) {
        int ownMove = ply / 2;
        boolean firstPiece = ownMove % 2 == 0;
        boolean outward = (ownMove / 2) % 2 == 0;
        String file = ply % 2 == 0 ? (firstPiece ? "e" : "f") : (firstPiece ? "a" : "b");
        int home = ply % 2 == 0 ? 4 : 7;
        int away = ply % 2 == 0 ? 5 : 6;
        return outward ? Move.of(file + home, file + away) : Move.of(file + away, file + home);
    }
}
