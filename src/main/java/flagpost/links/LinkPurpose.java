package flagpost.links;

/** What a signed link lets its holder do. The codes are written into tokens: never change one. */
public enum LinkPurpose {
    PLAY(1),
    SETUP(2),
    HISTORY(3),
    /** The list of one player's games; its subject is the player, not a game. */
    GAMES_LIST(4),
    UNSUBSCRIBE(5),
    INVITATION(6),
    /** A start request waiting for its creator's confirmation; its subject is the request, with no seat. */
    CONFIRM_START(7),
    /** Never invite this address again; its subject is the player, with no seat. */
    DO_NOT_INVITE(8),
    /**
     * The signed reply address of a seat's email ({@link ReplyToken}): a reply to it acts for that seat. Never a page
     * link; its code only separates its signatures from those of the other purposes.
     */
    REPLY(9),
    /**
     * A game's read-only watch link, for spectators: its subject is the game, with no seat, and its epoch is the game's
     * watch epoch ({@code flagpost.game.WatchLinks}), not a player's link epoch. It grants no seat's page or action.
     */
    WATCH(10),
    /** A player confirms they want a copy of their data (asked from their games list); its subject is the player, no seat. */
    DATA_EXPORT(11),
    /** A player confirms they want to be erased (asked from their games list); its subject is the player, no seat. */
    DATA_ERASE(12);

    private final int code;

    LinkPurpose(int code) {
        this.code = code;
    }

    /** Whether the subject of a token of this purpose is a game (with a seat), rather than a player or a request. */
    public boolean namesAGameSeat() {
        return switch (this) {
            case GAMES_LIST, CONFIRM_START, DO_NOT_INVITE, WATCH, DATA_EXPORT, DATA_ERASE -> false;
            default -> true;
        };
    }

    /** Whether the subject of a token of this purpose is a game: a seat's, or a spectator's ({@link #WATCH}). */
    public boolean namesAGame() {
        return namesAGameSeat() || this == WATCH;
    }

    int code() {
        return code;
    }

    static LinkPurpose fromCode(int code) {
        for (LinkPurpose purpose : values()) {
            if (purpose.code == code) {
                return purpose;
            }
        }
        return null;
    }
}
