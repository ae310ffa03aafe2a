package flagpost.store;

/** What a notification tells its recipient. Stored by name: never rename one. */
public enum NotificationKind {
    /** To the invited player: accept or decline. */
    INVITATION,
    /** To the creator: the invitation was declined. */
    INVITATION_DECLINED,
    /** To the creator: nobody answered in time. */
    INVITATION_LAPSED,
    /** To both: the invitation was accepted; place your pieces. */
    SETUP_NEEDED,
    /** To both: both setups are in; Red moves first. */
    GAME_STARTED,
    /** To the player to move, after the opponent's move. */
    YOUR_MOVE,
    /** To the mover: confirmation with their updated view. */
    MOVE_PLAYED,
    DRAW_OFFERED,
    DRAW_DECLINED,
    /** To the player to move, when most of the time is used. */
    REMINDER,
    GAME_OVER,
    /** To both: nobody set up in time, so the game never started. */
    GAME_CANCELLED,
    /** To one seat that asked from an expired link: a fresh link to the page that fits the game now. */
    FRESH_LINKS,
    /** To a player, about no one game: a link to the list of their games. Addressed to the player, not a seat. */
    MY_GAMES,
    /**
     * To the typed-in creator address of a start request, before any invitation leaves: confirm that you asked.
     * Addressed to the player; its request names the game to be.
     */
    INVITATION_CONFIRM,
    /**
     * To one seat, in the thread of a reply email it sent: the reply was read but could not be acted on (an illegal
     * move, not your turn, an old email, nothing understood), why, and what to send instead; with the board where the
     * seat's page shows one. Mail a player waits for, so it is not held back first when the day's budget runs low,
     * and not muted: at most {@code flagpost.inbound.refusal-replies-per-hour} of them go to a seat.
     */
    REPLY_REFUSED;

    /**
     * Whether this kind's email names the deadline of the turn (or of the setup) it asks the recipient to act on. An
     * invitation names its own lapse instead.
     */
    public boolean namesDeadline() {
        return switch (this) {
            case SETUP_NEEDED, GAME_STARTED, YOUR_MOVE, REMINDER -> true;
            default -> false;
        };
    }

    /** Whether rows of this kind address a player (game and seat null) rather than one seat of one game. */
    public boolean addressesPlayer() {
        return this == MY_GAMES || this == INVITATION_CONFIRM;
    }
}
