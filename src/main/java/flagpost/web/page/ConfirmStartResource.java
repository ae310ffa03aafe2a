package flagpost.web.page;

import flagpost.game.GameActionException;
import flagpost.game.InvitationRefused;
import flagpost.game.StartRequests;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.links.TokenCheck;
import flagpost.web.wording.PageLanguages;
import flagpost.words.Language;
import flagpost.words.RefusalBundle;
import flagpost.words.Refusals;
import flagpost.words.Terms;
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
 * The link of the "confirm your game" email. GET shows the request and a button, and changes nothing (mail scanners
 * open every link); POST, the button, confirms: the creator's address counts as confirmed, and the invitation leaves
 * unless the opponent's address may not be invited now, which the page then says in the same words as the start form.
 */
@Path("/confirm/{token}")
public class ConfirmStartResource {

    private final LinkService links;
    private final StartRequests startRequests;
    private final PageLanguages languages;

    ConfirmStartResource(LinkService links, StartRequests startRequests, PageLanguages languages) {
        this.links = links;
        this.startRequests = startRequests;
        this.languages = languages;
    }

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
        Language language = languages.ofLink(valid.token());
        return startRequests.pending(valid.token().subjectId())
                .map(request -> HtmlResponses.html(language, Response.Status.OK, Templates.confirm(request, opponentOf(request, language),
                        Terms.game(language, request.variant(), request.daysPerMove()), LinkService.pathOf(LinkPurpose.CONFIRM_START) + token)))
                .orElseGet(() -> gone(language));
    }

    @POST
    @Produces(MediaType.TEXT_HTML)
    public Response confirm(@PathParam("token") String token) {
        TokenCheck check = links.verify(token, LinkPurpose.CONFIRM_START);
        if (!(check instanceof TokenCheck.Valid valid)) {
            return refused((TokenCheck.Invalid) check);
        }
        Language language = languages.ofLink(valid.token());
        boolean againstComputer;
        try {
            // The owner's first act of their own: a creator with no language yet takes the one this page was shown in.
            startRequests.confirm(valid.token().subjectId(), language);
            againstComputer = startRequests.pending(valid.token().subjectId()).map(StartRequests.Pending::againstComputer).orElse(false);
        } catch (InvitationRefused refused) {
            return ErrorPages.page(language, Response.Status.FORBIDDEN, Refusals.in(language).errorCannotInviteTitle(), refused.sentence(language));
        } catch (GameActionException refused) {
            return refused.problem() == GameActionException.Problem.NOT_FOUND ? gone(language) : ErrorPages.refused(language, refused);
        }
        return HtmlResponses.seeOther(againstComputer ? ComputerGameResource.CONFIRMED : "/confirmed");
    }

    /** Whom the game is against, as the page says it: the opponent's address, or the computer in the page's language. */
    private static String opponentOf(StartRequests.Pending request, Language language) {
        return request.againstComputer() ? Terms.computer(language, request.computerLevel()) : request.opponentEmail();
    }

    /** A link that does not check out names no one, so its page speaks the request's language. */
    private Response refused(TokenCheck.Invalid invalid) {
        Language language = languages.ofRequest();
        RefusalBundle say = Refusals.in(language);
        return invalid.failure() == TokenCheck.Failure.EXPIRED
                ? ErrorPages.page(language, Response.Status.GONE, say.errorExpiredTitle(), say.errorStartLinkExpired())
                : ErrorPages.page(language, Response.Status.FORBIDDEN, say.errorBrokenLinkTitle(), say.errorStartLinkBroken());
    }

    private static Response gone(Language language) {
        RefusalBundle say = Refusals.in(language);
        return ErrorPages.page(language, Response.Status.GONE, say.errorNoSuchRequestTitle(), say.errorNoSuchRequest());
    }
}
