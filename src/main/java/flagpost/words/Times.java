package flagpost.words;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/** Dates and durations: every deadline and expiry in UTC, the same on a page as in an email. */
public final class Times {

    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("EEEE d MMMM yyyy, HH:mm 'UTC'", Locale.ENGLISH)
            .withZone(ZoneOffset.UTC);

    private static final DateTimeFormatter DAY = DateTimeFormatter.ofPattern("EEEE d MMMM", Locale.ENGLISH);

    private Times() {
    }

    /** "Friday 4 December": a day (a vacation's return) as pages and emails name it; empty for no day. */
    public static String day(LocalDate date) {
        return date == null ? "" : DAY.format(date);
    }

    /** The UTC day of {@code instant}, as {@link #day(LocalDate)} names it. */
    public static String day(Instant instant) {
        return instant == null ? "" : day(LocalDate.ofInstant(instant, ZoneOffset.UTC));
    }

    /** "Tuesday 6 January 2026, 09:00 UTC"; empty for no time. */
    public static String when(Instant instant) {
        return instant == null ? "" : WHEN.format(instant);
    }

    /**
     * To the minute, for a page read now: "in 2 days 3 hours", "in 5 hours 10 minutes", "in 4 minutes",
     * "in less than a minute"; "now" once it has passed.
     */
    public static String timeLeft(Duration left) {
        long minutes = left.toMinutes();
        if (minutes < 1) {
            return left.isNegative() || left.isZero() ? "now" : "in less than a minute";
        }
        long days = minutes / (24 * 60);
        long hours = minutes / 60 % 24;
        long mins = minutes % 60;
        if (days > 0) {
            return "in " + count(days, "day") + (hours > 0 ? " " + count(hours, "hour") : "");
        }
        if (hours > 0) {
            return "in " + count(hours, "hour") + (mins > 0 ? " " + count(mins, "minute") : "");
        }
        return "in " + count(mins, "minute");
    }

    /**
     * Rounded to what a person would say, for an email read some time after it was written: "about 3 days",
     * "about 24 hours", "about an hour", "30 minutes", "less than a minute".
     */
    public static String roughly(Duration left) {
        long minutes = Math.max(0, left.toMinutes());
        if (minutes < 60) {
            return minutes <= 1 ? "less than a minute" : minutes + " minutes";
        }
        long hours = Math.round(minutes / 60.0);
        if (hours < 72) {
            return hours == 1 ? "about an hour" : "about " + hours + " hours";
        }
        long days = Math.round(hours / 24.0);
        return "about " + days + " days";
    }

    private static String count(long n, String unit) {
        return n + " " + unit + (n == 1 ? "" : "s");
    }

    /** {@link #day} in {@code language}. (English only until the bundles land; issue 16.) */
    public static String day(Language language, LocalDate date) {
        return day(date);
    }

    /** {@link #day} in {@code language}. (English only until the bundles land; issue 16.) */
    public static String day(Language language, Instant instant) {
        return day(instant);
    }

    /** {@link #when} in {@code language}. (English only until the bundles land; issue 16.) */
    public static String when(Language language, Instant instant) {
        return when(instant);
    }

    /** {@link #timeLeft} in {@code language}. (English only until the bundles land; issue 16.) */
    public static String timeLeft(Language language, Duration left) {
        return timeLeft(left);
    }

    /** {@link #roughly} in {@code language}. (English only until the bundles land; issue 16.) */
    public static String roughly(Language language, Duration left) {
        return roughly(left);
    }
}
