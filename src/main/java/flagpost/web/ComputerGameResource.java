package flagpost.web;

import flagpost.game.GameActionException;
import flagpost.game.InvitationRefused;
import flagpost.game.StartRequests;
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
 * "Play against the computer": a form like the front page's, with a level instead of an opponent's address. It is
 * started the same way (a confirmation email to the creator's address, whatever address is typed; the same answer for
 * every address), and at the click the game goes straight to the setup, the computer's pieces already placed.
 */
@Path("/computer")
public class ComputerGameResource {

    /** The page after the confirmation email's button, for a game against the computer. */
    static final String CONFIRMED = "/computer/confirmed";

    @Inject
    StartRequests startRequests;

    @Inject
    ClientRateLimiter limiter;

    @Inject
    PageLanguage pageLanguage;

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance computer(ComputerGameForm form, String problem, PageWords.Picker languages);

        static native TemplateInstance started();

        static native TemplateInstance confirmed();
    }

    @GET
    @Produces(MediaType.TEXT_HTML)
    public Response page() {
        return Pages.html(Response.Status.OK, formPage(ComputerGameForm.blank(), null));
    }

    @POST
    @Produces(MediaType.TEXT_HTML)
    public Response start(@FormParam("creatorName") String creatorName, @FormParam("creatorEmail") String creatorEmail,
            @FormParam("level") String level, @FormParam("variant") String variant, @FormParam("daysPerMove") String daysPerMove,
            @FormParam("colour") String colour, @FormParam("language") String languageField, @Context HttpServerRequest request) {
        // The same brake as the front page's form: each start sends a confirmation email to an address typed in.
        if (!limiter.allow(ClientRateLimiter.Form.NEW_GAMES, LinkRequestResource.clientOf(request))) {
            return LinkRequestResource.tooMany(limiter.retryAfterSeconds(ClientRateLimiter.Form.NEW_GAMES));
        }
        Language picked = PageLanguage.formField(languageField);
        Language chosen = picked != null ? picked : pageLanguage.current();
        pageLanguage.use(chosen);
        ComputerGameForm form = new ComputerGameForm(creatorName, creatorEmail, level, variant, daysPerMove, colour);
        try {
            startRequests.startAgainstComputer(form.toRequest(), chosen);
        } catch (InvitationRefused refused) {
            return Pages.html(Response.Status.FORBIDDEN, formPage(form, refused.sentence(ErrorPages.language())));
        } catch (NewGameForm.FormProblem | GameActionException refused) {
            if (refused instanceof GameActionException action && action.problem() != GameActionException.Problem.BAD_REQUEST) {
                throw action;
            }
            Language language = ErrorPages.language();
            String problem = refused instanceof GameActionException action ? action.sentence(language)
                    : ((NewGameForm.FormProblem) refused).sentence(language);
            return Pages.html(Response.Status.BAD_REQUEST, formPage(form, problem));
        }
        return Pages.seeOther(picked == null ? "/computer/started" : "/computer/started?lang=" + picked.code());
    }

    @GET
    @Path("started")
    @Produces(MediaType.TEXT_HTML)
    public Response started() {
        return Pages.html(Response.Status.OK, Templates.started());
    }

    @GET
    @Path("confirmed")
    @Produces(MediaType.TEXT_HTML)
    public Response confirmed() {
        return Pages.html(Response.Status.OK, Templates.confirmed());
    }

    private TemplateInstance formPage(ComputerGameForm form, String problem) {
        return Templates.computer(form, problem, new PageWords.Picker("/computer", pageLanguage.current()));
    }
}
