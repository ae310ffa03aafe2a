package flagpost.mail;

import flagpost.words.ReplyCommand;
import flagpost.rules.AsciiBoard;
import flagpost.rules.Numbering;
import flagpost.rules.PlayedMove;
import flagpost.rules.PlayerView;
import flagpost.rules.Rank;
import flagpost.rules.Result;
import flagpost.rules.Side;
import flagpost.store.NotificationKind;
import flagpost.words.Language;
import flagpost.words.Markup;
import flagpost.words.Moves;
import flagpost.words.Ranks;
import flagpost.words.ReplyCommands;
import flagpost.words.Results;
import flagpost.words.Terms;
import flagpost.words.Times;
import io.quarkus.qute.RawString;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * What the mail templates show, worked out from {@link MailFacts}: names cleaned, sentences told from
 * the recipient's side (in the words of {@link flagpost.words}), times formatted, boards drawn. Pure Java
 * (the Qute types are only markers); the templates in {@code templates/mail-text} and {@code templates/mail-html}
 * only arrange it.
 *
 * <p>Nothing here names an enemy rank the recipient does not know: boards come from the recipient's
 * {@link PlayerView}, and ranks are named outside the board only for pieces that fought (both ranks
 * of a battle are known to both players, docs/RULES.md §8) or once the game is over.
 */
public final class MailModel implements LaidOutMail {

    /** The move the emails give as an example of one written in a reply. */
    private static final String EXAMPLE_MOVE = "e3-e4";

    private final MailFacts facts;
    private final Language language;
    private final MailBundle words;
    private final ReplyRefusal refusal;
    private final boolean repliesRead;
    private final String you;
    private final String opponent;
    private final String redName;
    private final String blueName;

    public MailModel(MailFacts facts) {
        this(facts, null, false);
    }

    /**
     * The model of any email: {@code refusal} says what a refusal answer ({@link NotificationKind#REPLY_REFUSED}) answers,
     * and {@code repliesRead} whether the email carries the seat's signed reply address, so that it says how to reply.
     */
    public MailModel(MailFacts facts, ReplyRefusal refusal, boolean repliesRead) {
        if ((facts.kind() == NotificationKind.REPLY_REFUSED) != (refusal != null)) {
            throw new IllegalArgumentException("a refusal answer, and only one, says what it refuses: " + facts.kind());
        }
        this.facts = facts;
        this.language = facts.language();
        this.words = MailWords.of(language);
        this.refusal = refusal;
        this.repliesRead = repliesRead;
        this.redName = MailHeaders.name(facts.redName(), Terms.colour(language, Side.RED));
        this.blueName = MailHeaders.name(facts.blueName(), Terms.colour(language, Side.BLUE));
        this.you = facts.recipientSeat() == Side.RED ? redName : blueName;
        this.opponent = facts.recipientSeat() == Side.RED ? blueName : redName;
    }

    /** The language the recipient reads; the templates are rendered in its locale. */
    public Language language() {
        return language;
    }

    /** The language's code, for the HTML part's {@code lang}. */
    @Override
    public String languageCode() {
        return language.code();
    }

    public NotificationKind kind() {
        return facts.kind();
    }

    public long gameId() {
        return facts.gameId();
    }

    public int ply() {
        return facts.ply();
    }

    @Override
    public String subject() {
        return MailHeaders.subject(language, facts.redName(), facts.blueName(), facts.kind());
    }

    /**
     * That mail to the opponent stopped (their address bounced, or they reported our email as spam), so the reader knows
     * why no answer comes; null while it goes.
     */
    public String opponentMailStopped() {
        if (facts.opponentMail() == null) {
            return null;
        }
        return switch (facts.opponentMail()) {
            case BOUNCED -> words.layoutOpponentBounced(facts.opponentAddress());
            case COMPLAINED -> words.layoutOpponentComplained(facts.opponentAddress());
            // The erased player's games ended with the erasure; later mail about them has nothing to explain.
            case ERASED -> null;
        };
    }

    /** Repeated at the foot of both parts, since replies and forwards drop our headers. */
    public String footer() {
        return words.layoutFooter(facts.gameId(), facts.ply());
    }

    /** The recipient's name, cleaned for one line. */
    public String you() {
        return you;
    }

    public String opponent() {
        return opponent;
    }

    public String redName() {
        return redName;
    }

    public String blueName() {
        return blueName;
    }

    public String yourColour() {
        return Terms.colour(language, facts.recipientSeat());
    }

    public boolean youAreRed() {
        return facts.recipientSeat() == Side.RED;
    }

    /**
     * Invitations go to someone whose name we only guessed from the address, and so does a rematch proposal (the new
     * game shows the invited player by their address until they accept): greet them plainly.
     */
    @Override
    public String greeting() {
        return facts.kind().invites() ? words.layoutGreeting() : words.layoutGreetingNamed(you);
    }

    /** "Classic Stratego". */
    public String variantName() {
        return Terms.game(language, facts.variant());
    }

    /** "Classic Stratego, 3 days per move". */
    public String gameTerms() {
        return Terms.game(language, facts.variant(), facts.daysPerMove());
    }

    // --- The board ------------------------------------------------------------------------------------

    public boolean hasBoard() {
        return facts.view() != null;
    }

    public String boardText() {
        return hasBoard() ? AsciiBoard.render(facts.view(), numbering()) : "";
    }

    public String boardLegendText() {
        return legendText(language, numbering());
    }

    /** The text board's key in {@code language}, its rank names the reader's. */
    static String legendText(Language language, Numbering numbering) {
        MailBundle words = MailWords.of(language);
        String marshal = Ranks.name(language, Rank.MARSHAL);
        String scout = Ranks.name(language, Rank.SCOUT);
        String spy = Ranks.name(language, Rank.SPY);
        return words.boardLegendText(numbering == Numbering.CLASSIC ? words.boardRanksClassicNamed(marshal, scout, spy)
                : words.boardRanksModern(marshal, scout, spy), Ranks.name(language, Rank.BOMB), Ranks.name(language, Rank.FLAG));
    }

    public RawString boardHtml() {
        return new RawString(hasBoard() ? HtmlBoard.render(language, facts.view(), numbering()) : "");
    }

    public RawString boardLegendHtml() {
        return new RawString(HtmlBoard.legend(language, numbering()));
    }

    /** "The board after move 17, as Red sees it" (everything shows once the game is over). */
    public String boardCaption() {
        if (!hasBoard()) {
            return "";
        }
        boolean revealed = facts.view().isOver();
        if (facts.ply() == 0) {
            return revealed ? words.boardAtStartRevealed() : words.boardAtStart(yourColour());
        }
        return revealed ? words.boardAfterRevealed(facts.ply()) : words.boardAfter(facts.ply(), yourColour());
    }

    private Numbering numbering() {
        return facts.numbering() == null ? Numbering.MODERN : facts.numbering();
    }

    // --- Moves, battles, losses -----------------------------------------------------------------------

    /** "It is your move." or "It is Bob's move." — empty when nobody is to move. */
    public String toMove() {
        if (!hasBoard() || facts.view().isOver()) {
            return "";
        }
        return facts.view().sideToMove() == facts.recipientSeat() ? words.layoutYourMove() : words.layoutOpponentsMove(opponent);
    }

    /** Whether the game is on and the recipient is to move, so the mail's link is for playing, not only for looking. */
    public boolean yourTurn() {
        return hasBoard() && !facts.view().isOver() && facts.view().sideToMove() == facts.recipientSeat();
    }

    /** The latest move of either side, told from the recipient's side; empty before the first move. */
    public List<String> latestMove() {
        return hasBoard() ? describe(facts.view().latestMove()) : List.of();
    }

    /** The opponent's last move with its battle, if any; empty if they have not moved yet. */
    public List<String> opponentMove() {
        return hasBoard() ? describe(facts.view().lastMove(facts.recipientSeat().opponent())) : List.of();
    }

    /** The recipient's own last move with its battle, if any. */
    public List<String> yourMove() {
        return hasBoard() ? describe(facts.view().lastMove(facts.recipientSeat())) : List.of();
    }

    private List<String> describe(PlayedMove played) {
        return played == null ? List.of() : Moves.toldTo(language, played, facts.recipientSeat(), opponent, numbering());
    }

    /** "You have lost 2 Scouts and a Miner; Bob has lost nothing so far." — empty before any piece is lost. */
    public String losses() {
        if (!hasBoard()) {
            return "";
        }
        Map<Rank, Integer> mine = facts.view().captured(facts.recipientSeat());
        Map<Rank, Integer> theirs = facts.view().captured(facts.recipientSeat().opponent());
        if (total(mine) == 0 && total(theirs) == 0) {
            return "";
        }
        // "Nothing" is its own sentence: Spanish says "no ha perdido nada", not "ha perdido nada".
        if (total(mine) == 0) {
            return words.layoutLossesOnlyTheirs(opponent, Ranks.list(language, theirs));
        }
        if (total(theirs) == 0) {
            return words.layoutLossesOnlyYours(Ranks.list(language, mine), opponent);
        }
        return words.layoutLosses(Ranks.list(language, mine), opponent, Ranks.list(language, theirs));
    }

    private static int total(Map<Rank, Integer> counts) {
        return counts.values().stream().mapToInt(Integer::intValue).sum();
    }

    // --- Times ----------------------------------------------------------------------------------------

    /** "Tuesday 6 January 2026, 09:00 UTC". */
    public String deadline() {
        return Times.when(language, facts.deadline());
    }

    /** How long was left when the notification was recorded: "about 24 hours". */
    public String timeLeft() {
        if (facts.deadline() == null) {
            return "";
        }
        return Times.roughly(language, Duration.between(facts.createdAt(), facts.deadline()));
    }

    /** The day a vacation ends, as its notification recorded it: "Friday 4 December". */
    public String returnDay() {
        return Times.day(language, facts.deadline());
    }

    /**
     * Whether the turn this mail names has its clock stopped (its player is on vacation), so there is no deadline to
     * name: {@link #deadline()} is empty then.
     */
    public boolean clockStopped() {
        return facts.kind().namesDeadline() && facts.deadline() == null;
    }

    /** Said instead of the deadline when {@link #clockStopped()}. */
    public String clockStoppedNote() {
        return facts.kind() == NotificationKind.SETUP_NEEDED ? words.layoutSetupClockStopped() : words.layoutClockStopped();
    }

    public String invitationExpires() {
        return Times.when(language, facts.invitationExpiresAt());
    }

    // --- The end --------------------------------------------------------------------------------------

    /** "You won: Bob resigned." told from the recipient's side; empty while the game goes on. */
    public String result() {
        Result result = facts.result();
        if (result == null) {
            return "";
        }
        return Results.toldTo(language, result, facts.recipientSeat(), redName, blueName);
    }

    /** A setup reminder: the game has no board yet. */
    public boolean inSetup() {
        return !hasBoard();
    }

    /** Whether the last move ended the game (flag, no moves left, move limit), so the mail shows it. */
    public boolean endedOnBoard() {
        Result result = facts.result();
        return result != null && hasBoard() && switch (result.ending()) {
            case FLAG_CAPTURED, UNABLE_TO_MOVE, BOTH_UNABLE_TO_MOVE, MOVE_LIMIT -> true;
            default -> false;
        };
    }

    /** Why the recipient gets this mail, for the footer. */
    public String whyYouGetThis() {
        return switch (facts.kind()) {
            case INVITATION -> words.layoutWhyInvitation(opponent);
            case REMATCH -> words.layoutWhyRematch(opponent);
            default -> words.layoutWhyPlayer(yourColour());
        };
    }

    /**
     * The words of the unsubscribe link: what it does. In an invitation it puts the address on the do-not-invite list
     * (ignored, an invitation lapses and nothing else about the game follows, but the next stranger could invite
     * again), and so in a rematch proposal, which is an invitation too; in every other mail it mutes the seat's reminders
     * (flagpost.mail.MailMuting).
     */
    public String unsubscribeLabel() {
        return facts.kind().invites() ? words.layoutUnsubscribeInvitation() : words.layoutUnsubscribeMute();
    }

    // --- A refusal answer -------------------------------------------------------------------------------

    /** The line of the reply the command was read from, cleaned for one line; empty when nothing could be read. */
    public String replyQuote() {
        return refusal == null || refusal.quote() == null ? "" : MailHeaders.headerSafe(refusal.quote());
    }

    public String replyReason() {
        return refusal == null ? "" : refusal.reason();
    }

    public String replyAdvice() {
        return refusal == null ? "" : refusal.advice();
    }

    // --- How to reply ---------------------------------------------------------------------------------------------

    /** What a reply to this email can do, told beside its link: nothing to tell without a reply address. */
    private enum ReplyHint { NONE, ANSWER, SETUP, MOVE, FOOTER }

    private ReplyHint replyHintKind() {
        if (!repliesRead) {
            return ReplyHint.NONE;
        }
        return switch (facts.kind()) {
            case INVITATION, REMATCH, DRAW_OFFERED, PAUSE_ASKED -> ReplyHint.ANSWER;
            case SETUP_NEEDED -> ReplyHint.SETUP;
            case REMINDER -> inSetup() ? ReplyHint.SETUP : ReplyHint.MOVE;
            case YOUR_MOVE -> ReplyHint.MOVE;
            case GAME_STARTED -> yourTurn() ? ReplyHint.MOVE : ReplyHint.FOOTER;
            case MOVE_PLAYED, DRAW_DECLINED, VACATION_STARTED, VACATION_ENDED, PAUSE_DECLINED, GAME_PAUSED, GAME_RESUMED -> ReplyHint.FOOTER;
            // A fresh link to a game still in setup or play; one to a finished game's record has nothing to reply to.
            case FRESH_LINKS -> facts.links().play() != null || facts.links().setup() != null ? ReplyHint.FOOTER : ReplyHint.NONE;
            // Over, never begun, or itself the answer to a reply (which says what to send).
            case GAME_OVER, GAME_CANCELLED, GAME_CANCELLED_BY_HOST, INVITATION_DECLINED, INVITATION_LAPSED, REPLY_REFUSED, MY_GAMES, INVITATION_CONFIRM,
                    DAILY_DIGEST, DATA_EXPORT_CONFIRM, DATA_ERASE_CONFIRM -> ReplyHint.NONE;
        };
    }

    /**
     * One line beside the email's link saying what a reply may say, in the reader's own command words: "accept" or
     * "decline", the setup letters, or a move; empty when the email has no reply address or a reply can only ask for
     * the board ({@link #replyFooter()} then).
     */
    public String replyHint() {
        return replyHint(word -> words.replyWord(word));
    }

    /** {@link #replyHint()} for the HTML part, the command words in bold. */
    public RawString replyHintHtml() {
        return html(replyHint(word -> "<strong>" + Markup.escape(words.replyWord(word)) + "</strong>"));
    }

    private String replyHint(UnaryOperator<String> shown) {
        return switch (replyHintKind()) {
            case ANSWER -> words.replyHintAnswer(shown.apply(wordOf(new ReplyCommand.Accept())), shown.apply(wordOf(new ReplyCommand.Decline())));
            case SETUP -> words.replyHintSetup();
            case MOVE -> words.replyHintMove(shown.apply(EXAMPLE_MOVE), shown.apply(wordOf(new ReplyCommand.Draw())),
                    shown.apply(wordOf(new ReplyCommand.Resign())), shown.apply(wordOf(new ReplyCommand.Board())));
            case FOOTER, NONE -> "";
        };
    }

    /** "You can also play by replying to this email.", at the foot of a seat's email with nothing to answer. */
    public String replyFooter() {
        return replyHintKind() == ReplyHint.FOOTER ? words.replyHintFooter() : "";
    }

    private String wordOf(ReplyCommand command) {
        return ReplyCommands.wordOf(language, command);
    }

    // --- The HTML part's sentences with bold parts -------------------------------------------------------------------

    // The same messages as the text part's, with the names and times that the HTML shows in bold passed in bold. Our
    // own words are trusted as they are; every value is escaped as Qute escapes it, since the result is not escaped again.

    public RawString setupLeadHtml() {
        return html(words.setupLead(strong(redName), strong(blueName), Markup.escape(gameTerms()), Markup.escape(yourColour())));
    }

    public RawString setupByHtml() {
        return html(words.setupBy(strong(deadline()), Markup.escape(timeLeft())));
    }

    public RawString deadlineHtml() {
        return html(words.layoutDeadline(strong(deadline()), Markup.escape(timeLeft())));
    }

    /** "You play under the name Bob, which Alice sees", the name in bold. */
    public RawString startedYourNameHtml() {
        return html(words.startedYourName(strong(you()), Markup.escape(opponent())));
    }

    public RawString startedLeadHtml() {
        return html(words.startedLead(strong(opponent), Markup.escape(yourColour())));
    }

    public RawString yourMoveLeadHtml() {
        return html(words.yourMoveLead(strong(opponent)));
    }

    public RawString movePlayedNextHtml() {
        return html(words.movePlayedNext(strong(opponent)));
    }

    public RawString drawOfferedHtml() {
        return html(words.drawOffered(strong(opponent)));
    }

    public RawString drawDeclinedHtml() {
        return html(words.drawDeclined(strong(opponent)));
    }

    public RawString reminderSetupHtml() {
        return html(words.reminderSetup(strong(opponent), Markup.escape(timeLeft()), strong(deadline()), Markup.escape(opponent)));
    }

    public RawString reminderMoveHtml() {
        return html(words.reminderMove(strong(opponent), Markup.escape(timeLeft()), strong(deadline())));
    }

    public RawString gameOverLeadHtml() {
        return html(words.gameOverLead(strong(opponent)));
    }

    public RawString gameOverPlayAgainHtml() {
        return html(words.gameOverPlayAgain());
    }

    public RawString cancelledLeadHtml() {
        return html(words.cancelledLead(strong(opponent)));
    }

    public RawString cancelledByHostLeadHtml() {
        return html(words.cancelledByHostLead(strong(opponent)));
    }

    private static RawString html(String sentence) {
        return new RawString(sentence);
    }

    private static String strong(String value) {
        return "<strong>" + Markup.escape(value) + "</strong>";
    }

    // --- Links ----------------------------------------------------------------------------------------

    public String playUrl() {
        return link(facts.links().play());
    }

    public String setupUrl() {
        return link(facts.links().setup());
    }

    public String historyUrl() {
        return link(facts.links().history());
    }

    /** In a game-over mail: the finished game's play page, where "Play again" proposes a rematch. */
    public String playAgainUrl() {
        return facts.kind() == NotificationKind.GAME_OVER ? link(facts.links().play()) : "";
    }

    public String invitationUrl() {
        return link(facts.links().invitation());
    }

    public String unsubscribeUrl() {
        return link(facts.links().unsubscribe());
    }

    /** The recipient's settings page, where their name is changed; empty unless the mail says which name they play under. */
    public String settingsUrl() {
        return link(facts.links().settings());
    }

    /** Whether the mail links a page of the game (a fresh-link mail for a game that never started has none). */
    public boolean hasPageLink() {
        MailFacts.Links links = facts.links();
        return links.play() != null || links.setup() != null || links.history() != null || links.invitation() != null;
    }

    private static String link(String url) {
        return url == null ? "" : url;
    }
}
