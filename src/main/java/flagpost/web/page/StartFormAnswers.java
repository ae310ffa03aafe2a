package flagpost.web.page;

import flagpost.game.GameActionException;
import flagpost.game.InvitationRefused;
import flagpost.web.request.ClientRateLimiter;
import flagpost.web.wording.PageLanguages;
import flagpost.words.Language;
import io.quarkus.qute.TemplateInstance;
import io.vertx.core.http.HttpServerRequest;
import jakarta.ws.rs.core.Response;

/**
 * What both start forms ({@link StartResource} on {@code /}, {@link ComputerGameResource} on {@code /computer}) answer a
 * submission with: the same brake, the same language, the same refusals and the same next page. Each says only how to
 * start its game and how to show its form again.
 */
final class StartFormAnswers {

    /** Starts the game in the language the form was filled in; refused with the exceptions {@link #submit} answers. */
    @FunctionalInterface
    interface Start {
        void in(Language chosen);
    }

    /** The form again, as typed, in {@code language}, with the problem to fix ({@code null} for none). */
    @FunctionalInterface
    interface FormPage {
        TemplateInstance with(Language language, String problem);
    }

    private StartFormAnswers() {
    }

    /**
     * The answer to a submitted start form: 429 past the brake (each start sends a confirmation email to an address typed
     * in), the form again with the problem (403 for a refused invitation, 400 for a field or a check), an error page for
     * any other refusal, and otherwise a redirect to {@code startedPath}, the page that says a confirmation email is on its
     * way.
     */
    static Response submit(ClientRateLimiter limiter, PageLanguages languages, HttpServerRequest request, String languageField,
            Start start, FormPage form, String startedPath) {
        if (!limiter.allow(ClientRateLimiter.Form.NEW_GAMES, LinkRequestResource.clientOf(request))) {
            return LinkRequestResource.tooMany(languages.ofRequest(), limiter.retryAfterSeconds(ClientRateLimiter.Form.NEW_GAMES));
        }
        // The form carries the language it was shown in; a new creator reads it from now on, and so does this answer.
        Language picked = PageInput.language(languageField, languages::ofRequest);
        Language chosen = picked != null ? picked : languages.ofRequest();
        try {
            start.in(chosen);
        } catch (InvitationRefused refused) {
            return HtmlResponses.html(chosen, Response.Status.FORBIDDEN, form.with(chosen, refused.sentence(chosen)));
        } catch (NewGameForm.FormProblem | GameActionException refused) {
            if (refused instanceof GameActionException action && action.problem() != GameActionException.Problem.BAD_REQUEST) {
                return ErrorPages.refused(chosen, action); // in the language the form was filled in
            }
            String problem = refused instanceof GameActionException action ? action.sentence(chosen)
                    : ((NewGameForm.FormProblem) refused).sentence(chosen);
            return HtmlResponses.html(chosen, Response.Status.BAD_REQUEST, form.with(chosen, problem));
        }
        // The next page keeps the picked language even where the browser asks for another.
        return HtmlResponses.seeOther(picked == null ? startedPath : startedPath + "?lang=" + picked.code());
    }
}
