package flagpost.store;

import flagpost.rules.Side;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * The computer's work (table {@code computer_turn}, migration V23): a game where the computer is to move, or owes an
 * answer to a draw offer. A row is written in the transaction that gives the computer something to do and deleted in
 * the one that does it, so the work commits with its cause and ends with its answer.
 *
 * <p>Taking a row is the outbox's pattern: one statement picks the oldest due row with {@code FOR UPDATE SKIP LOCKED}
 * (so instances taking at the same moment never take the same row, nor wait for each other) and moves its
 * {@code due_at} one lease ahead, which is committed before the computer thinks. Until the lease runs out no one else
 * takes the row; if the instance dies while thinking, the row comes due again and another instance plays the same
 * turn (with the same seed, so the same move when no wall-clock cap cut the thinking). Applying the answer checks the
 * game's ply under the game's lock, which is what makes a move played twice impossible even then.
 *
 * <p>Runs inside the caller's transaction ({@link Transactional.TxType#MANDATORY}).
 */
@ApplicationScoped
@Transactional(Transactional.TxType.MANDATORY)
public class ComputerQueue {

    /** A taken row: the game, the computer's seat, the ply it was written at, and the lease that now holds it. */
    public record Claim(long gameId, Side seat, int ply, Instant lease, int attempts) {
    }

    private final EntityManager entityManager;
    private final Event<ComputerWorkRecorded> recorded;

    @Inject
    public ComputerQueue(EntityManager entityManager, Event<ComputerWorkRecorded> recorded) {
        this.entityManager = entityManager;
        this.recorded = recorded;
    }

    /**
     * Records that the computer in {@code seat} has something to do in the game at {@code ply}, from {@code dueAt}. A
     * row the game already has (a draw offer while the computer thinks about its move) is made due again, at the new ply.
     */
    public void enqueue(long gameId, Side seat, int ply, Instant dueAt) {
        entityManager.createNativeQuery("""
                insert into computer_turn (game_id, seat, ply, due_at) values (:game, :seat, :ply, :due)
                on conflict (game_id) do update set seat = excluded.seat, ply = excluded.ply, due_at = excluded.due_at,
                                                    attempts = 0, last_error = null""")
                .setParameter("game", gameId)
                .setParameter("seat", seat.code())
                .setParameter("ply", ply)
                .setParameter("due", dueAt)
                .executeUpdate();
        recorded.fire(new ComputerWorkRecorded(gameId));
    }

    /**
     * The oldest row due at {@code now} that no other transaction holds, leased until {@code leaseUntil}; empty when
     * none is due or every due row is held.
     */
    public Optional<Claim> takeDue(Instant now, Instant leaseUntil) {
        return takeDue(now, leaseUntil, null);
    }

    /**
     * The same among these games only ({@code null}: every game). Tests share one database, so a test's taking must not
     * depend on the rows another test left.
     */
    public Optional<Claim> takeDue(Instant now, Instant leaseUntil, Collection<Long> only) {
        List<Long> among = new ArrayList<>(only == null ? List.of() : only);
        among.add(-1L); // keeps "in (...)" valid when the list is empty
        @SuppressWarnings("unchecked")
        List<Object[]> taken = entityManager.createNativeQuery("""
                update computer_turn set due_at = :lease, attempts = attempts + 1
                where game_id = (select game_id from computer_turn where due_at <= :now and (:everyGame or game_id in (:among))
                                 order by due_at limit 1 for update skip locked)
                returning game_id, seat, ply, due_at, attempts""")
                .setParameter("now", now)
                .setParameter("lease", leaseUntil)
                .setParameter("everyGame", only == null)
                .setParameter("among", among)
                .getResultList();
        if (taken.isEmpty()) {
            return Optional.empty();
        }
        Object[] row = taken.get(0);
        return Optional.of(new Claim(((Number) row[0]).longValue(), Side.valueOf((String) row[1]), ((Number) row[2]).intValue(),
                instant(row[3]), ((Number) row[4]).intValue()));
    }

    /** Ends the work of a claim, unless the row was written again meanwhile (then it holds new work and stays). */
    public boolean done(Claim claim) {
        return entityManager.createNativeQuery("delete from computer_turn where game_id = :game and due_at = :lease")
                .setParameter("game", claim.gameId())
                .setParameter("lease", claim.lease())
                .executeUpdate() == 1;
    }

    /** Puts a claim whose work failed off until {@code retryAt}, with the reason, unless the row was written again. */
    public void failed(Claim claim, String error, Instant retryAt) {
        entityManager.createNativeQuery("""
                update computer_turn set due_at = :retry, last_error = :error where game_id = :game and due_at = :lease""")
                .setParameter("retry", retryAt)
                .setParameter("error", error.length() > 500 ? error.substring(0, 500) : error)
                .setParameter("game", claim.gameId())
                .setParameter("lease", claim.lease())
                .executeUpdate();
    }

    /** Whether the game has work waiting for the computer (due or leased). */
    public boolean waiting(long gameId) {
        return !entityManager.createNativeQuery("select 1 from computer_turn where game_id = :game")
                .setParameter("game", gameId).getResultList().isEmpty();
    }

    private static Instant instant(Object value) {
        if (value instanceof Instant instant) {
            return instant;
        }
        if (value instanceof OffsetDateTime offset) {
            return offset.toInstant();
        }
        return ((java.sql.Timestamp) value).toInstant();
    }
}
