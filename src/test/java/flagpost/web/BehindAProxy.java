package flagpost.web;

import io.quarkus.test.junit.QuarkusTestProfile;
import java.util.Map;

/**
 * Flagpost as hosted behind its reverse proxy (README, "Host it"): the client address comes from X-Forwarded-For, so a
 * test can speak from many addresses; and the per-client limit of the start form at its production default.
 */
public class BehindAProxy implements QuarkusTestProfile {

    @Override
    public Map<String, String> getConfigOverrides() {
        return Map.of("quarkus.http.proxy.proxy-address-forwarding", "true",
                "quarkus.http.proxy.allow-x-forwarded", "true",
                "flagpost.games.new-games-per-client-limit", "20");
    }
}
