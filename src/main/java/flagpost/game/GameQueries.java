package flagpost.game;

import flagpost.game.GameActionException.Problem;
import flagpost.gravon.GravonGame;
import flagpost.links.LinkToken;
import flagpost.rules.Battle;
import flagpost.rules.Game;
import flagpost.rules.Move;
import flagpost.rules.Piece;
import flagpost.rules.PlayerView;
import flagpost.rules.RefusedMove;
import flagpost.rules.Setup;
import flagpost.rules.Side;
import flagpost.rules.Square;
import flagpost.store.GameEntity;
import flagpost.store.GameStatus;
import flagpost.store.GameStore;
import flagpost.store.MoveEntity;
import flagpost.store.PlayerEntity;
import flagpost.store.SetupEntity;
import flagpost.words.Refusals;
import flagpost.words.Language;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The read side: what the pages and the API show of a game, always from one seat, and never more than that seat
 * may know (every board is a {@link PlayerView}). Nothing here changes anything.
 *
 * <p>The reads that take a {@link LinkToken} serve a page opened from that link: they load the game with both
 * players in one statement anyway, so they also refuse a link its player has turned off ({@link LinkEpochs}) at no
 * extra cost. The reads by id are for callers that hold no link.
 */
@ApplicationScoped
public class GameQueries {

    private final Clock clock;
    private final GameStore store;
    private final Vacations vacations;
    private final Rematches rematches;

    @Inject
    public GameQueries(Clock clock, GameStore store, Vacations vacations, Rematches rematches) {
        this.clock = clock;
        this.store = store;
        this.vacations = vacations;
        this.rematches = rematches;
    }

    /**
     * A seat's board now, the turn's deadline (null when nobody is to move), the seat's legal moves and the moves a
     * repetition rule forbids it now (both empty when it is not the seat's turn), consistent with each other. The
     * refused moves are the seat's own pieces' moves, which the seat knows, with the rule's reason. {@code chosenLanguage}
     * is the seat's player's own language, null until they choose one.
     */
    public record SeatState(PlayerView view, Instant deadlineAt, List<Move> legalMoves, List<RefusedMove> refusedMoves,
            Language chosenLanguage) {
    }

    /**
     * Everything a seat's play page shows. {@code seat} is null while the game has no board: invited, in setup, or
     * ended before both setups were in.
     */
    public record PlayState(GameSummary summary, SeatState seat) {
    }

    /**
     * Everything a seat's play page shows: the game as the seat sees it, what holds its clock (vacations, a pause), and
     * the game's live watch link (null when none).
     */
    public record PlayPageState(PlayState play, Vacations.InGame clock, WatchLinks.LiveLink watch) {
    }

    /**
     * A seat's history at one ply: the board as the seat saw it then ({@code view}, null while the game has no board)
     * and the moves of the page that holds it ({@code page}). {@code ply} is the ply shown.
     */
    public record HistoryState(GameSummary summary, int ply, PlayerView view, MovePage page, List<MoveRecord> moves) {
    }

    /** The seat's board now, deadline and legal moves (see {@link SeatState}); refused while the game has no board. */
    @Transactional
    public SeatState seatState(long gameId, Side seat) {
        GameEntity game = GameSteps.found(store.find(gameId));
        GameSteps.requireBoard(game);
        return seatState(game, seat);
    }

    /** {@link #seatState(long, Side)} for the link's seat, if the link is still current. */
    @Transactional
    public SeatState seatState(LinkToken granted) {
        GameEntity game = foundForLink(granted);
        GameSteps.requireBoard(game);
        return seatState(game, granted.seat());
    }

    /** The game of a game link, with both players, after the link's epoch check. */
    private GameEntity foundForLink(LinkToken granted) {
        GameEntity game = GameSteps.found(store.find(granted.gameId()));
        LinkEpochs.requireCurrent(granted, game.player(granted.seat()));
        return game;
    }

    private SeatState seatState(GameEntity game, Side seat) {
        Game rules = GameStore.withRecordedResult(game, store.rulesNow(game));
        boolean playing = game.status == GameStatus.PLAYING;
        boolean seatToMove = playing && game.seatToMove == seat;
        return new SeatState(rules.viewFor(seat), playing ? game.deadlineAt : null,
                seatToMove ? rules.legalMoves() : List.of(), seatToMove ? rules.repetitionRefusals() : List.of(),
                Language.ofCode(game.player(seat).language));
    }

    /**
     * The play page of the link's seat, if the link is still current. One statement brings the game (its watch link
     * included) with both players ({@link GameStore#findForSeatPage}); the vacation table is read too only when
     * something in it can show ({@link Vacations#standing(GameEntity, Side, Instant)}), and only while the game is in
     * setup or play, the only times the page shows the clock ({@code clock} is null otherwise). It runs without a
     * transaction of its own (the most-viewed page, and a begin and commit cost more than the read): the fallback replay
     * reads only setups and moves up to the row's ply, which never change once written, and a vacation begun between the
     * two reads shows on the next reload.
     */
    @Transactional(Transactional.TxType.SUPPORTS)
    public PlayPageState playPage(LinkToken granted) {
        GameEntity game = GameSteps.found(store.findForSeatPage(granted.gameId()));
        LinkEpochs.requireCurrent(granted, game.player(granted.seat()));
        boolean clockShown = game.status == GameStatus.SETUP || game.status == GameStatus.PLAYING;
        return new PlayPageState(playState(game, granted.seat()), clockShown ? vacations.standing(game, granted.seat(), clock.instant()) : null,
                WatchLinks.liveOrNull(game));
    }

    private PlayState playState(GameEntity game, Side seat) {
        return new PlayState(summarise(game, seat), GameSteps.hasBoard(game) ? seatState(game, seat) : null);
    }

    /**
     * The history page at {@code ply} (null: the latest). While the game goes on, each ply shows what the seat knew
     * then. Once it is over every ply shows every piece: both setups are public by then, so the review hides nothing
     * the player may not know.
     */
    @Transactional
    public HistoryState historyAt(long gameId, Side seat, Integer ply) {
        return historyAt(GameSteps.found(store.find(gameId)), seat, ply);
    }

    /** A seat's history page: its {@link HistoryState} and the rematches around the game. */
    public record HistoryPageState(HistoryState history, Rematches.Around rematches) {
    }

    /**
     * {@link #historyAt(long, Side, Integer)} for the link's seat, if the link is still current, with the rematches around
     * the game. Like {@link #playPage} it runs without a transaction of its own, read-only: one statement brings the game
     * with both players and whether it takes part in a rematch ({@link GameStore#findForHistoryPage}), a second the page's
     * moves with the position shown ({@link GameStore#historyAt}), and the rematches are read only when there are some.
     * The parts agree without one snapshot: what is read after the game row (setups, moves up to its ply) never changes
     * once written, and a rematch proposed between the reads shows on the next reload.
     */
    @Transactional(Transactional.TxType.SUPPORTS)
    public HistoryPageState historyPage(LinkToken granted, Integer ply) {
        GameStore.HistoryPageGame read = store.findForHistoryPage(granted.gameId());
        GameEntity game = GameSteps.found(read == null ? null : read.game());
        LinkEpochs.requireCurrent(granted, game.player(granted.seat()));
        HistoryState history = historyAt(game, granted.seat(), ply);
        return new HistoryPageState(history, read.inRematch() ? rematches.around(game.id, granted.seat()) : Rematches.Around.NONE);
    }

    private HistoryState historyAt(GameEntity game, Side seat, Integer ply) {
        return historyAt(game, summarise(game, seat), ply, rules -> rules.viewFor(seat));
    }

    /**
     * The history of {@code game} at {@code ply} (null: the latest), each board as {@code seen} shows the rules game then:
     * a seat's view for a player, the public one for a spectator.
     */
    HistoryState historyAt(GameEntity game, GameSummary summary, Integer ply, Function<Game, PlayerView> seen) {
        if (!GameSteps.hasBoard(game)) {
            return new HistoryState(summary, 0, null, MovePage.number(0, 0), List.of());
        }
        int shown = ply == null ? game.ply : ply;
        GameSteps.requirePlyPlayed(game, shown);
        MovePage page = MovePage.holding(shown, game.ply);
        GameStore.HistoryRows rows = store.historyAt(game, shown, page.firstPly(), page.lastPly());
        PlayerView view = seen.apply(GameStore.withRecordedResult(game, rows.rules()));
        return new HistoryState(summary, shown, view, page, records(rows.moves()));
    }

    /** The moves as the page lists them; what squares moved and every battle are known to both players. */
    private static List<MoveRecord> records(List<MoveEntity> moves) {
        List<MoveRecord> records = new ArrayList<>(moves.size());
        for (MoveEntity move : moves) {
            Battle battle = move.battleOutcome == null ? null : new Battle(Piece.of(move.seat, move.attackerRank),
                    Piece.of(move.seat.opponent(), move.defenderRank), move.battleOutcome);
            records.add(new MoveRecord(move.ply, move.seat, moveOf(move), battle, move.playedAt));
        }
        return records;
    }

    private static Move moveOf(MoveEntity move) {
        return new Move(Square.parse(move.fromSquare), Square.parse(move.toSquare));
    }

    /**
     * The Gravon record of a finished game: both setups, every move, the names and the result. Refused
     * before the end, since the record shows the opponent's setup.
     */
    @Transactional
    public GravonGame gravonRecord(long gameId) {
        return gravonRecord(GameSteps.found(store.find(gameId)));
    }

    /** {@link #gravonRecord(long)} for a history link, if the link is still current. */
    @Transactional
    public GravonGame gravonRecord(LinkToken granted) {
        GameEntity game = foundForLink(granted);
        return gravonRecord(game, Language.ofCode(game.player(granted.seat()).language));
    }

    GravonGame gravonRecord(GameEntity game) {
        return gravonRecord(game, Language.EN);
    }

    /** The record with the computer, if it played, named in {@code language}, the reader's. */
    GravonGame gravonRecord(GameEntity game, Language language) {
        if (game.status != GameStatus.FINISHED || game.startedAt == null) {
            throw new GameActionException(Problem.WRONG_STATE, game.status == GameStatus.FINISHED
                    ? reader -> Refusals.in(reader).gameNoRecordEndedEarly()
                    : reader -> Refusals.in(reader).gameNoRecordYet());
        }
        Map<Side, Setup> setups = store.setups(game);
        List<Move> moves = store.moves(game, game.ply).stream().map(GameQueries::moveOf).toList();
        return GravonGame.of(GameStore.start(game, setups), moves, game.result(), SeatNames.of(game, Side.RED, language),
                SeatNames.of(game, Side.BLUE, language));
    }

    /** The seat's own setup (null until submitted) and whether the opponent's is in; for the setup page. */
    @Transactional
    public SetupState setupState(long gameId, Side seat) {
        return setupState(GameSteps.found(store.find(gameId)), seat);
    }

    /** {@link #setupState(long, Side)} for the link's seat, if the link is still current. */
    @Transactional
    public SetupState setupState(LinkToken granted) {
        return setupState(foundForLink(granted), granted.seat());
    }

    private SetupState setupState(GameEntity game, Side seat) {
        String own = null;
        boolean opponentPlaced = false;
        for (SetupEntity stored : SetupEntity.forGame(game.id)) {
            if (stored.seat == seat) {
                own = stored.pieces;
            } else {
                opponentPlaced = true;
            }
        }
        return new SetupState(summarise(game, seat), own, opponentPlaced);
    }

    /** The game's settings and standing from {@code seat}: what the invitation page shows. */
    @Transactional
    public GameSettings settings(long gameId, Side seat) {
        return settingsOf(GameSteps.found(store.find(gameId)), seat);
    }

    /** {@link #settings(long, Side)} for the link's seat, if the link is still current. */
    @Transactional
    public GameSettings settings(LinkToken granted) {
        return settingsOf(foundForLink(granted), granted.seat());
    }

    /** A player's games by player id (a games-list link names the player, not an address), newest first. */
    @Transactional
    public GamesList gamesOfPlayer(long playerId) {
        Vacations.BudgetYear year = Vacations.BudgetYear.of(clock.instant());
        GameStore.GamesListRows rows = store.findForGamesList(playerId, year.from(), year.to());
        if (rows == null) {
            throw noSuchPlayer();
        }
        return gamesOf(rows);
    }

    /** A player's games-list page: their games, and where they stand with vacations. */
    public record GamesListPage(GamesList list, Vacations.Standing vacation) {
    }

    /**
     * The games-list page of a games-list link's player, if the link is still current: their games and where they stand
     * with vacations, from one statement ({@link GameStore#findForGamesList}) run without a transaction of its own, as
     * the play page's is: a begin, a commit and a flush of every game row read cost more than the read.
     */
    @Transactional(Transactional.TxType.SUPPORTS)
    public GamesListPage gamesListPage(LinkToken gamesList) {
        Instant now = clock.instant();
        Vacations.BudgetYear year = Vacations.BudgetYear.of(now);
        GameStore.GamesListRows rows = store.findForGamesList(gamesList.subjectId(), year.from(), year.to());
        if (rows == null) {
            throw noSuchPlayer();
        }
        LinkEpochs.requireCurrent(gamesList, rows.player());
        return new GamesListPage(gamesOf(rows), vacations.standing(rows.player().id, rows.vacations(), now));
    }

    static PlayerEntity foundPlayer(long playerId) {
        PlayerEntity player = PlayerEntity.findById(playerId);
        if (player == null) {
            throw noSuchPlayer();
        }
        return player;
    }

    private static GameActionException noSuchPlayer() {
        return new GameActionException(Problem.NOT_FOUND, language -> Refusals.in(language).gameNoSuchPlayer());
    }

    private GamesList gamesOf(GameStore.GamesListRows rows) {
        PlayerEntity player = rows.player();
        long playerId = player.id;
        List<GameSettings> settings = new ArrayList<>();
        for (GameEntity game : rows.games()) {
            settings.add(settingsOf(game, game.redPlayer.id.equals(playerId) ? Side.RED : Side.BLUE));
        }
        return new GamesList(player.id, player.displayName, player.linkEpoch, settings, Language.ofCode(player.language));
    }

    private GameSettings settingsOf(GameEntity game, Side seat) {
        boolean open = game.status == GameStatus.INVITED && clock.instant().isBefore(game.invitationExpiresAt);
        return new GameSettings(summarise(game, seat), game.options(), game.creatorSeat, game.invitationExpiresAt, open,
                game.startedAt != null, Language.ofCode(game.player(game.creatorSeat).language));
    }

    /**
     * The game from {@code seat}. The computer's name is said in the seat's language, which the seat's pages answer in:
     * a person who plays the computer chose one on the start form or at its confirmation.
     */
    private static GameSummary summarise(GameEntity game, Side seat) {
        boolean someoneToMove = game.status == GameStatus.PLAYING;
        PlayerEntity opponent = game.player(seat.opponent());
        Language reader = Language.ofCode(game.player(seat).language);
        return new GameSummary(game.id, seat, game.variant, game.status, SeatNames.of(game, Side.RED, reader),
                SeatNames.of(game, Side.BLUE, reader),
                game.ply, someoneToMove ? game.seatToMove : null, game.deadlineAt, game.result(), game.player(seat).numbering,
                game.drawOfferedBy, game.daysPerMove, Language.ofCode(game.player(seat).language), opponent.mailStopped,
                opponent.stoppedAddressHint(), game.computerSeat(),
                computerLevelOf(game));
    }

    /** The computer's level in this game ({@code flagpost.bot.Level#code()}), or null in a game between two people. */
    static String computerLevelOf(GameEntity game) {
        Side computer = game.computerSeat();
        return computer == null ? null : game.player(computer).computerLevel;
    }
}
