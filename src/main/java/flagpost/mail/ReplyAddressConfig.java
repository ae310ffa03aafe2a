package flagpost.mail;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.util.Optional;

/**
 * The addresses an outgoing email carries for what comes back ({@code flagpost.inbound.*}, beside the settings of
 * reading the mailbox and answering replies under the same prefix): its signed Reply-To and its envelope sender. Below
 * both front doors, so the composer writes them and the inbound side reads them back ({@link ReplyAddresses}).
 */
@ConfigMapping(prefix = "flagpost.inbound")
public interface ReplyAddressConfig {

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
}
