package flagpost.mail;

import flagpost.store.NotificationKind;
import flagpost.words.Language;
import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;

/**
 * The type-safe Qute templates, one text and one HTML template per {@link NotificationKind}, named
 * after the kind in lower case: {@code templates/mail-text/your_move.txt} and
 * {@code templates/mail-html/your_move.html}. Qute escapes by suffix: {@code .html} templates escape
 * every value (names!) except {@link io.quarkus.qute.RawString}s such as the board; {@code .txt}
 * templates escape nothing. Both wrap their kind's words in a {@code layout} that adds the greeting,
 * the board and the footer. Build fails when a template names something {@link MailModel} lacks.
 */
final class MailTemplates {

    private MailTemplates() {
    }

    static TemplateInstance text(MailModel mail) {
        return inLanguage(textOfKind(mail), mail.language());
    }

    static TemplateInstance html(MailModel mail) {
        return inLanguage(htmlOfKind(mail), mail.language());
    }

    /**
     * Every instance is rendered in its reader's locale, so that the {@code {mail:…}} messages (and any other bundle's)
     * of the template and of the layout and tags it includes resolve in the reader's language.
     */
    private static TemplateInstance inLanguage(TemplateInstance instance, Language language) {
        return instance.setLocale(language.locale());
    }

    private static TemplateInstance textOfKind(MailModel mail) {
        return switch (mail.kind()) {
            case INVITATION -> Text.invitation(mail);
            case INVITATION_DECLINED -> Text.invitation_declined(mail);
            case INVITATION_LAPSED -> Text.invitation_lapsed(mail);
            case SETUP_NEEDED -> Text.setup_needed(mail);
            case GAME_STARTED -> Text.game_started(mail);
            case YOUR_MOVE -> Text.your_move(mail);
            case MOVE_PLAYED -> Text.move_played(mail);
            case DRAW_OFFERED -> Text.draw_offered(mail);
            case DRAW_DECLINED -> Text.draw_declined(mail);
            case REMINDER -> Text.reminder(mail);
            case GAME_OVER -> Text.game_over(mail);
            case GAME_CANCELLED -> Text.game_cancelled(mail);
            case GAME_CANCELLED_BY_HOST -> Text.game_cancelled_by_host(mail);
            case FRESH_LINKS -> Text.fresh_links(mail);
            case REPLY_REFUSED -> Text.reply_refused(mail);
            case VACATION_STARTED -> Text.vacation_started(mail);
            case VACATION_ENDED -> Text.vacation_ended(mail);
            case PAUSE_ASKED -> Text.pause_asked(mail);
            case PAUSE_DECLINED -> Text.pause_declined(mail);
            case GAME_PAUSED -> Text.game_paused(mail);
            case GAME_RESUMED -> Text.game_resumed(mail);
            case REMATCH -> Text.rematch(mail);
            case MY_GAMES, INVITATION_CONFIRM, DAILY_DIGEST, DATA_EXPORT_CONFIRM, DATA_ERASE_CONFIRM -> throw new IllegalArgumentException(
                    mail.kind() + " is about a player: see GamesListMail, InvitationConfirmMail, DigestMail, DataRequestMail");
        };
    }

    private static TemplateInstance htmlOfKind(MailModel mail) {
        return switch (mail.kind()) {
            case INVITATION -> Html.invitation(mail);
            case INVITATION_DECLINED -> Html.invitation_declined(mail);
            case INVITATION_LAPSED -> Html.invitation_lapsed(mail);
            case SETUP_NEEDED -> Html.setup_needed(mail);
            case GAME_STARTED -> Html.game_started(mail);
            case YOUR_MOVE -> Html.your_move(mail);
            case MOVE_PLAYED -> Html.move_played(mail);
            case DRAW_OFFERED -> Html.draw_offered(mail);
            case DRAW_DECLINED -> Html.draw_declined(mail);
            case REMINDER -> Html.reminder(mail);
            case GAME_OVER -> Html.game_over(mail);
            case GAME_CANCELLED -> Html.game_cancelled(mail);
            case GAME_CANCELLED_BY_HOST -> Html.game_cancelled_by_host(mail);
            case FRESH_LINKS -> Html.fresh_links(mail);
            case REPLY_REFUSED -> Html.reply_refused(mail);
            case VACATION_STARTED -> Html.vacation_started(mail);
            case VACATION_ENDED -> Html.vacation_ended(mail);
            case PAUSE_ASKED -> Html.pause_asked(mail);
            case PAUSE_DECLINED -> Html.pause_declined(mail);
            case GAME_PAUSED -> Html.game_paused(mail);
            case GAME_RESUMED -> Html.game_resumed(mail);
            case REMATCH -> Html.rematch(mail);
            case MY_GAMES, INVITATION_CONFIRM, DAILY_DIGEST, DATA_EXPORT_CONFIRM, DATA_ERASE_CONFIRM -> throw new IllegalArgumentException(
                    mail.kind() + " is about a player: see GamesListMail, InvitationConfirmMail, DigestMail, DataRequestMail");
        };
    }

    static TemplateInstance text(DataRequestMail mail) {
        return inLanguage(Text.data_request(mail), mail.language());
    }

    static TemplateInstance html(DataRequestMail mail) {
        return inLanguage(Html.data_request(mail), mail.language());
    }

    static TemplateInstance text(GamesListMail mail) {
        return inLanguage(Text.my_games(mail), mail.language());
    }

    static TemplateInstance html(GamesListMail mail) {
        return inLanguage(Html.my_games(mail), mail.language());
    }

    static TemplateInstance text(DigestMail mail) {
        return inLanguage(Text.daily_digest(mail), mail.language());
    }

    static TemplateInstance html(DigestMail mail) {
        return inLanguage(Html.daily_digest(mail), mail.language());
    }

    static TemplateInstance text(InvitationConfirmMail mail) {
        return inLanguage(Text.invitation_confirm(mail), mail.language());
    }

    static TemplateInstance html(InvitationConfirmMail mail) {
        return inLanguage(Html.invitation_confirm(mail), mail.language());
    }

    @CheckedTemplate(basePath = "mail-text")
    static class Text {
        static native TemplateInstance invitation(MailModel mail);

        static native TemplateInstance invitation_declined(MailModel mail);

        static native TemplateInstance invitation_lapsed(MailModel mail);

        static native TemplateInstance setup_needed(MailModel mail);

        static native TemplateInstance game_started(MailModel mail);

        static native TemplateInstance your_move(MailModel mail);

        static native TemplateInstance move_played(MailModel mail);

        static native TemplateInstance draw_offered(MailModel mail);

        static native TemplateInstance draw_declined(MailModel mail);

        static native TemplateInstance reminder(MailModel mail);

        static native TemplateInstance game_over(MailModel mail);

        static native TemplateInstance game_cancelled(MailModel mail);

        static native TemplateInstance game_cancelled_by_host(MailModel mail);

        static native TemplateInstance fresh_links(MailModel mail);

        static native TemplateInstance reply_refused(MailModel mail);
        static native TemplateInstance vacation_started(MailModel mail);

        static native TemplateInstance vacation_ended(MailModel mail);

        static native TemplateInstance pause_asked(MailModel mail);

        static native TemplateInstance pause_declined(MailModel mail);

        static native TemplateInstance game_paused(MailModel mail);

        static native TemplateInstance game_resumed(MailModel mail);

        static native TemplateInstance rematch(MailModel mail);

        static native TemplateInstance my_games(GamesListMail mail);

        static native TemplateInstance data_request(DataRequestMail mail);

        static native TemplateInstance invitation_confirm(InvitationConfirmMail mail);

        static native TemplateInstance daily_digest(DigestMail mail);
    }

    @CheckedTemplate(basePath = "mail-html")
    static class Html {
        static native TemplateInstance invitation(MailModel mail);

        static native TemplateInstance invitation_declined(MailModel mail);

        static native TemplateInstance invitation_lapsed(MailModel mail);

        static native TemplateInstance setup_needed(MailModel mail);

        static native TemplateInstance game_started(MailModel mail);

        static native TemplateInstance your_move(MailModel mail);

        static native TemplateInstance move_played(MailModel mail);

        static native TemplateInstance draw_offered(MailModel mail);

        static native TemplateInstance draw_declined(MailModel mail);

        static native TemplateInstance reminder(MailModel mail);

        static native TemplateInstance game_over(MailModel mail);

        static native TemplateInstance game_cancelled(MailModel mail);

        static native TemplateInstance game_cancelled_by_host(MailModel mail);

        static native TemplateInstance fresh_links(MailModel mail);

        static native TemplateInstance reply_refused(MailModel mail);
        static native TemplateInstance vacation_started(MailModel mail);

        static native TemplateInstance vacation_ended(MailModel mail);

        static native TemplateInstance pause_asked(MailModel mail);

        static native TemplateInstance pause_declined(MailModel mail);

        static native TemplateInstance game_paused(MailModel mail);

        static native TemplateInstance game_resumed(MailModel mail);

        static native TemplateInstance rematch(MailModel mail);

        static native TemplateInstance my_games(GamesListMail mail);

        static native TemplateInstance data_request(DataRequestMail mail);

        static native TemplateInstance invitation_confirm(InvitationConfirmMail mail);

        static native TemplateInstance daily_digest(DigestMail mail);
    }
}
