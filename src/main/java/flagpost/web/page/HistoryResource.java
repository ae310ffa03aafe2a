package flagpost.web.page;

import flagpost.game.GameQueries;
import flagpost.gravon.GravonWriter;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.links.LinkToken;
import flagpost.store.GameStatus;
import flagpost.web.view.HistoryPage;
import flagpost.web.view.RematchCard;
import flagpost.web.wording.PageLanguages;
import flagpost.words.Language;
import flagpost.words.Refusals;
import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

/**
 * The history page of one seat: the board at any ply as that seat saw it then, every move, and after
 * the end both setups and the game as Gravon XML. Read only; a history link cannot play.
 */
@Path("/history/{token}")
public class HistoryResource {

    private final TokenPages pages;
    private final PageLanguages languages;
    private final GameQueries games;
    private final LinkService links;
    private final RenderedPages rendered;

    HistoryResource(TokenPages pages, PageLanguages languages, GameQueries games, LinkService links, RenderedPages rendered) {
        this.pages = pages;
        this.languages = languages;
        this.games = games;
        this.links = links;
        this.rendered = rendered;
    }


    @CheckedTemplate
    static class Templates {
        static native TemplateInstance history(HistoryPage page, RematchCard rematch);
    }

    /** {@code ply} is the number of moves played at the board shown; without it, the latest. */
    @GET
    @Produces(MediaType.TEXT_HTML)
    public Response page(@PathParam("token") String token, @QueryParam("ply") String ply) {
        LinkToken granted = pages.verify(token, LinkPurpose.HISTORY);
        Integer shown = null;
        if (ply != null && !ply.isBlank()) {
            shown = PageInput.ply(ply);
            if (shown == null) {
                Language language = languages.ofLink(granted);
                return ErrorPages.page(language, Response.Status.BAD_REQUEST, Refusals.in(language).errorNoSuchMoveTitle(),
                        Refusals.in(language).errorNoSuchHistoryMove());
            }
        }
        GameQueries.HistoryPageState read = games.historyPage(granted, shown);
        GameQueries.HistoryState state = read.history();
        Language language = languages.of(state.summary().language());
        // A history link cannot act, so the card has no "Play again" here: only how a rematch stands, and links both ways.
        RematchCard rematch = RematchCard.of(language, read.rematches(),
                state.summary().status() == GameStatus.FINISHED, state.summary().opponentName(), granted, null, links);
        HistoryPage page = HistoryPage.of(language, state, token);
        // each ply shown is a page of its own: stepping back and forth keeps them all
        return rendered.html("history", token, language, () -> Templates.history(page, rematch), page, rematch);
    }

    /** The finished game as Gravon XML, to keep or to study elsewhere; refused (409) before the end. */
    @GET
    @Path("game.xml")
    @Produces(MediaType.APPLICATION_XML)
    public Response gravon(@PathParam("token") String token) {
        LinkToken granted = pages.verify(token, LinkPurpose.HISTORY);
        String xml = GravonWriter.write(games.gravonRecord(granted));
        return Response.ok(xml, MediaType.APPLICATION_XML_TYPE.withCharset("UTF-8"))
                .header("Content-Disposition", "attachment; filename=\"flagpost-game-" + granted.gameId() + ".xml\"")
                .build();
    }
}
