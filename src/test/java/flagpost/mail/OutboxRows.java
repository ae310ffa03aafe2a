package flagpost.mail;

import flagpost.rules.Side;
import flagpost.store.NotificationEntity;
import flagpost.store.NotificationKind;
import flagpost.store.NotificationState;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.List;

/** Reads and drains the outbox for tests; each read in its own transaction, so tests see committed rows only. */
@ApplicationScoped
public class OutboxRows {

    @Inject
    OutboxDispatcher dispatcher;

    @Inject
    EntityManager entityManager;

    /** One row as tests compare it. */
    public record Row(long id, Side seat, NotificationKind kind, int ply, NotificationState state, int attempts, String messageId,
            String toAddress, String subject, String lastError, Instant nextAttemptAt, Instant sentAt, Instant failedAt) {
    }

    @Transactional
    public List<Row> forGame(long gameId) {
        return NotificationEntity.forGame(gameId).stream().map(OutboxRows::row).toList();
    }

    @Transactional
    public List<Row> forGame(long gameId, Side seat) {
        return forGame(gameId).stream().filter(row -> row.seat() == seat).toList();
    }

    @Transactional
    public Row row(long id) {
        return row(NotificationEntity.findById(id));
    }

    /** Runs the dispatcher until a run does nothing; returns how many emails went out. */
    public int drain() {
        int sent = 0;
        for (int run = 0; run < 1_000; run++) {
            OutboxDispatcher.Run result = dispatcher.dispatch();
            sent += result.sent();
            if (result.idle()) {
                return sent;
            }
        }
        throw new AssertionError("the outbox did not drain in 1,000 runs");
    }

    /**
     * What an operator does after dealing with a given-up row: its failure is moved back beyond the health
     * check's window, so the suite's shared database does not leave the outbox DOWN for later tests.
     */
    @Transactional
    public void acknowledgeFailure(long id) {
        entityManager.createNativeQuery("update notification set failed_at = failed_at - interval '400 days' where id = :id and state = 'FAILED'")
                .setParameter("id", id)
                .executeUpdate();
    }

    @Transactional
    public void execute(String sql) {
        entityManager.createNativeQuery(sql).executeUpdate();
    }

    private static Row row(NotificationEntity n) {
        return new Row(n.id, n.recipientSeat, n.kind, n.ply, n.state, n.attempts, n.messageId, n.toAddress, n.subject, n.lastError,
                n.nextAttemptAt, n.sentAt, n.failedAt);
    }
}
