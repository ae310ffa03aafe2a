package flagpost.mail;

import static org.junit.jupiter.api.Assertions.assertFalse;

import flagpost.store.NotificationKind;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A vacation or pause notice tells a player why no move will come for days, or asks them to agree to a pause: it goes with the mail that matters (invitations,
 * your move, game over) when the daily budget runs low, not with confirmations and reminders, and muting a game's
 * reminders does not silence it.
 */
class VacationMailPriorityTest {

    @Test
    void vacationAndPauseNoticesAreNeitherLowPriorityNorMuted() {
        for (NotificationKind kind : List.of(NotificationKind.VACATION_STARTED, NotificationKind.VACATION_ENDED,
                NotificationKind.PAUSE_ASKED, NotificationKind.PAUSE_DECLINED, NotificationKind.GAME_PAUSED, NotificationKind.GAME_RESUMED)) {
            assertFalse(DailyBudget.LOW_PRIORITY.contains(kind), kind + " waits only once the whole daily limit is spent");
            assertFalse(OutboxDispatcher.MUTABLE.contains(kind), kind + " is not muted by List-Unsubscribe");
        }
    }
}
