package flagpost.mail;

import flagpost.metrics.MailMeters;
import flagpost.rules.Side;
import flagpost.store.GameEntity;
import flagpost.store.MailStops;
import flagpost.store.NotificationEntity;
import flagpost.store.NotificationKind;
import flagpost.store.NotificationState;
import flagpost.store.OutboxQueue;
import io.quarkus.narayana.jta.QuarkusTransaction;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Taking a batch of the outbox, in one short transaction: the due rows ({@link OutboxQueue#takeDue}: {@code FOR UPDATE
 * SKIP LOCKED}, every recipient's oldest first, none behind an earlier pending row to the same seat), within the day's
 * budget and each player's share ({@link DailyBudget}); rows to a stopped address become UNDELIVERABLE, muted reminders
 * and confirmations MUTED; the rest are composed ({@link OutboxComposing}) and leased. Also the stale turn emails a run
 * supersedes before it takes anything ({@link StaleTurnMail}).
 */
final class OutboxTaking {

    /** What {@link #takeBatch} was doing, for when its transaction fails to commit. */
    static final class Taking {
        Long rowId;
        RuntimeException composeProblem;
    }

    /** A batch taken with at most {@code limit} rows, or the problem that rolled its transaction back. */
    record Taken(int limit, Taking taking, OutboxBatch batch, RuntimeException problem) {
    }

    private final OutboxConfig config;
    private final OutboxQueue queue;
    private final DailyBudget budget;
    private final MailStops stops;
    private final OutboxComposing composing;
    private final OutboxMarks marks;
    private final MailMeters meters;

    OutboxTaking(OutboxConfig config, OutboxQueue queue, DailyBudget budget, MailStops stops, OutboxComposing composing, OutboxMarks marks,
            MailMeters meters) {
        this.config = config;
        this.queue = queue;
        this.budget = budget;
        this.stops = stops;
        this.composing = composing;
        this.marks = marks;
        this.meters = meters;
    }

    /** Marks SUPERSEDED the pending turn emails a newer email to the same seat made pointless; how many. */
    int supersede() {
        int superseded = QuarkusTransaction.requiringNew().call(() -> queue.supersede(StaleTurnMail.STALE, StaleTurnMail.NEWER, marks.now()));
        meters.superseded(superseded);
        return superseded;
    }

    Taken take(int limit) {
        Taking taking = new Taking();
        try {
            return new Taken(limit, taking, QuarkusTransaction.requiringNew().call(() -> takeBatch(limit, taking)), null);
        } catch (RuntimeException problem) {
            return new Taken(limit, taking, null, problem);
        }
    }

    private OutboxBatch takeBatch(int limit, Taking taking) {
        Instant now = marks.now();
        OutboxBatch batch = new OutboxBatch();
        DailyBudget.Allowance allowance = budget.open(now);
        batch.allowance = allowance;
        if (allowance.all() == 0) {
            return batch;
        }
        Set<NotificationKind> heldKinds = allowance.lowPriority() == 0 ? DailyBudget.LOW_PRIORITY : Set.of();
        Set<Long> heldPlayers = allowance.shares().spentPlayers();
        List<NotificationEntity> rows = queue.takeDue(now, Math.min(limit, allowance.all()), heldKinds, heldPlayers);
        batch.taken = rows.size();
        if (rows.isEmpty()) {
            return batch;
        }
        queue.writeInBatchesOf(rows.size()); // every row taken is written back: its lease, at least
        int lowPriorityLeft = allowance.lowPriority();
        Set<Long> waiting = queue.behindOthers(rows.stream().map(row -> row.id).toList(), heldKinds, heldPlayers);
        Set<Long> undeliverable = stops.undeliverable(rows.stream().map(row -> row.id).toList());
        Map<Long, Set<Side>> muted = GameEntity.mutedSeats(
                rows.stream().map(row -> row.gameId).filter(Objects::nonNull).collect(Collectors.toSet()));
        Instant lease = now.plus(config.lease());
        List<NotificationEntity> going = new ArrayList<>();
        for (NotificationEntity row : rows) {
            if (waiting.contains(row.id)) {
                continue;
            }
            if (undeliverable.contains(row.id)) {
                row.state = NotificationState.UNDELIVERABLE;
                batch.undeliverable++;
                meters.undeliverable(row.kind);
                continue;
            }
            if (OutboxDispatcher.MUTABLE.contains(row.kind) && muted.getOrDefault(row.gameId, Set.of()).contains(row.recipientSeat)) {
                row.state = NotificationState.MUTED;
                batch.muted++;
                meters.muted(row.kind);
                continue;
            }
            if (row.composedAt == null && !allowance.shares().take(row.chargedPlayerId)) {
                continue; // over its player's share of the day: stays pending and due, and holds nothing up
            }
            if (DailyBudget.LOW_PRIORITY.contains(row.kind)) {
                if (lowPriorityLeft == 0) {
                    continue; // over the day's share: stays pending and due, and holds nothing up
                }
                lowPriorityLeft--;
            }
            going.add(row);
        }
        composing.composeAndLease(going, batch, taking, now, lease);
        budget.spend(allowance, batch.outgoing.size());
        NotificationEntity.flush();
        return batch;
    }
}
