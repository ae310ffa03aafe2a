package flagpost.web.page;

import flagpost.game.DataRequests;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkToken;
import flagpost.web.wording.PageLanguages;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

/**
 * "A copy of my data" and "erase me", the two forms of a player's games list: each records the email whose link
 * confirms it ({@link DataRequests#ask}) and says so; nothing else happens until that link's page is used
 * ({@link PlayerDataResource}).
 */
@Path("/games/{token}/data")
public class DataRequestResource {

    private final TokenPages pages;
    private final PageLanguages languages;
    private final DataRequests requests;

    DataRequestResource(TokenPages pages, PageLanguages languages, DataRequests requests) {
        this.pages = pages;
        this.languages = languages;
        this.requests = requests;
    }

    /** Where the games list's two forms post, before {@code /export} or {@code /erase}. */
    static String askPath(String gamesListToken) {
        return TokenPages.pathOf(LinkPurpose.GAMES_LIST, gamesListToken) + "/data";
    }

    @POST
    @Path("export")
    @Produces(MediaType.TEXT_HTML)
    public Response askExport(@PathParam("token") String token) {
        return ask(token, false);
    }

    @POST
    @Path("erase")
    @Produces(MediaType.TEXT_HTML)
    public Response askErase(@PathParam("token") String token) {
        return ask(token, true);
    }

    /** The same answer whether an email was recorded now or one went within the interval: the address's inbox says. */
    private Response ask(String token, boolean erase) {
        LinkToken granted = pages.verifyCurrent(token, LinkPurpose.GAMES_LIST);
        requests.ask(granted, erase);
        return HtmlResponses.html(languages.ofLink(granted), Response.Status.OK,
                PlayerDataResource.Templates.asked(TokenPages.pathOf(LinkPurpose.GAMES_LIST, token)));
    }
}
