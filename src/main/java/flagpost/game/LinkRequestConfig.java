package flagpost.game;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

/** Limits on the "email me my links" forms ({@code flagpost.link-requests.*}), so they cannot be used to flood an inbox. */
@ConfigMapping(prefix = "flagpost.link-requests")
public interface LinkRequestConfig {

    /**
     * At most one games-list email per address, and one fresh-link email per seat of a game, within this
     * interval. Checked in the database, so it holds across instances and restarts.
     */
    @WithDefault("PT15M")
    Duration mailInterval();

    /** Requests one client address may make to those forms within {@link #perClientWindow()}; kept in memory, per instance. */
    @WithDefault("10")
    int perClientLimit();

    @WithDefault("PT10M")
    Duration perClientWindow();
}
