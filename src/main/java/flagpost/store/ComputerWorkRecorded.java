package flagpost.store;

/**
 * The CDI event that the running transaction gave the computer work ({@link ComputerQueue#enqueue}). The job that does
 * the work observes it {@code during = TransactionPhase.AFTER_SUCCESS}, so it starts as soon as the row is visible to
 * it, not at its next poll; fired before the commit, it is dropped with a rollback.
 */
public record ComputerWorkRecorded(long gameId) {
}
