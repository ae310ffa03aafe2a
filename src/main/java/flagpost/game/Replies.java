package flagpost.game;

import flagpost.game.GameActionException.Problem;
import flagpost.links.LinksConfig;
import flagpost.links.ReplyToken;
import flagpost.rules.Side;
import flagpost.store.GameEntity;
import flagpost.store.GameStatus;
import flagpost.store.GameStore;
import flagpost.store.InboundMessageEntity.State;
import flagpost.store.InboundMessageEntity;
import flagpost.store.NotificationEntity;
import flagpost.store.NotificationKind;
import flagpost.store.PlayerEntity;
import flagpost.words.Refusals;
import flagpost.words.Language;
import flagpost.words.Sentence;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Supplier;

/**
 * Replies by email, exactly once: each received message is recorded ({@code inbound_message}, unique by Message-ID)
 * in the same transaction as what it does, so a crash halfway records nothing and the message is handled again,
 * and a second delivery finds the record and does nothing. What a reply says is read in {@code flagpost.inbound};
 * the action itself is the services' ({@link Play}, {@link Setups}, {@link Invitations}, {@link Pauses}), with their own checks and
 * refusal texts. A reply acts only for the seat its token names, and only when it comes from that seat's address.
 */
@ApplicationScoped
public class Replies {

    private static final Duration CAP_WINDOW = Duration.ofHours(1);

    private final Clock clock;
    private final GameStore store;
    private final Play play;
    private final Invitations invitations;
    private final Pauses pauses;
    private final ReplyWording words;
    private final LinksConfig links;
    private final Bounces bounces;

    @Inject
    public Replies(Clock clock, GameStore store, Play play, Invitations invitations, Pauses pauses, ReplyWording words, LinksConfig links,
            Bounces bounces) {
        this.bounces = bounces;
        this.clock = clock;
        this.store = store;
        this.play = play;
        this.invitations = invitations;
        this.pauses = pauses;
        this.words = words;
        this.links = links;
    }

    /**
     * One received message as far as it was read outside the database.
     *
     * @param messageKey the Message-ID, or a hash of the bytes for a message without one
     * @param token      the verified reply token it was addressed to, or null (then nobody is answered)
     * @param sender     the From address, normalised, or null when there is not exactly one or it is not proved
     * @param quote      the line its command was read from, or null
     * @param more       whether it held more commands than the first, which alone acts
     */
    public record Received(String messageKey, ReplyToken token, String sender, String quote, boolean more) {
    }

    /** What became of a message; {@code state} is empty when it had been handled before. */
    public record Outcome(Optional<State> state, String detail) {

        static Outcome duplicate() {
            return new Outcome(Optional.empty(), "handled before");
        }
    }

    /** Records a message nobody is answered about (a robot, no reply address, a forged token), once. */
    @Transactional
    public Outcome ignore(String messageKey, String why) {
        Optional<InboundMessageEntity> claimed = InboundMessageEntity.claim(messageKey, clock.instant());
        if (claimed.isEmpty()) {
            return Outcome.duplicate();
        }
        return record(claimed.get(), State.IGNORED, why);
    }

    /**
     * Acts on a message for its token's seat: claims it, checks that the token's link epoch is current and that the
     * sender is the seat's own address, then runs {@code action} (which calls the services in this transaction) and
     * records it as acted, all in one transaction. A refusal of the action ({@link GameActionException}) rolls all of
     * it back and is thrown: the caller then records it with {@link #refuse}. Only a passed deadline is recorded here,
     * since the timeout it records must commit.
     *
     * @param refusalCap  at most this many refusals are answered per seat per hour
     * @param unreadable  why the message could not be read, in any language, or null
     * @param action      what the reply asks for, returning the outcome in words; null when no command was read
     */
    @Transactional
    public Outcome act(Received received, int refusalCap, Sentence unreadable, Supplier<String> action) {
        return claimedAndProved(received, refusalCap, (row, language) -> {
            if (unreadable != null) {
                return refused(row, received, refusalCap, language, words.unreadable(language, unreadable), words.unreadableAdvice(language));
            }
            if (action == null) {
                return refused(row, received, refusalCap, language, words.noCommand(language), words.noCommandAdvice(language));
            }
            try {
                String done = action.get();
                return record(row, State.ACTED, done);
            } catch (Timeouts.DeadlinePassed passed) {
                return refused(row, received, refusalCap, language, passed.sentence(language), words.advice(language, Problem.DEADLINE_PASSED));
            }
        });
    }

    /**
     * Records a refused action of {@link #act} (which rolled back) in a transaction of its own, with its answer when the
     * seat's hourly cap allows one; a message handled meanwhile is a duplicate.
     */
    @Transactional
    public Outcome refuse(Received received, int refusalCap, GameActionException refusal) {
        return claimedAndProved(received, refusalCap,
                (row, language) -> refused(row, received, refusalCap, language, refusal.sentence(language), words.advice(language, refusal.problem())));
    }

    /**
     * Claims the message and proves its sender, then goes on with {@code then} in the seat's language; a message
     * handled already is a duplicate, and one that does not prove its sender ends there.
     */
    private Outcome claimedAndProved(Received received, int refusalCap, BiFunction<InboundMessageEntity, Language, Outcome> then) {
        Optional<InboundMessageEntity> claimed = InboundMessageEntity.claim(received.messageKey(), clock.instant());
        if (claimed.isEmpty()) {
            return Outcome.duplicate();
        }
        InboundMessageEntity row = claimed.get();
        Optional<Outcome> unproved = prove(row, received, refusalCap);
        if (unproved.isPresent()) {
            return unproved.get();
        }
        return then.apply(row, seatLanguage(row));
    }

    /**
     * The language the seat of a proved reply reads, which its answer is written in. The game and its players are in
     * this transaction's persistence context already ({@link #prove} read them), so this reads nothing more.
     */
    private Language seatLanguage(InboundMessageEntity row) {
        GameEntity game = GameEntity.findById(row.gameId);
        return words.languageOf(game.player(row.seat).language, game.player(game.creatorSeat).language);
    }

    /**
     * Empty when the message may act: its token's link epoch is current, its sender is the seat's own address, and its
     * address is no older than the play link beside it in the same email ({@code flagpost.links.lifetime}).
     * A wrong sender is recorded and never answered, whatever the token: answering the From of a message we cannot
     * trust would let anyone make Flagpost mail a stranger. A right sender with a turned-off or an old token is told
     * so, in an answer that carries a fresh reply address and fresh links (within the hourly cap on answers).
     */
    private Optional<Outcome> prove(InboundMessageEntity row, Received received, int refusalCap) {
        ReplyToken token = received.token();
        row.gameId = token.gameId();
        row.seat = token.seat();
        // Locked now, not read: the action's own lock would hand back this copy as it was read, and writing it would
        // undo whatever committed in between (a mute, a vacation's away flag).
        GameEntity game = store.lock(token.gameId());
        if (game == null) {
            return Optional.of(record(row, State.IGNORED, "no such game"));
        }
        PlayerEntity holder = game.player(token.seat());
        if (received.sender() == null || !received.sender().equals(holder.email)) {
            row.gameId = null; // a stranger's message keeps nothing that names the seat it tried
            row.seat = null;
            return Optional.of(record(row, State.IGNORED, "the sender is not the seat's proved address"));
        }
        row.sender = holder.email;
        bounces.resume(holder.id, false, Bounces.Comeback.REPLIED);
        if (!token.asLink().currentFor(holder.linkEpoch)) {
            Language language = words.languageOf(holder.language, game.player(game.creatorSeat).language);
            return Optional.of(refused(row, received, refusalCap, language, words.turnedOff(language), words.turnedOffAdvice(language)));
        }
        if (tooOld(token, game)) {
            Language language = words.languageOf(holder.language, game.player(game.creatorSeat).language);
            return Optional.of(refused(row, received, refusalCap, language, words.tooOld(language, links.lifetime().toDays()),
                    words.tooOldAdvice(language)));
        }
        return Optional.empty();
    }

    /**
     * Whether a reply address is too old to act: older than a play link lives. A token issued before tokens carried
     * their time cannot say its age, so it acts only while its game is still running at the ply it was written at:
     * then it is the address of the seat's newest email, no older than the turn, which the game's own deadlines bound,
     * so replies sent just before the upgrade still play; any other is treated as old and answered with a fresh
     * address. Guessing an age for it (the upgrade's date, say) would keep every leaked old address alive for a whole
     * lifetime more.
     */
    private boolean tooOld(ReplyToken token, GameEntity game) {
        if (token.knowsItsAge()) {
            return token.olderThan(links.lifetime(), clock.instant());
        }
        boolean running = game.status == GameStatus.INVITED || game.status == GameStatus.SETUP || game.status == GameStatus.PLAYING;
        return !running || token.ply() != game.ply;
    }

    /**
     * Resign, draw and accept end or settle a game for good, so they act only through the address of the current turn
     * or of the newest email the seat was sent about the game (a reply to an old email may carry a command quoted
     * from long ago, or be sent by whoever kept that email). A move needs no such check: its token's ply already
     * makes an old email's move "already played". Called in the reply's transaction, with the game locked.
     */
    public void requireNewestEmail(ReplyToken token) {
        GameEntity game = GameSteps.found(store.lock(token.gameId()));
        if (token.ply() >= game.ply) {
            return;
        }
        Integer newest = NotificationEntity.newestPlyTo(game.id, token.seat());
        if (newest != null && token.ply() >= newest) {
            return;
        }
        throw new GameActionException(Problem.ALREADY_PLAYED, language -> Refusals.in(language).gameReplyNotNewest());
    }

    /** Records a refusal; {@code reason} and {@code advice} are in the seat's {@code language}, which the answer is written in. */
    private Outcome refused(InboundMessageEntity row, Received received, int refusalCap, Language language, String reason, String advice) {
        row.command = InboundMessageEntity.cut(received.quote(), InboundMessageEntity.MAX_COMMAND_LENGTH);
        row.advice = InboundMessageEntity.cut(received.more() ? words.onlyFirstRead(language, advice) : advice,
                InboundMessageEntity.MAX_WORDS_LENGTH);
        Instant now = clock.instant();
        // The game row's lock makes the count and the new answer one step, on every instance.
        GameEntity game = store.lock(row.gameId);
        if (InboundMessageEntity.answeredSince(row.gameId, row.seat, State.REFUSED, now, CAP_WINDOW) >= refusalCap) {
            return record(row, State.REFUSED, InboundMessageEntity.cut(reason, InboundMessageEntity.MAX_WORDS_LENGTH - 40)
                    + " (not answered: hourly cap)");
        }
        NotificationEntity answer = store.notifyCharged(game, row.seat, NotificationKind.REPLY_REFUSED, game.player(row.seat).id, now);
        row.notificationId = answer.id;
        return record(row, State.REFUSED, reason);
    }

    private static Outcome record(InboundMessageEntity row, State state, String outcome) {
        row.state = state;
        row.outcome = InboundMessageEntity.cut(outcome, InboundMessageEntity.MAX_WORDS_LENGTH);
        return new Outcome(Optional.of(state), row.outcome);
    }

    // --- The commands whose meaning depends on the game as it stands ---------------------------------------------

    /** "draw": accepts the opponent's standing offer, or offers one. */
    @Transactional
    public String draw(long gameId, Side seat) {
        if (GameSteps.found(store.lock(gameId)).drawOfferedBy == seat.opponent()) {
            play.acceptDraw(gameId, seat);
            return "draw accepted";
        }
        play.offerDraw(gameId, seat);
        return "draw offered";
    }

    /**
     * "decline": the invitation, for the invited seat while it is open; otherwise the opponent's standing request for a
     * pause, or their standing draw offer (see {@link #pauseAnswered} when both stand).
     */
    @Transactional
    public String decline(long gameId, Side seat) {
        GameEntity game = GameSteps.found(store.lock(gameId));
        if (game.status == GameStatus.INVITED && seat == game.creatorSeat.opponent()) {
            invitations.decline(gameId);
            return "invitation declined";
        }
        if (pauseAnswered(game, seat)) {
            pauses.decline(gameId, seat);
            return "pause declined";
        }
        play.declineDraw(gameId, seat);
        return "draw declined";
    }

    /**
     * "accept": the invitation, for the invited seat, named {@code name} (cleaned as the accept form cleans it; a name
     * that will not do keeps the name Flagpost gave); or the opponent's standing request for a pause or draw offer.
     */
    @Transactional
    public String accept(long gameId, Side seat, String name) {
        GameEntity game = GameSteps.found(store.lock(gameId));
        if (pauseAnswered(game, seat)) {
            pauses.accept(gameId, seat);
            return "pause accepted";
        }
        if (game.status == GameStatus.PLAYING && game.drawOfferedBy == seat.opponent()) {
            play.acceptDraw(gameId, seat);
            return "draw accepted";
        }
        if (seat == game.creatorSeat) {
            throw new GameActionException(Problem.WRONG_STATE, game.status == GameStatus.INVITED
                    ? language -> Refusals.in(language).gameOnlyInviteeAccepts() : language -> Refusals.in(language).gameNothingToAccept());
        }
        invitations.accept(gameId, usableName(name));
        return "invitation accepted";
    }

    /**
     * Whether an "accept" or "decline" from {@code seat} answers the opponent's request for a pause. The reply's address
     * names the game's ply, not the email it came with, so when a draw offer stands as well nobody can tell which the
     * player meant, and accepting the wrong one would end the game: both are refused then, to be answered on the page.
     */
    private static boolean pauseAnswered(GameEntity game, Side seat) {
        if (game.status != GameStatus.PLAYING || game.pauseAskedBy != seat.opponent()) {
            return false;
        }
        if (game.drawOfferedBy == seat.opponent()) {
            throw new GameActionException(Problem.WRONG_STATE, language -> Refusals.in(language).gameDrawAndPauseBothWait());
        }
        return true;
    }

    private static String usableName(String name) {
        try {
            return name == null ? null : Players.displayName(name);
        } catch (GameActionException unusable) {
            return null;
        }
    }

    /**
     * "board": the email that fits the seat now, again: the invitation, the setup, your move, the start, or the end. At
     * most {@code cap} of them go to a seat an hour, counted in the database under the game's row lock; beyond it the
     * request is recorded (on the message handled as {@code messageKey}) and not answered, so a flood of replies cannot
     * become a flood of mail. Each one sent is charged to the seat's player's share of the daily budget.
     */
    @Transactional
    public String board(long gameId, Side seat, String messageKey, int cap) {
        GameEntity game = GameSteps.found(store.lock(gameId));
        NotificationKind kind = switch (game.status) {
            case INVITED -> seat == game.creatorSeat ? null : NotificationKind.INVITATION;
            case SETUP -> NotificationKind.SETUP_NEEDED;
            case PLAYING -> game.seatToMove == seat ? NotificationKind.YOUR_MOVE
                    : game.ply == 0 ? NotificationKind.GAME_STARTED : NotificationKind.MOVE_PLAYED;
            case FINISHED -> game.startedAt != null ? NotificationKind.GAME_OVER : null;
            case DECLINED, LAPSED -> null;
        };
        if (kind == null) {
            throw new GameActionException(Problem.WRONG_STATE, game.status == GameStatus.INVITED
                    ? language -> Refusals.in(language).gameNoBoardYet() : language -> Refusals.in(language).gameNoBoardToSend());
        }
        Instant now = clock.instant();
        InboundMessageEntity request = InboundMessageEntity.byMessageId(messageKey).orElseThrow();
        if (InboundMessageEntity.answeredSince(gameId, seat, State.ACTED, now, CAP_WINDOW) >= cap) {
            return "board not sent (not answered: hourly cap)";
        }
        request.notificationId = store.notifyCharged(game, seat, kind, game.player(seat).id, now).id;
        return "board sent (" + kind + ")";
    }
}
