package flagpost.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The packaged jar, started the way a host would start it on a first try: no settings at all. It must refuse at
 * once, name every setting it lacks in one go, and touch nothing on its way out (no database probed or started, no
 * data folder written).
 */
class ProductionRefusalIT {

    private static final Path JAR = Path.of("target/quarkus-app/quarkus-run.jar").toAbsolutePath();

    @Test
    void aStartWithTheDefaultsRefusesNamingEveryMissingSetting() throws Exception {
        Path workDir = Files.createTempDirectory("flagpost-refusal");
        Path output = Path.of("target/it/production-refusal.log").toAbsolutePath();
        Files.createDirectories(output.getParent());

        ProcessBuilder start = new ProcessBuilder("java", "-jar", JAR.toString()).directory(workDir.toFile())
                .redirectErrorStream(true).redirectOutput(output.toFile());
        Map<String, String> env = start.environment();
        // Nothing the developer's or CI's environment happens to hold may stand in for a host's setting.
        env.keySet().removeIf(name -> name.startsWith("FLAGPOST_") || name.startsWith("QUARKUS_") || name.startsWith("DB_"));
        Process process = start.start();
        try {
            if (!process.waitFor(90, TimeUnit.SECONDS)) {
                fail("a production start without settings was still running after 90 s (it must refuse at once):\n" + Files.readString(output));
            }
        } finally {
            process.destroyForcibly();
        }
        String printed = Files.readString(output, StandardCharsets.UTF_8);

        assertNotEquals(0, process.exitValue(), printed);
        assertTrue(printed.contains("Flagpost will not start in production: 6 settings are missing or unsafe."), printed);
        for (String setting : List.of("DB_URL", "FLAGPOST_LINKS_KEYS__K1_", "FLAGPOST_BASE_URL", "FLAGPOST_MAIL_SMTP_HOST",
                "FLAGPOST_MAIL_FROM", "FLAGPOST_MAIL_MESSAGE_ID_DOMAIN")) {
            assertTrue(printed.contains("\n  - " + setting + " "), "the refusal must name " + setting + ":\n" + printed);
        }
        assertFalse(printed.contains("Database: "), "no database may be chosen before the refusal:\n" + printed);
        assertFalse(printed.contains("Listening on"), "no port may be opened:\n" + printed);
        try (Stream<Path> left = Files.list(workDir)) {
            assertEquals(List.of(), left.toList(), "a refused start must leave nothing behind (no embedded database folder)");
        }
        Files.delete(workDir);
    }

    @Test
    void theRefusalHoldsWhateverTheWorkingDirectoryHolds() throws IOException, InterruptedException {
        // A host who tried `quarkus:dev` first has a .flagpost-data folder with an embedded database; production
        // must still not use it without FLAGPOST_DB_LOCAL_FALLBACK=true.
        Path workDir = Files.createTempDirectory("flagpost-refusal-data");
        Files.createDirectories(workDir.resolve(".flagpost-data/pg"));
        ProcessBuilder start = new ProcessBuilder("java", "-jar", JAR.toString()).directory(workDir.toFile()).redirectErrorStream(true);
        Map<String, String> env = start.environment();
        env.keySet().removeIf(name -> name.startsWith("FLAGPOST_") || name.startsWith("QUARKUS_") || name.startsWith("DB_"));
        env.put("FLAGPOST_LINKS_KEYS__K1_", "q83vEjRWeJq83vEjRWeJq83vEjRWeJq83vEjRWeJq80=");
        env.put("FLAGPOST_BASE_URL", "https://flagpost.example.org");
        env.put("FLAGPOST_MAIL_SMTP_HOST", "127.0.0.1");
        env.put("FLAGPOST_MAIL_FROM", "Flagpost <play@example.org>");
        env.put("FLAGPOST_MAIL_MESSAGE_ID_DOMAIN", "example.org");
        Process process = start.start();
        String printed;
        try {
            assertTrue(process.waitFor(90, TimeUnit.SECONDS), "a start without DB_URL must refuse at once");
            printed = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        } finally {
            process.destroyForcibly();
        }

        assertNotEquals(0, process.exitValue(), printed);
        assertTrue(printed.contains("Flagpost will not start in production: one setting is missing or unsafe."), printed);
        assertTrue(printed.contains("\n  - DB_URL "), printed);
        try (Stream<Path> left = Files.list(workDir.resolve(".flagpost-data/pg"))) {
            assertEquals(List.of(), left.toList(), "no embedded database may be initialised");
        }
    }
}
