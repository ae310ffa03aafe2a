package flagpost.mail;

/** Sending failed; {@link #isPermanent()} when retrying the same message cannot help (e.g. a rejected address). */
public class MailException extends Exception {

    private final boolean permanent;

    public MailException(String message, boolean permanent, Throwable cause) {
        super(message, cause);
        this.permanent = permanent;
    }

    public boolean isPermanent() {
        return permanent;
    }
}
