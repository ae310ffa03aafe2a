package flagpost.gravon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.rules.Variant;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every record of the project's test games (src/test/resources/games) is read, written back, and read again. */
class GravonTestDataTest {

    static Stream<Path> games() {
        return TestData.games().stream();
    }

    @ParameterizedTest
    @MethodSource("games")
    void writingARecordBackGivesARecordThatReadsEqual(Path file) throws GravonFormatException {
        GravonGame game = GravonReader.read(TestData.read(file));

        GravonGame again = GravonReader.read(GravonWriter.write(game));

        assertEquals(game, again);
    }

    @ParameterizedTest
    @MethodSource("games")
    void theWriterReproducesTheFileByteForByte(Path file) throws GravonFormatException {
        String text = TestData.read(file);

        assertEquals(text, GravonWriter.write(GravonReader.read(text)));
    }

    @Test
    void allHundredAndFiveGamesOfTheThreeVariantsAreThere() throws GravonFormatException {
        List<Path> games = TestData.games();
        Map<Variant, Integer> byVariant = new EnumMap<>(Variant.class);
        int moves = 0;
        for (Path file : games) {
            GravonGame game = GravonReader.read(TestData.read(file));
            byVariant.merge(game.variant(), 1, Integer::sum);
            moves += game.moves().size();
        }

        assertEquals(105, games.size());
        assertEquals(3, byVariant.size(), byVariant.toString());
        assertTrue(moves > 10_000, "moves in the test games: " + moves);
    }
}
