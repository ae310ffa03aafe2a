package flagpost.game;

import java.util.List;

/** One player's games, newest first, each from that player's seat; {@code linkEpoch} is what fresh links to them carry. */
public record GamesList(long playerId, String playerName, int linkEpoch, List<GameSettings> games) {
}
