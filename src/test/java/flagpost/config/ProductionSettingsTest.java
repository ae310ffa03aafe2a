package flagpost.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** What a production start demands of the host (README, "Host it"). */
class ProductionSettingsTest {

    /** 32 bytes, base64. */
    private static final String KEY = "q83vEjRWeJq83vEjRWeJq83vEjRWeJq83vEjRWeJq80=";

    /** A complete, safe production environment, in the spellings a host uses (environment names for the key). */
    private static Map<String, String> complete() {
        Map<String, String> settings = new HashMap<>();
        settings.put("DB_URL", "jdbc:postgresql://db.example.org:5432/flagpost");
        settings.put("FLAGPOST_LINKS_KEYS__K1_", KEY);
        settings.put("flagpost.base-url", "https://flagpost.example.org");
        settings.put("flagpost.mail.smtp.host", "smtp.example.org");
        settings.put("flagpost.mail.smtp.security", "STARTTLS");
        settings.put("flagpost.mail.smtp.password", "secret");
        settings.put("flagpost.mail.from", "Flagpost <play@example.org>");
        settings.put("flagpost.mail.message-id-domain", "example.org");
        return settings;
    }

    private static List<String> problems(Map<String, String> settings) {
        return ProductionSettings.problems(settings::get, settings.keySet());
    }

    @Test
    void aCompleteSafeEnvironmentStarts() {
        assertEquals(List.of(), problems(complete()));
    }

    @Test
    void theDefaultsAreRefusedNamingEverySettingAtOnce() {
        // What application.properties gives a production start when the host set nothing.
        Map<String, String> defaults = new HashMap<>();
        defaults.put("flagpost.mail.from", "Flagpost <flagpost@localhost>");
        defaults.put("flagpost.mail.message-id-domain", "flagpost.localhost");
        defaults.put("flagpost.mail.smtp.security", "STARTTLS");
        defaults.put("flagpost.db.local-fallback", "false");

        List<String> problems = problems(defaults);

        List<String> named = problems.stream().map(p -> p.substring(0, p.indexOf(' '))).toList();
        assertEquals(List.of("DB_URL", "FLAGPOST_LINKS_KEYS__K1_", "FLAGPOST_BASE_URL", "FLAGPOST_MAIL_SMTP_HOST", "FLAGPOST_MAIL_FROM",
                "FLAGPOST_MAIL_MESSAGE_ID_DOMAIN"), named);
        String refusal = ProductionSettings.refusal(problems);
        assertTrue(refusal.startsWith("Flagpost will not start in production: 6 settings are missing or unsafe."), refusal);
        assertTrue(refusal.contains("environment variables"), refusal);
        assertFalse(refusal.contains("application.properties"), "a refusal must not suggest a secret in a file of the repository: " + refusal);
    }

    @ParameterizedTest
    @ValueSource(strings = {"http://localhost:8080", "https://localhost", "https://flagpost.localhost", "https://127.0.0.1:8443",
            "https://10.1.2.3", "https://192.168.1.20", "https://172.20.0.5", "https://169.254.1.1", "https://100.64.0.9", "https://[::1]:8080",
            "https://[fd00::5]", "https://[fe80::1]", "https://0.0.0.0", "https://flagpost", "https://box.local", "https://flagpost.internal",
            "http://flagpost.example.org", "flagpost.example.org", "ftp://flagpost.example.org", "https://", "not a url"})
    void aBaseUrlThatPlayersCannotOpenSafelyIsRefused(String baseUrl) {
        Map<String, String> settings = complete();
        settings.put("flagpost.base-url", baseUrl);

        List<String> problems = problems(settings);

        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.get(0).startsWith("FLAGPOST_BASE_URL "), problems.get(0));
    }

    @ParameterizedTest
    @ValueSource(strings = {"https://flagpost.example.org", "https://play.example.org:8443/", "https://203.0.113.7", "https://[2001:db8::7]"})
    void aPublicHttpsBaseUrlIsAccepted(String baseUrl) {
        Map<String, String> settings = complete();
        settings.put("flagpost.base-url", baseUrl);

        assertEquals(List.of(), problems(settings));
    }

    @Test
    void theDatabaseIsEitherNamedOrTheLocalFallbackIsChosenExplicitly() {
        Map<String, String> settings = complete();
        settings.remove("DB_URL");
        assertEquals(1, problems(settings).size());

        settings.put("quarkus.datasource.jdbc.url", "jdbc:postgresql://db.example.org/flagpost");
        assertEquals(List.of(), problems(settings));

        settings.remove("quarkus.datasource.jdbc.url");
        settings.put("flagpost.db.local-fallback", "true");
        assertEquals(List.of(), problems(settings));
    }

    @Test
    void keysAreFoundInEitherSpellingAndMustBeStrongBase64() {
        Map<String, String> settings = complete();
        settings.remove("FLAGPOST_LINKS_KEYS__K1_");
        settings.put("flagpost.links.keys.k2026", KEY);
        assertEquals(List.of(), problems(settings));

        settings.put("flagpost.links.keys.k2026", "c2hvcnQ="); // "short": 5 bytes
        assertEquals(List.of("flagpost.links.keys.k2026: the link signing key \"k2026\" has 5 bytes; it needs at least 32. "
                + "Make one with: openssl rand -base64 32"), problems(settings));

        settings.put("flagpost.links.keys.k2026", "not base64 at all!");
        assertTrue(problems(settings).get(0).contains("is not base64"));

        settings.put("flagpost.links.keys.k2026", "  ");
        assertTrue(problems(settings).get(0).startsWith("FLAGPOST_LINKS_KEYS__K1_ "), "a blank key is no key");
    }

    @ParameterizedTest
    @ValueSource(strings = {"flagpost@localhost", "Flagpost <flagpost@localhost>", "Flagpost <play@127.0.0.1>", "no address", "play@"})
    void aFromAddressNoMailServerAcceptsIsRefused(String from) {
        Map<String, String> settings = complete();
        settings.put("flagpost.mail.from", from);

        List<String> problems = problems(settings);

        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.get(0).startsWith("FLAGPOST_MAIL_FROM "), problems.get(0));
    }

    @Test
    void anSmtpPasswordIsNeverSentUnencryptedToAnotherMachine() {
        Map<String, String> settings = complete();
        settings.put("flagpost.mail.smtp.security", "NONE");
        assertEquals(1, problems(settings).size());
        assertTrue(problems(settings).get(0).startsWith("FLAGPOST_MAIL_SMTP_SECURITY "));

        settings.put("flagpost.mail.smtp.host", "localhost"); // a relay on this machine: nothing crosses a network
        assertEquals(List.of(), problems(settings));

        settings.put("flagpost.mail.smtp.host", "smtp.example.org");
        settings.remove("flagpost.mail.smtp.password"); // a relay that wants no login
        assertEquals(List.of(), problems(settings));
    }

    @Test
    void repliesByEmailAreOffUntilConfiguredAndThenNeedTheirWholeSetup() {
        Map<String, String> settings = complete();
        settings.put("flagpost.inbound.host", "imap.example.org");

        List<String> named = problems(settings).stream().map(p -> p.substring(0, p.indexOf(' '))).toList();

        assertEquals(List.of("FLAGPOST_INBOUND_REPLY_ADDRESS", "FLAGPOST_INBOUND_USER", "FLAGPOST_INBOUND_PASSWORD"), named);
        settings.put("flagpost.inbound.reply-address", "play@example.org");
        settings.put("flagpost.inbound.user", "play@example.org");
        settings.put("flagpost.inbound.password", "app-password");
        assertEquals(List.of(), problems(settings));
    }

    @Test
    void aReplyAddressWithNoMailboxReadIsRefused() {
        Map<String, String> settings = complete();
        settings.put("flagpost.inbound.reply-address", "play@example.org");

        List<String> problems = problems(settings);

        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.get(0).startsWith("FLAGPOST_INBOUND_HOST "), problems.toString());
    }

    @Test
    void theMailboxPasswordIsNeverSentUnencryptedToAnotherMachine() {
        Map<String, String> settings = complete();
        settings.put("flagpost.inbound.host", "imap.example.org");
        settings.put("flagpost.inbound.reply-address", "play@example.org");
        settings.put("flagpost.inbound.user", "play@example.org");
        settings.put("flagpost.inbound.password", "app-password");
        settings.put("flagpost.inbound.tls", "none");

        List<String> problems = problems(settings);

        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.get(0).startsWith("FLAGPOST_INBOUND_TLS "), problems.toString());
        settings.put("flagpost.inbound.host", "127.0.0.1");
        assertEquals(List.of(), problems(settings));
    }

    @Test
    void theOperatorKeyIsOptional() {
        Map<String, String> settings = complete();
        settings.put("flagpost.admin.key", " ");
        assertEquals(List.of(), problems(settings), "a blank key leaves the operator pages off, as none does");
    }

    @ParameterizedTest
    @ValueSource(strings = {"secret", "operator-key-used-only-by-tests", "0123456789abcdef0123456789abcde",
            "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "abababababababababababababababababababab", "1234123412341234123412341234123412341234"})
    void aShortOrPatternedOperatorKeyIsRefusedSayingHowToMakeOne(String key) {
        Map<String, String> settings = complete();
        settings.put("flagpost.admin.key", key);

        List<String> problems = problems(settings);

        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.get(0).startsWith("FLAGPOST_ADMIN_KEY (flagpost.admin.key): "), problems.get(0));
        assertTrue(problems.get(0).contains("openssl rand -base64 32"), problems.get(0));
        assertFalse(problems.get(0).contains(key), "a refusal never prints the key: " + problems.get(0));
    }

    @ParameterizedTest
    @ValueSource(strings = {KEY, "3f9a1c07d2e84b6a95c0e71d48b2a6f3", "  q83vEjRWeJq83vEjRWeJq83vEjRWeJq83vEjRWeJq80=  "})
    void aLongRandomOperatorKeyIsAccepted(String key) {
        Map<String, String> settings = complete();
        settings.put("flagpost.admin.key", key);
        assertEquals(List.of(), problems(settings));
    }
}
