package flagpost.store;

import flagpost.rules.Side;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.List;

/**
 * The link-request intervals ({@code flagpost.game.LinkRequestService}): whether a games-list email to a player,
 * or a fresh-link email to a seat, was recorded lately. The outbox itself is the record, so the answer holds
 * across instances and restarts. Runs inside the caller's transaction ({@link Transactional.TxType#MANDATORY}),
 * which locks the player's or the game's row first, so two requests at once still record one email.
 */
@ApplicationScoped
@Transactional(Transactional.TxType.MANDATORY)
public class LinkRequests {

    private final EntityManager entityManager;

    @Inject
    public LinkRequests(EntityManager entityManager) {
        this.entityManager = entityManager;
    }

    /**
     * Locks the row of the player with this address until the transaction ends; the id, or null when no player has it.
     * The same statement runs either way, so the time taken does not tell whether the address plays here.
     */
    public Long lockPlayerByEmail(String email) {
        List<?> found = entityManager.createNativeQuery("select id from player where email = :email for update")
                .setParameter("email", email)
                .getResultList();
        return found.isEmpty() ? null : ((Number) found.get(0)).longValue();
    }

    /**
     * Records a games-list email to the player unless one was recorded after {@code since}, or {@code doNotInvite} (the
     * address as typed, normalised; null when the request came with the player's own link) is on the do-not-invite list;
     * true when it did. One statement, the same one for a null player (an unknown address), which records nothing, and for
     * an address on the list, so neither the answer nor its time tells them apart. Its commit need not wait
     * for the disk ({@code synchronous_commit = off}): a crash may lose the request, which the person simply makes
     * again, while waiting would take the known address measurably longer than an unknown one.
     */
    public boolean recordGamesListUnlessRecent(Long playerId, String doNotInvite, Instant now, Instant since) {
        entityManager.createNativeQuery("set local synchronous_commit = off").executeUpdate();
        boolean recorded = entityManager.createNativeQuery("""
                insert into notification (recipient_player_id, kind, ply, created_at, state, attempts, next_attempt_at)
                select p.id, 'MY_GAMES', 0, :now, 'PENDING', 0, :now
                from (select cast(:player as bigint) as id) p
                where p.id is not null
                  and not exists (select 1 from do_not_invite d where d.email = cast(:email as text))
                  and not exists (select 1 from notification n
                                  where n.recipient_player_id = p.id and n.kind = 'MY_GAMES' and n.created_at > :since)""")
                .setParameter("player", playerId)
                .setParameter("email", doNotInvite)
                .setParameter("now", now)
                .setParameter("since", since)
                .executeUpdate() > 0;
        if (recorded) {
            NotificationsRecorded.fire();
        }
        return recorded;
    }

    /** Whether a fresh-link email to the seat of the game was recorded after {@code since}. */
    public boolean freshLinksRecordedSince(long gameId, Side seat, Instant since) {
        return entityManager.createQuery("""
                select count(n) from NotificationEntity n
                where n.gameId = :game and n.recipientSeat = :seat and n.kind = :kind and n.createdAt > :since""", Long.class)
                .setParameter("game", gameId)
                .setParameter("seat", seat)
                .setParameter("kind", NotificationKind.FRESH_LINKS)
                .setParameter("since", since)
                .getSingleResult() > 0;
    }
}
