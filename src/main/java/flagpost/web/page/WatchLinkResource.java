package flagpost.web.page;

import flagpost.game.WatchLinks;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkToken;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

/**
 * The play page's watch-link buttons: either player turns the game's watch link on or off ({@link WatchLinks}). Only
 * a current play link may, and each answers 303 to the play page, where the link (or the button to make one) shows.
 */
@Path("/play/{token}/watch-link")
@Produces(MediaType.TEXT_HTML)
public class WatchLinkResource {

    private final TokenPages pages;
    private final WatchLinks watchLinks;

    WatchLinkResource(TokenPages pages, WatchLinks watchLinks) {
        this.pages = pages;
        this.watchLinks = watchLinks;
    }

    @POST
    public Response turnOn(@PathParam("token") String token) {
        LinkToken granted = pages.verifyCurrent(token, LinkPurpose.PLAY);
        watchLinks.turnOn(granted.gameId(), granted.seat());
        return HtmlResponses.seeOther(TokenPages.pathOf(LinkPurpose.PLAY, token) + "#watch");
    }

    @POST
    @Path("off")
    public Response turnOff(@PathParam("token") String token) {
        LinkToken granted = pages.verifyCurrent(token, LinkPurpose.PLAY);
        watchLinks.turnOff(granted.gameId(), granted.seat());
        return HtmlResponses.seeOther(TokenPages.pathOf(LinkPurpose.PLAY, token) + "#watch");
    }
}
