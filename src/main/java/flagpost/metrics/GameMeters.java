package flagpost.metrics;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.runtime.Startup;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

/**
 * Invitations sent, accepted and lapsed ({@code flagpost_invitations_total}, label {@code event}). Counted when the use
 * case has done its work, before its transaction commits: a rare rollback after that point still counts.
 */
@Startup
@ApplicationScoped
public class GameMeters {

    private final Counter sent;
    private final Counter accepted;
    private final Counter lapsed;

    @Inject
    public GameMeters(MeterRegistry registry) {
        sent = invitations(registry, "sent");
        accepted = invitations(registry, "accepted");
        lapsed = invitations(registry, "lapsed");
    }

    private static Counter invitations(MeterRegistry registry, String event) {
        return Counter.builder("flagpost.invitations").description("Invitations by what became of them").tag("event", event)
                .register(registry);
    }

    public void invitationSent() {
        sent.increment();
    }

    public void invitationAccepted() {
        accepted.increment();
    }

    public void invitationLapsed() {
        lapsed.increment();
    }
}
