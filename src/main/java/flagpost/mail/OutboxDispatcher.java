package flagpost.mail;

import flagpost.game.ServingLoad;
import flagpost.mail.OutboxTaking.Taken;
import flagpost.metrics.MailMeters;
import flagpost.store.ConnectionFailures;
import flagpost.store.MailStops;
import flagpost.store.NotificationKind;
import flagpost.store.OutboxQueue;
import io.quarkus.runtime.StartupEvent;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.time.Clock;
import java.time.Duration;
import java.util.EnumSet;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import org.jboss.logging.Logger;

/**
 * Drains the outbox: the run loop, and the kill switch ({@code flagpost.mail.enabled}, {@link #setEnabled}). A run
 * writes what earlier runs could not ({@link OutboxMarks#reconcile}), supersedes stale turn emails, then takes a batch
 * ({@link OutboxTaking}, which composes its new rows with {@link OutboxComposing}), delivers it ({@link OutboxDelivery})
 * and has every outcome written ({@link OutboxMarks}), batch after batch, while the next batch is taken ahead on the
 * taking thread ({@link OutboxBookkeeping}). No transaction is open while the mail server talks: a batch is leased
 * and committed before the first byte goes, so a slow server holds no connection of the pool, and a crash means the
 * leased rows go again after the lease (at least once, with the same Message-ID). See docs/ARCHITECTURE.md, "The outbox
 * in detail".
 */
@ApplicationScoped
public class OutboxDispatcher {

    private static final Logger LOG = Logger.getLogger(OutboxDispatcher.class);
    /** What a muted seat no longer gets. */
    static final Set<NotificationKind> MUTABLE = EnumSet.of(NotificationKind.REMINDER, NotificationKind.MOVE_PLAYED);

    private final OutboxConfig config;
    private final MailSender sender;
    private final AtomicBoolean enabled;
    private final OutboxBookkeeping bookkeeping = new OutboxBookkeeping();
    private final OutboxMarks marks;
    private final OutboxTaking taking;
    private final OutboxDelivery delivery;
    private final OutboxPace pace;

    @Inject
    public OutboxDispatcher(Clock clock, OutboxConfig config, MailConfig mailConfig, MailComposer composer, MailSender sender,
            OutboxQueue queue, DailyBudget budget, MailStops stops, ReplyAddresses envelopes, MailMeters meters, ServingLoad load) {
        this(clock, config, mailConfig, composer, sender, queue, budget, stops, envelopes, meters,
                new OutboxPace(config.shareUnderLoad(), config.loadThreshold(), load.window()::perCore, OutboxPace.Rest.SLEEP,
                        rest -> meters.restedUnderLoad()));
    }

    /** With a pace of a test's own. */
    OutboxDispatcher(Clock clock, OutboxConfig config, MailConfig mailConfig, MailComposer composer, MailSender sender,
            OutboxQueue queue, DailyBudget budget, MailStops stops, ReplyAddresses envelopes, MailMeters meters, OutboxPace pace) {
        this.config = config;
        this.pace = pace;
        this.sender = sender;
        this.enabled = new AtomicBoolean(mailConfig.enabled());
        this.marks = new OutboxMarks(clock, config, queue, budget, bookkeeping, meters);
        this.taking = new OutboxTaking(config, queue, budget, stops, new OutboxComposing(composer, marks), marks, meters);
        this.delivery = new OutboxDelivery(config, marks, budget, envelopes, meters);
    }

    /**
     * What one run did. {@code retrying}: failed attempts that will be retried; {@code failed}: rows given up;
     * {@code superseded}: rows a newer email to the same seat made pointless.
     */
    public record Run(int sent, int retrying, int failed, int muted, int superseded) {

        public boolean idle() {
            return sent + retrying + failed + muted + superseded == 0;
        }
    }

    /** A wrong pace setting stops the start, saying which, rather than the first run. */
    static void checkSettings(@Observes StartupEvent started, OutboxConfig config) {
        OutboxPace.checkedShareUnderLoad(config.shareUnderLoad());
        OutboxPace.checkedThreshold(config.loadThreshold());
    }

    /** Stops the bookkeeping threads ({@link OutboxBookkeeping#stop}). */
    @PreDestroy
    void stop() {
        bookkeeping.stop();
    }

    public boolean isEnabled() {
        return enabled.get();
    }

    /** The kill switch, starting from {@code flagpost.mail.enabled}: off, nothing is sent and rows stay pending. */
    public void setEnabled(boolean on) {
        if (enabled.getAndSet(on) != on) {
            LOG.warnf("mail sending switched %s", on ? "on" : "off");
        }
    }

    /** Sends what is due through the configured sender. */
    public Run dispatch() {
        return dispatch(sender);
    }

    /**
     * Sends what is due through {@code via}, batch after batch, until nothing is due or the run's budget is used. While
     * a full batch goes to the mail server, the next one is taken on the taking thread: composing and
     * storing a batch is mostly the database's work and the mail server's is mostly waiting, so the two overlap. Rows of
     * the batch in flight are still pending under their lease, so the batch taken meanwhile holds back any later row to
     * the same seat ({@link OutboxQueue#behindOthers}): the order per recipient holds as it does between instances.
     */
    public Run dispatch(MailSender via) {
        OutboxTally tally = new OutboxTally();
        if (!enabled.get()) {
            return tally.run();
        }
        marks.reconcile(); // before supersede: a turn email sent during an outage is SENT, not stale
        tally.superseded = taking.supersede();
        int limit = config.batchSize();
        Future<Taken> ahead = null;
        RuntimeException failure = null;
        boolean interrupted = false;
        try {
            while (tally.handled() < config.maxPerRun()) {
                long batchStarted = System.nanoTime();
                boolean takenAhead = ahead != null;
                if (!takenAhead) {
                    OutboxMarks.awaitMarking(tally); // a take here sees the rows sent so far as sent, not as in flight
                }
                Taken taken = takenAhead ? await(ahead) : taking.take(limit);
                ahead = null;
                if (taken.problem() != null) {
                    RuntimeException problem = taken.problem();
                    if (ConnectionFailures.isCause(problem)) {
                        throw problem; // the database is away, no row is to blame: they all wait, with no attempt spent
                    }
                    if (taken.limit() > 1) {
                        // Something broke the batch's transaction (most likely composing, whose own @Transactional marks it
                        // for rollback): take rows one at a time to find the row.
                        LOG.warnf("taking a batch of the outbox failed (%s); taking rows one by one", OutboxMarks.describe(problem));
                        limit = 1;
                        continue;
                    }
                    OutboxTaking.Taking failedTake = taken.taking();
                    if (failedTake.rowId == null) {
                        throw problem; // not a row's fault: the database, most likely
                    }
                    marks.recordComposeFailure(failedTake.rowId, failedTake.composeProblem != null ? failedTake.composeProblem : problem, tally);
                    limit = config.batchSize(); // found it; it now backs off, out of the next batches' way
                    continue;
                }
                OutboxBatch batch = taken.batch();
                tally.count(batch);
                if (!enabled.get()) { // switched off meanwhile: this batch goes back too
                    marks.release(batch.outgoing, batch.allowance, tally);
                    break;
                }
                boolean more = batch.taken >= taken.limit() && batch.progress() > 0;
                if (more && !batch.outgoing.isEmpty() && tally.handled() + batch.outgoing.size() < config.maxPerRun()) {
                    ahead = takeAhead(limit);
                }
                boolean healthy = batch.outgoing.isEmpty() || delivery.deliver(batch, via, tally);
                if (tally.databaseAway != null) {
                    break; // what could not be written waits in memory for the next run
                }
                if (!healthy) {
                    break; // after a failed attempt the server gets a rest until the next run
                }
                if (!batch.outgoing.isEmpty() && !rested(System.nanoTime() - batchStarted)) {
                    interrupted = true;
                    break; // stopping: the batch taken ahead goes back below, the rest waits in the database
                }
                if (!more && !takenAhead) {
                    break;
                }
                // A short batch taken ahead is no sign the outbox is empty: it could not take the later rows to the
                // seats then in flight. The next round takes again on this thread, after those were marked.
            }
        } catch (RuntimeException problem) {
            failure = problem;
            throw problem;
        } finally {
            if (ahead != null) {
                putBack(ahead, tally);
            }
            try {
                OutboxMarks.awaitMarking(tally);
            } catch (RuntimeException markFailed) {
                if (failure == null) {
                    throw markFailed;
                }
                failure.addSuppressed(markFailed); // the run's own failure says what went wrong first
            } finally {
                if (interrupted) {
                    // Kept for the caller only now: putting back and marking above run transactions, which an interrupted
                    // thread could fail to start while it waits for a connection.
                    Thread.currentThread().interrupt();
                }
            }
        }
        if (tally.databaseAway != null) {
            throw tally.databaseAway; // the job says so; the next run writes what this one could not
        }
        return tally.run();
    }

    /**
     * Rests after a batch it sent while people are being served ({@link OutboxPace}), the run's last batch too, so runs
     * that follow each other under load keep the share as well; false when the rest was interrupted (the thread's flag
     * cleared: {@link #dispatch} sets it again once the run has put back and marked what it holds). Wake-ups meanwhile
     * fold into the run ({@code OutboxJob#drain}).
     */
    private boolean rested(long batchNanos) {
        try {
            pace.afterBatch(batchNanos);
            return true;
        } catch (InterruptedException stopping) {
            return false;
        }
    }

    /** {@link OutboxTaking#take} on the taking thread; null when the application is stopping. */
    private Future<Taken> takeAhead(int limit) {
        return bookkeeping.take(() -> taking.take(limit));
    }

    /**
     * The batch taken ahead, waiting for it even when interrupted (taking a batch is one short transaction), so the run
     * can still send or put back what it leased; the interrupt is kept for the caller.
     */
    private static Taken await(Future<Taken> ahead) {
        try {
            return OutboxBookkeeping.awaitUninterruptibly(ahead);
        } catch (ExecutionException failed) {
            throw new IllegalStateException("taking the next outbox batch failed", failed.getCause());
        }
    }

    /**
     * A batch taken ahead that this run will not send (a delivery failed, or the run is over): what taking it recorded
     * (muted, given up) is counted, and its rows are made due again, their budget given back.
     */
    private void putBack(Future<Taken> ahead, OutboxTally tally) {
        try {
            OutboxBatch batch = await(ahead).batch();
            if (batch != null) {
                tally.count(batch);
                marks.release(batch.outgoing, batch.allowance, tally);
            }
        } catch (RuntimeException problem) {
            // Nothing is lost: rows leased by the batch become due when their lease runs out.
            LOG.warnf("putting back the outbox batch taken ahead failed (%s); its rows go after their lease", OutboxMarks.describe(problem));
        }
    }

    /** The wait after {@code attempts} failed attempts: the base, doubled per further failure, capped. */
    public Duration backoff(int attempts) {
        return marks.backoff(attempts);
    }
}
