package flagpost.game;

import flagpost.metrics.InboundMeters;
import flagpost.store.InboundMessageEntity;
import flagpost.store.InboundMessageEntity.State;
import flagpost.store.MailStop;
import flagpost.store.MailStops;
import flagpost.store.NotificationEntity;
import flagpost.store.PlayerEntity;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jboss.logging.Logger;

/**
 * What the mail system reports back about our emails: bounces and complaints, each handled exactly once (recorded in
 * {@code inbound_message} by its Message-ID, as replies are) and never answered. A report is tied to the outbox row it
 * is about either by the signed envelope sender it was returned to (VERP: only Flagpost can sign one), or, without it,
 * by the returned original's Message-ID together with its Reply-To, which carries the seat's signed reply token: a
 * stranger who knows how our Message-IDs are numbered still cannot write the Reply-To of another player's email. A
 * permanent failure or a complaint stops the address ({@link MailStops}); temporary ones are counted, and
 * {@value #TEMPORARY_FAILURES_TO_STOP} within {@link #TEMPORARY_WINDOW} stop it too.
 */
@ApplicationScoped
public class Bounces {

    private static final Logger LOG = Logger.getLogger(Bounces.class);
    static final int TEMPORARY_FAILURES_TO_STOP = 3;
    static final Duration TEMPORARY_WINDOW = Duration.ofDays(7);
    /** Our Message-IDs: {@code <n{row}.g{game}@domain>} or {@code <n{row}.p{player}@domain>}. */
    private static final Pattern OUR_MESSAGE_ID = Pattern.compile("<n(\\d{1,18})\\.[gp]\\d{1,18}@[^<>\\s]+>");

    /** How the owner of a stopped address came back, for the log. */
    public enum Comeback {
        USED_A_LINK("they used one of their links"),
        ASKED_FOR_LINKS("they asked for their links"),
        REPLIED("they replied by email");

        private final String words;

        Comeback(String words) {
            this.words = words;
        }
    }

    /** How bad the report is. */
    public enum Severity { PERMANENT, TEMPORARY, COMPLAINT }

    /**
     * One report as read outside the database.
     *
     * @param messageKey        the report's own Message-ID (or hash), which makes handling it exactly once
     * @param signedRowId       the outbox row its signed envelope sender names, or null when it came back without one
     * @param returnedMessageId the returned original's Message-ID, or null
     * @param returnedReplyTo   the returned original's Reply-To, or null
     * @param status            the status code ({@code 5.1.1}) or feedback type ({@code abuse})
     */
    public record Report(String messageKey, Severity severity, Long signedRowId, String returnedMessageId, String returnedReplyTo,
            String status) {
    }

    private final Clock clock;
    private final MailStops stops;

    @Inject
    InboundMeters meters;

    @Inject
    public Bounces(Clock clock, MailStops stops) {
        this.clock = clock;
        this.stops = stops;
    }

    /** Handles one report once; returns what happened in words (also kept on its {@code inbound_message} row). */
    @Transactional
    public Replies.Outcome handle(Report report) {
        Instant now = clock.instant();
        Optional<InboundMessageEntity> claimed = InboundMessageEntity.claim(report.messageKey(), now);
        if (claimed.isEmpty()) {
            return Replies.Outcome.duplicate();
        }
        InboundMessageEntity row = claimed.get();
        meters.bounce(report.severity());
        Optional<NotificationEntity> about = report.signedRowId() != null
                ? NotificationEntity.<NotificationEntity>findByIdOptional(report.signedRowId())
                : provedByItsHeaders(report.returnedMessageId(), report.returnedReplyTo());
        if (about.isEmpty()) {
            return record(row, report.signedRowId() != null ? "a delivery report about an email no longer kept"
                    : "a delivery report that names none of our emails with proof (no signed envelope sender, no matching Message-ID and Reply-To)");
        }
        NotificationEntity email = about.get();
        row.gameId = email.gameId;
        row.seat = email.recipientSeat;
        Long playerId = stops.recipientOf(email.id);
        PlayerEntity player = playerId == null ? null : PlayerEntity.lockById(playerId);
        if (player == null) {
            return record(row, "a delivery report about email " + email.id + ", whose recipient is gone");
        }
        String happened = switch (report.severity()) {
            case COMPLAINT -> stop(player, MailStop.COMPLAINED, report.status(), email, now, "complaint (" + report.status() + ")");
            case PERMANENT -> stop(player, MailStop.BOUNCED, report.status(), email, now, "permanent failure " + report.status());
            case TEMPORARY -> {
                long recent = stops.troubleWithin(player.id, report.status(), email.id, now, TEMPORARY_WINDOW);
                yield recent >= TEMPORARY_FAILURES_TO_STOP
                        ? stop(player, MailStop.BOUNCED, report.status(), email, now,
                                "temporary failure " + report.status() + ", the " + recent + "th within " + TEMPORARY_WINDOW.toDays() + " days")
                        : "temporary failure " + report.status() + " of email " + email.id + " (" + recent + " within "
                                + TEMPORARY_WINDOW.toDays() + " days; mail goes on)";
            }
        };
        return record(row, happened);
    }

    /**
     * Mail to the player goes again, because they came back ({@code why}, for the log). A complaint is lifted only
     * when {@code complaintToo} (they acted through one of their own links). Runs in the caller's transaction; one
     * statement when nothing was stopped. A {@code playerId} that names nobody changes nothing, in the same time.
     */
    public void resume(long playerId, boolean complaintToo, Comeback why) {
        logResumed(stops.resume(playerId, complaintToo), why);
    }

    /** {@link #resume} for the player in a seat of a game: one statement too when nothing was stopped. */
    public void resumeSeat(long gameId, flagpost.rules.Side seat, boolean complaintToo, Comeback why) {
        logResumed(stops.resumeSeat(gameId, seat, complaintToo), why);
    }

    private static void logResumed(MailStops.Resumed resumed, Comeback why) {
        if (resumed != null) {
            LOG.infof("Mail to player %d (%s) goes again: %s", resumed.playerId(), maskedAddress(resumed.email()), why.words);
        }
    }

    private String stop(PlayerEntity player, MailStop why, String status, NotificationEntity email, Instant now, String what) {
        boolean changed = stops.stop(player.id, why, status, now);
        if (changed) {
            // Once per address: a later report about the same stopped address changes nothing and says nothing.
            LOG.infof("Mail to player %d (%s) stopped: %s of email %d (%s%s); it goes again when they use one of their links",
                    player.id, maskedAddress(player.email), what, email.id, email.kind,
                    email.gameId == null ? "" : ", game " + email.gameId);
            return what + " of email " + email.id + ": mail to the player stopped";
        }
        return what + " of email " + email.id + ": mail to the player had stopped already";
    }

    /**
     * The outbox row whose Message-ID this is, only when the returned Reply-To is exactly the one that row was sent with:
     * our Message-IDs are numbered, the reply token in the Reply-To is signed for the row's own seat.
     */
    private static Optional<NotificationEntity> provedByItsHeaders(String messageId, String replyTo) {
        if (messageId == null || replyTo == null) {
            return Optional.empty();
        }
        Matcher ours = OUR_MESSAGE_ID.matcher(messageId.strip());
        if (!ours.matches()) {
            return Optional.empty();
        }
        Optional<NotificationEntity> row = NotificationEntity.findByIdOptional(Long.parseLong(ours.group(1)));
        return row.filter(found -> messageId.strip().equals(found.messageId) && found.headers != null
                && found.headers.lines().anyMatch(line -> line.equalsIgnoreCase("Reply-To: " + stripAngles(replyTo))
                        && stripAngles(replyTo).contains("+")));
    }

    private static String stripAngles(String address) {
        String value = address.strip();
        int open = value.lastIndexOf('<');
        int close = value.lastIndexOf('>');
        return open >= 0 && close > open ? value.substring(open + 1, close).strip() : value;
    }

    /** {@code b…@example.org}: enough for a host to find the player, not the whole address in every log. */
    public static String maskedAddress(String email) {
        int at = email.lastIndexOf('@');
        return at <= 0 ? "…" : email.charAt(0) + "…" + email.substring(at);
    }

    private static Replies.Outcome record(InboundMessageEntity row, String outcome) {
        row.state = State.IGNORED;
        row.outcome = InboundMessageEntity.cut(outcome, InboundMessageEntity.MAX_WORDS_LENGTH);
        return new Replies.Outcome(Optional.of(State.IGNORED), row.outcome);
    }
}
