package flagpost.web.page;

import flagpost.game.GameActionException;
import flagpost.game.GameQueries;
import flagpost.game.GameSummary;
import flagpost.game.Pauses;
import flagpost.game.Play;
import flagpost.game.Vacations;
import flagpost.game.Rematches;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.links.LinkToken;
import flagpost.rules.Move;
import flagpost.rules.Square;
import flagpost.store.GameStatus;
import flagpost.web.view.PausePanel;
import flagpost.web.view.PlayPage;
import flagpost.web.view.RematchCard;
import flagpost.web.view.VacationPanel;
import flagpost.web.view.WatchCard;
import flagpost.web.wording.PageLanguage;
import flagpost.words.Language;
import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import jakarta.inject.Inject;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.time.Clock;
import java.time.LocalDate;

/**
 * The play page of one seat, reached from the play link of every email. GET shows the seat's view and
 * changes nothing. Every action is a POST answered by 303 to the GET, so a reload never posts again;
 * a refused action re-renders the page with the reason in words and the status the JSON API uses
 * (400 malformed, 409 already played / not your turn / not now, 422 against the rules). The game
 * service is the judge of every move: the page's highlighted targets are only a help.
 */
@Path("/play/{token}")
@Produces(MediaType.TEXT_HTML)
public class PlayResource {

    @Inject
    TokenPages pages;

    /** The page's language: the link's player's, handed over from the load that reads them anyway. */
    @Inject
    PageLanguage language;

    @Inject
    GameQueries games;

    @Inject
    Play play;

    @Inject
    LinkService links;

    @Inject
    Clock clock;

    @Inject
    Vacations vacations;

    @Inject
    Pauses pauses;

    @Inject
    Rematches rematches;

    @Inject
    PageLanguage pageLanguage;

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance play(PlayPage page, VacationPanel vacation, PausePanel pause, RematchCard rematch, WatchCard watch);
    }

    /** {@code ?confirm=resign} shows the resignation's confirm form, for browsers without JavaScript. */
    @GET
    public Response page(@PathParam("token") String token, @QueryParam("confirm") String confirm) {
        LinkToken granted = pages.verify(token, LinkPurpose.PLAY);
        return render(granted, token, 200, null, "resign".equals(confirm));
    }

    @POST
    @Path("move")
    public Response move(@PathParam("token") String token, @FormParam("ply") String ply, @FormParam("from") String from,
            @FormParam("to") String to) {
        LinkToken granted = pages.verifySigned(token, LinkPurpose.PLAY); // the move checks the rest in its transaction
        Integer expectedPly = PageInput.ply(ply);
        if (expectedPly == null) {
            return render(granted, token, 400, ErrorPages.say().formNoPly(), false);
        }
        Square fromSquare = PageInput.square(from);
        Square toSquare = PageInput.square(to);
        if (fromSquare == null || toSquare == null) {
            return render(granted, token, 400, fromSquare == null ? ErrorPages.say().formBadFromSquare() : ErrorPages.say().formBadToSquare(),
                    false);
        }
        return act(granted, token, () -> play.move(granted, expectedPly, new Move(fromSquare, toSquare)));
    }

    @POST
    @Path("resign")
    public Response resign(@PathParam("token") String token) {
        LinkToken granted = pages.verifyCurrent(token, LinkPurpose.PLAY);
        return act(granted, token, () -> play.resign(granted.gameId(), granted.seat()));
    }

    @POST
    @Path("draw/offer")
    public Response offerDraw(@PathParam("token") String token) {
        LinkToken granted = pages.verifyCurrent(token, LinkPurpose.PLAY);
        return act(granted, token, () -> play.offerDraw(granted.gameId(), granted.seat()));
    }

    @POST
    @Path("draw/accept")
    public Response acceptDraw(@PathParam("token") String token) {
        LinkToken granted = pages.verifyCurrent(token, LinkPurpose.PLAY);
        return act(granted, token, () -> play.acceptDraw(granted.gameId(), granted.seat()));
    }

    @POST
    @Path("draw/decline")
    public Response declineDraw(@PathParam("token") String token) {
        LinkToken granted = pages.verifyCurrent(token, LinkPurpose.PLAY);
        return act(granted, token, () -> play.declineDraw(granted.gameId(), granted.seat()));
    }

    /** Takes a vacation until the date given: the seat's player stops their clocks in every game (see Vacations). */
    @POST
    @Path("vacation")
    public Response takeVacation(@PathParam("token") String token, @FormParam("returns") String returns) {
        LinkToken granted = pages.verifyCurrent(token, LinkPurpose.PLAY);
        LocalDate returnDate = PageInput.date(returns);
        if (returnDate == null) {
            return render(granted, token, 400, ErrorPages.say().formReturnDateMissing(), false);
        }
        return act(granted, token, () -> vacations.take(granted, returnDate));
    }

    @POST
    @Path("vacation/end")
    public Response endVacation(@PathParam("token") String token) {
        LinkToken granted = pages.verifyCurrent(token, LinkPurpose.PLAY);
        return act(granted, token, () -> vacations.endEarly(granted));
    }

    @POST
    @Path("pause/ask")
    public Response askPause(@PathParam("token") String token) {
        LinkToken granted = pages.verifyCurrent(token, LinkPurpose.PLAY);
        return act(granted, token, () -> pauses.ask(granted.gameId(), granted.seat()));
    }

    @POST
    @Path("pause/accept")
    public Response acceptPause(@PathParam("token") String token) {
        LinkToken granted = pages.verifyCurrent(token, LinkPurpose.PLAY);
        return act(granted, token, () -> pauses.accept(granted.gameId(), granted.seat()));
    }

    @POST
    @Path("pause/decline")
    public Response declinePause(@PathParam("token") String token) {
        LinkToken granted = pages.verifyCurrent(token, LinkPurpose.PLAY);
        return act(granted, token, () -> pauses.decline(granted.gameId(), granted.seat()));
    }

    @POST
    @Path("pause/resume")
    public Response resume(@PathParam("token") String token) {
        LinkToken granted = pages.verifyCurrent(token, LinkPurpose.PLAY);
        return act(granted, token, () -> pauses.resume(granted.gameId(), granted.seat()));
    }

    /**
     * "Play again" on a finished game: proposes the rematch, or accepts the opponent's standing proposal and leads to
     * the rematch's setup page. The game and the seat come only from the token, so no one proposes for another seat.
     */
    @POST
    @Path("rematch")
    public Response rematch(@PathParam("token") String token) {
        LinkToken granted = pages.verifyCurrent(token, LinkPurpose.PLAY);
        Rematches.Proposal proposal;
        try {
            proposal = rematches.propose(granted.gameId(), granted.seat());
        } catch (GameActionException refused) {
            if (refused.problem() == GameActionException.Problem.NOT_FOUND) {
                throw refused;
            }
            return render(granted, token, Pages.statusOf(refused), PageInput.sentence(refused), false);
        }
        if (proposal.outcome() == Rematches.Outcome.ACCEPTED) {
            return Response.seeOther(URI.create(TokenPages.pathOf(LinkPurpose.SETUP,
                    links.issue(LinkPurpose.SETUP, proposal.newGameId(), proposal.seat(), granted.epoch())))).build();
        }
        return Response.seeOther(URI.create(TokenPages.pathOf(LinkPurpose.PLAY, token))).build();
    }

    /**
     * Runs a game action: 303 to the page when it is done, the page with the reason when the game
     * refuses it. A game that is gone has no page to show, so that refusal keeps its own error page.
     */
    private Response act(LinkToken granted, String token, Runnable action) {
        try {
            action.run();
        } catch (GameActionException refused) {
            if (refused.problem() == GameActionException.Problem.NOT_FOUND) {
                throw refused;
            }
            return render(granted, token, Pages.statusOf(refused), PageInput.sentence(refused), false);
        }
        return Response.seeOther(URI.create(TokenPages.pathOf(LinkPurpose.PLAY, token))).build();
    }

    private Response render(LinkToken granted, String token, int status, String problem, boolean confirmResign) {
        GameQueries.PlayPageState read = games.playPage(granted);
        GameQueries.PlayState state = read.play();
        language.use(state.summary().language());
        // the page's own link was found current, so its epoch is the one fresh links carry
        String setupPath = state.summary().status() == GameStatus.SETUP
                ? TokenPages.pathOf(LinkPurpose.SETUP, links.issue(LinkPurpose.SETUP, granted.gameId(), granted.seat(), granted.epoch())) : null;
        String historyPath = state.seat() == null ? null
                : TokenPages.pathOf(LinkPurpose.HISTORY, links.issue(LinkPurpose.HISTORY, granted.gameId(), granted.seat(), granted.epoch()));
        Language language = pageLanguage.current();
        PlayPage page = PlayPage.of(language, state, token, clock.instant(), historyPath, setupPath, problem, confirmResign);
        GameSummary summary = state.summary();
        String path = TokenPages.pathOf(LinkPurpose.PLAY, token);
        VacationPanel vacation = null;
        PausePanel pause = null;
        if (summary.status() == GameStatus.SETUP || summary.status() == GameStatus.PLAYING) {
            Vacations.InGame clockNow = read.clock();
            vacation = VacationPanel.ofGame(language, clockNow, summary.opponentName(), granted.seat(), summary.status(), summary.sideToMove(), path);
            pause = summary.status() == GameStatus.PLAYING ? PausePanel.of(language, clockNow, summary.opponentName(), granted.seat(), path) : null;
        }
        RematchCard rematch = summary.status() == GameStatus.FINISHED ? RematchCard.of(language, rematches.around(granted.gameId(), granted.seat()), true,
                summary.opponentName(), granted, token, links) : null;
        WatchCard watch = WatchCard.of(language, read.watch(), summary, token, links);
        return Pages.html(status, Templates.play(page, vacation, pause, rematch, watch));
    }
}
