package flagpost.rules;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import java.util.stream.IntStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Random legal games of every variant, from seeded random setups, checked ply by ply against
 * {@link ReferenceRules} (an independent second reading of docs/RULES.md) and against the promises of
 * the engine's API: every generated move is accepted, every other move is refused with a reason,
 * replaying gives the same game, a game resumed from its {@link GameSnapshot} plays on identically,
 * and no view shows a rank the rules have not revealed.
 *
 * <p>A failure names the variant, the seed and the ply; {@link #playAndCheck} with that seed
 * replays the game exactly.
 */
class RandomGamesPropertyTest {

    private static final int GAMES_PER_VARIANT = 1000;
    private static final int SHUTTLING_GAMES_PER_VARIANT = 60;

    /** Counts gathered over many games, to make sure the games reached the cases they are meant to test. */
    static final class Stats {
        final Map<Ending, Integer> endings = new EnumMap<>(Ending.class);
        int games;
        int plies;
        int battles;
        int twoSquaresForbidden;
        int chaseForbidden;
        int rejectedCandidates;

        synchronized void add(Stats game) {
            game.endings.forEach((ending, count) -> endings.merge(ending, count, Integer::sum));
            games += game.games;
            plies += game.plies;
            battles += game.battles;
            twoSquaresForbidden += game.twoSquaresForbidden;
            chaseForbidden += game.chaseForbidden;
            rejectedCandidates += game.rejectedCandidates;
        }

        @Override
        public synchronized String toString() {
            return games + " games, " + plies + " plies, " + battles + " battles, endings " + endings + ", moves forbidden by the "
                    + "two-squares rule " + twoSquaresForbidden + " and by the chase rule " + chaseForbidden + ", "
                    + rejectedCandidates + " candidates refused";
        }
    }

    /**
     * Plays the games on both cores. Every game has its own seed and generator, so the games and
     * their checks do not depend on the order they run in.
     */
    private static Stats playAll(Variant variant, int count, int firstSeed, Chooser chooser) {
        Stats stats = new Stats();
        IntStream.range(0, count).parallel().forEach(game -> {
            Stats one = new Stats();
            // Every tenth uniform game runs without a ply cap. Every game is compared with the reference on every ply.
            boolean uniform = chooser == Chooser.UNIFORM;
            playAndCheck(variant, seed(variant, firstSeed + game), !uniform || game % 10 != 0, chooser, one);
            stats.add(one);
        });
        return stats;
    }

    enum Chooser { UNIFORM, SHUTTLING }

    @ParameterizedTest
    @EnumSource(Variant.class)
    void randomLegalGamesFollowTheRules(Variant variant) {
        Stats stats = playAll(variant, GAMES_PER_VARIANT, 0, Chooser.UNIFORM);
        assertEquals(GAMES_PER_VARIANT, stats.games);
        assertTrue(stats.endings.getOrDefault(Ending.FLAG_CAPTURED, 0) > 0, stats::toString);
        assertTrue(stats.endings.getOrDefault(Ending.UNABLE_TO_MOVE, 0) > 0, stats::toString);
        assertTrue(stats.endings.getOrDefault(Ending.MOVE_LIMIT, 0) > 0, stats::toString);
        assertTrue(stats.battles > GAMES_PER_VARIANT, stats::toString);
        assertTrue(stats.rejectedCandidates > stats.plies, stats::toString);
        assertTrue(stats.twoSquaresForbidden > 0, stats::toString);
    }

    @ParameterizedTest
    @EnumSource(Variant.class)
    void gamesThatShuttleAndChaseFollowTheRepetitionRules(Variant variant) {
        Stats stats = playAll(variant, SHUTTLING_GAMES_PER_VARIANT, 100_000, Chooser.SHUTTLING);
        assertTrue(stats.twoSquaresForbidden > 100, stats::toString);
        assertTrue(stats.chaseForbidden > 10, stats::toString);
    }

    private static long seed(Variant variant, int game) {
        return 0x5EED_0000L * (variant.ordinal() + 1) + game;
    }

    /** Plays one seeded game to its end, checking every ply. */
    static void playAndCheck(Variant variant, long seed, boolean capped, Chooser chooser, Stats stats) {
        SplittableRandom random = new SplittableRandom(seed);
        GameOptions options = new GameOptions(random.nextInt(4) == 0 ? 5 : 3, random.nextInt(5) != 0,
                capped ? 300 + random.nextInt(201) : 0);
        Setup red = Setup.random(Side.RED, variant, random);
        Setup blue = Setup.random(Side.BLUE, variant, random);
        Game game = Game.start(red, blue, options);
        ReferenceRules reference = ReferenceRules.start(red, blue, options);
        assertFalse(game.isOver(), "seed " + seed + ": a random setup left Red without a move");
        List<Move> moves = new ArrayList<>();
        List<Long> hashes = new ArrayList<>();
        hashes.add(game.positionHash());
        while (!game.isOver()) {
            Game current = game;
            Supplier<String> where = () -> variant + " seed " + seed + " ply " + (current.ply() + 1) + " (" + options + ")\n"
                    + TextBoard.draw(current);
            List<Move> legal = game.legalMoves();
            Set<Move> legalSet = new HashSet<>(legal);
            assertEquals(legal.size(), legalSet.size(), where);
            assertFalse(legal.isEmpty(), where);
            for (Move move : legal) {
                assertNull(game.check(game.sideToMove(), move), where);
            }
            assertEquals(reference.legalMoves(), legalSet, where);
            int[] forbidden = reference.forbiddenCounts();
            stats.twoSquaresForbidden += forbidden[0];
            stats.chaseForbidden += forbidden[1];
            checkCandidates(game, reference, legalSet, random, moves, stats, where);

            Move move = choose(game, legal, moves, chooser, random);
            boolean attack = game.pieceAt(move.to()) != null;
            MoveResult result = game.apply(move);
            if (!(result instanceof MoveResult.Accepted accepted)) {
                fail("a generated move was refused: " + move + " " + result + " at " + where.get());
                return;
            }
            PlayedMove played = accepted.played();
            assertEquals(new PlayedMove(game.ply() + 1, game.sideToMove(), move, played.battle()), played, where);
            assertEquals(attack, played.isAttack(), where);
            assertEquals(reference.play(move), played.battle(), where);
            if (attack) {
                stats.battles++;
            }
            game = accepted.game();
            if (random.nextInt(16) == 0) {
                game = throughSnapshot(red, blue, options, game, where);
            }
            moves.add(move);
            hashes.add(game.positionHash());
            assertEquals(reference.result(), game.result(), where);
            assertEquals(moves.size(), game.ply(), where);
            assertEquals(played, game.lastMove(played.side()), where);
            checkBoardAndViews(game, reference, where);
            stats.plies++;
        }
        if (options.hasPlyCap()) {
            assertTrue(game.ply() <= options.plyCap());
        }
        assertEquals(reference.result(), game.result(), variant + " seed " + seed + " at the end");
        stats.games++;
        stats.endings.merge(game.result().ending(), 1, Integer::sum);
        checkReplay(red, blue, options, moves, hashes, game, seed);
    }

    /**
     * A few moves that were not generated must be refused, each with the reason the reference works out
     * for itself.
     */
    private static void checkCandidates(Game game, ReferenceRules reference, Set<Move> legalSet, SplittableRandom random,
            List<Move> moves, Stats stats, Supplier<String> where) {
        Side side = game.sideToMove();
        List<Square> own = new ArrayList<>();
        for (int i = 0; i < Square.COUNT; i++) {
            Piece piece = game.pieceAt(Square.of(i));
            if (piece != null && piece.side() == side) {
                own.add(Square.of(i));
            }
        }
        List<Move> candidates = new ArrayList<>();
        for (int pick = 0; pick < 2 && !own.isEmpty(); pick++) {
            Square from = own.get(random.nextInt(own.size()));
            for (int i = 0; i < 10; i++) {
                candidates.add(new Move(from, Square.at(i, from.rank())));
                candidates.add(new Move(from, Square.at(from.file(), i + 1)));
            }
        }
        for (int pair = 0; pair < 6; pair++) {
            candidates.add(new Move(Square.of(random.nextInt(Square.COUNT)), Square.of(random.nextInt(Square.COUNT))));
        }
        if (moves.size() >= 2) {
            Move ownLast = moves.get(moves.size() - 2);
            candidates.add(new Move(ownLast.to(), ownLast.from()));
        }
        for (Move candidate : candidates) {
            if (legalSet.contains(candidate)) {
                assertNull(game.check(side, candidate), where);
                continue;
            }
            MoveResult result = game.apply(candidate);
            if (!(result instanceof MoveResult.Rejected rejected)) {
                fail(candidate + " was accepted but not generated at " + where.get());
                return;
            }
            Rejection rejection = rejected.rejection();
            assertNotNull(rejection.reason(), where);
            assertFalse(rejection.message().isBlank(), where);
            assertEquals(rejection, game.check(side, candidate), where);
            stats.rejectedCandidates++;
            assertEquals(reference.refusal(candidate), rejection.reason(), () -> candidate + " at " + where.get());
        }
        Move someLegal = legalSet.iterator().next();
        MoveResult outOfTurn = game.apply(side.opponent(), someLegal);
        assertEquals(Rejection.Reason.NOT_YOUR_TURN, ((MoveResult.Rejected) outOfTurn).rejection().reason(), where);
    }

    /** The board agrees with the reference, and each view shows exactly what §8 lets its player know. */
    private static void checkBoardAndViews(Game game, ReferenceRules reference, Supplier<String> where) {
        PlayerView redView = game.viewFor(Side.RED);
        PlayerView blueView = game.viewFor(Side.BLUE);
        for (int i = 0; i < Square.COUNT; i++) {
            Square square = Square.of(i);
            assertEquals(reference.pieceAt(square), game.pieceAt(square), () -> square + " at " + where.get());
            assertEquals(reference.viewOf(Side.RED, square, game.isOver()), redView.pieceAt(square), () -> "Red's view of " + square + " at " + where.get());
            assertEquals(reference.viewOf(Side.BLUE, square, game.isOver()), blueView.pieceAt(square), () -> "Blue's view of " + square + " at " + where.get());
        }
        for (PlayerView view : List.of(redView, blueView)) {
            assertEquals(reference.captured(Side.RED), view.captured(Side.RED), where);
            assertEquals(reference.captured(Side.BLUE), view.captured(Side.BLUE), where);
            assertEquals(game.battles(), view.battles(), where);
            assertEquals(game.isOver(), view.opponentSetup() != null, where);
            assertEquals(game.sideToMove(), view.sideToMove(), where);
        }
    }

    /**
     * A stored game resumes from its snapshot: the decoded game must behave exactly as the
     * original, and the game goes on from the decoded copy so that the reference checks it too.
     */
    private static Game throughSnapshot(Setup red, Setup blue, GameOptions options, Game game, Supplier<String> where) {
        byte[] bytes = GameSnapshot.encode(game);
        Game decoded = GameSnapshot.decode(options, bytes);
        assertArrayEquals(bytes, GameSnapshot.encode(decoded), where);
        assertEquals(game.positionHash(), decoded.positionHash(), where);
        assertEquals(game.result(), decoded.result(), where);
        assertEquals(game.legalMoves(), decoded.legalMoves(), where);
        assertEquals(TextBoard.draw(game), TextBoard.draw(decoded), where);
        for (Side viewer : Side.values()) {
            assertSameView(game.viewFor(viewer), decoded.viewFor(viewer), where);
        }
        return decoded;
    }

    /** Replaying the moves from the setups gives the same positions, result and views. */
    private static void checkReplay(Setup red, Setup blue, GameOptions options, List<Move> moves, List<Long> hashes, Game played,
            long seed) {
        Game replayed = Game.start(red, blue, options);
        for (int ply = 0; ply < moves.size(); ply++) {
            assertEquals(hashes.get(ply), replayed.positionHash(), "seed " + seed + " ply " + ply);
            replayed = replayed.apply(moves.get(ply)).gameOrThrow();
        }
        assertEquals(hashes.get(moves.size()), replayed.positionHash());
        assertEquals(played.result(), replayed.result());
        assertEquals(played.ply(), replayed.ply());
        assertEquals(TextBoard.draw(played), TextBoard.draw(Game.replay(red, blue, options, moves)));
        for (Side viewer : Side.values()) {
            assertSameView(played.viewFor(viewer), replayed.viewFor(viewer), () -> "seed " + seed);
            assertEquals(AsciiBoard.render(played.viewFor(viewer), Numbering.MODERN),
                    AsciiBoard.render(replayed.viewFor(viewer), Numbering.MODERN), "seed " + seed);
        }
    }

    /** Two views of equal games show the same: compared field by field, without building text. */
    private static void assertSameView(PlayerView expected, PlayerView actual, Supplier<String> where) {
        for (int i = 0; i < Square.COUNT; i++) {
            assertEquals(expected.pieceAt(Square.of(i)), actual.pieceAt(Square.of(i)), where);
        }
        assertEquals(expected.viewer(), actual.viewer(), where);
        assertEquals(expected.lastMove(Side.RED), actual.lastMove(Side.RED), where);
        assertEquals(expected.lastMove(Side.BLUE), actual.lastMove(Side.BLUE), where);
        assertEquals(expected.battles(), actual.battles(), where);
        assertEquals(expected.captured(Side.RED), actual.captured(Side.RED), where);
        assertEquals(expected.captured(Side.BLUE), actual.captured(Side.BLUE), where);
        assertEquals(expected.result(), actual.result(), where);
        assertEquals(expected.ply(), actual.ply(), where);
        assertEquals(expected.sideToMove(), actual.sideToMove(), where);
        assertEquals(expected.ownSetup(), actual.ownSetup(), where);
        assertEquals(expected.opponentSetup(), actual.opponentSetup(), where);
    }

    /**
     * Uniformly random, or (to reach the repetition rules often) biased: chase a piece that has
     * just evaded, evade a piece that has just been threatened, preferably by stepping straight
     * back, and otherwise shuttle.
     */
    private static Move choose(Game game, List<Move> legal, List<Move> moves, Chooser chooser, SplittableRandom random) {
        if (chooser == Chooser.SHUTTLING && !moves.isEmpty() && random.nextInt(10) < 9) {
            Move theirs = moves.get(moves.size() - 1);
            Move mine = moves.size() >= 2 ? moves.get(moves.size() - 2) : null;
            Move back = mine == null ? null : new Move(mine.to(), mine.from());
            List<Move> preferred = new ArrayList<>();
            boolean theyEvaded = mine != null && isNextTo(mine.to(), theirs.from()) && game.pieceAt(theirs.to()) != null
                    && game.pieceAt(theirs.to()).side() != game.sideToMove();
            boolean theyThreatened = game.pieceAt(theirs.to()) != null && game.pieceAt(theirs.to()).side() != game.sideToMove();
            for (Move move : legal) {
                if (game.pieceAt(move.to()) != null) {
                    continue;
                }
                if (theyEvaded ? isNextTo(move.to(), theirs.to()) : theyThreatened && isNextTo(move.from(), theirs.to())) {
                    preferred.add(move);
                }
            }
            if (preferred.contains(back) && random.nextBoolean()) {
                return back;
            }
            if (!preferred.isEmpty()) {
                return preferred.get(random.nextInt(preferred.size()));
            }
            if (legal.contains(back) && random.nextBoolean()) {
                return back;
            }
        }
        return legal.get(random.nextInt(legal.size()));
    }

    private static boolean isNextTo(Square a, Square b) {
        return Math.abs(a.file() - b.file()) + Math.abs(a.rank() - b.rank()) == 1;
    }

}
