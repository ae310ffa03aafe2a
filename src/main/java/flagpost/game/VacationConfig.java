package flagpost.game;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/** Vacation ({@code flagpost.vacation.*}). */
@ConfigMapping(prefix = "flagpost.vacation")
public interface VacationConfig {

    /**
     * Vacation days each player may take per calendar year (UTC). A vacation counts against the year it starts in, by
     * the days it covers: every UTC date from the day it starts up to, not including, the day it ends (at least one).
     */
    @WithDefault("30")
    int daysPerYear();

    /** How many due returns one run of the vacation job ends at most (each in its own transaction). */
    @WithDefault("200")
    int returnBatchSize();
}
