package flagpost.game;

/**
 * One page of a game's move list: the history shows one page of moves at a time, so its cost does not grow with the
 * game. Pages are fixed, not centred on the shown move, so a page's links stay the same while one steps through it:
 * page 0 holds moves 1 to {@link #SIZE}, page 1 the next {@link #SIZE}, and so on; the start (ply 0) is on page 0.
 *
 * @param number   counted from 0
 * @param firstPly the page's first move
 * @param lastPly  its last move; below {@code firstPly} only on the empty page of a game with no move yet
 */
public record MovePage(int number, int firstPly, int lastPly) {

    /** Moves on a full page. */
    public static final int SIZE = 100;

    /** The page that holds {@code ply} of a game at {@code gamePly}. */
    public static MovePage holding(int ply, int gamePly) {
        return number(ply == 0 ? 0 : (ply - 1) / SIZE, gamePly);
    }

    /** Page {@code number} of a game at {@code gamePly}. */
    public static MovePage number(int number, int gamePly) {
        return new MovePage(number, number * SIZE + 1, Math.min((number + 1) * SIZE, gamePly));
    }

    /** How many pages a game at {@code gamePly} has: one even before the first move. */
    public static int count(int gamePly) {
        return Math.max(1, (gamePly + SIZE - 1) / SIZE);
    }
}
