package flagpost.inbound;

import io.smallrye.health.api.Wellness;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;

/**
 * Whether replies by email are read, in the wellness group ({@code /q/health/well}) like the outbox's check: DOWN while
 * the mailbox cannot be read (server down, wrong password), a message cannot be handled (the database), or the probe
 * Flagpost mailed itself did not arrive ({@link MailboxProbe}: plus-addressing off, a filter, the wrong folder); UP when
 * all is well or inbound is off. A person reads why in the log, where {@link MailboxReader} says it once per change.
 * No counts and no addresses: whoever can reach the answer could otherwise learn who writes to this server.
 */
@Wellness
@ApplicationScoped
public class InboundHealthCheck implements HealthCheck {

    static final String NAME = "Inbound mail";

    @Inject
    MailboxReading reading;

    @Override
    public HealthCheckResponse call() {
        return HealthCheckResponse.named(NAME)
                .status(reading.healthy())
                .withData("reading", reading.reading() ? "on" : "off")
                .withData("probe", reading.probe())
                .build();
    }
}
