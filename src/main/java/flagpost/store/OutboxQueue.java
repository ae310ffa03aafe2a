package flagpost.store;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.Query;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The outbox as a queue: the {@code notification} rows that are due, how they are taken, leased and marked.
 * The statements live here; what to do with a row (compose, send, when to back off) is the dispatcher's
 * ({@code flagpost.mail.OutboxDispatcher}), and so are the transactions: every method runs inside the
 * caller's ({@link Transactional.TxType#MANDATORY}), and each is one statement unless it says otherwise.
 *
 * <p><b>The lease.</b> A taken row is reserved by moving its {@code next_attempt_at} to the end of a lease.
 * Every outcome is written only while {@code next_attempt_at} is still that lease, so a row another
 * instance took over after the lease ran out is not overwritten: the {@code mark…} methods and
 * {@link #release} return or touch nothing then.
 *
 * <p><b>Order per seat.</b> A row is not due while an earlier pending row to the same seat of the same game
 * waits: {@link #takeDue} skips rows behind one that is backing off or leased, and {@link #behindOthers}
 * finds the taken rows behind one that another instance has locked. Rows addressed to a player (null game
 * and seat) neither wait nor hold anything up: {@code null = null} is never true.
 */
@ApplicationScoped
@Transactional(Transactional.TxType.MANDATORY)
public class OutboxQueue {

    private static final String TAKE_DUE = """
            select n.* from notification n
            where n.state = 'PENDING' and n.next_attempt_at <= :now
              and not exists (select 1 from notification e
                              where e.game_id = n.game_id and e.recipient_seat = n.recipient_seat
                                and e.state = 'PENDING' and e.id < n.id and e.next_attempt_at > :now)
            order by n.id
            limit :limit
            for update of n skip locked""";
    private static final String BEHIND_OTHERS = """
            select n.id from notification n
            where n.id in (:taken)
              and exists (select 1 from notification e
                          where e.game_id = n.game_id and e.recipient_seat = n.recipient_seat
                            and e.state = 'PENDING' and e.id < n.id and e.id not in (:taken))""";

    private final EntityManager entityManager;

    @Inject
    public OutboxQueue(EntityManager entityManager) {
        this.entityManager = entityManager;
    }

    /**
     * Up to {@code limit} due pending rows in id order, locked until the transaction ends; rows another
     * transaction has locked are skipped ({@code FOR UPDATE SKIP LOCKED}), so instances never take the same
     * row. The rows are managed: what the caller changes on them is written at flush.
     */
    @SuppressWarnings("unchecked")
    public List<NotificationEntity> takeDue(Instant now, int limit) {
        return entityManager.createNativeQuery(TAKE_DUE, NotificationEntity.class)
                .setParameter("now", now)
                .setParameter("limit", limit)
                .getResultList();
    }

    /**
     * Which of the {@code taken} rows are behind an earlier pending row of the same seat that was not taken
     * with them (another instance holds it, so {@link #takeDue} skipped it): those must wait.
     */
    public Set<Long> behindOthers(List<Long> taken) {
        Set<Long> waiting = new HashSet<>();
        if (taken.isEmpty()) {
            return waiting;
        }
        for (Object id : entityManager.createNativeQuery(BEHIND_OTHERS).setParameter("taken", taken).getResultList()) {
            waiting.add(((Number) id).longValue());
        }
        return waiting;
    }

    /**
     * Lets the caller's transaction commit without waiting for the disk ({@code set local synchronous_commit
     * = off}). Should the database crash just after, what the transaction wrote is lost although it
     * committed; only for writes whose loss the outbox survives, like {@link #markSent}.
     */
    public void commitWithoutWaitingForDisk() {
        entityManager.createNativeQuery("set local synchronous_commit = off").executeUpdate();
    }

    /** Marks a leased row sent; 0 when its lease ran out (the row is no longer this sender's). */
    public int markSent(long id, Instant lease, Instant now) {
        return updateLeased("state = 'SENT', sent_at = :now", id, lease)
                .setParameter("now", now)
                .executeUpdate();
    }

    /** Gives a leased row up (FAILED) after {@code attempts} attempts; 0 when its lease ran out. */
    public int markFailed(long id, Instant lease, int attempts, String error, Instant now) {
        return updateLeased("state = 'FAILED', attempts = :attempts, last_error = :error, failed_at = :now", id, lease)
                .setParameter("attempts", attempts)
                .setParameter("error", error)
                .setParameter("now", now)
                .executeUpdate();
    }

    /** Records a failed attempt on a leased row, to be tried again at {@code next}; 0 when its lease ran out. */
    public int markBackingOff(long id, Instant lease, int attempts, String error, Instant next) {
        return updateLeased("attempts = :attempts, last_error = :error, next_attempt_at = :next", id, lease)
                .setParameter("attempts", attempts)
                .setParameter("error", error)
                .setParameter("next", next)
                .executeUpdate();
    }

    /** {@code update notification set <assignments>} on one row, only while it is pending and still under {@code lease}. */
    private Query updateLeased(String assignments, long id, Instant lease) {
        return entityManager.createNativeQuery("update notification set " + assignments
                + " where id = :id and state = 'PENDING' and next_attempt_at = :lease")
                .setParameter("id", id)
                .setParameter("lease", lease);
    }

    /**
     * What the health check reports. {@code failedSince}: rows given up since the time asked about;
     * {@code retrying}: pending rows with a failed attempt behind them.
     */
    public record Counts(long failedSince, long failedAllTime, long pending, long due, long retrying) {
    }

    /** The counts at {@code now}, with the rows given up after {@code failedSince}. Three statements. */
    public Counts counts(Instant now, Instant failedSince) {
        long failedRecently = ((Number) entityManager
                .createNativeQuery("select count(*) from notification where state = 'FAILED' and failed_at > :since")
                .setParameter("since", failedSince)
                .getSingleResult()).longValue();
        long failed = ((Number) entityManager.createNativeQuery("select count(*) from notification where state = 'FAILED'")
                .getSingleResult()).longValue();
        Object[] pending = (Object[]) entityManager.createNativeQuery("""
                select count(*), count(*) filter (where next_attempt_at <= :now), count(*) filter (where attempts > 0)
                from notification where state = 'PENDING'""")
                .setParameter("now", now)
                .getSingleResult();
        return new Counts(failedRecently, failed, ((Number) pending[0]).longValue(), ((Number) pending[1]).longValue(),
                ((Number) pending[2]).longValue());
    }

    /** Makes leased rows that were not tried due again at {@code now}; those whose lease ran out are left alone. */
    public void release(List<Long> ids, Instant lease, Instant now) {
        if (ids.isEmpty()) {
            return;
        }
        entityManager.createNativeQuery("""
                update notification set next_attempt_at = :now
                where id in (:ids) and state = 'PENDING' and next_attempt_at = :lease""")
                .setParameter("now", now)
                .setParameter("ids", ids)
                .setParameter("lease", lease)
                .executeUpdate();
    }
}
