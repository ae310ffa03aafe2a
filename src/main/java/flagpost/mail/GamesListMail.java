package flagpost.mail;

import flagpost.words.Language;
import java.util.Map;

/**
 * The "links to your games" email: to a player, about no one game, so it has none of a game mail's
 * threading, board or unsubscribe link (it only ever comes when asked for, at most once per interval).
 * Pure: the facts in, the message out; the words live in {@code my_games.txt} and {@code my_games.html}.
 */
public final class GamesListMail {

    /** Everything the mail says. {@code gamesUrl}: a fresh signed link to the player's games list. */
    public record Facts(long notificationId, long playerId, String email, String displayName, long games, String gamesUrl,
            Language language) {

        /** The same facts in English. */
        public Facts(long notificationId, long playerId, String email, String displayName, long games, String gamesUrl) {
            this(notificationId, playerId, email, displayName, games, gamesUrl, Language.EN);
        }
    }


    private final Facts facts;
    private final Language language;
    private final NoticeMessages words;

    GamesListMail(Facts facts) {
        this.facts = facts;
        this.language = facts.language() == null ? Language.EN : facts.language();
        this.words = NoticeHtml.words(language);
    }

    static MailMessage write(Facts facts, String from, String replyTo, String messageIdDomain) {
        GamesListMail mail = new GamesListMail(facts);
        return MailMessage.toPlayer(from, replyTo, facts.email(), mail.subject(), facts.notificationId(), facts.playerId(), messageIdDomain,
                mail.language(), Map.of(), MailTemplates.text(mail).render(), MailTemplates.html(mail).render());
    }

    public Language language() {
        return language;
    }

    /** The language's code, for the HTML part's {@code lang}. */
    public String lang() {
        return language.code();
    }

    public String subject() {
        return words.myGamesSubject();
    }

    /** "Hello Bob,"; a player with no name yet is greeted plainly. */
    public String greeting() {
        String name = MailHeaders.name(facts.displayName(), "");
        return name.isEmpty() ? words.greetingPlain() : words.greetingNamed(name);
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
