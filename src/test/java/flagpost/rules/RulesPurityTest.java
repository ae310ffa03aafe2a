package flagpost.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The rules core is plain Java with no side effects (docs/ARCHITECTURE.md, "Packages"): it imports nothing outside java.*,
 * names no framework, and never reads the clock. Scans the sources, so run from the project root
 * (Maven does).
 */
public class RulesPurityTest {

    private static final Path RULES = Path.of("src/main/java/flagpost/rules");

    private static final Pattern IMPORT = Pattern.compile("^\\s*import\\s+(static\\s+)?([\\w.]+)", Pattern.MULTILINE);

    private static final Pattern FRAMEWORK = Pattern.compile("\\b(jakarta|javax|io\\.quarkus|org\\.hibernate|io\\.vertx|io\\.smallrye|org\\.jboss)\\.");

    private static final Pattern CLOCK = Pattern.compile(
            "\\b(Instant|LocalDateTime|LocalDate|LocalTime|ZonedDateTime|OffsetDateTime|OffsetTime|Year|YearMonth|MonthDay)\\s*\\.\\s*now\\s*\\("
                    + "|\\bSystem\\s*\\.\\s*(currentTimeMillis|nanoTime)\\s*\\("
                    + "|\\bClock\\s*\\.\\s*system\\w*\\s*\\("
                    + "|\\bnew\\s+(java\\.util\\.)?Date\\s*\\(");

    /** The problems in one source text; empty when it is pure (WordsPurityTest holds the words to the same). */
    public static List<String> problems(String source) {
        List<String> problems = new ArrayList<>();
        String code = withoutComments(source);
        Matcher imports = IMPORT.matcher(code);
        while (imports.find()) {
            if (!imports.group(2).startsWith("java.") && !imports.group(2).startsWith("flagpost.rules")) {
                problems.add("imports " + imports.group(2));
            }
        }
        Matcher framework = FRAMEWORK.matcher(code);
        while (framework.find()) {
            problems.add("names " + framework.group());
        }
        Matcher clock = CLOCK.matcher(code);
        while (clock.find()) {
            problems.add("reads the clock: " + clock.group());
        }
        return problems;
    }

    /** Comments may mention anything; string literals stay, since they could be class names. */
    private static String withoutComments(String source) {
        return source.replaceAll("(?s)/\\*.*?\\*/", " ").replaceAll("(?m)//.*$", "");
    }

    @Test
    void theRulesImportNothingButJavaAndReadNoClock() throws IOException {
        assertTrue(Files.isDirectory(RULES), "run from the project root: " + RULES.toAbsolutePath() + " is missing");
        List<String> problems = new ArrayList<>();
        int files = 0;
        try (Stream<Path> walk = Files.walk(RULES)) {
            for (Path file : walk.filter(path -> path.toString().endsWith(".java")).sorted().toList()) {
                files++;
                for (String problem : problems(Files.readString(file, StandardCharsets.UTF_8))) {
                    problems.add(RULES.relativize(file) + " " + problem);
                }
            }
        }
        // A guard that the scan saw the engine at all (29 files since Gravon I/O moved to flagpost.gravon).
        assertTrue(files >= 25, "found only " + files + " source files under " + RULES);
        assertEquals(List.of(), problems);
    }

    @Test
    void theScanCatchesWhatItLooksFor() {
        assertEquals(List.of("imports jakarta.inject.Inject", "names jakarta."), problems("import jakarta.inject.Inject;"));
        assertEquals(List.of("imports io.quarkus.runtime.Startup", "names io.quarkus."), problems("import io.quarkus.runtime.Startup;"));
        assertEquals(2, problems("import javax.annotation.Nonnull;").size());
        assertEquals(List.of("imports org.hibernate.Foo.bar", "names org.hibernate."), problems("import static org.hibernate.Foo.bar;"));
        assertEquals(List.of("names io.vertx."), problems("Object o = new io.vertx.core.Vertx();"));
        assertEquals(List.of("imports com.google.common.collect.ImmutableList"), problems("import com.google.common.collect.ImmutableList;"));
        for (String clock : new String[] {"Instant.now()", "LocalDateTime.now()", "System.currentTimeMillis()", "System.nanoTime()",
                "Clock.systemUTC()", "Clock.systemDefaultZone()", "new Date()", "java.time.LocalDate.now()", "ZonedDateTime.now(zone)"}) {
            assertEquals(1, problems("long t = " + clock + ";").size(), clock);
        }
        assertEquals(List.of(), problems("import java.util.List;\nimport flagpost.rules.Game;\n// Instant.now() in a comment\n/* import jakarta.x; */"));
    }
}
