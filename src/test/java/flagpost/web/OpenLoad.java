package flagpost.web;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;

/**
 * An open-loop load driver: requests are due at a constant rate whatever the server does, and each one's latency is
 * counted from when it was due, not from when a client got round to sending it. A closed loop (wrk: each client sends
 * its next request only after the last answer) slows down with the server and so leaves out the waits a real crowd
 * would have had; here a slow answer makes the requests behind it late, and that lateness is in their latency.
 * Requests go out over keep-alive connections ({@link KeepAlive}), one per worker thread, with more workers than the
 * server has threads so that the driver itself is rarely what makes a request wait.
 */
final class OpenLoad {

    /** What a run gave: latencies from due time to the whole answer read, and the answers that were not 200. */
    record Result(double ratePerSecond, int sent, int failed, long[] latencyNanos, double seconds) {

        double percentileMillis(double percent) {
            long[] sorted = latencyNanos.clone();
            Arrays.sort(sorted);
            int index = (int) Math.ceil(percent / 100.0 * sorted.length) - 1;
            return sorted[Math.max(0, Math.min(sorted.length - 1, index))] / 1e6;
        }

        String summary() {
            return String.format("open loop at %.0f requests/s for %.0f s: %d sent, %d not 200; latency from due time p50 %.2f ms,"
                    + " p90 %.2f ms, p99 %.2f ms, p99.9 %.2f ms, max %.2f ms", ratePerSecond, seconds, sent, failed, percentileMillis(50),
                    percentileMillis(90), percentileMillis(99), percentileMillis(99.9), percentileMillis(100));
        }
    }

    private OpenLoad() {
    }

    /** Sends GETs of {@code paths} in turn at {@code rate} a second for {@code seconds}, over {@code workers} connections. */
    static Result run(String host, int port, List<String> paths, double rate, double seconds, int workers)
            throws IOException, InterruptedException {
        int count = (int) (rate * seconds);
        LinkedBlockingQueue<Long> due = new LinkedBlockingQueue<>();
        long[] latencies = new long[count];
        AtomicLong next = new AtomicLong();
        AtomicLong failed = new AtomicLong();
        ExecutorService pool = Executors.newFixedThreadPool(workers);
        List<Future<Void>> running = new ArrayList<>();
        long start = System.nanoTime();
        for (int w = 0; w < workers; w++) {
            running.add(pool.submit(() -> {
                try (KeepAlive connection = new KeepAlive(host, port)) {
                    for (Long dueAt = due.take(); dueAt >= 0; dueAt = due.take()) {
                        int index = (int) next.getAndIncrement();
                        KeepAlive.Reply reply = connection.get(paths.get(index % paths.size()));
                        latencies[index] = System.nanoTime() - dueAt;
                        if (reply.status() != 200) {
                            failed.incrementAndGet();
                        }
                    }
                }
                return null;
            }));
        }
        for (int i = 0; i < count; i++) {
            long dueAt = start + (long) (i * 1e9 / rate);
            long wait = dueAt - System.nanoTime();
            if (wait > 0) {
                LockSupport.parkNanos(wait);
            }
            due.add(dueAt);
        }
        for (int w = 0; w < workers; w++) {
            due.add(-1L);
        }
        try {
            for (Future<Void> worker : running) {
                worker.get(5, TimeUnit.MINUTES);
            }
        } catch (Exception failedWorker) {
            throw new IllegalStateException("a load worker failed", failedWorker);
        } finally {
            pool.shutdownNow();
        }
        double took = (System.nanoTime() - start) / 1e9;
        return new Result(rate, count, (int) failed.get(), latencies, took);
    }
}
