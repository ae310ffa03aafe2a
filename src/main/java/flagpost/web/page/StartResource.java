package flagpost.web.page;

import flagpost.game.StartRequests;
import flagpost.web.request.ClientRateLimiter;
import flagpost.web.wording.PageLanguages;
import flagpost.web.wording.PageWords;
import flagpost.words.Language;
import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import io.vertx.core.http.HttpServerRequest;
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

    private final StartRequests startRequests;
    private final ClientRateLimiter limiter;
    private final PageLanguages languages;

    StartResource(StartRequests startRequests, ClientRateLimiter limiter, PageLanguages languages) {
        this.startRequests = startRequests;
        this.limiter = limiter;
        this.languages = languages;
    }

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance start(NewGameForm form, String problem, PageWords.Picker languages);

        static native TemplateInstance started();

        static native TemplateInstance confirmed();
    }

    @GET
    @Produces(MediaType.TEXT_HTML)
    public Response page() {
        Language language = languages.ofRequest();
        return HtmlResponses.html(language, Response.Status.OK, frontPage(language, NewGameForm.blank(), null));
    }

    @POST
    @Produces(MediaType.TEXT_HTML)
    public Response start(@FormParam("creatorName") String creatorName, @FormParam("creatorEmail") String creatorEmail,
            @FormParam("opponentEmail") String opponentEmail, @FormParam("variant") String variant,
            @FormParam("daysPerMove") String daysPerMove, @FormParam("colour") String colour,
            @FormParam("lenientTwoSquares") String lenientTwoSquares, @FormParam("noRangeAttack") String noRangeAttack,
            @FormParam("moveLimit") String moveLimit, @FormParam("language") String languageField, @Context HttpServerRequest request) {
        NewGameForm form = new NewGameForm(creatorName, creatorEmail, opponentEmail, variant, daysPerMove, colour,
                lenientTwoSquares != null, noRangeAttack != null, moveLimit);
        return StartFormAnswers.submit(limiter, languages, request, languageField, chosen -> startRequests.start(form.toNewGame(), chosen),
                (language, problem) -> frontPage(language, form, problem), "/started");
    }

    /** The front page in the page's language, with the picker leading back to it in the others. */
    private static TemplateInstance frontPage(Language language, NewGameForm form, String problem) {
        return Templates.start(form, problem, new PageWords.Picker("/", language));
    }

    @GET
    @Path("started")
    @Produces(MediaType.TEXT_HTML)
    public Response started() {
        return HtmlResponses.html(languages.ofRequest(), Response.Status.OK, Templates.started());
    }

    /** After the button of the confirmation email's page: the invitation has left. */
    @GET
    @Path("confirmed")
    @Produces(MediaType.TEXT_HTML)
    public Response confirmed() {
        return HtmlResponses.html(languages.ofRequest(), Response.Status.OK, Templates.confirmed());
    }
}
