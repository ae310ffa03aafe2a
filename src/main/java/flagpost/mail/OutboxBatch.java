package flagpost.mail;

import flagpost.rules.Side;
import flagpost.store.NotificationEntity;
import flagpost.store.NotificationKind;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/** One batch of the outbox as taken: the rows to send, and what taking it recorded at once. */
final class OutboxBatch {

    /** A row leased for sending, with its finished message. */
    record Outgoing(long id, Recipient recipient, int attempts, Instant lease, MailMessage message, NotificationKind kind) {
    }

    /** One seat of one game, or (game and seat null) one player: whose later mail waits after a failure. */
    record Recipient(Long gameId, Side seat, Long playerId) {

        static Recipient of(NotificationEntity row) {
            return new Recipient(row.gameId, row.recipientSeat, row.recipientPlayerId);
        }
    }

    final List<Outgoing> outgoing = new ArrayList<>();
    /** The day's budget the outgoing rows were counted against; a row not handed over after all is given back. */
    DailyBudget.Allowance allowance;
    int taken;
    int muted;
    int undeliverable;
    int retrying;
    int failed;

    int progress() {
        return outgoing.size() + muted + undeliverable + retrying + failed;
    }
}
