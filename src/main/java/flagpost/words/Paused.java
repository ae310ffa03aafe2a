package flagpost.words;

import java.time.Instant;

/** What the play page says about an agreed pause of a game. */
public final class Paused {

    private Paused() {
    }

    /** "The game is paused since Tuesday 1 December 2026, 11:00 UTC; the clock is stopped until either of you resumes it." */
    public static String since(Instant pausedAt) {
        return "The game is paused since " + Times.when(pausedAt) + "; the clock is stopped until either of you resumes it.";
    }

    /** "You asked Bob to pause the game; waiting for Bob's answer." */
    public static String askedByYou(String opponent) {
        return "You asked " + opponent + " to pause the game; waiting for " + opponent + "'s answer.";
    }

    /** "Bob asks to pause the game: if you accept, the clock stops for both of you until either of you resumes it." */
    public static String askedOfYou(String opponent) {
        return opponent + " asks to pause the game: if you accept, the clock stops for both of you until either of you resumes it.";
    }

    /** The offer, when nothing is asked: "Need a break? If Bob agrees, the clock stops until either of you resumes the game." */
    public static String offer(String opponent) {
        return "Need a break? If " + opponent + " agrees, the clock stops until either of you resumes the game, and the deadline moves on"
                + " by the time the pause lasted.";
    }

    /** {@link #since} in {@code language}. (English only until the bundles land; issue 16.) */
    public static String since(Language language, Instant pausedAt) {
        return since(pausedAt);
    }

    /** {@link #askedByYou} in {@code language}. (English only until the bundles land; issue 16.) */
    public static String askedByYou(Language language, String opponent) {
        return askedByYou(opponent);
    }

    /** {@link #askedOfYou} in {@code language}. (English only until the bundles land; issue 16.) */
    public static String askedOfYou(Language language, String opponent) {
        return askedOfYou(opponent);
    }

    /** {@link #offer} in {@code language}. (English only until the bundles land; issue 16.) */
    public static String offer(Language language, String opponent) {
        return offer(opponent);
    }
}
