package flagpost.game;

import flagpost.links.LinkPurpose;
import flagpost.links.LinkToken;
import flagpost.store.NotificationEntity;
import flagpost.store.NotificationKind;
import flagpost.store.PlayerEntity;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.util.Optional;

/**
 * Link epochs: every link carries the link epoch of the player it was sent to (for a game link, the player in the
 * token's seat), and a link works only while that player's epoch is still the same. "Someone else has my links"
 * raises it, which turns off every link the player was ever sent, at once and without a list of tokens.
 *
 * <p>The one place the check is made. A read that loads the game and its players anyway checks with
 * {@link #requireCurrent(LinkToken, PlayerEntity)} at no extra cost ({@link GameQueries}); a move, the hot path,
 * reads the epoch inside its own transaction ({@link Play#move(LinkToken, int, flagpost.rules.Move)}); another caller
 * that loads nothing before it acts (a setup, the numbering switch) uses {@link #requireCurrent(LinkToken)}, one read
 * of one column. Unsubscribe links are deliberately not checked: the
 * one-click List-Unsubscribe of mail already received should keep working, and all it can do is mute reminders.
 */
@ApplicationScoped
public class LinkEpochs {

    private final Clock clock;

    @Inject
    public LinkEpochs(Clock clock) {
        this.clock = clock;
    }

    /** Refuses a link its player has turned off, with one read; a game or player that is gone is left to the caller. */
    @Transactional(Transactional.TxType.SUPPORTS)
    public void requireCurrent(LinkToken granted) {
        Optional<Integer> epoch = granted.purpose() == LinkPurpose.GAMES_LIST
                ? PlayerEntity.linkEpochOf(granted.subjectId())
                : PlayerEntity.linkEpochInSeat(granted.gameId(), granted.seat());
        epoch.ifPresent(current -> requireCurrent(granted, current));
    }

    /** Refuses a link its player has turned off; {@code holder} is the player the link was sent to, already loaded. */
    public static void requireCurrent(LinkToken granted, PlayerEntity holder) {
        requireCurrent(granted, holder.linkEpoch);
    }

    /** Refuses a link its player has turned off; {@code holderEpoch} is the epoch of the player the link was sent to. */
    public static void requireCurrent(LinkToken granted, int holderEpoch) {
        if (!granted.currentFor(holderEpoch)) {
            throw new StaleLinkException(granted.purpose());
        }
    }

    /**
     * The host turns off every link the player was sent (an address that says someone else reads its mail); unlike
     * {@link #raise}, nothing is mailed: the host tells the owner how to get fresh links. Returns the new epoch.
     */
    @Transactional
    public int raiseByHost(long playerId) {
        return ++GameSteps.lockedPlayer(playerId).linkEpoch;
    }

    /**
     * "Someone else has my links", from the games-list page: turns off every link the player was sent (this one
     * too) and records a games-list email with fresh ones to the player's own address. Always recorded, whatever
     * the link-request interval: the owner needs the fresh links now, and each raise spends the link that asked
     * for it, so nobody can repeat it. The check and the raise run under the player's row lock, so two clicks of
     * one link raise once.
     */
    @Transactional
    public void raise(LinkToken gamesList) {
        if (gamesList.purpose() != LinkPurpose.GAMES_LIST) {
            throw new IllegalArgumentException("only a games-list link speaks for a player, not " + gamesList.purpose());
        }
        PlayerEntity player = GameSteps.lockedPlayer(gamesList.subjectId());
        requireCurrent(gamesList, player);
        player.linkEpoch++;
        NotificationEntity.pendingForPlayer(player.id, NotificationKind.MY_GAMES, clock.instant()).persist();
    }
}
