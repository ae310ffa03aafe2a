package flagpost.rules;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * A game of Stratego at one moment: the board, whose turn it is, what both players know, and the
 * short windows the repetition rules need. Immutable: {@link #apply} returns a new game or the
 * reason the move was refused. Holds no clock and does no I/O.
 *
 * <p>A game is made of a few immutable parts, and a part that a move leaves alone is shared between
 * the game before and after it: the {@link GameBasis} (variant, options, setups: the same for every ply),
 * the {@link Position} (pieces, side to move, hash), each side's {@link SideState} (what the repetition
 * rules remember of its play, and its last move), the battles, and the result. A move makes a new
 * position, a new state for the mover and a new pair of states.
 */
public final class Game {

    private static final int[] STEPS = {10, -10, 1, -1};

    private final GameBasis terms;
    private final Position position;
    private final BothSides<SideState> sides;
    /** Every battle, newest first; also the record of every captured piece. */
    private final Chain<PlayedMove> battles;
    /** Null while the game goes on. */
    private final Result result;

    /** A game in progress. */
    Game(GameBasis terms, Position position, BothSides<SideState> sides, Chain<PlayedMove> battles) {
        this.terms = terms;
        this.position = position;
        this.sides = sides;
        this.battles = battles;
        this.result = null;
    }

    /** The same game, ended with {@code result}. */
    private Game(Game game, Result result) {
        this.terms = game.terms;
        this.position = game.position;
        this.sides = game.sides;
        this.battles = game.battles;
        this.result = result;
    }

    /** A new game from both setups; Red is to move. */
    public static Game start(Setup red, Setup blue, GameOptions options) {
        if (red.side() != Side.RED || blue.side() != Side.BLUE) {
            throw new IllegalArgumentException("need Red's setup and Blue's setup, got " + red.side() + " and " + blue.side());
        }
        if (red.variant() != blue.variant()) {
            throw new IllegalArgumentException("setups of different variants: " + red.variant() + " and " + blue.variant());
        }
        byte[] cells = new byte[Square.COUNT];
        for (Setup setup : List.of(red, blue)) {
            setup.placement().forEach((square, rank) ->
                    cells[square.index()] = (byte) Cells.encode(Piece.of(setup.side(), rank)));
        }
        Game game = beginning(new GameBasis(red.variant(), options, new BothSides<>(red, blue)), Position.of(cells, Side.RED));
        // docs/RULES.md is silent on a start where Red has no move; we apply §7 step 4 (and step 2) as after any move.
        if (!game.hasLegalMove(Side.RED, true)) {
            Result result = game.hasLegalMove(Side.BLUE, false)
                    ? Result.win(Ending.UNABLE_TO_MOVE, Side.BLUE)
                    : Result.draw(Ending.BOTH_UNABLE_TO_MOVE);
            return game.withResult(result);
        }
        return game;
    }

    /**
     * A game from an arbitrary position, for tests and studies: no setups, nothing revealed or moved,
     * no history. Package-private because real games always begin with {@link #start}.
     */
    static Game fromPosition(Variant variant, GameOptions options, Map<Square, Piece> pieces, Side toMove) {
        byte[] cells = new byte[Square.COUNT];
        pieces.forEach((square, piece) -> {
            if (square.isLake()) {
                throw new IllegalArgumentException("a piece on the lake square " + square);
            }
            cells[square.index()] = (byte) Cells.encode(piece);
        });
        return beginning(new GameBasis(variant, options, new BothSides<>(null, null)), Position.of(cells, toMove));
    }

    /** Ply 0: nothing played yet, so no side has a move, a window or a chase to remember. */
    private static Game beginning(GameBasis terms, Position position) {
        return new Game(terms, position, BothSides.both(SideState.START), Chain.empty());
    }

    /** Replays moves from the start; throws at the first refused move (for trusted, stored moves). */
    public static Game replay(Setup red, Setup blue, GameOptions options, List<Move> moves) {
        Game game = start(red, blue, options);
        for (Move move : moves) {
            game = game.apply(move).gameOrThrow();
        }
        return game;
    }

    // ----------------------------------------------------------------------------------------------
    // Reading the state

    public Variant variant() {
        return terms.variant();
    }

    public GameOptions options() {
        return terms.options();
    }

    public Setup setup(Side side) {
        return terms.setups().get(side);
    }

    /** The side to move (meaningless once the game is over). */
    public Side sideToMove() {
        return position.toMove();
    }

    /**
     * Moves played so far, which is the number of the last move played (made by the side not to move);
     * the next move is ply {@code ply() + 1}.
     */
    public int ply() {
        PlayedMove last = lastMove(position.toMove().opponent());
        return last == null ? 0 : last.ply();
    }

    public boolean isOver() {
        return result != null;
    }

    /** The result, or null while the game goes on. */
    public Result result() {
        return result;
    }

    public Piece pieceAt(Square square) {
        return Cells.piece(cell(square.index()));
    }

    /** Whether the piece on this square has moved (so both players know it is not a Bomb or Flag). */
    public boolean hasMoved(Square square) {
        return (cell(square.index()) & Cells.MOVED) != 0;
    }

    /** Whether the piece on this square has fought a battle, so both players know its rank. */
    public boolean isRevealed(Square square) {
        return (cell(square.index()) & Cells.REVEALED) != 0;
    }

    /** Whether the piece on this square has moved more than one square at once, so it is known to be a Scout. */
    public boolean isKnownScout(Square square) {
        return (cell(square.index()) & Cells.KNOWN_SCOUT) != 0;
    }

    /** The last move of that side, or null before its first. */
    public PlayedMove lastMove(Side side) {
        return sides.get(side).lastMove();
    }

    /** Every battle so far, oldest first. */
    public List<PlayedMove> battles() {
        return battles.toList();
    }

    /** How many pieces of each rank this side has lost. */
    public Map<Rank, Integer> captured(Side side) {
        byte[] counts = capturedCounts();
        Map<Rank, Integer> lost = new EnumMap<>(Rank.class);
        for (Rank rank : Rank.values()) {
            int count = counts[Piece.of(side, rank).index()];
            if (count > 0) {
                lost.put(rank, count);
            }
        }
        return Collections.unmodifiableMap(lost);
    }

    /** A hash of the position (pieces and side to move); equal positions give equal hashes. */
    public long positionHash() {
        return position.hash();
    }

    /** What {@code viewer} may know of this game (docs/RULES.md §8). */
    public PlayerView viewFor(Side viewer) {
        return PlayerView.of(this, viewer);
    }

    /** What a spectator may know of this game: only what is public (see {@link PlayerView}). */
    public PlayerView spectatorView() {
        return PlayerView.ofSpectator(this);
    }

    // ----------------------------------------------------------------------------------------------
    // Moving

    /** Applies a move of the side to move. */
    public MoveResult apply(Move move) {
        return apply(position.toMove(), move);
    }

    /** Applies a move submitted by {@code player}. */
    public MoveResult apply(Side player, Move move) {
        Rejection rejection = check(player, move);
        if (rejection != null) {
            return new MoveResult.Rejected(rejection);
        }
        return play(move);
    }

    /** Why this move would be refused, or null when it is legal. */
    public Rejection check(Side player, Move move) {
        if (result != null) {
            return new Rejection(Rejection.Reason.GAME_OVER, "The game is over. " + result.describe(),
                    move.from(), move.to(), null, null, null, result, 0);
        }
        if (player != position.toMove()) {
            return new Rejection(Rejection.Reason.NOT_YOUR_TURN, "It is " + position.toMove().displayName() + "'s turn.",
                    move.from(), move.to(), null, null, position.toMove(), null, 0);
        }
        byte[] cells = position.cells();
        GameOptions options = terms.options();
        int from = move.from().index();
        int to = move.to().index();
        int cell = cells[from];
        if (cell == 0) {
            return Rejection.of(Rejection.Reason.NO_PIECE, "There is no piece on " + move.from() + ".", move, null);
        }
        if (!Cells.isSide(cell, player)) {
            return Rejection.of(Rejection.Reason.NOT_YOUR_PIECE, "The piece on " + move.from() + " is not yours.", move, null);
        }
        if (!Cells.isMovable(cell)) {
            return Rejection.of(Rejection.Reason.PIECE_CANNOT_MOVE,
                    "Your " + Cells.rank(cell).displayName() + " on " + move.from() + " cannot move: Bombs and Flags never move.",
                    move, Cells.rank(cell));
        }
        if (!move.isStraight()) {
            return Rejection.of(Rejection.Reason.NOT_IN_A_LINE, from == to
                    ? "A move must go to another square."
                    : "Pieces move forward, backward, left or right, never diagonally: " + move.to()
                            + " is not in a straight line from " + move.from() + ".", move, null);
        }
        if (Square.isLake(to)) {
            return Rejection.of(Rejection.Reason.LAKE, move.to() + " is a lake; no piece may enter it.", move, null);
        }
        int distance = move.distance();
        if (distance > 1 && !Cells.isScout(cell)) {
            return Rejection.of(Rejection.Reason.TOO_FAR,
                    "Your " + Cells.rank(cell).displayName() + " moves one square at a time; only Scouts move further.", move,
                    Cells.rank(cell));
        }
        if (distance > 1) {
            int step = stepBetween(from, to);
            for (int square = from + step; square != to; square += step) {
                if (Square.isLake(square) || cells[square] != 0) {
                    return new Rejection(Rejection.Reason.PATH_BLOCKED, "Your Scout cannot pass " + Square.of(square) + ": "
                            + (Square.isLake(square) ? "it is a lake." : "a piece stands there."),
                            move.from(), move.to(), Square.of(square), Rank.SCOUT, null, null, 0);
                }
            }
        }
        int target = cells[to];
        if (Cells.isSide(target, player)) {
            return Rejection.of(Rejection.Reason.OWN_PIECE, "Your own " + Cells.rank(target).displayName() + " stands on " + move.to() + ".",
                    move, Cells.rank(target));
        }
        if (target != 0 && distance > 1 && !options.scoutAttacksAtRange()) {
            return Rejection.of(Rejection.Reason.RANGE_ATTACK_NOT_ALLOWED,
                    "In this game a Scout may not move and attack in the same turn: it attacks only an adjacent piece.", move, Rank.SCOUT);
        }
        if (twoSquares(player).forbids(from, to, options.twoSquaresLimit())) {
            return new Rejection(Rejection.Reason.TWO_SQUARES_RULE, "Two-squares rule: this piece has already moved "
                    + options.twoSquaresLimit() + " times in a row between the same squares.",
                    move.from(), move.to(), null, Cells.rank(cell), null, null, options.twoSquaresLimit());
        }
        if (target == 0 && breaksChaseRule(from, to)) {
            return Rejection.of(Rejection.Reason.MORE_SQUARES_RULE, "More-squares rule: this chasing move repeats a position "
                    + "of your current chase; chase differently or move another piece.", move, Cells.rank(cell));
        }
        return null;
    }

    /** Ends the game off the board (resignation, agreed draw, timeout); the service decides when. */
    public Game withResult(Result offBoardResult) {
        if (result != null) {
            throw new IllegalStateException("the game is already over: " + result);
        }
        return new Game(this, offBoardResult);
    }

    /** Every legal move of the side to move; empty once the game is over. Agrees exactly with {@link #apply}. */
    public List<Move> legalMoves() {
        List<Move> moves = new ArrayList<>();
        if (result == null) {
            collectMoves(position.toMove(), true, true, moves);
        }
        return Collections.unmodifiableList(moves);
    }

    /**
     * The moves of the side to move that only a repetition rule (two-squares or more-squares) forbids now, each
     * with the refusal {@link #apply} would give; empty once the game is over. With {@link #legalMoves()} they are
     * every move the pieces could make on this board.
     */
    public List<RefusedMove> repetitionRefusals() {
        if (result != null) {
            return List.of();
        }
        Side side = position.toMove();
        List<Move> candidates = new ArrayList<>();
        collectMoves(side, false, false, candidates);
        List<RefusedMove> refused = new ArrayList<>();
        for (Move move : candidates) {
            Rejection rejection = check(side, move);
            if (rejection != null) {
                refused.add(new RefusedMove(move, rejection));
            }
        }
        return Collections.unmodifiableList(refused);
    }

    /** The legal moves of the piece on one square (for highlighting targets). */
    public List<Move> legalMovesFrom(Square from) {
        List<Move> moves = new ArrayList<>();
        for (Move move : legalMoves()) {
            if (move.from() == from) {
                moves.add(move);
            }
        }
        return moves;
    }

    /** Plays a move already known to be legal and decides whether it ends the game. */
    private MoveResult.Accepted play(Move move) {
        int from = move.from().index();
        int to = move.to().index();
        Side mover = position.toMove();
        Side next = mover.opponent();
        byte[] cells = position.cells();
        byte[] nextCells = cells.clone();
        int moving = cells[from];
        int target = cells[to];
        boolean longMove = Math.abs(from - to) != 1 && Math.abs(from - to) != 10;
        int movedCell = moving | Cells.MOVED | (longMove ? Cells.KNOWN_SCOUT : 0);
        long nextHash = position.hash() ^ Zobrist.BLUE_TO_MOVE ^ Zobrist.key(from, moving);
        nextCells[from] = 0;
        Battle battle = null;
        if (target == 0) {
            nextCells[to] = (byte) movedCell;
            nextHash ^= Zobrist.key(to, moving);
        } else {
            BattleOutcome outcome = Rank.battle(Cells.rank(moving), Cells.rank(target));
            battle = new Battle(Cells.piece(moving), Cells.piece(target), outcome);
            switch (outcome) {
                case ATTACKER_WINS -> {
                    nextCells[to] = (byte) (movedCell | Cells.REVEALED);
                    nextHash ^= Zobrist.key(to, target) ^ Zobrist.key(to, moving);
                }
                case DEFENDER_WINS -> nextCells[to] = (byte) (target | Cells.REVEALED);
                case BOTH_REMOVED -> {
                    nextCells[to] = 0;
                    nextHash ^= Zobrist.key(to, target);
                }
            }
        }
        // The caller's move goes into the record: it is immutable, and equal to any copy we could make.
        PlayedMove played = new PlayedMove(ply() + 1, mover, move, battle);
        Position nextPosition = new Position(nextCells, next, nextHash);

        // The mover's window takes the move and its chase goes on or ends; the opponent's chase (if the
        // opponent was chasing) learns whether this move evaded it. An attack ends both chases (§6).
        SideState moverBefore = sides.get(mover);
        Chase moverChase = battle != null
                ? Chase.NONE
                : moverBefore.chase().afterChaserMove(threatenedFrom(nextCells, to, mover), nextPosition);
        SideState moverAfter = new SideState(moverBefore.twoSquares().push(from, to, terms.options().twoSquaresLimit()),
                moverChase, played);
        SideState opponentBefore = sides.get(next);
        SideState opponentAfter = opponentBefore.withChase(battle != null ? Chase.NONE : opponentBefore.chase().afterReply(from, to));

        Game after = new Game(terms, nextPosition, BothSides.of(mover, moverAfter, opponentAfter),
                battle != null ? battles.prepend(played) : battles);
        Result ending = after.endingAfterMoveOf(mover, battle);
        return new MoveResult.Accepted(ending == null ? after : after.withResult(ending), played);
    }

    /** docs/RULES.md §7, in its order, with {@code mover} the side that just moved. */
    private Result endingAfterMoveOf(Side mover, Battle battle) {
        Side next = mover.opponent();
        if (battle != null && battle.defender().rank() == Rank.FLAG && battle.outcome() == BattleOutcome.ATTACKER_WINS) {
            return Result.win(Ending.FLAG_CAPTURED, mover);
        }
        boolean nextHasLegalMove = hasLegalMove(next, true);
        boolean nextCanMove = nextHasLegalMove || hasLegalMove(next, false);
        boolean moverCanMove = hasLegalMove(mover, false);
        if (!moverCanMove && !nextCanMove) {
            return Result.draw(Ending.BOTH_UNABLE_TO_MOVE);
        }
        if (!moverCanMove) {
            return Result.win(Ending.UNABLE_TO_MOVE, next);
        }
        if (!nextHasLegalMove) {
            return Result.win(Ending.UNABLE_TO_MOVE, mover);
        }
        GameOptions options = terms.options();
        if (options.hasPlyCap() && ply() >= options.plyCap()) {
            return Result.draw(Ending.MOVE_LIMIT);
        }
        return null;
    }

    // ----------------------------------------------------------------------------------------------
    // Move generation and the repetition rules

    /**
     * Whether {@code side} has a move allowed on the board as it stands: the two-squares rule always
     * counts; the chase rule only when {@code withChaseRule} (it binds only the side to move).
     */
    private boolean hasLegalMove(Side side, boolean withChaseRule) {
        return collectMoves(side, withChaseRule, true, null);
    }

    /**
     * Adds every allowed move of {@code side} to {@code sink}; with a null sink, stops at the first and returns true.
     * Without {@code withTwoSquaresRule} (and {@code withChaseRule}) it adds the moves the repetition rules forbid too.
     */
    private boolean collectMoves(Side side, boolean withChaseRule, boolean withTwoSquaresRule, List<Move> sink) {
        byte[] cells = position.cells();
        TwoSquaresWindow twoSquares = twoSquares(side);
        int limit = terms.options().twoSquaresLimit();
        boolean scoutAttacksAtRange = terms.options().scoutAttacksAtRange();
        boolean applyChase = withChaseRule && side == position.toMove() && chase(side).isChasing();
        boolean found = false;
        for (int from = 0; from < Square.COUNT; from++) {
            int cell = cells[from];
            if (!Cells.isSide(cell, side) || !Cells.isMovable(cell)) {
                continue;
            }
            boolean scout = Cells.isScout(cell);
            for (int step : STEPS) {
                int to = from;
                int distance = 0;
                while (true) {
                    int previous = to;
                    to += step;
                    distance++;
                    if (!onBoardStep(previous, to, step) || Square.isLake(to)) {
                        break;
                    }
                    int target = cells[to];
                    if (Cells.isSide(target, side)) {
                        break;
                    }
                    boolean allowed = (target == 0 || distance == 1 || scoutAttacksAtRange)
                            && !(withTwoSquaresRule && twoSquares.forbids(from, to, limit))
                            && !(applyChase && target == 0 && breaksChaseRule(from, to));
                    if (allowed) {
                        if (sink == null) {
                            return true;
                        }
                        sink.add(new Move(Square.of(from), Square.of(to)));
                        found = true;
                    }
                    if (target != 0 || !scout) {
                        break;
                    }
                }
            }
        }
        return found;
    }

    private static boolean onBoardStep(int previous, int to, int step) {
        if (to < 0 || to >= Square.COUNT) {
            return false;
        }
        return step == 10 || step == -10 || previous / 10 == to / 10;
    }

    private static int stepBetween(int from, int to) {
        if (from / 10 == to / 10) {
            return to > from ? 1 : -1;
        }
        return to > from ? 10 : -10;
    }

    /**
     * The more-squares rule for a non-attacking move of the side to move: during a continuous chase,
     * a move that threatens a piece that has evaded may not recreate a position of the chase, unless
     * the piece steps straight back to where it came from on the previous move.
     */
    private boolean breaksChaseRule(int from, int to) {
        Side toMove = position.toMove();
        Chase chase = chase(toMove);
        if (!chase.isChasing()) {
            return false;
        }
        byte[] cells = position.cells();
        int moving = cells[from];
        // The square the piece leaves holds no enemy, so the board as it stands tells what it would threaten.
        if (!threatenedFrom(cells, to, Cells.side(moving)).intersects(chase.evaded())) {
            return false;
        }
        if (twoSquares(toMove).isStepBack(from, to)) {
            return false;
        }
        return chase.wouldRepeat(position, from, to);
    }

    /** Enemy pieces next to {@code square}: those a piece of {@code owner} standing there threatens. */
    private static SquareSet threatenedFrom(byte[] board, int square, Side owner) {
        SquareSet threatened = SquareSet.EMPTY;
        for (int step : STEPS) {
            int neighbour = square + step;
            if (onBoardStep(square, neighbour, step) && Cells.isSide(board[neighbour], owner.opponent())) {
                threatened = threatened.with(neighbour);
            }
        }
        return threatened;
    }

    private TwoSquaresWindow twoSquares(Side side) {
        return sides.get(side).twoSquares();
    }

    private Chase chase(Side side) {
        return sides.get(side).chase();
    }

    /** Package access for the view: the raw cell of a square. */
    int cell(int square) {
        return position.cells()[square];
    }

    // Package access for GameSnapshot, which must see every part to write the state exactly.

    Position position() {
        return position;
    }

    SideState sideState(Side side) {
        return sides.get(side);
    }

    Chain<PlayedMove> battleChain() {
        return battles;
    }

    /**
     * The pieces each side has lost, counted by {@link Piece#index()}. Read off the battles, which record
     * every capture, rather than kept beside them: one record cannot disagree with itself.
     */
    byte[] capturedCounts() {
        byte[] counts = new byte[Piece.COUNT];
        for (Chain<PlayedMove> node = battles; !node.isEmpty(); node = node.tail()) {
            Battle battle = node.head().battle();
            if (battle.attackerRemoved()) {
                counts[battle.attacker().index()]++;
            }
            if (battle.defenderRemoved()) {
                counts[battle.defender().index()]++;
            }
        }
        return counts;
    }

    @Override
    public String toString() {
        return variant().displayName() + " game at ply " + ply()
                + (result == null ? ", " + sideToMove().displayName() + " to move" : ", " + result.describe());
    }
}
