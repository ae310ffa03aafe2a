package flagpost.mail;

import io.quarkus.arc.Arc;
import io.quarkus.arc.ManagedContext;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * The outbox's one bookkeeping thread, {@code outbox-bookkeeping}: it takes the next batch while the last one goes to
 * the mail server, and marks sent emails while the next ones go. The database's part of a run, off the sending thread.
 * Ended when it has been idle for a minute: the outbox is idle most of the time.
 */
final class OutboxBookkeeping {

    private final ThreadPoolExecutor thread = thread();

    private static ThreadPoolExecutor thread() {
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
     * {@code task} on the bookkeeping thread, in a request context of its own as the outbox job has; null when the
     * application is stopping (the caller then does without, or does it itself).
     */
    <T> Future<T> submit(Callable<T> task) {
        try {
            return thread.submit(() -> {
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
     * Takes no new task, and gives those handed over (a mark is one short statement, a batch taken ahead one short
     * transaction) five seconds to finish; then interrupts the one running and cancels those that never ran, so a run
     * waiting for one goes on. Rows whose mark never ran are sent again after their lease; a batch that was not taken
     * stays due.
     */
    void stop() {
        thread.shutdown();
        try {
            thread.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
        }
        for (Runnable neverRan : thread.shutdownNow()) {
            if (neverRan instanceof Future<?> task) {
                task.cancel(false);
            }
        }
    }

    /** {@link Future#get()}, going on waiting when interrupted; the interrupt is kept for the caller. */
    static <T> T awaitUninterruptibly(Future<T> task) throws ExecutionException {
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
}
