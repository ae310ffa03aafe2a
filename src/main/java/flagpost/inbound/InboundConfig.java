package flagpost.inbound;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/**
 * Replies by email ({@code flagpost.inbound.*}): how many refusals and {@code board} requests a seat is answered.
 * The addresses replies and bounces go to are configured under the same prefix by {@link flagpost.mail.ReplyAddressConfig},
 * how the mailbox is read (IMAP host, user, folder…) by {@link MailboxConfig}.
 */
@ConfigMapping(prefix = "flagpost.inbound")
public interface InboundConfig {

    /** At most this many refusal answers go to one seat in an hour; beyond it refusals are recorded and not answered. */
    @WithDefault("3")
    int refusalRepliesPerHour();

    /**
     * At most this many {@code board} requests are answered per seat in an hour (each sends the seat's email again);
     * beyond it they are recorded and not answered.
     */
    @WithDefault("3")
    int boardRepliesPerHour();
}
