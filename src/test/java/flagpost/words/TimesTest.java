package flagpost.words;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class TimesTest {

    @Test
    void datesAreInUtcWithTheWeekday() {
        assertEquals("Monday 2 March 2026, 09:00 UTC", Times.when(Instant.parse("2026-03-02T09:00:00Z")));
        assertEquals("", Times.when(null));
    }

    @Test
    void aPageCountsDownToTheMinute() {
        assertEquals("in 2 days 3 hours", Times.timeLeft(Duration.ofDays(2).plusHours(3).plusMinutes(59)));
        assertEquals("in 3 days", Times.timeLeft(Duration.ofDays(3)));
        assertEquals("in 1 hour 1 minute", Times.timeLeft(Duration.ofMinutes(61)));
        assertEquals("in 5 hours", Times.timeLeft(Duration.ofHours(5)));
        assertEquals("in 4 minutes", Times.timeLeft(Duration.ofMinutes(4)));
        assertEquals("in less than a minute", Times.timeLeft(Duration.ofSeconds(20)));
        assertEquals("now", Times.timeLeft(Duration.ZERO));
        assertEquals("now", Times.timeLeft(Duration.ofMinutes(-5)));
    }

    @Test
    void anEmailRoundsToWhatAPersonWouldSay() {
        assertEquals("about 24 hours", Times.roughly(Duration.ofHours(24)));
        assertEquals("about 3 days", Times.roughly(Duration.ofDays(3)));
        assertEquals("about 71 hours", Times.roughly(Duration.ofHours(71)));
        assertEquals("about an hour", Times.roughly(Duration.ofMinutes(61)));
        assertEquals("30 minutes", Times.roughly(Duration.ofMinutes(30)));
        assertEquals("less than a minute", Times.roughly(Duration.ofSeconds(20)));
        assertEquals("less than a minute", Times.roughly(Duration.ofSeconds(-20)));
    }
}
