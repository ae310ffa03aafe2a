package flagpost.support;

import io.quarkus.test.junit.QuarkusTestProfile;
import java.util.Map;

/** Flagpost with replies by email on: every email to a seat carries its signed reply address at this domain. */
public class RepliesOn implements QuarkusTestProfile {

    public static final String REPLY_ADDRESS = "play@flagpost.localhost";

    @Override
    public Map<String, String> getConfigOverrides() {
        return Map.of("flagpost.inbound.reply-address", REPLY_ADDRESS);
    }
}
