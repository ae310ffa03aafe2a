package flagpost.inbound;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.icegreen.greenmail.user.GreenMailUser;
import com.icegreen.greenmail.util.GreenMail;
import com.icegreen.greenmail.util.ServerSetup;
import com.icegreen.greenmail.util.ServerSetupTest;
import flagpost.it.Waiting;
import jakarta.mail.Flags;
import jakarta.mail.Folder;
import jakarta.mail.Message;
import jakarta.mail.MessagingException;
import jakarta.mail.Session;
import jakarta.mail.Store;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.MimeMessage;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The mailbox reader against a real IMAP server (GreenMail on loopback, with logins checked), handing messages to a
 * handler the test controls: what is taken, in which order, what is flagged and moved, and what stays when the handler
 * or the server fails. That a message is acted on once is the handler's promise ({@code InboundMail}), tested with it.
 */
class MailboxReaderTest {

    private static final String MAILBOX = "play@flagpost.test";
    private static final String PASSWORD = "mailbox-secret";
    private static final Duration PATIENCE = Duration.ofSeconds(20);

    private GreenMail greenMail;
    private GreenMailUser mailbox;
    private MailboxReader reader;
    private final List<String> handled = new CopyOnWriteArrayList<>();
    private final List<String> logged = new CopyOnWriteArrayList<>();
    private final Handler capture = new Handler() {
        @Override
        public void publish(LogRecord record) {
            if (record.getLoggerName().equals(MailboxReader.class.getName())) {
                logged.add(record.getMessage());
            }
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    };

    @BeforeEach
    void startMailServer() {
        greenMail = new GreenMail(ServerSetup.dynamicPort(ServerSetupTest.SMTP_IMAP));
        greenMail.start();
        mailbox = greenMail.setUser(MAILBOX, MAILBOX, PASSWORD);
        Logger.getLogger(MailboxReader.class.getName()).addHandler(capture);
    }

    @AfterEach
    void stop() {
        if (reader != null) {
            reader.stop(Duration.ofSeconds(5));
        }
        greenMail.stop();
        Logger.getLogger(MailboxReader.class.getName()).removeHandler(capture);
    }

    @Test
    void everyWaitingMessageIsHandledOldestFirstThenFlaggedAndMoved() throws Exception {
        deliver("first");
        deliver("second");
        deliver("third");

        reader = start(settings(), recording());

        Waiting.until("three messages moved", PATIENCE, () -> count("Flagpost.Processed") == 3, this::where);
        assertEquals(List.of("first", "second", "third"), handled);
        assertEquals(0, count("INBOX"));
        for (Flags flags : flags("Flagpost.Processed")) {
            assertTrue(flags.contains(MailboxReader.PROCESSED), flags.toString());
            assertTrue(flags.contains(Flags.Flag.SEEN), flags.toString());
        }
        assertTrue(reader.healthy());
    }

    /** More messages than one chunk takes (50): every one handled once, in order, all moved and flagged. */
    @Test
    void aFullMailboxIsTakenChunkByChunkInOrder() throws Exception {
        List<String> subjects = new ArrayList<>();
        for (int i = 1; i <= 120; i++) {
            subjects.add("reply " + i);
            deliver("reply " + i);
        }

        reader = start(settings(), recording());

        Waiting.until("all moved", PATIENCE, () -> count("Flagpost.Processed") == 120, this::where);
        assertEquals(subjects, handled);
        assertEquals(0, count("INBOX"));
        for (Flags flags : flags("Flagpost.Processed")) {
            assertTrue(flags.contains(MailboxReader.PROCESSED), flags.toString());
        }
    }

    /**
     * A handler that fails in the middle of a chunk: the messages before it were handled, so they are flagged and moved
     * (not handed over again); it and the ones after it stay unread in the inbox until the failure passes.
     */
    @Test
    void aFailureInTheMiddleOfAChunkLeavesTheMessagesBeforeItDoneAndTheRestWaiting() throws Exception {
        AtomicBoolean databaseDown = new AtomicBoolean(true);
        for (String subject : List.of("one", "two", "three", "four")) {
            deliver(subject);
        }
        List<String> tries = new CopyOnWriteArrayList<>();

        reader = start(settings(), message -> {
            tries.add(message.getSubject());
            if (message.getSubject().equals("three") && databaseDown.get()) {
                throw new IllegalStateException("database down");
            }
            handled.add(message.getSubject());
        });

        Waiting.until("the first two moved", PATIENCE, () -> count("Flagpost.Processed") == 2, this::where);
        Waiting.until("a second try of the third", PATIENCE, () -> tries.stream().filter("three"::equals).count() >= 2, this::where);
        assertEquals(List.of("one", "two"), handled);
        assertEquals(1, tries.stream().filter("one"::equals).count(), "a handled message is not handed over again: " + tries);
        assertFalse(tries.contains("four"), "the message after the failing one waits: " + tries);
        assertEquals(2, count("INBOX"));
        for (Flags flags : flags("INBOX")) {
            assertFalse(flags.contains(Flags.Flag.SEEN), "an unhandled message stays unread: " + flags);
        }

        databaseDown.set(false);

        Waiting.until("all moved", PATIENCE, () -> count("Flagpost.Processed") == 4, this::where);
        assertEquals(List.of("one", "two", "three", "four"), handled);
    }

    @Test
    void withIdleAReplyArrivingLaterIsReadWithoutWaitingForAPoll() throws Exception {
        reader = start(settings(), recording()); // polls once an hour: only IDLE can bring the reply in time
        Waiting.until("the processed folder made", PATIENCE, () -> exists("Flagpost.Processed"), this::where);

        deliver("later");

        Waiting.until("the later message handled", PATIENCE, () -> handled.contains("later"), this::where);
        Waiting.until("the later message moved", PATIENCE, () -> count("Flagpost.Processed") == 1, this::where);
    }

    @Test
    void anIdleThatOutlastsItsPeriodIsEndedAndTakenUpAgain() throws Exception {
        reader = start(settings().idlingAtMost(Duration.ofMillis(300)), recording());
        Waiting.until("the processed folder made", PATIENCE, () -> exists("Flagpost.Processed"), this::where);
        int idlesBefore = reader.idles();
        Waiting.until("three more idles", PATIENCE, () -> reader.idles() >= idlesBefore + 3, this::where);

        deliver("after several idles");

        Waiting.until("the message handled", PATIENCE, () -> handled.contains("after several idles"), this::where);
        assertTrue(reader.healthy());
    }

    /**
     * A server that stops answering in the middle of an IDLE (it hangs, or the connection dies without a word) holds the
     * reader only until the IDLE's period ends and the answer to its DONE is overdue: then the reader connects again
     * and takes what arrived meanwhile.
     */
    @Test
    void aServerThatFallsSilentDuringAnIdleIsLeftAndTheMailTakenOverANewConnection() throws Exception {
        try (SilencingProxy proxy = SilencingProxy.to(greenMail.getImap().getPort())) {
            Duration idlePeriod = Duration.ofSeconds(2);
            Duration readTimeout = Duration.ofSeconds(2);
            reader = start(settings().onPort(proxy.port()).idlingAtMost(idlePeriod).waitingForAnswersAtMost(readTimeout), recording());
            Waiting.until("the reader idling", PATIENCE, () -> reader.idles() >= 1, this::where);
            int loginsBefore = reader.logins();

            proxy.silenceOpenConnections();
            deliver("while the server is silent");

            Waiting.until("the message handled over a new connection", PATIENCE, () -> handled.contains("while the server is silent"),
                    this::where);
            assertTrue(reader.logins() > loginsBefore, "the reader logged in again: " + reader.logins());
            assertTrue(proxy.connections() >= 2, "a second connection was made");
        }
    }

    /**
     * The server's announcement of a new message is lost during the IDLE (a proxy drops it). The IDLE lasts its whole
     * period (five minutes here) and would hold the reply that long; the check beside it reads the folder within
     * seconds.
     */
    @Test
    void aReplyWhoseIdleAnnouncementIsLostIsFoundByTheCheckBesideTheIdle() throws Exception {
        try (LostAnnouncementsProxy proxy = LostAnnouncementsProxy.to(greenMail.getImap().getPort())) {
            reader = start(settings().onPort(proxy.port()).checkingWhileIdleEvery(Duration.ofSeconds(1)), recording());
            Waiting.until("the reader idling", PATIENCE, () -> reader.idles() >= 1, this::where);

            deliver("announced to nobody");

            Waiting.until("the announcement lost", PATIENCE, () -> proxy.lost() >= 1, this::where);
            Waiting.until("the message handled without waiting for the IDLE's end", Duration.ofSeconds(10),
                    () -> handled.contains("announced to nobody"), this::where);
            assertTrue(reader.healthy());
        }
    }

    @Test
    void withoutIdleTheFolderIsPolled() throws Exception {
        reader = start(settings().polling(Duration.ofMillis(200)), recording());
        Waiting.until("the processed folder made", PATIENCE, () -> exists("Flagpost.Processed"), this::where);

        deliver("polled");

        Waiting.until("the polled message moved", PATIENCE, () -> count("Flagpost.Processed") == 1, this::where);
        assertEquals(List.of("polled"), handled);
    }

    @Test
    void aMessageWhoseHandlingThrowsStaysUntouchedAndIsHandledOnceTheFailurePasses() throws Exception {
        AtomicBoolean databaseDown = new AtomicBoolean(true);
        AtomicInteger attempts = new AtomicInteger();
        deliver("waits for the database");
        deliver("behind it");

        reader = start(settings(), message -> {
            attempts.incrementAndGet();
            if (databaseDown.get()) {
                throw new IllegalStateException("database down");
            }
            handled.add(message.getSubject());
        });

        Waiting.until("three tries", PATIENCE, () -> attempts.get() >= 3, this::where);
        assertFalse(reader.healthy());
        assertEquals(2, count("INBOX"), "nothing moved while it fails");
        assertEquals(0, count("Flagpost.Processed"));
        for (Flags flags : flags("INBOX")) {
            assertFalse(flags.contains(MailboxReader.PROCESSED), flags.toString());
            assertFalse(flags.contains(Flags.Flag.SEEN), "an unhandled message stays unread: " + flags);
        }
        assertEquals(1, logged.stream().filter(line -> line.contains("could not be handled")).count(),
                "one warning for the failure, not one per try: " + logged);

        databaseDown.set(false);

        Waiting.until("both moved", PATIENCE, () -> count("Flagpost.Processed") == 2, this::where);
        assertEquals(List.of("waits for the database", "behind it"), handled);
        Waiting.until("healthy again", PATIENCE, reader::healthy, this::where);
        assertTrue(logged.stream().anyMatch(line -> line.contains("handled again")), logged.toString());
    }

    @Test
    void theReaderOutlivesARefusedLoginAndReadsOnceTheLoginWorks() throws Exception {
        deliver("waits for the login");
        mailbox.setPassword("changed at the mail host");
        reader = start(settings(), recording());

        Waiting.until("three logins tried", PATIENCE, () -> reader.logins() >= 3, this::where);
        assertFalse(reader.healthy());
        assertEquals(List.of(), handled);
        assertEquals(1, greenMail.getManagers().getImapHostManager().getInbox(mailbox).getMessageCount());
        assertEquals(1, logged.stream().filter(line -> line.contains("cannot be read")).count(),
                "one warning for the refused login, not one per retry: " + logged);

        mailbox.setPassword(PASSWORD); // the host puts the password back instead of restarting Flagpost

        Waiting.until("the message moved", PATIENCE, () -> count("Flagpost.Processed") == 1, this::where);
        assertEquals(List.of("waits for the login"), handled);
        Waiting.until("healthy again", PATIENCE, reader::healthy, this::where);
    }

    @Test
    void theReaderOutlivesTheMailServerGoingAwayAndComingBack() throws Exception {
        reader = start(settings(), recording());
        Waiting.until("the processed folder made", PATIENCE, () -> exists("Flagpost.Processed"), this::where);
        int port = greenMail.getImap().getPort();

        greenMail.stop();
        Waiting.until("the reader to notice", PATIENCE, () -> reader.healthy() ? null : true);
        greenMail = new GreenMail(new ServerSetup[] {new ServerSetup(port, "127.0.0.1", ServerSetup.PROTOCOL_IMAP),
                ServerSetupTest.SMTP.dynamicPort()});
        greenMail.start();
        mailbox = greenMail.setUser(MAILBOX, MAILBOX, PASSWORD);
        deliver("after the restart");

        Waiting.until("the message handled", PATIENCE, () -> handled.contains("after the restart"), this::where);
        Waiting.until("healthy again", PATIENCE, reader::healthy, this::where);
    }

    private TestMailbox settings() {
        return TestMailbox.on(greenMail.getImap().getPort(), MAILBOX, PASSWORD);
    }

    private MailboxReader.Handler recording() {
        return message -> handled.add(message.getSubject());
    }

    private static MailboxReader start(MailboxConfig config, MailboxReader.Handler handler) {
        MailboxReader started = new MailboxReader(config, handler);
        started.start();
        return started;
    }

    private void deliver(String subject) throws MessagingException {
        MimeMessage message = new MimeMessage(Session.getInstance(new Properties()));
        message.setFrom(new InternetAddress("red@players.test"));
        message.setRecipient(Message.RecipientType.TO, new InternetAddress(MAILBOX));
        message.setSubject(subject);
        message.setText("e3-e4\n");
        message.saveChanges();
        mailbox.deliver(message);
    }

    private String where() {
        return "handled " + handled + ", log " + logged;
    }

    private boolean exists(String folder) {
        return inFolder(folder, f -> true, false);
    }

    private int count(String folder) {
        return inFolder(folder, Folder::getMessageCount, 0);
    }

    private List<Flags> flags(String folder) {
        return inFolder(folder, f -> {
            List<Flags> all = new ArrayList<>();
            for (Message message : f.getMessages()) {
                all.add(message.getFlags());
            }
            return all;
        }, List.of());
    }

    private interface FolderQuery<T> {
        T ask(Folder folder) throws MessagingException;
    }

    /** Asks the server as a second IMAP client would (the reader's own connection is not looked at). */
    private <T> T inFolder(String name, FolderQuery<T> query, T whenMissing) {
        try {
            Store store = greenMail.getImap().createStore();
            store.connect(MAILBOX, PASSWORD);
            try {
                Folder folder = store.getFolder(name);
                if (!folder.exists()) {
                    return whenMissing;
                }
                folder.open(Folder.READ_ONLY);
                try {
                    return query.ask(folder);
                } finally {
                    folder.close(false);
                }
            } finally {
                store.close();
            }
        } catch (MessagingException failed) {
            throw new IllegalStateException(failed);
        }
    }
}
