package flagpost.web.page;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import flagpost.metrics.PageMeters;
import flagpost.words.Language;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.quarkus.qute.Engine;
import io.quarkus.qute.Template;
import jakarta.ws.rs.core.Response;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * {@link RenderedPages} on a Qute engine of its own: what makes a hit, how many pages it keeps, and that 0 keeps none.
 * (Over HTTP, with real pages and games: flagpost.web.RenderedPagesTest.)
 */
class RenderedPagesUnitTest {

    private final Template template = Engine.builder().addDefaults().build().parse("<p>{name} {count}</p>");

    /** How often the template was asked for: once per page rendered. */
    private final AtomicInteger renders = new AtomicInteger();

    private Response page(RenderedPages memo, String token, Language language, String name, List<Integer> count) {
        return memo.html("test", token, language, () -> {
            renders.incrementAndGet();
            return template.data("name", name).data("count", count);
        }, name, count);
    }

    private static String body(Response response) {
        return new String((byte[]) response.getEntity(), StandardCharsets.UTF_8);
    }

    @Test
    void anEqualModelInTheSameLanguageIsAnsweredWithTheSameBytes() {
        RenderedPages memo = new RenderedPages(10, new PageMeters(new SimpleMeterRegistry()));
        Response first = page(memo, "t1", Language.EN, "Alice", List.of(1, 2));
        Response second = page(memo, "t1", Language.EN, "Alice", List.of(1, 2));
        assertEquals(1, renders.get());
        assertSame(first.getEntity(), second.getEntity());
        assertEquals(200, second.getStatus());
        assertEquals(HtmlResponses.HTML_UTF8, second.getMediaType().toString());
        assertEquals("<p>Alice [1, 2]</p>", body(second));
        assertEquals(1, memo.hits());
        assertEquals(1, memo.misses());
    }

    @Test
    void anyDifferenceRendersAnew() {
        RenderedPages memo = new RenderedPages(10, new PageMeters(new SimpleMeterRegistry()));
        page(memo, "t1", Language.EN, "Alice", List.of(1));
        assertEquals("<p>Alice [1, 2]</p>", body(page(memo, "t1", Language.EN, "Alice", List.of(1, 2))));
        assertEquals("<p>Bob [1, 2]</p>", body(page(memo, "t1", Language.EN, "Bob", List.of(1, 2))));
        page(memo, "t1", Language.ES, "Bob", List.of(1, 2));
        page(memo, "t2", Language.ES, "Bob", List.of(1, 2)); // another link: a page of its own
        assertEquals(5, renders.get());
        assertEquals(0, memo.hits());
        page(memo, "t1", Language.ES, "Bob", List.of(1, 2));
        assertEquals(5, renders.get(), "each link keeps its own last page");
    }

    @Test
    void itKeepsAtMostItsEntriesDroppingTheLeastRecentlyAskedFor() {
        RenderedPages memo = new RenderedPages(2, new PageMeters(new SimpleMeterRegistry()));
        page(memo, "a", Language.EN, "A", List.of());
        page(memo, "b", Language.EN, "B", List.of());
        page(memo, "a", Language.EN, "A", List.of()); // a hit: "a" is now the most recent
        page(memo, "c", Language.EN, "C", List.of()); // drops "b"
        assertEquals(2, memo.size());
        assertEquals(3, renders.get());
        page(memo, "a", Language.EN, "A", List.of());
        assertEquals(3, renders.get(), "a was kept");
        page(memo, "b", Language.EN, "B", List.of());
        assertEquals(4, renders.get(), "b was dropped");
    }

    @Test
    void noEntriesTurnsTheMemoOff() {
        RenderedPages memo = new RenderedPages(0, new PageMeters(new SimpleMeterRegistry()));
        Response first = page(memo, "t1", Language.EN, "Alice", List.of(1));
        Response second = page(memo, "t1", Language.EN, "Alice", List.of(1));
        assertEquals(2, renders.get());
        assertEquals(body(first), body(second));
        assertEquals(0, memo.size());
        assertEquals(0, memo.hits());
    }

    @Test
    void aPageNotAskedForInTwoMinutesIsDroppedWhenAnotherIsRendered() {
        long[] now = {0};
        RenderedPages memo = new RenderedPages(10, new PageMeters(new SimpleMeterRegistry()), () -> now[0]);
        page(memo, "a", Language.EN, "A", List.of());
        page(memo, "b", Language.EN, "B", List.of());
        now[0] = TimeUnit.SECONDS.toNanos(100);
        page(memo, "b", Language.EN, "B", List.of()); // a hit: b was asked for at 100 s
        now[0] = TimeUnit.SECONDS.toNanos(121);
        page(memo, "c", Language.EN, "C", List.of()); // a is 121 s unasked: dropped; b only 21 s
        assertEquals(2, memo.size());
        page(memo, "b", Language.EN, "B", List.of());
        assertEquals(3, renders.get(), "b was kept");
        page(memo, "a", Language.EN, "A", List.of());
        assertEquals(4, renders.get(), "a was dropped");
    }

    @Test
    void forgettingAllRendersEveryPageAnew() {
        RenderedPages memo = new RenderedPages(10, new PageMeters(new SimpleMeterRegistry()));
        page(memo, "a", Language.EN, "A", List.of());
        memo.forgetAll();
        assertEquals(0, memo.size());
        page(memo, "a", Language.EN, "A", List.of());
        assertEquals(2, renders.get());
    }

    @Test
    void aNegativeSizeIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> new RenderedPages(-1, new PageMeters(new SimpleMeterRegistry())));
    }
}
