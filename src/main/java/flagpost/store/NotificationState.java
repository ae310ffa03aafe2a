package flagpost.store;

/** Delivery state of a notification. Stored by name: never rename one. */
public enum NotificationState {
    PENDING,
    SENT,
    FAILED,
    /** The recipient muted this kind of mail for the game; kept so the record stays complete. */
    MUTED,
    /** A newer email to the same seat made this one pointless before it was sent; never sent, never retried. */
    SUPERSEDED,
    /**
     * The recipient's address bounced or complained ({@link MailStop}) when the row came up: never sent, never retried,
     * and holds up none of the seat's later mail.
     */
    UNDELIVERABLE
}
