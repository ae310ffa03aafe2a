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
import org.hibernate.Session;

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
 * <p><b>Fair shares.</b> {@link #takeDue} takes every recipient's oldest due row before anyone's second, so a
 * game that records thousands of rows delays another person's email by a batch or two at most (the dispatcher takes
 * its next batch while one is being sent).
 *
 * <p><b>Order per seat.</b> A row is not due while an earlier pending row to the same seat of the same game
 * waits: {@link #takeDue} skips rows behind one that is backing off or leased, and {@link #behindOthers}
 * finds the taken rows behind one that another instance has locked. Rows addressed to a player (null game
 * and seat) neither wait nor hold anything up: {@code null = null} is never true. Nor do notices that wait on purpose
 * before they are due ({@link NotificationKind#holdsNothingUp()}).
 */
@ApplicationScoped
@Transactional(Transactional.TxType.MANDATORY)
public class OutboxQueue {

    /**
     * The fair claim. Every pending row gets its {@code turn}, its place among its recipient's pending rows in id
     * order, and whether an earlier row of its seat is not due ({@code behind_waiting}); the due rows not behind one
     * are ranked by turn, then id: everyone's oldest row before anyone's second. The first {@code :candidates} of
     * them are locked in that order, skipping rows another instance holds. Rows of the kinds that hold nothing up
     * ({@link NotificationKind#holdsNothingUp()}) do not count as waiting.
     *
     * <p>Why this shape: the ranking is handed over as an array, so the planner joins a short list by primary key
     * whatever its statistics say (joined as a subquery, a burst of rows the statistics had not seen yet made it
     * compare every pending row with every other). The conditions on {@code n} are repeated on purpose: they are
     * what PostgreSQL checks again on a row another instance changed and committed while this statement ran (it
     * does not rank again), so a row just leased is skipped.
     */
    private static final String TAKE_DUE = """
            select n.* from notification n
            join unnest(array(
                    select r.id
                    from (select id, kind, next_attempt_at, recipient_player_id, charged_player_id,
                                 row_number() over recipient as turn,
                                 bool_or(next_attempt_at > :now and kind not in (:aside))
                                     over (recipient rows between unbounded preceding and 1 preceding) as behind_waiting
                          from notification
                          where state = 'PENDING'
                          window recipient as (partition by game_id, recipient_seat, recipient_player_id order by id)) r
                    where r.next_attempt_at <= :now
                      and (r.recipient_player_id is not null or r.behind_waiting is not true) %s
                    order by r.turn, r.id
                    limit :candidates)) with ordinality as due (id, place) on due.id = n.id
            where n.state = 'PENDING' and n.next_attempt_at <= :now
            order by due.place
            limit :limit
            for update of n skip locked""";
    /** Candidates ranked per batch: enough to fill it while other instances hold the first few batches' rows. */
    private static final int CANDIDATE_BATCHES = 4;
    private static final String BEHIND_OTHERS = """
            select n.id from notification n
            where n.id in (:taken)
              and exists (select 1 from notification e
                          where e.game_id = n.game_id and e.recipient_seat = n.recipient_seat and e.recipient_player_id is null
                            and e.state = 'PENDING' and e.id < n.id and e.id not in (:taken) and e.kind not in (:aside) %s)""";
    /**
     * Pending rows of the {@code stale} kinds with a newer pending row of the {@code newer} kinds to the same seat of
     * the same game become SUPERSEDED: one pass over the pending rows counts, for each, the newer rows of its seat.
     * Only due rows: a row whose {@code next_attempt_at} is ahead may be under another instance's lease, being sent.
     * Locked rows are skipped, as in the claim; the ids are handed over as an array for the same reason.
     */
    private static final String SUPERSEDE = """
            update notification set state = 'SUPERSEDED'
            where id in (select o.id from notification o
                         where o.id = any(array(
                                 select s.id
                                 from (select id, kind, next_attempt_at,
                                              count(*) filter (where kind in (:newer)) over (partition by game_id, recipient_seat order by id desc
                                                                                            rows between unbounded preceding and 1 preceding) as newer
                                       from notification
                                       where state = 'PENDING' and recipient_player_id is null) s
                                 where s.kind in (:stale) and s.next_attempt_at <= :now and s.newer > 0))
                           and o.state = 'PENDING' and o.next_attempt_at <= :now
                         for update of o skip locked)""";

    private final EntityManager entityManager;

    @Inject
    public OutboxQueue(EntityManager entityManager) {
        this.entityManager = entityManager;
    }

    /**
     * Up to {@code limit} due pending rows, fairly: each recipient's oldest row before anyone's second (see
     * {@link #TAKE_DUE}), and within a recipient in id order. Rows of the {@code heldKinds} are left where they are.
     * Locked until the transaction ends; rows another transaction has locked are skipped ({@code FOR UPDATE SKIP
     * LOCKED}), so instances never take the same row. The rows are managed: what the caller changes on them is
     * written at flush.
     */
    public List<NotificationEntity> takeDue(Instant now, int limit, Set<NotificationKind> heldKinds) {
        return takeDue(now, limit, heldKinds, Set.of());
    }

    /**
     * The same, leaving also where they are the rows charged to the {@code heldPlayers} (whose share of the day's budget
     * is spent, {@link NotificationEntity#chargedPlayerId}).
     */
    @SuppressWarnings("unchecked")
    public List<NotificationEntity> takeDue(Instant now, int limit, Set<NotificationKind> heldKinds, Set<Long> heldPlayers) {
        String conditions = (heldKinds.isEmpty() ? "" : "and r.kind not in (:held) ")
                + (heldPlayers.isEmpty() ? "" : "and (r.charged_player_id is null or r.charged_player_id not in (:heldPlayers))");
        Query query = entityManager.createNativeQuery(TAKE_DUE.formatted(conditions), NotificationEntity.class)
                .setParameter("now", now)
                .setParameter("aside", names(NotificationKind.HOLDING_NOTHING_UP))
                .setParameter("candidates", limit * CANDIDATE_BATCHES)
                .setParameter("limit", limit);
        if (!heldKinds.isEmpty()) {
            query.setParameter("held", names(heldKinds));
        }
        if (!heldPlayers.isEmpty()) {
            query.setParameter("heldPlayers", heldPlayers);
        }
        return query.getResultList();
    }

    /** Marks due pending rows of the {@code stale} kinds SUPERSEDED where the same seat has a newer pending row of the {@code newer} kinds. */
    public int supersede(Set<NotificationKind> stale, Set<NotificationKind> newer, Instant now) {
        return entityManager.createNativeQuery(SUPERSEDE)
                .setParameter("stale", names(stale))
                .setParameter("newer", names(newer))
                .setParameter("now", now)
                .executeUpdate();
    }

    private static List<String> names(Set<NotificationKind> kinds) {
        return kinds.stream().map(Enum::name).toList();
    }

    /**
     * Which of the {@code taken} rows are behind an earlier pending row of the same seat that was not taken
     * with them (another instance holds it, so {@link #takeDue} skipped it): those must wait. Rows {@link #takeDue}
     * left where they were on purpose (of the {@code heldKinds}, or charged to the {@code heldPlayers}) hold nothing up.
     */
    public Set<Long> behindOthers(List<Long> taken, Set<NotificationKind> heldKinds, Set<Long> heldPlayers) {
        Set<Long> waiting = new HashSet<>();
        if (taken.isEmpty()) {
            return waiting;
        }
        String conditions = (heldKinds.isEmpty() ? "" : "and e.kind not in (:held) ")
                + (heldPlayers.isEmpty() ? "" : "and (e.charged_player_id is null or e.charged_player_id not in (:heldPlayers))");
        Query query = entityManager.createNativeQuery(BEHIND_OTHERS.formatted(conditions))
                .setParameter("taken", taken)
                .setParameter("aside", names(NotificationKind.HOLDING_NOTHING_UP));
        if (!heldKinds.isEmpty()) {
            query.setParameter("held", names(heldKinds));
        }
        if (!heldPlayers.isEmpty()) {
            query.setParameter("heldPlayers", heldPlayers);
        }
        for (Object id : query.getResultList()) {
            waiting.add(((Number) id).longValue());
        }
        return waiting;
    }

    /**
     * Writes the rows this transaction changed in JDBC batches of {@code size} at its next flush: a batch of composed
     * rows is then a few round trips to the database, not one per row.
     */
    public void writeInBatchesOf(int size) {
        entityManager.unwrap(Session.class).setJdbcBatchSize(size);
    }

    /**
     * Lets the caller's transaction commit without waiting for the disk ({@code set local synchronous_commit
     * = off}). Should the database crash just after, what the transaction wrote is lost although it
     * committed; only for writes whose loss the outbox survives, like {@link #markSent}.
     */
    public void commitWithoutWaitingForDisk() {
        entityManager.createNativeQuery("set local synchronous_commit = off").executeUpdate();
    }

    /**
     * Marks leased rows sent, in one statement; all must be under the same {@code lease}. Returns the ids marked: a row
     * whose lease ran out is no longer this sender's and is left as it is.
     */
    public Set<Long> markSent(List<Long> ids, Instant lease, Instant now) {
        Set<Long> marked = new HashSet<>();
        if (ids.isEmpty()) {
            return marked;
        }
        for (Object id : entityManager.createNativeQuery("""
                        update notification set state = 'SENT', sent_at = :now
                        where id in (:ids) and state = 'PENDING' and next_attempt_at = :lease
                        returning id""")
                .setParameter("now", now)
                .setParameter("ids", ids)
                .setParameter("lease", lease)
                .getResultList()) {
            marked.add(((Number) id).longValue());
        }
        return marked;
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
    public record Counts(long failedSince, long failedAllTime, long pending, long due, long retrying, long superseded) {
    }

    /** The counts at {@code now}, with the rows given up after {@code failedSince}. Four statements. */
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
        long superseded = ((Number) entityManager.createNativeQuery("select count(*) from notification where state = 'SUPERSEDED'")
                .getSingleResult()).longValue();
        return new Counts(failedRecently, failed, ((Number) pending[0]).longValue(), ((Number) pending[1]).longValue(),
                ((Number) pending[2]).longValue(), superseded);
    }

    /**
     * Makes leased rows that were not tried due again at {@code now}; those whose lease ran out are left alone. Returns
     * how many were made due.
     */
    public int release(List<Long> ids, Instant lease, Instant now) {
        if (ids.isEmpty()) {
            return 0;
        }
        return entityManager.createNativeQuery("""
                update notification set next_attempt_at = :now
                where id in (:ids) and state = 'PENDING' and next_attempt_at = :lease""")
                .setParameter("now", now)
                .setParameter("ids", ids)
                .setParameter("lease", lease)
                .executeUpdate();
    }

    /**
     * Clears the stored bodies of up to {@code limit} rows that are done with (sent, superseded or muted) since
     * before {@code before}, and the unsubscribe link among their headers: the links in them stay valid for
     * months. Address, Message-ID, subject, the other headers and the state stay. Given-up rows keep theirs, so an
     * operator can still set one pending again. Returns how many rows were cleared.
     */
    public int clearBodies(Instant before, int limit, Instant now) {
        return entityManager.createNativeQuery("""
                update notification
                set body_text = null, body_html = null, bodies_cleared_at = :now,
                    headers = regexp_replace(headers, '\\nList-Unsubscribe: [^\\n]*', '', 'g')
                where id in (select id from notification
                             where state in ('SENT', 'SUPERSEDED', 'MUTED') and body_text is not null
                               and coalesce(sent_at, composed_at) < :before
                             limit :limit)""")
                .setParameter("now", now)
                .setParameter("before", before)
                .setParameter("limit", limit)
                .executeUpdate();
    }
}
