package flagpost.web;

import static flagpost.web.ApiTest.ok;
import static flagpost.web.ApiTest.post;
import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.rules.Ending;
import flagpost.rules.Game;
import flagpost.rules.GameOptions;
import flagpost.rules.Move;
import flagpost.rules.Piece;
import flagpost.rules.Side;
import flagpost.rules.Square;
import flagpost.rules.Variant;
import flagpost.support.ScriptedGame;
import flagpost.support.ServiceGames;
import flagpost.support.leaks.Knowledge;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Full games played through the API, every answer checked against what its seat may know, worked out by
 * {@link Knowledge} from the setups and the moves, not from the view ({@link ApiLeakScan}).
 */
@QuarkusTest
class ApiLeakTest {

    private static final Set<String> VIEW_FIELDS = Set.of("game", "seat", "variant", "ply", "sideToMove", "yourTurn", "result", "board",
            "lastRedMove", "lastBlueMove", "battles", "captured", "deadline");

    private static final ObjectMapper MAPPER = new ObjectMapper();

    @Inject
    LinkService links;

    @Test
    void barrageToTheFlag() {
        playAndScan(ScriptedGame.find(Variant.BARRAGE, Ending.FLAG_CAPTURED, 1, 200));
    }

    @Test
    void duelToTheFlag() {
        playAndScan(ScriptedGame.find(Variant.DUEL, Ending.FLAG_CAPTURED, 40, 100));
    }

    @Test
    void barrageUntilASideCannotMove() {
        playAndScan(ScriptedGame.find(Variant.BARRAGE, Ending.UNABLE_TO_MOVE, 1, 100));
    }

    @SuppressWarnings("unchecked")
    private void playAndScan(ScriptedGame script) {
        long id = ServiceGames.startedGame(script.red().variant(), GameOptions.DEFAULT, script.red(), script.blue());
        Map<Side, String> api = new EnumMap<>(Side.class);
        for (Side seat : Side.values()) {
            api.put(seat, "/api/games/" + links.issue(LinkPurpose.PLAY, id, seat, 0));
        }
        Game truth = Game.start(script.red(), script.blue(), GameOptions.DEFAULT);
        Map<Side, List<Knowledge>> knowledge = new EnumMap<>(Side.class);
        for (Side seat : Side.values()) {
            knowledge.put(seat, Knowledge.along(script.red(), script.blue(), script.moves(), seat));
        }
        scanViews(api, truth, knowledge);
        int ply = 0;
        for (Move move : script.moves()) {
            Side mover = truth.sideToMove();
            Game before = truth;
            List<String> legal = list(ok(given().get(api.get(mover) + "/moves")).extract().asString());
            assertEquals(before.legalMoves().stream().map(m -> m.notation(before.pieceAt(m.to()) != null)).collect(Collectors.toSet()),
                    new HashSet<>(legal), "legal moves at ply " + ply);
            assertEquals("[]", ok(given().get(api.get(mover.opponent()) + "/moves")).extract().asString());

            Piece attacker = truth.pieceAt(move.from());
            Piece defender = truth.pieceAt(move.to());
            Map<String, Object> answer = json(ok(post(api.get(mover), "{\"move\": \"" + move.notation(defender != null) + "\", \"ply\": "
                    + ply + "}")).extract().asString());
            Map<String, Object> played = (Map<String, Object>) answer.get("played");
            Map<String, Object> battle = (Map<String, Object>) played.get("battle");
            Game after = truth.apply(move).gameOrThrow();
            assertEquals(move.notation(defender != null), played.get("move"));
            assertEquals(ply + 1, answer.get("ply"));
            if (defender == null) {
                assertNull(battle);
            } else {
                assertEquals(attacker.rank().code(), battle.get("attacker"), "a battle shows both ranks");
                assertEquals(defender.rank().code(), battle.get("defender"));
            }
            truth = after;
            ply++;
            scanViews(api, truth, knowledge);
        }
        assertTrue(truth.isOver());
        for (Side seat : Side.values()) {
            JsonPath view = ok(given().get(api.get(seat))).extract().jsonPath();
            assertEquals(script.result().ending().code(), view.getString("result.ending"));
            assertNull(view.get("deadline"));
            assertNull(view.get("sideToMove"));
        }
    }

    /** Plain Jackson: rest-assured's Groovy paths cost more than the server over a thousand answers. */
    @SuppressWarnings("unchecked")
    private static Map<String, Object> json(String body) {
        try {
            return MAPPER.readValue(body, Map.class);
        } catch (JsonProcessingException unreadable) {
            throw new AssertionError("not JSON: " + body, unreadable);
        }
    }

    @SuppressWarnings("unchecked")
    private static List<String> list(String body) {
        try {
            return MAPPER.readValue(body, List.class);
        } catch (JsonProcessingException unreadable) {
            throw new AssertionError("not JSON: " + body, unreadable);
        }
    }

    /** Both seats' views against the position and what each may know of it. */
    @SuppressWarnings("unchecked")
    private static void scanViews(Map<Side, String> api, Game truth, Map<Side, List<Knowledge>> knowledge) {
        for (Side viewer : Side.values()) {
            Map<String, Object> view = json(ok(given().get(api.get(viewer))).extract().asString());
            assertEquals(VIEW_FIELDS, view.keySet(), "no other fields");
            assertEquals(truth.ply(), view.get("ply"));
            assertEquals(!truth.isOver() && truth.sideToMove() == viewer, view.get("yourTurn"));
            List<Map<String, Object>> board = (List<Map<String, Object>>) view.get("board");
            for (Map<String, Object> piece : board) {
                assertEquals(Set.of("square", "side", "rank", "moved", "revealed", "knownScout"), piece.keySet());
                Square square = Square.parse((String) piece.get("square"));
                assertEquals(truth.hasMoved(square), piece.get("moved"), viewer + " at ply " + truth.ply() + ": " + piece);
            }
            assertEquals(List.of(), ApiLeakScan.boardProblems(board, knowledge.get(viewer).get(truth.ply())));
            for (Side side : Side.values()) {
                Map<String, Integer> lost = new LinkedHashMap<>();
                truth.captured(side).forEach((rank, count) -> {
                    if (count > 0) {
                        lost.put(rank.code(), count);
                    }
                });
                assertEquals(lost, ((Map<String, Object>) view.get("captured")).get(side.code()), "captured pieces are known to both");
            }
            assertEquals(truth.battles().size(), ((List<Object>) view.get("battles")).size());
        }
    }
}
