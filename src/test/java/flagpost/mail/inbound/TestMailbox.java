package flagpost.mail.inbound;

import java.time.Duration;
import java.util.Optional;
import java.util.OptionalInt;

/** Inbound settings for a reader a test starts itself, pointed at a GreenMail on loopback (plain IMAP). */
record TestMailbox(int imapPort, String login, String secret, boolean idle, Duration pollInterval, Duration idlePeriod,
        Duration retryMax) implements MailboxConfig {

    static TestMailbox on(int imapPort, String login, String secret) {
        return new TestMailbox(imapPort, login, secret, true, Duration.ofHours(1), Duration.ofMinutes(5), Duration.ofMillis(400));
    }

    TestMailbox polling(Duration every) {
        return new TestMailbox(imapPort, login, secret, false, every, idlePeriod, retryMax);
    }

    TestMailbox idlingAtMost(Duration period) {
        return new TestMailbox(imapPort, login, secret, idle, pollInterval, period, retryMax);
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
    public Duration readTimeout() {
        return Duration.ofSeconds(10);
    }

    @Override
    public Optional<String> trust() {
        return Optional.empty();
    }
}
