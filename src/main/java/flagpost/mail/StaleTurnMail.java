package flagpost.mail;

import flagpost.store.NotificationKind;
import java.util.EnumSet;
import java.util.Set;

/**
 * Which unsent emails a newer one to the same seat of the same game makes pointless; the outbox marks them
 * SUPERSEDED and never sends them.
 *
 * <p>A "your move", a move confirmation and a reminder each show the seat's board and link to the game as it stands
 * when the email is written. Once a newer "your move", confirmation or game-over email to that seat waits behind
 * one, the older tells the recipient nothing the newer does not, and asks for a move that is no longer theirs to make
 * (or was made). Someone playing fast, or both seats of a game, then gets one email per seat instead of one per move.
 * What happened in between stays on the game's page and in its history; nothing is told that the newer email would
 * not tell, so hidden information is not at stake.
 *
 * <p>Never superseded: invitations and their answers, setup and start, draw offers and answers, game over, fresh
 * links and games lists. Each says something of its own, once.
 */
final class StaleTurnMail {

    /** What can be superseded. */
    static final Set<NotificationKind> STALE = EnumSet.of(NotificationKind.YOUR_MOVE, NotificationKind.MOVE_PLAYED,
            NotificationKind.REMINDER);
    /** What supersedes them when it is newer, to the same seat of the same game. */
    static final Set<NotificationKind> NEWER = EnumSet.of(NotificationKind.YOUR_MOVE, NotificationKind.MOVE_PLAYED,
            NotificationKind.GAME_OVER);

    private StaleTurnMail() {
    }
}
