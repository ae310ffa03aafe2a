package flagpost.web.page;

import flagpost.game.LinkRequestService;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.links.LinkToken;
import flagpost.links.TokenCheck;
import flagpost.web.request.ClientAddresses;
import flagpost.web.request.ClientRateLimiter;
import flagpost.web.wording.PageLanguages;
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
 * The two "email me" forms: links to all my games (from {@code /} and the bad-link pages), and a fresh
 * link for the seat of an expired link. Each answers with the same page whether or not an email was
 * recorded (unknown address, one already sent within the interval, or one on the do-not-invite list), so the
 * forms reveal nothing; the email itself goes only to the address Flagpost already knows. Too many requests from one client
 * get a 429 page instead.
 */
@Path("/")
public class LinkRequestResource {

    private final LinkRequestService requests;
    private final LinkService links;
    private final ClientRateLimiter limiter;
    private final PageLanguages languages;

    LinkRequestResource(LinkRequestService requests, LinkService links, ClientRateLimiter limiter, PageLanguages languages) {
        this.requests = requests;
        this.links = links;
        this.limiter = limiter;
        this.languages = languages;
    }

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance gamesListSent();

        static native TemplateInstance freshLinkSent();

        static native TemplateInstance linksTurnedOff();

        static native TemplateInstance tooMany(long minutes);
    }

    @POST
    @Path("my-games")
    @Produces(MediaType.TEXT_HTML)
    public Response requestGamesList(@FormParam("email") String email, @Context HttpServerRequest request) {
        if (!limiter.allow(ClientRateLimiter.Form.LINK_REQUESTS, clientOf(request))) {
            return tooMany();
        }
        requests.requestGamesList(email);
        return HtmlResponses.seeOther("/my-games/sent");
    }

    @GET
    @Path("my-games/sent")
    @Produces(MediaType.TEXT_HTML)
    public Response gamesListSent() {
        return HtmlResponses.html(languages.ofRequest(), Response.Status.OK, Templates.gamesListSent());
    }

    /**
     * From the expired-link page. The token must be one we signed (an expired one is fine: it still names
     * its seat); a forged or cut one gets the 403 page that offers the games-list form instead.
     */
    @POST
    @Path("links/renew")
    @Produces(MediaType.TEXT_HTML)
    public Response renew(@FormParam("token") String token, @Context HttpServerRequest request) {
        if (!limiter.allow(ClientRateLimiter.Form.LINK_REQUESTS, clientOf(request))) {
            return tooMany();
        }
        TokenCheck check = links.verifySignatureIgnoringExpiry(token);
        if (!(check instanceof TokenCheck.Valid valid)) {
            return ErrorPages.badLink(languages.ofRequest(), (TokenCheck.Invalid) check, null);
        }
        LinkToken genuine = valid.token();
        if (genuine.purpose() == LinkPurpose.GAMES_LIST) {
            requests.requestGamesList(genuine.subjectId());
            return HtmlResponses.seeOther("/my-games/sent");
        }
        if (!genuine.purpose().namesAGameSeat()) {
            return ErrorPages.badLink(languages.ofRequest(), new TokenCheck.Invalid(TokenCheck.Failure.WRONG_PURPOSE), null);
        }
        requests.requestFreshLinks(genuine.gameId(), genuine.seat());
        return HtmlResponses.seeOther("/links/sent");
    }

    @GET
    @Path("links/sent")
    @Produces(MediaType.TEXT_HTML)
    public Response freshLinkSent() {
        return HtmlResponses.html(languages.ofRequest(), Response.Status.OK, Templates.freshLinkSent());
    }

    /** After "someone else has my links" on the games-list page. */
    @GET
    @Path("links/turned-off")
    @Produces(MediaType.TEXT_HTML)
    public Response linksTurnedOff() {
        return HtmlResponses.html(languages.ofRequest(), Response.Status.OK, Templates.linksTurnedOff());
    }

    private Response tooMany() {
        return tooMany(languages.ofRequest(), limiter.retryAfterSeconds(ClientRateLimiter.Form.LINK_REQUESTS));
    }

    /** The 429 page for a client over a form's limit, shared with the start forms. */
    static Response tooMany(Language language, long retryAfterSeconds) {
        Response page = HtmlResponses.html(language, 429, Templates.tooMany(Math.max(1, retryAfterSeconds / 60)));
        return Response.fromResponse(page).header("Retry-After", retryAfterSeconds).build();
    }

    /** The client's counting key for the per-client limits: see {@link ClientAddresses}. */
    static String clientOf(HttpServerRequest request) {
        return ClientAddresses.key(request.remoteAddress() == null ? "" : request.remoteAddress().hostAddress());
    }
}
