package flagpost.it;

import flagpost.support.GreenMailResource;
import com.icegreen.greenmail.Managers;
import com.icegreen.greenmail.configuration.GreenMailConfiguration;
import com.icegreen.greenmail.mail.MailAddress;
import com.icegreen.greenmail.mail.MovingMessage;
import com.icegreen.greenmail.server.AbstractServer;
import com.icegreen.greenmail.user.MessageDeliveryHandler;
import com.icegreen.greenmail.util.GreenMail;
import com.icegreen.greenmail.util.ServerSetup;
import jakarta.mail.BodyPart;
import jakarta.mail.MessagingException;
import jakarta.mail.Multipart;
import jakarta.mail.internet.MimeMessage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The one in-process GreenMail (SMTP only, loopback, a free port, authentication off) that every Flagpost
 * instance of the test sends to, with a hook on each delivery. The hook:
 * <ul>
 * <li>notes every message as it arrives ({@link Delivery}: Message-ID, recipient, game, the sender's EHLO
 * name, the links in its text), so the test can follow the links a player would click;</li>
 * <li>can slow every delivery down ({@link #slowDown}), so mail is still flowing when the test wants it to;</li>
 * <li>can hold the next message ({@link #holdNext}), whoever sends it, after its DATA has arrived and before
 * GreenMail stores it and answers "250 OK": the sender is then stuck mid-batch, with that message in flight.</li>
 * </ul>
 *
 * <p>GreenMail delivers under one lock ({@code SmtpManager.send} is synchronized), so while a message is held
 * or slowed, every other SMTP session waits behind it too. Holds are kept short (well under the outbox lease).
 *
 * <p>Which instance sent a message is known from its EHLO name, which GreenMail writes into the
 * {@code Received} header it adds ({@code Received: from 127.0.0.1 (HELO a.flagpost.example)}).
 */
final class MailCatcher implements AutoCloseable {

    /** A signed link in a mail body: the page and its token (tokens are base64url, two parts). */
    private static final Pattern LINK = Pattern.compile("https?://[^\\s\"<>/]+/(play|setup|history|invitation|unsubscribe|games|confirm)/([A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+)");
    private static final Pattern HELO = Pattern.compile("\\(HELO ([^)]*)\\)");
    /** A held message goes on by itself after this, should the test die while holding it. */
    private static final long HOLD_LIMIT_SECONDS = 30;

    /** One message as it arrived. {@code links}: page to the tokens in the text part, in order. */
    record Delivery(String messageId, String to, Long gameId, String helo, Map<String, List<String>> links) {
    }

    /** A message stopped in the middle of its SMTP transaction; {@link #release} lets GreenMail store it and answer. */
    static final class Held {
        final Delivery delivery;
        private final CountDownLatch released = new CountDownLatch(1);

        private Held(Delivery delivery) {
            this.delivery = delivery;
        }

        void release() {
            released.countDown();
        }
    }

    private final GreenMail greenMail;
    private final ConcurrentLinkedQueue<Delivery> deliveries = new ConcurrentLinkedQueue<>();
    private volatile long slowDownMillis;
    /** Armed: the next message to arrive, whoever sends it, is held. */
    private final AtomicBoolean holdNext = new AtomicBoolean();
    private final BlockingQueue<Held> held = new LinkedBlockingQueue<>();
    private final List<Held> everHeld = new ArrayList<>();
    private final ConcurrentLinkedQueue<String> problems = new ConcurrentLinkedQueue<>();

    MailCatcher() {
        greenMail = new NoDelayGreenMail(new ServerSetup(0, "127.0.0.1", ServerSetup.PROTOCOL_SMTP).dynamicPort());
        greenMail.withConfiguration(GreenMailConfiguration.aConfig().withDisabledAuthentication());
        greenMail.start();
        MessageDeliveryHandler stores = greenMail.getUserManager().getMessageDeliveryHandler();
        greenMail.getUserManager().setMessageDeliveryHandler((message, recipient) -> {
            arrived(message, recipient);
            return stores.handle(message, recipient);
        });
    }

    int smtpPort() {
        return greenMail.getSmtp().getPort();
    }

    /** Called by GreenMail for each recipient of each message, before it stores the message. */
    private void arrived(MovingMessage message, MailAddress recipient) {
        Delivery delivery;
        try {
            delivery = read(message.getMessage(), recipient.getEmail());
        } catch (RuntimeException unreadable) {
            // Never refuse the mail because the test could not read it: note it, and the test fails on it at the end.
            problems.add(recipient.getEmail() + ": " + unreadable);
            return;
        }
        deliveries.add(delivery);
        long slow = slowDownMillis;
        if (slow > 0) {
            sleep(slow);
        }
        if (holdNext.compareAndSet(true, false)) {
            Held stopped = new Held(delivery);
            synchronized (everHeld) {
                everHeld.add(stopped);
            }
            held.add(stopped);
            try {
                stopped.released.await(HOLD_LIMIT_SECONDS, TimeUnit.SECONDS);
            } catch (InterruptedException interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** Every delivery from now on waits this long (0: none). */
    void slowDown(Duration each) {
        slowDownMillis = each.toMillis();
    }

    /** Holds the next message, whoever sends it ({@link Delivery#helo} says who did); {@link #awaitHeld} hands it over. */
    void holdNext() {
        holdNext.set(true);
    }

    /** The held message, or null when none was held within {@code timeout} (the hold then stays armed). */
    Held awaitHeld(Duration timeout) {
        try {
            return held.poll(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", interrupted);
        }
    }

    /** Disarms the hold and lets every held message go. */
    void releaseAll() {
        holdNext.set(false);
        synchronized (everHeld) {
            everHeld.forEach(Held::release);
        }
    }

    /** Messages the hook could not read (none expected). */
    List<String> problems() {
        return List.copyOf(problems);
    }

    /**
     * The first token of a link to {@code page} in mail to {@code address}, waiting for such mail up to
     * {@code timeout}. Play, setup and invitation links are per seat and stay valid, so the first is as good
     * as the latest.
     */
    String awaitToken(String address, String page, Duration timeout) {
        String wanted = address.toLowerCase(Locale.ROOT);
        return Waiting.until("a " + page + " link in mail to " + address, timeout, () -> {
            for (Delivery delivery : deliveries) {
                List<String> tokens = delivery.links().get(page);
                if (delivery.to().equals(wanted) && tokens != null && !tokens.isEmpty()) {
                    return tokens.get(0);
                }
            }
            return null;
        });
    }

    /** The game a mail to {@code address} is about (header {@code X-Flagpost-Game}), waiting for one up to {@code timeout}. */
    long awaitGameId(String address, Duration timeout) {
        String wanted = address.toLowerCase(Locale.ROOT);
        return Waiting.until("mail to " + address, timeout, () -> {
            for (Delivery delivery : deliveries) {
                if (delivery.to().equals(wanted) && delivery.gameId() != null) {
                    return delivery.gameId();
                }
            }
            return null;
        });
    }

    /**
     * What GreenMail holds now, read back from its mailboxes: how many times each Message-ID was received, the
     * senders (EHLO names) of its copies, and how many messages each sender delivered.
     */
    Received received() {
        Map<String, Integer> counts = new HashMap<>();
        Map<String, List<String>> senders = new HashMap<>();
        Map<String, Integer> bySender = new TreeMap<>();
        for (MimeMessage message : greenMail.getReceivedMessages()) {
            try {
                String id = message.getMessageID();
                String sender = String.valueOf(helo(message));
                counts.merge(id, 1, Integer::sum);
                senders.computeIfAbsent(id, copies -> new ArrayList<>()).add(sender);
                bySender.merge(sender, 1, Integer::sum);
            } catch (MessagingException unreadable) {
                throw new IllegalStateException(unreadable);
            }
        }
        return new Received(counts, senders, bySender);
    }

    record Received(Map<String, Integer> countById, Map<String, List<String>> sendersById, Map<String, Integer> bySender) {

        int messages() {
            return countById.values().stream().mapToInt(Integer::intValue).sum();
        }
    }

    @Override
    public void close() {
        releaseAll();
        greenMail.stop();
    }

    private static Delivery read(MimeMessage message, String to) {
        try {
            String game = message.getHeader("X-Flagpost-Game", null);
            Map<String, List<String>> links = new HashMap<>();
            Matcher link = LINK.matcher(plainText(message));
            while (link.find()) {
                links.computeIfAbsent(link.group(1), page -> new ArrayList<>()).add(link.group(2));
            }
            return new Delivery(message.getMessageID(), to.toLowerCase(Locale.ROOT), game == null ? null : Long.valueOf(game.strip()),
                    helo(message), links);
        } catch (MessagingException unreadable) {
            throw new IllegalStateException(unreadable);
        } catch (IOException unreadable) {
            throw new UncheckedIOException(unreadable);
        }
    }

    private static String helo(MimeMessage message) throws MessagingException {
        String received = message.getHeader("Received", null);
        Matcher helo = received == null ? null : HELO.matcher(received);
        return helo != null && helo.find() ? helo.group(1) : null;
    }

    private static String plainText(MimeMessage message) throws MessagingException, IOException {
        Object content = message.getContent();
        if (content instanceof Multipart multipart) {
            for (int i = 0; i < multipart.getCount(); i++) {
                BodyPart part = multipart.getBodyPart(i);
                if (part.isMimeType("text/plain")) {
                    return (String) part.getContent();
                }
            }
            return "";
        }
        return content instanceof String text ? text : "";
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /** GreenMail's SMTP server with Nagle's algorithm off, as the suite's {@code GreenMailResource} does (a real server's behaviour). */
    private static final class NoDelayGreenMail extends GreenMail {

        NoDelayGreenMail(ServerSetup setup) {
            super(setup);
        }

        @Override
        protected Map<String, AbstractServer> createServices(ServerSetup[] setups, Managers managers) {
            return GreenMailResource.withNoDelaySmtp(super.createServices(setups, managers), setups, managers);
        }
    }
}
