package flagpost.web.wording;

import flagpost.game.Players;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.links.LinkToken;
import flagpost.links.TokenCheck;
import flagpost.words.Language;
import io.quarkus.vertx.http.runtime.CurrentVertxRequest;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.core.UriInfo;
import java.util.List;
import org.jboss.logging.Logger;

/**
 * Which language a page answers in, worked out once per page and then passed to whatever renders it. A page opened
 * from a player's link answers in that player's language; any other page, and a player who has not chosen a language
 * yet, in the one asked for by {@code ?lang=} (the pickers' links), else the browser's {@code Accept-Language}, else
 * (for an invitee) the inviter's, else English.
 *
 * <p>A page that loads its player anyway (the play page, the setup page...) gives their language to {@link #of(Language)}
 * at no cost; a page that answers before any such load, such as a refusal of a bad field, asks {@link #ofLink} and pays
 * one read. A failure mapped after its resource has run finds the link in the request's path ({@link #ofFailed}).
 */
@ApplicationScoped
public class PageLanguages {

    private static final Logger LOG = Logger.getLogger(PageLanguages.class);

    /** The link pages whose token is the path's {@code {token}}, with the purpose their resource checks it for. */
    private static final List<LinkPage> LINK_PAGES = List.of(new LinkPage("/api/games/", LinkPurpose.PLAY),
            new LinkPage(LinkService.pathOf(LinkPurpose.PLAY), LinkPurpose.PLAY),
            new LinkPage(LinkService.pathOf(LinkPurpose.SETUP), LinkPurpose.SETUP),
            new LinkPage(LinkService.pathOf(LinkPurpose.HISTORY), LinkPurpose.HISTORY),
            new LinkPage(LinkService.pathOf(LinkPurpose.GAMES_LIST), LinkPurpose.GAMES_LIST),
            new LinkPage(LinkService.pathOf(LinkPurpose.INVITATION), LinkPurpose.INVITATION),
            new LinkPage(LinkService.pathOf(LinkPurpose.UNSUBSCRIBE), LinkPurpose.UNSUBSCRIBE),
            new LinkPage(LinkService.pathOf(LinkPurpose.CONFIRM_START), LinkPurpose.CONFIRM_START),
            new LinkPage(LinkService.pathOf(LinkPurpose.DO_NOT_INVITE), LinkPurpose.DO_NOT_INVITE));

    private record LinkPage(String path, LinkPurpose purpose) {
    }

    /** The HTTP request being served; none when a page is rendered outside one. */
    private final CurrentVertxRequest currentRequest;
    private final Players players;
    private final LinkService links;

    PageLanguages(CurrentVertxRequest currentRequest, Players players, LinkService links) {
        this.currentRequest = currentRequest;
        this.players = players;
        this.links = links;
    }

    /** The language of a page no player's link opened: the request's, else English. */
    public Language ofRequest() {
        Language requested = requested();
        return requested != null ? requested : Language.EN;
    }

    /** The language of a page whose player was loaded with it: their own, else the request's, else English. */
    public Language of(Language own) {
        return of(own, null);
    }

    /**
     * {@link #of(Language)} for an invited player: {@code inviter}'s language is used when the invitee has chosen none
     * and the request asks for none either, since their invitation came in it.
     */
    public Language of(Language own, Language inviter) {
        if (own != null) {
            return own;
        }
        Language requested = requested();
        if (requested != null) {
            return requested;
        }
        return inviter != null ? inviter : Language.EN;
    }

    /** The language of a page opened from this link, before anything has loaded its player: one read. */
    public Language ofLink(LinkToken link) {
        try {
            Players.LinkLanguages languages = players.languagesOf(link);
            return of(languages.own(), languages.inviter());
        } catch (RuntimeException unreadable) {
            // This may run for the page saying the database is unreachable: a language it could not read must not turn
            // that page into another failure. The request's language will do.
            LOG.debugf("the language of a %s link's player could not be read: %s", link.purpose(), unreadable);
            return ofRequest();
        }
    }

    /**
     * The language of the page answering a failure raised while a resource ran: the player's whose link is in the path,
     * when it checks out for the page it opens (as that page's resource found it), else the request's.
     */
    public Language ofFailed(UriInfo uri) {
        String token = uri.getPathParameters().getFirst("token");
        if (token != null) {
            String path = uri.getPath();
            for (LinkPage page : LINK_PAGES) {
                if (path.startsWith(page.path())) {
                    return links.verify(token, page.purpose()) instanceof TokenCheck.Valid valid ? ofLink(valid.token()) : ofRequest();
                }
            }
        }
        return ofRequest();
    }

    /** What the request itself asks for, {@code ?lang=} before {@code Accept-Language}; {@code null} for neither. */
    public Language requested() {
        Language asked = asked();
        HttpServerRequest request = request();
        return asked != null || request == null ? asked : Language.ofAcceptLanguage(request.getHeader("Accept-Language"));
    }

    /** What a language picker's link asks for ({@code ?lang=es}), or {@code null}. */
    public Language asked() {
        HttpServerRequest request = request();
        return request == null ? null : Language.ofCode(request.getParam("lang"));
    }

    private HttpServerRequest request() {
        RoutingContext routing = currentRequest.getCurrent();
        return routing == null ? null : routing.request();
    }

}
