package flagpost.mail;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The "links to your games" email: to a player, about no one game, so it has none of a game mail's
 * threading, board or unsubscribe link (it only ever comes when asked for, at most once per interval).
 * Pure: the facts in, the message out; the words live in {@code my_games.txt} and {@code my_games.html}.
 */
public final class GamesListMail {

    /** Everything the mail says. {@code gamesUrl}: a fresh signed link to the player's games list. */
    public record Facts(long notificationId, long playerId, String email, String displayName, long games, String gamesUrl) {
    }

    private final Facts facts;

    GamesListMail(Facts facts) {
        this.facts = facts;
    }

    static MailMessage write(Facts facts, String from, String replyTo, String messageIdDomain) {
        GamesListMail mail = new GamesListMail(facts);
        String text = MailTemplates.text(mail).render();
        String html = MailTemplates.html(mail).render();
        Map<String, String> headers = new LinkedHashMap<>();
        headers.put("Auto-Submitted", "auto-generated");
        headers.put("X-Auto-Response-Suppress", "All");
        String safeReplyTo = MailHeaders.headerSafe(replyTo);
        return new MailMessage(MailHeaders.headerSafe(from), facts.email(), safeReplyTo.isEmpty() ? null : safeReplyTo,
                mail.subject(), MailHeaders.playerMessageId(facts.notificationId(), facts.playerId(), messageIdDomain), null, List.of(),
                headers, text, html);
    }

    public String subject() {
        return "Flagpost: links to your games";
    }

    public String greeting() {
        return "Hello " + MailHeaders.name(facts.displayName(), "there") + ",";
    }

    /** "one game", "3 games". */
    public String games() {
        return facts.games() == 1 ? "one game" : facts.games() + " games";
    }

    public String gamesUrl() {
        return facts.gamesUrl();
    }

    public String email() {
        return MailHeaders.oneLine(facts.email());
    }
}
