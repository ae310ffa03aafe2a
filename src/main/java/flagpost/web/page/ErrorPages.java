package flagpost.web.page;

import flagpost.game.GameActionException;
import flagpost.links.TokenCheck;
import flagpost.words.Language;
import flagpost.words.RefusalBundle;
import flagpost.words.Refusals;
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

    /** An HTML error page in {@code language} with the given status. */
    public static Response page(Language language, Response.Status status, String title, String message) {
        return page(language, status.getStatusCode(), title, message);
    }

    /** As {@link #page(Language, Response.Status, String, String)}, for codes Jakarta REST has no constant for (422). */
    public static Response page(Language language, int status, String title, String message) {
        return render(language, status, title, message, null, false);
    }

    /**
     * An error page's markup in {@code language}, for what is answered before any page runs
     * ({@link flagpost.web.filter.RequestFailures}).
     */
    public static String markup(Language language, String title, String message) {
        TemplateInstance page = Templates.error(title, message, null, false);
        page.setLocale(language.locale());
        return page.render();
    }

    /** The 404 page for an address that has no page, with the form that emails a player the links to their games. */
    public static Response noSuchPage(Language language) {
        RefusalBundle say = Refusals.in(language);
        return render(language, 404, say.errorNoPageTitle(), say.errorNoPage(), null, true);
    }

    /**
     * The page for a link that does not verify. An expired link is genuine, so the page offers to email
     * a fresh one for the same seat (POST {@code /links/renew}); a forged, cut or unknown link offers the
     * "email me my games" form instead, since we cannot tell whose it was.
     */
    public static Response badLink(Language language, TokenCheck.Invalid invalid, String token) {
        RefusalBundle say = Refusals.in(language);
        return switch (invalid.failure()) {
            case EXPIRED -> render(language, Response.Status.GONE.getStatusCode(), say.errorExpiredTitle(), say.errorExpired(), token, false);
            case WRONG_PURPOSE -> render(language, Response.Status.FORBIDDEN.getStatusCode(), say.errorWrongPurposeTitle(),
                    say.errorWrongPurpose(), null, true);
            case MALFORMED, BAD_SIGNATURE, UNKNOWN_KEY -> render(language, Response.Status.FORBIDDEN.getStatusCode(),
                    say.errorBrokenLinkTitle(), say.errorBrokenLink(), null, true);
        };
    }

    /**
     * The page for a genuine link its player has turned off ("someone else has my links"). It offers the fresh-link
     * form: the fresh links go to the address Flagpost knows, so they reach the owner, never whoever holds this one.
     */
    public static Response staleLink(Language language, String token) {
        RefusalBundle say = Refusals.in(language);
        return render(language, Response.Status.FORBIDDEN.getStatusCode(), say.errorTurnedOffTitle(), say.errorTurnedOff(), token, false);
    }

    /** The page for an action or query the game service refused, with the API's status for it. */
    public static Response refused(Language language, GameActionException refused) {
        return page(language, HtmlResponses.statusOf(refused), title(language, refused), explanation(language, refused));
    }

    /** What a refusal is called, as a page's heading: "That move is not allowed". */
    static String title(Language language, GameActionException refused) {
        RefusalBundle say = Refusals.in(language);
        return switch (refused.problem()) {
            case NOT_FOUND -> say.errorTitleNotFound();
            case BAD_REQUEST -> say.errorTitleBadRequest();
            case ALREADY_PLAYED -> say.errorTitleAlreadyPlayed();
            case NOT_YOUR_TURN -> say.errorTitleNotYourTurn();
            case WRONG_STATE -> say.errorTitleWrongState();
            case ILLEGAL_MOVE -> say.errorTitleIllegalMove();
            case INVALID_SETUP -> say.errorTitleInvalidSetup();
            case DEADLINE_PASSED -> say.errorTitleDeadlinePassed();
        };
    }

    /** The service's reason, and that nothing was changed by the refused request. */
    static String explanation(Language language, GameActionException refused) {
        RefusalBundle say = Refusals.in(language);
        String reason = refused.sentence(language);
        return switch (refused.problem()) {
            case NOT_FOUND -> reason;
            case ALREADY_PLAYED -> say.errorRecordedOnce(reason);
            case DEADLINE_PASSED -> say.errorNotCarriedOut(reason);
            default -> say.errorNothingChanged(reason);
        };
    }

    private static Response render(Language language, int status, String title, String message, String renewToken, boolean offerMyGames) {
        return HtmlResponses.html(language, status, Templates.error(title, message, renewToken, offerMyGames));
    }
}
