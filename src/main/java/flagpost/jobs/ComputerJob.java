package flagpost.jobs;

import flagpost.game.ComputerConfig;
import flagpost.game.ComputerTurns;
import flagpost.game.ServingLoad;
import flagpost.metrics.ComputerMeters;
import flagpost.store.ComputerWorkRecorded;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.Startup;
import io.quarkus.scheduler.Scheduled;
import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.TransactionPhase;
import jakarta.inject.Inject;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.DoubleSupplier;
import org.jboss.logging.Logger;

/**
 * Runs the computer's turns ({@link ComputerTurns}) on threads of their own ({@link ComputerConfig#threads}), never on a
 * request's: woken once a commit gave the computer work ({@link ComputerWorkRecorded}, after the minimum delay), and by
 * a poll ({@code flagpost.jobs.computer.every}) for the rest: work another instance's commit recorded, a turn whose
 * lease ran out, a turn put off after a fault. Wake-ups fold together as the outbox's do: at most one run per thread,
 * and a wake-up during the runs makes one go once more, so nothing committed meanwhile waits for the poll.
 *
 * <p>A run answers one turn at a time and rests after each ({@link ThinkerPace}, {@link ComputerConfig#busyShare}), on
 * its own thread and still counted as running, so a wake-up during a rest folds into the run like any other: the
 * computer never takes more than its share of the machine, however many turns wait, and the pages keep the rest.
 * Shutdown interrupts the rest. While people are being served ({@link ServingLoad} at or above
 * {@link ComputerConfig#loadThreshold}) the rests follow the smaller {@link ComputerConfig#busyShareUnderLoad}: the
 * computer thinks in the machine's spare time ({@link ComputerMeters} shows the share). The shares, the threshold and
 * the retry waits are checked at start ({@link Startup}), so a wrong one stops the start.
 */
@Startup
@ApplicationScoped
public class ComputerJob {

    private static final Logger LOG = Logger.getLogger(ComputerJob.class);

    @Inject
    ComputerTurns turns;

    @Inject
    ComputerConfig config;

    @Inject
    ServingLoad load;

    @Inject
    ComputerMeters meters;

    private final AtomicInteger running = new AtomicInteger();
    private final AtomicBoolean again = new AtomicBoolean();
    private volatile ScheduledExecutorService thinkers;
    private volatile Boolean wakeUp;
    private volatile ThinkerPace pace;

    /** Checks the computer's settings at start (a wrong one stops it, saying which), and sets the thinkers' pace. */
    @PostConstruct
    void checkSettings() {
        ComputerTurns.checkRetries(config.retryAfter(), config.retryMax());
        pace = configuredPace(load::perCore, ThinkerPace.Rest.SLEEP);
        meters.startsAt(config.busyShare());
    }

    /** The pace application.properties sets, yielding to {@code peopleLoad} (in service, the requests this instance serves). */
    private ThinkerPace configuredPace(DoubleSupplier peopleLoad, ThinkerPace.Rest rest) {
        ThinkerPace.Yielding yielding = new ThinkerPace.Yielding(config.busyShareUnderLoad(), config.loadThreshold(), peopleLoad);
        return new ThinkerPace(config.busyShare(), yielding, System::nanoTime, rest, meters::rested);
    }

    @Scheduled(identity = "computer", every = "${flagpost.jobs.computer.every}", delayed = "${flagpost.jobs.computer.delay}",
            concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void poll() {
        wake();
    }

    void committed(@Observes(during = TransactionPhase.AFTER_SUCCESS) ComputerWorkRecorded recorded) {
        if (wakeUpOn()) {
            schedule(config.minDelay().toMillis());
        }
    }

    /** Whether commits wake the computer now ({@link ComputerConfig#wakeUp} until a test says otherwise). */
    boolean wakeUpOn() {
        Boolean set = wakeUp;
        return set != null ? set : config.wakeUp();
    }

    /** Turns the wake-up on commits on or off at runtime: the tests drive the turns themselves, one test watches it. */
    public void setWakeUp(boolean on) {
        wakeUp = on;
    }

    /**
     * Paces the thinkers with this share and rest from now on, never yielding, for a test that records the rests instead
     * of sleeping them; {@code null} goes back to the configured pace and the real rest.
     */
    void paceWith(Double share, ThinkerPace.Rest rest) {
        pace = share == null ? configuredPace(load::perCore, ThinkerPace.Rest.SLEEP) : new ThinkerPace(share, System::nanoTime, rest);
    }

    /**
     * Paces the thinkers as configured but with this load and rest, for a test that says when people are waiting and
     * records the rests; {@link #paceWith} with {@code null} goes back.
     */
    void paceWithLoad(DoubleSupplier peopleLoad, ThinkerPace.Rest rest) {
        pace = configuredPace(peopleLoad, rest);
    }

    /**
     * Whether a run is scheduled or going (answering or resting): a test that woke the job waits for it to be idle before
     * it takes turns itself, since a run goes on taking due turns, any game's, until none is left.
     */
    public boolean busy() {
        return running.get() > 0;
    }

    /** Starts a run now, unless every thread has one: then the runs go once more. */
    public void wake() {
        schedule(0);
    }

    private void schedule(long delayMillis) {
        again.set(true);
        if (running.incrementAndGet() > Math.max(1, config.threads())) {
            running.decrementAndGet();
            return;
        }
        try {
            thinkers().schedule(this::run, delayMillis, TimeUnit.MILLISECONDS);
        } catch (RejectedExecutionException shuttingDown) {
            running.decrementAndGet();
        }
    }

    private void run() {
        try {
            do {
                again.set(false);
                while (answerOneAndRest()) {
                    // one turn, then its rest, until none is due
                }
            } while (again.get());
        } catch (InterruptedException shuttingDown) {
            // Interrupted in a rest: the turn was answered, the others wait in the database for the next start.
            Thread.currentThread().interrupt();
        } catch (RuntimeException problem) {
            // The rows stay: the poll comes back to them.
            LOG.errorf(problem, "computer: a run failed");
        } finally {
            running.decrementAndGet();
        }
        if (again.get() && !Thread.currentThread().isInterrupted()) {
            schedule(0); // a wake-up between the last pass and the count going down
        }
    }

    /** Answers one due turn, if any, then rests in proportion to its time; whether it took one. */
    private boolean answerOneAndRest() throws InterruptedException {
        return pace.answerOne(() -> DatabaseAway.orWarn(LOG, "computer", () -> turns.answerNext(null)).orElse(false));
    }

    private ScheduledExecutorService thinkers() {
        ScheduledExecutorService known = thinkers;
        if (known == null) {
            synchronized (this) {
                if (thinkers == null) {
                    AtomicInteger number = new AtomicInteger();
                    thinkers = Executors.newScheduledThreadPool(Math.max(1, config.threads()), task -> {
                        Thread thread = new Thread(task, "computer-" + number.incrementAndGet());
                        thread.setDaemon(true);
                        // A hint only: on Linux the JVM ignores thread priorities unless started with
                        // -XX:ThreadPriorityPolicy=1 (which the JVM warns may need root). The rests do the work.
                        thread.setPriority(Thread.MIN_PRIORITY);
                        return thread;
                    });
                }
                known = thinkers;
            }
        }
        return known;
    }

    void stop(@Observes ShutdownEvent shutdown) {
        ScheduledExecutorService known = thinkers;
        if (known != null) {
            known.shutdownNow();
        }
    }
}
