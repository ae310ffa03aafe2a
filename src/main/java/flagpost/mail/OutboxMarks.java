package flagpost.mail;

import flagpost.mail.OutboxBatch.Outgoing;
import flagpost.metrics.MailMeters;
import flagpost.store.ConnectionFailures;
import flagpost.store.NotificationEntity;
import flagpost.store.NotificationState;
import flagpost.store.OutboxQueue;
import io.quarkus.narayana.jta.QuarkusTransaction;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.stream.Collectors;
import org.jboss.logging.Logger;

/**
 * The one place an outbox row's outcome is written: sent, backing off, given up (failed), or made due again
 * (released). Each outcome of a batch in flight gets its own short transaction, guarded by the row's lease, so a row
 * another instance took over after the lease ran out is not overwritten; a failure while composing is written on the
 * managed row ({@link #failAttempt}). When the database cannot be reached, the outcome is kept in memory and written
 * first by the next run ({@link #reconcile}).
 */
final class OutboxMarks {

    private static final Logger LOG = Logger.getLogger(OutboxDispatcher.class);
    private static final int MAX_ERROR_LENGTH = 2_000;

    private final Clock clock;
    private final OutboxConfig config;
    private final OutboxQueue queue;
    private final DailyBudget budget;
    private final OutboxBookkeeping bookkeeping;
    /** Outcomes of earlier runs that the database was not there to take: the next run writes them first. */
    private final OutboxUnrecorded unrecorded = new OutboxUnrecorded();
    private final MailMeters meters;

    OutboxMarks(Clock clock, OutboxConfig config, OutboxQueue queue, DailyBudget budget, OutboxBookkeeping bookkeeping, MailMeters meters) {
        this.clock = clock;
        this.config = config;
        this.queue = queue;
        this.budget = budget;
        this.bookkeeping = bookkeeping;
        this.meters = meters;
    }

    /**
     * Hands the emails sent so far (all of one batch, so under one lease) to the marking thread to be marked, and
     * empties {@code sent}: the sending thread goes on sending while the database writes the mark. One mark is in flight
     * at a time: this waits for the one before, so should the instance die, at most two marks' worth is sent again after
     * the lease ({@link OutboxConfig#markEvery()}). Should the database crash, the marks it had not yet written to disk
     * are lost too ({@link #markSent}); their emails are sent again the same way, never lost.
     */
    void recordSent(List<Outgoing> sent, OutboxTally tally) {
        if (sent.isEmpty()) {
            return;
        }
        awaitMarking(tally); // first: should it throw, these are still in {@code sent}, for the caller's last mark
        List<Outgoing> marking = List.copyOf(sent);
        sent.clear();
        tally.sent += marking.size();
        tally.marking = bookkeeping.mark(() -> {
            markSent(marking, tally);
            return null;
        });
        if (tally.marking == null) { // the application is stopping: marked here, then
            markSent(marking, tally);
        }
    }

    /**
     * Marks {@code sent} in one transaction, committed without waiting for the disk: a flush at every mark would slow
     * the whole drain, and a mark lost in a database crash only means the email goes again.
     */
    private void markSent(List<Outgoing> sent, OutboxTally tally) {
        writeOrKeep(() -> markSent(sent), () -> unrecorded.sent(sent), tally);
    }

    private void markSent(List<Outgoing> sent) {
        Instant now = now();
        List<Long> ids = sent.stream().map(Outgoing::id).toList();
        Set<Long> marked = QuarkusTransaction.requiringNew().call(() -> {
            queue.commitWithoutWaitingForDisk();
            return queue.markSent(ids, sent.get(0).lease(), now);
        });
        for (Long id : ids) {
            if (!marked.contains(id)) {
                LOG.warnf("notification %d was sent but its lease had run out; another instance may send it again", id);
            }
        }
    }

    /**
     * Waits for the mark in flight, if any. A mark that failed fails the run as it would have on this thread (its
     * emails go again after their lease); one that never ran because the application stopped is only logged.
     */
    static void awaitMarking(OutboxTally tally) {
        Future<Void> marking = tally.marking;
        if (marking == null) {
            return;
        }
        tally.marking = null;
        try {
            OutboxBookkeeping.awaitUninterruptibly(marking);
        } catch (CancellationException stopped) {
            LOG.warn("the application stopped before sent notifications were marked; they go again after their lease");
        } catch (ExecutionException failed) {
            throw failed.getCause() instanceof RuntimeException problem ? problem
                    : new IllegalStateException("marking sent notifications failed", failed.getCause());
        }
    }

    /** A failed attempt to send: the row backs off, or is given up after its last attempt or a permanent refusal. */
    void recordFailure(Outgoing mail, MailException problem, OutboxTally tally) {
        Instant now = now();
        int attempts = mail.attempts() + 1;
        boolean giveUp = problem.isPermanent() || attempts >= config.maxAttempts();
        String error = truncate(problem.getMessage());
        int[] updated = new int[1];
        // With the database away the attempt cannot be counted: the row is only made due again, at the next run.
        boolean written = writeOrKeep(() -> updated[0] = QuarkusTransaction.requiringNew().call(() -> giveUp
                ? queue.markFailed(mail.id(), mail.lease(), attempts, error, now)
                : queue.markBackingOff(mail.id(), mail.lease(), attempts, error, now.plus(backoff(attempts)))),
                () -> unrecorded.unsent(List.of(mail), null), tally);
        if (!written) {
            return;
        }
        if (updated[0] == 0) {
            LOG.warnf("notification %d: its lease ran out before its failure was recorded (%s)", mail.id(), error);
            return;
        }
        meters.attemptFailed(mail.kind(), giveUp);
        if (giveUp) {
            tally.failed++;
            LOG.errorf("notification %d (%s) given up after %d attempts%s: %s", mail.id(), mail.message().messageId(), attempts,
                    problem.isPermanent() ? " (permanent failure)" : "", error);
        } else {
            tally.retrying++;
            LOG.warnf("notification %d: attempt %d failed, next in %s: %s", mail.id(), attempts, backoff(attempts), error);
        }
    }

    /**
     * Rows taken but not tried become due again at once (their order rule still applies), and the day's budget gets
     * back what they were counted for: an email counts when it is handed to the mail server.
     */
    void release(List<Outgoing> released, DailyBudget.Allowance allowance, OutboxTally tally) {
        if (released.isEmpty()) {
            return;
        }
        Instant now = now();
        writeOrKeep(() -> QuarkusTransaction.requiringNew().run(() -> release(released, allowance, now)),
                () -> unrecorded.unsent(released, allowance), tally);
    }

    /** Makes {@code released} (all under one lease) due at {@code now} and gives their budget back; in the caller's transaction. */
    private void release(List<Outgoing> released, DailyBudget.Allowance allowance, Instant now) {
        int due = queue.release(released.stream().map(Outgoing::id).toList(), released.get(0).lease(), now);
        if (allowance != null) {
            budget.giveBack(allowance, due);
        }
    }

    /** A failed attempt on a managed row; true when it was the last one and the row is given up. */
    boolean failAttempt(NotificationEntity row, String error, Instant now) {
        row.attempts++;
        if (row.attempts >= config.maxAttempts()) {
            giveUp(row, error, now);
            return true;
        }
        row.lastError = truncate(error);
        row.nextAttemptAt = now.plus(backoff(row.attempts));
        meters.attemptFailed(row.kind, false);
        return false;
    }

    void giveUp(NotificationEntity row, String error, Instant now) {
        row.state = NotificationState.FAILED;
        row.lastError = truncate(error);
        row.failedAt = now;
        meters.attemptFailed(row.kind, true);
        LOG.errorf("notification %d (%s to %s of game %d) given up after %d attempts: %s", row.id, row.kind, row.recipientSeat, row.gameId,
                row.attempts, row.lastError);
    }

    /** When composing a row breaks the whole transaction, its failure is recorded in a transaction of its own. */
    void recordComposeFailure(long id, RuntimeException problem, OutboxTally tally) {
        boolean gaveUp = QuarkusTransaction.requiringNew().call(() -> {
            NotificationEntity row = NotificationEntity.findById(id);
            if (row == null || row.state != NotificationState.PENDING) {
                return false;
            }
            return failAttempt(row, "composing failed: " + describe(problem), now());
        });
        if (gaveUp) {
            tally.failed++;
        } else {
            tally.retrying++;
        }
    }

    /**
     * Runs {@code write}, an outcome's short transaction; true when it was written. When the database cannot be reached,
     * {@code keep} hands the outcome to the unrecorded ones instead, for the next run, and the run stops sending (what it
     * sent now could not be marked either); any other failure is thrown as before.
     */
    boolean writeOrKeep(Runnable write, Runnable keep, OutboxTally tally) {
        try {
            write.run();
            return true;
        } catch (RuntimeException problem) {
            if (!ConnectionFailures.isCause(problem)) {
                throw problem;
            }
            keep.run();
            tally.databaseAway(problem);
            return false;
        }
    }

    /**
     * Writes, in one transaction, the outcomes earlier runs kept because the database was away: their sent rows become
     * SENT and their untried rows due again, each only while still under the lease this instance took (a row another
     * instance took over since is left alone, as every mark is). Should the database still be away, they stay kept and
     * the run stops here, with no attempt of any row spent.
     */
    void reconcile() {
        OutboxUnrecorded.Outcomes kept = unrecorded.take();
        if (kept.isEmpty()) {
            return;
        }
        try {
            Instant now = now();
            int[] marked = new int[1];
            QuarkusTransaction.requiringNew().run(() -> {
                for (List<Outgoing> sent : byLease(kept.sent())) {
                    marked[0] += queue.markSent(sent.stream().map(Outgoing::id).toList(), sent.get(0).lease(), now).size();
                }
                for (OutboxUnrecorded.Unsent unsent : kept.unsent()) {
                    release(unsent.rows(), unsent.allowance(), now);
                }
            });
            LOG.infof("outbox: the database is back; %d emails sent while it was away are marked sent (%d of %d still under this "
                    + "instance's lease), %d untried emails are due again", kept.sent().size(), marked[0], kept.sent().size(),
                    kept.unsent().stream().mapToInt(unsent -> unsent.rows().size()).sum());
        } catch (RuntimeException problem) {
            if (!ConnectionFailures.isCause(problem)) {
                // Kept, this would stop every run to come. Left to their lease, the rows go again after it, at least once.
                LOG.errorf(problem, "outbox: writing what was sent while the database was away failed; those rows go again after their lease");
                return;
            }
            unrecorded.putBack(kept);
            throw problem;
        }
    }

    private static List<List<Outgoing>> byLease(List<Outgoing> rows) {
        return List.copyOf(rows.stream().collect(Collectors.groupingBy(Outgoing::lease, LinkedHashMap::new,
                Collectors.toList())).values());
    }

    /** The wait after {@code attempts} failed attempts: the base, doubled per further failure, capped. */
    Duration backoff(int attempts) {
        Duration wait = config.backoffBase();
        for (int i = 1; i < attempts && wait.compareTo(config.backoffMax()) < 0; i++) {
            wait = wait.multipliedBy(2);
        }
        return wait.compareTo(config.backoffMax()) > 0 ? config.backoffMax() : wait;
    }

    /** Microseconds, as PostgreSQL stores them, so a lease read back compares equal. */
    Instant now() {
        return clock.instant().truncatedTo(ChronoUnit.MICROS);
    }

    static String describe(Throwable problem) {
        return problem.getClass().getSimpleName() + (problem.getMessage() == null ? "" : ": " + problem.getMessage());
    }

    private static String truncate(String error) {
        return MimeConversion.printable(error == null ? "unknown error" : error, MAX_ERROR_LENGTH);
    }
}
