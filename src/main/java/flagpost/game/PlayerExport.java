package flagpost.game;

import flagpost.game.GameActionException.Problem;
import flagpost.gravon.GravonWriter;
import flagpost.store.GameEntity;
import flagpost.store.GameStatus;
import flagpost.store.InvitationRequestEntity;
import flagpost.store.PlayerEntity;
import flagpost.store.PlayerRecords;
import flagpost.store.VacationEntity;
import flagpost.words.Refusals;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;
import java.util.List;

/**
 * A player's data, handed over: everything Flagpost stores about them (their row, their games, the emails recorded for
 * them, the replies received from them, their vacations and start requests) and the Gravon record of each game that was
 * played. The opponent appears only by the name their games show. Nothing here changes anything.
 */
@ApplicationScoped
public class PlayerExport {

    private final Clock clock;
    private final PlayerRecords records;
    private final GameQueries queries;
    private final InvitationLimits limits;

    @Inject
    public PlayerExport(Clock clock, PlayerRecords records, GameQueries queries, InvitationLimits limits) {
        this.clock = clock;
        this.records = records;
        this.queries = queries;
        this.limits = limits;
    }

    /** The whole export, ready for JSON. */
    public record PlayerData(Instant exportedAt, Player player, List<ExportedGame> games, List<PlayerRecords.Mail> emails,
            List<PlayerRecords.Inbound> replies, List<Vacation> vacations, List<StartRequest> startRequests) {
    }

    public record Player(long id, String email, String name, String language, String numbering, String mailMode, int digestHour,
            String digestZone, Instant createdAt, Instant confirmedAt, int linkEpoch, String mailStopped, Instant mailStoppedAt,
            boolean doNotInvite, Instant erasedAt) {
    }

    /** A game and, when it was played to an end on the board's record, its Gravon XML. */
    public record ExportedGame(PlayerGames game, String gravonRecord) {
    }

    public record Vacation(Instant startedAt, Instant returnsAt, Instant endedAt) {
    }

    public record StartRequest(Instant createdAt, String name, String variant, int daysPerMove, Long gameId) {
    }

    @Transactional
    public PlayerData export(long playerId) {
        PlayerEntity player = PlayerEntity.findById(playerId);
        if (player == null) {
            throw new GameActionException(Problem.NOT_FOUND, language -> Refusals.in(language).gameNoSuchPlayer());
        }
        List<ExportedGame> games = records.gamesOf(playerId).stream()
                .map(game -> new ExportedGame(PlayerGames.of(game, playerId), recordOf(game))).toList();
        return new PlayerData(clock.instant(),
                new Player(player.id, player.email, player.displayName, player.language, player.numbering.name(), player.mailMode.name(),
                        player.digestHour, player.digestZone, player.createdAt, player.confirmedAt, player.linkEpoch,
                        player.mailStopped == null ? null : player.mailStopped.name(), player.mailStoppedAt,
                        !player.erased() && player.email != null && limits.doNotInvite(player.email), player.erasedAt),
                games, records.mailTo(playerId), records.inboundFrom(playerId, player.email),
                records.vacationsOf(playerId).stream().map(PlayerExport::vacation).toList(),
                records.startRequestsBy(playerId).stream().map(PlayerExport::startRequest).toList());
    }

    private String recordOf(GameEntity game) {
        return game.status == GameStatus.FINISHED && game.startedAt != null ? GravonWriter.write(queries.gravonRecord(game)) : null;
    }

    private static Vacation vacation(VacationEntity vacation) {
        return new Vacation(vacation.startedAt, vacation.returnsAt, vacation.endedAt);
    }

    private static StartRequest startRequest(InvitationRequestEntity request) {
        return new StartRequest(request.createdAt, request.creatorName, request.variant.name(), request.daysPerMove, request.gameId);
    }
}
