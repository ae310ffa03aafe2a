package flagpost.web.page;

import flagpost.game.GameActionException;
import flagpost.game.GameQueries;
import flagpost.game.GameSettings;
import flagpost.game.GameSummary;
import flagpost.game.GamesList;
import flagpost.game.InvitationRefused;
import flagpost.game.LinkEpochs;
import flagpost.game.Players;
import flagpost.game.StartRequests;
import flagpost.game.Vacations;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.links.LinkToken;
import flagpost.store.GameStatus;
import flagpost.store.SeatPage;
import flagpost.web.request.ClientRateLimiter;
import flagpost.web.view.VacationPanel;
import flagpost.web.wording.PageBundle;
import flagpost.web.wording.PageLanguages;
import flagpost.web.wording.PageWords;
import flagpost.words.Language;
import flagpost.words.Refusals;
import flagpost.words.Results;
import flagpost.words.Terms;
import flagpost.words.Times;
import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import io.vertx.core.http.HttpServerRequest;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

/**
 * A player's games, from the link the "email me links to my games" form sends. Each row links the page
 * that fits the game now for that player's seat, with a token issued at the minute the page is drawn; GET changes nothing.
 * "Someone else has my links" (POST) turns off every link the player was sent and emails fresh ones.
 * The link is the player's own, so its page also leads to their settings (name, numbering, mail), and its start form
 * invites at once in the player's name, with no confirmation email (the front page's form always asks for one).
 */
@Path("/games/{token}")
public class GamesListResource {

    private final TokenPages pages;
    private final PageLanguages languages;
    private final GameQueries games;
    private final LinkService links;
    private final LinkEpochs epochs;
    private final Players players;
    private final Vacations vacations;
    private final StartRequests startRequests;
    private final ClientRateLimiter limiter;
    private final RenderedPages rendered;

    GamesListResource(TokenPages pages, PageLanguages languages, GameQueries games, LinkService links, LinkEpochs epochs, Players players, Vacations vacations, StartRequests startRequests, ClientRateLimiter limiter,
            RenderedPages rendered) {
        this.pages = pages;
        this.languages = languages;
        this.games = games;
        this.links = links;
        this.epochs = epochs;
        this.players = players;
        this.vacations = vacations;
        this.startRequests = startRequests;
        this.limiter = limiter;
        this.rendered = rendered;
    }

    /** One row of table#games. {@code link} is null when the game has no page to open. */
    public record GameRow(long gameId, String opponent, String variant, String colour, String status, String deadline, String link,
            String linkLabel) {
    }

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance games(String name, String settingsPath, List<GameRow> rows, String turnOffPath, VacationPanel vacation,
                String problem, NewGameForm form, String startPath, String startProblem, Language language, String dataPath);
    }

    @GET
    @Produces(MediaType.TEXT_HTML)
    public Response page(@PathParam("token") String token) {
        LinkToken granted = pages.verify(token, LinkPurpose.GAMES_LIST);
        return render(granted, token, 200, null);
    }

    /**
     * Starts a game from the player's own list: the creator is the link's player, so the invitation leaves at once. A
     * field that will not do, or an opponent who may not be invited now, is said on the list with the form as typed.
     */
    @POST
    @Path("start")
    @Produces(MediaType.TEXT_HTML)
    public Response start(@PathParam("token") String token, @FormParam("opponentEmail") String opponentEmail,
            @FormParam("variant") String variant, @FormParam("daysPerMove") String daysPerMove, @FormParam("colour") String colour,
            @FormParam("lenientTwoSquares") String lenientTwoSquares, @FormParam("noRangeAttack") String noRangeAttack,
            @FormParam("moveLimit") String moveLimit, @Context HttpServerRequest request) {
        LinkToken granted = pages.verifyCurrent(token, LinkPurpose.GAMES_LIST);
        if (!limiter.allow(ClientRateLimiter.Form.NEW_GAMES, LinkRequestResource.clientOf(request))) {
            return LinkRequestResource.tooMany(languages.ofLink(granted), limiter.retryAfterSeconds(ClientRateLimiter.Form.NEW_GAMES));
        }
        NewGameForm form = new NewGameForm("", "", opponentEmail, variant, daysPerMove, colour, lenientTwoSquares != null,
                noRangeAttack != null, moveLimit);
        try {
            startRequests.startAsOwner(granted.subjectId(), form.toNewGame());
        } catch (InvitationRefused refused) {
            return render(granted, token, 403, null, form, refused.sentence(languages.ofLink(granted)));
        } catch (NewGameForm.FormProblem problem) {
            return render(granted, token, 400, null, form, problem.sentence(languages.ofLink(granted)));
        } catch (GameActionException refused) {
            if (refused.problem() != GameActionException.Problem.BAD_REQUEST) {
                throw refused;
            }
            return render(granted, token, 400, null, form, PageInput.sentence(languages.ofLink(granted), refused));
        }
        return HtmlResponses.seeOther(TokenPages.pathOf(LinkPurpose.GAMES_LIST, token));
    }

    /** Takes a vacation until the date given: the player stops their clocks in every game (see Vacations). */
    @POST
    @Path("vacation")
    @Produces(MediaType.TEXT_HTML)
    public Response takeVacation(@PathParam("token") String token, @FormParam("returns") String returns) {
        LinkToken granted = pages.verifyCurrent(token, LinkPurpose.GAMES_LIST);
        LocalDate returnDate = PageInput.date(returns);
        if (returnDate == null) {
            return render(granted, token, 400, Refusals.in(languages.ofLink(granted)).formReturnDateMissing());
        }
        return act(granted, token, () -> vacations.take(granted, returnDate));
    }

    @POST
    @Path("vacation/end")
    @Produces(MediaType.TEXT_HTML)
    public Response endVacation(@PathParam("token") String token) {
        LinkToken granted = pages.verifyCurrent(token, LinkPurpose.GAMES_LIST);
        return act(granted, token, () -> vacations.endEarly(granted));
    }

    /** Runs a vacation action: 303 to the list when done, the list with the reason in words when refused. */
    private Response act(LinkToken granted, String token, Runnable action) {
        try {
            action.run();
        } catch (GameActionException refused) {
            if (refused.problem() == GameActionException.Problem.NOT_FOUND) {
                throw refused;
            }
            return render(granted, token, HtmlResponses.statusOf(refused), PageInput.sentence(languages.ofLink(granted), refused));
        }
        return HtmlResponses.seeOther(TokenPages.pathOf(LinkPurpose.GAMES_LIST, token));
    }

    private Response render(LinkToken granted, String token, int status, String problem) {
        return render(granted, token, status, problem, NewGameForm.blank(), null);
    }

    private Response render(LinkToken granted, String token, int status, String problem, NewGameForm form, String startProblem) {
        GameQueries.GamesListPage read = games.gamesListPage(granted);
        GamesList list = read.list();
        Language language = languages.of(list.language());
        List<GameRow> rows = new ArrayList<>();
        for (GameSettings game : list.games()) {
            rows.add(row(language, game, list.linkEpoch()));
        }
        String ownPath = TokenPages.pathOf(LinkPurpose.GAMES_LIST, token);
        VacationPanel vacation = VacationPanel.ofPlayer(language, read.vacation(), ownPath);
        String name = list.playerName();
        String settingsPath = SettingsResource.pathOf(token);
        String turnOffPath = ownPath + "/links-off";
        String startPath = ownPath + "/start";
        String dataPath = DataRequestResource.askPath(token);
        if (status != 200) {
            return HtmlResponses.html(language, status, Templates.games(name, settingsPath, rows, turnOffPath, vacation, problem, form, startPath,
                    startProblem, language, dataPath));
        }
        return rendered.html("games", token, language, () -> Templates.games(name, settingsPath, rows, turnOffPath, vacation, problem, form, startPath,
                startProblem, language, dataPath), name, settingsPath, rows, turnOffPath, vacation, problem, form, startPath, startProblem, language, dataPath);
    }

    /**
     * The player's own name, changed from their own settings page ({@link SettingsResource}), opened with this link: the
     * only way to change it after the first game.
     */
    @POST
    @Path("name")
    @Produces(MediaType.TEXT_HTML)
    public Response rename(@PathParam("token") String token, @FormParam("name") String name) {
        LinkToken granted = pages.verify(token, LinkPurpose.GAMES_LIST);
        epochs.requireCurrent(granted);
        players.rename(granted.subjectId(), name);
        return SettingsResource.saved(token, "name");
    }

    /** "Someone else has my links": this link and every other the player was sent stop working; fresh ones go by email. */
    @POST
    @Path("links-off")
    @Produces(MediaType.TEXT_HTML)
    public Response turnOffLinks(@PathParam("token") String token) {
        epochs.raise(pages.verify(token, LinkPurpose.GAMES_LIST));
        return HtmlResponses.seeOther("/links/turned-off");
    }

    /** One row in the page's language. */
    private GameRow row(Language language, GameSettings game, int linkEpoch) {
        PageBundle words = PageWords.of(language);
        SeatPage page = game.page();
        String link = page == SeatPage.NONE ? null
                // issued to the minute, so that a reload within it is the same page (RenderedPages)
                : TokenPages.pathOf(page.purpose(), links.issueOnPage(page.purpose(), game.summary().gameId(), game.seat(), linkEpoch));
        String label = switch (page) {
            case INVITATION -> words.gamesLinkInvitation();
            case SETUP -> words.gamesLinkSetup();
            case PLAY -> game.summary().seatToMove() == game.seat() ? words.gamesLinkPlay() : words.gamesLinkBoard();
            case HISTORY -> words.gamesLinkHistory();
            case NONE -> null;
        };
        boolean running = switch (game.summary().status()) {
            case SETUP, PLAYING -> true;
            default -> false;
        };
        String deadline = game.summary().status() == flagpost.store.GameStatus.INVITED && game.invitationOpen()
                ? words.gamesOpenUntil(Times.when(language, game.invitationExpiresAt()))
                : running ? (game.summary().deadlineAt() == null ? words.gamesClockStopped() : Times.when(language, game.summary().deadlineAt()))
                : "";
        return new GameRow(game.summary().gameId(), game.summary().opponentName(), Terms.variant(language, game.summary().variant()),
                Terms.colour(language, game.seat()), status(language, words, game), deadline, link, label);
    }

    private static String ongoing(PageBundle words, GameSummary summary, String opponent) {
        return summary.status() == GameStatus.SETUP ? words.gamesPlacingPieces()
                : summary.seatToMove() == summary.seat() ? words.gamesYourMove() : words.gamesTheirMove(opponent);
    }

    /** Where the game stands, from the seat: "Your move", "Alice invites you", "You won: Bob resigned"... */
    private static String status(Language language, PageBundle words, GameSettings game) {
        GameSummary summary = game.summary();
        String opponent = summary.opponentName();
        if (summary.status() == GameStatus.INVITED && !game.invitedSeat() && summary.opponentMail() != null) {
            return summary.opponentBounced() ? words.gamesInvitationBounced(summary.opponentAddress(), opponent)
                    : words.gamesInvitationComplained(summary.opponentAddress());
        }
        if ((summary.status() == GameStatus.SETUP || summary.status() == GameStatus.PLAYING) && summary.opponentBounced()) {
            return words.gamesOpponentBounced(ongoing(words, summary, opponent), summary.opponentAddress());
        }
        return switch (summary.status()) {
            case INVITED -> !game.invitationOpen() ? words.gamesInvitationLapsed()
                    : game.invitedSeat() ? words.gamesInvitesYou(opponent) : words.gamesWaitingFor(opponent);
            case DECLINED -> game.invitedSeat() ? words.gamesYouDeclined() : words.gamesTheyDeclined(opponent);
            case LAPSED -> words.gamesNeverStarted();
            case SETUP -> words.gamesPlacingPieces();
            case PLAYING -> summary.seatToMove() == summary.seat() ? words.gamesYourMove() : words.gamesTheirMove(opponent);
            case FINISHED -> summary.result() == null ? words.gamesOver()
                    : Results.toldTo(language, summary.result(), summary.seat(), summary.redName(), summary.blueName());
        };
    }
}
