package flagpost.store;

import flagpost.rules.Side;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.time.Instant;

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

    /** Whether a games-list email to the player was recorded after {@code since}. */
    public boolean gamesListRecordedSince(long playerId, Instant since) {
        return entityManager.createQuery("""
                select count(n) from NotificationEntity n
                where n.recipientPlayerId = :player and n.kind = :kind and n.createdAt > :since""", Long.class)
                .setParameter("player", playerId)
                .setParameter("kind", NotificationKind.MY_GAMES)
                .setParameter("since", since)
                .getSingleResult() > 0;
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
