package flagpost.inbound;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.util.Optional;

/**
 * Replies by email ({@code flagpost.inbound.*}): the address replies go to and how many refusals and {@code board}
 * requests a seat is answered.
 * How the mailbox is read (IMAP host, user, folder…) is configured under the same prefix by the mailbox reader.
 */
@ConfigMapping(prefix = "flagpost.inbound")
public interface InboundConfig {

    /**
     * The mailbox replies go to, a bare address such as {@code play@games.example.org}. Every email to a seat then
     * carries {@code Reply-To: play+TOKEN@games.example.org}, the token naming the seat, the game and the move (see
     * {@link ReplyAddresses}). Unset: inbound is off and emails carry no such Reply-To.
     */
    Optional<String> replyAddress();

    /**
     * Where bounces go, when not to the reply address: a bare address such as {@code bounces@games.example.org} whose
     * mail reaches the same mailbox (an alias). Every email is sent with the envelope sender (SMTP {@code MAIL FROM})
     * {@code <local><separator>b-<signed row id>@<domain>} on this address, or on the reply address when this is unset,
     * so a bounce names the email that bounced (VERP). Unset with inbound off: the envelope sender stays
     * {@code flagpost.mail.smtp.envelope-from}, else the From address.
     */
    Optional<String> bounceAddress();

    /** What joins the local part and the token: {@code +} for most hosts (plus-addressing), {@code -} for some. */
    @WithDefault("+")
    String separator();

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
