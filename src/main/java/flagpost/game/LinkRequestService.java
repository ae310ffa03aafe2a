package flagpost.game;

import flagpost.rules.Side;
import flagpost.store.GameEntity;
import flagpost.store.LinkRequests;
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
 * "Email me my links": records the games-list email for an address and the fresh-link email for a seat,
 * at most one of each per {@code flagpost.link-requests.mail-interval}. The mail always goes to the
 * address Flagpost knows, never to whoever asks, so the forms give nobody a way in; and the pages answer
 * the same whether or not anything was recorded, so they tell nobody whether an address plays here.
 *
 * <p>The interval is checked against the outbox itself, under a lock on the player's (or the game's) row,
 * so two requests at once on two instances still record one email.
 */
@ApplicationScoped
public class LinkRequestService {

    private final Bounces bounces;

    private static final int MAX_EMAIL_LENGTH = 254;

    private final Clock clock;
    private final LinkRequestConfig config;
    private final LinkRequests requests;

    @Inject
    public LinkRequestService(Clock clock, LinkRequestConfig config, LinkRequests requests, Bounces bounces) {
        this.bounces = bounces;
        this.clock = clock;
        this.config = config;
        this.requests = requests;
    }

    /**
     * Records a games-list email if the address is a player's, none went to it lately and it is not on the do-not-invite
     * list; true when one was recorded.
     * A known and an unknown address cost the same statements, so neither the answer nor its time tells them apart.
     * An address with an invisible character is refused ({@code BAD_REQUEST}): no player has one.
     */
    @Transactional
    public boolean requestGamesList(String email) {
        if (email == null || email.isBlank() || email.length() > MAX_EMAIL_LENGTH) {
            return false;
        }
        Players.refuseInvisibleCharacters(email, language -> Refusals.in(language).addressAny());
        String normalised = PlayerEntity.normaliseEmail(email);
        Long player = requests.lockPlayerByEmail(normalised);
        // Typed by anyone: an address whose owner asked never to be mailed by strangers' forms gets nothing.
        return recordGamesList(player, normalised);
    }

    /** The same for a player known by id (an expired games-list link). */
    @Transactional
    public boolean requestGamesList(long playerId) {
        PlayerEntity player = PlayerEntity.lockById(playerId);
        return player != null && recordGamesList(player.id, null);
    }

    /** Records a fresh-link email for one seat of one game if none went to it lately; true when one was recorded. */
    @Transactional
    public boolean requestFreshLinks(long gameId, Side seat) {
        GameEntity game = GameEntity.lockById(gameId);
        if (game == null || seat == null) {
            return false;
        }
        Instant now = clock.instant();
        if (requests.freshLinksRecordedSince(gameId, seat, now.minus(config.mailInterval()))) {
            return false;
        }
        NotificationEntity.pending(game, seat, NotificationKind.FRESH_LINKS, now).persist();
        bounces.resumeSeat(gameId, seat, false, Bounces.Comeback.ASKED_FOR_LINKS);
        return true;
    }

    private boolean recordGamesList(Long playerId, String typedEmail) {
        Instant now = clock.instant();
        // Asking for one's links makes a bounced address deliverable again (a complaint stays: anyone may type an
        // address here). Run for an unknown address too, naming nobody, so the time tells nothing.
        bounces.resume(playerId == null ? -1 : playerId, false, Bounces.Comeback.ASKED_FOR_LINKS);
        return requests.recordGamesListUnlessRecent(playerId, typedEmail, now, now.minus(config.mailInterval()));
    }
}
