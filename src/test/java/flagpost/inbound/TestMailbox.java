package flagpost.inbound;

import java.time.Duration;
import java.util.Optional;
import java.util.OptionalInt;

/** Inbound settings for a reader a test starts itself, pointed at a GreenMail on loopback (plain IMAP). */
record TestMailbox(int imapPort, String login, String secret, boolean idle, Duration pollInterval, Duration idlePeriod,
        Duration retryMax, Duration readTimeout, Duration idleCheck) implements MailboxConfig {

    /** Idling with no check beside it, so a test of IDLE sees IDLE alone at work. */
    static TestMailbox on(int imapPort, String login, String secret) {
        return new TestMailbox(imapPort, login, secret, true, Duration.ofHours(1), Duration.ofMinutes(5), Duration.ofMillis(400),
                Duration.ofSeconds(10), Duration.ZERO);
    }

    TestMailbox checkingWhileIdleEvery(Duration check) {
        return new TestMailbox(imapPort, login, secret, idle, pollInterval, idlePeriod, retryMax, readTimeout, check);
    }

    TestMailbox polling(Duration every) {
        return new TestMailbox(imapPort, login, secret, false, every, idlePeriod, retryMax, readTimeout, idleCheck);
    }

    TestMailbox idlingAtMost(Duration period) {
        return new TestMailbox(imapPort, login, secret, idle, pollInterval, period, retryMax, readTimeout, idleCheck);
    }

    TestMailbox waitingForAnswersAtMost(Duration read) {
        return new TestMailbox(imapPort, login, secret, idle, pollInterval, idlePeriod, retryMax, read, idleCheck);
    }

    /** The same mailbox reached on another port (a proxy in front of the server). */
    TestMailbox onPort(int port) {
        return new TestMailbox(port, login, secret, idle, pollInterval, idlePeriod, retryMax, readTimeout, idleCheck);
    }

    @Override
    public Optional<String> host() {
        return Optional.of("127.0.0.1");
    }

    @Override
    public OptionalInt port() {
        return OptionalInt.of(imapPort);
    }

    @Override
    public Tls tls() {
        return Tls.NONE;
    }

    @Override
    public Optional<String> user() {
        return Optional.of(login);
    }

    @Override
    public Optional<String> password() {
        return Optional.of(secret);
    }

    @Override
    public String folder() {
        return "INBOX";
    }

    @Override
    public String processedFolder() {
        return "Flagpost/Processed";
    }

    @Override
    public Duration connectTimeout() {
        return Duration.ofSeconds(5);
    }

    @Override
    public Optional<String> trust() {
        return Optional.empty();
    }

    @Override
    public Probe probe() {
        return new Probe() {
            @Override
            public boolean enabled() {
                return false;
            }

            @Override
            public Duration patience() {
                return Duration.ofMinutes(5);
            }

            @Override
            public Duration every() {
                return Duration.ofHours(24);
            }
        };
    }
}
