package flagpost.mail;

import flagpost.store.NotificationKind;
import flagpost.words.Language;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * "Confirm your game": to an address typed in as the creator's on the start form, before any invitation leaves.
 * It goes to someone who may never have asked for it, so its subject is fixed words, what the form's user typed
 * stands only in the body, and it carries a one-click List-Unsubscribe (RFC 8058) that puts the address on the
 * do-not-invite list. Pure: the facts in, the message out; the words live in {@code invitation_confirm.txt/.html}.
 */
public final class InvitationConfirmMail extends PlayerMail {

    /**
     * Everything the mail says: the request as typed, a signed link to confirm it, and one to refuse all such mail;
     * {@code terms} already in {@code language}, the one the form was used in (English when null). For a game against
     * the computer ({@code computer}), {@code opponentEmail} holds the computer's name in that language: nobody else is
     * written to, and the click starts the game.
     */
    public record Facts(long notificationId, long playerId, String email, String creatorName, String opponentEmail, String terms,
            String confirmUrl, String doNotInviteUrl, Language language, boolean computer) {

        /** The facts of a game against a person, whose address is {@code opponentEmail}. */
        public Facts(long notificationId, long playerId, String email, String creatorName, String opponentEmail, String terms,
                String confirmUrl, String doNotInviteUrl, Language language) {
            this(notificationId, playerId, email, creatorName, opponentEmail, terms, confirmUrl, doNotInviteUrl, language, false);
        }

        /** The same facts in English. */
        public Facts(long notificationId, long playerId, String email, String creatorName, String opponentEmail, String terms,
                String confirmUrl, String doNotInviteUrl) {
            this(notificationId, playerId, email, creatorName, opponentEmail, terms, confirmUrl, doNotInviteUrl, Language.EN);
        }
    }


    private final Facts facts;

    InvitationConfirmMail(Facts facts) {
        super(facts.language());
        this.facts = facts;
    }

    @Override
    NotificationKind kind() {
        return NotificationKind.INVITATION_CONFIRM;
    }

    static MailMessage write(MailTemplates templates, Facts facts, String from, String replyTo, String messageIdDomain) {
        InvitationConfirmMail mail = new InvitationConfirmMail(facts);
        Map<String, String> unsubscribe = new LinkedHashMap<>();
        unsubscribe.put("List-Unsubscribe", "<" + MailHeaders.headerSafe(facts.doNotInviteUrl()) + ">");
        unsubscribe.put("List-Unsubscribe-Post", "List-Unsubscribe=One-Click");
        return mail.message(templates, from, replyTo, facts.email(), facts.notificationId(), facts.playerId(), messageIdDomain, unsubscribe);
    }

    /** Fixed words in every language (an address typed into the start form, like the invitation's): nothing typed on the form. */
    @Override
    public String subject() {
        return words.confirmSubject();
    }

    /** Plainly: the name was typed by whoever used the form, so it is not used to greet. */
    @Override
    public String greeting() {
        return words.greetingPlain();
    }

    public String email() {
        return MailHeaders.oneLine(facts.email());
    }

    /**
     * The name the game would carry (as typed, or the owner's own for an address that has one), cleaned for one line;
     * it is only ever shown as part of the request, never to greet.
     */
    public String creatorName() {
        return MailHeaders.name(facts.creatorName(), words.confirmSomeone());
    }

    public String opponentEmail() {
        return MailHeaders.oneLine(facts.opponentEmail());
    }

    /** Whether the game is against the computer: the click starts it, and nobody else is written to. */
    public boolean computer() {
        return facts.computer();
    }

    public String terms() {
        return facts.terms();
    }

    public String confirmUrl() {
        return facts.confirmUrl();
    }

    public String doNotInviteUrl() {
        return facts.doNotInviteUrl();
    }
}
