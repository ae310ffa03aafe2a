package flagpost.web;

import flagpost.game.GameActionException;
import flagpost.game.InvitationRefused;
import flagpost.game.StartRequests;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.links.TokenCheck;
import flagpost.words.Language;
import flagpost.words.Terms;
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
 * The link of the "confirm your game" email. GET shows the request and a button, and changes nothing (mail scanners
 * open every link); POST, the button, confirms: the creator's address counts as confirmed, and the invitation leaves
 * unless the opponent's address may not be invited now, which the page then says in the same words as the start form.
 */
@Path("/confirm/{token}")
public class ConfirmStartResource {

    @Inject
    LinkService links;

    @Inject
    StartRequests startRequests;

    @Inject
    PageLanguage pageLanguage;

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance confirm(StartRequests.Pending request, String opponent, String terms, String action);
    }

    @GET
    @Produces(MediaType.TEXT_HTML)
    public Response page(@PathParam("token") String token) {
        TokenCheck check = links.verify(token, LinkPurpose.CONFIRM_START);
        if (!(check instanceof TokenCheck.Valid valid)) {
            return refused((TokenCheck.Invalid) check);
        }
        pageLanguage.openedBy(valid.token());
        return startRequests.pending(valid.token().subjectId())
                .map(request -> Pages.html(Response.Status.OK, Templates.confirm(request, opponentOf(request, pageLanguage.current()),
                        Terms.game(pageLanguage.current(), request.variant(), request.daysPerMove()), LinkService.pathOf(LinkPurpose.CONFIRM_START) + token)))
                .orElseGet(ConfirmStartResource::gone);
    }

    @POST
    @Produces(MediaType.TEXT_HTML)
    public Response confirm(@PathParam("token") String token) {
        TokenCheck check = links.verify(token, LinkPurpose.CONFIRM_START);
        if (!(check instanceof TokenCheck.Valid valid)) {
            return refused((TokenCheck.Invalid) check);
        }
        pageLanguage.openedBy(valid.token());
        boolean againstComputer;
        try {
            // The owner's first act of their own: a creator with no language yet takes the one this page was shown in.
            startRequests.confirm(valid.token().subjectId(), pageLanguage.current());
            againstComputer = startRequests.pending(valid.token().subjectId()).map(StartRequests.Pending::againstComputer).orElse(false);
        } catch (InvitationRefused refused) {
            return ErrorPages.page(Response.Status.FORBIDDEN, ErrorPages.say().errorCannotInviteTitle(),
                    refused.sentence(ErrorPages.language()));
        } catch (GameActionException refused) {
            return refused.problem() == GameActionException.Problem.NOT_FOUND ? gone() : ErrorPages.refused(refused);
        }
        return Pages.seeOther(againstComputer ? ComputerGameResource.CONFIRMED : "/confirmed");
    }

    /** Whom the game is against, as the page says it: the opponent's address, or the computer in the page's language. */
    private static String opponentOf(StartRequests.Pending request, Language language) {
        return request.againstComputer() ? Terms.computer(language, request.computerLevel()) : request.opponentEmail();
    }

    private static Response refused(TokenCheck.Invalid invalid) {
        return invalid.failure() == TokenCheck.Failure.EXPIRED
                ? ErrorPages.page(Response.Status.GONE, ErrorPages.say().errorExpiredTitle(), ErrorPages.say().errorStartLinkExpired())
                : ErrorPages.page(Response.Status.FORBIDDEN, ErrorPages.say().errorBrokenLinkTitle(), ErrorPages.say().errorStartLinkBroken());
    }

    private static Response gone() {
        return ErrorPages.page(Response.Status.GONE, ErrorPages.say().errorNoSuchRequestTitle(), ErrorPages.say().errorNoSuchRequest());
    }
}
