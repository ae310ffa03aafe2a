package flagpost.game;

import flagpost.words.Language;
import java.util.List;

/**
 * One player's games, newest first, each from that player's seat; {@code linkEpoch} is what fresh links to them carry,
 * {@code language} the player's own (null until chosen).
 */
public record GamesList(long playerId, String playerName, int linkEpoch, List<GameSettings> games, Language language) {
}
