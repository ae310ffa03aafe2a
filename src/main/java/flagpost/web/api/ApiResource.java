package flagpost.web.api;

import flagpost.game.GameQueries;
import flagpost.game.Play;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.links.LinkToken;
import flagpost.links.TokenCheck;
import flagpost.metrics.MoveChannel;
import flagpost.metrics.MoveMeters;
import flagpost.rules.Move;
import flagpost.web.wording.PageLanguages;
import flagpost.words.Refusals;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.List;

/**
 * The JSON API for scripts and bots, authorised by the play link's token in the path: the token
 * names one seat in one game, and nothing in a request can name another. Its sentences (a refusal's
 * {@code sentence}, a result's {@code description}) are in that seat's player's language ({@link PageLanguages}). Thin: the game service
 * owns the transactions and the checks; refusals become JSON errors in {@link ApiExceptionMappers}.
 * README.md, "JSON API", documents it.
 */
@Path("/api/games/{token}")
@Produces(MediaType.APPLICATION_JSON)
public class ApiResource {

    private final LinkService links;
    private final GameQueries games;
    private final Play play;
    private final MoveMeters moves;
    private final PageLanguages languages;

    ApiResource(LinkService links, GameQueries games, Play play, MoveMeters moves, PageLanguages languages) {
        this.links = links;
        this.games = games;
        this.play = play;
        this.moves = moves;
        this.languages = languages;
    }

    /** The seat's view of the game, as that seat may know it. */
    @GET
    public ApiJson.GameView view(@PathParam("token") String token) {
        LinkToken granted = verify(token);
        GameQueries.SeatState state = games.seatState(granted);
        return ApiJson.GameView.of(granted.gameId(), state.view(), state.deadlineAt(), languages.of(state.chosenLanguage()));
    }

    /** The seat's legal moves, {@code e3-e4} or {@code e3xe4} for an attack; empty when it is not the seat's turn. */
    @GET
    @Path("moves")
    public List<String> legalMoves(@PathParam("token") String token) {
        GameQueries.SeatState state = games.seatState(verify(token));
        return state.legalMoves().stream().map(move -> move.notation(state.view().pieceAt(move.to()) != null)).toList();
    }

    /** Plays a move for the token's seat; {@code ply} is the number of moves played when it was chosen. */
    @POST
    @Path("moves")
    @Consumes(MediaType.APPLICATION_JSON)
    public ApiJson.MovePlayed move(@PathParam("token") String token, ApiJson.MoveRequest request) {
        LinkToken granted = verify(token); // the move checks the epoch and records the use in its own transaction
        if (request == null || request.move() == null || request.ply() == null) {
            throw new ApiException(Response.Status.BAD_REQUEST, "BAD_REQUEST", language -> Refusals.in(language).apiMoveMissing());
        }
        Move.ParsedMove parsed = Move.parse(request.move());
        if (!parsed.isValid()) {
            throw new ApiException(Response.Status.BAD_REQUEST, "BAD_REQUEST", language -> Refusals.parseError(language, parsed));
        }
        Play.MoveReceipt receipt = moves.timed(MoveChannel.API, () -> play.move(granted, request.ply(), parsed.move()));
        // The player's language is looked up only when there is an ending to describe in it.
        return ApiJson.MovePlayed.of(receipt, receipt.result() == null ? null : languages.ofLink(granted));
    }

    private LinkToken verify(String token) {
        TokenCheck check = links.verify(token, LinkPurpose.PLAY);
        if (check instanceof TokenCheck.Valid valid) {
            return valid.token();
        }
        throw switch (((TokenCheck.Invalid) check).failure()) {
            case EXPIRED -> new ApiException(Response.Status.GONE, "LINK_EXPIRED", language -> Refusals.in(language).apiLinkExpired());
            case WRONG_PURPOSE -> new ApiException(Response.Status.FORBIDDEN, "WRONG_LINK",
                    language -> Refusals.in(language).apiWrongLink());
            case MALFORMED, BAD_SIGNATURE, UNKNOWN_KEY -> new ApiException(Response.Status.FORBIDDEN, "INVALID_LINK",
                    language -> Refusals.in(language).apiInvalidLink());
        };
    }
}
