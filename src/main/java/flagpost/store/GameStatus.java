package flagpost.store;

/** Where a stored game is in its life. Stored by name: never rename one. */
public enum GameStatus {
    /** The opponent has been invited and has not answered. */
    INVITED,
    /** The opponent declined. */
    DECLINED,
    /** Nobody answered the invitation in time, or nobody set up in time. */
    LAPSED,
    /** Both players are placing their pieces. */
    SETUP,
    PLAYING,
    FINISHED
}
