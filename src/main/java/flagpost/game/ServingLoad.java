package flagpost.game;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.LongSupplier;

/**
 * How busy this instance has been serving people: the HTTP requests it answered, as the average number being served at
 * once per core since a reader's last look ({@link Window#perCore}). The computer's thinkers read it to rest longer while
 * people wait ({@code flagpost.computer.load-threshold}), and so does the outbox ({@code flagpost.mail.outbox.load-threshold}),
 * each in a window of its own; the request filter ({@code flagpost.web.filter.RequestsServed}) feeds it.
 *
 * <p>Why requests and not the machine's processor load ({@code OperatingSystemMXBean#getCpuLoad}): the processor load
 * counts the computer's own thinking, so a thinker that looks at it slows down because of itself, and on a shared host it
 * counts the neighbours too, so the games against the computer would crawl for a batch job nobody is waiting on. Time
 * spent serving requests is people waiting and nothing else. By Little's law the average number of requests being served
 * at once is the total time they took over the time it took them, so the hot path is one addition per request, and the
 * reader, a thinker once per turn or the outbox once per batch, divides.
 */
@ApplicationScoped
public class ServingLoad {

    private final LongSupplier nanoTime;
    private final int cores;
    private final LongAdder servedNanos = new LongAdder();
    private final Window thinkers;

    public ServingLoad() {
        this(System::nanoTime, Runtime.getRuntime().availableProcessors());
    }

    /** With a clock and a core count of a test's own. */
    public ServingLoad(LongSupplier nanoTime, int cores) {
        this.nanoTime = nanoTime;
        this.cores = Math.max(1, cores);
        this.thinkers = window();
    }

    /** One request answered, that took {@code nanos} from its arrival to the end of its response. */
    public void served(long nanos) {
        servedNanos.add(Math.max(0, nanos));
    }

    /** The load as the computer's thinkers read it: {@link Window#perCore} of their own window. */
    public double perCore() {
        return thinkers.perCore();
    }

    /**
     * A reader's own window, starting now: each reader (the thinkers, the outbox) looks at its own pace, and one's look
     * does not shorten the other's window.
     */
    public Window window() {
        return new Window();
    }

    /** The load since its reader's previous look. */
    public final class Window {

        private long lookedAt = nanoTime.getAsLong();
        private long servedAtLook = servedNanos.sum();
        private double lastLoad;

        private Window() {
        }

        /**
         * The requests served at once, on average per core, since the previous look (or since the start): 0 when idle, 1
         * when every core could have been busy with people's requests all that time, more when they queued. A request
         * counts in the window it ended in, so one longer than the window counts there whole: an overestimate that rests
         * the reader longer, never shorter. After a long quiet spell the first look averages the spell in; the next one
         * sees the load as it is.
         */
        public synchronized double perCore() {
            long now = nanoTime.getAsLong();
            long served = servedNanos.sum();
            long window = now - lookedAt;
            if (window <= 0) {
                return lastLoad; // two looks in the same instant: the first one's answer
            }
            lastLoad = (double) (served - servedAtLook) / window / cores;
            lookedAt = now;
            servedAtLook = served;
            return lastLoad;
        }
    }
}
