package flagpost.mail;

import flagpost.store.OutboxQueue;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.atomic.AtomicReference;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import io.smallrye.health.api.Wellness;
import org.jboss.logging.Logger;

/**
 * The outbox's health, in the wellness group ({@code /q/health/well}): DOWN while a notification was
 * given up (state FAILED) within {@code flagpost.mail.outbox.failed-alert-window}.
 *
 * <p>Not readiness and not liveness: a failed email says nothing about whether this instance can serve
 * pages, so it must not take the instance out of the load balancer or get it restarted. Monitoring polls
 * the wellness group and alerts a person, who reads the rows' {@code last_error}. The overall
 * {@code /q/health} includes wellness checks too, so load balancers and orchestrators must probe
 * {@code /q/health/ready} and {@code /q/health/live}, never {@code /q/health}.
 *
 * <p>The answer carries no counts: anyone who can reach it could watch the pending count move after asking
 * for a games-list email, and so learn whether an address plays here. The counts go to the log instead,
 * once each time the status changes (SmallRye's own line on every DOWN poll is silenced in
 * {@code application.properties}).
 */
@Wellness
@ApplicationScoped
public class OutboxHealthCheck implements HealthCheck {

    static final String NAME = "Outbox";
    private static final Logger LOG = Logger.getLogger(OutboxHealthCheck.class);

    @Inject
    OutboxQueue queue;

    @Inject
    Clock clock;

    @Inject
    OutboxConfig config;

    @Inject
    OutboxDispatcher dispatcher;

    /** The status this instance last reported: null before the first poll. */
    private final AtomicReference<Boolean> lastUp = new AtomicReference<>();

    @Override
    @Transactional
    public HealthCheckResponse call() {
        Instant now = clock.instant();
        Duration window = config.failedAlertWindow();
        OutboxQueue.Counts counts = queue.counts(now, now.minus(window));
        boolean up = counts.failedSince() == 0;
        logIfChanged(up, counts, window);
        return HealthCheckResponse.named(NAME)
                .status(up)
                .withData("failedWindow", window.toString())
                .withData("sending", dispatcher.isEnabled() ? "on" : "off (flagpost.mail.enabled=false)")
                .build();
    }

    private void logIfChanged(boolean up, OutboxQueue.Counts counts, Duration window) {
        Boolean before = lastUp.getAndSet(up);
        boolean changed = before == null ? !up : before != up; // a start that finds all well says nothing
        if (!changed) {
            return;
        }
        if (up) {
            LOG.infof("Outbox health is UP again: no notification given up within %s", window);
        } else {
            LOG.warnf("Outbox health is DOWN: %d notification(s) given up within %s (%d ever; %d pending, %d due, %d retrying). "
                    + "The last_error of the notification rows in state FAILED says why.", counts.failedSince(), window,
                    counts.failedAllTime(), counts.pending(), counts.due(), counts.retrying());
        }
    }
}
