package flagpost.mail;

import flagpost.store.MailBudgets;
import flagpost.store.NotificationKind;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Set;
import org.jboss.logging.Logger;

/**
 * The daily sending budget ({@code flagpost.mail.daily-limit}): how many emails may still go today (UTC), counted
 * in the database so every instance spends one budget. A provider's daily quota stops all mail once it is used, so
 * Flagpost stops first, and spends the end of the budget on the mail that matters.
 *
 * <p><b>The rule.</b> Confirmations and reminders ({@link #LOW_PRIORITY}) go while less than four fifths of the day's
 * limit is spent; everything else (invitations, your move, game over, …) goes until the whole limit is spent. Mail
 * over its share is not dropped: it stays pending and goes the next UTC day. A confirmation or reminder held back
 * holds nothing up: the seat's later mail goes past it. An email counts when it is handed to the mail server.
 */
@ApplicationScoped
public class DailyBudget {

    private static final Logger LOG = Logger.getLogger(DailyBudget.class);
    /** What waits first when the budget runs low: the mail a player can do without (the same kinds muting stops). */
    static final Set<NotificationKind> LOW_PRIORITY = OutboxDispatcher.MUTABLE;
    private static final Allowance UNLIMITED = new Allowance(null, 0, Integer.MAX_VALUE, Integer.MAX_VALUE);

    private final MailConfig config;
    private final MailBudgets budgets;

    @Inject
    public DailyBudget(MailConfig config, MailBudgets budgets) {
        this.config = config;
        this.budgets = budgets;
    }

    /**
     * What may still go today: {@code all} emails, of which {@code lowPriority} confirmations and reminders. With
     * {@code day} null there is no limit.
     */
    public record Allowance(LocalDate day, int spent, int all, int lowPriority) {

        boolean limited() {
            return day != null;
        }
    }

    /**
     * Today's allowance; with a limit set, the day's count stays locked until the caller's transaction ends, so
     * call {@link #spend} in the same transaction.
     */
    Allowance open(Instant now) {
        if (config.dailyLimit().isEmpty()) {
            return UNLIMITED;
        }
        int limit = config.dailyLimit().getAsInt();
        LocalDate day = LocalDate.ofInstant(now, ZoneOffset.UTC);
        int spent = budgets.lockSpent(day);
        return new Allowance(day, spent, Math.max(0, limit - spent), Math.max(0, lowPriorityLimit(limit) - spent));
    }

    /** Records {@code count} emails handed over under {@code allowance}; logs when this crosses a line. */
    void spend(Allowance allowance, int count) {
        if (!allowance.limited() || count == 0) {
            return;
        }
        int limit = config.dailyLimit().getAsInt();
        int before = allowance.spent();
        int after = before + count;
        budgets.setSpent(allowance.day(), after);
        int lowLine = lowPriorityLimit(limit);
        if (before < lowLine && after >= lowLine) {
            LOG.warnf("daily mail budget: %d of %d sent on %s; confirmations and reminders wait for the next day (UTC)", after, limit,
                    allowance.day());
        }
        if (before < limit && after >= limit) {
            LOG.warnf("daily mail budget spent: %d of %d sent on %s; all mail waits for the next day (UTC)", after, limit, allowance.day());
        }
    }

    /** Gives back {@code count} emails counted under {@code allowance} that were not handed over after all. */
    void giveBack(Allowance allowance, int count) {
        if (allowance.limited() && count > 0) {
            budgets.giveBack(allowance.day(), count);
        }
    }

    /** The part of the limit confirmations and reminders may use: all but a fifth (rounded up) kept for the rest. */
    static int lowPriorityLimit(int limit) {
        return limit - (limit + 4) / 5;
    }
}
