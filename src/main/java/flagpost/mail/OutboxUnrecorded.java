package flagpost.mail;

import flagpost.mail.OutboxBatch.Outgoing;
import java.util.ArrayList;
import java.util.List;

/**
 * What runs could not write because the database was away, kept in memory until a run writes it
 * ({@link OutboxMarks#reconcile}). Should this instance stop first, the rows go again after their lease, as they would
 * have without it (at least once).
 */
final class OutboxUnrecorded {

    /** Untried rows of one lease, and the day's budget they were counted against (null: none to give back). */
    record Unsent(List<Outgoing> rows, DailyBudget.Allowance allowance) {
    }

    record Outcomes(List<Outgoing> sent, List<Unsent> unsent) {
        boolean isEmpty() {
            return sent.isEmpty() && unsent.isEmpty();
        }
    }

    private List<Outgoing> sent = new ArrayList<>();
    private List<Unsent> unsent = new ArrayList<>();

    synchronized void sent(List<Outgoing> rows) {
        sent.addAll(rows);
    }

    synchronized void unsent(List<Outgoing> rows, DailyBudget.Allowance allowance) {
        unsent.add(new Unsent(List.copyOf(rows), allowance));
    }

    synchronized Outcomes take() {
        Outcomes kept = new Outcomes(sent, unsent);
        sent = new ArrayList<>();
        unsent = new ArrayList<>();
        return kept;
    }

    synchronized void putBack(Outcomes kept) {
        sent.addAll(0, kept.sent());
        unsent.addAll(0, kept.unsent());
    }
}
