package flagpost.rules;

import static flagpost.rules.GameAsserts.play;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * Snapshots stored in the database must still decode after the engine changes, so the byte format of
 * {@link GameSnapshot#VERSION} 2 is pinned here: {@code snapshots/version-2.txt} holds snapshots written
 * by the code of commit 558d101, one per game below (each named, then its bytes in base64). Today's code
 * must write the same bytes for the same game and read them back into a game that plays the same.
 * {@link GameSnapshotTest} only checks that encode and decode agree with each other, which a change of
 * format on both sides would pass.
 *
 * <p>If the format has to change, raise {@link GameSnapshot#VERSION} and pin the new version in a new
 * file; stored snapshots of the old version are then replayed from their moves.
 */
class StoredSnapshotTest {

    /** The games the stored snapshots were taken from; each is built the same way on every run. */
    private static Map<String, Supplier<Game>> games() {
        Map<String, Supplier<Game>> games = new LinkedHashMap<>();
        games.put("classic-opening", () -> randomGame(Variant.CLASSIC, GameOptions.DEFAULT, 11, 0));
        games.put("classic-ply-150", () -> randomGame(Variant.CLASSIC, GameOptions.DEFAULT, 11, 150));
        games.put("classic-to-the-end", () -> randomGame(Variant.CLASSIC, GameOptions.DEFAULT, 11, Integer.MAX_VALUE));
        games.put("classic-resigned", () -> randomGame(Variant.CLASSIC, GameOptions.DEFAULT, 11, 75)
                .withResult(Result.win(Ending.RESIGNED, Side.BLUE)));
        games.put("duel-limit-5-no-range-attacks", () ->
                randomGame(Variant.DUEL, new GameOptions(5, false, 0), 21, 60));
        games.put("barrage-to-the-end", () -> randomGame(Variant.BARRAGE, new GameOptions(3, true, 40), 31, Integer.MAX_VALUE));
        games.put("chase-awaiting-reply", () -> play(chase(), "b2-b3", "b4-c4", "b3-c3", "c4-d4", "c3-d3", "d4-c4", "d3-c3"));
        games.put("chase-chasing", () -> play(chase(), "b2-b3", "b4-c4", "b3-c3", "c4-d4", "c3-d3", "d4-c4", "d3-c3", "c4-b4"));
        games.put("shuttle-two-squares", () -> play(chase(), "b2-a2", "b4-a4", "a2-b2", "a4-b4", "b2-a2"));
        return games;
    }

    /** Seeded random setups and uniformly random legal moves, up to {@code plies} moves or the end of the game. */
    private static Game randomGame(Variant variant, GameOptions options, long seed, int plies) {
        SplittableRandom random = new SplittableRandom(seed);
        Game game = Game.start(Setup.random(Side.RED, variant, random), Setup.random(Side.BLUE, variant, random), options);
        while (!game.isOver() && game.ply() < plies) {
            List<Move> legal = game.legalMoves();
            game = game.apply(legal.get(random.nextInt(legal.size()))).gameOrThrow();
        }
        return game;
    }

    /** docs/RULES.md §6's worked case: a position without setups. */
    private static Game chase() {
        return TextBoard.game("""
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
                """);
    }

    private static Map<String, String> stored() throws IOException {
        Map<String, String> stored = new LinkedHashMap<>();
        try (InputStream in = StoredSnapshotTest.class.getResourceAsStream("/snapshots/version-2.txt")) {
            assertNotNull(in, "snapshots/version-2.txt is missing");
            for (String line : new String(in.readAllBytes(), StandardCharsets.US_ASCII).split("\n")) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    String[] parts = line.trim().split(" ");
                    stored.put(parts[0], parts[1]);
                }
            }
        }
        return stored;
    }

    @Test
    void theVersionIsStillTwo() {
        assertEquals(2, GameSnapshot.VERSION, "a new version needs a new file of stored snapshots");
    }

    @Test
    void todaysCodeWritesTheStoredBytes() throws IOException {
        Map<String, String> stored = stored();
        Map<String, String> written = new LinkedHashMap<>();
        games().forEach((name, game) -> written.put(name, Base64.getEncoder().encodeToString(GameSnapshot.encode(game.get()))));
        List<String> differ = written.keySet().stream().filter(name -> !written.get(name).equals(stored.get(name))).toList();
        if (!differ.isEmpty()) {
            StringBuilder asFile = new StringBuilder();
            written.forEach((name, bytes) -> asFile.append(name).append(' ').append(bytes).append('\n'));
            fail("today's code writes other bytes for " + differ + "; the lines it writes:\n" + asFile);
        }
        assertEquals(stored.keySet(), written.keySet());
    }

    @Test
    void theStoredBytesDecodeIntoTheSameGame() throws IOException {
        Map<String, String> stored = stored();
        games().forEach((name, recipe) -> {
            Game game = recipe.get();
            byte[] bytes = Base64.getDecoder().decode(stored.get(name));
            Game decoded = GameSnapshot.decode(game.options(), bytes);
            assertArrayEquals(bytes, GameSnapshot.encode(decoded), name);
            assertEquals(game.ply(), decoded.ply(), name);
            assertEquals(game.sideToMove(), decoded.sideToMove(), name);
            assertEquals(game.result(), decoded.result(), name);
            assertEquals(game.positionHash(), decoded.positionHash(), name);
            assertEquals(game.legalMoves(), decoded.legalMoves(), name);
            assertEquals(game.battles(), decoded.battles(), name);
            for (Side side : Side.values()) {
                assertEquals(game.captured(side), decoded.captured(side), name);
                assertEquals(game.lastMove(side), decoded.lastMove(side), name);
                assertEquals(game.setup(side), decoded.setup(side), name);
            }
            // The repetition windows and the chase are not visible from outside: every move decides both rules.
            for (Move move : everyMoveOfTheSideToMove(game)) {
                assertEquals(game.check(game.sideToMove(), move), decoded.check(decoded.sideToMove(), move), name + " " + move);
            }
        });
    }

    private static List<Move> everyMoveOfTheSideToMove(Game game) {
        List<Move> moves = new ArrayList<>();
        for (int from = 0; from < Square.COUNT; from++) {
            Piece piece = game.pieceAt(Square.of(from));
            if (piece == null || piece.side() != game.sideToMove()) {
                continue;
            }
            Square square = Square.of(from);
            for (int i = 0; i < 10; i++) {
                moves.add(new Move(square, Square.at(i, square.rank())));
                moves.add(new Move(square, Square.at(square.file(), i + 1)));
            }
        }
        return moves;
    }
}
