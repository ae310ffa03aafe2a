package flagpost.web.page;

import flagpost.game.GameActionException;
import flagpost.game.GameQueries;
import flagpost.game.SetupState;
import flagpost.game.Setups;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.links.LinkToken;
import flagpost.rules.Rank;
import flagpost.rules.Setup;
import flagpost.rules.Side;
import flagpost.store.GameStatus;
import flagpost.web.view.SetupBoardView;
import flagpost.web.wording.PageLanguages;
import flagpost.web.wording.PlayWords;
import flagpost.words.Language;
import flagpost.words.Markup;
import flagpost.words.Ranks;
import flagpost.words.RefusalBundle;
import flagpost.words.Refusals;
import flagpost.words.Results;
import flagpost.words.Terms;
import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.RawString;
import io.quarkus.qute.TemplateInstance;
import jakarta.ws.rs.Consumes;
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
import java.security.SecureRandom;
import java.util.List;

/**
 * The secret setup page of one seat ({@code /setup/{token}}, a SETUP link). GET shows the seat's own
 * rows, the tray and the setup string, and changes nothing: {@code ?fill=random} or {@code ?fill=<preset>}
 * only pre-fill the form for browsers without JavaScript. POST hands the string to
 * {@link Setups#submit}, which judges it; an invalid one comes back with every problem listed.
 */
@Path("/setup/{token}")
public class SetupResource {

    static final String FILL_RANDOM = "random";
    private static final SecureRandom RANDOM = new SecureRandom();

    private final TokenPages pages;
    private final PageLanguages languages;
    private final GameQueries games;
    private final Setups setups;
    private final LinkService links;
    private final RenderedPages rendered;

    SetupResource(TokenPages pages, PageLanguages languages, GameQueries games, Setups setups, LinkService links, RenderedPages rendered) {
        this.pages = pages;
        this.languages = languages;
        this.games = games;
        this.setups = setups;
        this.links = links;
        this.rendered = rendered;
    }


    /** Everything the page shows, in {@code language}. {@code playPath} is set once the game has started, {@code historyPath} once it is over. */
    public record SetupPage(Language language, String token, SetupState state, SetupBoardView board, String setupText, List<String> submitProblems,
            List<SetupPresets.Preset> presets, String playPath, String historyPath) {

        public boolean editable() {
            return state.summary().status() == GameStatus.SETUP;
        }

        public String seatName() {
            return Terms.colour(language, state.summary().seat());
        }

        public String variantName() {
            return Terms.variant(language, state.summary().variant());
        }

        /** The page's first sentence, with the opponent's name (escaped here) in bold: markup, so the page prints it raw. */
        public RawString intro() {
            String opponent = "<strong>" + Markup.escape(state.summary().opponentName()) + "</strong>";
            return new RawString(PlayWords.of(language).setupIntro(Markup.escape(variantName()), opponent, Markup.escape(seatName())));
        }

        public String presetName(SetupPresets.Preset preset) {
            return preset.name(language);
        }

        public String presetDescription(SetupPresets.Preset preset) {
            return preset.description(language);
        }

        public String presetSetup(SetupPresets.Preset preset) {
            return preset.setupFor(state.summary().seat());
        }

        /** Red's setup letters, strongest rank first: "L Marshal, K General, … M Flag". */
        public String redLetters() {
            return setupLetters(language, Side.RED);
        }

        /** Blue's setup letters, strongest rank first: "X Marshal, W General, … Y Flag". */
        public String blueLetters() {
            return setupLetters(language, Side.BLUE);
        }

        private static String setupLetters(Language language, Side seat) {
            StringBuilder letters = new StringBuilder();
            for (Rank rank : Rank.values()) {
                letters.append(letters.isEmpty() ? "" : ", ").append(rank.gravonLetter(seat)).append(' ').append(Ranks.name(language, rank));
            }
            return letters.toString();
        }

        /** "Red wins: Blue resigned.", or null while the game goes on. */
        public String plainResult() {
            return state.summary().result() == null ? null : Results.plain(language, state.summary().result());
        }
    }

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance page(SetupPage page);
    }

    @GET
    @Produces(MediaType.TEXT_HTML)
    public Response show(@PathParam("token") String token, @QueryParam("fill") String fill) {
        LinkToken granted = pages.verify(token, LinkPurpose.SETUP);
        SetupState state = games.setupState(granted);
        Language language = languages.of(state.summary().language());
        Response notOpen = refuseUnlessSetUpOrLater(language, state);
        if (notOpen != null) {
            return notOpen;
        }
        String text = state.ownSetup();
        if (state.summary().status() == GameStatus.SETUP && fill != null) {
            text = filled(state, fill, text);
        }
        return render(Response.Status.OK.getStatusCode(), token, granted, state, text == null ? "" : text, List.of());
    }

    @POST
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Produces(MediaType.TEXT_HTML)
    public Response submit(@PathParam("token") String token, @FormParam("setup") String setup) {
        LinkToken granted = pages.verifyCurrent(token, LinkPurpose.SETUP);
        try {
            setups.submit(granted.gameId(), granted.seat(), setup);
        } catch (GameActionException refused) {
            if (refused.problem() != GameActionException.Problem.INVALID_SETUP) {
                throw refused; // a game that is over or not open: the app-wide friendly page
            }
            Language language = languages.ofLink(granted);
            List<String> problems = refused.details().isEmpty() ? List.of(refused.sentence(language)) : refused.details(language);
            return render(HtmlResponses.UNPROCESSABLE, token, granted, games.setupState(granted),
                    setup == null ? "" : setup, problems);
        }
        return Response.seeOther(URI.create(TokenPages.pathOf(LinkPurpose.SETUP, token))).build();
    }

    /** {@code granted}: the page's link, found current, so fresh links carry its epoch. */
    private Response render(int status, String token, LinkToken granted, SetupState state, String text, List<String> submitProblems) {
        Language language = languages.of(state.summary().language());
        Side seat = state.summary().seat();
        GameStatus gameStatus = state.summary().status();
        long gameId = state.summary().gameId();
        // issued to the minute, so that a reload within it is the same page (RenderedPages)
        String playPath = gameStatus == GameStatus.PLAYING
                ? TokenPages.pathOf(LinkPurpose.PLAY, links.issueOnPage(LinkPurpose.PLAY, gameId, seat, granted.epoch())) : null;
        String historyPath = gameStatus == GameStatus.FINISHED
                ? TokenPages.pathOf(LinkPurpose.HISTORY, links.issueOnPage(LinkPurpose.HISTORY, gameId, seat, granted.epoch())) : null;
        SetupBoardView board = SetupBoardView.of(language, seat, state.summary().variant(), state.summary().numbering(), text,
                state.ownSetup());
        SetupPage page = new SetupPage(language, token, state, board, text, submitProblems, SetupPresets.forVariant(state.summary().variant()),
                playPath, historyPath);
        if (status != 200) {
            return HtmlResponses.html(language, status, Templates.page(page));
        }
        return rendered.html("setup", token, language, () -> Templates.page(page), page);
    }

    /** Before the invitation is accepted, or when the game never started, there is nothing to set up. */
    private static Response refuseUnlessSetUpOrLater(Language language, SetupState state) {
        RefusalBundle say = Refusals.in(language);
        return switch (state.summary().status()) {
            case SETUP, PLAYING -> null;
            case FINISHED -> state.ownPlaced() && state.opponentPlaced() ? null
                    : ErrorPages.page(language, Response.Status.CONFLICT, say.errorGameOverTitle(),
                            say.errorEndedBeforeSetups(Results.plain(language, state.summary().result())));
            case INVITED -> ErrorPages.page(language, Response.Status.CONFLICT, say.errorNotAcceptedTitle(), say.errorNotAccepted());
            case DECLINED -> ErrorPages.page(language, Response.Status.CONFLICT, say.errorNeverStartedTitle(), say.errorDeclined());
            case LAPSED -> ErrorPages.page(language, Response.Status.CONFLICT, say.errorNeverStartedTitle(), say.errorCalledOff());
        };
    }

    /** What {@code ?fill=} puts in the form; an unknown name keeps what was there. */
    private static String filled(SetupState state, String fill, String current) {
        Side seat = state.summary().seat();
        if (FILL_RANDOM.equals(fill)) {
            return Setup.random(seat, state.summary().variant(), RANDOM).toSetupString();
        }
        return SetupPresets.find(state.summary().variant(), fill).map(preset -> preset.setupFor(seat)).orElse(current);
    }
}
