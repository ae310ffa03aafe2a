package flagpost.mail;

import flagpost.words.Language;
import java.util.Map;

/**
 * The email that confirms a player's own request about their data, asked on their games list: a copy of it
 * ({@code DATA_EXPORT_CONFIRM}) or its erasure ({@code DATA_ERASE_CONFIRM}). To the player, about no one game; its link
 * opens a page that asks once more (a GET changes nothing). Pure: the facts in, the message out; the words live in
 * {@code data_request.txt} and {@code data_request.html}.
 */
public final class DataRequestMail {

    /** Everything the mail says. {@code confirmUrl}: a signed link to the confirmation page. */
    public record Facts(long notificationId, long playerId, String email, String displayName, boolean erase, String confirmUrl,
            Language language) {
    }

    private final Facts facts;
    private final Language language;
    private final NoticeMessages words;

    DataRequestMail(Facts facts) {
        this.facts = facts;
        this.language = facts.language() == null ? Language.EN : facts.language();
        this.words = NoticeHtml.words(language);
    }

    static MailMessage write(Facts facts, String from, String replyTo, String messageIdDomain) {
        DataRequestMail mail = new DataRequestMail(facts);
        return MailMessage.toPlayer(from, replyTo, facts.email(), mail.subject(), facts.notificationId(), facts.playerId(), messageIdDomain,
                mail.language(), Map.of(), MailTemplates.text(mail).render(), MailTemplates.html(mail).render());
    }

    public Language language() {
        return language;
    }

    /** The language's code, for the HTML part's {@code lang}. */
    public String lang() {
        return language.code();
    }

    public String subject() {
        return facts.erase() ? words.dataEraseSubject() : words.dataExportSubject();
    }

    /** "Hello Bob,"; a player with no name yet is greeted plainly. */
    public String greeting() {
        String name = MailHeaders.name(facts.displayName(), "");
        return name.isEmpty() ? words.greetingPlain() : words.greetingNamed(name);
    }

    /** What was asked, naming the address; {@code email} as the template passes it (plain or escaped). */
    public String asked(String email) {
        return facts.erase() ? words.dataEraseAsked(email) : words.dataExportAsked(email);
    }

    public String confirmUrl() {
        return facts.confirmUrl();
    }

    public String email() {
        return MailHeaders.oneLine(facts.email());
    }
}
