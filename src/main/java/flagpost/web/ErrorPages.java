package flagpost.web;

import flagpost.game.GameActionException;
import flagpost.links.TokenCheck;
import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import jakarta.ws.rs.core.Response;

/**
 * The friendly pages for what went wrong: a link that does not work, a game that is over or gone, an
 * action the game refused. Each says what happened in words, that nothing was changed where that is
 * true, and what to do next. They never echo a token's contents or anything about another seat.
 */
public final class ErrorPages {

    @CheckedTemplate(basePath = "pages", requireTypeSafeExpressions = false)
    static class Templates {
        static native TemplateInstance error(String title, String message, String renewToken, Boolean offerMyGames);
    }

    private ErrorPages() {
    }

    /** An HTML error page with the given status. */
    public static Response page(Response.Status status, String title, String message) {
        return page(status.getStatusCode(), title, message);
    }

    /** As {@link #page(Response.Status, String, String)}, for codes Jakarta REST has no constant for (422). */
    public static Response page(int status, String title, String message) {
        return render(status, title, message, null, false);
    }

    /** The 404 page for an address that has no page, with the form that emails a player the links to their games. */
    public static Response noSuchPage() {
        return render(404, "No page here", "There is no page at this address. If it came from one of our emails, part of the "
                + "link may have been cut off: open it again from the email, or ask below for an email with links to all your games.",
                null, true);
    }

    /**
     * The page for a link that does not verify. An expired link is genuine, so the page offers to email
     * a fresh one for the same seat (POST {@code /links/renew}); a forged, cut or unknown link offers the
     * "email me my games" form instead, since we cannot tell whose it was.
     */
    public static Response badLink(TokenCheck.Invalid invalid, String token) {
        return switch (invalid.failure()) {
            case EXPIRED -> render(Response.Status.GONE.getStatusCode(), "This link has expired",
                    "Links from Flagpost work for a limited time. Nothing was changed.", token, false);
            case WRONG_PURPOSE -> render(Response.Status.FORBIDDEN.getStatusCode(), "This link opens another page",
                    "This link is genuine, but it is for a different page of the game. Use the link from the latest email, "
                            + "or ask for fresh links below. Nothing was changed.", null, true);
            case MALFORMED, BAD_SIGNATURE, UNKNOWN_KEY -> render(Response.Status.FORBIDDEN.getStatusCode(), "This link does not work",
                    "It may have been cut short or changed on its way to you. Use the link from the latest email as it is, "
                            + "or ask for fresh links below. Nothing was changed.", null, true);
        };
    }

    /**
     * The page for a genuine link its player has turned off ("someone else has my links"). It offers the fresh-link
     * form: the fresh links go to the address Flagpost knows, so they reach the owner, never whoever holds this one.
     */
    public static Response staleLink(String token) {
        return render(Response.Status.FORBIDDEN.getStatusCode(), "This link was turned off",
                "The player this link was sent to asked for new links, so older links no longer work. If that was you, "
                        + "ask below and we will email fresh links to your address. Nothing was changed.", token, false);
    }

    /** The page for an action or query the game service refused, with the API's status for it. */
    public static Response refused(GameActionException refused) {
        return page(Pages.statusOf(refused), title(refused), explanation(refused));
    }

    /** What a refusal is called, as a page's heading: "That move is not allowed". */
    static String title(GameActionException refused) {
        return switch (refused.problem()) {
            case NOT_FOUND -> "There is no such game";
            case BAD_REQUEST -> "That request did not work";
            case ALREADY_PLAYED -> "Already played";
            case NOT_YOUR_TURN -> "Not your turn";
            case WRONG_STATE -> "That cannot be done now";
            case ILLEGAL_MOVE -> "That move is not allowed";
            case INVALID_SETUP -> "That setup cannot be used";
            case DEADLINE_PASSED -> "Too late";
        };
    }

    /** The service's reason, and that nothing was changed by the refused request. */
    static String explanation(GameActionException refused) {
        return switch (refused.problem()) {
            case NOT_FOUND -> refused.getMessage();
            case ALREADY_PLAYED -> refused.getMessage() + " Your move was recorded once; nothing else was changed.";
            case DEADLINE_PASSED -> refused.getMessage() + " Your request was not carried out.";
            default -> refused.getMessage() + " Nothing was changed.";
        };
    }

    private static Response render(int status, String title, String message, String renewToken, boolean offerMyGames) {
        return Pages.html(status, Templates.error(title, message, renewToken, offerMyGames));
    }
}
