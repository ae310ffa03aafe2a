package flagpost.web.page;

import flagpost.game.Players;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkToken;
import flagpost.rules.Numbering;
import flagpost.web.wording.PageLanguages;
import flagpost.words.Language;
import flagpost.words.Refusals;
import flagpost.words.Terms;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriBuilder;
import java.util.EnumSet;
import java.util.Set;

/**
 * The numbering switch of the play and setup pages ({@code templates/tags/numbering.html}): remembers the
 * player's choice (10 = Marshal, or 1 = Marshal) for pages and mail, then sends them back to the page
 * they came from (303, so reloading does not post again). A history link is read-only and lives a year, so it
 * changes nothing here, and the history page has no switch.
 */
@Path("/numbering")
public class NumberingResource {

    private static final Set<LinkPurpose> BOARD_PAGES = EnumSet.of(LinkPurpose.PLAY, LinkPurpose.SETUP);

    private final TokenPages pages;
    private final Players players;
    private final PageLanguages languages;

    NumberingResource(TokenPages pages, Players players, PageLanguages languages) {
        this.pages = pages;
        this.players = players;
        this.languages = languages;
    }

    @POST
    public Response switchNumbering(@FormParam("token") String token, @FormParam("numbering") String numbering) {
        LinkToken granted = pages.verifyAnyCurrent(token, BOARD_PAGES);
        Numbering chosen;
        try {
            chosen = Numbering.valueOf(numbering == null ? "" : numbering);
        } catch (IllegalArgumentException unknown) {
            Language language = languages.ofLink(granted);
            return ErrorPages.page(language, Response.Status.BAD_REQUEST, Refusals.in(language).errorUnknownNumberingTitle(),
                    Terms.numberingChoices(language));
        }
        players.setNumbering(granted.gameId(), granted.seat(), chosen);
        return Response.seeOther(UriBuilder.fromPath(TokenPages.pathOf(granted.purpose(), token)).build()).build();
    }
}
