package flagpost.gravon;

import static org.junit.jupiter.api.Assertions.assertEquals;

import flagpost.rules.Rank;
import flagpost.rules.Setup;
import flagpost.rules.Side;
import flagpost.rules.Square;
import flagpost.rules.Variant;
import org.junit.jupiter.api.Test;

/**
 * Setup strings against a real start field (testdata classic-0001): Red's string is characters 0–39
 * of the field, Blue's is characters 60–99 reversed, because both are read from the owner's chair.
 */
class GravonSetupStringTest {

    private static final String FIELD = "MFBGGIIGBDEFCDDLDGFEHFEHDDDJBEEDHBKBJHIB" + "AA__AA__AAAA__AA__AA"
            + "SXRNVTNPRYPSQUQNPUNPWPSUQTSPNNQTRPQVTPOR";

    private static GravonGame classic0001() throws GravonFormatException {
        return GravonReader.read(TestData.read(TestData.gamesFolder().resolve("classic-0001.xml")));
    }

    private static String reversed(String text) {
        return new StringBuilder(text).reverse().toString();
    }

    @Test
    void theTestGameHasTheFieldThisTestIsAbout() throws GravonFormatException {
        assertEquals(FIELD, GravonWriter.field(classic0001()));
    }

    @Test
    void redsSetupStringIsTheFirstFortyCharactersOfTheField() throws GravonFormatException {
        Setup red = classic0001().red();

        assertEquals(FIELD.substring(0, 40), red.toSetupString());
        assertEquals(red, Setup.parse(Side.RED, Variant.CLASSIC, FIELD.substring(0, 40)).orThrow());
    }

    @Test
    void bluesSetupStringIsTheLastFortyCharactersOfTheFieldReversed() throws GravonFormatException {
        Setup blue = classic0001().blue();

        assertEquals(reversed(FIELD.substring(60)), blue.toSetupString());
        assertEquals(blue, Setup.parse(Side.BLUE, Variant.CLASSIC, reversed(FIELD.substring(60))).orThrow());
    }

    @Test
    void redsStringRunsFromA1AlongRankOneToJ4() throws GravonFormatException {
        Setup red = classic0001().red();

        assertEquals(Rank.FLAG, red.rankAt(Square.parse("a1")));      // 'M', character 0
        assertEquals(Rank.SCOUT, red.rankAt(Square.parse("j1")));     // 'D', character 9
        assertEquals(Rank.SERGEANT, red.rankAt(Square.parse("b2")));  // 'F', character 11
        assertEquals(Rank.BOMB, red.rankAt(Square.parse("j4")));      // 'B', character 39
        assertEquals(Square.parse("a1"), Setup.squareOfSlot(Side.RED, 0));
        assertEquals(Square.parse("j4"), Setup.squareOfSlot(Side.RED, 39));
    }

    @Test
    void bluesStringRunsFromJ10AlongRankTenToA7() throws GravonFormatException {
        Setup blue = classic0001().blue();
        String text = blue.toSetupString();

        assertEquals('R', text.charAt(0));                              // field character 99
        assertEquals(Rank.SERGEANT, blue.rankAt(Square.parse("j10")));  // 'R' = Red's 'F' + 12
        assertEquals(Rank.MINER, blue.rankAt(Square.parse("a10")));     // 'Q', field character 90
        assertEquals(Rank.LIEUTENANT, blue.rankAt(Square.parse("a7"))); // 'S', field character 60
        assertEquals('S', text.charAt(39));
        assertEquals(Square.parse("j10"), Setup.squareOfSlot(Side.BLUE, 0));
        assertEquals(Square.parse("a7"), Setup.squareOfSlot(Side.BLUE, 39));
    }

    @Test
    void theSameStringGivesTheSameFormationFromEitherChair() throws GravonFormatException {
        Setup red = classic0001().red();
        Setup mirrored = red.forSide(Side.BLUE);

        assertEquals(red.toSetupString().chars().map(c -> c + 12).collect(StringBuilder::new, StringBuilder::appendCodePoint,
                StringBuilder::append).toString(), mirrored.toSetupString());
        assertEquals(Rank.FLAG, mirrored.rankAt(Square.parse("j10")), "Red's back-left a1 is Blue's back-left j10");
        assertEquals(Rank.BOMB, mirrored.rankAt(Square.parse("a7")), "Red's front-right j4 is Blue's front-right a7");
        assertEquals(mirrored, Setup.parse(Side.BLUE, Variant.CLASSIC, red.toSetupString()).orThrow());
    }

    @Test
    void aSetupStringReadsAndWritesTheSameForEveryVariant() {
        for (Variant variant : Variant.values()) {
            for (Side seat : Side.values()) {
                Setup setup = Setup.random(seat, variant, new java.util.Random(7));
                String text = setup.toSetupString();

                assertEquals(40, text.length());
                assertEquals(setup, Setup.parse(seat, variant, text).orThrow(), variant + " " + seat);
            }
        }
    }

    @Test
    void theReaderPlacesBothSetupsWhereTheFieldSays() throws GravonFormatException {
        GravonGame game = classic0001();

        for (int i = 0; i < 100; i++) {
            char letter = FIELD.charAt(i);
            Square square = Square.of(i);
            Rank expected = letter == 'A' || letter == '_' ? null : Rank.fromGravonLetter(letter).rank();
            Rank actual = i < 40 ? game.red().rankAt(square) : i >= 60 ? game.blue().rankAt(square) : null;
            assertEquals(expected, actual, "field character " + i + " (" + square + ")");
        }
    }
}
