package flagpost.bot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.rules.Rank;
import flagpost.rules.Setup;
import flagpost.rules.Side;
import flagpost.rules.Square;
import flagpost.rules.Variant;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The computer's own setups: valid, sensibly built, and different for every seed. */
class SetupsTest {

    private static final int SEEDS = 250;

    @ParameterizedTest
    @EnumSource(Variant.class)
    void everySetupIsValidWithTheFlagOnTheBackRow(Variant variant) {
        for (Side side : Side.values()) {
            for (long seed = 0; seed < SEEDS; seed++) {
                Setup setup = Bot.setup(variant, side, seed);
                assertEquals(side, setup.side());
                // Valid by the rules' own reading of its string (Setup.of has checked the counts already).
                assertEquals(setup, Setup.parse(side, variant, setup.toSetupString()).orThrow());
                Square flag = square(setup, Rank.FLAG);
                assertEquals(side == Side.RED ? 1 : 10, flag.rank(), "the Flag stands on the back row: " + setup);
                if (!variant.fillsSetupArea()) {
                    assertEquals(neighbours(flag), occupiedNeighbours(setup, flag), "a Scout could run straight at the Flag: " + setup);
                }
            }
        }
    }

    @ParameterizedTest
    @EnumSource(Variant.class)
    void noTwoSeedsGiveTheSameSetupAndTheSameSeedAlwaysDoes(Variant variant) {
        Set<String> seen = new HashSet<>();
        for (long seed = 0; seed < SEEDS; seed++) {
            String setup = Bot.setup(variant, Side.RED, seed).toSetupString();
            assertTrue(seen.add(setup), "seed " + seed + " repeats " + setup);
            assertEquals(setup, Bot.setup(variant, Side.RED, seed).toSetupString());
        }
    }

    @ParameterizedTest
    @EnumSource(Variant.class)
    void theFlagIsUsuallyWalledInByBombsButNotAlways(Variant variant) {
        int walled = 0;
        Set<Integer> flagFiles = new HashSet<>();
        for (long seed = 0; seed < SEEDS; seed++) {
            Setup setup = Bot.setup(variant, Side.RED, seed);
            Square flag = square(setup, Rank.FLAG);
            flagFiles.add(flag.file());
            if (bombedNeighbours(setup, flag) == neighbours(flag)) {
                walled++;
            }
        }
        int guarded = 0;
        for (long seed = 0; seed < SEEDS; seed++) {
            Setup setup = Bot.setup(variant, Side.RED, seed);
            if (bombedNeighbours(setup, square(setup, Rank.FLAG)) > 0) {
                guarded++;
            }
        }
        switch (variant) {
            case CLASSIC -> assertTrue(walled >= SEEDS * 80 / 100 && walled < SEEDS, walled + " of " + SEEDS + " walled in");
            case DUEL -> assertTrue(walled >= SEEDS / 4 && walled < SEEDS, walled + " of " + SEEDS + " walled in");
            // One Bomb cannot wall in a Flag, even in a corner; it can stand beside it.
            case BARRAGE -> assertTrue(guarded >= SEEDS / 3 && guarded < SEEDS, guarded + " of " + SEEDS + " beside a Bomb");
        }
        assertTrue(flagFiles.size() >= 8, "the Flag stood only on files " + flagFiles);
    }

    @ParameterizedTest
    @EnumSource(Variant.class)
    void scoutsAndMinersAreSpreadOverBothWings(Variant variant) {
        // Barrage has one Miner; its two Scouts are checked like the others'.
        boolean oneMiner = variant.count(Rank.MINER) < 2;
        int minersOnBothWings = 0;
        int scoutsOnBothWings = 0;
        int scoutFiles = 0;
        for (long seed = 0; seed < SEEDS; seed++) {
            Setup setup = Bot.setup(variant, Side.RED, seed);
            if (onBothWings(setup, Rank.MINER)) {
                minersOnBothWings++;
            }
            if (onBothWings(setup, Rank.SCOUT)) {
                scoutsOnBothWings++;
            }
            scoutFiles += files(setup, Rank.SCOUT);
        }
        // In Duel and Barrage some movers stand guard beside the Flag, on its wing.
        int often = variant == Variant.CLASSIC ? SEEDS * 90 / 100 : SEEDS * 60 / 100;
        assertTrue(oneMiner || minersOnBothWings >= often, minersOnBothWings + " of " + SEEDS);
        assertTrue(scoutsOnBothWings >= often, scoutsOnBothWings + " of " + SEEDS);
        if (variant == Variant.CLASSIC) {
            assertTrue(scoutFiles >= SEEDS * 6, "Scouts on " + scoutFiles / (double) SEEDS + " files on average");
        }
    }

    private static Square square(Setup setup, Rank rank) {
        return setup.placement().entrySet().stream().filter(entry -> entry.getValue() == rank).findFirst().orElseThrow().getKey();
    }

    private static int neighbours(Square square) {
        int count = 0;
        for (int[] step : new int[][] {{1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
            int file = square.file() + step[0];
            int rank = square.rank() + step[1];
            if (file >= 0 && file <= 9 && rank >= 1 && rank <= 10) {
                count++;
            }
        }
        return count;
    }

    private static int occupiedNeighbours(Setup setup, Square square) {
        int count = 0;
        for (int[] step : new int[][] {{1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
            int file = square.file() + step[0];
            int rank = square.rank() + step[1];
            if (file >= 0 && file <= 9 && rank >= 1 && rank <= 10 && setup.rankAt(Square.at(file, rank)) != null) {
                count++;
            }
        }
        return count;
    }

    private static int bombedNeighbours(Setup setup, Square square) {
        int count = 0;
        for (int[] step : new int[][] {{1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
            int file = square.file() + step[0];
            int rank = square.rank() + step[1];
            if (file >= 0 && file <= 9 && rank >= 1 && rank <= 10 && setup.rankAt(Square.at(file, rank)) == Rank.BOMB) {
                count++;
            }
        }
        return count;
    }

    private static boolean onBothWings(Setup setup, Rank rank) {
        boolean left = false;
        boolean right = false;
        for (var entry : setup.placement().entrySet()) {
            if (entry.getValue() == rank) {
                left |= entry.getKey().file() < 5;
                right |= entry.getKey().file() >= 5;
            }
        }
        return left && right;
    }

    private static int files(Setup setup, Rank rank) {
        Set<Integer> files = new HashSet<>();
        setup.placement().forEach((square, placed) -> {
            if (placed == rank) {
                files.add(square.file());
            }
        });
        return files.size();
    }
}
