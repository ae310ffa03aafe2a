package flagpost.game;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

/**
 * The caps on mail to an address typed into the start form ({@code flagpost.invitations.*}), kept in the database so
 * they hold across instances: however many people or machines try, one address gets at most this much.
 */
@ConfigMapping(prefix = "flagpost.invitations")
public interface InvitationConfig {

    /** Invitations one address may have open (waiting for its answer) at once. */
    @WithDefault("3")
    int maxOpen();

    /** Invitations and start confirmations mailed to one address within {@link #perAddressWindow()}. */
    @WithDefault("5")
    int maxPerWindow();

    @WithDefault("P1D")
    Duration perAddressWindow();

    /**
     * Start requests one address may have waiting for its owner's click at once: every start from the public form
     * waits for one, so this bounds what anyone can queue in an address's name.
     */
    @WithDefault("3")
    int maxPendingStarts();
}
