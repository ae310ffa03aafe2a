package flagpost.inbound;

import flagpost.mail.MailConfig;
import flagpost.mail.MailException;
import flagpost.mail.MailMessage;
import flagpost.mail.MailSender;
import flagpost.mail.ReplyAddresses;
import flagpost.store.InboundMessageEntity;
import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.jboss.logging.Logger;

/**
 * Checks that the reply mailbox can work at all: Flagpost mails itself a probe at {@code play+probe-<nonce>@domain}
 * through its own SMTP settings, at start and then every {@code flagpost.inbound.probe.every}, and expects the mailbox
 * reader to find it in the folder it reads within {@code flagpost.inbound.probe.patience}. A mail host without
 * plus-addressing delivers such an address elsewhere or refuses it, and then every reply would be lost without a word:
 * instead {@code Inbound mail} turns DOWN on {@code /q/health/well} and the log names the likely causes.
 *
 * <p>The probe is recognised by its address before anything else ({@link InboundMail}), never answered and never
 * counted as a reply. Its arrival is recorded like any received message ({@code inbound_message}, by its Message-ID),
 * so whichever instance's reader takes it, the instance that sent it sees it arrive.
 */
@ApplicationScoped
public class MailboxProbe {

    private static final Logger LOG = Logger.getLogger(MailboxProbe.class);
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final String NONCE_LETTERS = "abcdefghijklmnopqrstuvwxyz234567";

    enum Status { OFF, WAITING, ARRIVED, MISSING }

    private final MailboxConfig mailbox;
    private final MailConfig mail;
    private final ReplyAddresses addresses;
    private final MailSender sender;
    private final Clock clock;
    private ScheduledExecutorService timer;

    private volatile Status status = Status.OFF;
    private volatile String messageId;
    private volatile String address;
    private volatile Instant sentAt;

    @Inject
    public MailboxProbe(MailboxConfig mailbox, MailConfig mail, ReplyAddresses addresses, MailSender sender, Clock clock) {
        this.mailbox = mailbox;
        this.mail = mail;
        this.addresses = addresses;
        this.sender = sender;
        this.clock = clock;
    }

    /** Sends the first probe now and the next ones on schedule; called once the mailbox reader runs, when enabled. */
    synchronized void start() {
        if (!mailbox.probe().enabled() || timer != null) {
            return;
        }
        timer = Executors.newSingleThreadScheduledExecutor(task -> {
            Thread thread = new Thread(task, "flagpost-inbound-probe");
            thread.setDaemon(true);
            return thread;
        });
        long every = mailbox.probe().every().toMillis();
        timer.scheduleWithFixedDelay(this::sendAndCheckLater, 0, every, TimeUnit.MILLISECONDS);
    }

    synchronized void stop() {
        if (timer != null) {
            timer.shutdownNow();
            timer = null;
        }
    }

    private void sendAndCheckLater() {
        try {
            send();
            timer.schedule((Runnable) this::check, mailbox.probe().patience().toMillis(), TimeUnit.MILLISECONDS);
        } catch (RuntimeException unexpected) {
            LOG.warnf("Inbound: the mailbox probe could not be sent: %s", unexpected.toString());
        }
    }

    /** Sends a new probe now; what it finds is seen by {@link #check()}. Returns its address. */
    public String send() {
        String nonce = nonce();
        String to = addresses.probeAddress(nonce).orElseThrow(() -> new IllegalStateException("replies by email are off"));
        String id = "<probe." + nonce + "@" + mail.messageIdDomain() + ">";
        MailMessage probe = new MailMessage(mail.from(), to, null, "Flagpost mailbox probe", id, null, List.of(),
                Map.of("Auto-Submitted", "auto-generated", "X-Auto-Response-Suppress", "All"),
                "Flagpost sent this to itself to check that mail to " + to + " reaches the mailbox it reads. "
                        + "It is handled and moved away on its own.\n", null);
        messageId = id;
        address = to;
        sentAt = clock.instant();
        status = Status.WAITING;
        try (MailSender.Batch batch = sender.openBatch()) {
            batch.send(probe);
        } catch (MailException refused) {
            report(Status.MISSING, "the mail server refused it (" + refused.getMessage() + "): it may not accept plus-addresses at all");
        }
        return to;
    }

    /** Whether the probe sent last has arrived; turns the health DOWN, with a log line, once it is overdue. */
    public void check() {
        check(clock.instant());
    }

    /** When the probe checked last was sent, or null before the first. */
    Instant sentAt() {
        return sentAt;
    }

    /** {@link #check()} as at {@code now}. */
    void check(Instant now) {
        String id = messageId;
        if (id == null || status == Status.OFF) {
            return;
        }
        boolean arrived = QuarkusTransaction.requiringNew().call(() -> InboundMessageEntity.byMessageId(id).isPresent());
        if (arrived) {
            report(Status.ARRIVED, null);
        } else if (!now.isBefore(sentAt.plus(mailbox.probe().patience()))) {
            report(Status.MISSING, "it has not arrived within " + mailbox.probe().patience().toMinutes() + " min");
        }
    }

    /** What the reader says about a probe it found: recorded as received and never answered. */
    String arrived(String nonce) {
        String expected = messageId;
        boolean ours = expected != null && expected.equals("<probe." + nonce.toLowerCase(Locale.ROOT) + "@" + mail.messageIdDomain() + ">");
        if (ours && status != Status.ARRIVED) {
            report(Status.ARRIVED, null);
        }
        return "the mailbox probe " + (ours ? "arrived" : "of another instance, or an old one, arrived");
    }

    /** False only while the probe is overdue: then replies most likely never reach the folder read. */
    public boolean healthy() {
        return status != Status.MISSING;
    }

    /** off, waiting, arrived or missing: for the health check's data. */
    public String describe() {
        return status.name().toLowerCase(Locale.ROOT);
    }

    private synchronized void report(Status next, String why) {
        Status before = status;
        status = next;
        if (before == next) {
            return;
        }
        if (next == Status.MISSING) {
            LOG.warnf("Inbound: the probe Flagpost sent itself at %s to %s is missing from the folder %s: %s. Replies to play+…@ "
                    + "addresses are most likely lost. Likely causes: the mail host does not deliver plus-addresses to this mailbox "
                    + "(turn on plus-addressing or subaddressing, see the README's IMAP table); a filter or rule moves such mail to "
                    + "another folder (or to spam); or flagpost.inbound.folder names the wrong folder.", sentAt, address, mailbox.folder(), why);
        } else if (next == Status.ARRIVED && before == Status.MISSING) {
            LOG.infof("Inbound: the mailbox probe arrived in %s: replies reach the mailbox again", mailbox.folder());
        }
    }

    private static String nonce() {
        StringBuilder nonce = new StringBuilder();
        for (int i = 0; i < 16; i++) {
            nonce.append(NONCE_LETTERS.charAt(RANDOM.nextInt(NONCE_LETTERS.length())));
        }
        return nonce.toString();
    }
}
