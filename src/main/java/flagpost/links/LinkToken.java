package flagpost.links;

import flagpost.rules.Side;
import java.time.Instant;

/**
 * What a verified link grants: one purpose on one subject (a game, or a player for
 * {@link LinkPurpose#GAMES_LIST}), for one seat, until it expires, while the player it was sent to keeps the
 * link epoch it carries. Nothing more.
 */
public record LinkToken(LinkPurpose purpose, long subjectId, Side seat, int epoch, Instant issuedAt, Instant expiresAt, String keyId) {

    /**
     * Whether this link is still current for the player it was sent to, whose link epoch is now {@code playerEpoch}:
     * a raised epoch ("someone else has my links") turns off every link issued before. Signature and expiry are
     * checked before; this is the one comparison every caller makes, by way of {@code flagpost.game.LinkEpochs}.
     */
    public boolean currentFor(int playerEpoch) {
        return epoch == playerEpoch;
    }

    /** The game this token is for; only meaningful for game purposes. */
    public long gameId() {
        if (!purpose.namesAGame()) {
            throw new IllegalStateException("a " + purpose + " token names no game");
        }
        return subjectId;
    }
}
