package flagpost.rules;

/**
 * Per-game options fixed when the game is created (docs/RULES.md §2 and §7).
 *
 * @param twoSquaresLimit      3 (ISF, default) or 5 (Jumbo 2006, early Gravon)
 * @param scoutAttacksAtRange  true (ISF): a Scout may move and strike in one turn
 * @param plyCap               house-rule cap on the number of plies, ending in a draw; 0 means none
 */
public record GameOptions(int twoSquaresLimit, boolean scoutAttacksAtRange, int plyCap) {

    public static final GameOptions DEFAULT = new GameOptions(3, true, 0);

    public GameOptions {
        if (twoSquaresLimit != 3 && twoSquaresLimit != 5) {
            throw new IllegalArgumentException("twoSquaresLimit must be 3 or 5, was " + twoSquaresLimit);
        }
        if (plyCap < 0) {
            throw new IllegalArgumentException("plyCap must be 0 (off) or positive, was " + plyCap);
        }
    }

    public boolean hasPlyCap() {
        return plyCap > 0;
    }

    public GameOptions withTwoSquaresLimit(int limit) {
        return new GameOptions(limit, scoutAttacksAtRange, plyCap);
    }

    public GameOptions withScoutAttacksAtRange(boolean allowed) {
        return new GameOptions(twoSquaresLimit, allowed, plyCap);
    }

    public GameOptions withPlyCap(int cap) {
        return new GameOptions(twoSquaresLimit, scoutAttacksAtRange, cap);
    }
}
