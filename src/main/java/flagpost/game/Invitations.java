package flagpost.game;

import flagpost.game.GameActionException.Problem;
import flagpost.metrics.GameMeters;
import flagpost.rules.Side;
import flagpost.store.GameEntity;
import flagpost.store.GameStatus;
import flagpost.store.GameStore;
import flagpost.store.NotificationKind;
import flagpost.store.PlayerEntity;
import flagpost.words.Refusals;
import flagpost.words.Times;
import flagpost.words.Language;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Instant;
import org.jboss.logging.Logger;

/** A game from its creation to the invited player's answer. Each method is one transaction. */
@ApplicationScoped
public class Invitations {

    private static final Logger LOG = Logger.getLogger(Invitations.class);
    private static final SecureRandom COLOUR_DRAW = new SecureRandom();

    private final Clock clock;
    private final GameConfig config;
    private final GameStore store;
    private final TurnClock turnClock;
    private final InvitationLimits limits;

    @Inject
    GameMeters meters;

    @Inject
    public Invitations(Clock clock, GameConfig config, GameStore store, TurnClock turnClock, InvitationLimits limits) {
        this.clock = clock;
        this.config = config;
        this.store = store;
        this.turnClock = turnClock;
        this.limits = limits;
    }

    /**
     * Creates a game and invites the opponent; returns the game's id. Refused with {@link InvitationRefused} when the
     * opponent's address may not be invited now ({@link InvitationLimits}).
     */
    @Transactional
    public long create(NewGame request) {
        NewGame checked = checked(request);
        String creatorName = checked.creatorName();
        Instant now = clock.instant();
        // The name is taken only for a new address: whoever types an existing one into the form may not be its owner.
        PlayerEntity creator = store.player(checked.creatorEmail(), creatorName, now);
        PlayerEntity opponent = store.player(checked.opponentEmail(), PlayerEntity.localPartOf(checked.opponentEmail()), now);
        limits.requireMayInvite(opponent, now);
        Side creatorSeat = switch (checked.colour()) {
            case RED -> Side.RED;
            case BLUE -> Side.BLUE;
            case RANDOM -> COLOUR_DRAW.nextBoolean() ? Side.RED : Side.BLUE;
        };

        GameEntity game = new GameEntity();
        game.variant = checked.variant();
        game.setOptions(checked.options());
        game.daysPerMove = checked.daysPerMove();
        game.status = GameStatus.INVITED;
        game.creatorSeat = creatorSeat;
        game.redPlayer = creatorSeat == Side.RED ? creator : opponent;
        game.bluePlayer = creatorSeat == Side.RED ? opponent : creator;
        game.invitationExpiresAt = now.plus(config.invitationLapse());
        game.createdAt = now;
        game.persist();
        store.notify(game, creatorSeat.opponent(), NotificationKind.INVITATION, now);
        meters.invitationSent();
        LOG.infof("game %d created: %s, %s invites %s", game.id, game.variant.displayName(), creatorSeat, creatorSeat.opponent());
        return game.id;
    }

    /**
     * The request with both addresses and the name checked and cleaned, and the colour chosen (RANDOM when none);
     * a field that will not do is refused as a {@code BAD_REQUEST} that says why.
     */
    static NewGame checked(NewGame request) {
        String creatorEmail = Players.email(request.creatorEmail(), language -> Refusals.in(language).addressYours());
        String opponentEmail = Players.email(request.opponentEmail(), language -> Refusals.in(language).addressOpponents());
        if (creatorEmail.equals(opponentEmail)) {
            throw new GameActionException(Problem.BAD_REQUEST, language -> Refusals.in(language).gameSameAddresses());
        }
        String creatorName = Players.displayName(request.creatorName());
        if (request.variant() == null || request.options() == null) {
            throw new GameActionException(Problem.BAD_REQUEST, language -> Refusals.in(language).gameChooseVariant());
        }
        if (request.daysPerMove() < 1 || request.daysPerMove() > 14) {
            throw new GameActionException(Problem.BAD_REQUEST, language -> Refusals.in(language).gameDaysPerMove());
        }
        return new NewGame(creatorName, creatorEmail, opponentEmail, request.variant(), request.options(), request.daysPerMove(),
                request.colour() == null ? SeatChoice.RANDOM : request.colour());
    }

    /** The invited player accepts, optionally giving the name to show; both players are asked to set up. */
    @Transactional
    public void accept(long gameId, String invitedName) {
        accept(gameId, invitedName, null);
    }

    /**
     * {@link #accept(long, String)}, the invited player choosing the language they read from now on (null keeps theirs):
     * the invitation page's own, which its link's owner saw and picked, so it is theirs to set like the name.
     */
    @Transactional
    public void accept(long gameId, String invitedName, Language language) {
        GameEntity game = GameSteps.found(store.lock(gameId));
        requireOpen(game);
        store.lockPlayersOfStartingGame(game); // before the invitee's name and language are written
        Side invited = game.creatorSeat.opponent();
        if (invitedName != null && !invitedName.isBlank()) {
            game.player(invited).displayName = Players.displayName(invitedName);
        }
        if (language != null) {
            game.player(invited).language = language.code();
        }
        Instant now = clock.instant();
        game.status = GameStatus.SETUP;
        game.acceptedAt = now;
        game.invitationExpiresAt = null;
        turnClock.start(game, now);
        store.notify(game, Side.RED, NotificationKind.SETUP_NEEDED, now);
        store.notify(game, Side.BLUE, NotificationKind.SETUP_NEEDED, now);
        meters.invitationAccepted();
    }

    @Transactional
    public void decline(long gameId) {
        GameEntity game = GameSteps.found(store.lock(gameId));
        requireOpen(game);
        Instant now = clock.instant();
        game.status = GameStatus.DECLINED;
        game.invitationExpiresAt = null;
        game.finishedAt = now;
        store.notify(game, game.creatorSeat, NotificationKind.INVITATION_DECLINED, now);
    }

    private void requireOpen(GameEntity game) {
        switch (game.status) {
            case INVITED -> {
                if (!clock.instant().isBefore(game.invitationExpiresAt)) {
                    throw new GameActionException(Problem.WRONG_STATE, language -> Refusals.in(language)
                            .gameInvitationLapsedAt(Times.when(language, game.invitationExpiresAt)));
                }
            }
            case DECLINED -> throw new GameActionException(Problem.WRONG_STATE, language -> Refusals.in(language).gameInvitationDeclined());
            case LAPSED -> throw new GameActionException(Problem.WRONG_STATE, language -> Refusals.in(language).gameInvitationLapsed());
            default -> throw new GameActionException(Problem.WRONG_STATE, language -> Refusals.in(language).gameInvitationAccepted());
        }
    }
}
