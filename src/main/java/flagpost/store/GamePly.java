package flagpost.store;

/** A ply of a game: the position right after move {@code ply} of game {@code gameId} (0: the start). */
public record GamePly(long gameId, int ply) {
}
