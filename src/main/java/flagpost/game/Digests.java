package flagpost.game;

import flagpost.store.ConnectionFailures;
import flagpost.store.MailDigests;
import flagpost.store.NotificationEntity;
import flagpost.store.NotificationKind;
import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Collection;
import org.jboss.logging.Logger;

/**
 * The daily digest (flagpost.store.MailMode.DIGEST): records, once per player and day of their own calendar, an email
 * listing the games that wait for their move, from the hour they chose on, and only when a game waits. The digest job
 * runs it on every instance; the claim in {@code mail_digest} lets one of them record each digest. The email is
 * composed when it is sent, so it lists the games as they stand then.
 */
@ApplicationScoped
public class Digests {

    private static final Logger LOG = Logger.getLogger(Digests.class);

    private final Clock clock;
    private final MailDigests digests;

    @Inject
    public Digests(Clock clock, MailDigests digests) {
        this.clock = clock;
        this.digests = digests;
    }

    /** Records every digest due now; returns how many. */
    public int process() {
        return process(null);
    }

    /**
     * Records the digests due now of these players only (null: every player), one transaction each, so a player whose
     * digest fails does not hold up the others. When the database cannot be reached, that failure ends the run and is thrown:
     * it is no player's. Tests pass their own players: they share one database and one clock.
     */
    public int process(Collection<Long> playerIds) {
        Instant now = clock.instant();
        int recorded = 0;
        for (MailDigests.Candidate candidate : QuarkusTransaction.requiringNew().call(() -> digests.candidates(playerIds))) {
            if (!DigestSchedule.isZone(candidate.zone()) || !DigestSchedule.hourHasCome(now, candidate.hour(), candidate.zone())) {
                continue;
            }
            LocalDate day = DigestSchedule.localDay(now, candidate.zone());
            if (candidate.lastDay() != null && !candidate.lastDay().isBefore(day)) {
                continue;
            }
            try {
                if (QuarkusTransaction.requiringNew().call(() -> record(candidate.playerId(), day, now))) {
                    recorded++;
                }
            } catch (RuntimeException problem) {
                if (ConnectionFailures.isCause(problem)) {
                    throw problem; // no player's fault: the run ends, and the digest job says so once
                }
                LOG.errorf(problem, "digest: player %d's digest of %s could not be recorded; trying again at the next run",
                        candidate.playerId(), day);
            }
        }
        return recorded;
    }

    private boolean record(long playerId, LocalDate day, Instant now) {
        if (!digests.claim(playerId, day)) {
            return false; // another instance recorded it
        }
        NotificationEntity digest = NotificationEntity.pendingForPlayer(playerId, NotificationKind.DAILY_DIGEST, now);
        digest.persist();
        digests.sentBy(playerId, day, digest.id);
        return true;
    }
}
