package flagpost.mail;

import flagpost.rules.Numbering;
import flagpost.rules.PlayerView;
import flagpost.rules.Result;
import flagpost.rules.Side;
import flagpost.rules.Variant;
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
 * @param language               the language the recipient reads (English when null)
 */
public record MailFacts(long notificationId, Long previousNotificationId, long gameId, NotificationKind kind, int ply,
        Side recipientSeat, String recipientEmail, String redName, String blueName, Side creatorSeat, Numbering numbering,
        Variant variant, int daysPerMove, PlayerView view, Instant createdAt, Instant deadline, Instant invitationExpiresAt,
        Result result, Links links, Language language) {

    /** The same facts in English: what every mail was before players chose a language. */
    public MailFacts(long notificationId, Long previousNotificationId, long gameId, NotificationKind kind, int ply, Side recipientSeat,
            String recipientEmail, String redName, String blueName, Side creatorSeat, Numbering numbering, Variant variant, int daysPerMove,
            PlayerView view, Instant createdAt, Instant deadline, Instant invitationExpiresAt, Result result, Links links) {
        this(notificationId, previousNotificationId, gameId, kind, ply, recipientSeat, recipientEmail, redName, blueName, creatorSeat,
                numbering, variant, daysPerMove, view, createdAt, deadline, invitationExpiresAt, result, links, Language.EN);
    }

    /** Absolute URLs with tokens for the recipient's seat; null where the mail has no such link. */
    public record Links(String play, String setup, String history, String invitation, String unsubscribe) {
    }
}
