package flagpost.web;

import flagpost.game.GameQueries;
import flagpost.game.SpectatorQueries;
import flagpost.game.WatchLinkOffException;
import flagpost.gravon.GravonWriter;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.links.LinkToken;
import flagpost.links.TokenCheck;
import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.Location;
import io.quarkus.qute.Template;
import io.quarkus.qute.TemplateInstance;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.time.Clock;
import java.util.function.Supplier;

/**
 * A spectator's pages, opened from a game's watch link ({@link flagpost.game.WatchLinks}): the game as it stands and its
 * history, each board the public one. Only GETs: a watch link can do nothing, and its pages carry no link or form of a
 * seat. Like every page reached by a token, they are {@code noindex}, never cached and send no Referer
 * ({@link SecurityHeaders}).
 */
@Path(WatchResource.PATH + "{token}")
@Produces(MediaType.TEXT_HTML)
public class WatchResource {

    static final String PATH = "/watch/";

    @Inject
    LinkService links;

    @Inject
    SpectatorQueries spectators;

    @Inject
    Clock clock;

    @Inject
    PageLanguage pageLanguage;

    /** The seat's history template, shared: a spectator's history is the same page with the public board. */
    @Location("HistoryResource/history.html")
    Template history;

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance watch(WatchPage page);
    }

    @GET
    public Response page(@PathParam("token") String token) {
        LinkToken watch = verify(token);
        return answer(() -> Pages.html(200, Templates.watch(WatchPage.of(pageLanguage.current(), spectators.now(watch, pageLanguage.current()), token, clock.instant()))));
    }

    /** {@code ply} is the number of moves played at the board shown; without it, the latest. */
    @GET
    @Path("history")
    public Response history(@PathParam("token") String token, @QueryParam("ply") String ply) {
        LinkToken watch = verify(token);
        Integer shown = null;
        if (ply != null && !ply.isBlank()) {
            shown = PageInput.ply(ply);
            if (shown == null) {
                return ErrorPages.page(Response.Status.BAD_REQUEST, ErrorPages.say().errorNoSuchMoveTitle(), ErrorPages.say().errorNoSuchWatchedMove());
            }
        }
        Integer at = shown;
        return answer(() -> {
            GameQueries.HistoryState state = spectators.historyAt(watch, at, pageLanguage.current());
            HistoryPage page = HistoryPage.of(pageLanguage.current(), state, token, PATH + token + "/history");
            return Pages.html(200, history.data("page", page).data("rematch", null)); // a rematch is the players' business
        });
    }

    /** The finished game as Gravon XML; refused (409) before the end, as for the players. */
    @GET
    @Path("history/game.xml")
    @Produces(MediaType.APPLICATION_XML)
    public Response gravon(@PathParam("token") String token) {
        LinkToken watch = verify(token);
        return answer(() -> Response.ok(GravonWriter.write(spectators.gravonRecord(watch, pageLanguage.current())), MediaType.APPLICATION_XML_TYPE.withCharset("UTF-8"))
                .header("Content-Disposition", "attachment; filename=\"flagpost-game-" + watch.gameId() + ".xml\"")
                .build());
    }

    /**
     * The watch link's grant. An expired or turned-off watch link gets its own page: it offers no fresh link, since
     * only the players can make one.
     */
    private LinkToken verify(String token) {
        TokenCheck check = links.verify(token, LinkPurpose.WATCH);
        if (check instanceof TokenCheck.Valid valid) {
            return valid.token();
        }
        TokenCheck.Invalid invalid = (TokenCheck.Invalid) check;
        if (invalid.failure() == TokenCheck.Failure.EXPIRED) {
            throw new PageRefusal(ErrorPages.page(Response.Status.GONE, ErrorPages.say().errorWatchExpiredTitle(),
                    ErrorPages.say().errorWatchExpired()));
        }
        throw new PageRefusal(ErrorPages.badLink(invalid, null));
    }

    private static Response answer(Supplier<Response> page) {
        try {
            return page.get();
        } catch (WatchLinkOffException turnedOff) {
            return turnedOff();
        }
    }

    static Response turnedOff() {
        return ErrorPages.page(Response.Status.GONE, ErrorPages.say().errorWatchTurnedOffTitle(), ErrorPages.say().errorWatchTurnedOff());
    }
}
