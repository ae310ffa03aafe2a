package flagpost.game;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

/** Vacation ({@code flagpost.vacation.*}). */
@ConfigMapping(prefix = "flagpost.vacation")
public interface VacationConfig {

    /**
     * Vacation days each player may take per calendar year (UTC). A vacation counts against the year it starts in, by
     * the days it covers: every UTC date from the day it starts up to, not including, the day it ends (at least one).
     */
    @WithDefault("30")
    int daysPerYear();

    /**
     * How long a vacation notice waits before it goes, and the least time between two notices to the same opponent in
     * a game: a change within it replaces the notice still waiting, so a vacation taken and ended within it tells
     * nobody.
     */
    @WithDefault("10m")
    Duration noticeWindow();

    /** How many vacations a player may start per UTC day. Ending one is never refused. */
    @WithDefault("3")
    int startsPerDay();

    /** How many due returns one run of the vacation job ends at most (each in its own transaction). */
    @WithDefault("200")
    int returnBatchSize();
}
