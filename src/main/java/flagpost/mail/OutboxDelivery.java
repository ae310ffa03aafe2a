package flagpost.mail;

import flagpost.mail.OutboxBatch.Outgoing;
import flagpost.mail.OutboxBatch.Recipient;
import flagpost.metrics.MailMeters;
import io.quarkus.narayana.jta.QuarkusTransaction;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Delivering a batch over one connection to the mail server, with no transaction open meanwhile on this thread. Each
 * email goes with its own envelope sender ({@link ReplyAddresses#envelopeSender}, VERP), so a bounce names its row.
 * After a failure worth retrying, later mail to that seat waits and the rest of the batch goes in the next one, on a new
 * connection. Outcomes are written by {@link OutboxMarks}: sent emails a few at a time while sending goes on, a failure
 * at once, untried rows released.
 */
final class OutboxDelivery {

    private final OutboxConfig config;
    private final OutboxMarks marks;
    private final DailyBudget budget;
    private final ReplyAddresses envelopes;
    private final MailMeters meters;

    OutboxDelivery(OutboxConfig config, OutboxMarks marks, DailyBudget budget, ReplyAddresses envelopes, MailMeters meters) {
        this.config = config;
        this.marks = marks;
        this.budget = budget;
        this.envelopes = envelopes;
        this.meters = meters;
    }

    /** Sends a batch over one connection; false when an attempt failed in a way worth retrying. */
    boolean deliver(OutboxBatch batch, MailSender via, OutboxTally tally) {
        List<Outgoing> outgoing = batch.outgoing;
        List<Outgoing> released = new ArrayList<>();
        MailSender.Batch connection;
        try {
            connection = via.openBatch();
        } catch (MailException | RuntimeException unreachable) {
            // No connection: every row of the batch has had its attempt.
            MailException problem = asMailException(unreachable);
            for (Outgoing mail : outgoing) {
                marks.recordFailure(mail, problem, tally);
            }
            // None handed over. Should the database be away, the day keeps them counted: it sends a few fewer, never more.
            marks.writeOrKeep(() -> QuarkusTransaction.requiringNew().run(() -> budget.giveBack(batch.allowance, outgoing.size())), () -> {
            }, tally);
            return false;
        }
        Set<Recipient> held = new HashSet<>();
        List<Outgoing> sentUnmarked = new ArrayList<>();
        boolean stopped = false;
        int reached = 0;
        try (connection) {
            for (Outgoing mail : outgoing) {
                reached++;
                if (stopped || held.contains(mail.recipient()) || tally.databaseAway != null) {
                    released.add(mail); // with the database away, nothing more goes that could not be marked
                    continue;
                }
                long sending = System.nanoTime();
                try {
                    connection.send(mail.message(), envelopes.envelopeSender(mail.id()).orElse(null));
                } catch (MailException | RuntimeException failed) {
                    MailException problem = asMailException(failed);
                    marks.recordFailure(mail, problem, tally);
                    if (!problem.isPermanent()) {
                        held.add(mail.recipient()); // later mail to this seat waits for this one
                        stopped = true; // the connection may be gone: the rest goes in the next batch, on a new one
                    }
                    continue;
                }
                meters.sent(mail.kind(), sending);
                sentUnmarked.add(mail);
                if (sentUnmarked.size() >= config.markEvery()) {
                    marks.recordSent(sentUnmarked, tally);
                }
            }
        } finally {
            released.addAll(outgoing.subList(reached, outgoing.size())); // left when something failed: due again too
            try {
                marks.recordSent(sentUnmarked, tally);
            } finally {
                marks.release(released, batch.allowance, tally); // due again at once even when an earlier mark failed
            }
        }
        return !stopped;
    }

    private static MailException asMailException(Exception problem) {
        return problem instanceof MailException mail ? mail
                : new MailException("unexpected " + OutboxMarks.describe(problem), false, problem);
    }
}
