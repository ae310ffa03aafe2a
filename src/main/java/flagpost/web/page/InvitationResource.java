package flagpost.web.page;

import flagpost.game.GameActionException;
import flagpost.game.GameQueries;
import flagpost.game.GameSettings;
import flagpost.game.Invitations;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.links.LinkToken;
import flagpost.store.SeatPage;
import flagpost.web.wording.PageBundle;
import flagpost.web.wording.PageLanguages;
import flagpost.web.wording.PageWords;
import flagpost.words.Language;
import flagpost.words.Refusals;
import flagpost.words.Terms;
import flagpost.words.Times;
import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.List;

/**
 * The invitation link: the game's settings, accept (with an optional name) or decline. GET only shows;
 * both answers are POSTs that lead back (303) to the same page, which then says what happened and what
 * comes next: after accepting, a link to place the pieces (also emailed). A repeated answer applies once
 * and lands on that page too.
 */
@Path("/invitation/{token}")
public class InvitationResource {

    private final TokenPages pages;
    private final LinkService links;
    private final GameQueries games;
    private final Invitations invitations;
    private final PageLanguages languages;

    InvitationResource(TokenPages pages, LinkService links, GameQueries games, Invitations invitations, PageLanguages languages) {
        this.pages = pages;
        this.links = links;
        this.games = games;
        this.invitations = invitations;
        this.languages = languages;
    }

    /** What the invitation page shows. {@code next}: the seat's page now (null when there is none), {@code nextId} its link's id. */
    public record InvitationPage(String token, String creatorName, String variant, String days, String colour, List<String> options,
            String openUntil, String state, String next, String nextId, String nextLabel, String name, String problem) {
    }

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance invitation(InvitationPage page, PageWords.Picker languages);
    }

    @GET
    @Produces(MediaType.TEXT_HTML)
    public Response page(@PathParam("token") String token) {
        LinkToken granted = pages.verify(token, LinkPurpose.INVITATION);
        GameSettings game = invitedSeatSettings(granted);
        Language language = languageOf(game);
        InvitationPage page = page(language, token, granted, game, "", null);
        return HtmlResponses.html(language, page.state().equals("LAPSED") ? Response.Status.GONE : Response.Status.OK, invitationPage(language, token, page));
    }

    @POST
    @Path("accept")
    @Produces(MediaType.TEXT_HTML)
    public Response accept(@PathParam("token") String token, @FormParam("name") String name,
            @FormParam("language") String languageField) {
        LinkToken granted = pages.verify(token, LinkPurpose.INVITATION);
        GameSettings game = invitedSeatSettings(granted);
        // Accepting is the invitee's first act: they read, from now on, the language they picked, else the page's.
        Language shown = languageOf(game);
        Language picked = PageInput.language(languageField, () -> shown);
        Language chosen = picked != null ? picked : shown;
        try {
            invitations.accept(game.summary().gameId(), name, chosen);
        } catch (GameActionException refused) {
            switch (refused.problem()) {
                case BAD_REQUEST -> {
                    return HtmlResponses.html(chosen, Response.Status.BAD_REQUEST, invitationPage(chosen, token, page(chosen, token, granted, game, name,
                            refused.sentence(chosen))));
                }
                case WRONG_STATE -> {
                    // Already answered (a second click, another tab) or lapsed: the page says which.
                }
                default -> {
                    return ErrorPages.refused(chosen, refused); // in the language the invitee answered in
                }
            }
        }
        return HtmlResponses.seeOther(TokenPages.pathOf(LinkPurpose.INVITATION, token));
    }

    @POST
    @Path("decline")
    @Produces(MediaType.TEXT_HTML)
    public Response decline(@PathParam("token") String token) {
        GameSettings game = invitedSeatSettings(pages.verify(token, LinkPurpose.INVITATION));
        try {
            invitations.decline(game.summary().gameId());
        } catch (GameActionException refused) {
            if (refused.problem() != GameActionException.Problem.WRONG_STATE) {
                return ErrorPages.refused(languageOf(game), refused);
            }
        }
        return HtmlResponses.seeOther(TokenPages.pathOf(LinkPurpose.INVITATION, token));
    }

    /** The page in its language, with the picker leading back to this invitation in the others. */
    private static TemplateInstance invitationPage(Language language, String token, InvitationPage page) {
        return Templates.invitation(page, new PageWords.Picker(TokenPages.pathOf(LinkPurpose.INVITATION, token), language));
    }

    /**
     * The game as the link's seat sees it, if the link is still current (checked in the same load, so the answers
     * need no read of their own); only the invited seat has an invitation to answer.
     */
    private GameSettings invitedSeatSettings(LinkToken granted) {
        GameSettings game = games.settings(granted);
        if (!game.invitedSeat()) {
            Language language = languageOf(game);
            throw new PageRefusal(ErrorPages.page(language, Response.Status.FORBIDDEN, Refusals.in(language).errorNotYourInvitationTitle(),
                    Refusals.in(language).errorNotYourInvitation()));
        }
        return game;
    }

    /**
     * The page's language. On this page the picker's ?lang= wins over a language chosen before: the invitee is trying
     * the one they are about to choose by accepting. An invitee who has chosen none reads the inviter's after the browser's.
     */
    private Language languageOf(GameSettings game) {
        Language asked = languages.asked();
        return languages.of(asked != null ? asked : game.summary().language(), game.invitedSeat() ? game.creatorLanguage() : null);
    }

    private InvitationPage page(Language language, String token, LinkToken granted, GameSettings game, String name, String problem) {
        SeatPage now = game.page();
        String next = now == SeatPage.NONE || now == SeatPage.INVITATION ? null : TokenPages.pathOf(now.purpose(),
                links.issue(now.purpose(), game.summary().gameId(), game.seat(), granted.epoch()));
        String nextId = switch (now) {
            case SETUP -> "go-setup";
            case PLAY -> "go-play";
            case HISTORY -> "go-history";
            default -> null;
        };
        PageBundle words = PageWords.of(language);
        String nextLabel = switch (now) {
            case SETUP -> words.invitationNextSetup();
            case PLAY -> words.invitationNextPlay();
            case HISTORY -> words.invitationNextHistory();
            default -> null;
        };
        String state = switch (game.summary().status()) {
            case INVITED -> game.invitationOpen() ? "OPEN" : "LAPSED";
            case SETUP -> "ACCEPTED";
            case PLAYING -> "PLAYING";
            case FINISHED -> "FINISHED";
            case DECLINED -> "DECLINED";
            case LAPSED -> "LAPSED";
        };
        return new InvitationPage(token, game.creatorName(), Terms.army(language, game.summary().variant()),
                Terms.daysPerMove(language, game.summary().daysPerMove()), Terms.colour(language, game.seat()),
                Terms.options(language, game.options()), Times.when(language, game.invitationExpiresAt()), state, next, nextId,
                nextLabel, name == null ? "" : name.length() > 320 ? name.substring(0, 320) : name, problem);
    }
}
