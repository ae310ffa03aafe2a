package flagpost.mail;

import flagpost.store.NotificationKind;
import flagpost.words.Language;
import flagpost.words.Times;
import io.quarkus.qute.RawString;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;

/**
 * The daily digest: to a player who chose it (flagpost.store.MailMode.DIGEST), once a day, every game where it is their
 * move, each with its board as their seat sees it and a fresh link to play. About no one game, so it has none of a game
 * mail's threading; each game's part is a {@link MailModel} of that game's facts, so its words and board are the ones
 * a "your move" email would show. Pure: the facts in, the message out; the words live in {@code daily_digest.txt} and
 * {@code daily_digest.html}.
 */
public final class DigestMail extends PlayerMail {

    /**
     * Everything the mail says. {@code games}: one "your move" fact set per waiting game, most urgent first;
     * {@code settingsUrl}: a fresh signed link to the player's settings, where the digest is turned off.
     */
    public record Facts(long notificationId, long playerId, String email, String displayName, LocalDate day, List<MailFacts> games,
            String settingsUrl, Language language) {

        /** The same facts in English. */
        public Facts(long notificationId, long playerId, String email, String displayName, LocalDate day, List<MailFacts> games,
                String settingsUrl) {
            this(notificationId, playerId, email, displayName, day, games, settingsUrl, Language.EN);
        }
    }


    private final Facts facts;
    private final List<MailModel> games;

    DigestMail(Facts facts) {
        super(facts.language());
        this.facts = facts;
        this.games = facts.games().stream().map(MailModel::new).toList();
    }

    @Override
    NotificationKind kind() {
        return NotificationKind.DAILY_DIGEST;
    }

    static MailMessage write(MailTemplates templates, Facts facts, String from, String replyTo, String messageIdDomain) {
        DigestMail mail = new DigestMail(facts);
        return mail.message(templates, from, replyTo, facts.email(), facts.notificationId(), facts.playerId(), messageIdDomain, Map.of());
    }

    /** "Flagpost: your move in 2 games"; the day, so each day's digest stands apart in an inbox. */
    @Override
    public String subject() {
        return words.digestSubject(count(), Times.date(language, facts.day()));
    }

    @Override
    public String greeting() {
        return greetingTo(facts.displayName());
    }

    /** "one game", "3 games". */
    public String count() {
        return words.gamesCount(games.size());
    }

    public boolean empty() {
        return games.isEmpty();
    }

    public List<MailModel> games() {
        return games;
    }

    /** The legend of the boards, once below them all: every game is drawn in the player's one numbering. */
    public String boardLegendText() {
        return games.isEmpty() ? "" : games.get(0).boardLegendText();
    }

    public RawString boardLegendHtml() {
        return games.isEmpty() ? new RawString("") : games.get(0).boardLegendHtml();
    }

    public String settingsUrl() {
        return facts.settingsUrl();
    }
}
