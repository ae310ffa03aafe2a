package flagpost.rules.gravon;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * The project's shared test games ({@code ../shared/testdata/games} next to the repository, or the
 * folder named by the system property {@code flagpost.testdata}). Missing data fails the test: it is
 * part of the project, not an optional extra.
 */
public final class TestData {

    private TestData() {
    }

    public static Path gamesFolder() {
        Path folder = Path.of(System.getProperty("flagpost.testdata", "../shared/testdata/games"));
        if (!Files.isDirectory(folder)) {
            fail("the shared test games are missing: no folder " + folder.toAbsolutePath().normalize()
                    + " (set -Dflagpost.testdata=... to point elsewhere)");
        }
        return folder;
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
