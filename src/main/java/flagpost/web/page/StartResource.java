package flagpost.web.page;

import flagpost.game.GameActionException;
import flagpost.game.InvitationRefused;
import flagpost.game.StartRequests;
import flagpost.web.filter.ClientRateLimiter;
import flagpost.web.wording.PageLanguage;
import flagpost.web.wording.PageWords;
import flagpost.words.Language;
import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import io.vertx.core.http.HttpServerRequest;
import jakarta.inject.Inject;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

/**
 * The front page: what Flagpost is, the start-a-game form and the "email me my games" form. A started
 * game answers with a page that says a confirmation email is on its way to the creator's address, the same words
 * for every address (new, known or confirmed before), and nothing more: whoever submits the form gets into the
 * game only through the emails, never through this browser, and the opponent hears nothing until the click.
 */
@Path("/")
public class StartResource {

    @Inject
    StartRequests startRequests;

    @Inject
    ClientRateLimiter limiter;

    @Inject
    PageLanguage pageLanguage;

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance start(NewGameForm form, String problem, PageWords.Picker languages);

        static native TemplateInstance started();

        static native TemplateInstance confirmed();
    }

    @GET
    @Produces(MediaType.TEXT_HTML)
    public Response page() {
        return Pages.html(Response.Status.OK, frontPage(NewGameForm.blank(), null));
    }

    @POST
    @Produces(MediaType.TEXT_HTML)
    public Response start(@FormParam("creatorName") String creatorName, @FormParam("creatorEmail") String creatorEmail,
            @FormParam("opponentEmail") String opponentEmail, @FormParam("variant") String variant,
            @FormParam("daysPerMove") String daysPerMove, @FormParam("colour") String colour,
            @FormParam("lenientTwoSquares") String lenientTwoSquares, @FormParam("noRangeAttack") String noRangeAttack,
            @FormParam("moveLimit") String moveLimit, @FormParam("language") String languageField, @Context HttpServerRequest request) {
        if (!limiter.allow(ClientRateLimiter.Form.NEW_GAMES, LinkRequestResource.clientOf(request))) {
            return LinkRequestResource.tooMany(limiter.retryAfterSeconds(ClientRateLimiter.Form.NEW_GAMES));
        }
        // The form carries the language it was shown in; a new creator reads it from now on, and so does this answer.
        Language picked = PageLanguage.formField(languageField);
        Language chosen = picked != null ? picked : pageLanguage.current();
        pageLanguage.use(chosen);
        NewGameForm form = new NewGameForm(creatorName, creatorEmail, opponentEmail, variant, daysPerMove, colour,
                lenientTwoSquares != null, noRangeAttack != null, moveLimit);
        try {
            startRequests.start(form.toNewGame(), chosen);
        } catch (InvitationRefused refused) {
            return Pages.html(Response.Status.FORBIDDEN, frontPage(form, refused.sentence(ErrorPages.language())));
        } catch (NewGameForm.FormProblem | GameActionException refused) {
            if (refused instanceof GameActionException action && action.problem() != GameActionException.Problem.BAD_REQUEST) {
                throw action;
            }
            Language language = ErrorPages.language();
            String problem = refused instanceof GameActionException action ? action.sentence(language)
                    : ((NewGameForm.FormProblem) refused).sentence(language);
            return Pages.html(Response.Status.BAD_REQUEST, frontPage(form, problem));
        }
        // The next page keeps the picked language even where the browser asks for another.
        return Pages.seeOther(picked == null ? "/started" : "/started?lang=" + picked.code());
    }

    /** The front page in the page's language, with the picker leading back to it in the others. */
    private TemplateInstance frontPage(NewGameForm form, String problem) {
        return Templates.start(form, problem, new PageWords.Picker("/", pageLanguage.current()));
    }

    @GET
    @Path("started")
    @Produces(MediaType.TEXT_HTML)
    public Response started() {
        return Pages.html(Response.Status.OK, Templates.started());
    }

    /** After the button of the confirmation email's page: the invitation has left. */
    @GET
    @Path("confirmed")
    @Produces(MediaType.TEXT_HTML)
    public Response confirmed() {
        return Pages.html(Response.Status.OK, Templates.confirmed());
    }
}
