package flagpost.links;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.rules.Side;
import io.quarkus.runtime.LaunchMode;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

@QuarkusTest
class LinkServiceTest {

    @Inject
    LinkService links;

    @Test
    void aLinkPointsAtThePageForItsPurposeAndItsTokenVerifies() {
        String url = links.url(LinkPurpose.PLAY, 7, Side.BLUE, 0);

        assertTrue(url.startsWith(links.baseUrl() + "/play/"), url);
        String token = url.substring((links.baseUrl() + "/play/").length());
        LinkToken granted = assertInstanceOf(TokenCheck.Valid.class, links.verify(token, LinkPurpose.PLAY)).token();
        assertEquals(7, granted.gameId());
        assertEquals(Side.BLUE, granted.seat());
        assertInstanceOf(TokenCheck.Invalid.class, links.verify(token, LinkPurpose.SETUP));
    }

    @Test
    void aGamesListLinkLivesAWeekWhileAHistoryLinkLivesAYear() {
        LinkToken list = ((TokenCheck.Valid) links.verify(links.issue(LinkPurpose.GAMES_LIST, 7, null, 0), LinkPurpose.GAMES_LIST)).token();
        LinkToken history = ((TokenCheck.Valid) links.verify(links.issue(LinkPurpose.HISTORY, 7, Side.RED, 0), LinkPurpose.HISTORY)).token();

        assertEquals(Duration.ofDays(7), Duration.between(list.issuedAt(), list.expiresAt()));
        assertEquals(Duration.ofDays(365), Duration.between(history.issuedAt(), history.expiresAt()));
    }

    @Test
    void productionRefusesToStartWithoutAKeyAndNamesTheSettingToSet() {
        IllegalStateException refused = assertThrows(IllegalStateException.class,
                () -> LinkService.createTokens(config(Map.of(), Optional.empty()), LaunchMode.NORMAL));

        assertTrue(refused.getMessage().contains("FLAGPOST_LINKS_KEYS"), refused.getMessage());
    }

    @Test
    void withoutAKeyDevelopmentAndTestsGenerateOne() {
        LinkTokens generated = LinkService.createTokens(config(Map.of(), Optional.empty()), LaunchMode.DEVELOPMENT);

        String token = generated.issue(LinkPurpose.PLAY, 1, Side.RED, 0, java.time.Instant.EPOCH, java.time.Instant.EPOCH.plusSeconds(60));
        assertEquals(LinkService.DEV_KEY_ID, ((TokenCheck.Valid) generated.verify(token, LinkPurpose.PLAY, java.time.Instant.EPOCH)).token().keyId());
    }

    @Test
    void severalKeysNeedTheSigningKeyNamedAndBadKeysAreRefused() {
        String key = "c2l4dHktZm91ci1jaGFyYWN0ZXJzLW9mLXJhbmRvbS1rZXktbWF0ZXJpYWwtaGVyZQ==";
        assertThrows(IllegalStateException.class,
                () -> LinkService.createTokens(config(Map.of("a", key, "b", key), Optional.empty()), LaunchMode.NORMAL));
        LinkService.createTokens(config(Map.of("a", key, "b", key), Optional.of("b")), LaunchMode.NORMAL);
        assertThrows(IllegalStateException.class,
                () -> LinkService.createTokens(config(Map.of("a", "not base64!"), Optional.empty()), LaunchMode.NORMAL));
    }

    @Test
    void devModeKeepsItsGeneratedKeyInTheDataFolderSoLinksSurviveARestart(@TempDir Path dataFolder) throws Exception {
        Path keyFile = dataFolder.resolve(".flagpost-data/dev-link-key");
        Instant now = Instant.parse("2026-12-01T10:00:00Z");
        LinkTokens firstStart = LinkService.createTokens(config(Map.of(), Optional.empty(), Optional.of(keyFile)), LaunchMode.DEVELOPMENT);
        String token = firstStart.issue(LinkPurpose.PLAY, 3, Side.RED, 0, now, now.plus(Duration.ofDays(30)));

        LinkTokens restarted = LinkService.createTokens(config(Map.of(), Optional.empty(), Optional.of(keyFile)), LaunchMode.DEVELOPMENT);

        assertInstanceOf(TokenCheck.Valid.class, restarted.verify(token, LinkPurpose.PLAY, now.plusSeconds(60)));
        assertEquals(Set.of(PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE), Files.getPosixFilePermissions(keyFile),
                "the key file is its owner's alone");
        try (var left = Files.list(keyFile.getParent())) {
            assertEquals(List.of(keyFile), left.toList(), "no temporary file is left beside the key");
        }
        // Control: without a key file every start has a key of its own, and the old link no longer verifies.
        LinkTokens forgetful = LinkService.createTokens(config(Map.of(), Optional.empty(), Optional.empty()), LaunchMode.DEVELOPMENT);
        assertInstanceOf(TokenCheck.Invalid.class, forgetful.verify(token, LinkPurpose.PLAY, now.plusSeconds(60)));
    }

    @Test
    void aDamagedDevKeyFileIsReportedNotReplaced(@TempDir Path dataFolder) throws Exception {
        Path keyFile = dataFolder.resolve("dev-link-key");
        Files.writeString(keyFile, "not a key");

        IllegalStateException refused = assertThrows(IllegalStateException.class,
                () -> LinkService.createTokens(config(Map.of(), Optional.empty(), Optional.of(keyFile)), LaunchMode.DEVELOPMENT));

        assertTrue(refused.getMessage().contains("delete the file"), refused.getMessage());
        assertEquals("not a key", Files.readString(keyFile));
    }

    private static LinksConfig config(Map<String, String> keys, Optional<String> signingKeyId) {
        return config(keys, signingKeyId, Optional.empty());
    }

    private static LinksConfig config(Map<String, String> keys, Optional<String> signingKeyId, Optional<Path> devKeyFile) {
        return new LinksConfig() {
            @Override
            public Optional<Path> devKeyFile() {
                return devKeyFile;
            }

            @Override
            public Map<String, String> keys() {
                return keys;
            }

            @Override
            public Optional<String> signingKeyId() {
                return signingKeyId;
            }

            @Override
            public Duration lifetime() {
                return Duration.ofDays(30);
            }

            @Override
            public Duration longLifetime() {
                return Duration.ofDays(365);
            }

            @Override
            public Duration gamesListLifetime() {
                return Duration.ofDays(7);
            }
        };
    }
}
