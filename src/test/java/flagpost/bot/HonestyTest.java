package flagpost.bot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.rules.Game;
import flagpost.rules.GameOptions;
import flagpost.rules.Move;
import flagpost.rules.Piece;
import flagpost.rules.PlayedMove;
import flagpost.rules.PlayerView;
import flagpost.rules.Rank;
import flagpost.rules.Setup;
import flagpost.rules.Side;
import flagpost.rules.Square;
import flagpost.rules.Variant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The computer cannot see hidden ranks. Positions come from random games of every variant at every phase; for each,
 * twins are built that the computer's seat cannot tell apart (its views are equal, field by field) but whose hidden
 * enemy ranks differ: two unrevealed, unmoved enemy pieces swap ranks, or every enemy piece of unknown rank is dealt
 * a new one that fits what the seat knows (a moved piece is never given a Bomb or the Flag). Every level, with the
 * same seed, must choose the same move in both. A deliberately cheating player that reads the real game fails the
 * same test, which shows the test can tell.
 */
class HonestyTest {

    /** A player under test; the honest ones ignore {@code game}, which only the cheat reads. */
    interface Player {
        Decision decide(PlayerView view, List<Move> legal, long seed, Game game);
    }

    /** One position and a twin of it the seat cannot tell apart. */
    record Twins(Game real, Game twin, Side seat, String how) {
    }

    private static final int[] PLIES = {1, 2, 15, 40, 90, 160, 260};
    private static final Budget SMALL = Budget.iterations(120);

    private static List<Twins> twins;

    @BeforeAll
    static void buildTwins() {
        twins = new ArrayList<>();
        for (Variant variant : Variant.values()) {
            for (int game = 0; game < 4; game++) {
                collect(variant, 1000L * variant.ordinal() + game, twins);
            }
        }
    }

    @Test
    void theTwinsDifferOnlyInWhatTheSeatCannotSee() {
        assertTrue(twins.size() >= 120, "too few twins: " + twins.size());
        int swaps = 0;
        int redeals = 0;
        int hiddenDiffers = 0;
        for (Twins pair : twins) {
            assertEquals(fingerprint(pair.real().viewFor(pair.seat())), fingerprint(pair.twin().viewFor(pair.seat())), pair.how());
            assertEquals(pair.real().legalMoves(), pair.twin().legalMoves(), pair.how());
            if (!board(pair.real()).equals(board(pair.twin()))) {
                hiddenDiffers++;
            }
            if (pair.how().startsWith("swap")) {
                swaps++;
            } else {
                redeals++;
            }
        }
        assertEquals(twins.size(), hiddenDiffers, "every twin hides other ranks");
        assertTrue(swaps >= 50 && redeals >= 50, swaps + " swaps, " + redeals + " re-deals");
    }

    @Test
    void everyLevelChoosesTheSameMoveWhateverTheHiddenRanks() {
        for (Level level : Level.values()) {
            Player honest = (view, legal, seed, game) -> Bot.decide(view, legal, level, seed, SMALL);
            assertEquals(List.of(), differences(honest), level.code());
        }
    }

    @Test
    void aPlayerThatReadsTheRealGameFailsTheSameTest() {
        assertFalse(differences(HonestyTest::cheat).isEmpty(), "the test did not catch a player that reads hidden ranks");
    }

    @Test
    void drawOffersAreAnsweredTheSameWhateverTheHiddenRanks() {
        for (Twins pair : twins) {
            assertEquals(Bot.acceptsDraw(pair.real().viewFor(pair.seat())), Bot.acceptsDraw(pair.twin().viewFor(pair.seat())),
                    pair.how());
        }
    }

    private static List<String> differences(Player player) {
        List<String> differences = new ArrayList<>();
        long seed = 7;
        for (Twins pair : twins) {
            seed++;
            Decision real = player.decide(pair.real().viewFor(pair.seat()), pair.real().legalMoves(), seed, pair.real());
            Decision twin = player.decide(pair.twin().viewFor(pair.seat()), pair.twin().legalMoves(), seed, pair.twin());
            if (!real.equals(twin)) {
                differences.add(pair.how() + ": " + real + " against " + twin);
            }
        }
        return differences;
    }

    /** Heads for the real enemy Flag, and attacks a piece it really beats: everything an honest player cannot do. */
    private static Decision cheat(PlayerView view, List<Move> legal, long seed, Game game) {
        Side seat = view.viewer();
        Square flag = null;
        for (int i = 0; i < Square.COUNT; i++) {
            Piece piece = game.pieceAt(Square.of(i));
            if (piece != null && piece.side() != seat && piece.rank() == Rank.FLAG) {
                flag = Square.of(i);
            }
        }
        Move best = legal.get(0);
        int bestScore = Integer.MIN_VALUE;
        for (Move move : legal) {
            Piece target = game.pieceAt(move.to());
            int score = -(Math.abs(move.to().file() - flag.file()) + Math.abs(move.to().rank() - flag.rank()));
            if (target != null && Rank.battle(game.pieceAt(move.from()).rank(), target.rank())
                    == flagpost.rules.BattleOutcome.ATTACKER_WINS) {
                score += 50;
            }
            if (score > bestScore) {
                bestScore = score;
                best = move;
            }
        }
        return new Decision.Play(best);
    }

    // ----------------------------------------------------------------------------------------------
    // Building the twins

    /** Plays a random game and, at each chosen ply, makes a swap twin and a re-dealt twin for the side to move. */
    private static void collect(Variant variant, long seed, List<Twins> into) {
        SplittableRandom random = new SplittableRandom(seed);
        Setup red = Bot.setup(variant, Side.RED, random.nextLong());
        Setup blue = Setup.random(Side.BLUE, variant, random);
        GameOptions options = GameOptions.DEFAULT;
        Game game = Game.start(red, blue, options);
        List<Move> moves = new ArrayList<>();
        int next = 0;
        while (!game.isOver() && next < PLIES.length) {
            if (game.ply() + 1 == PLIES[next]) {
                next++;
                Side seat = game.sideToMove();
                String where = variant.code() + " seed " + seed + " ply " + game.ply() + " " + seat.code();
                Game swapped = swapTwin(game, seat, moves, random);
                if (swapped != null) {
                    into.add(new Twins(game, swapped, seat, "swap at " + where));
                }
                Game redealt = redealTwin(game, seat, moves, random);
                if (redealt != null) {
                    into.add(new Twins(game, redealt, seat, "re-deal at " + where));
                }
            }
            List<Move> legal = game.legalMoves();
            Move move = legal.get(random.nextInt(legal.size()));
            moves.add(move);
            game = game.apply(move).gameOrThrow();
        }
    }

    /** Two unrevealed, unmoved enemy pieces of different ranks trade ranks; null when there are no such two. */
    private static Game swapTwin(Game game, Side seat, List<Move> moves, SplittableRandom random) {
        Side enemy = seat.opponent();
        List<Square> still = new ArrayList<>();
        for (int i = 0; i < Square.COUNT; i++) {
            Square square = Square.of(i);
            Piece piece = game.pieceAt(square);
            if (piece != null && piece.side() == enemy && !game.hasMoved(square) && !game.isRevealed(square)) {
                still.add(square);
            }
        }
        for (int attempt = 0; attempt < 20 && still.size() >= 2; attempt++) {
            Square a = still.get(random.nextInt(still.size()));
            Square b = still.get(random.nextInt(still.size()));
            if (game.pieceAt(a).rank() != game.pieceAt(b).rank()) {
                Map<Square, Rank> placement = new java.util.LinkedHashMap<>(game.setup(enemy).placement());
                placement.put(a, game.pieceAt(b).rank());
                placement.put(b, game.pieceAt(a).rank());
                return replayWith(game, enemy, placement, moves);
            }
        }
        return null;
    }

    /**
     * Every enemy piece whose rank the seat does not know gets a new rank from the same pool, Bombs and the Flag only
     * to pieces that never moved; the pieces are traced back to their setup squares through the moves.
     */
    private static Game redealTwin(Game game, Side seat, List<Move> moves, SplittableRandom random) {
        Side enemy = seat.opponent();
        Square[] origin = origins(game, moves);
        List<Square> still = new ArrayList<>();
        List<Square> moved = new ArrayList<>();
        List<Rank> fixed = new ArrayList<>();
        List<Rank> free = new ArrayList<>();
        for (int i = 0; i < Square.COUNT; i++) {
            Square square = Square.of(i);
            Piece piece = game.pieceAt(square);
            if (piece == null || piece.side() != enemy || game.isRevealed(square) || game.isKnownScout(square)) {
                continue;
            }
            (game.hasMoved(square) ? moved : still).add(square);
            (piece.rank().isMovable() ? free : fixed).add(piece.rank());
        }
        if (still.size() + moved.size() < 2) {
            return null;
        }
        shuffle(still, random);
        shuffle(free, random);
        Map<Square, Rank> placement = new java.util.LinkedHashMap<>(game.setup(enemy).placement());
        int f = 0;
        int m = 0;
        for (Square square : still) {
            placement.put(origin[square.index()], f < fixed.size() ? fixed.get(f++) : free.get(m++));
        }
        for (Square square : moved) {
            placement.put(origin[square.index()], free.get(m++));
        }
        Game twin = replayWith(game, enemy, placement, moves);
        return twin != null && !board(twin).equals(board(game)) ? twin : null;
    }

    /** Where each piece on the board now stood at the start. */
    private static Square[] origins(Game game, List<Move> moves) {
        Square[] origin = new Square[Square.COUNT];
        for (int i = 0; i < Square.COUNT; i++) {
            origin[i] = Square.of(i);
        }
        for (Move move : moves) {
            origin[move.to().index()] = origin[move.from().index()];
            origin[move.from().index()] = null;
        }
        return origin;
    }

    /**
     * The same moves from a changed enemy setup; null when the changed ranks make the game differ in public (a move
     * refused, or an ending that came earlier), which the view comparison would otherwise report.
     */
    private static Game replayWith(Game game, Side enemy, Map<Square, Rank> placement, List<Move> moves) {
        Setup changed = Setup.of(enemy, game.variant(), placement).orThrow();
        Game twin = Game.start(enemy == Side.RED ? changed : game.setup(Side.RED), enemy == Side.BLUE ? changed : game.setup(Side.BLUE),
                game.options());
        for (Move move : moves) {
            if (twin.isOver() || !twin.apply(move).isAccepted()) {
                return null;
            }
            twin = twin.apply(move).gameOrThrow();
        }
        return twin.isOver() == game.isOver() ? twin : null;
    }

    private static <T> void shuffle(List<T> list, SplittableRandom random) {
        for (int i = list.size() - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            T swap = list.get(i);
            list.set(i, list.get(j));
            list.set(j, swap);
        }
    }

    /** Every piece with its real rank. */
    private static String board(Game game) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < Square.COUNT; i++) {
            text.append(game.pieceAt(Square.of(i))).append(';');
        }
        return text.toString();
    }

    /** Everything a view shows, through its public methods. */
    static String fingerprint(PlayerView view) {
        StringBuilder text = new StringBuilder();
        text.append(view.viewer()).append(view.variant()).append(view.options()).append(view.ply()).append(view.sideToMove())
                .append(view.result()).append(view.isOver()).append(view.isViewersTurn()).append('\n');
        for (int i = 0; i < Square.COUNT; i++) {
            text.append(view.pieceAt(Square.of(i))).append(';');
        }
        text.append('\n').append(view.lastMove(Side.RED)).append(view.lastMove(Side.BLUE)).append(view.latestMove());
        for (PlayedMove battle : view.battles()) {
            text.append(battle);
        }
        Map<Side, Map<Rank, Integer>> captured = new EnumMap<>(Side.class);
        for (Side side : Side.values()) {
            captured.put(side, view.captured(side));
        }
        text.append(captured).append(view.ownSetup()).append(view.opponentSetup());
        return text.toString();
    }
}
