package flagpost.game;

import flagpost.links.AddressHashes;
import flagpost.store.InvitationGuards;
import flagpost.store.PlayerEntity;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Instant;

/**
 * Whether an address typed into the start form may be mailed: not on the do-not-invite list, and under the caps of
 * {@link InvitationConfig}. Each check locks the player's row first, so two requests at once cannot both take the
 * last place. Runs in the caller's transaction.
 */
@ApplicationScoped
@Transactional(Transactional.TxType.MANDATORY)
public class InvitationLimits {

    private final InvitationConfig config;
    private final InvitationGuards guards;
    private final AddressHashes hashes;

    @Inject
    public InvitationLimits(InvitationConfig config, InvitationGuards guards, AddressHashes hashes) {
        this.config = config;
        this.guards = guards;
        this.hashes = hashes;
    }

    /** Whether the (normalised) address asked never to be invited, before or after an erasure. */
    public boolean doNotInvite(String email) {
        return guards.doNotInvite(email, hashes.of(email));
    }

    /** Refuses unless an invitation may go to {@code opponent} now. */
    public void requireMayInvite(PlayerEntity opponent, Instant now) {
        PlayerEntity locked = PlayerEntity.lockById(opponent.id);
        if (doNotInvite(locked.email) || guards.openInvitationsTo(locked.id, now) >= config.maxOpen() || overWindowCap(locked, now)) {
            throw new InvitationRefused(InvitationRefused.OPPONENT);
        }
    }

    /**
     * Refuses unless a start confirmation may go to {@code creator} now: the same checks whether or not its owner has
     * confirmed it before, so the answer tells nobody which addresses play here.
     */
    public void requireMayAskToConfirm(PlayerEntity creator, Instant now) {
        PlayerEntity locked = PlayerEntity.lockById(creator.id);
        if (doNotInvite(locked.email) || overWindowCap(locked, now) || guards.pendingStartsBy(locked.id, now) >= config.maxPendingStarts()) {
            throw new InvitationRefused(InvitationRefused.CREATOR);
        }
    }

    private boolean overWindowCap(PlayerEntity player, Instant now) {
        return guards.invitationMailsTo(player.id, now.minus(config.perAddressWindow())) >= config.maxPerWindow();
    }
}
