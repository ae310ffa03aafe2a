package flagpost.mail;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Email settings ({@code flagpost.mail.*}), shared by the composer (what a message says and how it is
 * addressed) and the sending side (how it leaves). Keep each setting documented here and in
 * application.properties.
 */
@ConfigMapping(prefix = "flagpost.mail")
public interface MailConfig {

    // --- Composing ----------------------------------------------------------------------------------

    /** The From of every email, an RFC 5322 mailbox: {@code Name <address>} or a bare address. */
    @WithDefault("Flagpost <flagpost@localhost>")
    String from();

    /**
     * Where replies go when set (a mailbox as for {@link #from()}); without it, replies go to From.
     * With replies by email on ({@code flagpost.inbound.reply-address}), an email to a seat carries that seat's signed
     * reply address instead, and this applies to the mail about a player only.
     */
    Optional<String> replyTo();

    /**
     * The right-hand side of our Message-IDs ({@code <n17.g42@domain>}) and of each game's thread root
     * ({@code <g42@domain>}). Use a domain you own, e.g. the sending domain; never change it while
     * games run, or their threads split.
     */
    @WithDefault("flagpost.localhost")
    String messageIdDomain();

    // --- Sending (SMTP settings: SmtpConfig, flagpost.mail.smtp.*; the outbox: OutboxConfig, flagpost.mail.outbox.*) --

    /** The kill switch: false sends nothing, and notifications wait in the outbox until it is true again. */
    @WithDefault("true")
    boolean enabled();

    /**
     * At most this many emails handed to the mail server per UTC day, across all instances; unset, no limit. The
     * last fifth is kept for mail that asks for something (see {@link DailyBudget}).
     */
    OptionalInt dailyLimit();

    /**
     * With a daily limit, the part of it (in percent, rounded up, at least one email) that the mail charged to one
     * player may use: answers to their replies, notices of their vacations and pauses (see {@link DailyBudget}).
     */
    @WithDefault("10")
    int playerSharePercent();

    /** How long a sent email's bodies (and its unsubscribe link) stay stored; the links in them live for months. */
    @WithDefault("P30D")
    Duration keepSentBodies();
}
