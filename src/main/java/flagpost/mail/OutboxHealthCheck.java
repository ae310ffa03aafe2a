package flagpost.mail;

import flagpost.store.OutboxQueue;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.HealthCheckResponseBuilder;
import io.smallrye.health.api.Wellness;

/**
 * The outbox's health, in the wellness group ({@code /q/health/well}): DOWN while a notification was
 * given up (state FAILED) within {@code flagpost.mail.outbox.failed-alert-window}, with the counts.
 *
 * <p>Not readiness and not liveness: a failed email says nothing about whether this instance can serve
 * pages, so it must not take the instance out of the load balancer or get it restarted. Monitoring polls
 * the wellness group and alerts a person, who reads the rows' {@code last_error}. The overall
 * {@code /q/health} includes wellness checks too, so load balancers and orchestrators must probe
 * {@code /q/health/ready} and {@code /q/health/live}, never {@code /q/health}.
 */
@Wellness
@ApplicationScoped
public class OutboxHealthCheck implements HealthCheck {

    static final String NAME = "Outbox";

    @Inject
    OutboxQueue queue;

    @Inject
    Clock clock;

    @Inject
    OutboxConfig config;

    @Inject
    OutboxDispatcher dispatcher;

    @Override
    @Transactional
    public HealthCheckResponse call() {
        Instant now = clock.instant();
        Duration window = config.failedAlertWindow();
        OutboxQueue.Counts counts = queue.counts(now, now.minus(window));
        HealthCheckResponseBuilder response = HealthCheckResponse.named(NAME)
                .status(counts.failedSince() == 0)
                .withData("failed", counts.failedSince())
                .withData("failedWindow", window.toString())
                .withData("failedAllTime", counts.failedAllTime())
                .withData("pending", counts.pending())
                .withData("due", counts.due())
                .withData("retrying", counts.retrying())
                .withData("superseded", counts.superseded())
                .withData("sending", dispatcher.isEnabled() ? "on" : "off (flagpost.mail.enabled=false)");
        return response.build();
    }
}
