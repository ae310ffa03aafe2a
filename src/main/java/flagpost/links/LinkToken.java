package flagpost.links;

import flagpost.rules.Side;
import java.time.Instant;

/**
 * What a verified link grants: one purpose on one subject (a game, or a player for
 * {@link LinkPurpose#GAMES_LIST}), for one seat, until it expires. Nothing more.
 */
public record LinkToken(LinkPurpose purpose, long subjectId, Side seat, Instant issuedAt, Instant expiresAt, String keyId) {

    /** The game this token is for; only meaningful for game purposes. */
    public long gameId() {
        if (!purpose.namesAGameSeat()) {
            throw new IllegalStateException("a " + purpose + " token names no game");
        }
        return subjectId;
    }
}
