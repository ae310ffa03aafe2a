package flagpost.web;

import flagpost.game.GameActionException;
import flagpost.rules.Square;
import io.quarkus.qute.TemplateInstance;
import jakarta.ws.rs.core.Response;

/** Form and query input of the board pages, read strictly: anything odd is null, never an exception. */
final class PageInput {

    private PageInput() {
    }

    /** A ply as a page carries it: 0 to 999,999,999; null for anything else (missing, negative, not a number, huge). */
    static Integer ply(String text) {
        if (text == null || !text.strip().matches("\\d{1,9}")) {
            return null;
        }
        return Integer.valueOf(text.strip());
    }

    /** A square typed or filled in, like {@code e4} or {@code E4}; null for anything else. */
    static Square square(String text) {
        return text == null ? null : Square.parseOrNull(text.strip());
    }

    /** The status a refusal answers with on a page: the same as the JSON API's. */
    static int status(GameActionException refused) {
        return switch (refused.problem()) {
            case BAD_REQUEST -> 400;
            case NOT_FOUND -> 404;
            case WRONG_STATE, ALREADY_PLAYED, NOT_YOUR_TURN -> 409;
            case ILLEGAL_MOVE, INVALID_SETUP -> 422; // Response.Status has no 422
        };
    }

    /** An HTML page with any status code (Response.Status lacks some, such as 422). */
    static Response page(int status, TemplateInstance page) {
        return Response.status(status).type(TokenPages.HTML_UTF8).entity(page.render()).build();
    }

    /** The refusal in words, saying that nothing changed. */
    static String sentence(GameActionException refused) {
        return switch (refused.problem()) {
            case ALREADY_PLAYED -> "Already played. " + refused.getMessage() + " Your move was recorded once; nothing else was changed.";
            case ILLEGAL_MOVE -> "That move is not allowed. " + refused.getMessage() + " Nothing was changed.";
            default -> refused.getMessage() + " Nothing was changed.";
        };
    }
}
