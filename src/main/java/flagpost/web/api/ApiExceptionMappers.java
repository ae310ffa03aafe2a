package flagpost.web.api;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.exc.InvalidDefinitionException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import flagpost.game.GameActionException;
import flagpost.web.request.LogSafe;
import flagpost.web.page.ErrorPages;
import flagpost.web.page.HtmlResponses;
import flagpost.web.wording.PageLanguages;
import flagpost.words.Language;
import flagpost.words.RefusalBundle;
import flagpost.words.Refusals;
import flagpost.words.Sentence;
import jakarta.inject.Inject;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Request;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import org.jboss.logging.Logger;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/**
 * Turns every refusal into a JSON error with a status and a sentence, never a stack trace: the game
 * service's {@link GameActionException}, the API's own {@link ApiException}, and a body that is not
 * the JSON the API expects. A game action refused on a page (outside {@code /api/}) answers with a
 * friendly HTML page instead ({@link ErrorPages}).
 */
public class ApiExceptionMappers {

    private static final Logger LOG = Logger.getLogger(ApiExceptionMappers.class);

    private final PageLanguages languages;

    @Inject
    public ApiExceptionMappers(PageLanguages languages) {
        this.languages = languages;
    }

    /** In the language of the link's player once the link has checked out, else in the request's. */
    @ServerExceptionMapper
    public Response api(ApiException refused, UriInfo uri) {
        Language language = languages.ofFailed(uri);
        return error(refused.status().getStatusCode(), refused.code(), null, refused.getMessage(), language,
                refused.sentence(language));
    }

    @ServerExceptionMapper
    public Response gameAction(GameActionException refused, UriInfo uri) {
        Language language = languages.ofFailed(uri);
        if (!uri.getPath().startsWith("/api/")) {
            return ErrorPages.refused(language, refused);
        }
        int status = HtmlResponses.statusOf(refused);
        String reason = refused.problem() == GameActionException.Problem.ILLEGAL_MOVE ? refused.reasonCode() : null;
        return error(status, refused.problem().name(), reason, refused.getMessage(), language, refused.sentence(language));
    }

    /**
     * Body that is not JSON, or JSON of the wrong shape (a number where the move should be, a key given twice, too deep…).
     * The caller's mistake: logged once at INFO, without the parser's message (it quotes the body) and without a stack.
     */
    @ServerExceptionMapper({JsonProcessingException.class, MismatchedInputException.class, InvalidDefinitionException.class})
    public Response unreadableBody(Exception unreadable, UriInfo uri, Request request) {
        logRefusal(request, uri, 400, unreadable.getClass().getSimpleName());
        return error(languages.ofRequest(), 400, "BAD_REQUEST", null, language -> Refusals.in(language).apiUnreadableBody());
    }

    /**
     * What the framework refuses before a page or the API runs (unknown path, wrong method, a body or answer type the
     * address does not take, a body too large) answers in JSON under {@code /api/}, and as a page in words everywhere
     * else: a person who mistyped or cut an address should learn what to do, not stare at an empty page. Each is logged
     * once at INFO, its path without its token.
     */
    @ServerExceptionMapper
    public Response framework(WebApplicationException refused, UriInfo uri, Request request) {
        Response original = refused.getResponse();
        if (refused.getCause() instanceof JsonProcessingException unreadable) {
            return unreadableBody(unreadable, uri, request); // the JSON reader wraps what the parser refuses (malformed, duplicate key, too deep)
        }
        Response.StatusType status = original.getStatusInfo();
        String phrase = status.getReasonPhrase();
        if (status.getStatusCode() >= 500) {
            LOG.errorf(refused, "%s %s failed, answered %d", request.getMethod(), LogSafe.path(uri.getPath()), status.getStatusCode());
        } else {
            logRefusal(request, uri, status.getStatusCode(), phrase);
        }
        Language language = languages.ofRequest();
        if (!uri.getPath().startsWith("/api/")) {
            RefusalBundle say = Refusals.in(language);
            return switch (status.getStatusCode()) {
                case 400 -> ErrorPages.page(language, 400, say.errorUnreadableTitle(), say.errorUnreadable());
                case 404 -> ErrorPages.noSuchPage(language);
                case 405 -> ErrorPages.page(language, 405, say.errorMethodTitle(), say.errorMethod());
                case 413 -> ErrorPages.page(language, 413, say.errorTooLargeTitle(), say.errorTooLarge());
                default -> status.getStatusCode() >= 500 ? ErrorPages.page(language, status.getStatusCode(), say.errorFaultTitle(), say.errorFault())
                        : ErrorPages.page(language, status.getStatusCode(), say.errorNotServedTitle(), say.errorNotServed(status.getStatusCode()));
            };
        }
        if (status.getStatusCode() >= 500) {
            return error(language, status.getStatusCode(), "INTERNAL_ERROR", null, lang -> Refusals.in(lang).apiFault());
        }
        return error(language, status.getStatusCode(), phrase.toUpperCase().replace(' ', '_'), null,
                lang -> Refusals.in(lang).apiNotAnswered(status.getStatusCode()));
    }

    private static void logRefusal(Request request, UriInfo uri, int status, String why) {
        LOG.infof("refused %s %s: %d (%s)", request.getMethod(), LogSafe.path(uri.getPath()), status, why);
    }

    /** A JSON error whose sentence is said in English ({@code message}) and in {@code language} ({@code sentence}). */
    public static Response error(Language language, int status, String code, String reason, Sentence sentence) {
        return error(status, code, reason, sentence.in(Language.EN), language, sentence.in(language));
    }

    private static Response error(int status, String code, String reason, String message, Language language, String sentence) {
        return Response.status(status)
                .type(MediaType.APPLICATION_JSON_TYPE.withCharset("UTF-8"))
                .entity(new ApiJson.Error(code, reason, message, language.code(), sentence))
                .build();
    }
}
