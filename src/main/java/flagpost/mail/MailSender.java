package flagpost.mail;

/**
 * Sends finished emails. The rest of Flagpost never sees Jakarta Mail types. A batch holds one
 * connection, so a dispatcher run reuses it for every message.
 */
public interface MailSender {

    Batch openBatch() throws MailException;

    /** Messages sent over one connection; close it in all paths. */
    interface Batch extends AutoCloseable {

        void send(MailMessage message) throws MailException;

        /**
         * Sends with {@code envelopeSender} as SMTP {@code MAIL FROM}, where a bounce goes (VERP: it names this email);
         * a sender with no envelope of its own (the dev inbox, a test's) just sends.
         */
        default void send(MailMessage message, String envelopeSender) throws MailException {
            send(message);
        }

        @Override
        void close();
    }
}
