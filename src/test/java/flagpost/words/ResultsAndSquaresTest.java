package flagpost.words;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.rules.Ending;
import flagpost.rules.Rank;
import flagpost.rules.Result;
import flagpost.rules.Side;
import flagpost.rules.Square;
import flagpost.rules.ViewPiece;
import java.util.List;
import org.junit.jupiter.api.Test;

class ResultsAndSquaresTest {

    private static final Result RED_TAKES_THE_FLAG = Result.win(Ending.FLAG_CAPTURED, Side.RED);

    @Test
    void inEnglishThePlainResultIsTheRulesOwnSentence() {
        for (Ending ending : Ending.values()) {
            for (Side winner : Side.values()) {
                Result result = isDraw(ending) ? Result.draw(ending) : Result.win(ending, winner);
                assertEquals(result.describe(), Results.plain(Language.EN, result));
            }
        }
    }

    @Test
    void everyEndingInEnglish() {
        assertEquals("You won: you captured Bob's Flag.", Results.toldTo(Language.EN, RED_TAKES_THE_FLAG, Side.RED, "Alice", "Bob"));
        assertEquals("Alice won: Alice captured your Flag.", Results.toldTo(Language.EN, RED_TAKES_THE_FLAG, Side.BLUE, "Alice", "Bob"));
        assertEquals("Alice (Red) won: captured Bob's Flag.", Results.toldToSpectator(Language.EN, RED_TAKES_THE_FLAG, "Alice", "Bob"));
        assertEquals("Bob won: you ran out of time.",
                Results.toldTo(Language.EN, Result.win(Ending.TIMEOUT, Side.BLUE), Side.RED, "Alice", "Bob"));
        assertEquals("The game is a draw: you both agreed to it.",
                Results.toldTo(Language.EN, Result.draw(Ending.DRAW_AGREED), Side.RED, "Alice", "Bob"));
    }

    @Test
    void everyEndingInSpanish() {
        assertEquals(List.of("Gana Rojo: Rojo capturó la Bandera.", "Has ganado: capturaste la Bandera de Bob.",
                "Ha ganado Alice: Alice capturó tu Bandera.", "Ha ganado Alice (Rojo): capturó la Bandera de Bob."),
                allWays(Language.ES, RED_TAKES_THE_FLAG));
        assertEquals(List.of("Gana Rojo: Azul no podía moverse.", "Has ganado: a Bob no le quedaba ninguna pieza que pudiera moverse.",
                "Ha ganado Alice: no te quedaba ninguna pieza que pudiera moverse.",
                "Ha ganado Alice (Rojo): a Bob no le quedaba ninguna pieza que pudiera moverse."),
                allWays(Language.ES, Result.win(Ending.UNABLE_TO_MOVE, Side.RED)));
        assertEquals(List.of("Gana Azul: Rojo se rindió.", "Ha ganado Bob: te rendiste.", "Has ganado: Alice se rindió.",
                "Ha ganado Bob (Azul): Alice se rindió."), allWays(Language.ES, Result.win(Ending.RESIGNED, Side.BLUE)));
        assertEquals(List.of("Gana Rojo: a Azul se le acabó el tiempo.", "Has ganado: a Bob se le acabó el tiempo.",
                "Ha ganado Alice: se te acabó el tiempo.", "Ha ganado Alice (Rojo): a Bob se le acabó el tiempo."),
                allWays(Language.ES, Result.win(Ending.TIMEOUT, Side.RED)));
        assertEquals(List.of("Tablas: ambos acordaron las tablas.", "La partida termina en tablas por acuerdo entre los dos.",
                "La partida termina en tablas por acuerdo entre los dos.", "La partida termina en tablas: ambos jugadores las acordaron."),
                allWays(Language.ES, Result.draw(Ending.DRAW_AGREED)));
        assertEquals("La partida termina en tablas: ningún bando puede moverse.",
                Results.toldTo(Language.ES, Result.draw(Ending.BOTH_UNABLE_TO_MOVE), Side.RED, "Alice", "Bob"));
        assertEquals("Tablas: se alcanzó el límite de movimientos.", Results.plain(Language.ES, Result.draw(Ending.MOVE_LIMIT)));
    }

    @Test
    void everyEndingInUzbek() {
        assertEquals(List.of("Qizil yutadi: Qizil Bayroqni qoʻlga oldi.", "Siz yutdingiz: Bobning Bayrogʻini qoʻlga oldingiz.",
                "Alice yutdi: Alice Bayrogʻingizni qoʻlga oldi.", "Alice (Qizil) yutdi: Bobning Bayrogʻini qoʻlga oldi."),
                allWays(Language.UZ, RED_TAKES_THE_FLAG));
        assertEquals(List.of("Koʻk yutadi: Qizil taslim boʻldi.", "Bob yutdi: siz taslim boʻldingiz.", "Siz yutdingiz: Alice taslim boʻldi.",
                "Bob (Koʻk) yutdi: Alice taslim boʻldi."), allWays(Language.UZ, Result.win(Ending.RESIGNED, Side.BLUE)));
        assertEquals("Siz yutdingiz: Bobda yura oladigan dona qolmadi.",
                Results.toldTo(Language.UZ, Result.win(Ending.UNABLE_TO_MOVE, Side.RED), Side.RED, "Alice", "Bob"));
        assertEquals("Alice yutdi: vaqtingiz tugadi.",
                Results.toldTo(Language.UZ, Result.win(Ending.TIMEOUT, Side.RED), Side.BLUE, "Alice", "Bob"));
        assertEquals("Oʻyin durang: yurishlar chegarasiga yetildi.",
                Results.toldToSpectator(Language.UZ, Result.draw(Ending.MOVE_LIMIT), "Alice", "Bob"));
        assertEquals("Oʻyin durang: ikkalangiz ham bunga rozi boʻldingiz.",
                Results.toldTo(Language.UZ, Result.draw(Ending.DRAW_AGREED), Side.BLUE, "Alice", "Bob"));
    }

    /** Plain, told to Red (Alice), told to Blue (Bob), told to a spectator. */
    private static List<String> allWays(Language language, Result result) {
        return List.of(Results.plain(language, result), Results.toldTo(language, result, Side.RED, "Alice", "Bob"),
                Results.toldTo(language, result, Side.BLUE, "Alice", "Bob"), Results.toldToSpectator(language, result, "Alice", "Bob"));
    }

    private static boolean isDraw(Ending ending) {
        return ending == Ending.BOTH_UNABLE_TO_MOVE || ending == Ending.MOVE_LIMIT || ending == Ending.DRAW_AGREED;
    }

    @Test
    void squareLabelsInEveryLanguage() {
        ViewPiece ownMarshal = new ViewPiece(Side.RED, Rank.MARSHAL, false, false, false);
        ViewPiece knownGeneral = new ViewPiece(Side.BLUE, Rank.GENERAL, true, true, false);
        ViewPiece unknownRed = new ViewPiece(Side.RED, null, false, false, false);
        ViewPiece unknownBlue = new ViewPiece(Side.BLUE, null, false, false, false);
        ViewPiece ownFlag = new ViewPiece(Side.BLUE, Rank.FLAG, false, false, false);
        assertEquals(List.of("c5: lake", "e4: empty", "e1: your Marshal", "e7: Blue General", "e7: Blue piece, rank unknown"),
                labels(Language.EN, ownMarshal, knownGeneral, unknownBlue));
        assertEquals(List.of("c5: lago", "e4: vacía", "e1: tu Mariscal", "e7: General azul", "e7: pieza azul, rango desconocido"),
                labels(Language.ES, ownMarshal, knownGeneral, unknownBlue));
        assertEquals(List.of("c5: koʻl", "e4: boʻsh", "e1: Marshalingiz", "e7: Koʻk General", "e7: Koʻk dona, unvoni nomaʼlum"),
                labels(Language.UZ, ownMarshal, knownGeneral, unknownBlue));
        assertEquals("a1: Bayrogʻingiz", Squares.label(Language.UZ, new StringBuilder(), Square.parse("a1"), ownFlag, Side.BLUE).toString());
        for (Language language : Language.values()) {
            for (ViewPiece unknown : List.of(unknownRed, unknownBlue)) {
                Side viewer = unknown.side().opponent();
                String label = Squares.label(language, new StringBuilder(), Square.parse("e7"), unknown, viewer).toString();
                assertTrue(label.endsWith(Squares.unknown(language)), label);
            }
        }
    }

    private static List<String> labels(Language language, ViewPiece own, ViewPiece known, ViewPiece unknown) {
        return List.of(label(language, "c5", null), label(language, "e4", null), label(language, "e1", own), label(language, "e7", known),
                label(language, "e7", unknown));
    }

    private static String label(Language language, String square, ViewPiece piece) {
        return Squares.label(language, new StringBuilder(), Square.parse(square), piece, Side.RED).toString();
    }
}
