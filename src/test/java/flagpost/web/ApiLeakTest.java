package flagpost.web;

import static flagpost.web.ApiTest.ok;
import static flagpost.web.ApiTest.post;
import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.game.GameService;
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
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Full games played through the API, every answer checked against what its seat may know. What is
 * known is worked out here from the setups and the moves, not from the view: a piece that fought is
 * known from then on, a piece that moved more than one square is a known Scout, a known piece stays
 * known where it moves, and after the end everything is known.
 */
@QuarkusTest
class ApiLeakTest {

    private static final Set<String> VIEW_FIELDS = Set.of("game", "seat", "variant", "ply", "sideToMove", "yourTurn", "result", "board",
            "lastRedMove", "lastBlueMove", "battles", "captured", "deadline");

    @Inject
    GameService games;

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

    private void playAndScan(ScriptedGame script) {
        long id = ServiceGames.startedGame(games, script.red().variant(), GameOptions.DEFAULT, script.red(), script.blue());
        Map<Side, String> api = new EnumMap<>(Side.class);
        for (Side seat : Side.values()) {
            api.put(seat, "/api/games/" + links.issue(LinkPurpose.PLAY, id, seat));
        }
        Game truth = Game.start(script.red(), script.blue(), GameOptions.DEFAULT);
        Set<Square> known = new HashSet<>();
        scanViews(api, truth, known);
        int ply = 0;
        for (Move move : script.moves()) {
            Side mover = truth.sideToMove();
            Game before = truth;
            List<String> legal = ok(given().get(api.get(mover) + "/moves")).extract().jsonPath().getList("", String.class);
            assertEquals(before.legalMoves().stream().map(m -> m.notation(before.pieceAt(m.to()) != null)).collect(Collectors.toSet()),
                    new HashSet<>(legal), "legal moves at ply " + ply);
            ok(given().get(api.get(mover.opponent()) + "/moves")).body("size()", org.hamcrest.Matchers.equalTo(0));

            Piece attacker = truth.pieceAt(move.from());
            Piece defender = truth.pieceAt(move.to());
            JsonPath answer = ok(post(api.get(mover), "{\"move\": \"" + move.notation(defender != null) + "\", \"ply\": " + ply + "}"))
                    .extract().jsonPath();
            Game after = truth.apply(move).gameOrThrow();
            assertEquals(move.notation(defender != null), answer.getString("played.move"));
            assertEquals(ply + 1, answer.getInt("ply"));
            if (defender == null) {
                assertNull(answer.get("played.battle"));
            } else {
                assertEquals(attacker.rank().code(), answer.getString("played.battle.attacker"), "a battle shows both ranks");
                assertEquals(defender.rank().code(), answer.getString("played.battle.defender"));
            }
            boolean wasKnown = known.remove(move.from());
            known.remove(move.to());
            if (after.pieceAt(move.to()) != null && (defender != null || wasKnown || move.distance() > 1)) {
                known.add(move.to());
            }
            truth = after;
            ply++;
            scanViews(api, truth, known);
        }
        assertTrue(truth.isOver());
        for (Side seat : Side.values()) {
            JsonPath view = ok(given().get(api.get(seat))).extract().jsonPath();
            assertEquals(script.result().ending().code(), view.getString("result.ending"));
            assertNull(view.get("deadline"));
            assertNull(view.get("sideToMove"));
        }
    }

    /** Both seats' views against the position and what each may know of it. */
    private static void scanViews(Map<Side, String> api, Game truth, Set<Square> known) {
        for (Side viewer : Side.values()) {
            String body = ok(given().get(api.get(viewer))).extract().asString();
            JsonPath view = new JsonPath(body);
            assertEquals(VIEW_FIELDS, view.getMap("").keySet(), "no other fields");
            assertEquals(truth.ply(), view.getInt("ply"));
            assertEquals(!truth.isOver() && truth.sideToMove() == viewer, view.getBoolean("yourTurn"));
            Map<String, Map<String, Object>> board = new HashMap<>();
            for (Map<String, Object> piece : view.<Map<String, Object>>getList("board")) {
                assertEquals(Set.of("square", "side", "rank", "moved", "revealed", "knownScout"), piece.keySet());
                board.put((String) piece.get("square"), piece);
            }
            for (int i = 0; i < Square.COUNT; i++) {
                Square square = Square.of(i);
                Piece piece = truth.pieceAt(square);
                Map<String, Object> shown = board.get(square.name());
                String where = viewer + " at ply " + truth.ply() + ", " + square.name() + ": " + shown;
                if (piece == null) {
                    assertNull(shown, where);
                    continue;
                }
                assertEquals(piece.side().code(), shown.get("side"), where);
                assertEquals(truth.hasMoved(square), shown.get("moved"), where);
                boolean publiclyKnown = known.contains(square);
                assertEquals(publiclyKnown, (Boolean) shown.get("revealed") || (Boolean) shown.get("knownScout"), where);
                boolean mayKnow = truth.isOver() || piece.side() == viewer || publiclyKnown;
                assertEquals(mayKnow ? piece.rank().code() : null, shown.get("rank"), where);
            }
            for (Side side : Side.values()) {
                Map<String, Integer> lost = new LinkedHashMap<>();
                truth.captured(side).forEach((rank, count) -> {
                    if (count > 0) {
                        lost.put(rank.code(), count);
                    }
                });
                assertEquals(lost, view.getMap("captured." + side.code()), "captured pieces are known to both");
            }
            assertEquals(truth.battles().size(), view.getList("battles").size());
        }
    }
}
