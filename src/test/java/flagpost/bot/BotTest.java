package flagpost.bot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.rules.DrawnGames;
import flagpost.rules.Game;
import flagpost.rules.GameOptions;
import flagpost.rules.Move;
import flagpost.rules.Side;
import flagpost.rules.Variant;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The computer player's promises: a move from the list it was given, the same move for the same seed, honest answers. */
class BotTest {

    private static final Budget SMALL = Budget.iterations(60);

    @ParameterizedTest
    @EnumSource(Variant.class)
    void everyLevelPlaysOnlyMovesFromTheEnginesList(Variant variant) {
        Level[] levels = Level.values();
        for (int round = 0; round < levels.length; round++) {
            Level red = levels[round];
            Level blue = levels[(round + 1) % levels.length];
            Game game = Game.start(Bot.setup(variant, Side.RED, round), Bot.setup(variant, Side.BLUE, round + 100),
                    GameOptions.DEFAULT.withPlyCap(160));
            while (!game.isOver()) {
                List<Move> legal = game.legalMoves();
                Decision decision = Bot.decide(game.viewFor(game.sideToMove()), legal,
                        game.sideToMove() == Side.RED ? red : blue, game.ply(), SMALL);
                if (decision instanceof Decision.Play play) {
                    assertTrue(legal.contains(play.move()), play.move() + " is not among " + legal);
                    game = game.apply(play.move()).gameOrThrow();
                } else {
                    break;
                }
            }
        }
    }

    @Test
    void theSameViewAndSeedGiveTheSameMoveAndOtherSeedsVary() {
        Game game = Game.start(Bot.setup(Variant.CLASSIC, Side.RED, 1), Bot.setup(Variant.CLASSIC, Side.BLUE, 2), GameOptions.DEFAULT);
        Set<Decision> seen = new HashSet<>();
        for (long seed = 0; seed < 12; seed++) {
            for (Level level : Level.values()) {
                Decision first = Bot.decide(game.viewFor(Side.RED), game.legalMoves(), level, seed, SMALL);
                assertEquals(first, Bot.decide(game.viewFor(Side.RED), game.legalMoves(), level, seed, SMALL), level + " seed " + seed);
                seen.add(first);
            }
        }
        assertTrue(seen.size() > 3, "the seed changes nothing: " + seen);
    }

    @Test
    void aWallClockCapStopsTheSearchEarlyAndStillPlaysALegalMove() {
        Game game = Game.start(Bot.setup(Variant.CLASSIC, Side.RED, 3), Bot.setup(Variant.CLASSIC, Side.BLUE, 4), GameOptions.DEFAULT);
        long[] fakeNanos = {0};
        // A clock that jumps a second on every reading: the cap is passed after the first sample.
        Budget capped = Budget.iterations(1_000_000).withCap(() -> fakeNanos[0] += 1_000_000_000L, 5);
        Decision decision = Bot.decide(game.viewFor(Side.RED), game.legalMoves(), Level.NORMAL, 9, capped);
        assertTrue(game.legalMoves().contains(((Decision.Play) decision).move()));
        assertTrue(fakeNanos[0] < 100_000_000_000L, "the search read the clock " + fakeNanos[0] / 1_000_000_000L + " times");
    }

    @Test
    void eitherSeatSeesEveryEnemyPieceAsAPieceThoughNotItsRank() {
        Game game = Game.start(Bot.setup(Variant.CLASSIC, Side.RED, 1), Bot.setup(Variant.CLASSIC, Side.BLUE, 2), GameOptions.DEFAULT);
        game = game.apply(game.legalMoves().get(0)).gameOrThrow();
        for (Side seat : Side.values()) {
            Knowledge knowledge = Knowledge.of(game.viewFor(seat));
            int pieces = 0;
            int unknown = 0;
            for (byte cell : knowledge.seen) {
                pieces += cell != 0 ? 1 : 0;
            }
            for (int square = 0; square < knowledge.seen.length; square++) {
                unknown += knowledge.seen[square] != 0 && knowledge.knownRank(square) < 0 ? 1 : 0;
            }
            assertEquals(80, pieces, seat.code());
            assertEquals(40, unknown, seat.code());
            assertEquals(40, knowledge.unknownCount(), seat.code());
        }
    }

    @Test
    void itDecidesOnlyOnItsOwnTurnAndOnlyForASeat() {
        Game game = Game.start(Bot.setup(Variant.DUEL, Side.RED, 5), Bot.setup(Variant.DUEL, Side.BLUE, 6), GameOptions.DEFAULT);
        assertThrows(IllegalArgumentException.class, () -> Bot.decide(game.viewFor(Side.BLUE), game.legalMoves(), Level.EASY, 1));
        assertThrows(IllegalArgumentException.class, () -> Bot.decide(game.spectatorView(), game.legalMoves(), Level.EASY, 1));
        assertThrows(IllegalArgumentException.class, () -> Bot.decide(game.viewFor(Side.RED), List.of(), Level.EASY, 1));
    }

    /** Red has a Marshal, a General and Bombs round its Flag; Blue a lone Scout and its Flag. */
    private static final String RED_FAR_AHEAD = """
            . . . . . . . . f s
            . . . . . . . . . .
            . . . . . . . . . .
            . . . . . . . . . .
            . . ~ ~ . . ~ ~ . .
            . . ~ ~ . . ~ ~ . .
            . . . . . . . . . .
            . . . . . . . . . .
            X G . . . . . . . .
            . . . . . . . . B F
            """;

    @Test
    void itAcceptsADrawWhenLosingAndDeclinesWhenWinning() {
        Game game = DrawnGames.game(RED_FAR_AHEAD, Side.RED);
        assertTrue(Bot.acceptsDraw(game.viewFor(Side.BLUE)), "Blue, a Scout against a Marshal and a General, takes the draw");
        assertFalse(Bot.acceptsDraw(game.viewFor(Side.RED)), "Red, far ahead, plays on");
    }

    @Test
    void itAcceptsADrawInADeadPositionWhateverTheMaterial() {
        Game game = DrawnGames.game(RED_FAR_AHEAD, Side.RED);
        // Red's Marshal walks round its General on the left, Blue's Scout round a square on the right: no battle.
        String[] red = {"a2-a1", "a1-b1", "b1-c1", "c1-c2", "c2-c3", "c3-b3", "b3-a3", "a3-a2"};
        String[] blue = {"j10-j9", "j9-i9", "i9-i8", "i8-j8", "j8-j9", "j9-j10"};
        for (int i = 0; game.ply() < Assessment.DEAD_AFTER_PLIES; i++) {
            game = game.apply(Move.parse(red[i % red.length]).move()).gameOrThrow();
            game = game.apply(Move.parse(blue[i % blue.length]).move()).gameOrThrow();
        }
        assertTrue(Bot.acceptsDraw(game.viewFor(Side.RED)), "nothing fought for " + game.ply() + " plies");
    }

    @Test
    void itResignsOnlyAHopelessPositionAndNeverAtRandom() {
        Game game = DrawnGames.game(RED_FAR_AHEAD, Side.BLUE);
        for (Level level : List.of(Level.EASY, Level.NORMAL)) {
            assertInstanceOf(Decision.Resign.class, Bot.decide(game.viewFor(Side.BLUE), game.legalMoves(), level, 1, SMALL), level.code());
        }
        assertInstanceOf(Decision.Play.class, Bot.decide(game.viewFor(Side.BLUE), game.legalMoves(), Level.RANDOM, 1, SMALL));
        Game start = Game.start(Bot.setup(Variant.BARRAGE, Side.RED, 7), Bot.setup(Variant.BARRAGE, Side.BLUE, 8), GameOptions.DEFAULT);
        assertInstanceOf(Decision.Play.class, Bot.decide(start.viewFor(Side.RED), start.legalMoves(), Level.NORMAL, 1, SMALL));
    }
}
