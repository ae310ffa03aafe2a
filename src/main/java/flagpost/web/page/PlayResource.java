package flagpost.web.page;

import flagpost.game.GameActionException;
import flagpost.game.GameQueries;
import flagpost.game.GameSummary;
import flagpost.game.Pauses;
import flagpost.game.Play;
import flagpost.game.Rematches;
import flagpost.game.Vacations;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.links.LinkToken;
import flagpost.metrics.MoveChannel;
import flagpost.metrics.MoveMeters;
import flagpost.rules.Move;
import flagpost.rules.Square;
import flagpost.store.GameStatus;
import flagpost.web.view.PausePanel;
import flagpost.web.view.PlayPage;
import flagpost.web.view.RematchCard;
import flagpost.web.view.VacationPanel;
import flagpost.web.view.WatchCard;
import flagpost.web.wording.PageLanguages;
import flagpost.words.Language;
import flagpost.words.RefusalBundle;
import flagpost.words.Refusals;
import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.time.Clock;
import java.time.LocalDate;
import java.util.function.Consumer;
import java.util.function.Function;

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

    private final TokenPages pages;
    private final PageLanguages languages;
    private final GameQueries games;
    private final Play play;
    private final MoveMeters moves;
    private final LinkService links;
    private final Clock clock;
    private final Vacations vacations;
    private final Pauses pauses;
    private final Rematches rematches;
    private final RenderedPages rendered;

    PlayResource(TokenPages pages, PageLanguages languages, GameQueries games, Play play, MoveMeters moves, LinkService links, Clock clock,
            Vacations vacations, Pauses pauses, Rematches rematches, RenderedPages rendered) {
        this.pages = pages;
        this.languages = languages;
        this.games = games;
        this.play = play;
        this.moves = moves;
        this.links = links;
        this.clock = clock;
        this.vacations = vacations;
        this.pauses = pauses;
        this.rematches = rematches;
        this.rendered = rendered;
    }

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
        Square fromSquare = PageInput.square(from);
        Square toSquare = PageInput.square(to);
        if (expectedPly == null || fromSquare == null || toSquare == null) {
            RefusalBundle say = Refusals.in(languages.ofLink(granted));
            return render(granted, token, 400,
                    expectedPly == null ? say.formNoPly() : fromSquare == null ? say.formBadFromSquare() : say.formBadToSquare(), false);
        }
        Move move = new Move(fromSquare, toSquare);
        return act(granted, token, () -> moves.timed(MoveChannel.PAGE, () -> play.move(granted, expectedPly, move)));
    }

    @POST
    @Path("resign")
    public Response resign(@PathParam("token") String token) {
        return act(token, granted -> play.resign(granted.gameId(), granted.seat()));
    }

    @POST
    @Path("draw/offer")
    public Response offerDraw(@PathParam("token") String token) {
        return act(token, granted -> play.offerDraw(granted.gameId(), granted.seat()));
    }

    @POST
    @Path("draw/accept")
    public Response acceptDraw(@PathParam("token") String token) {
        return act(token, granted -> play.acceptDraw(granted.gameId(), granted.seat()));
    }

    @POST
    @Path("draw/decline")
    public Response declineDraw(@PathParam("token") String token) {
        return act(token, granted -> play.declineDraw(granted.gameId(), granted.seat()));
    }

    /** Takes a vacation until the date given: the seat's player stops their clocks in every game (see Vacations). */
    @POST
    @Path("vacation")
    public Response takeVacation(@PathParam("token") String token, @FormParam("returns") String returns) {
        LocalDate returnDate = PageInput.date(returns);
        return act(token, returnDate == null ? RefusalBundle::formReturnDateMissing : null, granted -> vacations.take(granted, returnDate));
    }

    @POST
    @Path("vacation/end")
    public Response endVacation(@PathParam("token") String token) {
        return act(token, granted -> vacations.endEarly(granted));
    }

    @POST
    @Path("pause/ask")
    public Response askPause(@PathParam("token") String token) {
        return act(token, granted -> pauses.ask(granted.gameId(), granted.seat()));
    }

    @POST
    @Path("pause/accept")
    public Response acceptPause(@PathParam("token") String token) {
        return act(token, granted -> pauses.accept(granted.gameId(), granted.seat()));
    }

    @POST
    @Path("pause/decline")
    public Response declinePause(@PathParam("token") String token) {
        return act(token, granted -> pauses.decline(granted.gameId(), granted.seat()));
    }

    @POST
    @Path("pause/resume")
    public Response resume(@PathParam("token") String token) {
        return act(token, granted -> pauses.resume(granted.gameId(), granted.seat()));
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
            return refusal(granted, token, refused);
        }
        if (proposal.outcome() == Rematches.Outcome.ACCEPTED) {
            return HtmlResponses.seeOther(TokenPages.pathOf(LinkPurpose.SETUP,
                    links.issue(LinkPurpose.SETUP, proposal.newGameId(), proposal.seat(), granted.epoch())));
        }
        return HtmlResponses.seeOther(TokenPages.pathOf(LinkPurpose.PLAY, token));
    }

    /** A form that acts on the game with nothing but the link: see {@link #act(String, Function, Consumer)}. */
    private Response act(String token, Consumer<LinkToken> action) {
        return act(token, null, action);
    }

    /**
     * The one shape of a form that acts on the game: the link must be current; a field the form got wrong
     * ({@code badField}, null when all is well) is refused with a 400 page saying so; else the action runs (see
     * {@link #act(LinkToken, String, Runnable)}).
     */
    private Response act(String token, Function<RefusalBundle, String> badField, Consumer<LinkToken> action) {
        LinkToken granted = pages.verifyCurrent(token, LinkPurpose.PLAY);
        if (badField != null) {
            return render(granted, token, 400, badField.apply(Refusals.in(languages.ofLink(granted))), false);
        }
        return act(granted, token, () -> action.accept(granted));
    }

    /** Runs a game action: 303 to the page when it is done, the {@link #refusal} when the game refuses it. */
    private Response act(LinkToken granted, String token, Runnable action) {
        try {
            action.run();
        } catch (GameActionException refused) {
            return refusal(granted, token, refused);
        }
        return HtmlResponses.seeOther(TokenPages.pathOf(LinkPurpose.PLAY, token));
    }

    /** The page with the reason in words. A game that is gone has no page to show, so that refusal keeps its own error page. */
    private Response refusal(LinkToken granted, String token, GameActionException refused) {
        if (refused.problem() == GameActionException.Problem.NOT_FOUND) {
            throw refused;
        }
        return render(granted, token, HtmlResponses.statusOf(refused), PageInput.sentence(languages.ofLink(granted), refused), false);
    }

    private Response render(LinkToken granted, String token, int status, String problem, boolean confirmResign) {
        GameQueries.PlayPageState read = games.playPage(granted);
        GameQueries.PlayState state = read.play();
        GameSummary summary = state.summary();
        Language language = languages.of(summary.language());
        // the page's own link was found current, so its epoch is the one fresh links carry
        // issued to the minute, so that a reload within it is the same page (RenderedPages)
        String setupPath = summary.status() == GameStatus.SETUP
                ? TokenPages.pathOf(LinkPurpose.SETUP, links.issueOnPage(LinkPurpose.SETUP, granted.gameId(), granted.seat(), granted.epoch())) : null;
        String historyPath = state.seat() == null ? null
                : TokenPages.pathOf(LinkPurpose.HISTORY, links.issueOnPage(LinkPurpose.HISTORY, granted.gameId(), granted.seat(), granted.epoch()));
        PlayPage page = PlayPage.of(language, state, token, clock.instant(), historyPath, setupPath, problem, confirmResign);
        String path = TokenPages.pathOf(LinkPurpose.PLAY, token);
        VacationPanel vacation = null;
        PausePanel pause = null;
        if (summary.status() == GameStatus.SETUP || summary.status() == GameStatus.PLAYING) {
            Vacations.InGame clockNow = read.clock();
            vacation = VacationPanel.ofGame(language, clockNow, summary.opponentName(), granted.seat(), summary.status(), summary.seatToMove(), path);
            pause = summary.status() == GameStatus.PLAYING ? PausePanel.of(language, clockNow, summary.opponentName(), granted.seat(), path) : null;
        }
        RematchCard rematch = summary.status() == GameStatus.FINISHED ? RematchCard.of(language, rematches.around(granted.gameId(), granted.seat()), true,
                summary.opponentName(), granted, token, links) : null;
        WatchCard watch = WatchCard.of(language, read.watch(), summary, token, links);
        if (status != 200) {
            return HtmlResponses.html(language, status, Templates.play(page, vacation, pause, rematch, watch));
        }
        VacationPanel vacationShown = vacation;
        PausePanel pauseShown = pause;
        return rendered.html("play", token, language, () -> Templates.play(page, vacationShown, pauseShown, rematch, watch),
                page, vacation, pause, rematch, watch);
    }
}
