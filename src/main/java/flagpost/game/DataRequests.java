package flagpost.game;

import flagpost.game.GameActionException.Problem;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkToken;
import flagpost.store.NotificationEntity;
import flagpost.store.NotificationKind;
import flagpost.store.PlayerEntity;
import flagpost.words.Refusals;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;

/**
 * A player's own requests about their data, from their games list: a copy of it ({@link PlayerExport}) or its erasure
 * ({@link PlayerErasure}). Each is asked with the games-list link and confirmed from an email to the player's address
 * ({@link NotificationKind#DATA_EXPORT_CONFIRM}, {@link NotificationKind#DATA_ERASE_CONFIRM}), whose link opens a page
 * that asks once more; only its POST acts. At most one such email of each kind goes per
 * {@code flagpost.link-requests.mail-interval}: asking again meanwhile changes nothing.
 */
@ApplicationScoped
public class DataRequests {

    private final Clock clock;
    private final LinkRequestConfig config;
    private final PlayerExport export;
    private final PlayerErasure erasure;

    @Inject
    public DataRequests(Clock clock, LinkRequestConfig config, PlayerExport export, PlayerErasure erasure) {
        this.clock = clock;
        this.config = config;
        this.export = export;
        this.erasure = erasure;
    }

    /** Records the confirmation email, unless one of the same kind was recorded within the interval; true when it did. */
    @Transactional
    public boolean ask(LinkToken gamesList, boolean erase) {
        if (gamesList.purpose() != LinkPurpose.GAMES_LIST) {
            throw new IllegalArgumentException("only a games-list link speaks for a player, not " + gamesList.purpose());
        }
        PlayerEntity player = current(gamesList);
        NotificationKind kind = erase ? NotificationKind.DATA_ERASE_CONFIRM : NotificationKind.DATA_EXPORT_CONFIRM;
        Instant now = clock.instant();
        long recent = NotificationEntity.count("recipientPlayerId = ?1 and kind = ?2 and createdAt > ?3", player.id, kind,
                now.minus(config.mailInterval()));
        if (recent > 0) {
            return false;
        }
        NotificationEntity.pendingForPlayer(player.id, kind, now).persist();
        return true;
    }

    /** The player's data, for the POST of the confirmation page of an export link. */
    @Transactional
    public PlayerExport.PlayerData export(LinkToken confirmation) {
        require(confirmation, LinkPurpose.DATA_EXPORT);
        return export.export(current(confirmation).id);
    }

    /** Erases the player, for the POST of the confirmation page of an erasure link; the link stops working with it. */
    @Transactional
    public PlayerErasure.Erased erase(LinkToken confirmation) {
        require(confirmation, LinkPurpose.DATA_ERASE);
        // Checked again under the player's lock: links turned off while the erasure waited for it stop it too.
        return erasure.erase(current(confirmation).id, locked -> LinkEpochs.requireCurrent(confirmation, locked));
    }

    /** Refuses a confirmation link that is stale, for a player who is gone or was erased already. */
    @Transactional
    public void requireCurrent(LinkToken confirmation) {
        current(confirmation);
    }

    private static void require(LinkToken token, LinkPurpose purpose) {
        if (token.purpose() != purpose) {
            throw new IllegalArgumentException("a " + purpose + " link was expected, not " + token.purpose());
        }
    }

    private static PlayerEntity current(LinkToken token) {
        PlayerEntity player = PlayerEntity.findById(token.subjectId());
        if (player == null || player.erased()) {
            throw new GameActionException(Problem.NOT_FOUND, language -> Refusals.in(language).gameNoSuchPlayer());
        }
        LinkEpochs.requireCurrent(token, player);
        return player;
    }
}
