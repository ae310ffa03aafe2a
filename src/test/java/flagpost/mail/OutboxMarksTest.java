package flagpost.mail;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.store.MailBudgets;
import flagpost.store.NotificationState;
import flagpost.store.OutboxQueue;
import flagpost.support.GreenMailResource;
import flagpost.support.ServiceGames;
import flagpost.support.TestClock;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * Sent emails are marked on the dispatcher's bookkeeping thread while the sending thread goes on sending, one mark in
 * flight at a time: a slow mark holds up sending only once the next mark is due, and an instance that dies leaves at
 * most two marks' worth to be sent again.
 */
@QuarkusTest
@WithTestResource(value = GreenMailResource.class, scope = TestResourceScope.GLOBAL)
class OutboxMarksTest {

    /** How long the test waits for what must happen; and how long it watches for what must not, once it could have. */
    private static final long PATIENCE_MS = 30_000;
    private static final long WATCH_MS = 500;

    @Inject
    OutboxRows outbox;

    @Inject
    OutboxConfig config;

    @Inject
    MailConfig mailConfig;

    @Inject
    MailSender smtp;

    @Inject
    MailComposer composer;

    @Inject
    OutboxQueue queue;

    @Inject
    MailBudgets budgets;

    @Inject
    TestClock clock;

    @Inject
    DataSource dataSource;

    /**
     * Another connection holds the first email's row while it is being marked. The second email still goes (the
     * sending thread does not wait for the mark); the third does not, until the first mark is through. Marking on the
     * sending thread, the second would wait; marks piling up unbounded, the third would go.
     */
    @Test
    void aSlowMarkHoldsUpTheSenderOnlyOnceTheNextMarkIsDue() throws Exception {
        outbox.drain();
        long id = ServiceGames.startedClassicGame(); // invitation, two setup requests, two game-started: 5 emails
        List<String> sent = new CopyOnWriteArrayList<>();
        ExecutorService running = Executors.newSingleThreadExecutor();
        try (Connection holder = dataSource.getConnection()) {
            holder.setAutoCommit(false);
            MailSender holdingTheFirstRow = () -> {
                MailSender.Batch real = smtp.openBatch();
                return new MailSender.Batch() {
                    @Override
                    public void send(MailMessage message) throws MailException {
                        real.send(message);
                        if (sent.isEmpty()) {
                            hold(holder, message.messageId());
                        }
                        sent.add(message.messageId());
                    }

                    @Override
                    public void close() {
                        real.close();
                    }
                };
            };
            OutboxDispatcher markingEachEmail = TestDispatchers.dispatcher(clock, config, mailConfig, composer, queue, budgets, null,
                    config.batchSize(), 1, holdingTheFirstRow);

            Future<OutboxDispatcher.Run> run = running.submit(() -> markingEachEmail.dispatch());

            awaitSent(sent, 2);
            Thread.sleep(WATCH_MS);
            assertEquals(2, sent.size(), "the third email waits until the first one's mark is through: " + sent);
            holder.commit();
            OutboxDispatcher.Run done = run.get(PATIENCE_MS, TimeUnit.MILLISECONDS);
            assertEquals(5, done.sent(), done.toString());
            assertTrue(outbox.forGame(id).stream().allMatch(row -> row.state() == NotificationState.SENT),
                    "every mark went through once the row was let go");
        } finally {
            // The holder has let go (closed above), so a run stopped by a failed assertion ends before the next test.
            running.shutdown();
            running.awaitTermination(PATIENCE_MS, TimeUnit.MILLISECONDS);
        }
    }

    /** Locks the row of the email with this Message-ID, until {@code holder} commits. */
    private static void hold(Connection holder, String messageId) {
        try (PreparedStatement lock = holder.prepareStatement("select id from notification where message_id = ? for update")) {
            lock.setString(1, messageId);
            lock.executeQuery().close();
        } catch (SQLException failed) {
            throw new IllegalStateException(failed);
        }
    }

    private static void awaitSent(List<String> sent, int count) throws InterruptedException {
        long giveUp = System.currentTimeMillis() + PATIENCE_MS;
        while (sent.size() < count) {
            if (System.currentTimeMillis() > giveUp) {
                throw new AssertionError("the sender stopped after " + sent.size() + " emails while the first one's mark waited");
            }
            Thread.sleep(10);
        }
    }
}
