package flagpost.words;

import java.time.Instant;

/** What pages say about a vacation: who is away until when, whether the clock stands still, the days left. */
public final class Away {

    private Away() {
    }

    /** "Alice is on vacation until Friday 4 December; the clock is stopped." */
    public static String opponent(Language language, String name, Instant returnsAt, boolean clockStoppedForThem) {
        WordBundle words = Words.of(language);
        String day = Times.day(language, returnsAt);
        return clockStoppedForThem ? words.awayOpponentClockStopped(name, day) : words.awayOpponentClockStopsOnTheirTurn(name, day);
    }

    /** "You are on vacation until Friday 4 December; your clock is stopped." */
    public static String you(Language language, Instant returnsAt, boolean clockStoppedForYou) {
        WordBundle words = Words.of(language);
        String day = Times.day(language, returnsAt);
        return clockStoppedForYou ? words.awayYouClockStopped(day) : words.awayYouClockStopsOnYourTurn(day);
    }

    /** "You are on vacation until Friday 4 December: in every game, your clock is stopped whenever it is your turn." */
    public static String youInEveryGame(Language language, Instant returnsAt) {
        return Words.of(language).awayYouInEveryGame(Times.day(language, returnsAt));
    }

    /** "You have 27 of 30 vacation days left in 2026.", or "You have no vacation days left in 2026 (30 a year)." */
    public static String daysLeft(Language language, int left, int allowance, int year) {
        WordBundle words = Words.of(language);
        return left == 0 ? words.awayNoDaysLeft(allowance, year) : words.awayDaysLeft(left, allowance, year);
    }

}
