package flagpost.game;

/**
 * What the setup page of one seat may show: the game as a list shows it, the seat's own stored setup
 * string (null until submitted) and only whether the opponent's is in, never the opponent's setup.
 */
public record SetupState(GameSummary summary, String ownSetup, boolean opponentPlaced) {

    public boolean ownPlaced() {
        return ownSetup != null;
    }
}
