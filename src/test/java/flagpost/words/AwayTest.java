package flagpost.words;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Instant;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;

class AwayTest {

    private static final Instant FRIDAY = Instant.parse("2026-12-04T00:00:00Z");

    @Test
    void theOpponentsVacationSaysWhetherTheClockStandsStillNow() {
        assertEquals("Alice is on vacation until Friday 4 December; the clock is stopped.", Away.opponent("Alice", FRIDAY, true));
        assertEquals("Alice is on vacation until Friday 4 December; the clock stops whenever it is Alice's turn.",
                Away.opponent("Alice", FRIDAY, false));
    }

    @Test
    void yourOwnVacationIsToldInTheSecondPerson() {
        assertEquals("You are on vacation until Friday 4 December; your clock is stopped.", Away.you(FRIDAY, true));
        assertEquals("You are on vacation until Friday 4 December: in every game, your clock is stopped whenever it is your turn.",
                Away.youInEveryGame(FRIDAY));
    }

    @Test
    void theDaysLeftReadWellDownToNone() {
        assertEquals("You have 27 of 30 vacation days left in 2026.", Away.daysLeft(27, 30, 2026));
        assertEquals("You have no vacation days left in 2026 (30 a year).", Away.daysLeft(0, 30, 2026));
    }

    @Test
    void aDayIsNamedWithoutTimeAndTheInstantByItsUtcDate() {
        assertEquals("Friday 4 December", Times.day(LocalDate.of(2026, 12, 4)));
        assertEquals("Thursday 3 December", Times.day(FRIDAY.minusSeconds(1)));
        assertEquals("", Times.day((Instant) null));
    }
}
