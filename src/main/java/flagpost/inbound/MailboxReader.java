package flagpost.inbound;

import jakarta.mail.FetchProfile;
import jakarta.mail.Flags;
import jakarta.mail.Folder;
import jakarta.mail.Message;
import jakarta.mail.MessageRemovedException;
import jakarta.mail.MessagingException;
import jakarta.mail.Session;
import jakarta.mail.UIDFolder;
import jakarta.mail.event.MessageCountAdapter;
import jakarta.mail.event.MessageCountEvent;
import jakarta.mail.internet.MimeMessage;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.eclipse.angus.mail.imap.IMAPFolder;
import org.eclipse.angus.mail.imap.IMAPStore;
import org.jboss.logging.Logger;

/**
 * Reads one IMAP folder and hands every message in it to a {@link Handler}, oldest first, on one thread of its own.
 *
 * <p>A pass takes every message not yet flagged {@value #PROCESSED}: hands a copy to the handler, then flags it
 * ({@value #PROCESSED} and {@code \Seen}) and moves it to the processed folder (MOVE where the server has it; else COPY,
 * {@code \Deleted} and UID EXPUNGE of those messages only; without UIDPLUS they stay, flagged and deleted, for the mail
 * client to expunge, since a plain EXPUNGE would also remove what others marked). A message found already flagged
 * (the reader stopped between flag and move) is only moved. Nothing is ever deleted that was not handled. Reading uses
 * {@code BODY.PEEK}, so a message that was not handled stays unread too. Messages are taken a few dozen at a time
 * ({@link #handleChunk}), so a pass costs a handful of round trips per chunk rather than several per message.
 *
 * <p>Between passes it waits with IDLE when the server offers it and {@code flagpost.inbound.idle} is on, at most
 * {@code idle-period} at a time (then a NOOP checks the connection and it idles again: a connection dropped without a
 * word is noticed within that period plus the read timeout); otherwise it polls every {@code poll-interval}. While
 * idling it also reads the folder every {@code idle-check} (30 s by default): the IDLE ends, and the pass that follows
 * selects the folder afresh, so a message whose announcement was lost waits that long at most.
 *
 * <p>Failures never end the thread. When the handler throws (the database is down: the handler is exactly-once and
 * commits the message's record with its action, so throwing means nothing happened), the message stays as it was and
 * the pass ends, to be tried again after a backoff (one second, doubling up to {@code retry-max}); the messages after
 * it wait, so replies are still taken in order. When the mailbox cannot be read (server down, wrong password), the
 * connection is dropped and made again after the same backoff. Each change of state is logged once, not each retry.
 *
 * <p>Several instances may read the same mailbox: each runs this reader, and both may take the same message at
 * once. The handler acts on a message once (its Message-ID is recorded in the database with its action), so the
 * second one is only recorded as a duplicate; whichever moves the message second finds it gone, which is no failure.
 */
public final class MailboxReader {

    /** Acts on one message. Returns normally when the message is dealt with, whatever the outcome; throws to have it kept and retried. */
    @FunctionalInterface
    public interface Handler {
        void handle(MimeMessage message) throws Exception;
    }

    /** The keyword a handled message is flagged with. */
    public static final String PROCESSED = "$Flagpost";

    private static final Logger LOG = Logger.getLogger(MailboxReader.class);
    private static final Duration FIRST_RETRY = Duration.ofSeconds(1);
    /** At most this many messages, or this many bytes of them, are fetched and finished together (a big one goes alone). */
    private static final int CHUNK_MESSAGES = 50;
    private static final long CHUNK_BYTES = 2 * 1024 * 1024;

    enum State { STARTING, READING, MAILBOX_DOWN, HANDLING_FAILED, STOPPED }

    private final MailboxConfig config;
    private final Handler handler;
    private final Session session;
    private final AtomicReference<State> state = new AtomicReference<>(State.STARTING);
    private final Object waiting = new Object();
    private final ScheduledExecutorService idleWatch;
    private final Thread thread;

    private volatile boolean running;
    /** Logins tried and IDLEs begun, so a test can wait for the reader to have retried or idled a few times. */
    private final AtomicInteger logins = new AtomicInteger();
    private final AtomicInteger idles = new AtomicInteger();
    private volatile IMAPFolder idling;
    private boolean wakeRequested; // guarded by waiting
    private IMAPStore store;
    private IMAPFolder folder;
    private Folder processed;

    public MailboxReader(MailboxConfig config, Handler handler) {
        this.config = config;
        this.handler = handler;
        this.session = Session.getInstance(properties(config));
        this.thread = new Thread(this::run, "flagpost-inbound");
        this.thread.setDaemon(true);
        this.idleWatch = Executors.newSingleThreadScheduledExecutor(task -> {
            Thread watch = new Thread(task, "flagpost-inbound-idle-watch");
            watch.setDaemon(true);
            return watch;
        });
    }

    static Properties properties(MailboxConfig config) {
        String protocol = protocol(config);
        String prefix = "mail." + protocol + ".";
        Properties properties = new Properties();
        properties.setProperty("mail.store.protocol", protocol);
        properties.setProperty(prefix + "host", config.host().orElseThrow());
        properties.setProperty(prefix + "port", Integer.toString(config.effectivePort()));
        properties.setProperty(prefix + "connectiontimeout", Long.toString(config.connectTimeout().toMillis()));
        // Every answer the reader waits for, the one to an IDLE's DONE included, comes within read-timeout or the
        // connection is given up and made again. An IDLE itself may read nothing for longer: Angus reads on through a
        // timeout while the IDLE is on, and the watch ends it after idle-period. (Adding idle-period here, as before,
        // let a server that stopped answering mid-IDLE hold the reader for read-timeout plus idle-period.)
        properties.setProperty(prefix + "timeout", Long.toString(config.readTimeout().toMillis()));
        properties.setProperty(prefix + "writetimeout", Long.toString(config.readTimeout().toMillis()));
        properties.setProperty(prefix + "peek", "true"); // fetching a message must not mark it read: only handling does
        if (config.tls() == MailboxConfig.Tls.STARTTLS) {
            properties.setProperty(prefix + "starttls.enable", "true");
            properties.setProperty(prefix + "starttls.required", "true");
        }
        if (config.tls() != MailboxConfig.Tls.NONE) {
            properties.setProperty(prefix + "ssl.checkserveridentity", "true");
        }
        config.trust().ifPresent(trust -> properties.setProperty(prefix + "ssl.trust", trust));
        return properties;
    }

    private static String protocol(MailboxConfig config) {
        return config.tls() == MailboxConfig.Tls.IMAPS ? "imaps" : "imap";
    }

    /** "imaps://imap.example.org:993/INBOX, IDLE where offered": where replies are read, without the login. */
    public String describe() {
        return protocol(config) + "://" + config.host().orElseThrow() + ":" + config.effectivePort() + "/" + config.folder()
                + (config.idle() ? ", waiting with IDLE where the server offers it, checked every " + longestIdle().toSeconds()
                        + " s (else polling every " : ", polling every ")
                + config.pollInterval().toSeconds() + " s" + (config.idle() ? ")" : "") + "; handled mail moves to " + config.processedFolder();
    }

    public void start() {
        running = true;
        thread.start();
    }

    /** Ends the thread: the message being handled is finished first. Waits at most {@code patience}. */
    public void stop(Duration patience) {
        running = false;
        wake();
        try {
            thread.join(patience.toMillis());
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
        }
        idleWatch.shutdownNow();
        state.set(State.STOPPED);
    }

    /** Reads the folder now instead of at the end of the current wait (IDLE, poll interval or backoff). */
    public void wake() {
        synchronized (waiting) {
            wakeRequested = true;
            waiting.notifyAll();
        }
        IMAPFolder idle = idling;
        if (idle != null) {
            idleWatch.execute(() -> endIdle(idle));
        }
    }

    /** True while the mailbox is read and the last message taken was handled. */
    public boolean healthy() {
        State now = state.get();
        return now == State.READING || now == State.STARTING;
    }

    int logins() {
        return logins.get();
    }

    int idles() {
        return idles.get();
    }

    private void run() {
        Duration retry = FIRST_RETRY;
        while (running) {
            try {
                connect();
                handlePending();
                report(State.READING, null);
                retry = FIRST_RETRY;
                awaitMail();
            } catch (HandlingFailed failed) {
                report(State.HANDLING_FAILED, (Exception) failed.getCause());
                pause(retry);
                retry = longer(retry);
            } catch (MessagingException | RuntimeException unreadable) {
                report(State.MAILBOX_DOWN, unreadable);
                disconnect();
                pause(retry);
                retry = longer(retry);
            }
        }
        disconnect();
    }

    private Duration longer(Duration retry) {
        Duration doubled = retry.multipliedBy(2);
        return doubled.compareTo(config.retryMax()) > 0 ? config.retryMax() : doubled;
    }

    private void connect() throws MessagingException {
        if (folder != null && folder.isOpen() && store.isConnected()) {
            return;
        }
        disconnect();
        store = (IMAPStore) session.getStore();
        logins.incrementAndGet();
        store.connect(config.user().orElse(null), config.password().orElse(null));
        folder = (IMAPFolder) store.getFolder(config.folder());
        folder.open(Folder.READ_WRITE);
        // A message that arrives between a pass's last look and the IDLE is announced as the IDLE begins, before the
        // server's go-ahead, which idle() takes in without returning: the announcement must end the IDLE itself.
        folder.addMessageCountListener(new MessageCountAdapter() {
            @Override
            public void messagesAdded(MessageCountEvent arrived) {
                wake();
            }
        });
        processed = store.getFolder(config.processedFolder().replace('/', store.getDefaultFolder().getSeparator()));
        if (!processed.exists() && !processed.create(Folder.HOLDS_MESSAGES)) {
            throw new MessagingException("the folder " + processed.getFullName() + " for handled mail cannot be created");
        }
    }

    private void disconnect() {
        try {
            if (folder != null && folder.isOpen()) {
                folder.close(false);
            }
        } catch (MessagingException | RuntimeException alreadyGone) {
            LOG.debugf("closing the inbound folder: %s", alreadyGone);
        }
        try {
            if (store != null) {
                store.close();
            }
        } catch (MessagingException | RuntimeException alreadyGone) {
            LOG.debugf("closing the inbound store: %s", alreadyGone);
        }
        folder = null;
        store = null;
        processed = null;
    }

    /** Handles every message in the folder, oldest first, until a pass finds none left (mail may arrive meanwhile). */
    private void handlePending() throws MessagingException, HandlingFailed {
        takeWakeRequest(); // this pass reads whatever a wake-up was about
        boolean found = true;
        while (found && running) {
            found = false;
            reselect();
            Message[] messages = folder.getMessages();
            if (messages.length == 0) {
                return;
            }
            FetchProfile profile = new FetchProfile();
            profile.add(FetchProfile.Item.FLAGS);
            profile.add(FetchProfile.Item.SIZE);
            profile.add(UIDFolder.FetchProfileItem.UID);
            folder.fetch(messages, profile);
            Arrays.sort(messages, Comparator.comparingLong(this::uid));
            List<Message> chunk = new ArrayList<>();
            long chunkBytes = 0;
            for (Message message : messages) {
                if (message.isExpunged() || message.isSet(Flags.Flag.DELETED)) {
                    continue; // moved by another instance, or waiting for a client's expunge
                }
                found = true;
                long size = Math.max(0, message.getSize());
                if (!chunk.isEmpty() && (chunk.size() == CHUNK_MESSAGES || chunkBytes + size > CHUNK_BYTES)) {
                    handleChunk(chunk);
                    chunk.clear();
                    chunkBytes = 0;
                }
                if (!running) {
                    return;
                }
                chunk.add(message);
                chunkBytes += size;
            }
            if (!chunk.isEmpty() && running) {
                handleChunk(chunk);
            }
        }
    }

    /**
     * Handles a few messages in order with a handful of round trips in all, not several each: one FETCH brings their
     * whole text, and one STORE and one MOVE finish them. Against a mailbox across the internet (tens of milliseconds a
     * round trip) that is what lets one reader keep up with a busy hour. The messages handled before one whose handler
     * throws are still flagged and moved; it and those after it stay as they were.
     */
    private void handleChunk(List<Message> chunk) throws MessagingException, HandlingFailed {
        Message[] unhandled = chunk.stream().filter(message -> !isFlaggedProcessed(message)).toArray(Message[]::new);
        if (unhandled.length > 0) {
            FetchProfile whole = new FetchProfile();
            whole.add(IMAPFolder.FetchProfileItem.MESSAGE);
            folder.fetch(unhandled, whole);
        }
        List<Message> done = new ArrayList<>(chunk.size());
        try {
            for (Message message : chunk) {
                if (!running) {
                    break;
                }
                try {
                    if (!isFlaggedProcessed(message)) {
                        handle(message);
                    }
                    done.add(message);
                } catch (MessageRemovedException takenByAnother) {
                    LOG.debugf("an inbound message was moved by another reader: %s", takenByAnother);
                }
            }
        } finally {
            finish(done);
        }
    }

    private static boolean isFlaggedProcessed(Message message) {
        try {
            return message.getFlags().contains(PROCESSED);
        } catch (MessagingException gone) {
            return false; // unknown: hand it over; the handler knows a message it has acted on (its Message-ID)
        }
    }

    /**
     * Selects the folder again, so the count of messages is the server's own now. A NOOP should tell of new messages
     * too, but a server's count kept per session can go stale: GreenMail's did after this session's own MOVE, with a
     * reply delivered at the same moment, and then no NOOP, IDLE or poll ever showed that reply. A SELECT costs one
     * round trip and cannot miss.
     */
    private void reselect() throws MessagingException {
        folder.close(false); // false: no expunge, so nothing another client marked is removed
        folder.open(Folder.READ_WRITE);
    }

    private long uid(Message message) {
        try {
            return folder.getUID(message);
        } catch (MessagingException gone) {
            return Long.MAX_VALUE;
        }
    }

    private void handle(Message message) throws MessagingException, HandlingFailed {
        MimeMessage copy = new MimeMessage((MimeMessage) message); // the whole message, apart from the connection
        try {
            handler.handle(copy);
        } catch (Exception passing) {
            throw new HandlingFailed(passing);
        }
    }

    /** Flags handled messages ({@code \Seen}, and {@value #PROCESSED} where the server keeps keywords) and moves them. */
    private void finish(List<Message> handled) throws MessagingException {
        if (handled.isEmpty()) {
            return;
        }
        Message[] messages = handled.toArray(Message[]::new);
        Flags done = new Flags(Flags.Flag.SEEN);
        if (folder.getPermanentFlags().contains(Flags.Flag.USER)) {
            done.add(PROCESSED);
        }
        folder.setFlags(messages, done, true);
        if (store.hasCapability("MOVE")) {
            folder.moveMessages(messages, processed);
            return;
        }
        folder.copyMessages(messages, processed);
        folder.setFlags(messages, new Flags(Flags.Flag.DELETED), true);
        if (store.hasCapability("UIDPLUS")) {
            folder.expunge(messages);
        }
    }

    private void awaitMail() throws MessagingException {
        if (config.idle() && store.hasCapability("IDLE")) {
            if (takeWakeRequest()) {
                return;
            }
            IMAPFolder idle = folder;
            // Ends the IDLE after idle-period (or the shorter idle-check, after which the pass that follows reads the
            // folder afresh), and again every such period until it has ended: an end that comes before the IDLE has begun
            // (a late wake-up, a starved thread) is only a NOOP, and the IDLE after it would otherwise last until the
            // server speaks. Seen in CI: the reader idled on for 30 s with its one end already spent.
            long period = longestIdle().toMillis();
            ScheduledFuture<?> bound = idleWatch.scheduleWithFixedDelay(() -> endIdle(idle), period, period, TimeUnit.MILLISECONDS);
            idling = idle;
            try {
                if (!takeWakeRequest()) {
                    idles.incrementAndGet();
                    idle.idle(true);
                }
            } finally {
                idling = null;
                bound.cancel(false);
            }
        } else {
            pause(config.pollInterval());
        }
    }

    /**
     * How long one IDLE lasts at most: idle-period, or idle-check when that is shorter. An IDLE relies on the server
     * announcing each new message, and an announcement can be lost (a server's stale count, a proxy or NAT between);
     * the check after a short IDLE finds the message anyway.
     */
    private Duration longestIdle() {
        Duration check = config.idleCheck();
        return check.isZero() || check.isNegative() || check.compareTo(config.idlePeriod()) >= 0 ? config.idlePeriod() : check;
    }

    /** Ends an IDLE from another thread: any command on the folder does, and a NOOP also proves the connection lives. */
    private static void endIdle(IMAPFolder idle) {
        try {
            idle.doCommand(protocol -> {
                protocol.noop();
                return null;
            });
        } catch (MessagingException | RuntimeException closed) {
            LOG.debugf("ending an IDLE: %s", closed);
        }
    }

    private boolean takeWakeRequest() {
        synchronized (waiting) {
            boolean requested = wakeRequested;
            wakeRequested = false;
            return requested;
        }
    }

    private void pause(Duration wait) {
        long until = System.nanoTime() + wait.toNanos();
        synchronized (waiting) {
            while (running && !wakeRequested) {
                long left = until - System.nanoTime();
                if (left <= 0) {
                    break;
                }
                try {
                    TimeUnit.NANOSECONDS.timedWait(waiting, left);
                } catch (InterruptedException interrupted) {
                    Thread.currentThread().interrupt();
                    running = false;
                }
            }
            wakeRequested = false;
        }
    }

    private void report(State next, Exception cause) {
        State before = state.getAndSet(next);
        if (before == next) {
            return;
        }
        switch (next) {
            case READING -> {
                if (before == State.STARTING) {
                    LOG.infof("Inbound: reading %s", describe());
                } else {
                    LOG.infof("Inbound: the mailbox is read and replies are handled again");
                }
            }
            case MAILBOX_DOWN -> LOG.warnf("Inbound: the mailbox %s:%d cannot be read (%s); trying again, at most %s apart",
                    config.host().orElseThrow(), config.effectivePort(), cause, config.retryMax());
            case HANDLING_FAILED -> LOG.warnf(cause, "Inbound: a reply could not be handled; it stays in the mailbox and is tried again, "
                    + "at most %s apart, with the replies after it", config.retryMax());
            default -> {
            }
        }
    }

    /** The handler threw: the message stays, and is tried again. */
    private static final class HandlingFailed extends Exception {
        HandlingFailed(Exception cause) {
            super(cause);
        }
    }
}
