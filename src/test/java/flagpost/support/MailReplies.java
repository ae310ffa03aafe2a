package flagpost.support;

import com.icegreen.greenmail.user.GreenMailUser;
import com.icegreen.greenmail.util.GreenMail;
import jakarta.mail.Folder;
import jakarta.mail.Message;
import jakarta.mail.MessagingException;
import jakarta.mail.Store;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.MimeMessage;
import java.io.UnsupportedEncodingException;
import java.util.HashMap;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Replies as a player's mail client writes them, put into Flagpost's mailbox in GreenMail ({@link ReadingTheMailbox}),
 * and the emails Flagpost sent, found by Message-ID.
 */
public final class MailReplies {

    private final GreenMail greenMail;
    private final Map<String, MimeMessage> sentById = new HashMap<>();

    public MailReplies(GreenMail greenMail) {
        this.greenMail = greenMail;
        mailbox(); // the reader may not have logged in yet
    }

    /** The email GreenMail received with this Message-ID. */
    public MimeMessage sent(String messageId) {
        if (!sentById.containsKey(messageId)) {
            // GreenMail lists every user's inbox in turn, so new mail is not simply at the end: look at all again
            for (MimeMessage received : greenMail.getReceivedMessages()) {
                sentById.put(GreenMailInbox.messageId(received), received);
            }
        }
        MimeMessage found = sentById.get(messageId);
        if (found == null) {
            throw new AssertionError("no email " + messageId + " reached GreenMail");
        }
        return found;
    }

    /**
     * The reply a mail client writes to {@code original}: From the player, To its Reply-To, In-Reply-To and References
     * it, "Re:" before its subject, and the command typed above the quoted original (text part) with its attribution.
     */
    public static MimeMessage reply(MimeMessage original, String name, String address, String typed) {
        try {
            MimeMessage reply = (MimeMessage) original.reply(false);
            reply.setFrom(new InternetAddress(address, name, "UTF-8"));
            String text = GreenMailInbox.parts(original).get(0).text();
            String quoted = text.lines().map(line -> line.isEmpty() ? ">" : "> " + line).collect(Collectors.joining("\n"));
            reply.setText(typed + "\n\nOn " + original.getHeader("Date", null) + ", " + original.getHeader("From", null) + " wrote:\n"
                    + quoted + "\n", "UTF-8");
            reply.saveChanges();
            return reply;
        } catch (MessagingException | UnsupportedEncodingException unwritable) {
            throw new IllegalStateException(unwritable);
        }
    }

    /** Delivers a message into Flagpost's mailbox, as its mail host does with mail to any of its reply addresses. */
    public void deliver(MimeMessage message) {
        mailbox().deliver(message);
    }

    /** How many messages a folder of Flagpost's mailbox holds, asked as a second IMAP client; 0 for a missing folder. */
    public int count(String folder) {
        try {
            Store store = greenMail.getImap().createStore();
            store.connect(ReadingTheMailbox.MAILBOX, "any");
            try {
                Folder found = store.getFolder(folder);
                return found.exists() ? found.getMessageCount() : 0;
            } finally {
                store.close();
            }
        } catch (MessagingException failed) {
            throw new IllegalStateException(failed);
        }
    }

    private GreenMailUser mailbox() {
        GreenMailUser user = greenMail.getUserManager().getUserByEmail(ReadingTheMailbox.MAILBOX);
        return user != null ? user : greenMail.setUser(ReadingTheMailbox.MAILBOX, ReadingTheMailbox.MAILBOX, "any");
    }

    /** The To of a message: the address a reply went to. */
    public static String to(Message message) {
        try {
            return ((InternetAddress) message.getRecipients(Message.RecipientType.TO)[0]).getAddress();
        } catch (MessagingException unreadable) {
            throw new IllegalStateException(unreadable);
        }
    }
}
