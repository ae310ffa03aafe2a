package flagpost.mail.inbound;

/** A received message whose text cannot be read; the message says why, in words a player can be shown. */
public final class UnreadableMessageException extends Exception {

    public UnreadableMessageException(String reason) {
        super(reason);
    }

    public UnreadableMessageException(String reason, Throwable cause) {
        super(reason, cause);
    }
}
