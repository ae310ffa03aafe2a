package flagpost.store;

import java.util.EnumSet;
import java.util.Set;

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
    REPLY_REFUSED,
    /** To the opponent in each running game: the player is on vacation until a date (recorded as the row's deadline_at). */
    VACATION_STARTED,
    /** To the opponent in each running game: the player is back from vacation, and their clock runs again. */
    VACATION_ENDED,
    /** To the other seat: their opponent asks to pause the game; they accept or decline on the play page. */
    PAUSE_ASKED,
    /** To the seat that asked: the pause was declined, and the clock runs on. */
    PAUSE_DECLINED,
    /** To the seat that asked: the pause was accepted, and the clock is stopped. */
    GAME_PAUSED,
    /** To the other seat: the pause was ended, and the clock runs again. */
    GAME_RESUMED,
    /**
     * To a player who chose the daily digest, once a day: every game where it is their move, each with its board.
     * Addressed to the player; it lists the games as they stand when it is written.
     */
    DAILY_DIGEST,
    /**
     * To the other player of a finished game: "Play again?", a new game with the same terms and the colours swapped.
     * Recorded on the new game for its invited seat, answered on the invitation page; it lapses as an invitation does.
     */
    REMATCH,
    /** To both: the host cancelled the game (an operator action); nobody wins or loses. */
    GAME_CANCELLED_BY_HOST,
    /** To a player who asked on their games list for a copy of their data: the link that confirms it. Addressed to the player. */
    DATA_EXPORT_CONFIRM,
    /** To a player who asked on their games list to be erased: the link that confirms it. Addressed to the player. */
    DATA_ERASE_CONFIRM;

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

    /** Whether this kind asks its recipient to accept or decline a new game: it names the invitation's lapse, not a turn's. */
    public boolean invites() {
        return this == INVITATION || this == REMATCH;
    }

    /**
     * Kinds whose rows may wait on purpose before they are due (vacation notices, coalesced by
     * {@code flagpost.game.Vacations}): complete on their own, they hold up none of the seat's later mail.
     */
    public static final Set<NotificationKind> HOLDING_NOTHING_UP = EnumSet.of(VACATION_STARTED, VACATION_ENDED);

    /** Whether rows of this kind are among {@link #HOLDING_NOTHING_UP}. */
    public boolean holdsNothingUp() {
        return HOLDING_NOTHING_UP.contains(this);
    }

    /** Whether rows of this kind address a player (game and seat null) rather than one seat of one game. */
    public boolean addressesPlayer() {
        return this == MY_GAMES || this == INVITATION_CONFIRM || this == DAILY_DIGEST || this == DATA_EXPORT_CONFIRM
                || this == DATA_ERASE_CONFIRM;
    }
}
