package flagpost.game;

import flagpost.gravon.GravonGame;
import flagpost.links.LinkToken;
import flagpost.rules.Game;
import flagpost.rules.Numbering;
import flagpost.rules.PlayerView;
import flagpost.rules.Side;
import flagpost.store.GameEntity;
import flagpost.store.GameStatus;
import flagpost.store.GameStore;
import flagpost.words.Language;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;

/**
 * The read side for spectators, who hold a watch link ({@link WatchLinks}): every board is
 * {@link flagpost.rules.Game#spectatorView()}, the public projection, at any ply; a finished game shows everything,
 * as it does to the players. Each read first refuses a watch link the players have turned off.
 */
@ApplicationScoped
public class SpectatorQueries {

    /** What the spectator's page shows; {@code view} is null while the game has no board. */
    public record WatchState(GameSummary summary, PlayerView view) {
    }

    private final GameStore store;
    private final GameQueries games;

    @Inject
    public SpectatorQueries(GameStore store, GameQueries games) {
        this.store = store;
        this.games = games;
    }

    @Transactional
    public WatchState now(LinkToken watch) {
        return now(watch, Language.EN);
    }

    /** The game now, the computer (if it plays) named in {@code reader}, the spectator's page's language. */
    @Transactional
    public WatchState now(LinkToken watch, Language reader) {
        GameEntity game = foundForWatching(watch);
        PlayerView view = GameSteps.hasBoard(game) ? GameStore.withRecordedResult(game, store.rulesNow(game)).spectatorView() : null;
        return new WatchState(summarise(game, reader), view);
    }

    /** The history at {@code ply} (null: the latest), each ply as it was public then; everything once the game is over. */
    @Transactional
    public GameQueries.HistoryState historyAt(LinkToken watch, Integer ply) {
        return historyAt(watch, ply, Language.EN);
    }

    /** {@link #historyAt(LinkToken, Integer)} with the computer, if it plays, named in {@code reader}. */
    @Transactional
    public GameQueries.HistoryState historyAt(LinkToken watch, Integer ply, Language reader) {
        GameEntity game = foundForWatching(watch);
        return games.historyAt(game, summarise(game, reader), ply, Game::spectatorView);
    }

    /** The finished game's Gravon record (both setups), refused before the end like the players' download. */
    @Transactional
    public GravonGame gravonRecord(LinkToken watch) {
        return gravonRecord(watch, Language.EN);
    }

    /** {@link #gravonRecord(LinkToken)} with the computer, if it played, named in {@code reader}. */
    @Transactional
    public GravonGame gravonRecord(LinkToken watch, Language reader) {
        return games.gravonRecord(foundForWatching(watch), reader);
    }

    /** The game of a watch link, with both players, refused unless the link is still on: one read of the game row. */
    private GameEntity foundForWatching(LinkToken watch) {
        GameEntity game = store.find(watch.gameId());
        if (game == null) {
            // a game that is gone has no link to watch it by: the same answer as a link turned off, so a watch token
            // tells nothing about which games exist
            throw new WatchLinkOffException();
        }
        WatchLinks.requireOn(watch, game);
        return game;
    }

    /** The game as the public sees it: no seat, the default numbering, no draw offer (that is between the players). */
    private static GameSummary summarise(GameEntity game, Language reader) {
        boolean someoneToMove = game.status == GameStatus.PLAYING;
        return new GameSummary(game.id, null, game.variant, game.status, SeatNames.of(game, Side.RED, reader),
                SeatNames.of(game, Side.BLUE, reader), game.ply,
                someoneToMove ? game.seatToMove : null, game.deadlineAt, game.result(), Numbering.MODERN, null, game.daysPerMove, null,
                null, null, game.computerSeat(), GameQueries.computerLevelOf(game));
    }
}
