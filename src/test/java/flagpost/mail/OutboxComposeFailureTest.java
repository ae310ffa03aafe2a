package flagpost.mail;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.icegreen.greenmail.util.GreenMail;
import flagpost.game.Invitations;
import flagpost.game.NewGame;
import flagpost.game.SeatChoice;
import flagpost.rules.Side;
import flagpost.store.NotificationEntity;
import flagpost.store.NotificationState;
import flagpost.support.GreenMailInbox;
import flagpost.support.GreenMailResource;
import flagpost.support.GreenMailResource.InjectGreenMail;
import flagpost.support.ServiceGames;
import flagpost.support.TestClock;
import io.quarkus.arc.ClientProxy;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusMock;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** A notification that cannot be composed fails like a send would: counted, retried, given up; the rest of the batch goes. */
@QuarkusTest
@WithTestResource(value = GreenMailResource.class, scope = TestResourceScope.GLOBAL)
class OutboxComposeFailureTest {

    @Inject
    Invitations invitations;

    @Inject
    OutboxDispatcher dispatcher;

    @Inject
    OutboxRows outbox;

    @Inject
    OutboxConfig config;

    @Inject
    MailComposer composer;

    @Inject
    TestClock clock;

    @InjectGreenMail
    GreenMail greenMail;

    /**
     * @param breaksTransaction whether the failure also marks the dispatcher's transaction for rollback, as an
     *                          exception through the composer's own @Transactional does
     */
    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void aNotificationThatCannotBeComposedIsRetriedAndTheRestOfTheBatchStillGoes(boolean breaksTransaction) {
        outbox.drain();
        String alice = ServiceGames.uniqueEmail("alice");
        String bob = ServiceGames.uniqueEmail("bob");
        long id = invitations.create(NewGame.classic("Alice", alice, bob, SeatChoice.RED));
        invitations.accept(id, "Bob");
        List<OutboxRows.Row> rows = outbox.forGame(id); // Bob: invitation, Alice: setup, Bob: setup
        long broken = rows.get(1).id();
        MailComposer real = ClientProxy.unwrap(composer);
        QuarkusMock.installMockForType(new MailComposer(null, null, null, null, null, null) {
            @Override
            public Batch batch(List<NotificationEntity> notifications) {
                return real.batch(notifications);
            }

            @Override
            public MailMessage compose(NotificationEntity notification, Batch read) {
                if (notification.id == broken) {
                    if (breaksTransaction) {
                        QuarkusTransaction.setRollbackOnly();
                    }
                    throw new IllegalStateException("no template for this");
                }
                return real.compose(notification, read);
            }
        }, MailComposer.class);

        OutboxDispatcher.Run run = dispatcher.dispatch();

        assertEquals(1, run.retrying());
        OutboxRows.Row failed = outbox.row(broken);
        assertEquals(NotificationState.PENDING, failed.state());
        assertEquals(1, failed.attempts());
        assertEquals("composing failed: IllegalStateException: no template for this", failed.lastError());
        assertNull(failed.messageId(), "nothing stored for it");
        assertEquals(clock.instant().plus(config.backoffBase()), failed.nextAttemptAt());
        assertEquals(NotificationState.SENT, outbox.row(rows.get(0).id()).state(), "Bob's invitation went");
        assertEquals(NotificationState.SENT, outbox.row(rows.get(2).id()).state(), "Bob's setup mail went");
        assertEquals(0, GreenMailInbox.to(greenMail, alice).size());

        // Still broken at every attempt: given up at the limit, like a send.
        for (int attempt = 2; attempt <= config.maxAttempts(); attempt++) {
            clock.advance(dispatcher.backoff(attempt - 1));
            dispatcher.dispatch();
        }
        assertEquals(NotificationState.FAILED, outbox.row(broken).state());
        assertEquals(config.maxAttempts(), outbox.row(broken).attempts());
        outbox.acknowledgeFailure(broken);
    }
}
