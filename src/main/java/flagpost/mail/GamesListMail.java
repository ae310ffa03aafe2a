package flagpost.mail;

import flagpost.store.NotificationKind;
import flagpost.words.Language;
import java.util.Map;

/**
 * The "links to your games" email: to a player, about no one game, so it has none of a game mail's
 * threading, board or unsubscribe link (it only ever comes when asked for, at most once per interval).
 * Pure: the facts in, the message out; the words live in {@code my_games.txt} and {@code my_games.html}.
 */
public final class GamesListMail extends PlayerMail {

    /** Everything the mail says. {@code gamesUrl}: a fresh signed link to the player's games list. */
    public record Facts(long notificationId, long playerId, String email, String displayName, long games, String gamesUrl,
            Language language) {

        /** The same facts in English. */
        public Facts(long notificationId, long playerId, String email, String displayName, long games, String gamesUrl) {
            this(notificationId, playerId, email, displayName, games, gamesUrl, Language.EN);
        }
    }


    private final Facts facts;

    GamesListMail(Facts facts) {
        super(facts.language());
        this.facts = facts;
    }

    @Override
    NotificationKind kind() {
        return NotificationKind.MY_GAMES;
    }

    static MailMessage write(MailTemplates templates, Facts facts, String from, String replyTo, String messageIdDomain) {
        GamesListMail mail = new GamesListMail(facts);
        return mail.message(templates, from, replyTo, facts.email(), facts.notificationId(), facts.playerId(), messageIdDomain, Map.of());
    }

    @Override
    public String subject() {
        return words.myGamesSubject();
    }

    @Override
    public String greeting() {
        return greetingTo(facts.displayName());
    }

    /** "one game", "3 games". */
    public String games() {
        return words.gamesCount(facts.games());
    }

    public String gamesUrl() {
        return facts.gamesUrl();
    }

    public String email() {
        return MailHeaders.oneLine(facts.email());
    }
}
