package flagpost.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** docs/RULES.md §2 and §9: setups, their validation and the 40-character setup string. */
class SetupTest {

    /**
     * Red's back row first, from the owner's left: Flag a1, Bomb b1, Miners c1–g1, Sergeants h1–j1;
     * then Bomb, Sergeant, four Lieutenants, four Captains; then two Bombs, three Majors, two
     * Colonels, General, Marshal, Spy; and the front row: two Bombs and eight Scouts.
     */
    private static final String CLASSIC = "MBEEEEEFFF" + "BFGGGGHHHH" + "BBIIIJJKLC" + "BBDDDDDDDD";

    private static final String DUEL = "MBBAAAAAAA" + "AAAAAAAAAA" + "ACAAAAAAAA" + "KLEEDDAAAA";

    private static Setup valid(Side side, Variant variant, String text) {
        SetupResult result = Setup.parse(side, variant, text);
        assertTrue(result.isValid(), () -> result.problems().toString());
        assertTrue(result.problems().isEmpty());
        return result.setup();
    }

    private static List<SetupProblem> problems(Side side, Variant variant, String text) {
        SetupResult result = Setup.parse(side, variant, text);
        assertFalse(result.isValid(), "expected the setup to be refused");
        assertNull(result.setup());
        assertFalse(result.problems().isEmpty());
        for (SetupProblem problem : result.problems()) {
            assertFalse(problem.message().isBlank());
        }
        assertThrows(IllegalArgumentException.class, result::orThrow);
        return result.problems();
    }

    private static boolean has(List<SetupProblem> problems, SetupProblem.Code code, String text) {
        return problems.stream().anyMatch(problem -> problem.code() == code && problem.message().contains(text));
    }

    @Test
    void redsStringRunsFromA1ToJ1ThenRowByRowToJ4() {
        Setup red = valid(Side.RED, Variant.CLASSIC, CLASSIC);
        assertEquals(Rank.FLAG, red.rankAt(Square.parse("a1")));
        assertEquals(Rank.BOMB, red.rankAt(Square.parse("b1")));
        assertEquals(Rank.SERGEANT, red.rankAt(Square.parse("j1")));
        assertEquals(Rank.BOMB, red.rankAt(Square.parse("a2")));
        assertEquals(Rank.MARSHAL, red.rankAt(Square.parse("i3")));
        assertEquals(Rank.SPY, red.rankAt(Square.parse("j3")));
        assertEquals(Rank.SCOUT, red.rankAt(Square.parse("j4")));
        assertNull(red.rankAt(Square.parse("a7")), "outside Red's setup area");
    }

    @Test
    void bluesStringIsReadFromBluesChairSoItStartsAtJ10AndEndsAtA7() {
        Setup blue = valid(Side.BLUE, Variant.CLASSIC, CLASSIC);
        assertEquals(Rank.FLAG, blue.rankAt(Square.parse("j10")), "Blue's back row, Blue's left");
        assertEquals(Rank.BOMB, blue.rankAt(Square.parse("i10")));
        assertEquals(Rank.SERGEANT, blue.rankAt(Square.parse("a10")));
        assertEquals(Rank.BOMB, blue.rankAt(Square.parse("j9")));
        assertEquals(Rank.MARSHAL, blue.rankAt(Square.parse("b8")));
        assertEquals(Rank.SPY, blue.rankAt(Square.parse("a8")));
        assertEquals(Rank.SCOUT, blue.rankAt(Square.parse("a7")));
        assertEquals(Rank.BOMB, blue.rankAt(Square.parse("j7")));
    }

    @Test
    void bothStringsMatchAGravonStartFieldRedAsCharsZeroToThirtyNineBlueAsSixtyToNinetyNineReversed() {
        Setup red = Setup.random(Side.RED, Variant.CLASSIC, new SplittableRandom(11));
        Setup blue = Setup.random(Side.BLUE, Variant.CLASSIC, new SplittableRandom(12));
        String field = red.toSetupString() + "AA__AA__AA" + "AA__AA__AA" + new StringBuilder(blue.toSetupString()).reverse();
        Game game = Game.start(red, blue, GameOptions.DEFAULT);
        for (int i = 0; i < Square.COUNT; i++) {
            char letter = field.charAt(i);
            Piece expected = letter == 'A' || letter == '_' ? null : Rank.fromGravonLetter(letter);
            assertEquals(expected, game.pieceAt(Square.of(i)), Square.of(i).name());
        }
    }

    @Test
    void theSameStringGivesTheSameFormationFromEitherChair() {
        Setup red = valid(Side.RED, Variant.CLASSIC, CLASSIC);
        Setup blue = valid(Side.BLUE, Variant.CLASSIC, CLASSIC);
        assertEquals(blue, red.forSide(Side.BLUE));
        assertEquals(red, blue.forSide(Side.RED));
        for (int slot = 0; slot < Setup.SIZE; slot++) {
            Square redSquare = Setup.squareOfSlot(Side.RED, slot);
            Square blueSquare = Setup.squareOfSlot(Side.BLUE, slot);
            assertEquals(redSquare.index(), 99 - blueSquare.index(), "mirrored through the centre");
            assertEquals(red.rankAt(redSquare), blue.rankAt(blueSquare));
        }
    }

    @Test
    void slotsAndSquaresOfTheSetupAreaCorrespondOneToOne() {
        for (Side side : Side.values()) {
            for (int slot = 0; slot < Setup.SIZE; slot++) {
                Square square = Setup.squareOfSlot(side, slot);
                assertTrue(Setup.isInSetupArea(side, square));
                assertEquals(slot, Setup.slotOfSquare(side, square));
            }
            int inArea = 0;
            for (int i = 0; i < Square.COUNT; i++) {
                if (Setup.isInSetupArea(side, Square.of(i))) {
                    inArea++;
                } else {
                    assertEquals(-1, Setup.slotOfSquare(side, Square.of(i)));
                }
            }
            assertEquals(Setup.SIZE, inArea);
        }
        assertEquals(Square.parse("a1"), Setup.squareOfSlot(Side.RED, 0));
        assertEquals(Square.parse("j4"), Setup.squareOfSlot(Side.RED, 39));
        assertEquals(Square.parse("j10"), Setup.squareOfSlot(Side.BLUE, 0));
        assertEquals(Square.parse("a7"), Setup.squareOfSlot(Side.BLUE, 39));
    }

    @Test
    void aSetupStringRoundTripsInTheOwnersLetters() {
        assertEquals(CLASSIC, valid(Side.RED, Variant.CLASSIC, CLASSIC).toSetupString());
        String blueLetters = valid(Side.BLUE, Variant.CLASSIC, CLASSIC).toSetupString();
        assertEquals("YNQQQQQRRR" + "NRSSSSTTTT" + "NNUUUVVWXO" + "NNPPPPPPPP", blueLetters);
        assertEquals(valid(Side.BLUE, Variant.CLASSIC, CLASSIC), valid(Side.BLUE, Variant.CLASSIC, blueLetters));
        assertEquals(valid(Side.RED, Variant.CLASSIC, CLASSIC), valid(Side.RED, Variant.CLASSIC, blueLetters),
                "either side's letters are accepted");
        assertEquals(DUEL, valid(Side.RED, Variant.DUEL, DUEL).toSetupString());
    }

    @Test
    void whitespaceInAPastedSetupIsIgnoredAndADotIsAnEmptySquare() {
        String pasted = "  MBBAAAAAAA\n  AAAAAAAAAA\r\n  .C........\n\tKLEEDD....  ";
        assertEquals(valid(Side.RED, Variant.DUEL, DUEL), valid(Side.RED, Variant.DUEL, pasted));
    }

    @Test
    void aStringOfTheWrongLengthIsRefusedWithItsLength() {
        List<SetupProblem> short39 = problems(Side.RED, Variant.CLASSIC, CLASSIC.substring(1));
        assertEquals(List.of(SetupProblem.Code.WRONG_LENGTH), short39.stream().map(SetupProblem::code).toList());
        assertTrue(short39.get(0).message().contains("39"), short39.get(0).message());
        assertTrue(has(problems(Side.RED, Variant.CLASSIC, CLASSIC + "D"), SetupProblem.Code.WRONG_LENGTH, "41"));
        assertTrue(has(problems(Side.BLUE, Variant.DUEL, ""), SetupProblem.Code.WRONG_LENGTH, "0"));
        assertTrue(has(problems(Side.BLUE, Variant.DUEL, null), SetupProblem.Code.WRONG_LENGTH, "40"));
    }

    @Test
    void anUnknownLetterIsRefusedNamingItsPositionAndSquare() {
        String withZ = "Z" + CLASSIC.substring(1);
        List<SetupProblem> red = problems(Side.RED, Variant.CLASSIC, withZ);
        assertTrue(has(red, SetupProblem.Code.UNKNOWN_LETTER, "'Z'"), red.toString());
        assertTrue(has(red, SetupProblem.Code.UNKNOWN_LETTER, "a1"), red.toString());
        assertTrue(has(problems(Side.BLUE, Variant.CLASSIC, withZ), SetupProblem.Code.UNKNOWN_LETTER, "j10"));
        List<SetupProblem> lowerCase = problems(Side.RED, Variant.CLASSIC, CLASSIC.substring(0, 39) + "d");
        assertTrue(has(lowerCase, SetupProblem.Code.UNKNOWN_LETTER, "Character 40"), lowerCase.toString());
        List<SetupProblem> control = problems(Side.RED, Variant.CLASSIC, CLASSIC.substring(0, 39) + "\u0007");
        assertTrue(has(control, SetupProblem.Code.UNKNOWN_LETTER, "\\u0007"), "a control character is shown escaped");
    }

    @Test
    void aWrongCountOfARankIsRefusedNamingTheRankAndBothCounts() {
        String twoMarshals = CLASSIC.substring(0, 39) + "L";
        List<SetupProblem> problems = problems(Side.RED, Variant.CLASSIC, twoMarshals);
        assertTrue(has(problems, SetupProblem.Code.TOO_MANY, "Classic has 1 Marshal; this setup has 2."), problems.toString());
        assertTrue(has(problems, SetupProblem.Code.TOO_FEW, "Classic has 8 Scouts; this setup has 7."), problems.toString());
        assertEquals(2, problems.size());
    }

    @Test
    void duelHasNoColonel() {
        String withColonel = DUEL.substring(0, 39) + "J";
        List<SetupProblem> problems = problems(Side.RED, Variant.DUEL, withColonel);
        assertTrue(has(problems, SetupProblem.Code.TOO_MANY, "Duel has no Colonel; this setup has 1."), problems.toString());
    }

    @Test
    void barrageNeedsItsEightPiecesAndNoMore() {
        String barrage = "MBAAAAAAAA" + "AAAAAAAAAA" + "AAAAAAAAAA" + "CDDEKLAAAA";
        valid(Side.BLUE, Variant.BARRAGE, barrage);
        List<SetupProblem> problems = problems(Side.BLUE, Variant.BARRAGE, barrage.replace("CDDE", "CDDD"));
        assertTrue(has(problems, SetupProblem.Code.TOO_MANY, "Barrage has 2 Scouts; this setup has 3."), problems.toString());
        assertTrue(has(problems, SetupProblem.Code.TOO_FEW, "Barrage has 1 Miner; this setup has 0."), problems.toString());
        problems(Side.RED, Variant.BARRAGE, DUEL);
    }

    @Test
    void aClassicSetupWithAnEmptySquareIsRefused() {
        // Both the empty square and the rank that is one short are named.
        List<SetupProblem> problems = problems(Side.RED, Variant.CLASSIC, CLASSIC.substring(0, 39) + "A");
        assertTrue(has(problems, SetupProblem.Code.TOO_FEW, "Scouts"), problems.toString());
        assertTrue(has(problems, SetupProblem.Code.EMPTY_SQUARE, "1 square is empty"), problems.toString());
        List<SetupProblem> dotted = problems(Side.RED, Variant.CLASSIC, "." + CLASSIC.substring(1));
        assertTrue(has(dotted, SetupProblem.Code.TOO_FEW, "Flag"), dotted.toString());
    }

    @Test
    void aPlacementOutsideTheSetupAreaIsRefusedNamingTheSquareAndTheArea() {
        Map<Square, Rank> placement = new HashMap<>(valid(Side.RED, Variant.DUEL, DUEL).placement());
        placement.remove(Square.parse("a1"));
        placement.put(Square.parse("a5"), Rank.FLAG);
        SetupResult red = Setup.of(Side.RED, Variant.DUEL, placement);
        assertFalse(red.isValid());
        assertTrue(has(red.problems(), SetupProblem.Code.OUTSIDE_SETUP_AREA, "a5"), red.problems().toString());
        assertTrue(has(red.problems(), SetupProblem.Code.OUTSIDE_SETUP_AREA, "ranks 1 to 4"), red.problems().toString());

        Map<Square, Rank> blueOnRedSide = Map.of(Square.parse("e4"), Rank.MARSHAL);
        SetupResult blue = Setup.of(Side.BLUE, Variant.DUEL, blueOnRedSide);
        assertTrue(has(blue.problems(), SetupProblem.Code.OUTSIDE_SETUP_AREA, "ranks 7 to 10"), blue.problems().toString());
    }

    @Test
    void aPlacementOnALakeIsRefusedAsALake() {
        SetupResult result = Setup.of(Side.RED, Variant.BARRAGE, Map.of(Square.parse("c5"), Rank.SCOUT));
        assertTrue(has(result.problems(), SetupProblem.Code.LAKE, "c5"), result.problems().toString());
    }

    @Test
    void aPlacementGivenSquareBySquareEqualsTheSameSetupAsAString() {
        for (Side side : Side.values()) {
            Setup parsed = valid(side, Variant.CLASSIC, CLASSIC);
            SetupResult placed = Setup.of(side, Variant.CLASSIC, parsed.placement());
            assertEquals(parsed, placed.orThrow());
            assertEquals(CLASSIC.length(), parsed.placement().size());
        }
    }

    @ParameterizedTest
    @EnumSource(Variant.class)
    void randomSetupsAreValidAndRepeatableFromTheSameSeed(Variant variant) {
        for (Side side : Side.values()) {
            for (long seed = 0; seed < 200; seed++) {
                Setup setup = Setup.random(side, variant, new SplittableRandom(seed));
                Map<Rank, Integer> counts = new EnumMap<>(Rank.class);
                setup.placement().forEach((square, rank) -> {
                    assertTrue(Setup.isInSetupArea(side, square), square.name());
                    counts.merge(rank, 1, Integer::sum);
                });
                assertEquals(variant.army(), counts);
                assertEquals(side, setup.side());
                assertEquals(variant, setup.variant());
                assertEquals(setup, valid(side, variant, setup.toSetupString()), "round trip through the string");
                assertEquals(setup, Setup.random(side, variant, new SplittableRandom(seed)));
            }
            assertNotEquals(Setup.random(side, variant, new SplittableRandom(1)), Setup.random(side, variant, new SplittableRandom(2)));
        }
    }

    @Test
    void aGameNeedsRedsAndBluesSetupsOfOneVariant() {
        Setup red = valid(Side.RED, Variant.CLASSIC, CLASSIC);
        Setup blue = valid(Side.BLUE, Variant.CLASSIC, CLASSIC);
        assertThrows(IllegalArgumentException.class, () -> Game.start(blue, red, GameOptions.DEFAULT));
        assertThrows(IllegalArgumentException.class, () -> Game.start(red, red, GameOptions.DEFAULT));
        assertThrows(IllegalArgumentException.class,
                () -> Game.start(red, valid(Side.BLUE, Variant.DUEL, DUEL), GameOptions.DEFAULT));
        Game game = Game.start(red, blue, GameOptions.DEFAULT);
        assertEquals(red, game.setup(Side.RED));
        assertEquals(blue, game.setup(Side.BLUE));
        assertEquals(Variant.CLASSIC, game.variant());
    }
}
