package flagpost.mail;

import flagpost.store.MailBudgets;
import flagpost.store.NotificationKind;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
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
 *
 * <p><b>Each player's share.</b> Mail that a player's own doing causes again and again (answers to their replies,
 * notices of their vacations and pauses: the rows {@link flagpost.store.NotificationEntity#chargedPlayerId charged}
 * to them) may use at most {@code flagpost.mail.player-share-percent} of the day's limit per player, so that one
 * player cannot spend the day's mail for everyone. Over it, their charged mail waits for the next UTC day, holding
 * nothing up. Mail that is not charged to anyone keeps its priority: invitations to others, your move, game over.
 * A charged row counts against its player's share when it is first taken to be sent.
 */
@ApplicationScoped
public class DailyBudget {

    private static final Logger LOG = Logger.getLogger(DailyBudget.class);
    /** What waits first when the budget runs low: the mail a player can do without (the same kinds muting stops). */
    static final Set<NotificationKind> LOW_PRIORITY = OutboxDispatcher.MUTABLE;
    private static final Allowance UNLIMITED = new Allowance(null, 0, Integer.MAX_VALUE, Integer.MAX_VALUE, Shares.NONE);

    private final MailConfig config;
    private final MailBudgets budgets;

    @Inject
    public DailyBudget(MailConfig config, MailBudgets budgets) {
        this.config = config;
        this.budgets = budgets;
    }

    /**
     * What may still go today: {@code all} emails, of which {@code lowPriority} confirmations and reminders, and of the
     * mail charged to a player what their {@code shares} allow. With {@code day} null there is no limit.
     */
    public record Allowance(LocalDate day, int spent, int all, int lowPriority, Shares shares) {

        boolean limited() {
            return day != null;
        }
    }

    /** How much of each player's share of the day is spent, counted as a batch takes rows charged to them. */
    public static final class Shares {

        static final Shares NONE = new Shares(Integer.MAX_VALUE, Map.of());

        private final int share;
        private final Map<Long, Integer> spent;

        Shares(int share, Map<Long, Integer> spent) {
            this.share = share;
            this.spent = new HashMap<>(spent);
        }

        /** The players whose share is spent: a batch leaves their charged rows where they are. */
        Set<Long> spentPlayers() {
            Set<Long> players = new HashSet<>();
            spent.forEach((player, count) -> {
                if (count >= share) {
                    players.add(player);
                }
            });
            return players;
        }

        /** Whether a row charged to {@code player} (null: to nobody) may be taken; counts it when it may. */
        boolean take(Long player) {
            if (player == null || share == Integer.MAX_VALUE) {
                return true;
            }
            int count = spent.getOrDefault(player, 0);
            if (count >= share) {
                return false;
            }
            spent.put(player, count + 1);
            if (count + 1 == share) {
                LOG.infof("daily mail budget: player %d has used their share (%d emails) of the day; the mail charged to them waits for the next day (UTC)",
                        player, share);
            }
            return true;
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
        Shares shares = new Shares(playerShare(limit, config.playerSharePercent()),
                budgets.chargedSince(day.atStartOfDay(ZoneOffset.UTC).toInstant()));
        return new Allowance(day, spent, Math.max(0, limit - spent), Math.max(0, lowPriorityLimit(limit) - spent), shares);
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

    /** The emails of the day one player's charged mail may use: {@code percent} of the limit, rounded up, at least one. */
    static int playerShare(int limit, int percent) {
        return Math.max(1, (int) ((limit * (long) percent + 99) / 100));
    }

    /** The part of the limit confirmations and reminders may use: all but a fifth (rounded up) kept for the rest. */
    static int lowPriorityLimit(int limit) {
        return limit - (limit + 4) / 5;
    }
}
