package flagpost.words;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.EnumMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Dates and durations: every deadline and expiry in UTC, the same on a page as in an email. Day and month names
 * come from the JDK's CLDR data for the language's locale ("viernes", "diciembre"; "juma", "dekabr"); the order
 * of the parts from the language's pattern in the words bundle.
 */
public final class Times {

    /** "EEEE d MMMM yyyy, HH:mm 'UTC'" and its translations, formatters built once per language. */
    private static final Map<Language, DateTimeFormatter> WHEN = new EnumMap<>(Language.class);

    /** "EEEE d MMMM" and its translations. */
    private static final Map<Language, DateTimeFormatter> DAY = new EnumMap<>(Language.class);

    /** "EEEE d MMMM yyyy" and its translations: the day {@link #WHEN} writes before its time. */
    private static final Map<Language, DateTimeFormatter> DATE = new EnumMap<>(Language.class);

    static {
        for (Language language : Language.values()) {
            WordBundle words = Words.of(language);
            WHEN.put(language, DateTimeFormatter.ofPattern(words.datePatternWhen(), language.locale()).withZone(ZoneOffset.UTC));
            DAY.put(language, DateTimeFormatter.ofPattern(words.datePatternDay(), language.locale()));
            DATE.put(language, DateTimeFormatter.ofPattern(words.datePatternDate(), language.locale()));
        }
    }

    private Times() {
    }

    /** "Friday 4 December", "viernes 4 de diciembre", "4-dekabr, juma": a day (a vacation's return); empty for no day. */
    public static String day(Language language, LocalDate date) {
        return date == null ? "" : DAY.get(orEnglish(language)).format(date);
    }

    /** The UTC day of {@code instant}, as {@link #day(Language, LocalDate)} names it. */
    public static String day(Language language, Instant instant) {
        return instant == null ? "" : day(language, LocalDate.ofInstant(instant, ZoneOffset.UTC));
    }

    /**
     * "Monday 2 March 2026", "lunes 2 de marzo de 2026", "2026-yil 2-mart, dushanba": a day with its year (a digest's), worded
     * as {@link #when} words the day of a time; empty for no day.
     */
    public static String date(Language language, LocalDate date) {
        return date == null ? "" : DATE.get(orEnglish(language)).format(date);
    }

    /** "Tuesday 6 January 2026, 09:00 UTC", "martes 6 de enero de 2026, 09:00 UTC"; empty for no time. */
    public static String when(Language language, Instant instant) {
        return instant == null ? "" : WHEN.get(orEnglish(language)).format(instant);
    }

    /**
     * To the minute, for a page read now: "in 2 days 3 hours", "in 5 hours 10 minutes", "in 4 minutes",
     * "in less than a minute"; "now" once it has passed. ("en 2 días 3 horas"; "2 kun 3 soatdan keyin".)
     */
    public static String timeLeft(Language language, Duration left) {
        WordBundle words = Words.of(language);
        long minutes = left.toMinutes();
        if (minutes < 1) {
            return left.isNegative() || left.isZero() ? words.timeLeftNow() : words.timeLeftUnderAMinute();
        }
        int days = Math.toIntExact(minutes / (24 * 60));
        int hours = (int) (minutes / 60 % 24);
        int mins = (int) (minutes % 60);
        if (days > KEPT_DAYS_LEFT) {
            return words.timeLeftDays(days, hours);
        }
        // Every play page says it: the words of each value are made once and kept (a few thousand at most).
        TimeLeft key = days > 0 ? new TimeLeft(orEnglish(language), days, hours, 0) : new TimeLeft(orEnglish(language), 0, hours, mins);
        return TIME_LEFT.computeIfAbsent(key, value -> value.days() > 0 ? words.timeLeftDays(value.days(), value.hours())
                : value.hours() > 0 ? words.timeLeftHours(value.hours(), value.minutes()) : words.timeLeftMinutes(value.minutes()));
    }

    /** Deadlines further off than this are said afresh each time rather than kept. */
    private static final int KEPT_DAYS_LEFT = 60;

    private record TimeLeft(Language language, int days, int hours, int minutes) {
    }

    private static final Map<TimeLeft, String> TIME_LEFT = new ConcurrentHashMap<>();

    /**
     * Rounded to what a person would say, for an email read some time after it was written: "about 3 days",
     * "about 24 hours", "about an hour", "30 minutes", "less than a minute".
     */
    public static String roughly(Language language, Duration left) {
        WordBundle words = Words.of(language);
        long minutes = Math.max(0, left.toMinutes());
        if (minutes < 60) {
            return minutes <= 1 ? words.roughlyUnderAMinute() : words.roughlyMinutes((int) minutes);
        }
        long hours = Math.round(minutes / 60.0);
        if (hours < 72) {
            return hours == 1 ? words.roughlyAnHour() : words.roughlyHours((int) hours);
        }
        return words.roughlyDays(Math.toIntExact(Math.round(hours / 24.0)));
    }

    private static Language orEnglish(Language language) {
        return language == null ? Language.EN : language;
    }

}
