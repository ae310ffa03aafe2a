package flagpost.game;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.bot.Bot;
import flagpost.bot.Level;
import flagpost.game.GameActionException.Problem;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.rules.GameOptions;
import flagpost.rules.Side;
import flagpost.rules.Variant;
import flagpost.store.GameStatus;
import flagpost.store.PlayerEntity;
import flagpost.support.ServiceGames;
import flagpost.support.StoreProbe;
import flagpost.words.Language;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The cap on a person's unfinished games against the computer ({@code flagpost.computer.games-per-person}, 10): one
 * more is refused where the address's owner alone reads it, the confirmation link's page and "Play again", in their
 * language; the public form answers an address at the cap exactly as a new one, so nobody learns from it whether an
 * address plays here; a game finished makes room again.
 */
@QuarkusTest
class ComputerGamesCapTest {

    private static final String CAPPED_EN = "You already have 10 unfinished games against the computer, as many as one player may have at "
            + "once. Finish or resign one of them, then try again.";

    @Inject
    ComputerGames computerGames;

    @Inject
    ComputerConfig config;

    @Inject
    StartRequests startRequests;

    @Inject
    Setups setups;

    @Inject
    Play play;

    @Inject
    Rematches rematches;

    @Inject
    LinkService links;

    @Inject
    StoreProbe store;

    @Test
    void oneGameMoreIsRefusedToItsOwnerOnlyAndAFinishedGameMakesRoom() {
        assertEquals(10, config.gamesPerPerson());
        String person = ServiceGames.uniqueEmail("busy");
        long first = ServiceGames.computerGame(Level.EASY, Variant.DUEL, SeatChoice.RED, person);
        long personId = ServiceGames.playerId(first, Side.RED);
        List<Long> games = new ArrayList<>(List.of(first));
        while (games.size() < config.gamesPerPerson()) {
            games.add(QuarkusTransaction.requiringNew().call(() -> computerGames.create(PlayerEntity.findById(personId), Level.EASY,
                    Variant.DUEL, GameOptions.DEFAULT, NewGame.DEFAULT_DAYS_PER_MOVE, SeatChoice.RED)));
        }

        // The public form: the same answer for the address at the cap as for one never seen.
        Response capped = postForm(person);
        Response fresh = postForm(ServiceGames.uniqueEmail("newcomer"));
        assertEquals(303, fresh.statusCode(), fresh.asString());
        assertEquals(fresh.statusCode(), capped.statusCode(), capped.asString());
        assertEquals(fresh.header("Location"), capped.header("Location"));

        // The owner reads the refusal on the page of the link their email brought, in their language.
        long request = latestRequestOf(person);
        String confirm = "/confirm/" + links.issue(LinkPurpose.CONFIRM_START, request, null, 0);
        String page = given().redirects().follow(false).post(confirm).then().statusCode(409).extract().asString();
        assertTrue(page.contains(CAPPED_EN), page);
        GameActionException refused = assertThrows(GameActionException.class, () -> startRequests.confirm(request));
        assertEquals(Problem.WRONG_STATE, refused.problem());
        assertEquals(CAPPED_EN, refused.sentence(Language.EN));
        assertEquals("Ya tienes 10 partidas sin terminar contra el ordenador, tantas como un jugador puede tener a la vez. Termina una de "
                + "ellas o ríndete en ella, y vuelve a intentarlo.", refused.sentence(Language.ES));
        assertEquals("Sizda kompyuterga qarshi 10 ta tugallanmagan oʻyin bor: bir oʻyinchiga bir vaqtda shuncha ruxsat etiladi. Ulardan "
                + "birini tugating yoki unda taslim boʻling, soʻng qaytadan urinib koʻring.", refused.sentence(Language.UZ));

        // "Play again" is a start too: with a finished game and ten others, it is refused in the same words.
        finish(games.get(0));
        games.add(QuarkusTransaction.requiringNew().call(() -> computerGames.create(PlayerEntity.findById(personId), Level.NORMAL,
                Variant.CLASSIC, GameOptions.DEFAULT, NewGame.DEFAULT_DAYS_PER_MOVE, SeatChoice.BLUE)));
        GameActionException again = assertThrows(GameActionException.class, () -> rematches.propose(first, Side.RED));
        assertEquals(CAPPED_EN, again.sentence(Language.EN));

        // One more finished: the request still waiting is confirmed now.
        finish(games.get(1));
        long started = startRequests.confirm(request);
        assertEquals(GameStatus.SETUP, store.game(started).status);
    }

    private void finish(long gameId) {
        setups.submit(gameId, Side.RED, Bot.setup(Variant.DUEL, Side.RED, gameId).toSetupString());
        play.resign(gameId, Side.RED);
    }

    private static Response postForm(String email) {
        return given().redirects().follow(false).contentType(ContentType.URLENC).formParam("creatorName", "Alice")
                .formParam("creatorEmail", email).formParam("level", "easy").formParam("variant", "DUEL").formParam("daysPerMove", "3")
                .formParam("colour", "RED").post("/computer").then().extract().response();
    }

    private static long latestRequestOf(String email) {
        return QuarkusTransaction.requiringNew().call(() -> ((Number) PlayerEntity.getEntityManager()
                .createNativeQuery("select r.id from invitation_request r join player p on p.id = r.creator_id where p.email = :email "
                        + "order by r.id desc limit 1").setParameter("email", email).getSingleResult()).longValue());
    }
}
