package flagpost.web.page;

import flagpost.game.GameQueries;
import flagpost.game.SpectatorQueries;
import flagpost.game.WatchLinkOffException;
import flagpost.gravon.GravonWriter;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.links.LinkToken;
import flagpost.links.TokenCheck;
import flagpost.web.view.HistoryPage;
import flagpost.web.view.WatchPage;
import flagpost.web.wording.PageLanguages;
import flagpost.words.Language;
import flagpost.words.RefusalBundle;
import flagpost.words.Refusals;
import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.Location;
import io.quarkus.qute.Template;
import io.quarkus.qute.TemplateInstance;
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

    public static final String PATH = "/watch/";

    private final LinkService links;
    private final SpectatorQueries spectators;
    private final Clock clock;
    private final PageLanguages languages;
    /** The seat's history template, shared: a spectator's history is the same page with the public board. */
    private final Template history;
    private final RenderedPages rendered;

    WatchResource(LinkService links, SpectatorQueries spectators, Clock clock, PageLanguages languages,
            @Location("HistoryResource/history.html") Template history, RenderedPages rendered) {
        this.links = links;
        this.spectators = spectators;
        this.clock = clock;
        this.languages = languages;
        this.history = history;
        this.rendered = rendered;
    }

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance watch(WatchPage page);
    }

    @GET
    public Response page(@PathParam("token") String token) {
        LinkToken watch = verify(token);
        Language language = languages.ofRequest(); // a watch link names no player: the spectator's browser decides
        return answer(language, () -> {
            WatchPage page = WatchPage.of(language, spectators.now(watch, language), token, clock.instant());
            return rendered.html("watch", token, language, () -> Templates.watch(page), page);
        });
    }

    /** {@code ply} is the number of moves played at the board shown; without it, the latest. */
    @GET
    @Path("history")
    public Response history(@PathParam("token") String token, @QueryParam("ply") String ply) {
        LinkToken watch = verify(token);
        Language language = languages.ofRequest();
        Integer shown = null;
        if (ply != null && !ply.isBlank()) {
            shown = PageInput.ply(ply);
            if (shown == null) {
                RefusalBundle say = Refusals.in(language);
                return ErrorPages.page(language, Response.Status.BAD_REQUEST, say.errorNoSuchMoveTitle(), say.errorNoSuchWatchedMove());
            }
        }
        Integer at = shown;
        return answer(language, () -> {
            GameQueries.HistoryState state = spectators.historyAt(watch, at, language);
            HistoryPage page = HistoryPage.of(language, state, token, PATH + token + "/history");
            // a rematch is the players' business; the ply shown is in the page's model, so one entry a link serves every ply
            return rendered.html("watch-history", token, language,
                    () -> history.data("page", page).data("rematch", null), page, null);
        });
    }

    /** The finished game as Gravon XML; refused (409) before the end, as for the players. */
    @GET
    @Path("history/game.xml")
    @Produces(MediaType.APPLICATION_XML)
    public Response gravon(@PathParam("token") String token) {
        LinkToken watch = verify(token);
        Language language = languages.ofRequest();
        return answer(language, () -> Response.ok(GravonWriter.write(spectators.gravonRecord(watch, language)), MediaType.APPLICATION_XML_TYPE.withCharset("UTF-8"))
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
        Language language = languages.ofRequest();
        if (invalid.failure() == TokenCheck.Failure.EXPIRED) {
            throw new PageRefusal(ErrorPages.page(language, Response.Status.GONE, Refusals.in(language).errorWatchExpiredTitle(),
                    Refusals.in(language).errorWatchExpired()));
        }
        throw new PageRefusal(ErrorPages.badLink(language, invalid, null));
    }

    /** The page, or the one for a watch link turned off since it was checked, in {@code language}. */
    private static Response answer(Language language, Supplier<Response> page) {
        try {
            return page.get();
        } catch (WatchLinkOffException turnedOff) {
            return turnedOff(language);
        }
    }

    static Response turnedOff(Language language) {
        RefusalBundle say = Refusals.in(language);
        return ErrorPages.page(language, Response.Status.GONE, say.errorWatchTurnedOffTitle(), say.errorWatchTurnedOff());
    }
}
