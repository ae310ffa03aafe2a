package flagpost.words;

import java.time.Instant;

/** What pages say about a vacation: who is away until when, whether the clock stands still, the days left. */
public final class Away {

    private Away() {
    }

    /** "Alice is on vacation until Friday 4 December; the clock is stopped." */
    public static String opponent(String name, Instant returnsAt, boolean clockStoppedForThem) {
        return name + " is on vacation until " + Times.day(returnsAt) + "; "
                + (clockStoppedForThem ? "the clock is stopped." : "the clock stops whenever it is " + name + "'s turn.");
    }

    /** "You are on vacation until Friday 4 December; your clock is stopped." */
    public static String you(Instant returnsAt, boolean clockStoppedForYou) {
        return "You are on vacation until " + Times.day(returnsAt) + "; "
                + (clockStoppedForYou ? "your clock is stopped." : "your clock stops whenever it is your turn.");
    }

    /** "You are on vacation until Friday 4 December: in every game, your clock is stopped whenever it is your turn." */
    public static String youInEveryGame(Instant returnsAt) {
        return "You are on vacation until " + Times.day(returnsAt) + ": in every game, your clock is stopped whenever it is your turn.";
    }

    /** "You have 27 of 30 vacation days left in 2026.", or "You have no vacation days left in 2026 (30 a year)." */
    public static String daysLeft(int left, int allowance, int year) {
        return left == 0 ? "You have no vacation days left in " + year + " (" + allowance + " a year)."
                : "You have " + left + " of " + allowance + " vacation days left in " + year + ".";
    }

    /** {@link #opponent} in {@code language}. (English only until the bundles land; issue 16.) */
    public static String opponent(Language language, String name, Instant returnsAt, boolean clockStoppedForThem) {
        return opponent(name, returnsAt, clockStoppedForThem);
    }

    /** {@link #you} in {@code language}. (English only until the bundles land; issue 16.) */
    public static String you(Language language, Instant returnsAt, boolean clockStoppedForYou) {
        return you(returnsAt, clockStoppedForYou);
    }

    /** {@link #youInEveryGame} in {@code language}. (English only until the bundles land; issue 16.) */
    public static String youInEveryGame(Language language, Instant returnsAt) {
        return youInEveryGame(returnsAt);
    }

    /** {@link #daysLeft} in {@code language}. (English only until the bundles land; issue 16.) */
    public static String daysLeft(Language language, int left, int allowance, int year) {
        return daysLeft(left, allowance, year);
    }
}
