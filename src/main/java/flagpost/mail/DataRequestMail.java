package flagpost.mail;

import flagpost.store.NotificationKind;
import flagpost.words.Language;
import java.util.Map;

/**
 * The email that confirms a player's own request about their data, asked on their games list: a copy of it
 * ({@code DATA_EXPORT_CONFIRM}) or its erasure ({@code DATA_ERASE_CONFIRM}). To the player, about no one game; its link
 * opens a page that asks once more (a GET changes nothing). Pure: the facts in, the message out; the words live in the
 * kind's templates ({@code data_export_confirm}, {@code data_erase_confirm}).
 */
public final class DataRequestMail extends PlayerMail {

    /** Everything the mail says. {@code confirmUrl}: a signed link to the confirmation page. */
    public record Facts(long notificationId, long playerId, String email, String displayName, boolean erase, String confirmUrl,
            Language language) {
    }

    private final Facts facts;

    DataRequestMail(Facts facts) {
        super(facts.language());
        this.facts = facts;
    }

    @Override
    NotificationKind kind() {
        return facts.erase() ? NotificationKind.DATA_ERASE_CONFIRM : NotificationKind.DATA_EXPORT_CONFIRM;
    }

    static MailMessage write(MailTemplates templates, Facts facts, String from, String replyTo, String messageIdDomain) {
        DataRequestMail mail = new DataRequestMail(facts);
        return mail.message(templates, from, replyTo, facts.email(), facts.notificationId(), facts.playerId(), messageIdDomain, Map.of());
    }

    @Override
    public String subject() {
        return facts.erase() ? words.dataEraseSubject() : words.dataExportSubject();
    }

    @Override
    public String greeting() {
        return greetingTo(facts.displayName());
    }

    public String confirmUrl() {
        return facts.confirmUrl();
    }

    public String email() {
        return MailHeaders.oneLine(facts.email());
    }
}
