package flagpost.bot;

import flagpost.rules.Game;
import flagpost.rules.GameOptions;
import flagpost.rules.Move;
import flagpost.rules.MoveResult;
import flagpost.rules.PlayerView;
import flagpost.rules.Result;
import flagpost.rules.Ending;
import flagpost.rules.Side;
import flagpost.rules.Variant;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Plays games between two levels of the computer through the rules engine alone, each seat fed only its own view
 * and the engine's legal moves for it, and says how they went.
 *
 * <pre>java -cp target/classes flagpost.bot.Match --variant CLASSIC|DUEL|BARRAGE --games N --seed S [--two-squares 3|5]
 *     [--ply-cap P] [--budget ITERATIONS] LEVEL_A LEVEL_B</pre>
 *
 * <p>A plays Red in odd games and Blue in even ones. One line per game: {@code game <i> <winner level|draw> <plies>
 * <ENDING:winner colour>}, then {@code A wins W, B wins L, draws D, mean ms per move A X B Y, illegal N} and a line
 * with each side's win rate and its 95 % Wilson interval and the median and 95th percentile of its time per move,
 * on the wall clock and in CPU time of the playing thread (which a busy machine does not inflate).
 * A game stops as a draw ({@code MOVE_LIMIT}) after {@link #DEFAULT_PLY_CAP} plies unless {@code --ply-cap} says
 * otherwise. A move the engine refuses is counted as illegal and loses that game (ending {@code ILLEGAL}). This tool
 * times the moves, so it reads the clock; the players it runs never do.
 */
public final class Match {

    static final int DEFAULT_PLY_CAP = 2000;

    private Match() {
    }

    /** The settings of one match, read from the command line. */
    record Settings(Variant variant, int games, long seed, int twoSquares, int plyCap, Budget budget, Level a, Level b) {
    }

    /** The totals of a match. */
    record Totals(int aWins, int bWins, int draws, int illegal, long[] aNanos, long[] bNanos, long[] aCpu, long[] bCpu) {
    }

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    static int run(String[] args, PrintStream out, PrintStream err) {
        Settings settings;
        try {
            settings = parse(args);
        } catch (IllegalArgumentException bad) {
            err.println(bad.getMessage());
            err.println("usage: Match --variant CLASSIC|DUEL|BARRAGE --games N --seed S [--two-squares 3|5] [--ply-cap P]"
                    + " [--budget ITERATIONS] LEVEL_A LEVEL_B   (levels: random, easy, normal)");
            return 2;
        }
        Totals totals = play(settings, out);
        out.println(summary(totals));
        out.println(rates(totals, settings.games()));
        return totals.illegal() == 0 ? 0 : 1;
    }

    static Settings parse(String[] args) {
        Variant variant = null;
        int games = -1;
        Long seed = null;
        int twoSquares = 3;
        int plyCap = DEFAULT_PLY_CAP;
        int iterations = Budget.NORMAL.iterations();
        Level[] levels = new Level[2];
        int levelCount = 0;
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            if (arg.startsWith("--")) {
                if (i + 1 >= args.length) {
                    throw new IllegalArgumentException(arg + " needs a value");
                }
                String value = args[++i];
                switch (arg) {
                    case "--variant" -> variant = Variant.fromCode(value.toUpperCase(Locale.ROOT));
                    case "--games" -> games = positive(arg, value);
                    case "--seed" -> seed = Long.parseLong(value);
                    case "--two-squares" -> {
                        if (!value.equals("3") && !value.equals("5")) {
                            throw new IllegalArgumentException("--two-squares takes 3 or 5");
                        }
                        twoSquares = Integer.parseInt(value);
                    }
                    case "--ply-cap" -> plyCap = positive(arg, value);
                    case "--budget" -> iterations = positive(arg, value);
                    default -> throw new IllegalArgumentException("unknown option " + arg);
                }
            } else if (levelCount < 2) {
                levels[levelCount++] = Level.fromCode(arg);
            } else {
                throw new IllegalArgumentException("two levels, please: " + arg + " is a third");
            }
        }
        if (variant == null || games < 0 || seed == null || levelCount < 2) {
            throw new IllegalArgumentException("--variant, --games, --seed and two levels are required");
        }
        return new Settings(variant, games, seed, twoSquares, plyCap, Budget.iterations(iterations), levels[0], levels[1]);
    }

    private static int positive(String option, String value) {
        try {
            int number = Integer.parseInt(value);
            if (number > 0) {
                return number;
            }
        } catch (NumberFormatException notANumber) {
            // said below
        }
        throw new IllegalArgumentException(option + " takes a positive whole number, not " + value);
    }

    static Totals play(Settings settings, PrintStream out) {
        GameOptions options = GameOptions.DEFAULT.withTwoSquaresLimit(settings.twoSquares()).withPlyCap(settings.plyCap());
        int aWins = 0;
        int bWins = 0;
        int draws = 0;
        int illegal = 0;
        long[][] nanos = {new long[1024], new long[1024]};
        long[][] cpu = {new long[1024], new long[1024]};
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        boolean cpuTimed = threads.isCurrentThreadCpuTimeSupported();
        int[] timed = new int[2];
        for (int i = 1; i <= settings.games(); i++) {
            long gameSeed = mix(settings.seed(), i);
            Side aSide = i % 2 == 1 ? Side.RED : Side.BLUE;
            Game game = Game.start(Bot.setup(settings.variant(), Side.RED, mix(gameSeed, -1)),
                    Bot.setup(settings.variant(), Side.BLUE, mix(gameSeed, -2)), options);
            String ending = null;
            while (!game.isOver()) {
                Side side = game.sideToMove();
                int seat = side == aSide ? 0 : 1;
                Level level = seat == 0 ? settings.a() : settings.b();
                PlayerView view = game.viewFor(side);
                List<Move> legal = game.legalMoves();
                long startCpu = cpuTimed ? threads.getCurrentThreadCpuTime() : 0;
                long start = System.nanoTime();
                Decision decision = Bot.decide(view, legal, level, mix(gameSeed, game.ply() + 1), settings.budget());
                long spent = System.nanoTime() - start;
                long spentCpu = cpuTimed ? threads.getCurrentThreadCpuTime() - startCpu : 0;
                if (timed[seat] == nanos[seat].length) {
                    nanos[seat] = Arrays.copyOf(nanos[seat], timed[seat] * 2);
                    cpu[seat] = Arrays.copyOf(cpu[seat], timed[seat] * 2);
                }
                cpu[seat][timed[seat]] = spentCpu;
                nanos[seat][timed[seat]++] = spent;
                if (decision instanceof Decision.Play play) {
                    MoveResult result = game.apply(side, play.move());
                    if (result instanceof MoveResult.Accepted accepted) {
                        game = accepted.game();
                    } else {
                        illegal++;
                        ending = "ILLEGAL:" + side.opponent().code().toLowerCase(Locale.ROOT);
                        game = game.withResult(Result.win(Ending.RESIGNED, side.opponent()));
                    }
                } else {
                    game = game.withResult(Result.win(Ending.RESIGNED, side.opponent()));
                }
            }
            Result result = game.result();
            String winner;
            if (result.isDraw()) {
                draws++;
                winner = "draw";
            } else if (result.winner() == aSide) {
                aWins++;
                winner = settings.a().code();
            } else {
                bWins++;
                winner = settings.b().code();
            }
            if (ending == null) {
                ending = result.ending().code() + ":" + (result.isDraw() ? "draw" : result.winner().code().toLowerCase(Locale.ROOT));
            }
            out.println("game " + i + " " + winner + " " + game.ply() + " " + ending);
            out.flush();
        }
        return new Totals(aWins, bWins, draws, illegal, Arrays.copyOf(nanos[0], timed[0]), Arrays.copyOf(nanos[1], timed[1]),
                Arrays.copyOf(cpu[0], timed[0]), Arrays.copyOf(cpu[1], timed[1]));
    }

    /** A well-mixed seed for game {@code i} (or a ply of it) from the match's seed. */
    static long mix(long seed, long i) {
        long z = seed + i * 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    static String summary(Totals totals) {
        return String.format(Locale.ROOT, "A wins %d, B wins %d, draws %d, mean ms per move A %.2f B %.2f, illegal %d",
                totals.aWins(), totals.bWins(), totals.draws(), mean(totals.aNanos()) / 1e6, mean(totals.bNanos()) / 1e6,
                totals.illegal());
    }

    static String rates(Totals totals, int games) {
        double[] a = wilson(totals.aWins(), games);
        double[] b = wilson(totals.bWins(), games);
        return String.format(Locale.ROOT,
                "A win rate %.3f (95%% CI %.3f-%.3f), B win rate %.3f (95%% CI %.3f-%.3f), ms per move A median %.2f p95 %.2f,"
                        + " B median %.2f p95 %.2f; CPU ms per move A median %.2f p95 %.2f, B median %.2f p95 %.2f",
                games == 0 ? 0.0 : (double) totals.aWins() / games, a[0], a[1],
                games == 0 ? 0.0 : (double) totals.bWins() / games, b[0], b[1],
                percentile(totals.aNanos(), 50) / 1e6, percentile(totals.aNanos(), 95) / 1e6,
                percentile(totals.bNanos(), 50) / 1e6, percentile(totals.bNanos(), 95) / 1e6,
                percentile(totals.aCpu(), 50) / 1e6, percentile(totals.aCpu(), 95) / 1e6,
                percentile(totals.bCpu(), 50) / 1e6, percentile(totals.bCpu(), 95) / 1e6);
    }

    /** The Wilson score interval at 95 % for {@code successes} out of {@code trials}. */
    static double[] wilson(int successes, int trials) {
        if (trials == 0) {
            return new double[] {0, 1};
        }
        double z = 1.959964;
        double p = (double) successes / trials;
        double denominator = 1 + z * z / trials;
        double centre = (p + z * z / (2.0 * trials)) / denominator;
        double half = z * Math.sqrt(p * (1 - p) / trials + z * z / (4.0 * trials * trials)) / denominator;
        return new double[] {Math.max(0, centre - half), Math.min(1, centre + half)};
    }

    private static double mean(long[] values) {
        return values.length == 0 ? 0 : Arrays.stream(values).average().orElse(0);
    }

    private static double percentile(long[] values, int percent) {
        if (values.length == 0) {
            return 0;
        }
        long[] sorted = values.clone();
        Arrays.sort(sorted);
        int index = (int) Math.ceil(percent / 100.0 * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(sorted.length - 1, index))];
    }
}
