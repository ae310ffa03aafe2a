package flagpost.gravon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.rules.Ending;
import flagpost.rules.Game;
import flagpost.rules.GameOptions;
import flagpost.rules.Move;
import flagpost.rules.Result;
import flagpost.rules.Setup;
import flagpost.rules.Side;
import flagpost.rules.Variant;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

class GravonRoundTripTest {

    static final String RED_CLASSIC = "MFBGGIIGBDEFCDDLDGFEHFEHDDDJBEEDHBKBJHIB";

    private static Setup setup(Side seat, Variant variant, String text) {
        return Setup.parse(seat, variant, text).orThrow();
    }

    private static GravonGame roundTrip(GravonGame game) throws GravonFormatException {
        return GravonReader.read(GravonWriter.write(game));
    }

    private static GravonGame handMadeClassicGame(Result result) {
        Setup red = setup(Side.RED, Variant.CLASSIC, RED_CLASSIC);
        Setup blue = setup(Side.BLUE, Variant.CLASSIC, blueClassic());
        List<Move> moves = List.of(Move.of("b4", "b5"), Move.of("a7", "a6"), Move.of("b5", "b4"), Move.of("a8", "a7"));
        return new GravonGame(Variant.CLASSIC, GameOptions.DEFAULT, red, blue, moves, "Anna", "Bert", RecordedResult.of(result));
    }

    /** Blue's setup of testdata classic-0001, read from Blue's chair. */
    private static String blueClassic() {
        return new StringBuilder("SXRNVTNPRYPSQUQNPUNPWPSUQTSPNNQTRPQVTPOR").reverse().toString();
    }

    @Test
    void aHandMadeGameReadsBackEqual() throws GravonFormatException {
        GravonGame game = handMadeClassicGame(Result.win(Ending.RESIGNED, Side.BLUE));

        GravonGame back = roundTrip(game);

        assertEquals(game, back);
        assertEquals("Anna", back.redPlayer());
        assertEquals(4, back.moves().size());
        assertEquals(Result.win(Ending.RESIGNED, Side.BLUE), back.recordedResult().flagpostResult());
    }

    @Test
    void theWrittenRecordUsesGravonsSquaresAndLetters() {
        Setup red = setup(Side.RED, Variant.CLASSIC, RED_CLASSIC);
        Setup blue = setup(Side.BLUE, Variant.CLASSIC, blueClassic());
        // j4-j5 and j7-j6: file j is Gravon's K; a move on rank 10 is written ':'.
        List<Move> moves = List.of(Move.of("j4", "j5"), Move.of("j7", "j6"));
        String xml = GravonWriter.write(new GravonGame(Variant.CLASSIC, GameOptions.DEFAULT, red, blue, moves, "a", "b", null));

        assertTrue(xml.contains("<game type=\"classic\">"), xml);
        assertTrue(xml.contains("<field content=\"" + RED_CLASSIC + "AA__AA__AAAA__AA__AA"
                + "SXRNVTNPRYPSQUQNPUNPWPSUQTSPNNQTRPQVTPOR\"/>"), xml);
        assertTrue(xml.contains("<move id=\"1\" source=\"K4\" target=\"K5\"/>"), xml);
        assertTrue(xml.contains("<move id=\"2\" source=\"K7\" target=\"K6\"/>"), xml);
        assertFalse(xml.contains("<result"), "a game without a result has no <result>: " + xml);
        assertFalse(xml.contains("flagpost-"), "default options add no attributes: " + xml);
    }

    @Test
    void rankTenIsWrittenAsAColon() throws GravonFormatException {
        GravonGame duel = RandomPlayout.play(Variant.DUEL, GameOptions.DEFAULT, 11, 2000).record("r", "b");
        String xml = GravonWriter.write(duel);
        List<Move> onRankTen = duel.moves().stream().filter(m -> m.from().rank() == 10 || m.to().rank() == 10).toList();

        assertFalse(onRankTen.isEmpty(), "seed 11 should move a piece on rank 10");
        assertTrue(Pattern.compile("(source|target)=\"[A-IK]:\"").matcher(xml).find(), xml);
        assertEquals(duel, GravonReader.read(xml));
    }

    @Test
    void nonDefaultOptionsTravelInFlagpostAttributes() throws GravonFormatException {
        GameOptions options = new GameOptions(5, false, 400);
        GravonGame game = RandomPlayout.play(Variant.BARRAGE, options, 3, 400).record("Red", "Blue");

        String xml = GravonWriter.write(game);
        GravonGame back = GravonReader.read(xml);

        assertTrue(xml.contains("flagpost-two-squares=\"5\""), xml);
        assertTrue(xml.contains("flagpost-scout-attacks-at-range=\"false\""), xml);
        assertTrue(xml.contains("flagpost-ply-cap=\"400\""), xml);
        assertEquals(options, back.options());
        assertEquals(game, back);
    }

    @ParameterizedTest
    @MethodSource("everyResult")
    void everyResultReadsBackEqual(Result result) throws GravonFormatException {
        GravonGame game = handMadeClassicGame(result);

        assertEquals(game, roundTrip(game));
    }

    static Stream<Result> everyResult() {
        List<Result> results = new ArrayList<>();
        results.add(null);
        for (Ending ending : Ending.values()) {
            boolean draw = ending == Ending.BOTH_UNABLE_TO_MOVE || ending == Ending.MOVE_LIMIT || ending == Ending.DRAW_AGREED;
            if (draw) {
                results.add(Result.draw(ending));
            } else {
                results.add(Result.win(ending, Side.RED));
                results.add(Result.win(ending, Side.BLUE));
            }
        }
        return results.stream();
    }

    @ParameterizedTest
    @MethodSource("variantsAndSeeds")
    void randomPlayoutsReadBackEqualAndReplayToTheSameEnd(Variant variant, long seed) throws GravonFormatException {
        RandomPlayout playout = RandomPlayout.play(variant, GameOptions.DEFAULT, seed, 5000);
        GravonGame game = playout.record("Random " + seed, "Random " + (seed + 1));

        GravonGame back = roundTrip(game);

        assertEquals(game, back);
        Game replayed = Game.replay(back.red(), back.blue(), back.options(), back.moves());
        assertEquals(playout.end().result(), replayed.result());
        assertEquals(playout.end().positionHash(), replayed.positionHash());
    }

    static Stream<Arguments> variantsAndSeeds() {
        return Stream.of(Variant.values()).flatMap(variant -> Stream.of(1L, 2L, 3L, 4L, 5L).map(seed -> Arguments.of(variant, seed)));
    }

    @ParameterizedTest
    @EnumSource(Variant.class)
    void aGameStillGoingIsWrittenWithoutAResult(Variant variant) throws GravonFormatException {
        RandomPlayout playout = RandomPlayout.play(variant, GameOptions.DEFAULT, 99, 10);
        GravonGame game = playout.record("r", "b");

        GravonGame back = roundTrip(game);

        assertFalse(playout.end().isOver());
        assertNull(back.recordedResult());
        assertEquals(game, back);
    }

    @Test
    void namesWithMarkupCharactersAreEscapedAndReadBack() throws GravonFormatException {
        Setup red = setup(Side.RED, Variant.CLASSIC, RED_CLASSIC);
        Setup blue = setup(Side.BLUE, Variant.CLASSIC, blueClassic());
        GravonGame game = new GravonGame(Variant.CLASSIC, GameOptions.DEFAULT, red, blue, List.of(),
                "Tom & \"Jerry\" <b>", "Zoë 'Ω' 🚩", null);

        String xml = GravonWriter.write(game);

        assertTrue(xml.contains("Tom &amp; &quot;Jerry&quot; &lt;b&gt;"), xml);
        assertEquals(game, GravonReader.read(xml));
    }

    @Test
    void namesAreKeptOnOneLineWithoutSurroundingBlanks() throws GravonFormatException {
        Setup red = setup(Side.RED, Variant.CLASSIC, RED_CLASSIC);
        Setup blue = setup(Side.BLUE, Variant.CLASSIC, blueClassic());
        GravonGame game = new GravonGame(Variant.CLASSIC, GameOptions.DEFAULT, red, blue, List.of(), "  Ann\u0000a\n ", null, null);

        assertEquals("Ann a", game.redPlayer());
        assertEquals("", game.bluePlayer());
        assertEquals(game, roundTrip(game));
    }
}
