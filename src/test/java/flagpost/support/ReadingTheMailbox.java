package flagpost.support;

import io.quarkus.test.junit.QuarkusTestProfile;
import java.util.Map;

/**
 * Flagpost with replies by email on: every seat's email carries a signed Reply-To at {@value #MAILBOX}, and the
 * mailbox reader takes what arrives in that mailbox of the suite's GreenMail over IMAP, waiting with IDLE. See
 * {@link MailReplies} for writing the replies.
 */
public class ReadingTheMailbox implements QuarkusTestProfile {

    public static final String MAILBOX = "play@flagpost.test";

    @Override
    public Map<String, String> getConfigOverrides() {
        return Map.of("flagpost.inbound.reply-address", MAILBOX,
                "flagpost.inbound.host", "127.0.0.1",
                "flagpost.inbound.port", "${flagpost.test.imap.port}",
                "flagpost.inbound.tls", "none",
                "flagpost.inbound.user", MAILBOX,
                "flagpost.inbound.password", "GreenMail checks no password here",
                "flagpost.inbound.retry-max", "1s",
                // GreenMail's IDLE pushes only what arrives while it is on: a reply delivered in the instant between the
                // reader's pass and its IDLE waits for the idle period's end (a real server reports it as IDLE begins).
                "flagpost.inbound.idle-period", "3s",
                // A server answer overdue by this much drops the connection: a stall costs seconds, not the test's patience.
                "flagpost.inbound.read-timeout", "5s");
    }
}
