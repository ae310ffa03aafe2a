package flagpost.mail;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.icegreen.greenmail.util.GreenMail;
import flagpost.store.MailMode;
import flagpost.game.Invitations;
import flagpost.game.NewGame;
import flagpost.game.Play;
import flagpost.game.SeatChoice;
import flagpost.rules.Side;
import flagpost.store.MailBudgets;
import flagpost.store.NotificationEntity;
import flagpost.store.NotificationKind;
import flagpost.store.NotificationState;
import flagpost.store.OutboxQueue;
import flagpost.support.GreenMailInbox;
import flagpost.support.GreenMailResource;
import flagpost.support.GreenMailResource.InjectGreenMail;
import flagpost.support.ServiceGames;
import flagpost.support.TestClock;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * One person playing fast cannot hold up other people's mail (issue 12, finding 4), stale turn emails are not sent,
 * and old bodies do not keep live links (finding 9a).
 */
@QuarkusTest
@WithTestResource(value = GreenMailResource.class, scope = TestResourceScope.GLOBAL)
class FairOutboxTest {

    private static final int FLOOD_MOVES = 2_000;

    @Inject
    Invitations invitations;

    @Inject
    Play play;

    @Inject
    OutboxDispatcher dispatcher;

    @Inject
    OutboxQueue queue;

    @Inject
    OutboxRows outbox;

    @Inject
    OutboxConfig config;

    @Inject
    MailConfig mailConfig;

    @Inject
    MailSender smtp;

    @Inject
    SentBodies sentBodies;

    @Inject
    MailComposer composer;

    @Inject
    MailBudgets budgets;

    @Inject
    TestClock clock;

    @InjectGreenMail
    GreenMail greenMail;

    @Test
    void aFloodOfMovesInOneGameDoesNotDelayAnotherGamesInvitationByMoreThanOneBatch() {
        outbox.drain();
        long flooded = ServiceGames.startedClassicGame();
        for (int ply = 0; ply < FLOOD_MOVES; ply++) {
            play.move(flooded, ply % 2 == 0 ? Side.RED : Side.BLUE, ply, OutboxRetryTest.shuffle(ply));
        }
        String dave = ServiceGames.uniqueEmail("dave");
        long other = invitations.create(NewGame.classic("Carol", ServiceGames.uniqueEmail("carol"), dave, SeatChoice.RED));
        long invitation = outbox.forGame(other, Side.BLUE).get(0).id();

        // The claim alone, as a batch takes it (before superseding has thinned the flood): the invitation is in the first batch.
        // Taking only locks the rows; nothing changes when the transaction ends.
        List<Long> firstBatch = QuarkusTransaction.requiringNew().call(
                () -> queue.takeDue(clock.instant(), config.batchSize(), Set.of()).stream().map(row -> row.id).toList());
        assertEquals(config.batchSize(), firstBatch.size());
        assertTrue(firstBatch.contains(invitation), "the invitation is taken with the first batch, not behind "
                + 2 * FLOOD_MOVES + " rows of the flooded game");

        // The whole dispatcher: the invitation goes over the first SMTP connection.
        List<List<String>> connections = new ArrayList<>();
        MailSender recording = () -> {
            MailSender.Batch real = smtp.openBatch();
            List<String> sentOver = new ArrayList<>();
            connections.add(sentOver);
            return new MailSender.Batch() {
                @Override
                public void send(MailMessage message) throws MailException {
                    real.send(message);
                    sentOver.add(message.to());
                }

                @Override
                public void close() {
                    real.close();
                }
            };
        };
        while (!dispatcher.dispatch(recording).idle()) {
            // until the flood is dealt with
        }
        assertTrue(connections.get(0).stream().anyMatch(to -> to.contains(dave)), "Dave's invitation goes with the first batch");
        assertEquals(1, GreenMailInbox.to(greenMail, dave).size());
        assertTrue(outbox.forGame(flooded).stream().noneMatch(row -> row.state() == NotificationState.PENDING));
    }

    /**
     * The batch taken ahead while one is sent cannot take a later row to a seat in flight. Coming back short for that
     * reason, it must not end the run: one game's five start emails to its two seats, in batches of two, all go in one
     * run, where a run that stopped at the short batch sent two.
     */
    @Test
    void aShortBatchTakenAheadDoesNotEndTheRun() {
        outbox.drain();
        long id = ServiceGames.startedClassicGame(); // invitation, two setup requests, two game-started: 5 to 2 seats
        OutboxDispatcher inTwos = TestDispatchers.dispatcher(clock, config, mailConfig, composer, queue, budgets, null, 2, smtp);

        OutboxDispatcher.Run run = inTwos.dispatch();

        assertEquals(5, run.sent(), "every email of the game in the one run: " + run);
        assertTrue(outbox.forGame(id).stream().allMatch(row -> row.state() == NotificationState.SENT));
    }

    /**
     * While people are being served the outbox rests after every batch it sent, the run's last too, in proportion to
     * the batch; when the instance is quiet it does not rest. Five start emails in batches of two: three batches.
     */
    @Test
    void whilePeopleAreServedTheOutboxRestsAfterEveryBatchItSent() throws InterruptedException {
        List<Long> rests = new ArrayList<>();
        double[] load = {2.0};
        OutboxPace pace = new OutboxPace(0.25, 0.5, () -> load[0], rests::add, nanos -> { });
        OutboxDispatcher paced = TestDispatchers.paced(clock, config, mailConfig, composer, queue, budgets, 2, smtp, pace);
        outbox.drain();
        long busy = ServiceGames.startedClassicGame(); // invitation, two setup requests, two game-started: 5 to 2 seats

        assertEquals(5, paced.dispatch().sent());
        assertEquals(3, rests.size(), "a rest after each of the three batches: " + rests);
        assertTrue(rests.stream().allMatch(rest -> rest > 0));
        assertTrue(outbox.forGame(busy).stream().allMatch(row -> row.state() == NotificationState.SENT));

        load[0] = 0.1;
        rests.clear();
        long quiet = ServiceGames.startedClassicGame();
        assertEquals(5, paced.dispatch().sent());
        assertEquals(List.of(), rests, "no rest when nobody is being served");
        assertTrue(outbox.forGame(quiet).stream().allMatch(row -> row.state() == NotificationState.SENT));
    }

    /**
     * A rest interrupted (the application stopping) ends the run: the batch taken ahead goes back, due at once, and the
     * interrupt reaches the caller only after that, so putting back was not refused for it.
     */
    @Test
    void anInterruptedRestEndsTheRunAndPutsTheBatchTakenAheadBack() {
        OutboxPace stopping = new OutboxPace(0.25, 0.5, () -> 2.0, nanos -> {
            throw new InterruptedException("stopping");
        }, nanos -> { });
        OutboxDispatcher paced = TestDispatchers.paced(clock, config, mailConfig, composer, queue, budgets, 2, smtp, stopping);
        outbox.drain();
        long id = ServiceGames.startedClassicGame(); // 5 emails to 2 seats

        OutboxDispatcher.Run run = paced.dispatch();
        boolean interrupted = Thread.interrupted(); // cleared here, so the rest of the test runs normally

        assertTrue(interrupted, "the interrupt is kept for the caller");
        assertEquals(2, run.sent(), "the first batch went, then the rest was interrupted: " + run);
        assertEquals(3, outbox.forGame(id).stream().filter(row -> row.state() == NotificationState.PENDING).count());
        assertEquals(3, dispatcher.dispatch().sent(), "the batch taken ahead is due again at once, not leased for "
                + config.lease() + " (the clock has not moved)");
    }

    @Test
    void aTurnEmailThatANewerOneToTheSameSeatReplacesIsNotSent() {
        outbox.drain();
        long id = ServiceGames.startedClassicGame();
        ServiceGames.chooseMail(id, MailMode.EVERY_MOVE); // confirmations are turn mail too
        outbox.drain();
        for (int ply = 0; ply < 4; ply++) {
            play.move(id, ply % 2 == 0 ? Side.RED : Side.BLUE, ply, OutboxRetryTest.shuffle(ply));
        }
        OutboxDispatcher.Run run = dispatcher.dispatch();
        assertEquals(6, run.superseded(), "of 8 turn emails, the last to each seat goes");
        assertEquals(2, run.sent());

        List<OutboxRows.Row> red = turnMail(id, Side.RED);
        List<OutboxRows.Row> blue = turnMail(id, Side.BLUE);
        assertEquals(List.of(NotificationKind.MOVE_PLAYED, NotificationKind.YOUR_MOVE, NotificationKind.MOVE_PLAYED, NotificationKind.YOUR_MOVE),
                red.stream().map(OutboxRows.Row::kind).toList());
        assertEquals(List.of(NotificationState.SUPERSEDED, NotificationState.SUPERSEDED, NotificationState.SUPERSEDED, NotificationState.SENT),
                red.stream().map(OutboxRows.Row::state).toList(), "Red gets only the newest: it is Red's move");
        assertEquals(List.of(NotificationState.SUPERSEDED, NotificationState.SUPERSEDED, NotificationState.SUPERSEDED, NotificationState.SENT),
                blue.stream().map(OutboxRows.Row::state).toList(), "Blue gets only the confirmation of the last move");
        for (OutboxRows.Row row : red.subList(0, 3)) {
            assertEquals(0, row.attempts());
            assertNull(row.messageId(), "a superseded email is never composed");
        }
        assertTrue(dispatcher.dispatch().idle(), "superseded rows are never retried");
    }

    @Test
    void drawOffersAndGameOverAreNeverSupersededAndKeepTheirOrder() {
        outbox.drain();
        long id = ServiceGames.startedClassicGame();
        outbox.drain();
        for (int ply = 0; ply < 3; ply++) {
            play.move(id, ply % 2 == 0 ? Side.RED : Side.BLUE, ply, OutboxRetryTest.shuffle(ply));
        }
        play.offerDraw(id, Side.RED);
        for (int ply = 3; ply < 6; ply++) {
            play.move(id, ply % 2 == 0 ? Side.RED : Side.BLUE, ply, OutboxRetryTest.shuffle(ply));
        }
        play.resign(id, Side.RED);
        outbox.drain();

        List<OutboxRows.Row> sent = outbox.forGame(id).stream().filter(row -> row.ply() > 0).filter(row -> row.state() == NotificationState.SENT).toList();
        assertEquals(List.of(NotificationKind.DRAW_OFFERED, NotificationKind.GAME_OVER, NotificationKind.GAME_OVER),
                sent.stream().map(OutboxRows.Row::kind).toList(), "every turn email was superseded; the offer and the ending were not");
        assertTrue(outbox.forGame(id).stream().filter(row -> row.state() == NotificationState.SUPERSEDED)
                .allMatch(row -> StaleTurnMail.STALE.contains(row.kind())));
        String blue = sent.get(0).toAddress();
        List<String> received = GreenMailInbox.to(greenMail, blue).stream().map(GreenMailInbox::messageId).toList();
        assertEquals(List.of(sent.get(0).messageId(), sent.stream().filter(row -> row.seat() == Side.BLUE
                && row.kind() == NotificationKind.GAME_OVER).findFirst().orElseThrow().messageId()),
                received.subList(received.size() - 2, received.size()), "Blue reads the offer, then the ending");
    }

    @Test
    void theBodiesOfEmailsSentLongAgoAreClearedAndTheirRecordStays() {
        outbox.drain();
        long old = ServiceGames.startedClassicGame();
        long failed = ServiceGames.startedClassicGame();
        outbox.drain();
        long giveUp = outbox.forGame(failed, Side.RED).get(0).id();
        outbox.execute("update notification set state = 'FAILED', failed_at = sent_at, last_error = 'kept for a retry', sent_at = null"
                + " where id = " + giveUp);
        outbox.acknowledgeFailure(giveUp);
        clock.advance(mailConfig.keepSentBodies().plus(Duration.ofMinutes(1)));
        long recent = ServiceGames.startedClassicGame();
        outbox.drain();

        assertTrue(sentBodies.clearOld() >= outbox.forGame(old).size());

        for (OutboxRows.Row row : outbox.forGame(old)) {
            NotificationEntity stored = stored(row.id());
            assertEquals(NotificationState.SENT, stored.state);
            assertNull(stored.bodyText);
            assertNull(stored.bodyHtml);
            assertNotNull(stored.bodiesClearedAt);
            assertNotNull(stored.messageId);
            assertNotNull(stored.subject);
            assertNotNull(stored.toAddress);
            assertTrue(stored.headers.startsWith("From: "), stored.headers);
            assertFalse(stored.headers.contains("/unsubscribe/"), "the unsubscribe link goes with the bodies: " + stored.headers);
            assertFalse(stored.headers.contains("List-Unsubscribe: "), stored.headers);
        }
        for (OutboxRows.Row row : outbox.forGame(recent)) {
            NotificationEntity stored = stored(row.id());
            assertNotNull(stored.bodyText, "a recent email keeps its body");
            assertNull(stored.bodiesClearedAt);
            assertTrue(stored.headers.contains("List-Unsubscribe: <"));
        }
        NotificationEntity keptForRetry = stored(giveUp);
        assertNotNull(keptForRetry.bodyText, "a given-up email keeps its body, so it can be set pending again");
        assertEquals(0, sentBodies.clearOld(), "nothing left to clear");
    }

    private List<OutboxRows.Row> turnMail(long id, Side seat) {
        return outbox.forGame(id, seat).stream().filter(row -> row.ply() > 0).toList();
    }

    private static NotificationEntity stored(long id) {
        return QuarkusTransaction.requiringNew().call(() -> NotificationEntity.<NotificationEntity>findById(id));
    }
}
