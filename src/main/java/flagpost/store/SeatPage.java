package flagpost.store;

import flagpost.links.LinkPurpose;
import flagpost.rules.Side;

/**
 * The one page a seat should open for a game as it stands: what a games list links to, and what every
 * email links to (recorded on its notification row when the change that causes it commits). Links are issued
 * for this page only, so a seat never gets a play link for a game that is still being set up, or any link for a
 * game that never started. Stored by name: never rename one.
 */
public enum SeatPage {
    INVITATION(LinkPurpose.INVITATION),
    SETUP(LinkPurpose.SETUP),
    PLAY(LinkPurpose.PLAY),
    HISTORY(LinkPurpose.HISTORY),
    /** Nothing to open: the creator waiting for an answer, or a game declined, lapsed or cancelled. */
    NONE(null);

    private final LinkPurpose purpose;

    SeatPage(LinkPurpose purpose) {
        this.purpose = purpose;
    }

    /** Whether the page shows the board, so an email linking to it shows the seat's board too. */
    public boolean showsBoard() {
        return this == PLAY || this == HISTORY;
    }

    /** The link purpose of this page, or null for {@link #NONE}. */
    public LinkPurpose purpose() {
        return purpose;
    }

    /** The page that fits {@code seat} of {@code game} as the entity stands now. */
    public static SeatPage of(GameEntity game, Side seat) {
        return of(game.status, seat, game.creatorSeat, game.startedAt != null);
    }

    public static SeatPage of(GameStatus status, Side seat, Side creatorSeat, boolean started) {
        return switch (status) {
            case INVITED -> seat == creatorSeat ? NONE : INVITATION;
            case SETUP -> SETUP;
            case PLAYING -> PLAY;
            // A game resigned during setup has no moves to look back on.
            case FINISHED -> started ? HISTORY : NONE;
            case DECLINED, LAPSED -> NONE;
        };
    }
}
