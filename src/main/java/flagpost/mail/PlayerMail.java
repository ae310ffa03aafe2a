package flagpost.mail;

import flagpost.store.NotificationKind;
import flagpost.words.Language;
import java.util.Map;

/**
 * A mail to a player about no one game (the games list, the daily digest, the start confirmation): none of a game
 * mail's threading; its words are the notice bundle's in the reader's language (English when none is known).
 */
abstract class PlayerMail implements LaidOutMail {

    final Language language;
    final NoticeBundle words;

    PlayerMail(Language language) {
        this.language = language == null ? Language.EN : language;
        this.words = NoticeHtml.words(this.language);
    }

    public Language language() {
        return language;
    }

    /** The language's code, for the HTML part's {@code lang}. */
    @Override
    public String languageCode() {
        return language.code();
    }

    /** "Hello Bob,"; a player with no name yet is greeted plainly. */
    String greetingTo(String displayName) {
        String name = MailHeaders.name(displayName, "");
        return name.isEmpty() ? words.greetingPlain() : words.greetingNamed(name);
    }

    /** Which mail this is: its templates are named after the kind. */
    abstract NotificationKind kind();

    /** The finished message to {@code email}: both templates rendered, {@code headers} added. */
    MailMessage message(MailTemplates templates, String from, String replyTo, String email, long notificationId, long playerId, String messageIdDomain,
            Map<String, String> headers) {
        return MailMessage.toPlayer(from, replyTo, email, subject(), notificationId, playerId, messageIdDomain, language, headers,
                templates.text(this).render(), templates.html(this).render());
    }
}
