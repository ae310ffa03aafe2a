package flagpost.inbound;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The mailbox Flagpost reads replies from ({@code flagpost.inbound.*}, beside the reply address settings of the same
 * prefix): an IMAP account that receives every {@code play+<token>@...} address. Reading is off until {@link #host()}
 * is set; a production start with a host then refuses to begin until the login is given too
 * ({@code config.ProductionSettings}). See the README's "Host it", "Replies by email".
 */
@ConfigMapping(prefix = "flagpost.inbound")
public interface MailboxConfig {

    enum Tls {
        /** TLS from the first byte (port 993). */
        IMAPS,
        /** Plain connection upgraded with STARTTLS, which is required (port 143). */
        STARTTLS,
        /** Plain IMAP: only for a server on the same machine or a trusted network. */
        NONE
    }

    /** The IMAP server; unset, nothing is read. */
    Optional<String> host();

    /** Defaults to 993 for {@code imaps}, 143 otherwise. */
    OptionalInt port();

    @WithDefault("imaps")
    Tls tls();

    Optional<String> user();

    /** Give it in the environment ({@code FLAGPOST_INBOUND_PASSWORD}), never in a file of the repository. */
    Optional<String> password();

    /** Where replies arrive. */
    @WithDefault("INBOX")
    String folder();

    /** Where handled messages are moved; created if missing. */
    @WithDefault("Flagpost/Processed")
    String processedFolder();

    /** How often the folder is checked when the server has no IDLE (or {@link #idle()} is off). */
    @WithDefault("60s")
    Duration pollInterval();

    /** Wait with IMAP IDLE where the server supports it, so a reply is read within a second or two. */
    @WithDefault("true")
    boolean idle();

    /**
     * The longest single IDLE: then the reader checks the connection and idles again, so a connection a firewall
     * dropped without a word is noticed. Servers end an IDLE after 30 minutes at the latest.
     */
    @WithDefault("5m")
    Duration idlePeriod();

    /**
     * While idling, the folder is also read this often (the IDLE ends, one SELECT counts the folder, and the IDLE begins
     * again): an IDLE announcement the server or the network lost then delays a reply this long at most, not a whole
     * {@link #idlePeriod()}. {@code 0s} turns the check off.
     */
    @WithDefault("30s")
    Duration idleCheck();

    /** The longest wait before trying again after the mailbox could not be read or a message could not be handled. */
    @WithDefault("5m")
    Duration retryMax();

    @WithDefault("10s")
    Duration connectTimeout();

    /** How long to wait for each server reply (an IDLE waits {@link #idlePeriod()} longer). */
    @WithDefault("30s")
    Duration readTimeout();

    /**
     * Hosts whose TLS certificate is trusted without a CA chain ({@code *} for all), for a server with a self-signed
     * certificate. Leave unset for public mail hosts.
     */
    Optional<String> trust();

    /** The probe Flagpost sends itself to check that mail to {@code play+anything@} reaches the folder read. */
    Probe probe();

    interface Probe {

        /** Send one at start and then every {@link #every()}; off, the check is never made. */
        @WithDefault("true")
        boolean enabled();

        /** How long the probe may take to arrive before {@code Inbound mail} turns DOWN. */
        @WithDefault("5m")
        Duration patience();

        @WithDefault("24h")
        Duration every();
    }

    default boolean enabled() {
        return host().filter(h -> !h.isBlank()).isPresent();
    }

    default int effectivePort() {
        return port().orElse(tls() == Tls.IMAPS ? 993 : 143);
    }
}
