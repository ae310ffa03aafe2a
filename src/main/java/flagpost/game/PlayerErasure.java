package flagpost.game;

import flagpost.game.GameActionException.Problem;
import flagpost.links.AddressHashes;
import flagpost.rules.Ending;
import flagpost.rules.Result;
import flagpost.rules.Side;
import flagpost.store.GameEntity;
import flagpost.store.GameStatus;
import flagpost.store.GameStore;
import flagpost.store.InvitationGuards;
import flagpost.store.MailStop;
import flagpost.store.NotificationKind;
import flagpost.store.PlayerEntity;
import flagpost.store.PlayerRecords;
import flagpost.words.Markup;
import flagpost.words.Refusals;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.jboss.logging.Logger;

/**
 * A player erased, at the host's hand or at their own confirmed request: their address and name are replaced by neutral
 * ones everywhere (so pages, game records, exports and the opponents' later emails say "deleted player"), the stored
 * emails that held them are cleared ({@link PlayerRecords}), their running games end as their resignation, their open
 * invitations close, every link they were sent stops working, and the do-not-invite list keeps only a keyed hash of
 * their address ({@link AddressHashes}), so an opt-out outlives the erasure. Their games stay, with their moves, for the
 * opponents. One transaction: it all happens or none of it.
 */
@ApplicationScoped
public class PlayerErasure {

    private static final Logger LOG = Logger.getLogger(PlayerErasure.class);

    private final Clock clock;
    private final GameStore store;
    private final PlayerRecords records;
    private final InvitationGuards guards;
    private final AddressHashes hashes;

    @Inject
    public PlayerErasure(Clock clock, GameStore store, PlayerRecords records, InvitationGuards guards, AddressHashes hashes) {
        this.clock = clock;
        this.store = store;
        this.records = records;
        this.guards = guards;
        this.hashes = hashes;
    }

    /** What an erasure did. {@code alreadyErased}: the player was erased before, and nothing changed. */
    public record Erased(long playerId, int gamesEnded, boolean alreadyErased) {
    }

    /** Erases the player, for the host (no link to check). */
    @Transactional
    public Erased erase(long playerId) {
        return erase(playerId, locked -> { });
    }

    /**
     * Erases the player if {@code stillAllowed} accepts the player as the row lock finds it: a check made before the lock
     * (the erasure link's epoch) could have been overtaken by a transaction that held it (the links turned off).
     */
    @Transactional
    public Erased erase(long playerId, Consumer<PlayerEntity> stillAllowed) {
        Instant now = clock.instant();
        // The games first, then the player: the order every action that locks both uses.
        List<GameEntity> open = records.lockOpenGamesOf(playerId);
        // Read again under the lock: a caller may hold a copy already (DataRequests checks the link with one), which
        // would be older than what committed while this waited (a raised link epoch, a setting).
        PlayerEntity player = PlayerEntity.lockByIdForWrite(playerId);
        if (player == null) {
            throw new GameActionException(Problem.NOT_FOUND, language -> Refusals.in(language).gameNoSuchPlayer());
        }
        if (player.erased()) {
            return new Erased(playerId, 0, true);
        }
        stillAllowed.accept(player);
        if (player.email == null) {
            // A seat with no address is the computer's: nobody's data, and its games are its opponents'.
            throw new GameActionException(Problem.WRONG_STATE, "player " + playerId + " has no address: there is nobody to erase");
        }
        for (GameEntity game : open) {
            end(game, game.redPlayer.id == playerId ? Side.RED : Side.BLUE, now);
        }
        store.flush();

        String email = player.email;
        String name = player.displayName;
        List<String> traces = Stream.of(email, name, PlayerEntity.localPartOf(email))
                .flatMap(trace -> Stream.of(trace, Markup.escape(trace)))
                .distinct()
                .toList();
        String neutralAddress = PlayerEntity.erasedAddress(playerId);
        records.purgeMail(playerId, neutralAddress, traces, now);
        records.purgeInbound(playerId, email, traces);
        records.purgeRequestsAndTrouble(playerId, PlayerEntity.ERASED_NAME, now);
        guards.keepOnlyHash(email, hashes.of(email));

        player.email = neutralAddress;
        player.displayName = PlayerEntity.ERASED_NAME;
        player.erasedAt = now;
        player.mailStopped = MailStop.ERASED;
        player.mailStoppedAt = now;
        player.mailStoppedStatus = null;
        player.confirmedAt = null;
        player.linkEpoch++;
        LOG.infof("player %d erased; %d open games ended", playerId, open.size());
        return new Erased(playerId, open.size(), false);
    }

    /**
     * A game the erased player sits in that is not over: an invitation they made lapses and one they were sent is
     * declined (its creator is told, as for any decline); a game in setup or play ends as their resignation, and both
     * seats get the game-over email (the erased seat's is never sent).
     */
    private void end(GameEntity game, Side seat, Instant now) {
        if (game.status == GameStatus.INVITED) {
            game.finishedAt = now;
            if (seat == game.creatorSeat) {
                game.status = GameStatus.LAPSED;
            } else {
                game.status = GameStatus.DECLINED;
                game.invitationExpiresAt = null;
                store.notify(game, game.creatorSeat, NotificationKind.INVITATION_DECLINED, now);
            }
            return;
        }
        GameSteps.finish(store, game, Result.win(Ending.RESIGNED, seat.opponent()), now);
    }
}
