package flagpost.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.rules.tools.Replay;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Replays the shared test games (shared/testdata/games, beside the repository) through the Gravon
 * reader and the rules, and compares every verdict with EXPECTED.txt. Outside CI the test is skipped
 * when the folder is missing; in CI (variable CI set) a missing folder fails it.
 */
class TestDataReplayTest {

    private static final Path GAMES = Path.of("../shared/testdata/games");

    private static Path games() {
        boolean present = Files.isRegularFile(GAMES.resolve("EXPECTED.txt"));
        if (System.getenv("CI") != null) {
            assertTrue(present, "CI needs the shared test games at " + GAMES.toAbsolutePath().normalize());
        } else {
            Assumptions.assumeTrue(present, "no shared test games at " + GAMES.toAbsolutePath().normalize());
        }
        return GAMES;
    }

    private static List<String> expectedLines() throws IOException {
        return Files.readAllLines(games().resolve("EXPECTED.txt"), StandardCharsets.UTF_8).stream()
                .filter(line -> !line.isBlank()).toList();
    }

    @TestFactory
    List<DynamicTest> everyRecordReplaysAsExpected() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (String expected : expectedLines()) {
            String name = expected.substring(0, expected.indexOf(' '));
            tests.add(DynamicTest.dynamicTest(name, () -> {
                Replay.Report report = Replay.replayFile(games().resolve(name), name, Replay.Settings.RECORDED);
                assertEquals(expected, report.line());
            }));
        }
        return tests;
    }

    @Test
    void expectedListsEveryRecordOnce() throws IOException {
        List<String> listed = expectedLines().stream().map(line -> line.substring(0, line.indexOf(' '))).toList();
        List<String> records;
        try (Stream<Path> files = Files.list(games())) {
            records = files.map(path -> path.getFileName().toString()).filter(name -> name.endsWith(".xml")).sorted().toList();
        }
        assertEquals(records, listed);
        assertEquals(105, records.size());
    }
}
