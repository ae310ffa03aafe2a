package flagpost.jobs;

import io.quarkus.test.junit.QuarkusTestProfile;
import java.util.Map;

/**
 * Flagpost as it runs in production as far as the outbox is concerned: commits wake the dispatcher (in process and by
 * LISTEN/NOTIFY), and the poll, the safety net, is a day away, so only a wake-up can send mail within a test.
 */
public class WakeUpAtOnce implements QuarkusTestProfile {

    @Override
    public Map<String, String> getConfigOverrides() {
        return Map.of("flagpost.mail.outbox.wake-up", "true",
                "flagpost.jobs.outbox.every", "24h",
                "flagpost.jobs.outbox.delay", "24h");
    }
}
