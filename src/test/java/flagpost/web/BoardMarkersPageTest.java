package flagpost.web;

import static flagpost.web.PlayPageTest.get;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.game.GameQueries;
import flagpost.game.Play;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.rules.Move;
import flagpost.rules.Side;
import flagpost.support.ServiceGames;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The play page's markers on a known position: the pieces that can move, the enemy pieces within reach and the
 * targets a repetition rule forbids, with the rule's reason; and none of them on the opponent's turn.
 *
 * <p>Both sides use {@link ServiceGames#CLASSIC_SETUP} (Red: Marshal a4, Spy b4, Scouts c4–j4; Blue: Scouts a7–h7,
 * Spy i7, Marshal j7). After e4-e5 a7-a6 e5-e4 a6-a5 e4-e5 e7-e6 it is Red's move: the Scout on e5 has moved three
 * times between e4 and e5, so the two-squares rule forbids e5-e4; the Marshal can attack a5, the Scout on e5 can
 * attack e6, and the Scouts on f4, i4 and j4 can run up their open files to attack f7, i7 and j7.
 */
@QuarkusTest
class BoardMarkersPageTest {

    @Inject
    Play play;

    @Inject
    GameQueries queries;

    @Inject
    LinkService links;

    @Test
    void theSeatToMoveSeesWhatCanMoveWhatItCanAttackAndWhatTheRulesForbid() {
        long id = knownPosition();
        String html = get(play(id, Side.RED)).then().statusCode(200)
                .body(containsString("id=\"forbidden-moves\""))
                .extract().asString();
        BoardPage board = BoardPage.of(html);

        List<String> movable = queries.seatState(id, Side.RED).legalMoves().stream().map(m -> m.from().name()).distinct().toList();
        assertEquals(new TreeSet<>(movable), new TreeSet<>(board.marked("movable")), "exactly the pieces with a legal move");
        assertTrue(board.at("e5").label().contains(", can move"), board.at("e5").label());
        assertTrue(board.at("a4").label().startsWith("a4: your Marshal 10"), "the name holds the symbol shown: " + board.at("a4").label());

        assertEquals(List.of("f7", "i7", "j7", "e6", "a5"), board.marked("attackable"), "the enemy pieces within reach, in reading order");
        assertTrue(board.at("e6").label().endsWith("you can attack it"), board.at("e6").label());
        assertTrue(board.at("e6").label().startsWith("e6: Blue piece, rank unknown"), "attackable says nothing of the rank");

        assertEquals(Map.of("e5", "e4"), board.forbidden(), "only e5-e4 is forbidden, and only by its piece");
        assertTrue(!List.of(board.at("e5").targets().split(" ")).contains("e4"), "and it is not offered");
        String listed = html.substring(html.indexOf("id=\"forbidden-moves\""));
        listed = listed.substring(0, listed.indexOf("</ul>"));
        assertEquals(1, listed.split("<li ").length - 1, listed);
        assertTrue(listed.contains("data-from=\"e5\" data-to=\"e4\"") && listed.contains("Two-squares rule: this piece has already moved 3 times"),
                "the move form says why, in the rules' words: " + listed);
    }

    @Test
    void theOpponentsPageHasNoneOfTheseMarkers() {
        long id = knownPosition();
        String html = get(play(id, Side.BLUE)).then().statusCode(200)
                .body(not(containsString("forbidden")))
                .body(not(containsString("data-targets")))
                .extract().asString();
        BoardPage board = BoardPage.of(html);
        assertEquals(List.of(), board.marked("movable"));
        assertEquals(List.of(), board.marked("attackable"));
        assertEquals(Map.of(), board.forbidden());
        assertTrue(board.cells().values().stream().noneMatch(cell -> cell.label().contains("can move") || cell.label().contains("attack it")),
                board.cells().values().stream().map(BoardPage.Cell::label).collect(Collectors.joining("; ")));
    }

    private long knownPosition() {
        long id = ServiceGames.startedClassicGame();
        String[] moves = {"e4-e5", "a7-a6", "e5-e4", "a6-a5", "e4-e5", "e7-e6"};
        for (int ply = 0; ply < moves.length; ply++) {
            String[] squares = moves[ply].split("-");
            play.move(id, ply % 2 == 0 ? Side.RED : Side.BLUE, ply, Move.of(squares[0], squares[1]));
        }
        return id;
    }

    private String play(long id, Side seat) {
        return "/play/" + links.issue(LinkPurpose.PLAY, id, seat, 0);
    }
}
