package flagpost.inbound;

import flagpost.mail.ReplyAddressConfig;
import flagpost.metrics.InboundMeters;
import io.quarkus.runtime.ShutdownEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.time.Duration;
import org.jboss.logging.Logger;

/**
 * Starts this instance's {@link MailboxReader} when inbound is configured ({@code flagpost.inbound.host} and the reply
 * address), handing each message to {@link InboundMail#handle}, and stops it on shutdown. It is started once the HTTP
 * port is bound ({@code jobs.BackgroundWorkStart}), never by a start that then fails. Every instance of a
 * deployment reads the same mailbox; {@link InboundMail} acts on each message once, whichever instance takes it.
 */
@ApplicationScoped
public class MailboxReading {

    private static final Logger LOG = Logger.getLogger(MailboxReading.class);
    private static final Duration SHUTDOWN_PATIENCE = Duration.ofSeconds(10);

    @Inject
    MailboxConfig mailbox;

    @Inject
    ReplyAddressConfig replyAddress;

    @Inject
    InboundMail inboundMail;

    @Inject
    MailboxProbe probe;

    @Inject
    InboundMeters meters;

    private volatile MailboxReader reader;

    /** Starts reading, when inbound is configured; called once, after the HTTP port is bound. */
    public void start() {
        if (!mailbox.enabled()) {
            LOG.debug("Inbound: off (no flagpost.inbound.host)");
            return;
        }
        if (replyAddress.replyAddress().isEmpty()) {
            // A production start is refused before this (config.ProductionSettings); dev and tests only warn.
            LOG.warn("Inbound: flagpost.inbound.host is set but flagpost.inbound.reply-address is not, so no email invites a reply: "
                    + "the mailbox is not read");
            return;
        }
        reader = new MailboxReader(mailbox, message -> meters.handled(message, inboundMail.handle(message).kind()));
        meters.watchReader(this::healthy);
        reader.start();
        probe.start();
    }

    void onStop(@Observes ShutdownEvent event) {
        probe.stop();
        MailboxReader running = reader;
        if (running != null) {
            running.stop(SHUTDOWN_PATIENCE);
        }
    }

    /** Whether this instance reads a mailbox at all. */
    public boolean reading() {
        return reader != null;
    }

    /** False while the mailbox cannot be read or a message cannot be handled; true when all is well or inbound is off. */
    public boolean healthy() {
        MailboxReader running = reader;
        return running == null || (running.healthy() && probe.healthy());
    }

    /** What the mailbox probe found: off, waiting, arrived or missing. */
    public String probe() {
        return probe.describe();
    }

    /** Reads the mailbox now rather than at the end of the current wait. */
    public void wake() {
        MailboxReader running = reader;
        if (running != null) {
            running.wake();
        }
    }
}
