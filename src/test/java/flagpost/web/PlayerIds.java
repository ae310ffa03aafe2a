package flagpost.web;

import flagpost.rules.Side;
import flagpost.store.GameEntity;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;

/** The player behind a seat, for issuing a games-list link (its subject is the player, not the game). */
@ApplicationScoped
public class PlayerIds {

    @Transactional
    public long of(long gameId, Side seat) {
        GameEntity game = GameEntity.findById(gameId);
        return seat == Side.RED ? game.redPlayer.id : game.bluePlayer.id;
    }
}
