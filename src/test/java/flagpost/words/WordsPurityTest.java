package flagpost.words;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.rules.RulesPurityTest;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The words are plain Java on the rules' values, like the rules themselves (docs/ARCHITECTURE.md, "Packages"), so
 * every layer above may use them: imports of java.* and flagpost.rules only, no framework, no clock. The one
 * exception is Qute's message bundles ({@code io.quarkus.qute.i18n}), where the words of each language live.
 */
class WordsPurityTest {

    private static final Path WORDS = Path.of("src/main/java/flagpost/words");

    private static final String QUTE_MESSAGE_BUNDLES = "(?m)^import io\\.quarkus\\.qute\\.i18n\\.\\w+;$";

    @Test
    void theWordsImportNothingButJavaAndTheRules() throws IOException {
        assertTrue(Files.isDirectory(WORDS), "run from the project root: " + WORDS.toAbsolutePath() + " is missing");
        List<String> problems = new ArrayList<>();
        try (Stream<Path> walk = Files.list(WORDS)) {
            for (Path file : walk.filter(path -> path.toString().endsWith(".java")).sorted().toList()) {
                // The message bundles (issue 16) are Qute's: their imports are allowed, and nothing else of the framework.
                String source = Files.readString(file, StandardCharsets.UTF_8).replaceAll(QUTE_MESSAGE_BUNDLES, "");
                for (String problem : RulesPurityTest.problems(source)) {
                    problems.add(file.getFileName() + " " + problem);
                }
            }
        }
        assertEquals(List.of(), problems);
    }
}
