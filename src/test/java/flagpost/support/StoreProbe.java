package flagpost.support;

import flagpost.store.GameEntity;
import flagpost.store.MoveEntity;
import flagpost.store.NotificationEntity;
import flagpost.store.NotificationKind;
import flagpost.store.PlayerEntity;
import flagpost.rules.Side;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.util.List;

/** Reads what the service stored, each call in its own transaction, so tests see only committed data. */
@ApplicationScoped
public class StoreProbe {

    @Inject
    EntityManager entityManager;

    /** One notification as a test compares it. */
    public record Sent(Side to, NotificationKind kind, int ply) {
    }

    @Transactional
    public List<Sent> notifications(long gameId) {
        return NotificationEntity.forGame(gameId).stream().map(n -> new Sent(n.recipientSeat, n.kind, n.ply)).toList();
    }

    @Transactional
    public long moveCount(long gameId) {
        return MoveEntity.count("gameId", gameId);
    }

    @Transactional
    public GameEntity game(long gameId) {
        GameEntity game = GameEntity.findById(gameId);
        entityManager.detach(game);
        return game;
    }

    @Transactional
    public PlayerEntity player(long playerId) {
        PlayerEntity player = PlayerEntity.findById(playerId);
        entityManager.detach(player);
        return player;
    }

    @Transactional
    public void execute(String sql) {
        entityManager.createNativeQuery(sql).executeUpdate();
    }
}
