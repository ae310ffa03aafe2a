package flagpost.mail;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * How email leaves ({@code flagpost.mail.smtp.*}); see the README's "Host it", "Mail hosts", for common hosts. Without
 * a host, dev mode delivers to the dev inbox at {@code /dev/inbox} and production refuses to start.
 */
@ConfigMapping(prefix = "flagpost.mail.smtp")
public interface SmtpConfig {

    enum Security {
        /** Plain SMTP: only for a relay on the same machine or a trusted network (port 25). */
        NONE,
        /** Plain connection upgraded with STARTTLS, which is required (port 587, "submission"). */
        STARTTLS,
        /** TLS from the first byte (port 465, "SMTPS" / implicit TLS). */
        TLS
    }

    /** The SMTP server; unset means no SMTP (dev inbox in dev mode, a start-up error in production). */
    Optional<String> host();

    /** Defaults to 25, 587 or 465 by {@link #security()}. */
    OptionalInt port();

    @WithDefault("STARTTLS")
    Security security();

    /** Login, when the server wants one (then {@link #password()} too). */
    Optional<String> username();

    Optional<String> password();

    @WithDefault("10s")
    Duration connectTimeout();

    /** How long to wait for each server reply. */
    @WithDefault("30s")
    Duration readTimeout();

    /** How long writing one message may block. */
    @WithDefault("30s")
    Duration writeTimeout();

    /** The name we give in EHLO; defaults to this machine's name. */
    Optional<String> heloName();

    /** The envelope sender (MAIL FROM, where bounces go); defaults to the From address. */
    Optional<String> envelopeFrom();

    /**
     * Hosts whose TLS certificate is trusted without a CA chain (space separated, {@code *} for all), for a
     * relay with a self-signed certificate. Leave unset for public mail hosts.
     */
    Optional<String> trust();

    default int effectivePort() {
        return port().orElse(switch (security()) {
            case NONE -> 25;
            case STARTTLS -> 587;
            case TLS -> 465;
        });
    }
}
