package flagpost.web.request;

import io.quarkus.logging.LoggingFilter;
import java.util.Objects;
import java.util.logging.Filter;
import java.util.logging.LogRecord;
import org.jboss.logmanager.ExtLogRecord;

/**
 * The last guard against a token in the log, on every log handler ({@code quarkus.log.console.filter} and the file and
 * syslog ones): each record's message, and the messages of the exception it carries, are written with their tokens
 * hidden ({@link LogSafe#text}). Flagpost's own lines name no token; this covers the framework's, whose debug and trace
 * lines name the request's URL (the router's "accepting request", the REST layer's "IOError processing HTTP request
 * to…"), and exception messages that quote a form field ("Failed to decode URL <token>%").
 */
@LoggingFilter(name = "no-tokens")
public final class NoTokensInTheLog implements Filter {

    @Override
    public boolean isLoggable(LogRecord record) {
        String message = record instanceof ExtLogRecord ext ? ext.getFormattedMessage() : record.getMessage();
        String safe = LogSafe.text(message);
        if (!Objects.equals(message, safe)) {
            if (record instanceof ExtLogRecord ext) {
                ext.setMessage(safe, ExtLogRecord.FormatStyle.NO_FORMAT);
            } else {
                record.setMessage(safe);
            }
            record.setParameters(null);
        }
        if (record.getThrown() != null) {
            record.setThrown(withoutTokens(record.getThrown(), 0));
        }
        return true;
    }

    /**
     * The exception itself when no message in its chain holds a token; otherwise a copy of the chain whose messages
     * have them hidden, each link printed as the original class and its safe message, with the original stack frames.
     */
    private static Throwable withoutTokens(Throwable thrown, int depth) {
        if (thrown == null || depth > 20 || !holdsToken(thrown, 0)) {
            return thrown;
        }
        Throwable cause = thrown.getCause() == thrown ? null : withoutTokens(thrown.getCause(), depth + 1);
        Redacted copy = new Redacted(thrown.getClass().getName(), LogSafe.text(thrown.getMessage()), cause);
        copy.setStackTrace(thrown.getStackTrace());
        for (Throwable suppressed : thrown.getSuppressed()) {
            copy.addSuppressed(withoutTokens(suppressed, depth + 1));
        }
        return copy;
    }

    private static boolean holdsToken(Throwable thrown, int depth) {
        if (thrown == null || depth > 20) {
            return false;
        }
        String message = thrown.getMessage();
        if (message != null && !message.equals(LogSafe.text(message))) {
            return true;
        }
        for (Throwable suppressed : thrown.getSuppressed()) {
            if (holdsToken(suppressed, depth + 1)) {
                return true;
            }
        }
        return thrown.getCause() != thrown && holdsToken(thrown.getCause(), depth + 1);
    }

    /** A link of a copied chain: prints as {@code the.original.Class: safe message}. */
    static final class Redacted extends RuntimeException {
        private final String originalClass;

        Redacted(String originalClass, String message, Throwable cause) {
            super(message, cause, true, true);
            this.originalClass = originalClass;
        }

        @Override
        public String toString() {
            return getMessage() == null ? originalClass : originalClass + ": " + getMessage();
        }
    }
}
