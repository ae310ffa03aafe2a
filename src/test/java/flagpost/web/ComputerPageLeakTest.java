package flagpost.web;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.bot.Level;
import flagpost.game.ComputerTurns;
import flagpost.game.GameQueries;
import flagpost.game.SeatChoice;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.rules.Move;
import flagpost.rules.Numbering;
import flagpost.rules.Setup;
import flagpost.rules.Side;
import flagpost.rules.Variant;
import flagpost.store.GameEntity;
import flagpost.store.SetupEntity;
import flagpost.support.ServiceGames;
import flagpost.support.leaks.Knowledge;
import flagpost.words.Language;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A game against the computer through the play page's form, the computer answering by its job: after each of its
 * moves, the person's play and history pages show nothing of the computer's setup beyond what the person may know,
 * worked out from both setups and the stored moves (not from the view). The computer plays Red here, so its setup is
 * on the board before the person has moved once.
 */
@QuarkusTest
class ComputerPageLeakTest {

    @Inject
    LinkService links;

    @Inject
    ComputerTurns turns;

    @Inject
    GameQueries queries;

    @Test
    void thePersonsPagesNeverShowTheComputersHiddenPieces() {
        long id = ServiceGames.computerGame(Level.NORMAL, Variant.BARRAGE, SeatChoice.BLUE, ServiceGames.uniqueEmail("alice"));
        String personSetup = flagpost.bot.Bot.setup(Variant.BARRAGE, Side.BLUE, 11).toSetupString();
        given().redirects().follow(false).contentType(ContentType.URLENC).formParam("setup", personSetup)
                .post("/setup/" + links.issue(LinkPurpose.SETUP, id, Side.BLUE, 0)).then().statusCode(303);
        String play = "/play/" + links.issue(LinkPurpose.PLAY, id, Side.BLUE, 0);
        String history = "/history/" + links.issue(LinkPurpose.HISTORY, id, Side.BLUE, 0);

        for (int turn = 0; turn < 6 && playing(id); turn++) {
            assertEquals(1, turns.process(List.of(id)), "the computer answers");
            scan(id, play, history);
            if (!playing(id)) {
                break;
            }
            List<Move> legal = queries.seatState(id, Side.BLUE).legalMoves();
            int ply = ServiceGames.storedMoves(id).size();
            given().redirects().follow(false).contentType(ContentType.URLENC).formParam("ply", ply)
                    .formParam("from", legal.get(0).from().name()).formParam("to", legal.get(0).to().name())
                    .post(play + "/move").then().statusCode(303);
        }
        assertTrue(ServiceGames.storedMoves(id).size() >= 2, "the game went on");
    }

    private void scan(long id, String play, String history) {
        List<Move> moves = ServiceGames.storedMoves(id);
        Setup red = setupOf(id, Side.RED);
        Setup blue = setupOf(id, Side.BLUE);
        Knowledge now = Knowledge.of(red, blue, moves, moves.size(), Side.BLUE, !playing(id));
        List<String> problems = PageLeakCheck.problems(page(play), now, now, Numbering.MODERN, Language.EN);
        assertTrue(problems.isEmpty(), "play page at ply " + moves.size() + ": " + problems);
        problems = PageLeakCheck.problems(page(history), now, now, Numbering.MODERN, Language.EN);
        assertTrue(problems.isEmpty(), "history at ply " + moves.size() + ": " + problems);
    }

    private static boolean playing(long id) {
        return QuarkusTransaction.requiringNew().call(() -> GameEntity.<GameEntity>findById(id).result() == null);
    }

    private static Setup setupOf(long id, Side seat) {
        return QuarkusTransaction.requiringNew().call(() -> SetupEntity.forGame(id).stream().filter(stored -> stored.seat == seat)
                .findFirst().map(stored -> Setup.parse(seat, Variant.BARRAGE, stored.pieces).orThrow()).orElseThrow());
    }

    private static String page(String path) {
        return given().noFilters().get(path).then().statusCode(200).extract().asString();
    }
}
