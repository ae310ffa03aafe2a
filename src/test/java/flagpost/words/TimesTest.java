package flagpost.words;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;

class TimesTest {

    @Test
    void datesAreInUtcWithTheWeekday() {
        assertEquals("Monday 2 March 2026, 09:00 UTC", Times.when(Language.EN, Instant.parse("2026-03-02T09:00:00Z")));
        assertEquals("", Times.when(Language.EN, null));
    }

    @Test
    void aPageCountsDownToTheMinute() {
        assertEquals("in 2 days and 3 hours", Times.timeLeft(Language.EN, Duration.ofDays(2).plusHours(3).plusMinutes(59)));
        assertEquals("in 3 days", Times.timeLeft(Language.EN, Duration.ofDays(3)));
        assertEquals("in 1 hour and 1 minute", Times.timeLeft(Language.EN, Duration.ofMinutes(61)));
        assertEquals("in 5 hours", Times.timeLeft(Language.EN, Duration.ofHours(5)));
        assertEquals("in 4 minutes", Times.timeLeft(Language.EN, Duration.ofMinutes(4)));
        assertEquals("in less than a minute", Times.timeLeft(Language.EN, Duration.ofSeconds(20)));
        assertEquals("now", Times.timeLeft(Language.EN, Duration.ZERO));
        assertEquals("now", Times.timeLeft(Language.EN, Duration.ofMinutes(-5)));
    }

    @Test
    void anEmailRoundsToWhatAPersonWouldSay() {
        assertEquals("about 24 hours", Times.roughly(Language.EN, Duration.ofHours(24)));
        assertEquals("about 3 days", Times.roughly(Language.EN, Duration.ofDays(3)));
        assertEquals("about 71 hours", Times.roughly(Language.EN, Duration.ofHours(71)));
        assertEquals("about an hour", Times.roughly(Language.EN, Duration.ofMinutes(61)));
        assertEquals("30 minutes", Times.roughly(Language.EN, Duration.ofMinutes(30)));
        assertEquals("less than a minute", Times.roughly(Language.EN, Duration.ofSeconds(20)));
        assertEquals("less than a minute", Times.roughly(Language.EN, Duration.ofSeconds(-20)));
    }

    @Test
    void datesFollowEachLanguagesOrder() {
        Instant tuesday = Instant.parse("2026-01-06T09:00:00Z");
        assertEquals("martes 6 de enero de 2026, 09:00 UTC", Times.when(Language.ES, tuesday));
        assertEquals("2026-yil 6-yanvar, seshanba, 09:00 UTC", Times.when(Language.UZ, tuesday));
        assertEquals("viernes 4 de diciembre", Times.day(Language.ES, LocalDate.of(2026, 12, 4)));
        assertEquals("4-dekabr, juma", Times.day(Language.UZ, LocalDate.of(2026, 12, 4)));
        assertEquals("Friday 4 December", Times.day(Language.EN, LocalDate.of(2026, 12, 4)));
        assertEquals("", Times.when(Language.ES, null));
    }

    /** A digest's day (a date with its year) is worded exactly as a deadline words its day, in every language. */
    @Test
    void aDateIsWordedAsADeadlineWordsItsDay() {
        LocalDate monday = LocalDate.of(2026, 3, 2);
        assertEquals("Monday 2 March 2026", Times.date(Language.EN, monday));
        assertEquals("lunes 2 de marzo de 2026", Times.date(Language.ES, monday));
        assertEquals("2026-yil 2-mart, dushanba", Times.date(Language.UZ, monday));
        for (Language language : Language.values()) {
            assertEquals(Times.date(language, monday) + ", 09:00 UTC", Times.when(language, Instant.parse("2026-03-02T09:00:00Z")),
                    language.code());
        }
        assertEquals("", Times.date(Language.ES, null));
    }

    @Test
    void aPageCountsDownInSpanishWithPlurals() {
        assertEquals("en 2 días y 3 horas", Times.timeLeft(Language.ES, Duration.ofDays(2).plusHours(3).plusMinutes(59)));
        assertEquals("en 1 día", Times.timeLeft(Language.ES, Duration.ofDays(1)));
        assertEquals("en 1 hora y 1 minuto", Times.timeLeft(Language.ES, Duration.ofMinutes(61)));
        assertEquals("en 5 horas y 10 minutos", Times.timeLeft(Language.ES, Duration.ofMinutes(310)));
        assertEquals("en menos de un minuto", Times.timeLeft(Language.ES, Duration.ofSeconds(20)));
        assertEquals("ahora", Times.timeLeft(Language.ES, Duration.ZERO));
    }

    @Test
    void aPageCountsDownInUzbekWithTheEndingOnTheLastWord() {
        assertEquals("2 kun 3 soatdan keyin", Times.timeLeft(Language.UZ, Duration.ofDays(2).plusHours(3)));
        assertEquals("3 kundan keyin", Times.timeLeft(Language.UZ, Duration.ofDays(3)));
        assertEquals("1 soat 1 daqiqadan keyin", Times.timeLeft(Language.UZ, Duration.ofMinutes(61)));
        assertEquals("4 daqiqadan keyin", Times.timeLeft(Language.UZ, Duration.ofMinutes(4)));
        assertEquals("bir daqiqa ichida", Times.timeLeft(Language.UZ, Duration.ofSeconds(20)));
        assertEquals("hozir", Times.timeLeft(Language.UZ, Duration.ofMinutes(-5)));
    }

    @Test
    void anEmailRoundsInSpanishAndUzbek() {
        assertEquals("unos 3 días", Times.roughly(Language.ES, Duration.ofDays(3)));
        assertEquals("unas 24 horas", Times.roughly(Language.ES, Duration.ofHours(24)));
        assertEquals("alrededor de una hora", Times.roughly(Language.ES, Duration.ofMinutes(61)));
        assertEquals("30 minutos", Times.roughly(Language.ES, Duration.ofMinutes(30)));
        assertEquals("menos de un minuto", Times.roughly(Language.ES, Duration.ofSeconds(20)));
        assertEquals("taxminan 3 kun", Times.roughly(Language.UZ, Duration.ofDays(3)));
        assertEquals("taxminan bir soat", Times.roughly(Language.UZ, Duration.ofMinutes(61)));
        assertEquals("30 daqiqa", Times.roughly(Language.UZ, Duration.ofMinutes(30)));
    }
}
