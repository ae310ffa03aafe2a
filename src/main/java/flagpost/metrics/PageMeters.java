package flagpost.metrics;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import jakarta.enterprise.context.ApplicationScoped;

/**
 * The render memo's answers ({@code flagpost_pages_memo_total{result}}, flagpost.web.page.RenderedPages): {@code hit}, a
 * page answered with the bytes rendered before for the same link from an equal model; {@code miss}, a page rendered.
 * Their ratio says how often players reload a page that has not changed, and whether {@code flagpost.pages.memo-entries}
 * is large enough.
 */
@ApplicationScoped
public class PageMeters {

    private final Counter hits;
    private final Counter misses;

    public PageMeters(MeterRegistry registry) {
        this.hits = Counter.builder("flagpost.pages.memo").tag("result", "hit")
                .description("Pages answered from the render memo, not rendered").register(registry);
        this.misses = Counter.builder("flagpost.pages.memo").tag("result", "miss")
                .description("Pages rendered by the render memo").register(registry);
    }

    public void hit() {
        hits.increment();
    }

    public void miss() {
        misses.increment();
    }

    public long hits() {
        return (long) hits.count();
    }

    public long misses() {
        return (long) misses.count();
    }
}
