package flagpost.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;

import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import io.micrometer.core.instrument.Meter;
import io.micrometer.core.instrument.Tags;
import org.junit.jupiter.api.Test;

class HttpUriTagsTest {

    private static final String TOKEN = "AQNkZXYBAAAAAAAAAAcBAAAAAAAA.c2lnbmF0dXJlc2lnbmF0dXJlc2ln";

    @Test
    void aRouteTemplateAndQuarkusOwnWordsStayAsTheyAre() {
        assertEquals("/play/{token}/move", HttpUriTags.bounded("/play/{token}/move"));
        assertEquals("NOT_FOUND", HttpUriTags.bounded("NOT_FOUND"));
        assertEquals("/", HttpUriTags.bounded("/"));
        assertEquals("/my-games", HttpUriTags.bounded("/my-games"));
    }

    @Test
    void aRawPathKeepsOnlyItsPageWordAndNeverItsToken() {
        assertEquals("/play/…", HttpUriTags.bounded("/play/" + TOKEN + "%zz"));
        assertEquals("/api/…", HttpUriTags.bounded("/api/games/" + TOKEN + "/moves"));
        assertEquals("OTHER", HttpUriTags.bounded("/" + TOKEN));
        assertEquals("OTHER", HttpUriTags.bounded("/alice@example.com%zz"));
    }

    @Test
    void theComputersAndThePlayersDataPagesHaveTheirOwnTagAndTheirLinksLeaveNoTokenInIt() {
        assertEquals("/computer", HttpUriTags.bounded("/computer"));
        assertEquals("/computer/…", HttpUriTags.bounded("/computer/started%zz"));
        assertEquals("/my-data/…", HttpUriTags.bounded(LinkService.pathOf(LinkPurpose.DATA_EXPORT) + TOKEN + "%zz"));
        assertEquals("/my-data/…", HttpUriTags.bounded(LinkService.pathOf(LinkPurpose.DATA_ERASE) + TOKEN + "/erase"));
    }

    @Test
    void everySignedLinksPathKeepsItsPageWordAndNeverItsToken() {
        for (LinkPurpose purpose : LinkPurpose.values()) {
            if (purpose == LinkPurpose.REPLY) {
                continue; // a reply token is an email address, never a path
            }
            String path = LinkService.pathOf(purpose);
            String page = path.substring(0, path.indexOf('/', 1));
            assertEquals(page + "/…", HttpUriTags.bounded(path + TOKEN), purpose + " would be counted as " + HttpUriTags.bounded(path + TOKEN));
        }
    }

    @Test
    void theFilterRewritesOnlyTheHttpServerMetersUriTag() {
        var filter = new HttpUriTags().withoutRawPaths();
        Meter.Id raw = new Meter.Id("http.server.requests", Tags.of("uri", "/play/" + TOKEN, "status", "400"), null, null, Meter.Type.TIMER);
        Meter.Id mapped = filter.map(raw);
        assertEquals("/play/…", mapped.getTag("uri"));
        assertEquals("400", mapped.getTag("status"));
        Meter.Id other = new Meter.Id("flagpost.moves.applied", Tags.of("uri", "/x/" + TOKEN), null, null, Meter.Type.COUNTER);
        assertEquals(other, filter.map(other), "not an HTTP server meter");
    }
}
