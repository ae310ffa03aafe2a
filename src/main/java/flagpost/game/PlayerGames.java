package flagpost.game;

import flagpost.rules.Side;
import flagpost.store.GameEntity;
import java.time.Instant;

/**
 * One of a player's games as the host's look-up, an export and an erasure report it: the seat, the state, the opponent
 * by the name the game shows, and the result in the rules' own words.
 */
public record PlayerGames(long gameId, Side seat, String status, String variant, String opponent, int ply, Instant createdAt,
        Instant finishedAt, String result) {

    static PlayerGames of(GameEntity game, long playerId) {
        Side seat = game.redPlayer.id == playerId ? Side.RED : Side.BLUE;
        return new PlayerGames(game.id, seat, game.status.name(), game.variant.name(), game.nameOf(seat.opponent()), game.ply,
                game.createdAt, game.finishedAt, game.result() == null ? null : game.result().describe());
    }
}
