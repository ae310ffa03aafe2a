package flagpost.web.page;

import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.links.LinkToken;
import flagpost.links.TokenCheck;
import flagpost.mail.MailMuting;
import flagpost.mail.MailMuting.SeatMail;
import flagpost.web.wording.PageLanguages;
import flagpost.words.Language;
import flagpost.words.RefusalBundle;
import flagpost.words.Refusals;
import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.Optional;

/**
 * The List-Unsubscribe target. GET shows what the link does and a button, and changes nothing (mail
 * scanners open every link); POST, from that button or from a mail client's one-click unsubscribe
 * (RFC 8058, body {@code List-Unsubscribe=One-Click}), mutes reminders and move confirmations for the
 * token's seat in the token's game. A token grants exactly that, nothing more.
 */
@Path("/unsubscribe/{token}")
public class UnsubscribeResource {

    private final LinkService links;
    private final MailMuting muting;
    private final PageLanguages languages;

    UnsubscribeResource(LinkService links, MailMuting muting, PageLanguages languages) {
        this.links = links;
        this.muting = muting;
        this.languages = languages;
    }

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance confirm(SeatMail seat, String action);

        static native TemplateInstance done(SeatMail seat);

        static native TemplateInstance refused(String title, String message);
    }

    @GET
    @Produces(MediaType.TEXT_HTML)
    public Response page(@PathParam("token") String token) {
        TokenCheck check = links.verify(token, LinkPurpose.UNSUBSCRIBE);
        if (!(check instanceof TokenCheck.Valid valid)) {
            return refused(languages.ofRequest(), (TokenCheck.Invalid) check);
        }
        LinkToken granted = valid.token();
        Optional<SeatMail> seat = muting.seat(granted.gameId(), granted.seat());
        Language language = languages.ofLink(granted);
        if (seat.isEmpty()) {
            return gone(language);
        }
        return HtmlResponses.html(language, Response.Status.OK, Templates.confirm(seat.get(), LinkService.pathOf(LinkPurpose.UNSUBSCRIBE) + token));
    }

    /** Any body is accepted: RFC 8058 clients send {@code List-Unsubscribe=One-Click}, form-encoded or multipart. */
    @POST
    @Produces(MediaType.TEXT_HTML)
    public Response mute(@PathParam("token") String token) {
        TokenCheck check = links.verify(token, LinkPurpose.UNSUBSCRIBE);
        if (!(check instanceof TokenCheck.Valid valid)) {
            return refused(languages.ofRequest(), (TokenCheck.Invalid) check);
        }
        LinkToken granted = valid.token();
        Optional<SeatMail> muted = muting.mute(granted.gameId(), granted.seat());
        Language language = languages.ofLink(granted);
        return muted.map(seat -> HtmlResponses.html(language, Response.Status.OK, Templates.done(seat))).orElseGet(() -> gone(language));
    }

    /** The page for a link that does not verify: 410 when it has expired, 403 otherwise. Never says more than that. */
    public static Response refused(Language language, TokenCheck.Invalid invalid) {
        RefusalBundle say = Refusals.in(language);
        return switch (invalid.failure()) {
            case EXPIRED -> HtmlResponses.html(language, Response.Status.GONE, Templates.refused(say.errorUnsubscribeExpiredTitle(),
                    say.errorUnsubscribeExpired()));
            case MALFORMED, BAD_SIGNATURE, UNKNOWN_KEY, WRONG_PURPOSE -> HtmlResponses.html(language, Response.Status.FORBIDDEN,
                    Templates.refused(say.errorUnsubscribeBrokenTitle(), say.errorUnsubscribeBroken()));
        };
    }

    private static Response gone(Language language) {
        RefusalBundle say = Refusals.in(language);
        return HtmlResponses.html(language, Response.Status.GONE, Templates.refused(say.errorUnsubscribeGoneTitle(), say.errorUnsubscribeGone()));
    }
}
