package flagpost.game;

import flagpost.bot.Level;
import flagpost.game.GameActionException.Problem;
import flagpost.rules.GameOptions;
import flagpost.rules.Variant;
import flagpost.store.GameStore;
import flagpost.store.InvitationRequestEntity;
import flagpost.store.NotificationEntity;
import flagpost.store.NotificationKind;
import flagpost.store.PlayerEntity;
import flagpost.words.Refusals;
import flagpost.words.Language;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * The ways a game starts. From the public start form, whatever address is typed as the creator's (new, known, or one
 * whose owner has used its links), the request waits and only a confirmation email goes to that address: the
 * invitation leaves when its owner clicks, so nobody can make Flagpost act in someone else's name, and neither the
 * answer nor the opponent's inbox tells whether the address plays here. From the player's own games list (their
 * token), the game starts at once. A game against the computer is asked for and confirmed the same way, and at the
 * click it starts without an invitation ({@link ComputerGames}). Each method is one transaction.
 */
@ApplicationScoped
public class StartRequests {

    /**
     * A request waiting for its confirmation, as its page shows it (the page words the terms, "Classic, 3 days per move",
     * in its reader's language). {@code creatorName} is the name the game will carry: the one typed for an address whose
     * owner has not named themselves yet, else the owner's own. {@code gameId} is set once confirmed.
     */
    public record Pending(String creatorName, String opponentEmail, Variant variant, int daysPerMove, Long gameId, boolean lapsed,
            String computerLevel) {

        /** A request for a game between two people. */
        public Pending(String creatorName, String opponentEmail, Variant variant, int daysPerMove, Long gameId, boolean lapsed) {
            this(creatorName, opponentEmail, variant, daysPerMove, gameId, lapsed, null);
        }

        /** Whether the game is against the computer (then {@code opponentEmail} is null and {@code computerLevel} set). */
        public boolean againstComputer() {
            return computerLevel != null;
        }
    }

    /** What the form "play against the computer" asks: no opponent's address, a level instead. */
    public record NewComputerGame(String creatorName, String creatorEmail, Level level, Variant variant, int daysPerMove,
            SeatChoice colour) {
    }

    private final Clock clock;
    private final GameConfig config;
    private final GameStore store;
    private final Invitations invitations;
    private final InvitationLimits limits;
    private final ComputerGames computerGames;

    @Inject
    public StartRequests(Clock clock, GameConfig config, GameStore store, Invitations invitations, InvitationLimits limits,
            ComputerGames computerGames) {
        this.clock = clock;
        this.config = config;
        this.store = store;
        this.invitations = invitations;
        this.limits = limits;
        this.computerGames = computerGames;
    }

    /** Records the request and the confirmation email to the creator's address; nothing goes to the opponent yet. */
    @Transactional
    public void start(NewGame request) {
        start(request, null);
    }

    /**
     * {@link #start(NewGame)} from a form shown in {@code language}: a new creator reads it from now on (their
     * confirmation email comes in it). An existing player keeps theirs: the poster may not be that address's owner.
     */
    @Transactional
    public void start(NewGame request, Language language) {
        NewGame checked = Invitations.checked(request);
        Instant now = clock.instant();
        // A new address is called by its local part until its owner confirms: the poster may not be that owner.
        PlayerEntity creator = store.player(checked.creatorEmail(), PlayerEntity.localPartOf(checked.creatorEmail()),
                language == null ? null : language.code(), now);
        PlayerEntity opponent = store.player(checked.opponentEmail(), PlayerEntity.localPartOf(checked.opponentEmail()), now);
        // Both locked in id order before the checks lock each of them (opponent, then creator): two forms crossing
        // between the same two addresses at the same moment would otherwise each hold the row the other waits for.
        store.lockPlayers(List.of(creator, opponent));
        // Checked now so the creator hears at once, and again by Invitations.create at the confirmation.
        limits.requireMayInvite(opponent, now);
        limits.requireMayAskToConfirm(creator, now);
        InvitationRequestEntity pending = new InvitationRequestEntity();
        pending.opponent = opponent;
        pending.setOptions(checked.options());
        askToConfirm(pending, creator, checked.creatorName(), checked.variant(), checked.daysPerMove(), checked.colour(), now);
    }

    /**
     * A game against the computer from the public form: recorded like any start request, with a level instead of an
     * opponent, and confirmed by the same email to the creator's address, which is the only one mailed. Nothing is
     * counted against an invitee, since there is none; the creator's waiting requests are capped as for any start.
     */
    @Transactional
    public void startAgainstComputer(NewComputerGame request, Language language) {
        String creatorEmail = Players.email(request.creatorEmail(), reader -> Refusals.in(reader).addressYours());
        String creatorName = Players.displayName(request.creatorName());
        if (request.variant() == null) {
            throw new GameActionException(Problem.BAD_REQUEST, reader -> Refusals.in(reader).gameChooseVariant());
        }
        if (request.daysPerMove() < 1 || request.daysPerMove() > 14) {
            throw new GameActionException(Problem.BAD_REQUEST, reader -> Refusals.in(reader).gameDaysPerMove());
        }
        if (request.level() == null || !ComputerGames.offered(request.level())) {
            throw new GameActionException(Problem.BAD_REQUEST, reader -> Refusals.in(reader).gameChooseComputerLevel());
        }
        Instant now = clock.instant();
        PlayerEntity creator = store.player(creatorEmail, PlayerEntity.localPartOf(creatorEmail),
                language == null ? null : language.code(), now);
        limits.requireMayAskToConfirm(creator, now);
        InvitationRequestEntity pending = new InvitationRequestEntity();
        pending.computerLevel = request.level().code();
        pending.setOptions(GameOptions.DEFAULT);
        askToConfirm(pending, creator, creatorName, request.variant(), request.daysPerMove(),
                request.colour() == null ? SeatChoice.RANDOM : request.colour(), now);
    }

    /** Records a start request (its opponent or level already set) and the email that asks its creator to confirm it. */
    private void askToConfirm(InvitationRequestEntity pending, PlayerEntity creator, String creatorName, Variant variant,
            int daysPerMove, SeatChoice colour, Instant now) {
        pending.creator = creator;
        pending.creatorName = creatorName;
        pending.variant = variant;
        pending.daysPerMove = daysPerMove;
        pending.colour = colour.name();
        pending.createdAt = now;
        pending.expiresAt = now.plus(config.invitationLapse());
        pending.persist();
        NotificationEntity confirmation = NotificationEntity.pendingForPlayer(creator.id, NotificationKind.INVITATION_CONFIRM, now);
        confirmation.persist();
        pending.notificationId = confirmation.id;
    }

    /**
     * A game started by the player from their own games list: the link is theirs, so the invitation leaves at once, in
     * their own name and from their own address (the request's creator fields are ignored). Returns the game's id;
     * refused like {@link Invitations#create(NewGame)} when the opponent may not be invited now.
     */
    @Transactional
    public long startAsOwner(long playerId, NewGame request) {
        PlayerEntity owner = PlayerEntity.findById(playerId);
        if (owner == null) {
            throw new GameActionException(Problem.NOT_FOUND, reader -> Refusals.in(reader).gameNoSuchPlayer());
        }
        return invitations.create(new NewGame(owner.displayName, owner.email, request.opponentEmail(), request.variant(), request.options(),
                request.daysPerMove(), request.colour()));
    }

    /** The request as its confirmation page shows it; empty when there is none. */
    @Transactional
    public Optional<Pending> pending(long requestId) {
        InvitationRequestEntity pending = InvitationRequestEntity.findById(requestId);
        if (pending == null) {
            return Optional.empty();
        }
        return Optional.of(new Pending(pending.nameOfGame(), pending.opponent == null ? null : pending.opponent.email, pending.variant,
                pending.daysPerMove, pending.gameId, !clock.instant().isBefore(pending.expiresAt), pending.computerLevel));
    }

    /**
     * The creator confirms: their address counts as confirmed from now on, and the game is created and the invitation
     * sent, if the opponent's address may still be invited. A second confirmation finds the game and changes nothing.
     */
    @Transactional
    public long confirm(long requestId) {
        return confirm(requestId, null);
    }

    /**
     * {@link #confirm(long)} from the confirmation page, shown in {@code language}: a creator who has no language yet
     * (an address that existed before its owner's first game) takes that page's, their first choice of their own.
     */
    @Transactional
    public long confirm(long requestId, Language language) {
        InvitationRequestEntity pending = InvitationRequestEntity.lockById(requestId);
        if (pending == null) {
            throw new GameActionException(Problem.NOT_FOUND, reader -> Refusals.in(reader).gameNoSuchStartRequest());
        }
        if (pending.gameId != null) {
            return pending.gameId;
        }
        Instant now = clock.instant();
        if (!now.isBefore(pending.expiresAt)) {
            throw new GameActionException(Problem.WRONG_STATE, reader -> Refusals.in(reader).gameStartRequestLapsed());
        }
        // Locked and read again before the creator's columns are written (Hibernate writes them all back): a vacation
        // or a setting of theirs committed meanwhile stays. The opponent is locked with them, in id order, as
        // Invitations.create would lock it next for the caps, so two crossed confirmations cannot wait on each other.
        PlayerEntity creator = pending.creator;
        store.lockPlayers(pending.opponent == null ? List.of(creator) : List.of(creator, pending.opponent));
        if (creator.confirmedAt == null) {
            // The first confirmation is the owner's first game: their name is theirs to set (docs/ARCHITECTURE.md,
            // "Names and addresses"); a confirmed address keeps the name it has.
            creator.confirmedAt = now;
            creator.displayName = pending.creatorName;
        }
        if (creator.language == null && language != null) {
            creator.language = language.code();
        }
        if (pending.computerLevel != null) {
            pending.gameId = computerGames.create(creator, Level.fromCode(pending.computerLevel), pending.variant, pending.options(),
                    pending.daysPerMove, SeatChoice.valueOf(pending.colour));
            return pending.gameId;
        }
        pending.gameId = invitations.create(new NewGame(pending.creatorName, creator.email, pending.opponent.email, pending.variant,
                pending.options(), pending.daysPerMove, SeatChoice.valueOf(pending.colour)));
        return pending.gameId;
    }
}
