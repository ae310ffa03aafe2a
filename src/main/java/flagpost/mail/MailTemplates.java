package flagpost.mail;

import flagpost.store.NotificationKind;
import flagpost.words.Language;
import io.quarkus.qute.Engine;
import io.quarkus.qute.TemplateInstance;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.util.Locale;

/**
 * The Qute templates of the mails, one text and one HTML template per {@link NotificationKind}, named after the kind
 * in lower case: {@code templates/mail-text/your_move.txt} and {@code templates/mail-html/your_move.html}. The kinds
 * are the one list of them. Qute escapes by suffix: {@code .html} templates escape every value (names!) except
 * {@link io.quarkus.qute.RawString}s such as the board; {@code .txt} templates escape nothing. A game mail wraps its
 * kind's words in {@code mail-text/layout} or {@code mail-html/game} (the greeting, the board and the footer); every
 * HTML mail sits in {@code mail-html/layout}. Each template declares the type of its {@code mail} ({@link MailModel},
 * {@link DigestMail}, {@link GamesListMail}, {@link InvitationConfirmMail}, {@link DataRequestMail}), so the build fails when a template names
 * something its type lacks. The engine is the application's: only it knows the checked templates, their {@code {mail:…}}
 * bundles and the extensions they use.
 */
@Singleton
class MailTemplates {

    private final Engine engine;

    @Inject
    MailTemplates(Engine engine) {
        this.engine = engine;
    }

    TemplateInstance text(MailModel mail) {
        return of("mail-text/", aboutAGame(mail), mail, mail.language());
    }

    TemplateInstance html(MailModel mail) {
        return of("mail-html/", aboutAGame(mail), mail, mail.language());
    }

    private static NotificationKind aboutAGame(MailModel mail) {
        if (mail.kind().addressesPlayer()) {
            throw new IllegalArgumentException(mail.kind() + " is about a player: see GamesListMail, InvitationConfirmMail, DigestMail, "
                    + "DataRequestMail");
        }
        return mail.kind();
    }

    TemplateInstance text(PlayerMail mail) {
        return of("mail-text/", mail.kind(), mail, mail.language());
    }

    TemplateInstance html(PlayerMail mail) {
        return of("mail-html/", mail.kind(), mail, mail.language());
    }

    /**
     * {@code kind}'s template in {@code folder}, rendered in its reader's locale, so that the {@code {mail:…}} messages
     * (and any other bundle's) of the template and of the layout and tags it includes resolve in the reader's language.
     */
    private TemplateInstance of(String folder, NotificationKind kind, Object mail, Language language) {
        String name = folder + kind.name().toLowerCase(Locale.ROOT);
        var template = engine.getTemplate(name);
        if (template == null) {
            throw new IllegalStateException("no mail template " + name);
        }
        return template.data("mail", mail).setLocale(language.locale());
    }
}
