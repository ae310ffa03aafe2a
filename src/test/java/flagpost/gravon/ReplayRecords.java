package flagpost.gravon;

import flagpost.rules.Ending;
import flagpost.rules.Game;
import flagpost.rules.GameOptions;
import flagpost.rules.Move;
import flagpost.rules.Result;
import flagpost.rules.Setup;
import flagpost.rules.Side;
import flagpost.rules.Variant;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The records under {@code src/test/resources/gravon/}, one per verdict of the Replay tool, built here
 * so that each says how it was made. {@link ReplayRecordsTest} checks the files are exactly these;
 * after changing one, run {@code main} (from the repository root) to write them again.
 */
final class ReplayRecords {

    static final Path FOLDER = Path.of("src/test/resources/gravon");

    // Setup strings are read from the owner's chair (see Setup); Blue's may use Red's letters.

    /** Classic: Red's only movable piece is the Scout on j4; every other way out is a Bomb or a lake. */
    static final String RED_WALLED = "MLKJJHHHGG" + "GGFFFFEEEE" + "EDDDDDDDCB" + "BBIIBBIHBD";
    /** Classic: Blue cannot move at all; Bombs on a7 b7 e7 f7 i7 j7, lakes in front of c7 d7 g7 h7. */
    static final String BLUE_WALLED = "MLKJJHHHGG" + "GGFFFFEEEE" + "EDDDDDDDDC" + "BBIIBBIHBB";
    /** Classic: a Bomb on j7 and movable pieces all along Blue's front. */
    static final String BLUE_OPEN = "MBBBBBLKJJ" + "HHHHGGGGFF" + "FFEEEEEDDD" + "BDDDDDCIII";

    /** Barrage: Red's Scout on e4 with an open file ahead; Blue's Flag unguarded on e8. */
    static final String RED_BARRAGE = "MBKEAAAAAA" + "AACDAAAAAA" + "AAAAAAAAAA" + "LAAADAAAAA";
    static final String BLUE_BARRAGE = "NKEDCAAAAA" + "AAAAAAAAAA" + "AAAAAMAAAA" + "DAAAAAAAAL";

    /**
     * Duel, for the repetition rules: Red's General on b2 and Spy on h2, Blue's Miner on b7, the rest
     * far away on the right.
     */
    static final String RED_DUEL = "AAAADEELBM" + "AKAAAAACDB" + "AAAAAAAAAA" + "AAAAAAAAAA";
    static final String BLUE_DUEL = "MBLKEDAAAA" + "BDCAAAAAAA" + "AAAAAAAAAA" + "AAAAAAAAEA";

    private ReplayRecords() {
    }

    /** File name to record text, sorted by name. */
    static Map<String, String> all() {
        Map<String, String> records = new TreeMap<>();
        GravonGame flag = played(Variant.BARRAGE, RED_BARRAGE, BLUE_BARRAGE, "a4-a5 j7-j6 e4-e8",
                Result.win(Ending.FLAG_CAPTURED, Side.RED));
        records.put("ok-flag-captured.xml", GravonWriter.write(flag));
        // docs/RULES.md §7 step 4: after Red's first move Blue has no move.
        records.put("ok-unable-to-move.xml", GravonWriter.write(played(Variant.CLASSIC, RED_WALLED, BLUE_WALLED, "j4-j5",
                Result.win(Ending.UNABLE_TO_MOVE, Side.RED))));
        // docs/RULES.md §7 step 3: Red's Scout dies on a Bomb and leaves Red without a move; Red loses at once.
        records.put("ok-mover-unable-to-move.xml", GravonWriter.write(played(Variant.CLASSIC, RED_WALLED, BLUE_OPEN, "j4-j7",
                Result.win(Ending.UNABLE_TO_MOVE, Side.BLUE))));
        // docs/RULES.md §7 step 2: the same Scout dies on the Bomb of a Blue army that cannot move either.
        GravonGame bothUnable = played(Variant.CLASSIC, RED_WALLED, BLUE_WALLED, "j4-j7", Result.draw(Ending.BOTH_UNABLE_TO_MOVE));
        records.put("ok-both-unable-to-move.xml", GravonWriter.write(bothUnable));
        records.put("ok-resigned.xml", GravonWriter.write(record(Variant.DUEL, RED_DUEL, BLUE_DUEL, "h2-h3 b7-b6 h3-h2 b6-b5",
                Result.win(Ending.RESIGNED, Side.RED))));
        // Endings only Gravon records (docs/RULES.md §9), kept as written: the game clock ran out for both
        // (type 12, winner 3), and an agreed draw that names a winner (type 4, winner 1).
        records.put("ok-gravon-game-clock-draw.xml", GravonWriter.write(record(Variant.DUEL, RED_DUEL, BLUE_DUEL, "h2-h3 b7-b6 h3-h2 b6-b5",
                new RecordedResult.GravonOnly(12, null))));
        records.put("ok-gravon-draw-agreed-red.xml", GravonWriter.write(record(Variant.DUEL, RED_DUEL, BLUE_DUEL, "h2-h3 b7-b6 h3-h2 b6-b5",
                new RecordedResult.GravonOnly(4, Side.RED))));
        // Random playouts, exported: the first seeds that end within 100 plies, and one that ends unable to move.
        records.put("ok-random-barrage-seed-4.xml", GravonWriter.write(randomGame(Variant.BARRAGE, 4)));
        records.put("ok-random-duel-seed-3.xml", GravonWriter.write(randomGame(Variant.DUEL, 3)));
        records.put("ok-random-barrage-seed-344.xml", GravonWriter.write(randomGame(Variant.BARRAGE, 344)));

        // The Spy's fourth move in a row between h2 and h3: illegal with limit 3, legal with 5.
        records.put("illegal-two-squares.xml", GravonWriter.write(record(Variant.DUEL, RED_DUEL, BLUE_DUEL,
                "h2-h3 b7-b6 h3-h2 b6-b5 h2-h3 b5-b4 h3-h2", Result.win(Ending.RESIGNED, Side.BLUE))));
        // docs/RULES.md §6's worked case: the Miner comes down to b4 while the Spy waits, then the General
        // chases it along b4–c4–d4; c3-b3 repeats the position after b2-b3 and is not a step back.
        records.put("illegal-more-squares.xml", GravonWriter.write(record(Variant.DUEL, RED_DUEL, BLUE_DUEL,
                "h2-h3 b7-b6 h3-h2 b6-b5 h2-h3 b5-b4 b2-b3 b4-c4 b3-c3 c4-d4 c3-d3 d4-c4 d3-c3 c4-b4 c3-b3",
                Result.win(Ending.RESIGNED, Side.BLUE))));

        records.put("mismatch-wrong-winner.xml", GravonWriter.write(withResult(flag, Result.win(Ending.FLAG_CAPTURED, Side.BLUE))));
        records.put("mismatch-not-over.xml", GravonWriter.write(record(Variant.BARRAGE, RED_BARRAGE, BLUE_BARRAGE, "a4-a5 j7-j6",
                Result.win(Ending.FLAG_CAPTURED, Side.RED))));
        records.put("mismatch-wrong-ending.xml", GravonWriter.write(withResult(bothUnable, Result.win(Ending.UNABLE_TO_MOVE, Side.RED))));
        // Both players absent, says the record, but the Flag was captured first.
        records.put("mismatch-gravon-absent-after-flag.xml", GravonWriter.write(withResult(flag, new RecordedResult.GravonOnly(10, null))));

        String classicfree = GravonWriter.write(flag).replace("type=\"barrage\"", "type=\"classicfree\"");
        records.put("refused-classicfree.xml", classicfree);
        records.put("refused-truncated.xml", classicfree.replace("classicfree", "barrage").substring(0, 200));
        return records;
    }

    /** A record whose moves the engine has played to exactly the given result. */
    private static GravonGame played(Variant variant, String red, String blue, String moves, Result expected) {
        GravonGame game = record(variant, red, blue, moves, expected);
        Result result = Game.replay(game.red(), game.blue(), game.options(), game.moves()).result();
        if (!expected.equals(result)) {
            throw new IllegalStateException("the moves " + moves + " end in " + result + ", not " + expected);
        }
        return game;
    }

    /** A record of moves nobody checked, for the illegal and mismatching cases. */
    private static GravonGame record(Variant variant, String red, String blue, String moves, Result result) {
        return record(variant, red, blue, moves, RecordedResult.of(result));
    }

    private static GravonGame record(Variant variant, String red, String blue, String moves, RecordedResult result) {
        List<Move> list = Arrays.stream(moves.split(" ")).map(text -> Move.parse(text).move()).toList();
        return new GravonGame(variant, GameOptions.DEFAULT, Setup.parse(Side.RED, variant, red).orThrow(),
                Setup.parse(Side.BLUE, variant, blue).orThrow(), list, "Red", "Blue", result);
    }

    private static GravonGame withResult(GravonGame game, Result result) {
        return withResult(game, RecordedResult.of(result));
    }

    private static GravonGame withResult(GravonGame game, RecordedResult result) {
        return new GravonGame(game.variant(), game.options(), game.red(), game.blue(), game.moves(), game.redPlayer(),
                game.bluePlayer(), result);
    }

    /** A complete random game (see RandomPlayout), exported as Flagpost would. */
    static GravonGame randomGame(Variant variant, long seed) {
        RandomPlayout playout = RandomPlayout.play(variant, GameOptions.DEFAULT, seed, 10_000);
        if (!playout.end().isOver()) {
            throw new IllegalStateException("seed " + seed + " does not finish");
        }
        return playout.record("Random " + seed, "Random " + (seed + 1));
    }

    public static void main(String[] args) throws IOException {
        Files.createDirectories(FOLDER);
        for (Map.Entry<String, String> record : all().entrySet()) {
            Files.writeString(FOLDER.resolve(record.getKey()), record.getValue());
        }
    }
}
