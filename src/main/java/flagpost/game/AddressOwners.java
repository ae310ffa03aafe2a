package flagpost.game;

import flagpost.links.LinkPurpose;
import flagpost.links.LinkToken;
import flagpost.store.InvitationGuards;
import flagpost.store.PlayerEntity;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.util.Optional;

/**
 * What the owner of an address has told us by using a link only they received: that the address is theirs (any
 * POST with one of their tokens, so their own games start without a confirmation email), or that it must never
 * be invited again (the invitation's do-not-invite link).
 */
@ApplicationScoped
public class AddressOwners {

    private final Clock clock;
    private final InvitationGuards guards;
    private final Bounces bounces;

    @Inject
    public AddressOwners(Clock clock, InvitationGuards guards, Bounces bounces) {
        this.clock = clock;
        this.guards = guards;
        this.bounces = bounces;
    }

    /**
     * Records that the player a verified token belongs to has used it; tokens that name no player are ignored. Mail to
     * them goes again if it had stopped (a bounce, or even their complaint: acting through their own link asks for the
     * game's mail).
     */
    @Transactional
    public void usedOwnLink(LinkToken token) {
        if (token.purpose() == LinkPurpose.GAMES_LIST) {
            guards.confirmPlayer(token.subjectId(), clock.instant());
            bounces.resume(token.subjectId(), true, Bounces.Comeback.USED_A_LINK);
        } else if (token.purpose().namesAGameSeat() && token.seat() != null) {
            guards.confirmSeat(token.gameId(), token.seat(), clock.instant());
            bounces.resumeSeat(token.gameId(), token.seat(), true, Bounces.Comeback.USED_A_LINK);
        }
    }

    /** Puts the player's address on the do-not-invite list; false when there is no such player. */
    @Transactional
    public boolean neverInvite(long playerId) {
        Optional<PlayerEntity> player = PlayerEntity.findByIdOptional(playerId);
        player.ifPresent(found -> guards.addToDoNotInvite(found.email, clock.instant()));
        return player.isPresent();
    }
}
