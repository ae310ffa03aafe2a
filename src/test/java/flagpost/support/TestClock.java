package flagpost.support;

import jakarta.annotation.Priority;
import jakarta.enterprise.inject.Alternative;
import jakarta.inject.Singleton;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The clock every @QuarkusTest sees: it stands still until a test moves it, so deadlines are tested
 * without sleeping. It only moves forward, because all tests share it and one database.
 */
@Alternative
@Priority(1)
@Singleton
public class TestClock extends Clock {

    private final AtomicReference<Instant> now = new AtomicReference<>(Instant.parse("2026-01-01T09:00:00Z"));

    public void advance(Duration duration) {
        if (duration.isNegative()) {
            throw new IllegalArgumentException("the test clock only moves forward");
        }
        now.updateAndGet(instant -> instant.plus(duration));
    }

    @Override
    public Instant instant() {
        return now.get();
    }

    @Override
    public ZoneId getZone() {
        return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
        throw new UnsupportedOperationException("Flagpost works in UTC");
    }
}
