package flagpost.game;

import flagpost.store.SeatPage;
import flagpost.rules.GameOptions;
import flagpost.rules.Side;
import flagpost.store.GameStatus;
import flagpost.words.Language;
import java.time.Instant;

/**
 * A game's settings and standing from one seat, as the invitation page and the games list show them.
 * Nothing here is secret. {@code invitationOpen}: the invitation can still be accepted or declined now
 * (it is INVITED and has not run out, even if the deadline job has not yet marked it lapsed);
 * {@code started}: both setups were in at some point, so the game has a history. {@code creatorLanguage}: the
 * language the game's creator reads (null until chosen), which an invitee's pages fall back on before they choose.
 */
public record GameSettings(GameSummary summary, GameOptions options, Side creatorSeat, Instant invitationExpiresAt,
        boolean invitationOpen, boolean started, Language creatorLanguage) {

    public Side seat() {
        return summary.seat();
    }

    public boolean invitedSeat() {
        return summary.seat() != creatorSeat;
    }

    public String creatorName() {
        return creatorSeat == Side.RED ? summary.redName() : summary.blueName();
    }

    /** The page this seat should open now. */
    public SeatPage page() {
        if (summary.status() == GameStatus.INVITED && !invitationOpen) {
            return SeatPage.NONE;
        }
        return SeatPage.of(summary.status(), summary.seat(), creatorSeat, started);
    }
}
