package flagpost.game;

/** The colour the creator of a game asks for. */
public enum SeatChoice {
    RED,
    BLUE,
    RANDOM
}
