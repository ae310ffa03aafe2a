package flagpost.game;

/**
 * Flagpost will not mail an address typed into the start form right now: it is on the do-not-invite list, or over
 * one of the caps of {@link InvitationConfig}. The message never says which, so the answer does not tell whether the
 * address plays here. Thrown inside the service's transaction, so nothing of the request is stored.
 */
public final class InvitationRefused extends RuntimeException {

    static final String OPPONENT = "This address cannot be invited right now. Nothing was sent and nothing was stored.";
    static final String CREATOR = "We cannot send mail to your address right now, so we cannot start a game from it. "
            + "Nothing was sent and nothing was stored.";

    InvitationRefused(String message) {
        super(message, null, false, false);
    }
}
