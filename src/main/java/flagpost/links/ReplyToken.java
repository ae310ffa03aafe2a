package flagpost.links;

import flagpost.rules.Side;
import java.time.Instant;

/**
 * What a signed reply address grants: a reply to the email of {@code seat} in game {@code gameId} written at
 * {@code ply}, while the player in that seat keeps link epoch {@code epoch}. Unlike a page link it carries no expiry:
 * its ply already bounds it (a reply to an old email can only be refused as already played, or ask for the board),
 * and an expiry would cost characters an address does not have.
 */
public record ReplyToken(long gameId, Side seat, int ply, int epoch) {

    public ReplyToken {
        if (gameId < 0 || ply < 0 || epoch < 0 || seat == null) {
            throw new IllegalArgumentException("a reply token names a seat of a game, a ply and an epoch, none negative");
        }
    }

    /**
     * The same grant as a link of purpose {@link LinkPurpose#REPLY}, so the link epoch is checked exactly as for every
     * other link ({@code flagpost.game.LinkEpochs}).
     */
    public LinkToken asLink() {
        return new LinkToken(LinkPurpose.REPLY, gameId, seat, epoch, Instant.EPOCH, Instant.MAX, null);
    }
}
