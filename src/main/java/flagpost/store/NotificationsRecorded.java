package flagpost.store;

import io.quarkus.arc.Arc;

/**
 * The CDI event that the running transaction recorded notification rows. Observers that want to act once the rows are
 * visible to others observe it {@code during = TransactionPhase.AFTER_SUCCESS} (the outbox's wake-up, in
 * {@code flagpost.jobs}); fired before the commit, it is dropped with a rollback. Every write of a notification row
 * fires it: entities through {@link NotificationEntity}'s {@code @PostPersist}, the native inserts by hand.
 */
public record NotificationsRecorded() {

    private static final NotificationsRecorded EVENT = new NotificationsRecorded();

    /** Tells the transaction's observers that it recorded notifications. */
    static void fire() {
        Arc.container().beanManager().getEvent().select(NotificationsRecorded.class).fire(EVENT);
    }
}
