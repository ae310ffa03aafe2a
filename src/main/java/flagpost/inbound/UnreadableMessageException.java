package flagpost.inbound;

/**
 * A received message whose text cannot be read. {@link #why()} (with {@link #limit()}) is what its sender is told, in
 * their language ({@link ReplyWords#unreadable}); the message is the technical detail, for the host's log.
 */
public final class UnreadableMessageException extends Exception {

    /** What is wrong with the message, as its sender can be told. */
    public enum Why {
        /** Its MIME structure is broken (a bad boundary, a bad header). */
        BROKEN,
        /** No text/plain or text/html part outside the attachments. */
        NO_TEXT,
        /** Its parts nest more than {@link #limit()} levels deep. */
        TOO_DEEP,
        /** It has more than {@link #limit()} parts. */
        TOO_MANY_PARTS,
        /** A multipart part holds no parts. */
        EMPTY_MULTIPART
    }

    private final Why why;
    private final int limit;

    UnreadableMessageException(Why why, int limit, String detail) {
        super(detail);
        this.why = why;
        this.limit = limit;
    }

    UnreadableMessageException(Why why, String detail, Throwable cause) {
        super(detail, cause);
        this.why = why;
        this.limit = 0;
    }

    public Why why() {
        return why;
    }

    /** The limit a {@link Why#TOO_DEEP} or {@link Why#TOO_MANY_PARTS} message went past; 0 otherwise. */
    public int limit() {
        return limit;
    }
}
