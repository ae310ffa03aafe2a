package flagpost.mail;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

/** How the outbox is drained ({@code flagpost.mail.outbox.*}); the kill switch is {@code flagpost.mail.enabled}. */
@ConfigMapping(prefix = "flagpost.mail.outbox")
public interface OutboxConfig {

    /** Rows taken per batch; each batch is sent over one SMTP connection. */
    @WithDefault("50")
    int batchSize();

    /** Rows one run of the dispatcher handles at most, batch after batch, before it yields to the next run. */
    @WithDefault("2000")
    int maxPerRun();

    /** The wait after the first failed attempt; it doubles with each further failure, up to {@link #backoffMax()}. */
    @WithDefault("30s")
    Duration backoffBase();

    @WithDefault("1h")
    Duration backoffMax();

    /** Failed attempts after which a row is given up (state FAILED, logged, reported by the health check). */
    @WithDefault("15")
    int maxAttempts();

    /**
     * How long a taken row is reserved for the instance sending it. If that instance dies mid-batch, another
     * sends the row again after this time (same Message-ID). Keep it well above a batch's sending time.
     */
    @WithDefault("5m")
    Duration lease();

    /**
     * Sent emails are marked SENT this many at a time, in one statement: a mark per email was a transaction per email,
     * the outbox's largest cost after SMTP itself. If the instance dies before a group is marked, those emails are
     * sent again after their lease (the same Message-IDs): at most twice this many (the group being marked while the next
     * is sent), besides the one in flight.
     */
    @WithDefault("10")
    int markEvery();

    /**
     * Whether a commit that records notifications starts a dispatcher run at once, on this instance (after the commit)
     * and on every other (PostgreSQL {@code LISTEN}/{@code NOTIFY}), rather than leaving them to the next poll of
     * {@code flagpost.jobs.outbox.every}, which stays as the safety net. Off in tests, which run the dispatcher by hand.
     */
    @WithDefault("true")
    boolean wakeUp();

    /**
     * The least time between the starts of two runs a commit wakes. A commit after a quiet spell is sent at once; commits
     * in quick succession wait together until this long after the last run started, so a busy server sends one batch
     * of many emails per gap instead of a batch of one per commit (each batch costs a take, an SMTP connection, a mark
     * and a {@code NOTIFY}). It adds at most this much to an email's wait; {@code 0} starts a run for every commit.
     */
    @WithDefault("200ms")
    Duration wakeUpGap();

    /**
     * The share of the time the outbox may be busy sending while people are being served ({@link #loadThreshold}): after
     * a batch that took t it rests {@code t * (1 - share) / share}. More than 0 (mail must still leave under load) and at
     * most 1 (1 never yields). See {@link OutboxPace}.
     */
    @WithDefault("0.25")
    double shareUnderLoad();

    /**
     * From how many of people's requests being served at once, on average per core since the outbox last looked
     * ({@code ServingLoad}), it rests at {@link #shareUnderLoad}: 1 is every core busy with requests all the time. More
     * than 0. A quarter: an instance serving people a quarter of its cores' time is busy, and mail is background work. At
     * 0.5 even one client moving in a closed loop, one request after another (about 0.4 per core on two cores), never
     * made it yield (docs/PERFORMANCE.md).
     */
    @WithDefault("0.25")
    double loadThreshold();

    /** The health check reports DOWN while a row was given up within this window. */
    @WithDefault("P7D")
    Duration failedAlertWindow();
}
