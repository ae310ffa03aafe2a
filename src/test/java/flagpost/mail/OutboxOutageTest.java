package flagpost.mail;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.icegreen.greenmail.util.GreenMail;
import flagpost.game.Play;
import flagpost.rules.Move;
import flagpost.rules.Side;
import flagpost.store.ConnectionFailures;
import flagpost.store.MailBudgets;
import flagpost.store.NotificationState;
import flagpost.store.OutboxQueue;
import flagpost.support.DatabaseOutage;
import flagpost.support.GreenMailInbox;
import flagpost.support.GreenMailResource;
import flagpost.support.GreenMailResource.InjectGreenMail;
import flagpost.support.ServiceGames;
import flagpost.support.TestClock;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/**
 * The database going away in the middle of a batch, for real: every connection the application holds to it is ended
 * by the server ({@code pg_terminate_backend}) while the dispatcher is sending, so the marks of emails the mail server
 * has taken cannot be written. When the database answers again, those emails are SENT (not sent again, and not
 * recorded as superseded by the next turn email), and the seats' later mail goes at once instead of waiting out the
 * lease ({@code flagpost.mail.outbox.lease}, five minutes).
 */
@QuarkusTest
@WithTestResource(value = GreenMailResource.class, scope = TestResourceScope.GLOBAL)
class OutboxOutageTest {

    /** How long a pooled connection may be idle before it is checked ({@code foreground-validation-interval}), and then some. */
    private static final long POOL_CHECKS_AFTER_MS = 1_200;

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
    Play play;

    @InjectGreenMail
    GreenMail greenMail;

    @Test
    void aBatchTheDatabaseLeftIsMarkedSentWhenItIsBackAndHoldsNoLaterMailOnTheLease() throws Exception {
        outbox.drain();
        long id = ServiceGames.startedClassicGame(); // invitation, setup requests, game started: none sent yet
        play.move(id, Side.RED, 0, Move.of("e4", "e5"));
        play.move(id, Side.BLUE, 1, Move.of("a7", "a6"));
        List<OutboxRows.Row> interrupted = outbox.forGame(id).stream().filter(row -> row.state() == NotificationState.PENDING).toList();
        assertTrue(interrupted.size() >= 7, "the game's mail so far and turn mail to both seats waits: " + interrupted);

        List<String> handedOver = new CopyOnWriteArrayList<>();
        MailSender losingTheDatabase = () -> {
            MailSender.Batch real = smtp.openBatch();
            return new MailSender.Batch() {
                @Override
                public void send(MailMessage message) throws MailException {
                    real.send(message);
                    handedOver.add(message.messageId());
                    if (handedOver.size() == 2) {
                        // The first email's mark is through, on the connection the next mark will use: it is ended now.
                        awaitSent(handedOver.get(0));
                        DatabaseOutage.endEveryConnectionOfTheApplication();
                    }
                }

                @Override
                public void close() {
                    real.close();
                }
            };
        };
        OutboxDispatcher dispatcher = TestDispatchers.dispatcher(clock, config, mailConfig, composer, queue, budgets, null,
                config.batchSize(), 1, losingTheDatabase);

        RuntimeException away = null;
        try {
            dispatcher.dispatch();
        } catch (RuntimeException problem) {
            away = problem;
        }
        assertTrue(away != null && ConnectionFailures.isCause(away), "the run ends saying the database went away: " + away);

        // The database answers again; the job's next runs (every 10 s in production) find it back.
        Thread.sleep(POOL_CHECKS_AFTER_MS); // every dead pooled connection is now checked before it is handed out
        dispatcher.dispatch(); // it is the same instance, with what it kept in memory
        play.move(id, Side.RED, 2, Move.of("f4", "f5"));
        dispatcher.dispatch();

        List<OutboxRows.Row> rows = outbox.forGame(id);
        for (OutboxRows.Row row : rows) {
            assertEquals(NotificationState.SENT, row.state(), "every email of the game is recorded as sent: " + row);
        }
        assertTrue(rows.size() > interrupted.size(), "the move after the outage was told: " + rows);
        for (Side seat : Side.values()) {
            List<String> received = GreenMailInbox.to(greenMail, ServiceGames.emailOf(id, seat)).stream().map(GreenMailInbox::messageId)
                    .toList();
            List<String> recorded = new ArrayList<>(rows.stream().filter(row -> row.seat() == seat).map(OutboxRows.Row::messageId).toList());
            assertEquals(recorded, received, "each email once, in order, the newest at once, to " + seat);
        }
    }

    /** Waits until the row of this email is marked sent, as seen from outside the application's pool. */
    private static void awaitSent(String messageId) {
        long giveUp = System.currentTimeMillis() + 30_000;
        try (Connection side = DatabaseOutage.sideConnection();
                PreparedStatement state = side.prepareStatement("select state from notification where message_id = ?")) {
            state.setString(1, messageId);
            while (true) {
                try (ResultSet read = state.executeQuery()) {
                    if (read.next() && read.getString(1).equals("SENT")) {
                        return;
                    }
                }
                if (System.currentTimeMillis() > giveUp) {
                    throw new AssertionError("the first email was never marked sent");
                }
                Thread.sleep(10);
            }
        } catch (SQLException | InterruptedException failed) {
            throw new IllegalStateException(failed);
        }
    }
}
