package flagpost.links;

import flagpost.rules.Side;
import java.time.Duration;
import java.time.Instant;

/**
 * What a signed reply address grants: a reply to the email of {@code seat} in game {@code gameId} written at
 * {@code ply}, while the player in that seat keeps link epoch {@code epoch}, for as long as the play link beside it in
 * that email works: {@code issuedAt} (to the hour) starts that lifetime, as a link's issue time starts its own. A token
 * issued before tokens carried their time has a null {@code issuedAt}; the caller decides what it may still do.
 */
public record ReplyToken(long gameId, Side seat, int ply, int epoch, Instant issuedAt) {

    /** The largest game id a reply token names: a varint of six bytes (see {@link LinkTokens#issueReply}). */
    public static final long MAX_GAME_ID = (1L << 42) - 1;

    public ReplyToken {
        if (gameId < 0 || ply < 0 || epoch < 0 || seat == null) {
            throw new IllegalArgumentException("a reply token names a seat of a game, a ply and an epoch, none negative");
        }
    }

    /** Whether this token carries the time it was issued (every token issued now does). */
    public boolean knowsItsAge() {
        return issuedAt != null;
    }

    /**
     * Whether a token that knows its age is older than {@code lifetime} at {@code now}, the play link's lifetime: its
     * email's link no longer works, so neither does its reply address.
     */
    public boolean olderThan(Duration lifetime, Instant now) {
        return knowsItsAge() && !now.isBefore(issuedAt.plus(lifetime));
    }

    /**
     * The same grant as a link of purpose {@link LinkPurpose#REPLY}, so the link epoch is checked exactly as for every
     * other link ({@code flagpost.game.LinkEpochs}).
     */
    public LinkToken asLink() {
        return new LinkToken(LinkPurpose.REPLY, gameId, seat, epoch, issuedAt == null ? Instant.EPOCH : issuedAt, Instant.MAX, null);
    }
}
