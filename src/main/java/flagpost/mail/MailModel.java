package flagpost.mail;

import flagpost.rules.AsciiBoard;
import flagpost.rules.Battle;
import flagpost.rules.Numbering;
import flagpost.rules.PlayedMove;
import flagpost.rules.PlayerView;
import flagpost.rules.Rank;
import flagpost.rules.Result;
import flagpost.rules.Side;
import flagpost.store.NotificationKind;
import io.quarkus.qute.RawString;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What the mail templates show, worked out from {@link MailFacts}: names cleaned, sentences told from
 * the recipient's side, times formatted, boards drawn. Pure Java (the Qute types are only markers);
 * the templates in {@code templates/mail-text} and {@code templates/mail-html} only arrange it.
 *
 * <p>Nothing here names an enemy rank the recipient does not know: boards come from the recipient's
 * {@link PlayerView}, and ranks are named outside the board only for pieces that fought (both ranks
 * of a battle are known to both players, docs/RULES.md §8) or once the game is over.
 */
public final class MailModel {

    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("EEEE d MMMM yyyy, HH:mm 'UTC'", Locale.ENGLISH)
            .withZone(ZoneOffset.UTC);

    private final MailFacts facts;
    private final String you;
    private final String opponent;
    private final String redName;
    private final String blueName;

    public MailModel(MailFacts facts) {
        this.facts = facts;
        this.redName = MailHeaders.name(facts.redName(), "Red");
        this.blueName = MailHeaders.name(facts.blueName(), "Blue");
        this.you = facts.recipientSeat() == Side.RED ? redName : blueName;
        this.opponent = facts.recipientSeat() == Side.RED ? blueName : redName;
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

    public String subject() {
        return MailHeaders.subject(facts.redName(), facts.blueName(), facts.kind());
    }

    /** Repeated at the foot of both parts, since replies and forwards drop our headers. */
    public String footer() {
        return "Flagpost game " + facts.gameId() + ", move " + facts.ply();
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
        return facts.recipientSeat().displayName();
    }

    public boolean youAreRed() {
        return facts.recipientSeat() == Side.RED;
    }

    /** Invitations go to someone whose name we only guessed from the address: greet them plainly. */
    public String greeting() {
        return facts.kind() == NotificationKind.INVITATION ? "Hello," : "Hello " + you + ",";
    }

    /** "Classic Stratego". */
    public String variantName() {
        return facts.variant().displayName() + " Stratego";
    }

    /** "Classic Stratego, 3 days per move". */
    public String gameTerms() {
        return facts.variant().displayName() + " Stratego, " + facts.daysPerMove() + (facts.daysPerMove() == 1 ? " day" : " days")
                + " per move";
    }

    // --- The board ------------------------------------------------------------------------------------

    public boolean hasBoard() {
        return facts.view() != null;
    }

    public String boardText() {
        return hasBoard() ? AsciiBoard.render(facts.view(), numbering()) : "";
    }

    public String boardLegendText() {
        return AsciiBoard.legend(numbering());
    }

    public RawString boardHtml() {
        return new RawString(hasBoard() ? HtmlBoard.render(facts.view(), numbering()) : "");
    }

    public RawString boardLegendHtml() {
        return new RawString(HtmlBoard.legend(numbering()));
    }

    /** "The board after move 17, as Red sees it" (everything shows once the game is over). */
    public String boardCaption() {
        if (!hasBoard()) {
            return "";
        }
        String when = facts.ply() == 0 ? "The board at the start" : "The board after move " + facts.ply();
        return when + (facts.view().isOver() ? ", with every piece revealed:" : ", from your side (" + yourColour() + "):");
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
        return facts.view().sideToMove() == facts.recipientSeat() ? "It is your move." : "It is " + opponent + "'s move.";
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

    List<String> describe(PlayedMove played) {
        if (played == null) {
            return List.of();
        }
        boolean mine = played.side() == facts.recipientSeat();
        String who = mine ? "You" : opponent;
        List<String> lines = new ArrayList<>(2);
        if (!played.isAttack()) {
            lines.add(who + " moved " + played.notation() + " (move " + played.ply() + ").");
            return lines;
        }
        lines.add(who + " attacked " + played.notation() + " (move " + played.ply() + ").");
        lines.add("Battle: " + battle(played.battle()));
        return lines;
    }

    private String battle(Battle battle) {
        String attacker = whose(battle.attacker().side()) + " " + rank(battle.attacker().rank());
        String defender = whose(battle.defender().side()) + " " + rank(battle.defender().rank());
        String outcome = switch (battle.outcome()) {
            case ATTACKER_WINS -> whose(battle.attacker().side()) + " " + battle.attacker().rank().displayName() + " wins.";
            case DEFENDER_WINS -> whose(battle.defender().side()) + " " + battle.defender().rank().displayName() + " wins.";
            case BOTH_REMOVED -> "both are removed.";
        };
        return attacker + " against " + defender + ": " + outcome;
    }

    private String whose(Side side) {
        return side == facts.recipientSeat() ? "your" : opponent + "'s";
    }

    /** "Marshal (10)" in the recipient's numbering; Bombs and the Flag by name only. */
    String rank(Rank rank) {
        return rank.isMovable() ? rank.displayName() + " (" + rank.symbol(numbering()) + ")" : rank.displayName();
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
        return "You have lost " + pieces(mine) + "; " + opponent + " has lost " + pieces(theirs) + ".";
    }

    private static int total(Map<Rank, Integer> counts) {
        return counts.values().stream().mapToInt(Integer::intValue).sum();
    }

    private static String pieces(Map<Rank, Integer> counts) {
        List<String> parts = new ArrayList<>();
        for (Rank rank : Rank.values()) {
            int count = counts.getOrDefault(rank, 0);
            if (count == 1) {
                parts.add(rank == Rank.MINER ? "a Miner" : rank == Rank.MAJOR ? "a Major" : "a " + rank.displayName());
            } else if (count > 1) {
                parts.add(count + " " + plural(rank));
            }
        }
        if (parts.isEmpty()) {
            return "nothing";
        }
        if (parts.size() == 1) {
            return parts.get(0);
        }
        return String.join(", ", parts.subList(0, parts.size() - 1)) + " and " + parts.get(parts.size() - 1);
    }

    private static String plural(Rank rank) {
        return rank == Rank.SPY ? "Spies" : rank.displayName() + "s";
    }

    // --- Times ----------------------------------------------------------------------------------------

    /** "Tuesday 6 January 2026, 09:00 UTC". */
    public String deadline() {
        return when(facts.deadline());
    }

    /** How long was left when the notification was recorded: "about 24 hours". */
    public String timeLeft() {
        if (facts.deadline() == null) {
            return "";
        }
        return duration(Duration.between(facts.createdAt(), facts.deadline()));
    }

    public String invitationExpires() {
        return when(facts.invitationExpiresAt());
    }

    static String when(Instant instant) {
        return instant == null ? "" : WHEN.format(instant);
    }

    static String duration(Duration left) {
        long minutes = Math.max(0, left.toMinutes());
        if (minutes < 60) {
            return minutes <= 1 ? "less than a minute" : minutes + " minutes";
        }
        long hours = Math.round(minutes / 60.0);
        if (hours < 72) {
            return hours == 1 ? "about an hour" : "about " + hours + " hours";
        }
        long days = Math.round(hours / 24.0);
        return "about " + days + " days";
    }

    // --- The end --------------------------------------------------------------------------------------

    /** "You won: Bob resigned." told from the recipient's side; empty while the game goes on. */
    public String result() {
        Result result = facts.result();
        if (result == null) {
            return "";
        }
        return result.toldTo(facts.recipientSeat(), redName, blueName);
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
        return facts.kind() == NotificationKind.INVITATION
                ? opponent + " gave this address for a game of Stratego on Flagpost. The links in this email act for you: don't forward it."
                : "You play " + yourColour() + " in this game. The links in this email act for you: don't forward it.";
    }

    /**
     * The words of the unsubscribe link: what it does (flagpost.mail.MailMuting), the same in every mail.
     * An invitation needs no more: ignored, it lapses and nothing else about the game follows.
     */
    public String unsubscribeLabel() {
        return "Mute reminders and confirmations for this game";
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

    public String invitationUrl() {
        return link(facts.links().invitation());
    }

    public String unsubscribeUrl() {
        return link(facts.links().unsubscribe());
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
