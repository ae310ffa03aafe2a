package flagpost.game;

import flagpost.links.LinkPurpose;

/**
 * A genuine, unexpired link that its player has turned off: they said "someone else has my links", which raised
 * their link epoch past the one the link carries. Thrown before anything changes; the pages answer 403 with the
 * form that emails the owner fresh links, the API {@code STALE_LINK}.
 */
public final class StaleLinkException extends RuntimeException {

    private final LinkPurpose purpose;

    public StaleLinkException(LinkPurpose purpose) {
        super("This link was turned off by its player, who asked for new links.", null, false, false); // not for players: logs
        this.purpose = purpose;
    }

    public LinkPurpose purpose() {
        return purpose;
    }
}
