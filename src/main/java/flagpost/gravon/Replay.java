package flagpost.gravon;

import flagpost.rules.Game;
import flagpost.rules.GameOptions;
import flagpost.rules.Move;
import flagpost.rules.MoveResult;
import flagpost.rules.Result;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * Replays Gravon records with the full rules and says, per game, whether every move was legal and
 * the recorded ending is what the board gives.
 *
 * <pre>java -cp target/classes flagpost.gravon.Replay [--two-squares 3|5] [--no-range-attack] FILE_OR_DIR...</pre>
 *
 * <p>One line per game: {@code <file> OK <plies> <ending>}, {@code <file> ILLEGAL ply <n> <move> <REASON>},
 * {@code <file> MISMATCH <board's ending> vs <recorded ending>} or {@code <file> REFUSED <why>}. An ending is
 * {@code ENDING:winner} ({@link RecordedResult#code()}); an OK game the board has not ended shows the recorded
 * ending, which for Gravon's own endings reads {@code GRAVON_GAME_CLOCK:draw} and the like.
 */
public final class Replay {

    /** The verdict on one record. */
    public enum Verdict { OK, ILLEGAL, MISMATCH, REFUSED }

    /** One output line and its verdict. */
    public record Report(Verdict verdict, String line, int plies) {
    }

    /** Settings from the command line; null fields keep what the record says (or the defaults). */
    public record Settings(Integer twoSquaresLimit, Boolean scoutAttacksAtRange) {
        public static final Settings RECORDED = new Settings(null, null);

        GameOptions applyTo(GameOptions recorded) {
            GameOptions options = recorded;
            if (twoSquaresLimit != null) {
                options = options.withTwoSquaresLimit(twoSquaresLimit);
            }
            if (scoutAttacksAtRange != null) {
                options = options.withScoutAttacksAtRange(scoutAttacksAtRange);
            }
            return options;
        }
    }

    private Replay() {
    }

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    /** Runs the tool; returns the exit code (0 only when every game is OK). */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        Integer twoSquares = null;
        Boolean rangeAttack = null;
        List<String> paths = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--two-squares" -> {
                    if (i + 1 >= args.length || !(args[i + 1].equals("3") || args[i + 1].equals("5"))) {
                        return usage(err, "--two-squares takes 3 or 5");
                    }
                    twoSquares = Integer.parseInt(args[++i]);
                }
                case "--no-range-attack" -> rangeAttack = false;
                case "-h", "--help" -> {
                    usage(out, null);
                    return 0;
                }
                default -> {
                    if (args[i].startsWith("-") && args[i].length() > 1) {
                        return usage(err, "unknown option " + args[i]);
                    }
                    paths.add(args[i]);
                }
            }
        }
        if (paths.isEmpty()) {
            return usage(err, "name at least one file or folder");
        }
        Settings settings = new Settings(twoSquares, rangeAttack);
        int[] counts = new int[Verdict.values().length];
        int replayed = 0;
        for (String argument : paths) {
            Path path = Path.of(argument);
            List<Path> files;
            try {
                files = recordsUnder(path);
            } catch (IOException | UncheckedIOException unreadable) {
                out.println(argument + " REFUSED cannot read: " + unreadable.getMessage());
                counts[Verdict.REFUSED.ordinal()]++;
                replayed++;
                continue;
            }
            for (Path file : files) {
                String name = Files.isDirectory(path) ? path.relativize(file).toString() : argument;
                Report report = replayFile(file, name, settings);
                out.println(report.line());
                counts[report.verdict().ordinal()]++;
                replayed++;
            }
        }
        out.printf("replayed %d, ok %d, illegal %d, mismatch %d, refused %d%n", replayed, counts[Verdict.OK.ordinal()],
                counts[Verdict.ILLEGAL.ordinal()], counts[Verdict.MISMATCH.ordinal()], counts[Verdict.REFUSED.ordinal()]);
        return counts[Verdict.OK.ordinal()] == replayed ? 0 : 1;
    }

    private static int usage(PrintStream stream, String problem) {
        if (problem != null) {
            stream.println("replay: " + problem);
        }
        stream.println("usage: java -cp target/classes flagpost.gravon.Replay [--two-squares 3|5] [--no-range-attack] FILE_OR_DIR...");
        return 2;
    }

    private static List<Path> recordsUnder(Path path) throws IOException {
        if (!Files.isDirectory(path)) {
            if (!Files.isRegularFile(path)) {
                throw new IOException("no such file or folder");
            }
            return List.of(path);
        }
        try (Stream<Path> walk = Files.walk(path)) {
            return walk.filter(Files::isRegularFile).filter(p -> p.getFileName().toString().endsWith(".xml")).sorted().toList();
        }
    }

    public static Report replayFile(Path file, String name, Settings settings) {
        String xml;
        try {
            xml = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException | RuntimeException unreadable) {
            return new Report(Verdict.REFUSED, name + " REFUSED cannot read the file: " + unreadable.getMessage(), 0);
        }
        return replay(xml, name, settings);
    }

    /** Replays one record given as text. */
    public static Report replay(String xml, String name, Settings settings) {
        GravonGame record;
        try {
            record = GravonReader.read(xml);
        } catch (GravonFormatException unreadable) {
            return new Report(Verdict.REFUSED, name + " REFUSED " + unreadable.getMessage(), 0);
        }
        Game game = Game.start(record.red(), record.blue(), settings.applyTo(record.options()));
        int ply = 0;
        for (Move move : record.moves()) {
            ply++;
            boolean targetOccupied = game.pieceAt(move.to()) != null;
            MoveResult result = game.apply(move);
            if (result instanceof MoveResult.Rejected rejected) {
                return new Report(Verdict.ILLEGAL, name + " ILLEGAL ply " + ply + " " + move.notation(targetOccupied) + " "
                        + rejected.rejection().reason().code(), ply);
            }
            game = ((MoveResult.Accepted) result).game();
        }
        Result computed = game.result();
        RecordedResult recorded = record.recordedResult();
        int plies = record.moves().size();
        if (recorded == null) {
            return new Report(Verdict.OK, name + " OK " + plies + " " + describe(computed), plies);
        }
        // A resignation, an agreement or the clock ends a game the board has not ended; take the record's word.
        if (recorded.decidedOffTheBoard() && computed == null) {
            return new Report(Verdict.OK, name + " OK " + plies + " " + recorded.code(), plies);
        }
        if (!recorded.equals(RecordedResult.of(computed))) {
            return new Report(Verdict.MISMATCH, name + " MISMATCH " + describe(computed) + " vs " + recorded.code(), plies);
        }
        return new Report(Verdict.OK, name + " OK " + plies + " " + describe(computed), plies);
    }

    /** {@code TYPE:winner} as in the test data, or NOT_OVER. */
    public static String describe(Result result) {
        return result == null ? "NOT_OVER" : RecordedResult.of(result).code();
    }
}
