package flagpost.web;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.game.Play;
import flagpost.game.WatchLinks;
import flagpost.links.LinkService;
import flagpost.rules.Ending;
import flagpost.rules.Game;
import flagpost.rules.GameOptions;
import flagpost.rules.Move;
import flagpost.rules.Numbering;
import flagpost.rules.Setup;
import flagpost.rules.Side;
import flagpost.rules.Variant;
import flagpost.support.ScriptedGame;
import flagpost.support.ServiceGames;
import flagpost.support.leaks.DocumentScan;
import flagpost.support.leaks.Knowledge;
import flagpost.support.leaks.PlantedLeak;
import flagpost.web.page.WatchResource;
import flagpost.words.Language;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The spectator's pages through the leak scan, as {@link EveryPageLeakTest} reads the seats' pages: whole games played
 * through the service, and at every ply the watch page, its history now and at plies 0, half the current one and the
 * one before, each read against what the public may know, worked out by {@link Knowledge#publicAlong} from the setups
 * and moves alone: no rank of either side that its opponent has not seen. The negative controls plant a leak in every
 * form the scan covers, on both pages, and the scan must find each.
 */
@QuarkusTest
class SpectatorLeakTest {

    private static final Setup RED = Setup.parse(Side.RED, Variant.CLASSIC, ServiceGames.CLASSIC_SETUP).orThrow();
    private static final Setup BLUE = Setup.parse(Side.BLUE, Variant.CLASSIC, ServiceGames.CLASSIC_SETUP).orThrow();

    @Inject
    Play play;

    @Inject
    WatchLinks watchLinks;

    @Inject
    LinkService links;

    /** The language the spectator's browser asks for ({@code Accept-Language}): a watch page has no player to take one from. */
    private static Language language = Language.EN;

    /** Read by a spectator whose browser asks for English, Spanish, then Uzbek: the scans know the ranks in all three. */
    @ParameterizedTest
    @EnumSource(Language.class)
    void barrageToTheFlag(Language asked) {
        language = asked;
        try {
            ScriptedGame script = ScriptedGame.find(Variant.BARRAGE, Ending.FLAG_CAPTURED, 1, 200);
            playAndScan(script.red(), script.blue(), script.moves(), false);
        } finally {
            language = Language.EN;
        }
    }

    /** Classic, random legal moves (seeded), battles on the way, then Blue resigns and everything may be seen. */
    @Test
    void classicRandomMovesThenResignation() {
        Random random = new Random(20_261_201L);
        Setup red = Setup.random(Side.RED, Variant.CLASSIC, random);
        Setup blue = Setup.random(Side.BLUE, Variant.CLASSIC, random);
        Game game = Game.start(red, blue, GameOptions.DEFAULT);
        List<Move> moves = new ArrayList<>();
        while (moves.size() < 70 && !game.isOver()) {
            List<Move> legal = game.legalMoves();
            Move move = legal.get(random.nextInt(legal.size()));
            moves.add(move);
            game = game.apply(move).gameOrThrow();
        }
        assertTrue(game.battles().size() >= 2, "the line has battles: " + game.battles().size());
        playAndScan(red, blue, moves, !game.isOver());
    }

    @Test
    void negativeControlsOnTheWatchPage() {
        long id = ServiceGames.startedClassicGame();
        String watch = watchPath(id);
        Knowledge start = Knowledge.publicAlong(RED, BLUE, List.of()).get(0);
        String page = get(watch);
        everyFormIsFound("watch", page, start);

        // a4 holds Red's Marshal, j7 Blue's: neither is known to the other side, so not to the public.
        for (String square : List.of("a4", "j7")) {
            String side = square.equals("a4") ? "Red" : "Blue";
            String label = square + ": " + side + " piece, rank unknown";
            assertTrue(page.contains(label), "the board labels unknown pieces as expected");
            assertFalse(scan("planted label", page.replace(label, square + ": " + side + " Marshal"), start).isEmpty(),
                    "a rank in an unknown piece's label is found, on " + side + "'s side");
            assertFalse(scan("planted symbol", page.replaceFirst("(data-square=\"" + square + "\"[^>]*>)\\?<", "$110<"), start).isEmpty(),
                    "a rank symbol on an unknown piece is found, on " + side + "'s side");
            assertFalse(scan("planted words", page.replace("</main>", "<p>Watch the " + side + " Marshal.</p></main>"), start).isEmpty(),
                    "naming a rank " + side + " has not shown is found");
        }
        String ownLabel = "a4: Red piece, rank unknown";
        assertFalse(scan("a seat's board", page.replace(ownLabel, "a4: your Marshal"), start).isEmpty(),
                "a board drawn as a seat sees its own pieces is found");
        assertFalse(scan("no board", page.replaceAll("data-square=", "data-x="), start).isEmpty(), "a page whose board cannot be read fails");
    }

    @Test
    void negativeControlsOnTheHistoryPage() {
        long id = ServiceGames.startedClassicGame();
        List<Move> moves = List.of(Move.of("e4", "e5"), Move.of("a7", "a6"));
        play.move(id, Side.RED, 0, moves.get(0));
        play.move(id, Side.BLUE, 1, moves.get(1));
        String history = get(watchPath(id) + "/history");
        Knowledge afterTwo = Knowledge.publicAlong(RED, BLUE, moves).get(2);
        everyFormIsFound("watch history", history, afterTwo);
        // Each side's quiet move names no rank to the public, Red's as well as Blue's.
        for (String named : List.of("e4-e5 (Marshal)", "a7-a6 (Scout)")) {
            String list = "<ol id=\"moves\"><li>" + (named.startsWith("e4") ? named : "e4-e5") + "</li><li>"
                    + (named.startsWith("a7") ? named : "a7-a6") + "</li></ol>";
            assertFalse(PageLeakScan.problems("planted move list", list, afterTwo, afterTwo, 0, Numbering.MODERN, DocumentScan.Outside.FOUGHT)
                    .isEmpty(), "a rank named on a quiet move is found: " + named);
        }
    }

    /**
     * A rank that has fought may be named, but not as an unseen piece's: the watch page and its history, at the first
     * ply of a seeded game where a piece the public has not seen shares its rank with one that fought, each carry that
     * piece's rank beside its square, in every carrier, away from the board. Each must be found.
     */
    @Test
    void negativeControlsARankThatFoughtElsewhereNamedBesideAnUnseenPiece() {
        Random random = new Random(20_261_201L);
        Setup red = Setup.random(Side.RED, Variant.CLASSIC, random);
        Setup blue = Setup.random(Side.BLUE, Variant.CLASSIC, random);
        Game game = Game.start(red, blue, GameOptions.DEFAULT);
        List<Move> moves = new ArrayList<>();
        while (PlantedLeak.hiddenOfAFoughtRank(Knowledge.of(red, blue, moves, moves.size(), null, false)).isEmpty()) {
            List<Move> legal = game.legalMoves();
            Move move = legal.get(random.nextInt(legal.size()));
            moves.add(move);
            game = game.apply(move).gameOrThrow();
            assertTrue(moves.size() < 200 && !game.isOver(), "no unseen piece of a rank that fought in this line");
        }
        Knowledge now = Knowledge.of(red, blue, moves, moves.size(), null, false);
        PlantedLeak.Hidden hidden = PlantedLeak.hiddenOfAFoughtRank(now).orElseThrow();
        long id = ServiceGames.startedGame(Variant.CLASSIC, GameOptions.DEFAULT, red, blue);
        for (int ply = 0; ply < moves.size(); ply++) {
            play.move(id, ply % 2 == 0 ? Side.RED : Side.BLUE, ply, moves.get(ply));
        }
        String watch = watchPath(id);
        List<String> missed = new ArrayList<>();
        for (String path : List.of(watch, watch + "/history")) {
            String page = get(path);
            assertEquals(List.of(), scan(path, page, now), "as rendered");
            for (String planted : PlantedLeak.besideItsSquare(hidden, Numbering.MODERN)) {
                if (scan("planted", page.replace("</main>", planted + "</main>"), now).isEmpty()) {
                    missed.add((path.equals(watch) ? "watch: " : "history: ") + planted);
                }
            }
        }
        assertEquals(List.of(), missed, hidden + " named beside its square, read past");
    }

    // --- The game and the scan -----------------------------------------------------------------------

    private void playAndScan(Setup red, Setup blue, List<Move> moves, boolean resignAtTheEnd) {
        long id = ServiceGames.startedGame(red.variant(), GameOptions.DEFAULT, red, blue);
        String watch = watchPath(id);
        List<Knowledge> plies = Knowledge.publicAlong(red, blue, moves);
        int pagesRead = 0;
        for (int ply = 0; ply <= moves.size(); ply++) {
            Knowledge now = plies.get(ply);
            List<String> problems = new ArrayList<>();
            problems.addAll(scan("watch", get(watch), now));
            problems.addAll(scan("watch history", get(watch + "/history"), now));
            pagesRead += 2;
            for (int earlier : new int[] {0, ply / 2, Math.max(0, ply - 1)}) {
                // The board at that ply, the move list up to now; once the game is over every ply shows everything.
                Knowledge then = now.everything() ? plies.get(earlier).afterTheEnd() : plies.get(earlier);
                problems.addAll(PageLeakScan.problems("watch history?ply=" + earlier, get(watch + "/history?ply=" + earlier), then, now, 1,
                        Numbering.MODERN, DocumentScan.Outside.FOUGHT, language));
                pagesRead++;
            }
            assertEquals(List.of(), problems);
            if (ply < moves.size()) {
                play.move(id, ply % 2 == 0 ? Side.RED : Side.BLUE, ply, moves.get(ply));
            }
        }
        if (resignAtTheEnd) {
            play.resign(id, Side.BLUE);
            Knowledge last = plies.get(moves.size()).afterTheEnd();
            assertEquals(List.of(), scan("watch, finished", get(watch), last));
            String history = get(watch + "/history");
            assertTrue(history.contains("download-gravon"), "the finished history offers the download");
            assertEquals(List.of(), scan("watch history, finished", history, last));
            assertFalse(scan("finished, judged as during play", history, plies.get(moves.size())).isEmpty(),
                    "after the end every piece shows, which during play would be a leak");
        }
        assertEquals(5 * (moves.size() + 1), pagesRead, "pages read");
    }

    /** Every form of {@link PlantedLeak}, planted on the square of a piece the public may not know, is found. */
    private static void everyFormIsFound(String kind, String page, Knowledge knowledge) {
        assertEquals(List.of(), scan(kind, page, knowledge), kind + " as rendered");
        PlantedLeak.Hidden hidden = PlantedLeak.hiddenFrom(knowledge);
        Pattern spot = PlantedLeak.squareSpot(hidden.square());
        List<PlantedLeak> missed = new ArrayList<>();
        for (PlantedLeak form : PlantedLeak.values()) {
            String planted = form.plant(page, spot, hidden, Numbering.MODERN);
            assertFalse(planted.equals(page), kind + ": " + form + " planted nothing");
            if (DocumentScan.html(kind, planted, knowledge, knowledge, Numbering.MODERN, DocumentScan.Outside.FOUGHT).isEmpty()) {
                missed.add(form);
            }
        }
        assertEquals(List.of(), missed, kind + ": planted leaks of " + hidden + " the scan read past");
    }

    private String watchPath(long id) {
        WatchLinks.LiveLink live = watchLinks.turnOn(id, Side.RED);
        return WatchResource.PATH + links.issueWatch(live.gameId(), live.epoch(), live.createdAt());
    }

    private static List<String> scan(String page, String html, Knowledge knowledge) {
        return PageLeakScan.problems(page, html, knowledge, knowledge, 1, Numbering.MODERN, DocumentScan.Outside.FOUGHT, language);
    }

    /** A page as the spectator's browser gets it, in the language it asks for. */
    private static String get(String path) {
        String page = given().noFilters().header("Accept-Language", language.code()).get(path).then().statusCode(200).extract().asString();
        assertTrue(page.contains("<html lang=\"" + language.code() + "\""), path + " answers in " + language.code());
        return page;
    }
}
