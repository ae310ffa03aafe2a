package flagpost.links;

/** What a signed link lets its holder do. The codes are written into tokens: never change one. */
public enum LinkPurpose {
    PLAY(1),
    SETUP(2),
    HISTORY(3),
    /** The list of one player's games; its subject is the player, not a game. */
    GAMES_LIST(4),
    UNSUBSCRIBE(5),
    INVITATION(6);

    private final int code;

    LinkPurpose(int code) {
        this.code = code;
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
