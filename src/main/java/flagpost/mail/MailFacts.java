package flagpost.mail;

import flagpost.rules.Numbering;
import flagpost.rules.PlayerView;
import flagpost.rules.Result;
import flagpost.rules.Side;
import flagpost.rules.Variant;
import flagpost.store.MailStop;
import flagpost.store.NotificationKind;
import flagpost.words.Language;
import java.time.Instant;

/**
 * Everything an email about one notification may say, loaded from the store by {@link MailComposer}
 * and turned into words by {@link MailModel}. Nothing here is secret to the recipient: {@code view} is
 * the recipient's own view at the notification's ply.
 *
 * @param notificationId         the notification row's id (its Message-ID derives from it)
 * @param previousNotificationId the previous notification to the same seat of this game, or null
 * @param recipientEmail         a bare address
 * @param redName                display names as stored; the model cleans them
 * @param creatorSeat            who sent the invitation
 * @param view                   the recipient's view at {@code ply}, or null when the game has no board (not started)
 * @param deadline               when the turn (or setup) this mail is about runs out, or null
 * @param invitationExpiresAt    when an invitation lapses, or null
 * @param result                 how the game ended, or null while it has not
 * @param links                  fresh signed links for the recipient's seat
 * @param language               the language the recipient reads: their own, else (an invitee who has not chosen) the
 *                               game creator's, else English; see {@link #languageOf}
 * @param opponentMail           why mail to the opponent stopped (their address bounced or complained), or null while it
 *                               goes; the email then says so
 * @param opponentAddress        the opponent's address as shown beside that ({@code bob@…}), or null
 */
public record MailFacts(long notificationId, Long previousNotificationId, long gameId, NotificationKind kind, int ply,
        Side recipientSeat, String recipientEmail, String redName, String blueName, Side creatorSeat, Numbering numbering,
        Variant variant, int daysPerMove, PlayerView view, Instant createdAt, Instant deadline, Instant invitationExpiresAt,
        Result result, Links links, Language language, MailStop opponentMail, String opponentAddress) {

    public MailFacts {
        if (language == null) {
            throw new IllegalArgumentException("a mail is written in a language: pass Language.EN when nothing is known");
        }
    }

    /** The same facts in English, as tests and tools that do not care about languages build them. */
    public MailFacts(long notificationId, Long previousNotificationId, long gameId, NotificationKind kind, int ply, Side recipientSeat,
            String recipientEmail, String redName, String blueName, Side creatorSeat, Numbering numbering, Variant variant,
            int daysPerMove, PlayerView view, Instant createdAt, Instant deadline, Instant invitationExpiresAt, Result result,
            Links links) {
        this(notificationId, previousNotificationId, gameId, kind, ply, recipientSeat, recipientEmail, redName, blueName, creatorSeat,
                numbering, variant, daysPerMove, view, createdAt, deadline, invitationExpiresAt, result, links, Language.EN);
    }

    /** The facts of an email whose recipient's opponent gets mail as usual. */
    public MailFacts(long notificationId, Long previousNotificationId, long gameId, NotificationKind kind, int ply, Side recipientSeat,
            String recipientEmail, String redName, String blueName, Side creatorSeat, Numbering numbering, Variant variant,
            int daysPerMove, PlayerView view, Instant createdAt, Instant deadline, Instant invitationExpiresAt, Result result,
            Links links, Language language) {
        this(notificationId, previousNotificationId, gameId, kind, ply, recipientSeat, recipientEmail, redName, blueName, creatorSeat,
                numbering, variant, daysPerMove, view, createdAt, deadline, invitationExpiresAt, result, links, language, null, null);
    }

    /** These facts for a reader of {@code other}. */
    public MailFacts inLanguage(Language other) {
        return new MailFacts(notificationId, previousNotificationId, gameId, kind, ply, recipientSeat, recipientEmail, redName, blueName,
                creatorSeat, numbering, variant, daysPerMove, view, createdAt, deadline, invitationExpiresAt, result, links, other,
                opponentMail, opponentAddress);
    }

    /**
     * The language a mail to a player is written in: the one they chose ({@code player.language}); for someone who has
     * not chosen yet (an invitee who has not answered) the language of whoever invited them, who wrote in it; else
     * English. Codes as stored; an unknown code counts as not chosen.
     */
    public static Language languageOf(String recipientCode, String creatorCode) {
        Language own = Language.ofCode(recipientCode);
        if (own != null) {
            return own;
        }
        Language creators = Language.ofCode(creatorCode);
        return creators != null ? creators : Language.EN;
    }

    /**
     * Absolute URLs with tokens for the recipient's seat; null where the mail has no such link. {@code settings}, the
     * recipient's settings page, only in the invitee's game-started mail: an invitee who accepted by replying took the
     * name their mail client shows, and that mail says so and where to change it.
     */
    public record Links(String play, String setup, String history, String invitation, String unsubscribe, String settings) {

        public Links(String play, String setup, String history, String invitation, String unsubscribe) {
            this(play, setup, history, invitation, unsubscribe, null);
        }
    }
}
