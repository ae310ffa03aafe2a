package flagpost.rules;

import static flagpost.rules.GameAsserts.play;
import static flagpost.rules.GameAsserts.rejected;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A stored game resumes from its {@link GameSnapshot} with everything the rules need. (The random
 * games of {@link RandomGamesPropertyTest} also go on from decoded snapshots.)
 */
class GameSnapshotTest {

    private static final Setup RED = Setup.random(Side.RED, Variant.CLASSIC, new SplittableRandom(1));
    private static final Setup BLUE = Setup.random(Side.BLUE, Variant.CLASSIC, new SplittableRandom(2));

    /** Positions drawn for tests have no setups; any setups of the variant do for decoding. */
    private static Game throughSnapshot(Game game) {
        byte[] bytes = GameSnapshot.encode(game);
        Game decoded = GameSnapshot.decode(game.options(), bytes);
        assertArrayEquals(bytes, GameSnapshot.encode(decoded));
        assertEquals(game.positionHash(), decoded.positionHash());
        assertEquals(game.legalMoves(), decoded.legalMoves());
        return decoded;
    }

    @Test
    void aResumedGameRemembersAChaseInProgress() {
        Game game = play(TextBoard.game("""
                . . . . . . . . . f
                . . . . . . . . . .
                . . . . . . . . . .
                . . . . . . . . . .
                . . ~ ~ . . ~ ~ . .
                . . ~ ~ . . ~ ~ . .
                . m . . . . . . . .
                . . . . . . . . . .
                . C . . . . . . . .
                . . . . . . . . . F
                """), "b2-b3", "b4-c4", "b3-c3", "c4-d4", "c3-d3", "d4-c4", "d3-c3", "c4-b4");
        rejected(throughSnapshot(game), "c3-b3", Rejection.Reason.MORE_SQUARES_RULE);
    }

    @Test
    void aResumedGameRemembersTheTwoSquaresWindowAndTheLimit() {
        String board = """
                . . . . . . . . . f
                . . . . . . . . . t
                . . . . . . . . . .
                . . . . . . . . . .
                . . ~ ~ . . ~ ~ . .
                . . ~ ~ . . ~ ~ . .
                . . . . . . . . . .
                . . . . L . . . . .
                . . . . . . . . . .
                . . . . . . . . . F
                """;
        Game game = play(TextBoard.game(board), "e3-e4", "j9-j8", "e4-e3", "j8-i8", "e3-e4", "i8-i9");
        rejected(throughSnapshot(game), "e4-e3", Rejection.Reason.TWO_SQUARES_RULE);
        Game five = play(TextBoard.game(board, Side.RED, GameOptions.DEFAULT.withTwoSquaresLimit(5)),
                "e3-e4", "j9-j8", "e4-e3", "j8-i8", "e3-e4", "i8-i9");
        play(throughSnapshot(five), "e4-e3");
    }

    @Test
    void aResumedGameKeepsItsResultBattlesAndLastMoves() {
        Game game = play(TextBoard.game("""
                . . . . . . . . . .
                . . . . . . . . . .
                . . . . . . . . . .
                . . . . . . . . . .
                . . ~ ~ . . ~ ~ . .
                . . ~ ~ f . ~ ~ . .
                . . . . . . . . . .
                . . . . L . . . . s
                . . . . . . . . . .
                F . . . . . . . . .
                """), "e3-e4", "j3-e3", "e4-e5");
        Game decoded = throughSnapshot(game);
        assertEquals(Result.win(Ending.FLAG_CAPTURED, Side.RED), decoded.result());
        assertEquals(game.battles(), decoded.battles());
        assertEquals(game.lastMove(Side.RED), decoded.lastMove(Side.RED));
        assertEquals(game.lastMove(Side.BLUE), decoded.lastMove(Side.BLUE));
        assertEquals(game.captured(Side.BLUE), decoded.captured(Side.BLUE));
        assertEquals(List.of(), decoded.legalMoves());
    }

    @Test
    void bytesThatAreNotASnapshotOfThisVersionAreRefused() {
        byte[] good = GameSnapshot.encode(Game.start(RED, BLUE, GameOptions.DEFAULT));
        byte[] otherVersion = good.clone();
        otherVersion[0] = (byte) (GameSnapshot.VERSION + 1);
        for (byte[] bad : List.of(new byte[0], otherVersion, Arrays.copyOf(good, good.length - 1), Arrays.copyOf(good, 40),
                Arrays.copyOf(good, good.length + 1))) {
            assertThrows(IllegalArgumentException.class, () -> GameSnapshot.decode(GameOptions.DEFAULT, bad));
        }
    }

    /**
     * A damaged cell (no rank, or a piece on a lake) must be refused by decode with the
     * IllegalArgumentException that tells callers to rebuild the game from its moves, not accepted
     * and left to fail later inside the rules.
     */
    @Test
    void aSnapshotWithACellThatHoldsNoPieceIsRefused() {
        byte[] bytes = GameSnapshot.encode(Game.start(RED, BLUE, GameOptions.DEFAULT));
        int firstCell = 1 + 1 + 1 + 2 * Setup.SIZE + 4 + 1 + 1 + 1;
        bytes[firstCell] = 0x0F;
        assertThrows(IllegalArgumentException.class, () -> GameSnapshot.decode(GameOptions.DEFAULT, bytes));
    }

    /** The setups travel in the snapshot (version 2); a damaged one is refused, not half-read. */
    @Test
    void theSetupsComeBackFromTheSnapshotAndADamagedOneIsRefused() {
        Game game = Game.start(RED, BLUE, GameOptions.DEFAULT);
        Game decoded = GameSnapshot.decode(GameOptions.DEFAULT, GameSnapshot.encode(game));
        assertEquals(RED.toSetupString(), decoded.setup(Side.RED).toSetupString());
        assertEquals(BLUE.toSetupString(), decoded.setup(Side.BLUE).toSetupString());
        assertEquals(Variant.CLASSIC, decoded.variant());

        byte[] damagedSetup = GameSnapshot.encode(game);
        damagedSetup[1 + 1 + 1 + Setup.SIZE] = '#'; // the first character of Blue's setup
        byte[] unknownVariant = GameSnapshot.encode(game);
        unknownVariant[1] = 9;
        for (byte[] bad : List.of(damagedSetup, unknownVariant)) {
            assertThrows(IllegalArgumentException.class, () -> GameSnapshot.decode(GameOptions.DEFAULT, bad));
        }
    }
}
