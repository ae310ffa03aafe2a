package flagpost.web.page;

import flagpost.game.AddressOwners;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.links.TokenCheck;
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

/**
 * The List-Unsubscribe target of invitations and start confirmations: the signed link names the address it was sent
 * to, and needs no account. GET shows a button and changes nothing (mail scanners open every link); POST, from that
 * button or a mail client's one-click unsubscribe (RFC 8058; any body, and no Origin check refuses it, since a mail
 * client's POST carries none), puts the address on the do-not-invite list: no invitation reaches it again.
 */
@Path("/do-not-invite/{token}")
public class DoNotInviteResource {

    private final LinkService links;
    private final AddressOwners owners;
    private final PageLanguages languages;

    DoNotInviteResource(LinkService links, AddressOwners owners, PageLanguages languages) {
        this.links = links;
        this.owners = owners;
        this.languages = languages;
    }

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance confirm(String action);

        static native TemplateInstance done();
    }

    @GET
    @Produces(MediaType.TEXT_HTML)
    public Response page(@PathParam("token") String token) {
        TokenCheck check = links.verify(token, LinkPurpose.DO_NOT_INVITE);
        if (!(check instanceof TokenCheck.Valid valid)) {
            return refused((TokenCheck.Invalid) check);
        }
        return HtmlResponses.html(languages.ofLink(valid.token()), Response.Status.OK, Templates.confirm(LinkService.pathOf(LinkPurpose.DO_NOT_INVITE) + token));
    }

    @POST
    @Produces(MediaType.TEXT_HTML)
    public Response neverInvite(@PathParam("token") String token) {
        TokenCheck check = links.verify(token, LinkPurpose.DO_NOT_INVITE);
        if (!(check instanceof TokenCheck.Valid valid)) {
            return refused((TokenCheck.Invalid) check);
        }
        boolean known = owners.neverInvite(valid.token().subjectId());
        Language language = languages.ofLink(valid.token());
        if (!known) {
            return ErrorPages.page(language, Response.Status.GONE, Refusals.in(language).errorNoSuchAddressTitle(),
                    Refusals.in(language).errorNoSuchAddress());
        }
        return HtmlResponses.html(language, Response.Status.OK, Templates.done());
    }

    /** A link that does not check out names no one, so its page speaks the request's language. */
    private Response refused(TokenCheck.Invalid invalid) {
        Language language = languages.ofRequest();
        RefusalBundle say = Refusals.in(language);
        return invalid.failure() == TokenCheck.Failure.EXPIRED
                ? ErrorPages.page(language, Response.Status.GONE, say.errorExpiredTitle(), say.errorUseNewerEmail())
                : ErrorPages.page(language, Response.Status.FORBIDDEN, say.errorBrokenLinkTitle(), say.errorStartLinkBroken());
    }
}
