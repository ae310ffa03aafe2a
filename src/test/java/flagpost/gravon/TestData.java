package flagpost.gravon;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * The project's 105 test game records ({@code src/test/resources/games}, described in its README), read from
 * the test classpath, or from the folder named by the system property {@code flagpost.testdata}. Missing data
 * fails the test: it is part of the project, not an optional extra.
 */
public final class TestData {

    private TestData() {
    }

    public static Path gamesFolder() {
        String configured = System.getProperty("flagpost.testdata");
        Path folder = configured != null ? Path.of(configured) : onClasspath();
        if (folder == null || !Files.isRegularFile(folder.resolve("EXPECTED.txt"))) {
            fail("the test games are missing: no EXPECTED.txt in " + (folder == null ? "games/ on the test classpath" : folder.toAbsolutePath().normalize())
                    + " (they live in src/test/resources/games; -Dflagpost.testdata=... points elsewhere)");
        }
        return folder;
    }

    private static Path onClasspath() {
        URL expected = TestData.class.getResource("/games/EXPECTED.txt");
        try {
            return expected == null ? null : Path.of(expected.toURI()).getParent();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Every record in the folder, sorted by name. */
    public static List<Path> games() {
        try (Stream<Path> files = Files.list(gamesFolder())) {
            return files.filter(file -> file.getFileName().toString().endsWith(".xml")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
