package flagpost.jobs;

import flagpost.inbound.MailboxReading;
import io.quarkus.scheduler.Scheduler;
import io.quarkus.vertx.http.HttpServerStart;
import io.quarkus.vertx.http.HttpsServerStart;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.ObservesAsync;
import jakarta.inject.Inject;
import java.util.concurrent.atomic.AtomicBoolean;
import org.jboss.logging.Logger;

/**
 * Starts the work an instance does on its own (the scheduled jobs, the mailbox reader, the outbox listener) only once
 * its HTTP port is bound. Quarkus fires {@code StartupEvent} before it opens the port, so work started there would run
 * in a start that then fails (the port is taken) and exits: the reader would take mail out of the shared mailbox and
 * the jobs would touch the database for the seconds the failed start takes to stop. The scheduler starts halted
 * ({@code quarkus.scheduler.start-mode=halted}) and is resumed here.
 */
@ApplicationScoped
public class BackgroundWorkStart {

    private static final Logger LOG = Logger.getLogger(BackgroundWorkStart.class);

    @Inject
    Scheduler scheduler;

    @Inject
    MailboxReading mailboxReading;

    @Inject
    OutboxListener outboxListener;

    private final AtomicBoolean started = new AtomicBoolean();

    void httpBound(@ObservesAsync HttpServerStart bound) {
        start();
    }

    void httpsBound(@ObservesAsync HttpsServerStart bound) {
        start();
    }

    /** Whether the background work has been started: the HTTP port is bound. */
    public boolean started() {
        return started.get();
    }

    private void start() {
        if (!started.compareAndSet(false, true)) {
            return;
        }
        LOG.debug("HTTP port bound: starting the jobs, the mailbox reader and the outbox listener");
        scheduler.resume();
        mailboxReading.start();
        outboxListener.start();
    }
}
