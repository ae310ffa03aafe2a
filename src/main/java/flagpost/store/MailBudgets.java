package flagpost.store;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.time.LocalDate;
import java.util.HashMap;
import java.util.Map;

/**
 * The emails handed to the mail server per UTC day ({@code mail_budget}), one count shared by every instance. The
 * policy (how many may go) is {@code flagpost.mail.DailyBudget}'s; this holds the statements, inside the caller's
 * transaction.
 */
@ApplicationScoped
@Transactional(Transactional.TxType.MANDATORY)
public class MailBudgets {

    private final EntityManager entityManager;

    @Inject
    public MailBudgets(EntityManager entityManager) {
        this.entityManager = entityManager;
    }

    /**
     * The day's count, locked until the transaction ends: instances taking a batch at the same time spend the budget
     * one after the other. Two statements (the day's row is created at its first use).
     */
    public int lockSpent(LocalDate day) {
        entityManager.createNativeQuery("insert into mail_budget (day, sent) values (:day, 0) on conflict (day) do nothing")
                .setParameter("day", day)
                .executeUpdate();
        return ((Number) entityManager.createNativeQuery("select sent from mail_budget where day = :day for update")
                .setParameter("day", day)
                .getSingleResult()).intValue();
    }

    /** Takes {@code count} emails off the day's count: they were counted when taken, and then not handed over. */
    public void giveBack(LocalDate day, int count) {
        entityManager.createNativeQuery("update mail_budget set sent = greatest(0, sent - :count) where day = :day")
                .setParameter("count", count)
                .setParameter("day", day)
                .executeUpdate();
    }

    /** Sets the day's count; call it after {@link #lockSpent} in the same transaction. */
    public void setSpent(LocalDate day, int sent) {
        entityManager.createNativeQuery("update mail_budget set sent = :sent where day = :day")
                .setParameter("sent", sent)
                .setParameter("day", day)
                .executeUpdate();
    }

    /**
     * How many rows charged to each player ({@code notification.charged_player_id}) were taken (composed, which
     * happens once, when a row is first taken to be sent) since {@code since}: what each spent of their share of the
     * day. Players with none are left out.
     */
    public Map<Long, Integer> chargedSince(Instant since) {
        Map<Long, Integer> spent = new HashMap<>();
        for (Object found : entityManager.createNativeQuery("""
                        select charged_player_id, count(*) from notification
                        where charged_player_id is not null and composed_at >= :since
                        group by charged_player_id""")
                .setParameter("since", since)
                .getResultList()) {
            Object[] row = (Object[]) found;
            spent.put(((Number) row[0]).longValue(), ((Number) row[1]).intValue());
        }
        return spent;
    }
}
