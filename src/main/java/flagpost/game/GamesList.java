package flagpost.game;

import java.util.List;

/** One player's games, newest first, each from that player's seat. */
public record GamesList(long playerId, String playerName, List<GameSettings> games) {
}
