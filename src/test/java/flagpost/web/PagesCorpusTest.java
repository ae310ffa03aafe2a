package flagpost.web;

import static io.restassured.RestAssured.given;

import flagpost.game.Deadlines;
import flagpost.game.Invitations;
import flagpost.game.NewGame;
import flagpost.game.Play;
import flagpost.game.Players;
import flagpost.game.SeatChoice;
import flagpost.game.Setups;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.rules.Ending;
import flagpost.rules.GameOptions;
import flagpost.rules.Move;
import flagpost.rules.Numbering;
import flagpost.rules.Side;
import flagpost.rules.Variant;
import flagpost.support.ScriptedGame;
import flagpost.support.TestClock;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * Renders the play, setup, history, invitation and games-list pages and the API view of five whole games (three
 * variants, both numberings, every way to end), for both seats, into {@code target/corpus/pages.txt}, tokens
 * blanked out. With {@link BoardsCorpusTest} and {@code flagpost.mail.MailCorpusTest}.
 *
 * <p>For refactorings that must not change a byte of output: run it before and after, each time on a fresh database
 * (game ids and the test clock then repeat), and compare the files with {@code cmp}:
 * <pre>
 * psql -h 127.0.0.1 -U postgres -c 'drop database if exists corpus' -c 'create database corpus'
 * _TEST_FLAGPOST_DB_NAME=corpus ./mvnw test -Dcorpus=true -Dtest='*CorpusTest'
 * </pre>
 * Skipped without {@code -Dcorpus=true}.
 */
@QuarkusTest
class PagesCorpusTest {

    private static final Pattern TOKEN = Pattern.compile("[A-Za-z0-9_-]{30,}\\.[A-Za-z0-9_-]{40,}");

    @Inject
    Deadlines deadlines;

    @Inject
    Invitations invitations;

    @Inject
    Play play;

    @Inject
    Players preferences;

    @Inject
    Setups setups;

    @Inject
    LinkService links;

    @Inject
    PlayerIds players;

    @Inject
    TestClock clock;

    private final StringBuilder out = new StringBuilder(1 << 24);

    @Test
    void corpus() throws IOException {
        Assumptions.assumeTrue(Boolean.getBoolean("corpus"));
        play("classic flag", ScriptedGame.find(Variant.CLASSIC, Ending.FLAG_CAPTURED, 11, 3_000), GameOptions.DEFAULT, null, 1, 3);
        play("duel flag", ScriptedGame.find(Variant.DUEL, Ending.FLAG_CAPTURED, 5, 3_000), GameOptions.DEFAULT, null, 2, 1);
        play("barrage resign", ScriptedGame.find(Variant.BARRAGE, Ending.FLAG_CAPTURED, 7, 3_000), new GameOptions(5, false, 0),
                "resign", 1, 14);
        play("classic draw", ScriptedGame.find(Variant.CLASSIC, Ending.FLAG_CAPTURED, 21, 3_000), new GameOptions(3, true, 400),
                "draw", 5, 2);
        play("classic timeout", ScriptedGame.find(Variant.CLASSIC, Ending.FLAG_CAPTURED, 31, 3_000), GameOptions.DEFAULT, "timeout", 3, 7);
        Path dir = Path.of("target/corpus");
        Files.createDirectories(dir);
        Files.writeString(dir.resolve("pages.txt"), out, StandardCharsets.UTF_8);
    }

    /** Plays the script (cut short by {@code ending} if given), dumping pages all along. */
    private void play(String name, ScriptedGame script, GameOptions options, String ending, int every, int days) {
        Variant variant = script.red().variant();
        long id = invitations.create(new NewGame("Alice", "alice-" + name.replace(' ', '-') + "@example.com",
                "bob-" + name.replace(' ', '-') + "@example.com", variant, options, days, SeatChoice.RED));
        if (name.startsWith("duel")) {
            preferences.setNumbering(id, Side.BLUE, Numbering.CLASSIC);
        }
        section(name + " invited");
        dump("invitation blue", "/invitation/" + links.issue(LinkPurpose.INVITATION, id, Side.BLUE, 0));
        dumpLists(id);
        dumpPlay(id);
        invitations.accept(id, "Bob");
        section(name + " setup");
        for (Side seat : Side.values()) {
            String setup = "/setup/" + links.issue(LinkPurpose.SETUP, id, seat, 0);
            dump("setup empty " + seat, setup);
            for (String preset : List.of("unknown", "corner-fortress", "centre-flag", "lake-shadow", "duel-corner", "barrage-far-corner")) {
                dump("setup fill " + preset + " " + seat, setup + "?fill=" + preset);
            }
            String own = (seat == Side.RED ? script.red() : script.blue()).toSetupString();
            for (String bad : List.of(own.substring(0, 20), own.substring(0, 20) + "A".repeat(20), "L".repeat(40),
                    own.substring(0, 39) + "?", own + "X", own.substring(0, 38) + "AA", "M".repeat(40))) {
                if (flagpost.rules.Setup.parse(seat, variant, bad).isValid()) {
                    continue;
                }
                dumpResponse("setup bad " + seat + " " + bad, given().redirects().follow(false).contentType(ContentType.URLENC)
                        .formParam("setup", bad).post(setup));
            }
        }
        dumpLists(id);
        setups.submit(id, Side.RED, script.red().toSetupString());
        dump("setup red placed", "/setup/" + links.issue(LinkPurpose.SETUP, id, Side.RED, 0));
        dump("setup blue not yet", "/setup/" + links.issue(LinkPurpose.SETUP, id, Side.BLUE, 0));
        dumpPlay(id);
        setups.submit(id, Side.BLUE, script.blue().toSetupString());
        List<Move> moves = script.moves();
        int stop = ending == null ? moves.size() : Math.min(moves.size() - 1, 41);
        for (int ply = 0; ply < stop; ply++) {
            if (ply % (3 * every) == 0 || ply < 8 || ply > stop - 4) {
                section(name + " ply " + ply);
                dumpPlay(id);
                if (ply % (every * 10) == 0) {
                    dumpLists(id);
                }
            }
            Side mover = ply % 2 == 0 ? Side.RED : Side.BLUE;
            play.move(id, mover, ply, moves.get(ply));
        }
        section(name + " end");
        switch (ending == null ? "" : ending) {
            case "resign" -> play.resign(id, Side.BLUE);
            case "draw" -> {
                play.offerDraw(id, stop % 2 == 0 ? Side.RED : Side.BLUE);
                dumpPlay(id);
                play.acceptDraw(id, stop % 2 == 0 ? Side.BLUE : Side.RED);
            }
            case "timeout" -> {
                clock.advance(Duration.ofDays(days).plusMinutes(1));
                deadlines.process(List.of(id));
            }
            default -> {
            }
        }
        dumpPlay(id);
        dumpLists(id);
        for (Side seat : Side.values()) {
            String history = "/history/" + links.issue(LinkPurpose.HISTORY, id, seat, 0);
            for (int ply = 0; ply <= stop; ply += ply < 12 || ply > stop - 5 ? 1 : 1 + 2 * every) {
                dump("history " + seat + " " + ply, history + "?ply=" + ply);
            }
            dump("history " + seat, history);
            dump("setup after " + seat, "/setup/" + links.issue(LinkPurpose.SETUP, id, seat, 0));
            dump("gravon " + seat, history + "/game.xml");
        }
    }

    private void dumpPlay(long id) {
        for (Side seat : Side.values()) {
            String token = links.issue(LinkPurpose.PLAY, id, seat, 0);
            dump("play " + seat, "/play/" + token);
            dump("api " + seat, "/api/games/" + token);
        }
    }

    private void dumpLists(long id) {
        for (Side seat : Side.values()) {
            dump("games list " + seat, "/games/" + links.issue(LinkPurpose.GAMES_LIST, players.of(id, seat), null, 0));
        }
    }

    private void section(String title) {
        out.append("\n######## ").append(title).append('\n');
    }

    private void dump(String what, String path) {
        dumpResponse(what, given().redirects().follow(false).get(path));
    }

    private void dumpResponse(String what, Response response) {
        out.append("==== ").append(what).append(": ").append(response.statusCode()).append('\n')
                .append(TOKEN.matcher(response.asString()).replaceAll("TOKEN")).append('\n');
    }
}
