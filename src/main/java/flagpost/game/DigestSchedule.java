package flagpost.game;

import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.List;
import java.util.Set;

/**
 * When a player's daily digest leaves: at the start of the hour they chose, on their own calendar, in a time zone they
 * picked from a list of places (so summer time is followed: 08:00 in Europe/Berlin is 07:00 UTC in winter and 06:00
 * in summer). A digest not sent at its hour (the server was down) leaves later that day, never twice in one day.
 */
public final class DigestSchedule {

    /** The zone a player starts with. */
    public static final String DEFAULT_ZONE = "UTC";

    /** The choices of the settings page: every region/city zone the JDK knows, and UTC, sorted by name. */
    private static final List<String> ZONES = ZoneId.getAvailableZoneIds().stream()
            .filter(id -> id.equals(DEFAULT_ZONE) || isPlace(id))
            .sorted()
            .toList();

    private static final Set<String> KNOWN = Set.copyOf(ZONES);

    private DigestSchedule() {
    }

    private static boolean isPlace(String id) {
        int slash = id.indexOf('/');
        if (slash < 0) {
            return false;
        }
        String region = id.substring(0, slash);
        return !region.equals("Etc") && !region.equals("SystemV") && !region.equals("US") && !region.equals("Canada")
                && !region.equals("Brazil") && !region.equals("Chile") && !region.equals("Mexico");
    }

    public static List<String> zones() {
        return ZONES;
    }

    public static boolean isZone(String id) {
        return id != null && KNOWN.contains(id);
    }

    /** The day it is for the player at {@code now}: a digest is sent once per such day. */
    public static LocalDate localDay(Instant now, String zone) {
        return now.atZone(ZoneId.of(zone)).toLocalDate();
    }

    /** Whether the player's digest hour has come on their day at {@code now}. */
    public static boolean hourHasCome(Instant now, int hour, String zone) {
        ZonedDateTime local = now.atZone(ZoneId.of(zone));
        return local.getHour() >= hour;
    }
}
