package flagpost.inbound;

import flagpost.links.ReplyToken;
import flagpost.rules.Side;
import flagpost.store.GameEntity;
import flagpost.store.NotificationEntity;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.util.ArrayList;
import java.util.List;

/**
 * Finds the email a reply answers from its reply token, which names the seat, the game and the ply the email was
 * written at: the emails to that seat at that ply, as the outbox stored them. Their bodies are kept for
 * {@code flagpost.mail.keep-sent-bodies}, by default as long as a reply address acts at all, so reading the stored
 * copy is one query and needs no composing again; where a host keeps them for less, the players' names still guard
 * against the one part of an email that a player chooses ({@link AnsweredEmail}).
 */
@ApplicationScoped
public class AnsweredEmails {

    /** What the email answered through {@code token} said, as far as it is still known. */
    @Transactional
    public AnsweredEmail of(ReplyToken token) {
        GameEntity game = GameEntity.findById(token.gameId());
        if (game == null) {
            return AnsweredEmail.UNKNOWN;
        }
        List<String> texts = new ArrayList<>();
        for (NotificationEntity email : NotificationEntity.<NotificationEntity>list(
                "gameId = ?1 and recipientSeat = ?2 and ply = ?3", token.gameId(), token.seat(), token.ply())) {
            if (email.bodyText != null) {
                texts.add(email.bodyText);
            }
            if (email.bodyHtml != null) {
                texts.add(MessageText.fromHtml(email.bodyHtml));
            }
        }
        // The names as the emails show them (an invitee's address's local part until they accept) and as stored.
        return new AnsweredEmail(AnsweredEmail.linesOf(texts), List.of(game.nameOf(Side.RED), game.nameOf(Side.BLUE),
                game.redPlayer.displayName, game.bluePlayer.displayName));
    }
}
