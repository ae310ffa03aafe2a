package flagpost.web.operator;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class OperatorKeyTest {

    private final OperatorKey key = OperatorKey.of(Optional.of("  s3cret-operator-key ")).orElseThrow();

    @Test
    void noKeyOrABlankOneMeansNoOperatorPages() {
        assertTrue(OperatorKey.of(Optional.empty()).isEmpty());
        assertTrue(OperatorKey.of(Optional.of("   ")).isEmpty());
    }

    @Test
    void theKeyIsAcceptedAsBearerOrAsTheBasicPasswordWhateverTheUserName() {
        assertTrue(key.presentedIn("Bearer s3cret-operator-key"));
        assertTrue(key.presentedIn("bearer   s3cret-operator-key"));
        assertTrue(key.presentedIn("Basic " + basic("host:s3cret-operator-key")));
        assertTrue(key.presentedIn("Basic " + basic(":s3cret-operator-key")));
    }

    @Test
    void anythingElseIsRefused() {
        for (String header : new String[] {null, "", "Bearer", "Bearer ", "s3cret-operator-key", "Bearer s3cret-operator-ke",
                "Bearer s3cret-operator-keyy", "Bearer S3CRET-OPERATOR-KEY", "Token s3cret-operator-key",
                "Basic " + basic("s3cret-operator-key"), "Basic " + basic("host:wrong"), "Basic not-base64!"}) {
            assertFalse(key.presentedIn(header), String.valueOf(header));
        }
    }

    private static String basic(String pair) {
        return Base64.getEncoder().encodeToString(pair.getBytes(StandardCharsets.UTF_8));
    }
}
