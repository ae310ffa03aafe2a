package flagpost.web;

import flagpost.rules.Side;
import flagpost.store.GameEntity;
import flagpost.words.Language;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;

/** The player behind a seat, for issuing a games-list link (its subject is the player, not the game), and their language. */
@ApplicationScoped
public class PlayerIds {

    @Transactional
    public long of(long gameId, Side seat) {
        GameEntity game = GameEntity.findById(gameId);
        return seat == Side.RED ? game.redPlayer.id : game.bluePlayer.id;
    }

    /** Stores the language the player behind a seat reads ({@code player.language}), as the settings page would. */
    @Transactional
    public void setLanguage(long gameId, Side seat, Language language) {
        GameEntity game = GameEntity.findById(gameId);
        (seat == Side.RED ? game.redPlayer : game.bluePlayer).language = language.code();
    }
}
