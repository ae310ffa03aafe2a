package flagpost.game;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

/** Timing of the game lifecycle ({@code flagpost.games.*}). */
@ConfigMapping(prefix = "flagpost.games")
public interface GameConfig {

    /** How long an invitation stays open before it lapses. */
    @WithDefault("P7D")
    Duration invitationLapse();

    /**
     * How long before the deadline the player to move is reminded. For short windows the reminder
     * comes at half-time instead, so it never arrives with the move itself.
     */
    @WithDefault("PT24H")
    Duration reminderBefore();

    /** How many due games one run of the deadline job handles at most (each in its own transaction). */
    @WithDefault("200")
    int deadlineBatchSize();

    /** How long a game whose deadline handling failed is left alone before the job tries it again. */
    @WithDefault("PT10M")
    Duration deadlineRetryAfter();

    /**
     * Games one client address may start within {@link #newGamesPerClientWindow()}: each sends an
     * invitation to an address typed in, so the form must not become a way to send mail in bulk.
     * Kept in memory, per instance.
     */
    @WithDefault("20")
    int newGamesPerClientLimit();

    @WithDefault("PT1H")
    Duration newGamesPerClientWindow();
}
