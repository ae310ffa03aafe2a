package flagpost.inbound;

import flagpost.game.Bounces;
import flagpost.game.GameActionException;
import flagpost.game.Play;
import flagpost.game.Replies;
import flagpost.game.Setups;
import flagpost.links.ReplyToken;
import flagpost.mail.ReplyAddresses;
import flagpost.metrics.MoveChannel;
import flagpost.metrics.MoveMeters;
import flagpost.words.ReplyCommand.Accept;
import flagpost.words.ReplyCommand.Board;
import flagpost.words.ReplyCommand.Decline;
import flagpost.words.ReplyCommand.Draw;
import flagpost.words.ReplyCommand.MoveCommand;
import flagpost.words.ReplyCommand.Resign;
import flagpost.words.ReplyCommand.SetupCommand;
import flagpost.words.ReplyCommand;
import flagpost.words.Sentence;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.mail.MessagingException;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.MimeMessage;
import java.io.IOException;
import java.io.OutputStream;
import java.security.DigestOutputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import org.jboss.logging.Logger;

/**
 * Turns one received message into at most one action on a game and at most one answer. In order: a probe Flagpost sent
 * itself is checked off ({@link MailboxProbe}); a delivery report (a bounce or a complaint, {@link DeliveryReport}) goes to
 * {@link Bounces} and is never answered; other robots are ignored silently ({@link AutomaticMail}); the reply token is read from the first recipient with the reply address's shape
 * and its signature checked ({@link ReplyAddresses}); then, in the database ({@link Replies}), the link epoch and the
 * sender ({@link SenderProof}); then the first command read ({@link ReplyParser}, which also drops what repeats the
 * email being answered: {@link AnsweredEmails}) acts for the token's seat. An
 * acted command brings the services' normal emails; a refusal a short answer in the reply's thread.
 */
@ApplicationScoped
public class InboundMail {

    private static final Logger LOG = Logger.getLogger(InboundMail.class);
    private static final String[] RECIPIENT_HEADERS = {"To", "Cc", "Delivered-To", "X-Original-To"};
    private static final int MAX_KEPT_MESSAGE_ID = 250;

    private final ReplyAddresses addresses;
    private final InboundConfig config;
    private final Replies replies;
    private final Play play;
    private final Setups setups;
    private final AnsweredEmails answered;
    private final Bounces bounces;
    private final MailboxProbe probes;

    @Inject
    MoveMeters moves;

    @Inject
    public InboundMail(ReplyAddresses addresses, InboundConfig config, Replies replies, Play play, Setups setups, AnsweredEmails answered,
            Bounces bounces, MailboxProbe probes) {
        this.bounces = bounces;
        this.probes = probes;
        this.addresses = addresses;
        this.config = config;
        this.replies = replies;
        this.play = play;
        this.setups = setups;
        this.answered = answered;
    }

    /**
     * Handles one received message exactly once (by Message-ID; a message without one is keyed by a hash of its
     * bytes). Returns what happened. Throws only when the message could not be handled for a passing reason (the
     * database is down): the caller must then leave the message in the mailbox to retry later.
     */
    public InboundOutcome handle(MimeMessage message) {
        String key = messageKey(message);
        List<String> recipients = recipients(message);
        Optional<String> probe = addresses.probeNonceIn(recipients);
        if (probe.isPresent()) {
            return outcome(key, replies.ignore(key, probes.arrived(probe.get())));
        }
        boolean toEnvelopeSender = addresses.namesEnvelopeSender(recipients);
        if (toEnvelopeSender || AutomaticMail.isBounce(message)) {
            Optional<DeliveryReport> report = DeliveryReport.of(message);
            if (report.isPresent()) {
                return outcome(key, bounces.handle(reportOf(key, report.get(), recipients)));
            }
            if (toEnvelopeSender) {
                return outcome(key, replies.ignore(key, "mail to an envelope sender that is no delivery report"));
            }
        }
        Optional<String> robot = AutomaticMail.why(message);
        if (robot.isPresent()) {
            return outcome(key, replies.ignore(key, "automatic mail: " + robot.get()));
        }
        Optional<String> tokenText = addresses.tokenTextIn(recipients);
        if (tokenText.isEmpty()) {
            return outcome(key, replies.ignore(key, "not addressed to a reply address"));
        }
        Optional<ReplyToken> token = addresses.verify(tokenText.get());
        if (token.isEmpty()) {
            return outcome(key, replies.ignore(key, "a reply address with a forged or changed token"));
        }
        Optional<SenderProof.Sender> sender = SenderProof.of(message);
        ReplyReading reading = null;
        Sentence unreadable = null;
        try {
            reading = ReplyParser.read(MessageText.of(message), answered.of(token.get()));
        } catch (UnreadableMessageException e) {
            LOG.debugf("inbound %s cannot be read: %s", key, e.getMessage());
            unreadable = ReplyWords.why(e);
        }
        Optional<ReplyCommand> first = reading == null ? Optional.empty() : reading.first();
        String quote = first.isPresent() ? reading.commandLines().get(0) : null;
        boolean more = reading != null && reading.commands().size() > 1;
        Replies.Received received = new Replies.Received(key, token.get(), sender.map(SenderProof.Sender::address).orElse(null), quote,
                more);
        String name = sender.map(SenderProof.Sender::displayName).orElse(null);
        Supplier<String> action = first.<Supplier<String>>map(command -> () -> perform(command, token.get(), name, key)).orElse(null);
        int cap = config.refusalRepliesPerHour();
        try {
            return outcome(key, replies.act(received, cap, unreadable, action));
        } catch (GameActionException refused) {
            return outcome(key, replies.refuse(received, cap, refused));
        }
    }

    /**
     * The report as the database side takes it: tied to the email it is about by the signed envelope sender it came back
     * to, or, for a feedback report, the one its returned copy was delivered with (its Return-Path); else by the returned
     * headers, which {@link Bounces} checks.
     */
    private Bounces.Report reportOf(String key, DeliveryReport report, List<String> recipients) {
        Optional<Long> signed = addresses.bouncedRowIn(recipients).or(() -> addresses.bouncedRowIn(report.returnedAddresses()));
        Bounces.Severity severity = switch (report.kind()) {
            case PERMANENT_FAILURE -> Bounces.Severity.PERMANENT;
            case TEMPORARY_FAILURE -> Bounces.Severity.TEMPORARY;
            case COMPLAINT -> Bounces.Severity.COMPLAINT;
        };
        return new Bounces.Report(key, severity, signed.orElse(null), report.returnedMessageId(), report.returnedReplyTo(), report.status());
    }

    /** Carries out one command of the message handled as {@code messageKey} for the token's seat, in the caller's transaction. */
    private String perform(ReplyCommand command, ReplyToken token, String senderName, String messageKey) {
        long game = token.gameId();
        if (command instanceof MoveCommand move) {
            moves.timed(MoveChannel.REPLY, () -> play.move(game, token.seat(), token.ply(), move.move()));
            return "move played";
        } else if (command instanceof Resign) {
            replies.requireNewestEmail(token);
            play.resign(game, token.seat());
            return "resigned";
        } else if (command instanceof Draw) {
            replies.requireNewestEmail(token);
            return replies.draw(game, token.seat());
        } else if (command instanceof Decline) {
            return replies.decline(game, token.seat());
        } else if (command instanceof Accept) {
            replies.requireNewestEmail(token);
            return replies.accept(game, token.seat(), senderName);
        } else if (command instanceof Board) {
            return replies.board(game, token.seat(), messageKey, config.boardRepliesPerHour());
        } else if (command instanceof SetupCommand setup) {
            setups.submit(game, token.seat(), setup.letters());
            return "setup submitted";
        }
        throw new IllegalStateException("a command no reply can carry: " + command);
    }

    private static InboundOutcome outcome(String key, Replies.Outcome outcome) {
        InboundOutcome.Kind kind = outcome.state().map(state -> switch (state) {
            case ACTED -> InboundOutcome.Kind.ACTED;
            case REFUSED -> InboundOutcome.Kind.REFUSED;
            case IGNORED -> InboundOutcome.Kind.IGNORED;
        }).orElse(InboundOutcome.Kind.DUPLICATE);
        LOG.debugf("inbound %s: %s, %s", key, kind, outcome.detail());
        return new InboundOutcome(kind, outcome.detail());
    }

    /** Every address the message was delivered to, from the headers that may name the reply address. */
    private static List<String> recipients(MimeMessage message) {
        List<String> found = new ArrayList<>();
        for (String header : RECIPIENT_HEADERS) {
            try {
                String[] values = message.getHeader(header);
                if (values == null) {
                    continue;
                }
                for (String value : values) {
                    for (InternetAddress address : InternetAddress.parseHeader(value, false)) {
                        if (address.getAddress() != null) {
                            found.add(address.getAddress());
                        }
                    }
                }
            } catch (MessagingException unreadable) {
                // a broken header names no reply address; the others may
            }
        }
        return found;
    }

    /**
     * The key that makes handling exactly once: the Message-ID as received, or, for a message without a usable one,
     * {@code sha256:} and the hash of its bytes (the same delivery twice has the same bytes).
     */
    static String messageKey(MimeMessage message) {
        try {
            String[] ids = message.getHeader("Message-ID");
            if (ids != null && ids.length == 1) {
                String id = ids[0].strip();
                if (id.length() > 2 && id.length() <= MAX_KEPT_MESSAGE_ID && id.startsWith("<") && id.endsWith(">")
                        && id.chars().allMatch(c -> c > 32 && c < 127)) {
                    return id;
                }
            }
        } catch (MessagingException unreadable) {
            // hashed below
        }
        return "sha256:" + hashOf(message);
    }

    private static String hashOf(MimeMessage message) {
        try {
            MessageDigest sha256 = MessageDigest.getInstance("SHA-256");
            try (DigestOutputStream out = new DigestOutputStream(OutputStream.nullOutputStream(), sha256)) {
                message.writeTo(out);
            }
            return HexFormat.of().formatHex(sha256.digest());
        } catch (NoSuchAlgorithmException | IOException | MessagingException unreadable) {
            throw new IllegalStateException("a received message could not even be read as bytes", unreadable);
        }
    }
}
