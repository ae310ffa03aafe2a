package flagpost.words;

import java.time.Instant;

/** What the play page says about an agreed pause of a game. */
public final class Paused {

    private Paused() {
    }

    /** "The game is paused since Tuesday 1 December 2026, 11:00 UTC; the clock is stopped until either of you resumes it." */
    public static String since(Language language, Instant pausedAt) {
        return Words.of(language).pausedSince(Times.when(language, pausedAt));
    }

    /** "You asked Bob to pause the game; waiting for Bob's answer." */
    public static String askedByYou(Language language, String opponent) {
        return Words.of(language).pausedAskedByYou(opponent);
    }

    /** "Bob asks to pause the game: if you accept, the clock stops for both of you until either of you resumes it." */
    public static String askedOfYou(Language language, String opponent) {
        return Words.of(language).pausedAskedOfYou(opponent);
    }

    /** The offer, when nothing is asked: "Need a break? If Bob agrees, the clock stops until either of you resumes the game." */
    public static String offer(Language language, String opponent) {
        return Words.of(language).pausedOffer(opponent);
    }

}
