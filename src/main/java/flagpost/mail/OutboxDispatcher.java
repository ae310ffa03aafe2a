package flagpost.mail;

import flagpost.rules.Side;
import flagpost.store.ConnectionFailures;
import flagpost.mail.inbound.ReplyAddresses;
import flagpost.store.GameEntity;
import flagpost.store.MailStops;
import flagpost.store.NotificationEntity;
import flagpost.store.NotificationKind;
import flagpost.store.NotificationState;
import flagpost.store.OutboxQueue;
import io.quarkus.arc.Arc;
import io.quarkus.arc.ManagedContext;
import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Collectors;
import org.jboss.logging.Logger;

/**
 * Drains the outbox: takes due notification rows, composes each once and stores the message on its row,
 * sends a batch over one connection, and records what happened to every row.
 *
 * <p>The statements are in {@code flagpost.store} ({@link OutboxQueue}, and the entities for muting and
 * composing failures); the transactions are this class's.
 *
 * <p><b>No transaction is open while SMTP talks</b> (on the sending thread: the next batch is taken meanwhile on
 * another, see {@link #dispatch(MailSender)}). A short transaction takes a batch with
 * {@code FOR UPDATE SKIP LOCKED} (so instances never take the same row), composes what is new, and
 * reserves the rows by moving their {@code next_attempt_at} a lease ahead; it commits before the first
 * byte goes to the mail server. Outcomes are then written in short transactions, guarded by the lease, so a
 * row that another instance took over after the lease ran out is not overwritten: a failure at once, sent
 * emails {@code flagpost.mail.outbox.mark-every} at a time. A crash between the server's "250 OK" and that
 * write means the row is sent again after the lease: delivery is at least once, with the same Message-ID. Holding row locks across a batch instead would keep a
 * transaction and a pooled connection open for as long as a slow or hanging mail server takes. The marks are written
 * on the bookkeeping thread, one at a time, while the sending thread goes on sending ({@link #recordSent}).
 *
 * <p><b>Order per recipient.</b> A row is not taken while an earlier pending row to the same seat of the
 * same game waits (backing off, or being sent by another instance), and after a failed attempt the later
 * rows of that seat in the same batch wait too; so a player's emails about a game arrive in order. In a
 * game a seat is one player, so seat and address are the same thing here. Rows addressed to a player
 * rather than a seat (the games list, {@link NotificationKind#addressesPlayer()}) have null game and seat,
 * so the rule neither holds them nor lets them hold anything: each is complete on its own, and at most
 * one per address is recorded per interval, so there is no order to keep. Vacation notices, which wait on purpose
 * before they are due ({@link NotificationKind#holdsNothingUp()}), and rows the daily budget holds back hold nothing
 * up either.
 *
 * <p><b>Fair shares.</b> A batch takes every recipient's oldest due row before anyone's second
 * ({@link OutboxQueue#takeDue}): a game that records thousands of emails delays another person's mail by
 * two batches at most (the one being sent, and the one taken ahead meanwhile).
 *
 * <p><b>Superseded.</b> At the start of a run, a turn email that a newer one to the same seat made
 * pointless becomes SUPERSEDED and is never sent ({@link StaleTurnMail}).
 *
 * <p><b>Daily budget.</b> With {@code flagpost.mail.daily-limit} set, a batch takes no more than the day's
 * budget allows, confirmations and reminders stop first, and the mail charged to one player stops at that player's
 * share ({@link DailyBudget}).
 *
 * <p><b>Muting.</b> Reminders and move confirmations to a seat that used List-Unsubscribe become MUTED
 * instead of being sent. Your-move and every other kind always go.
 *
 * <p><b>Stopped addresses.</b> A row to a player whose address bounced or complained ({@link MailStops}) becomes
 * UNDELIVERABLE when it comes up, one query per batch on the rows taken; the claim itself is unchanged. Every email goes
 * with its own envelope sender ({@link ReplyAddresses#envelopeSender}, VERP), so a bounce names the row.
 *
 * <p><b>The database going away mid-batch.</b> Emails handed to the mail server whose mark cannot be written, and
 * leased rows that will not be tried, are kept in memory ({@link Unrecorded}) and written first by the next run that
 * reaches the database: sent rows become SENT, the others due again. Left to their lease they would wait it out, holding
 * the seat's later mail back, and a turn email sent already would then be recorded SUPERSEDED by a newer one.
 *
 * <p><b>Kill switch.</b> With {@code flagpost.mail.enabled=false} (or {@link #setEnabled}) nothing is taken
 * and nothing is sent; rows stay PENDING until it is switched on again.
 */
@ApplicationScoped
public class OutboxDispatcher {

    private static final Logger LOG = Logger.getLogger(OutboxDispatcher.class);
    /** What a muted seat no longer gets. */
    static final Set<NotificationKind> MUTABLE = EnumSet.of(NotificationKind.REMINDER, NotificationKind.MOVE_PLAYED);
    private static final int MAX_ERROR_LENGTH = 2_000;

    private final Clock clock;
    private final OutboxConfig config;
    private final MailComposer composer;
    private final MailSender sender;
    private final OutboxQueue queue;
    private final DailyBudget budget;
    private final MailStops stops;
    private final ReplyAddresses envelopes;
    private final AtomicBoolean enabled;
    /** Outcomes of earlier runs that the database was not there to take: the next run writes them first. */
    private final Unrecorded unrecorded = new Unrecorded();
    /**
     * Takes the next batch while the last one goes to the mail server ({@link #dispatch(MailSender)}), and marks sent
     * emails while the next ones go ({@link #recordSent}): the database's part of a run, off the sending thread.
     */
    private final ThreadPoolExecutor bookkeeping = bookkeepingThread();

    @Inject
    public OutboxDispatcher(Clock clock, OutboxConfig config, MailConfig mailConfig, MailComposer composer, MailSender sender,
            OutboxQueue queue, DailyBudget budget, MailStops stops, ReplyAddresses envelopes) {
        this.clock = clock;
        this.stops = stops;
        this.envelopes = envelopes;
        this.config = config;
        this.composer = composer;
        this.sender = sender;
        this.queue = queue;
        this.budget = budget;
        this.enabled = new AtomicBoolean(mailConfig.enabled());
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

    /** One thread, ended when it has been idle for a minute: the outbox is idle most of the time. */
    private static ThreadPoolExecutor bookkeepingThread() {
        ThreadPoolExecutor executor = new ThreadPoolExecutor(1, 1, 1, TimeUnit.MINUTES, new LinkedBlockingQueue<>(), task -> {
            Thread thread = new Thread(task, "outbox-bookkeeping");
            thread.setDaemon(true);
            thread.setContextClassLoader(OutboxDispatcher.class.getClassLoader());
            return thread;
        });
        executor.allowCoreThreadTimeOut(true);
        return executor;
    }

    /**
     * Takes no new task, and gives those handed over (a mark is one short statement, a batch taken ahead one short
     * transaction) five seconds to finish; then interrupts the one running and cancels those that never ran, so a run
     * waiting for one goes on. Rows whose mark never ran are sent again after their lease; a batch that was not taken
     * stays due.
     */
    @PreDestroy
    void stop() {
        bookkeeping.shutdown();
        try {
            bookkeeping.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
        }
        for (Runnable neverRan : bookkeeping.shutdownNow()) {
            if (neverRan instanceof Future<?> task) {
                task.cancel(false);
            }
        }
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
     * a full batch goes to the mail server, the next one is taken on the {@link #bookkeeping} thread: composing and
     * storing a batch is mostly the database's work and the mail server's is mostly waiting, so the two overlap. Rows of
     * the batch in flight are still pending under their lease, so the batch taken meanwhile holds back any later row to
     * the same seat ({@link OutboxQueue#behindOthers}): the order per recipient holds as it does between instances.
     */
    public Run dispatch(MailSender via) {
        Tally tally = new Tally();
        if (!enabled.get()) {
            return tally.run();
        }
        reconcile(); // before supersede: a turn email sent during an outage is SENT, not stale
        tally.superseded = QuarkusTransaction.requiringNew().call(
                () -> queue.supersede(StaleTurnMail.STALE, StaleTurnMail.NEWER, now()));
        int limit = config.batchSize();
        Future<Taken> ahead = null;
        RuntimeException failure = null;
        try {
            while (tally.handled() < config.maxPerRun()) {
                boolean takenAhead = ahead != null;
                if (!takenAhead) {
                    awaitMarking(tally); // a take here sees the rows sent so far as sent, not as in flight
                }
                Taken taken = takenAhead ? await(ahead) : take(limit);
                ahead = null;
                if (taken.problem() != null) {
                    RuntimeException problem = taken.problem();
                    if (ConnectionFailures.isCause(problem)) {
                        throw problem; // the database is away, no row is to blame: they all wait, with no attempt spent
                    }
                    if (taken.limit() > 1) {
                        // Something broke the batch's transaction (most likely composing, whose own @Transactional marks it
                        // for rollback): take rows one at a time to find the row.
                        LOG.warnf("taking a batch of the outbox failed (%s); taking rows one by one", describe(problem));
                        limit = 1;
                        continue;
                    }
                    Taking taking = taken.taking();
                    if (taking.rowId == null) {
                        throw problem; // not a row's fault: the database, most likely
                    }
                    recordComposeFailure(taking.rowId, taking.composeProblem != null ? taking.composeProblem : problem, tally);
                    limit = config.batchSize(); // found it; it now backs off, out of the next batches' way
                    continue;
                }
                Batch batch = taken.batch();
                tally.count(batch);
                if (!enabled.get()) { // switched off meanwhile: this batch goes back too
                    release(batch.outgoing, batch.allowance, tally);
                    break;
                }
                boolean more = batch.taken >= taken.limit() && batch.progress() > 0;
                if (more && !batch.outgoing.isEmpty() && tally.handled() + batch.outgoing.size() < config.maxPerRun()) {
                    ahead = takeAhead(limit);
                }
                boolean healthy = batch.outgoing.isEmpty() || deliver(batch, via, tally);
                if (tally.databaseAway != null) {
                    break; // what could not be written waits in memory for the next run
                }
                if (!healthy) {
                    break; // after a failed attempt the server gets a rest until the next run
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
                awaitMarking(tally);
            } catch (RuntimeException markFailed) {
                if (failure == null) {
                    throw markFailed;
                }
                failure.addSuppressed(markFailed); // the run's own failure says what went wrong first
            }
        }
        if (tally.databaseAway != null) {
            throw tally.databaseAway; // the job says so; the next run writes what this one could not
        }
        return tally.run();
    }

    // ----------------------------------------------------------------------------------------------
    // Taking a batch (one short transaction)

    private record Outgoing(long id, Recipient recipient, int attempts, Instant lease, MailMessage message) {
    }

    /** One seat of one game, or (game and seat null) one player: whose later mail waits after a failure. */
    private record Recipient(Long gameId, Side seat, Long playerId) {

        static Recipient of(NotificationEntity row) {
            return new Recipient(row.gameId, row.recipientSeat, row.recipientPlayerId);
        }
    }

    private static final class Batch {
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

    /** What {@link #takeBatch} was doing, for when its transaction fails to commit. */
    private static final class Taking {
        Long rowId;
        RuntimeException composeProblem;
    }

    /** A batch taken with at most {@code limit} rows, or the problem that rolled its transaction back. */
    private record Taken(int limit, Taking taking, Batch batch, RuntimeException problem) {
    }

    private Taken take(int limit) {
        Taking taking = new Taking();
        try {
            return new Taken(limit, taking, QuarkusTransaction.requiringNew().call(() -> takeBatch(limit, taking)), null);
        } catch (RuntimeException problem) {
            return new Taken(limit, taking, null, problem);
        }
    }

    /** {@link #take} on the {@link #bookkeeping} thread; null when the application is stopping. */
    private Future<Taken> takeAhead(int limit) {
        return onBookkeepingThread(() -> take(limit));
    }

    /**
     * {@code task} on the {@link #bookkeeping} thread, in a request context of its own as the outbox job has; null when
     * the application is stopping (the caller then does without, or does it itself).
     */
    private <T> Future<T> onBookkeepingThread(Callable<T> task) {
        try {
            return bookkeeping.submit(() -> {
                ManagedContext requestContext = Arc.container().requestContext();
                requestContext.activate();
                try {
                    return task.call();
                } finally {
                    requestContext.terminate();
                }
            });
        } catch (RejectedExecutionException stopping) {
            return null;
        }
    }

    /**
     * The batch taken ahead, waiting for it even when interrupted (taking a batch is one short transaction), so the run
     * can still send or put back what it leased; the interrupt is kept for the caller.
     */
    private static Taken await(Future<Taken> ahead) {
        try {
            return awaitUninterruptibly(ahead);
        } catch (ExecutionException failed) {
            throw new IllegalStateException("taking the next outbox batch failed", failed.getCause());
        }
    }

    /** {@link Future#get()}, going on waiting when interrupted; the interrupt is kept for the caller. */
    private static <T> T awaitUninterruptibly(Future<T> task) throws ExecutionException {
        boolean interrupted = false;
        try {
            while (true) {
                try {
                    return task.get();
                } catch (InterruptedException interruption) {
                    interrupted = true;
                }
            }
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /**
     * A batch taken ahead that this run will not send (a delivery failed, or the run is over): what taking it recorded
     * (muted, given up) is counted, and its rows are made due again, their budget given back.
     */
    private void putBack(Future<Taken> ahead, Tally tally) {
        try {
            Batch batch = await(ahead).batch();
            if (batch != null) {
                tally.count(batch);
                release(batch.outgoing, batch.allowance, tally);
            }
        } catch (RuntimeException problem) {
            // Nothing is lost: rows leased by the batch become due when their lease runs out.
            LOG.warnf("putting back the outbox batch taken ahead failed (%s); its rows go after their lease", describe(problem));
        }
    }

    private Batch takeBatch(int limit, Taking taking) {
        Instant now = now();
        Batch batch = new Batch();
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
                continue;
            }
            if (MUTABLE.contains(row.kind) && muted.getOrDefault(row.gameId, Set.of()).contains(row.recipientSeat)) {
                row.state = NotificationState.MUTED;
                batch.muted++;
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
        List<NotificationEntity> toCompose = going.stream().filter(row -> row.composedAt == null).toList();
        if (toCompose.size() == 1) {
            taking.rowId = toCompose.get(0).id; // taken alone, reading its facts is that row's fault too
        }
        MailComposer.Batch read = toCompose.isEmpty() ? null : composer.batch(toCompose);
        for (NotificationEntity row : going) {
            taking.rowId = row.id;
            if (row.composedAt == null) {
                MailMessage composed;
                try {
                    composed = composer.compose(row, read);
                    MimeConversion.check(composed);
                } catch (MailException refused) {
                    giveUp(row, refused.getMessage(), now);
                    batch.failed++;
                    continue;
                } catch (RuntimeException problem) {
                    taking.composeProblem = problem;
                    if (failAttempt(row, "composing failed: " + describe(problem), now)) {
                        batch.failed++;
                    } else {
                        batch.retrying++;
                    }
                    LOG.errorf(problem, "composing notification %d (%s to %s of game %d) failed", row.id, row.kind, row.recipientSeat,
                            row.gameId);
                    continue;
                }
                MailRows.store(row, composed, now);
            }
            row.nextAttemptAt = lease;
            batch.outgoing.add(new Outgoing(row.id, Recipient.of(row), row.attempts, lease, MailRows.read(row)));
        }
        budget.spend(allowance, batch.outgoing.size());
        NotificationEntity.flush();
        return batch;
    }

    /** A failed attempt on a managed row; true when it was the last one and the row is given up. */
    private boolean failAttempt(NotificationEntity row, String error, Instant now) {
        row.attempts++;
        if (row.attempts >= config.maxAttempts()) {
            giveUp(row, error, now);
            return true;
        }
        row.lastError = truncate(error);
        row.nextAttemptAt = now.plus(backoff(row.attempts));
        return false;
    }

    private void giveUp(NotificationEntity row, String error, Instant now) {
        row.state = NotificationState.FAILED;
        row.lastError = truncate(error);
        row.failedAt = now;
        LOG.errorf("notification %d (%s to %s of game %d) given up after %d attempts: %s", row.id, row.kind, row.recipientSeat, row.gameId,
                row.attempts, row.lastError);
    }

    /** When composing a row breaks the whole transaction, its failure is recorded in a transaction of its own. */
    private void recordComposeFailure(long id, RuntimeException problem, Tally tally) {
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

    // ----------------------------------------------------------------------------------------------
    // Sending a batch (no transaction open while the mail server talks)

    /** Sends a batch over one connection; false when an attempt failed in a way worth retrying. */
    private boolean deliver(Batch batch, MailSender via, Tally tally) {
        List<Outgoing> outgoing = batch.outgoing;
        List<Outgoing> released = new ArrayList<>();
        MailSender.Batch connection;
        try {
            connection = via.openBatch();
        } catch (MailException | RuntimeException unreachable) {
            // No connection: every row of the batch has had its attempt.
            MailException problem = asMailException(unreachable);
            for (Outgoing mail : outgoing) {
                recordFailure(mail, problem, tally);
            }
            // None handed over. Should the database be away, the day keeps them counted: it sends a few fewer, never more.
            writeOrKeep(() -> QuarkusTransaction.requiringNew().run(() -> budget.giveBack(batch.allowance, outgoing.size())), () -> {
            }, tally);
            return false;
        }
        Set<Recipient> held = new HashSet<>();
        List<Outgoing> sentUnmarked = new ArrayList<>();
        boolean stopped = false;
        int reached = 0;
        try (connection) {
            for (Outgoing mail : outgoing) {
                reached++;
                if (stopped || held.contains(mail.recipient()) || tally.databaseAway != null) {
                    released.add(mail); // with the database away, nothing more goes that could not be marked
                    continue;
                }
                try {
                    connection.send(mail.message(), envelopes.envelopeSender(mail.id()).orElse(null));
                } catch (MailException | RuntimeException failed) {
                    MailException problem = asMailException(failed);
                    recordFailure(mail, problem, tally);
                    if (!problem.isPermanent()) {
                        held.add(mail.recipient()); // later mail to this seat waits for this one
                        stopped = true; // the connection may be gone: the rest goes in the next batch, on a new one
                    }
                    continue;
                }
                sentUnmarked.add(mail);
                if (sentUnmarked.size() >= config.markEvery()) {
                    recordSent(sentUnmarked, tally);
                }
            }
        } finally {
            released.addAll(outgoing.subList(reached, outgoing.size())); // left when something failed: due again too
            try {
                recordSent(sentUnmarked, tally);
            } finally {
                release(released, batch.allowance, tally); // due again at once even when an earlier mark failed
            }
        }
        return !stopped;
    }

    /**
     * Hands the emails sent so far (all of one batch, so under one lease) to the {@link #bookkeeping} thread to be
     * marked, and empties {@code sent}: the sending thread goes on sending while the database writes the mark. One mark
     * is in flight at a time: this waits for the one before, so should the instance die, at most two marks' worth is
     * sent again after the lease ({@link OutboxConfig#markEvery()}). Should the database crash, the marks it had not yet
     * written to disk are lost too ({@link #markSent}); their emails are sent again the same way, never lost.
     */
    private void recordSent(List<Outgoing> sent, Tally tally) {
        if (sent.isEmpty()) {
            return;
        }
        awaitMarking(tally); // first: should it throw, these are still in {@code sent}, for the caller's last mark
        List<Outgoing> marking = List.copyOf(sent);
        sent.clear();
        tally.sent += marking.size();
        tally.marking = onBookkeepingThread(() -> {
            markSent(marking, tally);
            return null;
        });
        if (tally.marking == null) { // the application is stopping: marked here, then
            markSent(marking, tally);
        }
    }

    /**
     * Marks {@code sent} in one transaction, committed without waiting for the disk: waiting for it at every mark
     * halved the drain rate.
     */
    private void markSent(List<Outgoing> sent, Tally tally) {
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
    private static void awaitMarking(Tally tally) {
        Future<Void> marking = tally.marking;
        if (marking == null) {
            return;
        }
        tally.marking = null;
        try {
            awaitUninterruptibly(marking);
        } catch (CancellationException stopped) {
            LOG.warn("the application stopped before sent notifications were marked; they go again after their lease");
        } catch (ExecutionException failed) {
            throw failed.getCause() instanceof RuntimeException problem ? problem
                    : new IllegalStateException("marking sent notifications failed", failed.getCause());
        }
    }

    private void recordFailure(Outgoing mail, MailException problem, Tally tally) {
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
    private void release(List<Outgoing> released, DailyBudget.Allowance allowance, Tally tally) {
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

    // ----------------------------------------------------------------------------------------------
    // When the database goes away mid-batch

    /**
     * Runs {@code write}, an outcome's short transaction; true when it was written. When the database cannot be reached,
     * {@code keep} hands the outcome to {@link #unrecorded} instead, for the next run, and the run stops sending (what it
     * sent now could not be marked either); any other failure is thrown as before.
     */
    private boolean writeOrKeep(Runnable write, Runnable keep, Tally tally) {
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
    private void reconcile() {
        Unrecorded.Outcomes kept = unrecorded.take();
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
                for (Unsent unsent : kept.unsent()) {
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

    /** Untried rows of one lease, and the day's budget they were counted against (null: none to give back). */
    private record Unsent(List<Outgoing> rows, DailyBudget.Allowance allowance) {
    }

    /**
     * What runs could not write because the database was away, kept in memory until a run writes it. Should this
     * instance stop first, the rows go again after their lease, as they would have without it (at least once).
     */
    private static final class Unrecorded {
        private List<Outgoing> sent = new ArrayList<>();
        private List<Unsent> unsent = new ArrayList<>();

        record Outcomes(List<Outgoing> sent, List<Unsent> unsent) {
            boolean isEmpty() {
                return sent.isEmpty() && unsent.isEmpty();
            }
        }

        synchronized void sent(List<Outgoing> rows) {
            sent.addAll(rows);
        }

        synchronized void unsent(List<Outgoing> rows, DailyBudget.Allowance allowance) {
            unsent.add(new Unsent(List.copyOf(rows), allowance));
        }

        synchronized Outcomes take() {
            Outcomes kept = new Outcomes(sent, unsent);
            sent = new ArrayList<>();
            unsent = new ArrayList<>();
            return kept;
        }

        synchronized void putBack(Outcomes kept) {
            sent.addAll(0, kept.sent());
            unsent.addAll(0, kept.unsent());
        }
    }

    // ----------------------------------------------------------------------------------------------

    /** The wait after {@code attempts} failed attempts: the base, doubled per further failure, capped. */
    public Duration backoff(int attempts) {
        Duration wait = config.backoffBase();
        for (int i = 1; i < attempts && wait.compareTo(config.backoffMax()) < 0; i++) {
            wait = wait.multipliedBy(2);
        }
        return wait.compareTo(config.backoffMax()) > 0 ? config.backoffMax() : wait;
    }

    /** Microseconds, as PostgreSQL stores them, so a lease read back compares equal. */
    private Instant now() {
        return clock.instant().truncatedTo(ChronoUnit.MICROS);
    }

    private static MailException asMailException(Exception problem) {
        return problem instanceof MailException mail ? mail
                : new MailException("unexpected " + describe(problem), false, problem);
    }

    private static String describe(Throwable problem) {
        return problem.getClass().getSimpleName() + (problem.getMessage() == null ? "" : ": " + problem.getMessage());
    }

    private static String truncate(String error) {
        return MimeConversion.printable(error == null ? "unknown error" : error, MAX_ERROR_LENGTH);
    }

    private static final class Tally {
        /** Counted when handed to the mail server; marked on the bookkeeping thread. */
        int sent;
        /** The mark in flight ({@link #recordSent}), or null. */
        Future<Void> marking;
        int retrying;
        int failed;
        int muted;
        int undeliverable;
        int superseded;
        /** The first failure that said the database cannot be reached; the run stops sending and ends with it. */
        volatile RuntimeException databaseAway;

        synchronized void databaseAway(RuntimeException problem) {
            if (databaseAway == null) {
                databaseAway = problem;
            }
        }

        int handled() {
            return sent + retrying + failed + muted + undeliverable;
        }

        /** What taking {@code batch} recorded at once; its outgoing rows count when they are sent or fail. */
        void count(Batch batch) {
            muted += batch.muted;
            undeliverable += batch.undeliverable;
            retrying += batch.retrying;
            failed += batch.failed;
        }

        Run run() {
            return new Run(sent, retrying, failed, muted, superseded);
        }
    }
}
