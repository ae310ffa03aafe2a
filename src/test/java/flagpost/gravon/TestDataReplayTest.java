package flagpost.gravon;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Replays the project's test games ({@link TestData}, in src/test/resources/games) through the Gravon reader
 * and the rules, and compares every verdict with EXPECTED.txt. Missing records fail the test.
 */
class TestDataReplayTest {

    private static Path games() {
        return TestData.gamesFolder();
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
