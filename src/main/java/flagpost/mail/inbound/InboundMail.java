package flagpost.mail.inbound;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.mail.internet.MimeMessage;

/** Turns one received message into at most one action on a game and at most one answer. */
@ApplicationScoped
public class InboundMail {

    /**
     * Handles one received message exactly once (by Message-ID; a message without one is keyed by a hash of its
     * bytes). Returns what happened. Throws only when the message could not be handled for a passing reason (the
     * database is down): the caller must then leave the message in the mailbox to retry later.
     */
    public InboundOutcome handle(MimeMessage message) {
        throw new UnsupportedOperationException("reply handling is being built on branch reply-act");
    }
}
