package flagpost.game;

/** A genuine watch link that one of the players has turned off (or replaced by a new one). */
public class WatchLinkOffException extends RuntimeException {

    public WatchLinkOffException() {
        super("this watch link was turned off by one of the players", null, false, false); // not for players: logs
    }
}
