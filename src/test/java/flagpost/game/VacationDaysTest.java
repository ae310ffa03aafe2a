package flagpost.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Instant;
import org.junit.jupiter.api.Test;

/** What a vacation costs: the UTC dates it covers, the day it ends at 00:00 not counted, at least one. */
class VacationDaysTest {

    private static final Instant TUESDAY_NOON = Instant.parse("2026-12-01T12:00:00Z");

    @Test
    void fromTuesdayToAReturnOnFridayIsThreeDays() {
        assertEquals(3, Vacations.daysCovered(TUESDAY_NOON, Instant.parse("2026-12-04T00:00:00Z")));
    }

    @Test
    void endedTheSameDayIsOneAndEndedJustAfterMidnightIsTwo() {
        assertEquals(1, Vacations.daysCovered(TUESDAY_NOON, TUESDAY_NOON.plusSeconds(60)));
        assertEquals(1, Vacations.daysCovered(TUESDAY_NOON, TUESDAY_NOON));
        assertEquals(2, Vacations.daysCovered(TUESDAY_NOON, Instant.parse("2026-12-02T00:00:01Z")));
    }
}
