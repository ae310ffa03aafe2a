package flagpost.rules;

/**
 * Games from positions drawn as text ({@link TextBoard}), for tests outside this package (the computer player's).
 * Such a game has no setups and no history: nothing has moved and nothing is revealed.
 */
public final class DrawnGames {

    private DrawnGames() {
    }

    public static Game game(String drawing, Side toMove) {
        return TextBoard.game(drawing, toMove);
    }
}
