package flagpost.links;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;

/** Signed links ({@code flagpost.links.*}) and where they point ({@code flagpost.base-url}). */
@ConfigMapping(prefix = "flagpost.links")
public interface LinksConfig {

    /**
     * Secret keys by id, base64 (standard or url-safe), at least 32 bytes each: e.g.
     * {@code FLAGPOST_LINKS_KEYS__K2026_} in the environment or {@code flagpost.links.keys.k2026=…}. Keep
     * retired keys here for as long as links signed with them should keep working.
     */
    Map<String, String> keys();

    /** The key new links are signed with; required when more than one key is configured. */
    Optional<String> signingKeyId();

    /**
     * Outside production, with no key configured: the file that keeps the generated development key, so links in
     * the dev inbox still work after a restart of {@code quarkus:dev}. Unset (tests): a new key every start.
     */
    Optional<Path> devKeyFile();

    /** How long play, setup and invitation links work; each email carries a fresh one. */
    @WithDefault("P30D")
    Duration lifetime();

    /** How long history, unsubscribe and watch links work (a watch link from the moment it was made). */
    @WithDefault("P365D")
    Duration longLifetime();

    /**
     * How long a games-list link works. Short, since its page mints fresh links to every game of the player,
     * later games included: a leaked one should not be a key for a year.
     */
    @WithDefault("P7D")
    Duration gamesListLifetime();
}
