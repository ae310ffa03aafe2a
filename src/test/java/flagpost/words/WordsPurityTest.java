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
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The words are plain Java on the rules' values, like the rules themselves (docs/ARCHITECTURE.md, "Packages"), so
 * every layer above may use them: imports of java.* and flagpost.rules only, no clock, and of the frameworks only
 * Qute's message bundles and template engine ({@code io.quarkus.qute}), which the words render their languages with
 * and which run without a Quarkus application (see {@code Bundles}).
 */
class WordsPurityTest {

    private static final Path WORDS = Path.of("src/main/java/flagpost/words");

    /** The one framework allowed: an import of Qute (io.quarkus.qute.Engine, io.quarkus.qute.i18n.Message, ...). */
    private static final Pattern QUTE_IMPORT = Pattern.compile("(?m)^\\s*import\\s+io\\.quarkus\\.qute\\.[\\w.]+;");

    @Test
    void theWordsImportNothingButJavaTheRulesAndQute() throws IOException {
        assertTrue(Files.isDirectory(WORDS), "run from the project root: " + WORDS.toAbsolutePath() + " is missing");
        List<String> problems = new ArrayList<>();
        try (Stream<Path> walk = Files.list(WORDS)) {
            for (Path file : walk.filter(path -> path.toString().endsWith(".java")).sorted().toList()) {
                String source = QUTE_IMPORT.matcher(Files.readString(file, StandardCharsets.UTF_8)).replaceAll("");
                for (String problem : RulesPurityTest.problems(source)) {
                    problems.add(file.getFileName() + " " + problem);
                }
            }
        }
        assertEquals(List.of(), problems);
    }

    @Test
    void onlyQuteImportsAreLetThrough() {
        assertEquals(List.of(), RulesPurityTest.problems(QUTE_IMPORT.matcher("import io.quarkus.qute.i18n.Message;").replaceAll("")));
        assertEquals(2, RulesPurityTest.problems(QUTE_IMPORT.matcher("import io.quarkus.arc.Arc;").replaceAll("")).size());
    }
}
