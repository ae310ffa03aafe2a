package flagpost.gravon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.rules.Ending;
import flagpost.rules.Result;
import flagpost.rules.Side;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The recorded result: Flagpost's endings, and the endings only Gravon records (docs/RULES.md §9), which
 * are read and written back as they stand instead of being refused or bent into a Flagpost ending.
 */
class GravonRecordedResultTest {

    /** A small record (Duel, four moves, Red resigned) with its result line swapped for {@code result}. */
    private static String recordWith(String result) {
        String xml = TestData.read(ReplayTest.ownRecords().resolve("ok-resigned.xml"));
        String resigned = "<result type=\"3\" winner=\"1\"/>";
        if (!xml.contains(resigned)) {
            throw new IllegalStateException("ok-resigned.xml changed; this test swaps its result line");
        }
        return xml.replace(resigned, result);
    }

    @ParameterizedTest
    @CsvSource({
        "10, 3, , GRAVON_BOTH_ABSENT:draw",
        "11, 3, , GRAVON_PLAYER_CLOCK:draw",
        "12, 3, , GRAVON_GAME_CLOCK:draw",
        "13, 3, , GRAVON_PLAYER_CLOCK_WHILE_ABSENT:draw",
        "14, 3, , GRAVON_OPPONENT_ABSENT:draw",
        "4, 1, RED, GRAVON_DRAW_AGREED:red",
        "4, 2, BLUE, GRAVON_DRAW_AGREED:blue",
    })
    void anEndingOnlyGravonHasIsReadAsWrittenAndWrittenBackTheSame(int type, int winner, Side seat, String code) throws GravonFormatException {
        String xml = recordWith("<result type=\"" + type + "\" winner=\"" + winner + "\"/>");

        GravonGame game = GravonReader.read(xml);

        RecordedResult.GravonOnly recorded = assertInstanceOf(RecordedResult.GravonOnly.class, game.recordedResult());
        assertEquals(type, recorded.type());
        assertEquals(seat, recorded.winner());
        assertNull(recorded.flagpostResult(), "no Flagpost ending stands for it");
        assertTrue(recorded.decidedOffTheBoard());
        assertEquals(code, recorded.code());
        assertEquals(xml, GravonWriter.write(game));
    }

    @ParameterizedTest
    @CsvSource({
        "0, 2, UNABLE_TO_MOVE, BLUE",
        "1, 1, FLAG_CAPTURED, RED",
        "2, 3, BOTH_UNABLE_TO_MOVE, ",
        "3, 2, RESIGNED, BLUE",
        "4, 3, DRAW_AGREED, ",
        "10, 1, TIMEOUT, RED",
        "14, 2, TIMEOUT, BLUE",
    })
    void anEndingFlagpostKnowsIsAFlagpostResult(int type, int winner, Ending ending, Side seat) throws GravonFormatException {
        GravonGame game = GravonReader.read(recordWith("<result type=\"" + type + "\" winner=\"" + winner + "\"/>"));

        assertEquals(new RecordedResult.Flagpost(new Result(ending, seat)), game.recordedResult());
    }

    @Test
    void onlyBoardEndingsAreForTheBoardToConfirm() {
        assertFalse(RecordedResult.of(Result.win(Ending.FLAG_CAPTURED, Side.RED)).decidedOffTheBoard());
        assertFalse(RecordedResult.of(Result.draw(Ending.BOTH_UNABLE_TO_MOVE)).decidedOffTheBoard());
        assertTrue(RecordedResult.of(Result.win(Ending.RESIGNED, Side.RED)).decidedOffTheBoard());
        assertTrue(RecordedResult.of(Result.draw(Ending.DRAW_AGREED)).decidedOffTheBoard());
        assertTrue(RecordedResult.of(Result.win(Ending.TIMEOUT, Side.BLUE)).decidedOffTheBoard());
        assertNull(RecordedResult.of(null));
    }

    @ParameterizedTest
    @CsvSource({"4, ", "10, RED", "14, BLUE", "3, RED", "3, ", "1, ", "0, BLUE", "5, "})
    void aGravonOnlyResultIsNeverOneFlagpostHas(int type, Side winner) {
        // Type 4 without a winner is DRAW_AGREED, 10–14 with one is TIMEOUT: those are Flagpost results.
        assertThrows(IllegalArgumentException.class, () -> new RecordedResult.GravonOnly(type, winner));
    }

    @Test
    void aRecordedResultIsNeverEmpty() {
        assertThrows(IllegalArgumentException.class, () -> new RecordedResult.Flagpost(null));
    }
}
