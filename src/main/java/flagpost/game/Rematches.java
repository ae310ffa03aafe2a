package flagpost.game;

import flagpost.game.GameActionException.Problem;
import flagpost.metrics.GameMeters;
import flagpost.rules.Side;
import flagpost.store.GameEntity;
import flagpost.store.GameStatus;
import flagpost.store.GameStore;
import flagpost.store.NotificationKind;
import flagpost.store.RematchEntity;
import flagpost.store.SeatPage;
import flagpost.words.Language;
import flagpost.words.Refusals;
import flagpost.words.Times;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;
import org.jboss.logging.Logger;

/**
 * "Play again" at the end of a game: a new game between the same two players, with the same terms (variant, days per
 * move, rules options; each player keeps their own rank numbering, a preference of the player) and the colours
 * swapped. The proposal is the new game, invited like any other, so the invited player answers it on the invitation
 * page, an accepted one goes to the setup, and a declined or lapsed one tells the proposer as an invitation does.
 *
 * <p><b>Who, to whom.</b> Only a seat of the finished game proposes (the seat comes from its link), and only to the
 * player in the other seat: the new game is made of the two players the finished one has, so no address ever enters
 * and a rematch cannot be used to mail a stranger. One proposal per finished game, ever (the {@code rematch} table's
 * key): a second "Play again" from the proposer is told it is already proposed, one from the other player accepts the
 * standing proposal, and a declined or lapsed proposal is an answer, not a reason to ask again by email.
 *
 * <p><b>The do-not-invite list holds.</b> A player who asked never to be invited gets no rematch proposals either: the
 * proposal is an invitation by email to a game they did not start, and "never invite me" is the one promise Flagpost
 * makes to an address; that they played a game once (perhaps a stranger's invitation they accepted before opting out)
 * does not undo it. They can still propose a rematch themselves, and accept one by clicking "Play again" on their own
 * page. The invitation caps ({@link InvitationLimits}) do not apply: they guard inboxes against a public form, while
 * every rematch email needs a finished game between the same two people, which is a cap of its own.
 *
 * <p><b>Against the computer.</b> It always agrees, so "Play again" starts the rematch at once ({@link ComputerGames}),
 * and nobody is mailed but the person, asked for their setup.
 */
@ApplicationScoped
public class Rematches {

    private static final Logger LOG = Logger.getLogger(Rematches.class);

    private final Clock clock;
    private final GameConfig config;
    private final GameStore store;
    private final InvitationLimits limits;
    private final Invitations invitations;
    private final ComputerGames computerGames;

    @Inject
    GameMeters meters;

    @Inject
    public Rematches(Clock clock, GameConfig config, GameStore store, InvitationLimits limits, Invitations invitations,
            ComputerGames computerGames) {
        this.clock = clock;
        this.config = config;
        this.store = store;
        this.limits = limits;
        this.invitations = invitations;
        this.computerGames = computerGames;
    }

    /** What "Play again" did: {@code newGameId} is the rematch, {@code seat} the proposer's seat in it. */
    public record Proposal(Outcome outcome, long newGameId, Side seat) {
    }

    public enum Outcome {
        /** A new proposal: the other player was sent it. */
        PROPOSED,
        /** The other player had proposed already: this accepted it, and the rematch goes to setup. */
        ACCEPTED,
        /** The rematch had already been agreed (it is being set up, played, or over): nothing changed. */
        ALREADY_AGREED
    }

    /**
     * {@code seat} of the finished game {@code gameId} says "Play again". The finished game's row is locked first, so
     * two clicks at once, by one player or both, run one after the other: the second finds the first's proposal.
     */
    @Transactional
    public Proposal propose(long gameId, Side seat) {
        GameEntity finished = GameSteps.found(store.lock(gameId));
        if (finished.status != GameStatus.FINISHED) {
            throw new GameActionException(Problem.WRONG_STATE, finished.status == GameStatus.PLAYING
                    ? language -> Refusals.in(language).gameRematchStillPlaying()
                    : language -> Refusals.in(language).gameRematchNotStarted());
        }
        Side newSeat = seat.opponent();
        String opponent = finished.nameOf(seat.opponent());
        RematchEntity rematch = RematchEntity.ofFinishedGame(gameId);
        if (rematch == null && finished.isComputer(seat.opponent())) {
            // The computer always agrees: the rematch goes straight to the setup.
            GameEntity next = computerGames.rematch(finished, seat);
            record(finished, next, clock.instant());
            return new Proposal(Outcome.ACCEPTED, next.id, newSeat);
        }
        if (rematch == null) {
            return new Proposal(Outcome.PROPOSED, create(finished, seat, opponent).id, newSeat);
        }
        GameEntity next = rematch.newGame;
        boolean proposedByYou = next.creatorSeat == newSeat;
        Instant now = clock.instant();
        switch (next.status) {
            case INVITED -> {
                if (!now.isBefore(next.invitationExpiresAt)) {
                    throw new GameActionException(Problem.WRONG_STATE, language -> Refusals.in(language)
                            .gameRematchLapsedOn(Times.when(language, next.invitationExpiresAt)));
                }
                if (proposedByYou) {
                    throw new GameActionException(Problem.WRONG_STATE, language -> Refusals.in(language)
                            .gameRematchAlreadyProposed(opponent, Times.when(language, next.invitationExpiresAt)));
                }
                invitations.accept(next.id, null);
                LOG.infof("rematch %d of game %d accepted by a second Play again", next.id, gameId);
                return new Proposal(Outcome.ACCEPTED, next.id, newSeat);
            }
            case DECLINED -> throw new GameActionException(Problem.WRONG_STATE, proposedByYou
                    ? language -> Refusals.in(language).gameRematchDeclinedByOpponent(opponent)
                    : language -> Refusals.in(language).gameRematchDeclinedByYou());
            case LAPSED -> {
                if (next.acceptedAt == null) {
                    throw new GameActionException(Problem.WRONG_STATE,
                            language -> Refusals.in(language).gameRematchLapsed());
                }
                return new Proposal(Outcome.ALREADY_AGREED, next.id, newSeat);
            }
            default -> {
                return new Proposal(Outcome.ALREADY_AGREED, next.id, newSeat);
            }
        }
    }

    private GameEntity create(GameEntity finished, Side proposer, String opponent) {
        Side invited = proposer.opponent();
        if (limits.doNotInvite(finished.player(invited).email)) {
            throw new GameActionException(Problem.WRONG_STATE, language -> Refusals.in(language).gameRematchOptedOut(opponent));
        }
        Instant now = clock.instant();
        GameEntity next = new GameEntity();
        next.variant = finished.variant;
        next.setOptions(finished.options());
        next.daysPerMove = finished.daysPerMove;
        next.status = GameStatus.INVITED;
        // Colours swapped: the proposer sits where their opponent sat.
        next.creatorSeat = invited;
        next.redPlayer = finished.bluePlayer;
        next.bluePlayer = finished.redPlayer;
        next.invitationExpiresAt = now.plus(config.invitationLapse());
        next.createdAt = now;
        next.persist();
        record(finished, next, now);
        store.notify(next, proposer, NotificationKind.REMATCH, now);
        meters.invitationSent();
        LOG.infof("game %d: %s proposes rematch %d", finished.id, proposer, next.id);
        return next;
    }

    private static void record(GameEntity finished, GameEntity next, Instant now) {
        RematchEntity rematch = new RematchEntity();
        rematch.finishedGameId = finished.id;
        rematch.newGame = next;
        rematch.proposedAt = now;
        rematch.persist();
    }

    /** How a rematch stands for one player of it. */
    public enum Standing {
        PROPOSED_BY_YOU, PROPOSED_TO_YOU, DECLINED_BY_YOU, DECLINED_BY_OPPONENT, LAPSED,
        /** Accepted: being set up, played, or over (or never set up). */
        AGREED
    }

    /**
     * One game of a rematch as one player sees it from the other: {@code seat} is that player's seat in it,
     * {@code page} the page that fits them there now.
     */
    public record Linked(long gameId, Side seat, SeatPage page, String opponentName, Standing standing, Instant openUntil) {
    }

    /**
     * The rematches around one game for the player in {@code seat}: {@code previous}, the finished game it replays, and
     * {@code next}, the rematch proposed at its end; either null when there is none.
     */
    public record Around(Linked previous, Linked next) {

        public static final Around NONE = new Around(null, null);
    }

    /**
     * The games this game replays and is replayed by, seen by the player in {@code seat}. That player sits in the other
     * seat in each of them (the colours swap), so the links a page builds from this carry the same player's epoch.
     */
    @Transactional(Transactional.TxType.SUPPORTS)
    public Around around(long gameId, Side seat) {
        Linked previous = null;
        Linked next = null;
        Side otherSeat = seat.opponent();
        for (RematchEntity rematch : RematchEntity.around(gameId)) {
            // Named as the finished game shows them: the new game shows an invited player by their address until they
            // accept, which is for strangers, and these two have played each other.
            boolean replaysThis = rematch.finishedGameId == gameId;
            Side seatInFinished = replaysThis ? seat : otherSeat;
            String opponent = SeatNames.of(rematch.finishedGame, seatInFinished.opponent(),
                    Language.ofCode(rematch.finishedGame.player(seatInFinished).language));
            if (replaysThis) {
                next = linked(rematch.newGame, otherSeat, opponent);
            } else {
                previous = linked(rematch.finishedGame, otherSeat, opponent);
            }
        }
        return previous == null && next == null ? Around.NONE : new Around(previous, next);
    }

    private Linked linked(GameEntity game, Side seat, String opponentName) {
        boolean open = game.status == GameStatus.INVITED && clock.instant().isBefore(game.invitationExpiresAt);
        boolean proposedByYou = game.creatorSeat == seat;
        Standing standing = switch (game.status) {
            case INVITED -> open ? (proposedByYou ? Standing.PROPOSED_BY_YOU : Standing.PROPOSED_TO_YOU) : Standing.LAPSED;
            case DECLINED -> proposedByYou ? Standing.DECLINED_BY_OPPONENT : Standing.DECLINED_BY_YOU;
            // A game lapses unanswered, or accepted and then not set up in time.
            case LAPSED -> game.acceptedAt == null ? Standing.LAPSED : Standing.AGREED;
            case SETUP, PLAYING, FINISHED -> Standing.AGREED;
        };
        SeatPage page = game.status == GameStatus.INVITED && !open ? SeatPage.NONE : SeatPage.of(game, seat);
        return new Linked(game.id, seat, page, opponentName, standing, open ? game.invitationExpiresAt : null);
    }
}
