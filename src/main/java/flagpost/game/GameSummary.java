package flagpost.game;


import flagpost.rules.Numbering;
import flagpost.rules.Result;
import flagpost.rules.Side;
import flagpost.rules.Variant;
import flagpost.store.GameStatus;
import flagpost.store.MailStop;
import flagpost.words.Language;
import java.time.Instant;

/**
 * A game as a list shows it, from one seat (or from none, {@code seat} null, for a spectator): nothing here is secret. {@code seatToMove} and
 * {@code deadlineAt} are null when nobody is to move. {@code numbering} is the seat's player's preference
 * for showing ranks, {@code drawOfferedBy} the seat whose draw offer awaits an answer, or null. {@code language} is the
 * seat's player's language, read in the same load as the rest, so the seat's pages answer in it at no extra cost; null
 * until they choose one, and for a spectator. {@code opponentMail}: why Flagpost stopped mailing the opponent (their
 * address bounced, or they reported our mail as spam), null while mail goes and for a spectator, with
 * {@code opponentAddress} as the pages show it ({@code bob@…}). {@code computerSeat} is the seat the computer plays, at
 * {@code computerLevel} ({@code flagpost.bot.Level#code()}), or null in a game between two people; its name in
 * {@code redName} or {@code blueName} is said in the reader's language ({@link SeatNames}).
 */
public record GameSummary(long gameId, Side seat, Variant variant, GameStatus status, String redName, String blueName,
        int ply, Side seatToMove, Instant deadlineAt, Result result, Numbering numbering, Side drawOfferedBy, int daysPerMove,
        Language language, MailStop opponentMail, String opponentAddress, Side computerSeat, String computerLevel) {

    /** A summary of a game between two people. */
    public GameSummary(long gameId, Side seat, Variant variant, GameStatus status, String redName, String blueName,
            int ply, Side seatToMove, Instant deadlineAt, Result result, Numbering numbering, Side drawOfferedBy, int daysPerMove,
            Language language, MailStop opponentMail, String opponentAddress) {
        this(gameId, seat, variant, status, redName, blueName, ply, seatToMove, deadlineAt, result, numbering, drawOfferedBy,
                daysPerMove, language, opponentMail, opponentAddress, null, null);
    }

    /** Whether the player in {@code side} is the computer. */
    public boolean isComputer(Side side) {
        return side != null && side == computerSeat;
    }

    /** A summary whose opponent gets mail as usual. */
    public GameSummary(long gameId, Side seat, Variant variant, GameStatus status, String redName, String blueName,
            int ply, Side seatToMove, Instant deadlineAt, Result result, Numbering numbering, Side drawOfferedBy, int daysPerMove,
            Language language) {
        this(gameId, seat, variant, status, redName, blueName, ply, seatToMove, deadlineAt, result, numbering, drawOfferedBy,
                daysPerMove, language, null, null);
    }

    /** Whether mail to the opponent stopped because their address bounced. */
    public boolean opponentBounced() {
        return opponentMail == MailStop.BOUNCED;
    }

    /** Whether mail to the opponent stopped because they reported it as spam. */
    public boolean opponentComplained() {
        return opponentMail == MailStop.COMPLAINED;
    }

    /** A summary that names no player's language: a spectator's, or one built for a test. */
    public GameSummary(long gameId, Side seat, Variant variant, GameStatus status, String redName, String blueName,
            int ply, Side seatToMove, Instant deadlineAt, Result result, Numbering numbering, Side drawOfferedBy, int daysPerMove) {
        this(gameId, seat, variant, status, redName, blueName, ply, seatToMove, deadlineAt, result, numbering, drawOfferedBy,
                daysPerMove, null);
    }

    public String opponentName() {
        return seat == Side.RED ? blueName : redName;
    }
}
