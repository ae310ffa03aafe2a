package flagpost.rules;

import static flagpost.rules.GameAsserts.move;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.words.Language;
import flagpost.words.Refusals;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The rules' refusals in every language (issue 16): every {@link Rejection.Reason}, both repetition rules included,
 * and every {@link SetupProblem.Code}, taken from real positions, rebuilt from their facts. In English the rebuilt
 * sentence is word for word the rules' own {@code message()}; in Spanish and Uzbek it is another sentence that names
 * the same squares. Plain JUnit: outside the application the bundles render the same sentences standalone.
 */
class RefusalSentencesTest {

    /** Red: Scouts a4 and b5, Sergeants d4 and e3, General e4, Miner j4, Bomb e2, Flag a1. Blue: Major e5, Bomb a7, Flag j10. */
    private static final String BOARD = """
                a b c d e f g h i j
            10  . . . . . . . . . f
             9  . . . . . . . . . .
             8  . . . . . . . . . .
             7  b . . . . . . . . .
             6  . . ~ ~ . . ~ ~ . .
             5  . S ~ ~ m . ~ ~ . .
             4  S . . T G . . . . N
             3  . . . . T . . . . .
             2  . . . . B . . . . .
             1  F . . . . . . . . .
            """;

    /** One real rejection of every kind, two of the kinds with two sentences each. */
    private static List<Rejection> everyRejection() {
        Game game = TextBoard.game(BOARD, Side.RED);
        List<Rejection> rejections = new ArrayList<>();
        rejections.add(game.withResult(Result.win(Ending.RESIGNED, Side.BLUE)).check(Side.RED, move("e4-d5")));
        rejections.add(game.check(Side.BLUE, move("e5-f5")));
        for (String refused : List.of("f4-f5", "e5-f5", "e2-d2", "e4-f5", "d4-d5", "e4-e6", "b5-f5", "a4-a8", "e4-e3")) {
            rejections.add(game.check(Side.RED, move(refused)));
        }
        rejections.add(game.check(Side.RED, Move.of("e4", "e4")));
        rejections.add(TextBoard.game(BOARD, Side.RED, new GameOptions(3, false, 0)).check(Side.RED, move("a4-a7")));
        Game shuttled = RepetitionPositions.shuttled();
        rejections.add(shuttled.check(Side.RED, move("e4-e3")));
        Game chased = RepetitionPositions.chased();
        rejections.add(chased.check(Side.RED, move("c3-b3")));
        return rejections;
    }

    @Test
    void theBoardsGiveEveryReason() {
        EnumSet<Rejection.Reason> seen = EnumSet.noneOf(Rejection.Reason.class);
        for (Rejection rejection : everyRejection()) {
            seen.add(rejection.reason());
        }
        assertEquals(EnumSet.allOf(Rejection.Reason.class), seen);
    }

    @Test
    void inEnglishTheFactsSayWordForWordWhatTheRulesSay() {
        for (Rejection rejection : everyRejection()) {
            assertEquals(rejection.message(), Refusals.fromFacts(Language.EN, rejection), rejection.reason().name());
            assertEquals(rejection.message(), Refusals.rejection(Language.EN, rejection));
        }
        for (SetupProblem problem : everySetupProblem()) {
            assertEquals(problem.message(), Refusals.fromFacts(Language.EN, problem), problem.code().name());
        }
        for (String typed : List.of("", "e3-e4-e5-e6-e7-e8-e9", "banana", "z9-e4", "e4-k11")) {
            Move.ParsedMove parsed = Move.parse(typed);
            assertEquals(parsed.error(), Refusals.fromFacts(Language.EN, parsed), typed);
        }
    }

    @Test
    void everyReasonIsSaidInSpanishAndUzbekWithItsSquares() {
        for (Rejection rejection : everyRejection()) {
            for (Language language : List.of(Language.ES, Language.UZ)) {
                String sentence = Refusals.rejection(language, rejection);
                assertNotEquals(rejection.message(), sentence, language + " " + rejection.reason());
                if (rejection.reason() != Rejection.Reason.GAME_OVER && rejection.reason() != Rejection.Reason.NOT_YOUR_TURN
                        && rejection.reason().ordinal() < Rejection.Reason.RANGE_ATTACK_NOT_ALLOWED.ordinal()
                        && rejection.reason() != Rejection.Reason.TOO_FAR && !rejection.standsStill()) {
                    String square = rejection.reason() == Rejection.Reason.PATH_BLOCKED ? rejection.at().toString()
                            : rejection.reason() == Rejection.Reason.LAKE || rejection.reason() == Rejection.Reason.OWN_PIECE
                                    ? rejection.to().toString() : rejection.from().toString();
                    assertTrue(sentence.contains(square), language + " " + rejection.reason() + " names " + square + ": " + sentence);
                }
            }
        }
    }

    @Test
    void characteristicSentences() {
        Map<Rejection.Reason, Rejection> byReason = new EnumMap<>(Rejection.Reason.class);
        for (Rejection rejection : everyRejection()) {
            byReason.putIfAbsent(rejection.reason(), rejection);
        }
        assertEquals("Regla de las 2 casillas: esta pieza ya se ha movido 3 veces seguidas entre las mismas dos casillas.",
                Refusals.rejection(Language.ES, byReason.get(Rejection.Reason.TWO_SQUARES_RULE)));
        assertTrue(Refusals.rejection(Language.ES, byReason.get(Rejection.Reason.MORE_SQUARES_RULE)).startsWith("Regla de persecución"));
        assertEquals("Ikki katak qoidasi: bu dona ayni ikki katak orasida ketma-ket 3 marta yurib boʻldi.",
                Refusals.rejection(Language.UZ, byReason.get(Rejection.Reason.TWO_SQUARES_RULE)));
        assertTrue(Refusals.rejection(Language.UZ, byReason.get(Rejection.Reason.MORE_SQUARES_RULE)).startsWith("Taʼqib qoidasi"));
        assertEquals("d5 es un lago; ninguna pieza puede entrar en él.", Refusals.rejection(Language.ES, byReason.get(Rejection.Reason.LAKE)));
        assertTrue(Refusals.rejection(Language.ES, byReason.get(Rejection.Reason.PIECE_CANNOT_MOVE)).contains("Bandera"));
        assertTrue(Refusals.rejection(Language.UZ, byReason.get(Rejection.Reason.PIECE_CANNOT_MOVE)).contains("Bayroq"));
        assertTrue(Refusals.rejection(Language.UZ, byReason.get(Rejection.Reason.LAKE)).contains("koʻl"));
    }

    /** One real problem of every kind. */
    private static List<SetupProblem> everySetupProblem() {
        List<SetupProblem> problems = new ArrayList<>();
        problems.addAll(Setup.parse(Side.RED, Variant.CLASSIC, "DDDD").problems());
        problems.addAll(Setup.parse(Side.RED, Variant.CLASSIC, "Z" + "A".repeat(39)).problems());
        problems.addAll(Setup.parse(Side.RED, Variant.CLASSIC, "D".repeat(40)).problems());
        problems.addAll(Setup.parse(Side.RED, Variant.BARRAGE, "J" + "A".repeat(39)).problems());
        Map<Square, Rank> placement = new LinkedHashMap<>();
        placement.put(Square.parse("c5"), Rank.MARSHAL);
        placement.put(Square.parse("e7"), Rank.FLAG);
        problems.addAll(Setup.of(Side.RED, Variant.CLASSIC, placement).problems());
        return problems;
    }

    @Test
    void everySetupProblemIsSaidInSpanishAndUzbek() {
        EnumSet<SetupProblem.Code> seen = EnumSet.noneOf(SetupProblem.Code.class);
        for (SetupProblem problem : everySetupProblem()) {
            seen.add(problem.code());
            for (Language language : List.of(Language.ES, Language.UZ)) {
                assertNotEquals(problem.message(), Refusals.problem(language, problem), language + " " + problem.code());
            }
        }
        assertEquals(EnumSet.allOf(SetupProblem.Code.class), seen);
        List<SetupProblem> problems = everySetupProblem();
        assertEquals("Una colocación escrita tiene 40 caracteres, uno por casilla; esta tiene 4.",
                Refusals.problem(Language.ES, problems.get(0)));
        assertEquals("Joylashtirish satrida 40 ta belgi boʻladi, har bir katak uchun bittadan; bu satrda esa 4 ta belgi bor.",
                Refusals.problem(Language.UZ, problems.get(0)));
        String lake = Refusals.problem(Language.ES, problems.stream().filter(p -> p.code() == SetupProblem.Code.LAKE).findFirst().orElseThrow());
        assertTrue(lake.contains("c5") && lake.contains("lago"), lake);
    }
}
