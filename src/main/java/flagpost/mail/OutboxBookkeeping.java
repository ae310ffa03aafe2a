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
 * The outbox's two bookkeeping threads, the database's part of a run off the sending thread: {@code outbox-taking}
 * takes the next batch while the last one goes to the mail server, and {@code outbox-marking} marks sent emails while
 * the next ones go. Two threads, not one: on one, a mark queued behind the batch being taken ahead (composing and
 * storing fifty emails), and the sending thread, which waits for a mark before it hands over the next, waited with it
 * (JFR, 2026-12-05: parked a fifth of first delivery there). Each thread runs one task at a time, and the dispatcher
 * never has more than one take and one mark in flight. Each ends when it has been idle for a minute: the outbox is idle
 * most of the time.
 */
final class OutboxBookkeeping {

    private final ThreadPoolExecutor taking = thread("outbox-taking");
    private final ThreadPoolExecutor marking = thread("outbox-marking");

    private static ThreadPoolExecutor thread(String name) {
        ThreadPoolExecutor executor = new ThreadPoolExecutor(1, 1, 1, TimeUnit.MINUTES, new LinkedBlockingQueue<>(), task -> {
            Thread thread = new Thread(task, name);
            thread.setDaemon(true);
            thread.setContextClassLoader(OutboxDispatcher.class.getClassLoader());
            return thread;
        });
        executor.allowCoreThreadTimeOut(true);
        return executor;
    }

    /** {@code take} on the taking thread, as {@link #submit}. */
    <T> Future<T> take(Callable<T> take) {
        return submit(taking, take);
    }

    /** {@code mark} on the marking thread, as {@link #submit}. */
    <T> Future<T> mark(Callable<T> mark) {
        return submit(marking, mark);
    }

    /**
     * {@code task} on {@code thread}, in a request context of its own as the outbox job has; null when the application
     * is stopping (the caller then does without, or does it itself).
     */
    private static <T> Future<T> submit(ThreadPoolExecutor thread, Callable<T> task) {
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
     * transaction) five seconds to finish; then interrupts those running and cancels those that never ran, so a run
     * waiting for one goes on. Rows whose mark never ran are sent again after their lease; a batch that was not taken
     * stays due.
     */
    void stop() {
        taking.shutdown();
        marking.shutdown();
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        try {
            taking.awaitTermination(until - System.nanoTime(), TimeUnit.NANOSECONDS);
            marking.awaitTermination(until - System.nanoTime(), TimeUnit.NANOSECONDS);
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
        }
        for (ThreadPoolExecutor thread : new ThreadPoolExecutor[] {taking, marking}) {
            for (Runnable neverRan : thread.shutdownNow()) {
                if (neverRan instanceof Future<?> task) {
                    task.cancel(false);
                }
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
