package flagpost.web.page;

import flagpost.game.AddressOwners;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.links.TokenCheck;
import flagpost.web.wording.PageLanguage;
import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import jakarta.inject.Inject;
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

    @Inject
    LinkService links;

    @Inject
    AddressOwners owners;

    /** The page's language (request-scoped): the link's player's, once the link checks out. */
    @Inject
    PageLanguage language;

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
        language.openedBy(valid.token());
        return Pages.html(Response.Status.OK, Templates.confirm(LinkService.pathOf(LinkPurpose.DO_NOT_INVITE) + token));
    }

    @POST
    @Produces(MediaType.TEXT_HTML)
    public Response neverInvite(@PathParam("token") String token) {
        TokenCheck check = links.verify(token, LinkPurpose.DO_NOT_INVITE);
        if (!(check instanceof TokenCheck.Valid valid)) {
            return refused((TokenCheck.Invalid) check);
        }
        language.openedBy(valid.token());
        if (!owners.neverInvite(valid.token().subjectId())) {
            return ErrorPages.page(Response.Status.GONE, ErrorPages.say().errorNoSuchAddressTitle(), ErrorPages.say().errorNoSuchAddress());
        }
        return Pages.html(Response.Status.OK, Templates.done());
    }

    private static Response refused(TokenCheck.Invalid invalid) {
        return invalid.failure() == TokenCheck.Failure.EXPIRED
                ? ErrorPages.page(Response.Status.GONE, ErrorPages.say().errorExpiredTitle(), ErrorPages.say().errorUseNewerEmail())
                : ErrorPages.page(Response.Status.FORBIDDEN, ErrorPages.say().errorBrokenLinkTitle(), ErrorPages.say().errorStartLinkBroken());
    }
}
