package flagpost.gravon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.gravon.Replay.Report;
import flagpost.gravon.Replay.Settings;
import flagpost.gravon.Replay.Verdict;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class ReplayTest {

    /** What one run of the tool printed and returned. */
    record Run(int exitCode, List<String> out, String err) {
        String summary() {
            return out.get(out.size() - 1);
        }

        List<String> gameLines() {
            return out.subList(0, out.size() - 1);
        }
    }

    static Run run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Replay.run(args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        String printed = out.toString(StandardCharsets.UTF_8);
        return new Run(code, printed.isEmpty() ? List.of() : List.of(printed.split("\n")), err.toString(StandardCharsets.UTF_8));
    }

    /** src/test/resources/gravon, as the test class path holds it. */
    static Path ownRecords() {
        try {
            return Path.of(ReplayTest.class.getResource("/gravon/EXPECTED.txt").toURI()).getParent();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    static String own(String name) {
        return ownRecords().resolve(name).toString();
    }

    private static List<String> lines(Path file) {
        try {
            return Files.readAllLines(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String ownText(String name) {
        return TestData.read(ownRecords().resolve(name));
    }

    // ---------------------------------------------------------------------------------------------
    // Verdicts on our own records

    @Test
    void eachOwnRecordGetsItsExpectedLine() {
        Run run = run(ownRecords().toString());

        assertEquals(lines(ownRecords().resolve("EXPECTED.txt")), run.gameLines());
        assertEquals("replayed 18, ok 10, illegal 2, mismatch 4, refused 2", run.summary());
        assertEquals(1, run.exitCode());
        assertEquals("", run.err());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "ok-flag-captured.xml            | OK       | ok-flag-captured.xml OK 3 FLAG_CAPTURED:red",
        "ok-unable-to-move.xml           | OK       | ok-unable-to-move.xml OK 1 UNABLE_TO_MOVE:red",
        "ok-mover-unable-to-move.xml     | OK       | ok-mover-unable-to-move.xml OK 1 UNABLE_TO_MOVE:blue",
        "ok-both-unable-to-move.xml      | OK       | ok-both-unable-to-move.xml OK 1 BOTH_UNABLE_TO_MOVE:draw",
        "ok-resigned.xml                 | OK       | ok-resigned.xml OK 4 RESIGNED:red",
        "ok-gravon-game-clock-draw.xml   | OK       | ok-gravon-game-clock-draw.xml OK 4 GRAVON_GAME_CLOCK:draw",
        "ok-gravon-draw-agreed-red.xml   | OK       | ok-gravon-draw-agreed-red.xml OK 4 GRAVON_DRAW_AGREED:red",
        "ok-random-barrage-seed-4.xml    | OK       | ok-random-barrage-seed-4.xml OK 83 FLAG_CAPTURED:red",
        "ok-random-barrage-seed-344.xml  | OK       | ok-random-barrage-seed-344.xml OK 227 UNABLE_TO_MOVE:blue",
        "ok-random-duel-seed-3.xml       | OK       | ok-random-duel-seed-3.xml OK 94 FLAG_CAPTURED:blue",
        "illegal-two-squares.xml         | ILLEGAL  | illegal-two-squares.xml ILLEGAL ply 7 h3-h2 TWO_SQUARES_RULE",
        "illegal-more-squares.xml        | ILLEGAL  | illegal-more-squares.xml ILLEGAL ply 15 c3-b3 MORE_SQUARES_RULE",
        "mismatch-wrong-winner.xml       | MISMATCH | mismatch-wrong-winner.xml MISMATCH FLAG_CAPTURED:red vs FLAG_CAPTURED:blue",
        "mismatch-wrong-ending.xml       | MISMATCH | mismatch-wrong-ending.xml MISMATCH BOTH_UNABLE_TO_MOVE:draw vs UNABLE_TO_MOVE:red",
        "mismatch-not-over.xml           | MISMATCH | mismatch-not-over.xml MISMATCH NOT_OVER vs FLAG_CAPTURED:red",
        "mismatch-gravon-absent-after-flag.xml | MISMATCH | mismatch-gravon-absent-after-flag.xml MISMATCH FLAG_CAPTURED:red vs GRAVON_BOTH_ABSENT:draw",
        "refused-classicfree.xml         | REFUSED  | refused-classicfree.xml REFUSED line 3: games of type 'classicfree' are not played on Flagpost (only classic, barrage and duell)",
        "refused-truncated.xml           | REFUSED  | refused-truncated.xml REFUSED line 5: the file ends inside the tag <mo>",
    })
    void aRecordGetsItsVerdict(String file, Verdict verdict, String line) {
        Report report = Replay.replay(ownText(file), file, Settings.RECORDED);

        assertEquals(verdict, report.verdict());
        assertEquals(line, report.line());
    }

    @Test
    void theChaseRecordIsIllegalOnlyBecauseOfTheChase() {
        // With limit 5 the two-squares rule allows even more; the chase rule still forbids c3-b3.
        assertEquals("illegal-more-squares.xml ILLEGAL ply 15 c3-b3 MORE_SQUARES_RULE",
                run("--two-squares", "5", own("illegal-more-squares.xml")).gameLines().get(0).replace(ownRecords() + "/", ""));
        // And the record up to the move before is legal: the chaser's step back d3-c3 (ply 13) repeated a position.
        String cut = ownText("illegal-more-squares.xml").replace("  <move id=\"15\" source=\"C3\" target=\"B3\"/>\n", "");
        assertEquals("cut OK 14 RESIGNED:blue", Replay.replay(cut, "cut", Settings.RECORDED).line());
    }

    @Test
    void aMoveFromAnEmptySquareIsIllegalAtItsPly() {
        String xml = ownText("ok-resigned.xml").replace("source=\"B6\" target=\"B5\"", "source=\"E5\" target=\"E6\"");

        assertEquals("x ILLEGAL ply 4 e5-e6 NO_PIECE", Replay.replay(xml, "x", Settings.RECORDED).line());
    }

    @Test
    void aMoveAfterTheFlagWasCapturedIsIllegal() {
        String xml = ownText("ok-flag-captured.xml").replace("  <player id=\"1\">",
                "  <move id=\"4\" source=\"K6\" target=\"K5\"/>\n  <player id=\"1\">");

        assertEquals("x ILLEGAL ply 4 j6-j5 GAME_OVER", Replay.replay(xml, "x", Settings.RECORDED).line());
    }

    @Test
    void aRecordWithoutAResultIsOkWithWhatTheBoardSays() {
        String over = ownText("ok-flag-captured.xml").replace("  <result type=\"1\" winner=\"1\"/>\n", "");
        String going = ownText("ok-resigned.xml").replace("  <result type=\"3\" winner=\"1\"/>\n", "");

        assertEquals("x OK 3 FLAG_CAPTURED:red", Replay.replay(over, "x", Settings.RECORDED).line());
        assertEquals("y OK 4 NOT_OVER", Replay.replay(going, "y", Settings.RECORDED).line());
    }

    @ParameterizedTest
    @CsvSource({"3, RESIGNED:blue", "4, DRAW_AGREED:draw", "10, TIMEOUT:blue", "11, TIMEOUT:blue", "12, TIMEOUT:blue",
        "13, TIMEOUT:blue", "14, TIMEOUT:blue"})
    void endingsOffTheBoardAreAcceptedAsRecordedWhileTheBoardPlaysOn(int type, String ending) {
        int winner = ending.endsWith("draw") ? 3 : 2;
        String xml = ownText("ok-resigned.xml").replace("<result type=\"3\" winner=\"1\"/>", "<result type=\"" + type + "\" winner=\"" + winner + "\"/>");

        assertEquals("x OK 4 " + ending, Replay.replay(xml, "x", Settings.RECORDED).line());
    }

    /** docs/RULES.md §9: real records also hold these; each is OK as recorded, named as Gravon's, not Flagpost's. */
    @ParameterizedTest
    @CsvSource({
        "10, 3, GRAVON_BOTH_ABSENT:draw",
        "11, 3, GRAVON_PLAYER_CLOCK:draw",
        "12, 3, GRAVON_GAME_CLOCK:draw",
        "13, 3, GRAVON_PLAYER_CLOCK_WHILE_ABSENT:draw",
        "14, 3, GRAVON_OPPONENT_ABSENT:draw",
        "4, 1, GRAVON_DRAW_AGREED:red",
        "4, 2, GRAVON_DRAW_AGREED:blue",
    })
    void endingsOnlyGravonRecordsAreOkAsRecorded(int type, int winner, String ending) {
        String xml = ownText("ok-resigned.xml").replace("<result type=\"3\" winner=\"1\"/>", "<result type=\"" + type + "\" winner=\"" + winner + "\"/>");

        Report report = Replay.replay(xml, "x", Settings.RECORDED);

        assertEquals(Verdict.OK, report.verdict());
        assertEquals("x OK 4 " + ending, report.line());
    }

    @Test
    void aResignationAfterTheBoardEndedTheGameIsAMismatch() {
        String xml = ownText("ok-flag-captured.xml").replace("<result type=\"1\" winner=\"1\"/>", "<result type=\"3\" winner=\"2\"/>");

        assertEquals("x MISMATCH FLAG_CAPTURED:red vs RESIGNED:blue", Replay.replay(xml, "x", Settings.RECORDED).line());
    }

    // ---------------------------------------------------------------------------------------------
    // The project's test games (src/test/resources/games)

    @Test
    void theTestGamesGiveExactlyTheirExpectedLines() {
        Run run = run(TestData.gamesFolder().toString());

        assertEquals(lines(TestData.gamesFolder().resolve("EXPECTED.txt")), run.gameLines());
        assertEquals("replayed 105, ok 80, illegal 20, mismatch 5, refused 0", run.summary());
        assertEquals(1, run.exitCode());
    }

    @Test
    void withLimitFiveTheTwoSquaresGamesAreNoLongerIllegal() {
        Run limit3 = run(TestData.gamesFolder().toString());
        Run limit5 = run("--two-squares", "5", TestData.gamesFolder().toString());

        List<String> before = limit3.gameLines().stream().filter(l -> l.startsWith("illegal-two-squares-")).toList();
        List<String> after = limit5.gameLines().stream().filter(l -> l.startsWith("illegal-two-squares-")).toList();
        assertEquals(5, before.size());
        assertTrue(before.stream().allMatch(l -> l.endsWith(" TWO_SQUARES_RULE")), before.toString());
        // Each record ends with that move, and its recorded resignation is then accepted.
        assertEquals(List.of(
                "illegal-two-squares-0001.xml OK 459 RESIGNED:blue",
                "illegal-two-squares-0002.xml OK 312 RESIGNED:red",
                "illegal-two-squares-0003.xml OK 21 RESIGNED:blue",
                "illegal-two-squares-0004.xml OK 272 RESIGNED:red",
                "illegal-two-squares-0005.xml OK 36 RESIGNED:red"), after);
        // The more-squares games stay illegal: their moves break the chase rule, not the limit.
        assertEquals(limit3.gameLines().stream().filter(l -> l.startsWith("illegal-more-squares-")).toList(),
                limit5.gameLines().stream().filter(l -> l.startsWith("illegal-more-squares-")).toList());
    }

    @Test
    void withLimitFiveOurTwoSquaresRecordIsLegal() {
        Run run = run("--two-squares", "5", own("illegal-two-squares.xml"));

        assertEquals(List.of(own("illegal-two-squares.xml") + " OK 7 RESIGNED:blue",
                "replayed 1, ok 1, illegal 0, mismatch 0, refused 0"), run.out());
        assertEquals(0, run.exitCode());
    }

    @Test
    void withoutRangeAttacksAScoutMayNotStrikeFromAfar() {
        Run run = run("--no-range-attack", own("ok-flag-captured.xml"), own("ok-both-unable-to-move.xml"), own("ok-unable-to-move.xml"));

        assertEquals(List.of(
                own("ok-flag-captured.xml") + " ILLEGAL ply 3 e4xe8 RANGE_ATTACK_NOT_ALLOWED",
                own("ok-both-unable-to-move.xml") + " ILLEGAL ply 1 j4xj7 RANGE_ATTACK_NOT_ALLOWED",
                own("ok-unable-to-move.xml") + " OK 1 UNABLE_TO_MOVE:red",
                "replayed 3, ok 1, illegal 2, mismatch 0, refused 0"), run.out());
        assertEquals(1, run.exitCode());
    }

    @Test
    void optionsInTheRecordApplyUnlessTheCommandLineOverridesThem() {
        String xml = ownText("illegal-two-squares.xml").replace("<game type=\"duell\">", "<game type=\"duell\" flagpost-two-squares=\"5\">");

        assertEquals("x OK 7 RESIGNED:blue", Replay.replay(xml, "x", Settings.RECORDED).line());
        assertEquals("x ILLEGAL ply 7 h3-h2 TWO_SQUARES_RULE", Replay.replay(xml, "x", new Settings(3, null)).line());
    }

    // ---------------------------------------------------------------------------------------------
    // The command line

    @Test
    void exitCodeIsZeroWhenEveryGameIsOk() {
        Run run = run(own("ok-flag-captured.xml"), own("ok-random-duel-seed-3.xml"));

        assertEquals(0, run.exitCode());
        assertEquals(List.of(own("ok-flag-captured.xml") + " OK 3 FLAG_CAPTURED:red",
                own("ok-random-duel-seed-3.xml") + " OK 94 FLAG_CAPTURED:blue",
                "replayed 2, ok 2, illegal 0, mismatch 0, refused 0"), run.out());
    }

    @ParameterizedTest
    @ValueSource(strings = {"illegal-two-squares.xml", "mismatch-not-over.xml", "refused-truncated.xml"})
    void exitCodeIsOneWhenAnyGameIsNotOk(String bad) {
        assertEquals(1, run(own("ok-flag-captured.xml"), own(bad)).exitCode());
    }

    @Test
    void optionsMayFollowTheFiles() {
        Run run = run(own("illegal-two-squares.xml"), "--two-squares", "5");

        assertEquals(0, run.exitCode());
    }

    @Test
    void aMissingFileIsRefused() {
        Run run = run(own("ok-flag-captured.xml"), "no-such-record.xml");

        assertEquals(List.of(own("ok-flag-captured.xml") + " OK 3 FLAG_CAPTURED:red",
                "no-such-record.xml REFUSED cannot read: no such file or folder",
                "replayed 2, ok 1, illegal 0, mismatch 0, refused 1"), run.out());
        assertEquals(1, run.exitCode());
    }

    @Test
    void aFolderIsSearchedForXmlFilesInSubfoldersToo(@TempDir Path folder) throws IOException {
        Files.createDirectories(folder.resolve("b/c"));
        Files.copy(ownRecords().resolve("ok-flag-captured.xml"), folder.resolve("b/c/one.xml"));
        Files.copy(ownRecords().resolve("ok-resigned.xml"), folder.resolve("a.xml"));
        Files.writeString(folder.resolve("notes.txt"), "not a record");

        Run run = run(folder.toString());

        assertEquals(List.of("a.xml OK 4 RESIGNED:red", "b/c/one.xml OK 3 FLAG_CAPTURED:red",
                "replayed 2, ok 2, illegal 0, mismatch 0, refused 0"), run.out());
    }

    @Test
    void aFileThatIsNotUtf8IsRefused(@TempDir Path folder) throws IOException {
        Path file = folder.resolve("latin1.xml");
        Files.write(file, ownText("ok-resigned.xml").replace("Red", "R\u00e9d").getBytes(StandardCharsets.ISO_8859_1));

        Run run = run(file.toString());

        assertTrue(run.gameLines().get(0).startsWith(file + " REFUSED cannot read the file"), run.out().toString());
        assertEquals(1, run.exitCode());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "--two-squares 4 x.xml         | --two-squares takes 3 or 5",
        "x.xml --two-squares           | --two-squares takes 3 or 5",
        "--range-attack x.xml          | unknown option --range-attack",
        "-v x.xml                      | unknown option -v",
        "--no-range-attack             | name at least one file or folder",
        "''                            | name at least one file or folder",
    })
    void badArgumentsGiveTheUsageAndExitCodeTwo(String arguments, String problem) {
        String[] args = arguments.isEmpty() ? new String[0] : arguments.trim().split("\\s+");

        Run run = run(args);

        assertEquals(2, run.exitCode());
        assertEquals(List.of(), run.out());
        assertEquals("replay: " + problem + "\nusage: java -cp target/classes flagpost.gravon.Replay "
                + "[--two-squares 3|5] [--no-range-attack] FILE_OR_DIR...\n", run.err());
    }

    @Test
    void helpPrintsTheUsageAndSucceeds() {
        Run run = run("--help");

        assertEquals(0, run.exitCode());
        assertTrue(run.out().get(0).startsWith("usage: "), run.out().toString());
    }

    // ---------------------------------------------------------------------------------------------
    // The tool needs nothing but the rules and gravon classes (and the JDK)

    @Test
    void theToolRunsInItsOwnJvmWithOnlyTheRulesAndGravonClassesOnTheClassPath(@TempDir Path classes) throws Exception {
        Path compiled = Path.of(Replay.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        for (String pkg : List.of("flagpost/rules", "flagpost/gravon")) {
            try (var walk = Files.walk(compiled.resolve(pkg))) {
                for (Path file : walk.filter(Files::isRegularFile).filter(f -> f.toString().endsWith(".class")).toList()) {
                    Path copy = classes.resolve(compiled.relativize(file).toString());
                    Files.createDirectories(copy.getParent());
                    Files.copy(file, copy);
                }
            }
        }
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        List<String> command = new ArrayList<>(List.of(java.toString(), "-cp", classes.toString(), "flagpost.gravon.Replay",
                TestData.gamesFolder().toString()));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        int code = process.waitFor();

        List<String> printed = List.of(output.split("\n"));
        assertFalse(Files.exists(classes.resolve("flagpost/gravon/GravonReaderErrorsTest.class")), "no test classes copied");
        assertEquals(lines(TestData.gamesFolder().resolve("EXPECTED.txt")), printed.subList(0, printed.size() - 1), output);
        assertEquals("replayed 105, ok 80, illegal 20, mismatch 5, refused 0", printed.get(printed.size() - 1));
        assertEquals(1, code);
    }
}
