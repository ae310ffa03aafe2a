package flagpost.store;

import io.quarkus.arc.Arc;
import io.quarkus.arc.ArcContainer;
import jakarta.enterprise.event.Event;

/**
 * The CDI event that the running transaction recorded notification rows. Observers that want to act once the rows are
 * visible to others observe it {@code during = TransactionPhase.AFTER_SUCCESS} (the outbox's wake-up, in
 * {@code flagpost.jobs}); fired before the commit, it is dropped with a rollback. Every write of a notification row
 * fires it: entities through {@link NotificationEntity}'s {@code @PostPersist}, the native inserts by hand.
 */
public record NotificationsRecorded() {

    private static final NotificationsRecorded EVENT = new NotificationsRecorded();

    /** The event and the container it belongs to (tests start several containers in one JVM, one after another). */
    private record Source(ArcContainer container, Event<NotificationsRecorded> event) {
    }

    private static volatile Source source;

    /** Tells the transaction's observers that it recorded notifications. */
    static void fire() {
        eventOf(Arc.container()).fire(EVENT);
    }

    /**
     * The event, looked up once per container: looked up on every fire, it would resolve the observers again each time,
     * on every move.
     */
    private static Event<NotificationsRecorded> eventOf(ArcContainer container) {
        Source known = source;
        if (known == null || known.container() != container) {
            known = new Source(container, container.beanManager().getEvent().select(NotificationsRecorded.class));
            source = known;
        }
        return known.event();
    }
}
