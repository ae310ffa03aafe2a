package flagpost.mail;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.icegreen.greenmail.util.GreenMail;
import flagpost.game.Invitations;
import flagpost.game.Play;
import flagpost.game.Setups;
import flagpost.game.NewGame;
import flagpost.game.SeatChoice;
import flagpost.rules.Side;
import flagpost.store.NotificationState;
import flagpost.support.GreenMailInbox;
import flagpost.support.GreenMailResource;
import flagpost.support.GreenMailResource.InjectGreenMail;
import flagpost.support.ServiceGames;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** Several dispatchers at once (as several instances would run): every email once, each player's in order. */
@QuarkusTest
@WithTestResource(value = GreenMailResource.class, scope = TestResourceScope.GLOBAL)
class OutboxConcurrencyTest {

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
    EntityManager entityManager;

    @InjectGreenMail
    GreenMail greenMail;

    @Test
    void twoDispatchersAtOnceSendEveryEmailOnceAndEachPlayersInOrder() throws Exception {
        outbox.drain();
        List<Long> ids = new ArrayList<>();
        List<String> addresses = new ArrayList<>();
        for (int g = 0; g < 4; g++) {
            String alice = ServiceGames.uniqueEmail("alice");
            String bob = ServiceGames.uniqueEmail("bob");
            long id = invitations.create(NewGame.classic("Alice", alice, bob, SeatChoice.RED));
            invitations.accept(id, "Bob");
            setups.submit(id, Side.RED, ServiceGames.CLASSIC_SETUP);
            setups.submit(id, Side.BLUE, ServiceGames.CLASSIC_SETUP);
            for (int ply = 0; ply < 30; ply++) {
                play.move(id, ply % 2 == 0 ? Side.RED : Side.BLUE, ply, OutboxRetryTest.shuffle(ply));
            }
            ids.add(id);
            addresses.add(alice);
            addresses.add(bob);
        }

        ExecutorService pool = Executors.newFixedThreadPool(3);
        List<Future<Integer>> runs = new ArrayList<>();
        for (int t = 0; t < 3; t++) {
            runs.add(pool.submit(() -> {
                int sent = 0;
                for (int i = 0; i < 200; i++) {
                    sent += dispatcher.dispatch().sent();
                }
                return sent;
            }));
        }
        int sent = 0;
        for (Future<Integer> run : runs) {
            sent += run.get(5, TimeUnit.MINUTES);
        }
        pool.shutdown();
        outbox.drain();

        int expected = 0;
        for (int g = 0; g < ids.size(); g++) {
            List<OutboxRows.Row> rows = outbox.forGame(ids.get(g)).stream().filter(r -> r.state() != NotificationState.SUPERSEDED).toList();
            assertTrue(rows.stream().allMatch(r -> r.state() == NotificationState.SENT), "every row not superseded sent");
            for (Side seat : Side.values()) {
                List<String> recorded = rows.stream().filter(r -> r.seat() == seat).map(OutboxRows.Row::messageId).toList();
                List<String> received = GreenMailInbox.to(greenMail, addresses.get(2 * g + seat.ordinal())).stream()
                        .map(GreenMailInbox::messageId).toList();
                assertEquals(recorded, received, "game " + g + ", " + seat + ": each once, in order");
                expected += recorded.size();
            }
        }
        assertTrue(sent <= expected && sent > 0, sent + " sent by the concurrent runs");
    }

    @Test
    void aLaterEmailWaitsWhileAnotherInstanceHoldsAnEarlierOneToTheSamePlayer() throws Exception {
        outbox.drain();
        String bob = ServiceGames.uniqueEmail("bob");
        long id = invitations.create(NewGame.classic("Alice", ServiceGames.uniqueEmail("alice"), bob, SeatChoice.RED));
        invitations.accept(id, "Bob");
        List<OutboxRows.Row> toBob = outbox.forGame(id, Side.BLUE); // invitation, setup needed
        CountDownLatch held = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        ExecutorService other = Executors.newSingleThreadExecutor();
        // "Another instance" has taken Bob's invitation and not committed yet.
        Future<?> instance = other.submit(() -> QuarkusTransaction.requiringNew().run(() -> {
            entityManager.createNativeQuery("select id from notification where id = :id for update")
                    .setParameter("id", toBob.get(0).id()).getResultList();
            held.countDown();
            try {
                release.await(1, TimeUnit.MINUTES);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }));
        held.await(1, TimeUnit.MINUTES);
        try {
            dispatcher.dispatch();
            assertEquals(NotificationState.PENDING, outbox.row(toBob.get(1).id()).state(), "Bob's second email waits for his first");
            assertEquals(0, outbox.row(toBob.get(1).id()).attempts());
            assertEquals(0, GreenMailInbox.to(greenMail, bob).size());
        } finally {
            release.countDown();
            instance.get(1, TimeUnit.MINUTES);
            other.shutdown();
        }
        outbox.drain();
        assertEquals(toBob.stream().map(OutboxRows.Row::id).map(r -> outbox.row(r).messageId()).toList(),
                GreenMailInbox.to(greenMail, bob).stream().map(GreenMailInbox::messageId).toList());
    }
}
