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
 * "Play against the computer": a form like the front page's, with a level instead of an opponent's address. It is
 * started the same way (a confirmation email to the creator's address, whatever address is typed; the same answer for
 * every address), and at the click the game goes straight to the setup, the computer's pieces already placed.
 */
@Path("/computer")
public class ComputerGameResource {

    /** The page after the confirmation email's button, for a game against the computer. */
    static final String CONFIRMED = "/computer/confirmed";

    private final StartRequests startRequests;
    private final ClientRateLimiter limiter;
    private final PageLanguages languages;

    ComputerGameResource(StartRequests startRequests, ClientRateLimiter limiter, PageLanguages languages) {
        this.startRequests = startRequests;
        this.limiter = limiter;
        this.languages = languages;
    }

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance computer(ComputerGameForm form, String problem, PageWords.Picker languages);

        static native TemplateInstance started();

        static native TemplateInstance confirmed();
    }

    @GET
    @Produces(MediaType.TEXT_HTML)
    public Response page() {
        Language language = languages.ofRequest();
        return HtmlResponses.html(language, Response.Status.OK, formPage(language, ComputerGameForm.blank(), null));
    }

    @POST
    @Produces(MediaType.TEXT_HTML)
    public Response start(@FormParam("creatorName") String creatorName, @FormParam("creatorEmail") String creatorEmail,
            @FormParam("level") String level, @FormParam("variant") String variant, @FormParam("daysPerMove") String daysPerMove,
            @FormParam("colour") String colour, @FormParam("language") String languageField, @Context HttpServerRequest request) {
        ComputerGameForm form = new ComputerGameForm(creatorName, creatorEmail, level, variant, daysPerMove, colour);
        return StartFormAnswers.submit(limiter, languages, request, languageField,
                chosen -> startRequests.startAgainstComputer(form.toRequest(), chosen),
                (language, problem) -> formPage(language, form, problem), "/computer/started");
    }

    @GET
    @Path("started")
    @Produces(MediaType.TEXT_HTML)
    public Response started() {
        return HtmlResponses.html(languages.ofRequest(), Response.Status.OK, Templates.started());
    }

    /** After the button of the confirmation email's page, for a game against the computer: it is in its setup. */
    @GET
    @Path("confirmed")
    @Produces(MediaType.TEXT_HTML)
    public Response confirmed() {
        return HtmlResponses.html(languages.ofRequest(), Response.Status.OK, Templates.confirmed());
    }

    /** The form in the page's language, with the picker leading back to it in the others. */
    private static TemplateInstance formPage(Language language, ComputerGameForm form, String problem) {
        return Templates.computer(form, problem, new PageWords.Picker("/computer", language));
    }
}
