package flagpost.e2e;

import com.icegreen.greenmail.util.GreenMail;
import flagpost.mail.OutboxRows;
import flagpost.support.GreenMailInbox;
import jakarta.mail.internet.MimeMessage;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A player's inbox in GreenMail, read as the player reads it: the latest link to a given page. */
final class Mailbox {

    /** A signed link in a mail body: the page and its token. */
    private static final Pattern LINK = Pattern.compile("https?://[^\\s\"<>]+?/(play|setup|history|invitation|unsubscribe|games|confirm|do-not-invite)/([A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+)");

    private final GreenMail greenMail;
    private final OutboxRows outbox;
    private final String address;

    Mailbox(GreenMail greenMail, OutboxRows outbox, String address) {
        this.greenMail = greenMail;
        this.outbox = outbox;
        this.address = address;
    }

    /**
     * Sends what the outbox holds (the outbox job is off in tests), then returns the token of the newest
     * link to {@code page} ("confirm", "invitation", "setup", "play", "history") in this player's mail.
     */
    String latestToken(String page) {
        outbox.drain();
        List<String> tokens = new ArrayList<>();
        for (MimeMessage message : GreenMailInbox.to(greenMail, address)) {
            String text = GreenMailInbox.parts(message).get(0).text();
            Matcher link = LINK.matcher(text);
            while (link.find()) {
                if (link.group(1).equals(page)) {
                    tokens.add(link.group(2));
                }
            }
        }
        if (tokens.isEmpty()) {
            throw new AssertionError("no " + page + " link in the mail to " + address);
        }
        return tokens.get(tokens.size() - 1);
    }

    /**
     * The newest mail to this player, as they read it: its subject, then each part's text (the text and HTML
     * alternatives), after sending what the outbox holds.
     */
    String latestMail() {
        outbox.drain();
        List<MimeMessage> messages = GreenMailInbox.to(greenMail, address);
        if (messages.isEmpty()) {
            throw new AssertionError("no mail to " + address);
        }
        MimeMessage newest = messages.get(messages.size() - 1);
        StringBuilder read = new StringBuilder();
        try {
            read.append(newest.getSubject()).append('\n');
        } catch (jakarta.mail.MessagingException unreadable) {
            throw new IllegalStateException(unreadable);
        }
        GreenMailInbox.parts(newest).forEach(part -> read.append(part.text()).append('\n'));
        return read.toString();
    }
}
