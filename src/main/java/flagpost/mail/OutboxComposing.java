package flagpost.mail;

import flagpost.store.NotificationEntity;
import java.time.Instant;
import java.util.List;
import org.jboss.logging.Logger;

/**
 * Composing the rows of a batch, in the transaction that takes it: each row is composed once ({@link MailComposer}),
 * checked ({@link MimeConversion#check}) and stored on its row ({@link MailRows}), so a retry sends exactly the same
 * email. The batch's facts are read in one go for all its new rows. A row that cannot be composed is given up (a message
 * no mail server would take) or backs off ({@link OutboxMarks#failAttempt}).
 */
final class OutboxComposing {

    private static final Logger LOG = Logger.getLogger(OutboxDispatcher.class);

    private final MailComposer composer;
    private final OutboxMarks marks;

    OutboxComposing(MailComposer composer, OutboxMarks marks) {
        this.composer = composer;
        this.marks = marks;
    }

    /**
     * Composes the rows of {@code going} not composed yet and leases every row that has its message, adding it to the
     * batch's outgoing rows. {@code taking} says which row was being worked on, for when the transaction fails to commit.
     */
    void composeAndLease(List<NotificationEntity> going, OutboxBatch batch, OutboxTaking.Taking taking, Instant now, Instant lease) {
        List<NotificationEntity> toCompose = going.stream().filter(row -> row.composedAt == null).toList();
        if (toCompose.size() == 1) {
            taking.rowId = toCompose.get(0).id; // taken alone, reading its facts is that row's fault too
        }
        MailComposer.Batch read = toCompose.isEmpty() ? null : composer.batch(toCompose);
        for (NotificationEntity row : going) {
            taking.rowId = row.id;
            MailMessage composed;
            if (row.composedAt == null) {
                try {
                    composed = composer.compose(row, read);
                    MimeConversion.check(composed);
                } catch (MailException refused) {
                    marks.giveUp(row, refused.getMessage(), now);
                    batch.failed++;
                    continue;
                } catch (RuntimeException problem) {
                    taking.composeProblem = problem;
                    if (marks.failAttempt(row, "composing failed: " + OutboxMarks.describe(problem), now)) {
                        batch.failed++;
                    } else {
                        batch.retrying++;
                    }
                    LOG.errorf(problem, "composing notification %d (%s to %s of game %d) failed", row.id, row.kind, row.recipientSeat,
                            row.gameId);
                    continue;
                }
                MailRows.store(row, composed, now); // sent as composed: it reads back the same (MailRowsTest)
            } else {
                composed = MailRows.read(row);
            }
            row.nextAttemptAt = lease;
            batch.outgoing.add(new OutboxBatch.Outgoing(row.id, OutboxBatch.Recipient.of(row), row.attempts, lease, composed, row.kind));
        }
    }
}
