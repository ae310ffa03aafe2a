package flagpost.game;

import flagpost.store.InvitationGuards;
import flagpost.store.PlayerEntity;
import flagpost.store.PlayerRecords;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** The host's look-up of a player by address: their games and states, their mail's standing, their link epoch. */
@ApplicationScoped
public class PlayerLookup {

    private final PlayerRecords records;
    private final InvitationLimits limits;

    @Inject
    public PlayerLookup(PlayerRecords records, InvitationLimits limits) {
        this.records = records;
        this.limits = limits;
    }

    /**
     * What the host sees of one player. {@code mailStopped} is why mail to them stopped ({@code BOUNCED},
     * {@code COMPLAINED}, {@code ERASED}) or null while it goes; {@code doNotInvite}: the address asked never to be invited.
     */
    public record PlayerReport(long playerId, String email, String name, Instant createdAt, Instant confirmedAt, int linkEpoch,
            String mailStopped, Instant mailStoppedAt, String mailStoppedStatus, boolean doNotInvite, Instant erasedAt,
            List<PlayerGames> games) {
    }

    /** The player with this address (as typed: it is normalised first), if there is one. */
    @Transactional
    public Optional<PlayerReport> byAddress(String address) {
        return PlayerEntity.findByEmail(address).map(this::report);
    }

    /** The player with this id, if there is one. */
    @Transactional
    public Optional<PlayerReport> byId(long playerId) {
        return Optional.ofNullable(PlayerEntity.<PlayerEntity>findById(playerId)).map(this::report);
    }

    private PlayerReport report(PlayerEntity player) {
        List<PlayerGames> games = records.gamesOf(player.id).stream().map(game -> PlayerGames.of(game, player.id)).toList();
        return new PlayerReport(player.id, player.email, player.displayName, player.createdAt, player.confirmedAt, player.linkEpoch,
                player.mailStopped == null ? null : player.mailStopped.name(), player.mailStoppedAt, player.mailStoppedStatus,
                !player.erased() && player.email != null && limits.doNotInvite(player.email), player.erasedAt, games);
    }
}
