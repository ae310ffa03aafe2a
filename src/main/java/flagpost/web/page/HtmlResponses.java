package flagpost.web.page;

import flagpost.game.GameActionException;
import flagpost.words.Language;
import io.quarkus.qute.TemplateInstance;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.net.URI;

/**
 * How every page answers: a rendered template with a status, or a 303 after a successful form. The
 * security and cache headers are added on the way out by {@link flagpost.web.filter.SecurityHeaders}, for every page alike.
 */
public final class HtmlResponses {

    public static final String HTML_UTF8 = MediaType.TEXT_HTML + ";charset=UTF-8";

    /** Unprocessable Content: understood, and refused by the game (an illegal move, a bad setup). Jakarta REST has no constant. */
    public static final int UNPROCESSABLE = 422;

    private HtmlResponses() {
    }

    public static Response html(Language language, Response.Status status, TemplateInstance page) {
        return html(language, status.getStatusCode(), page);
    }

    /** With an int status, for codes Jakarta REST has no constant for (422: {@code fromStatusCode(422)} is null). */
    public static Response html(Language language, int status, TemplateInstance page) {
        return Response.status(status).type(HTML_UTF8).entity(render(language, page)).build();
    }

    /** The page's bytes in {@code language} (its locale is the one {@code {locale:tag}} says). */
    static byte[] render(Language language, TemplateInstance page) {
        page.setLocale(language.locale());
        return Utf8Page.render(page);
    }

    /** A 200 page already rendered ({@link RenderedPages}): the bytes are answered as they are, never written to. */
    static Response ok(byte[] body) {
        return Response.ok(body, HTML_UTF8).build();
    }

    /** POST/redirect/GET: the answer to a successful form, so reloading the page it leads to posts nothing again. */
    public static Response seeOther(String path) {
        return Response.seeOther(URI.create(path)).build();
    }

    /** The status a game refusal answers with, on a page and in the JSON API alike. */
    public static int statusOf(GameActionException refused) {
        return switch (refused.problem()) {
            case BAD_REQUEST -> 400;
            case NOT_FOUND -> 404;
            case WRONG_STATE, ALREADY_PLAYED, NOT_YOUR_TURN, DEADLINE_PASSED -> 409;
            case ILLEGAL_MOVE, INVALID_SETUP -> UNPROCESSABLE;
        };
    }
}
