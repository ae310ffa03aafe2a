package flagpost.web.page;

import flagpost.metrics.PageMeters;
import flagpost.words.Language;
import io.quarkus.qute.TemplateInstance;
import io.quarkus.runtime.Startup;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.core.Response;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The render memo: the last page each link was answered with, so that the same page asked for again (a player reloading
 * their play page while the opponent thinks) is answered with the bytes rendered then, without running the template.
 * Rendering, not reading the game, was most of a page's time (issue 31).
 *
 * <p>A page is the same page when its <em>model</em> is equal to the one it was rendered from: every value the template
 * is given, in the same language. A page renders only from its model and its language (its templates read nothing else:
 * no injected beans, no clock), so equal models give equal pages, and the memo is correct by construction as long as
 * every part of a model has value equality all the way down (records of strings, enums, lists, maps; {@link
 * flagpost.rules.PlayerView} compares what it exposes). A part with only identity equality would make the memo miss
 * every time, never answer a wrong page. Whatever moves the page (a move, a draw offer, a minute of the deadline, the
 * other seat's view, the language) changes the model, so the page renders anew. The memo is asked only for the plain
 * 200 page of a GET; a refusal's page (with its problem and status) always renders.
 *
 * <p>The memo is keyed by the page and its address (the link's token; a history page's ply is in its model, so
 * stepping through a game takes one entry, not one a ply), one entry each, and holds at most {@code
 * flagpost.pages.memo-entries} of them, dropping the one least recently asked for (0 turns the memo off) and any not
 * asked for in two minutes; a player's erasure empties it. The template runs outside the lock: two requests for the
 * same link at once may both render, and the later one is kept; both answer a correct page. The bytes kept are handed to every request that hits and are never written to after rendering.
 */
@ApplicationScoped
@Startup // so a wrong flagpost.pages.memo-entries stops the start, not the first page
public class RenderedPages {

    /** A page for one link: the page's name (its template) and its address (the link's token). */
    private record Slot(String page, String address) {
    }

    /** What a page was rendered from, what it rendered to, and when it was last asked for ({@link System#nanoTime}). */
    private static final class Rendered {
        final Language language;
        final List<Object> model;
        final byte[] body;
        volatile long askedAt; // set by each hit without the lock: a page asked for is kept, whichever hit wrote last

        Rendered(Language language, List<Object> model, byte[] body, long askedAt) {
            this.language = language;
            this.model = model;
            this.body = body;
            this.askedAt = askedAt;
        }
    }

    /**
     * How long a page is kept after it was last asked for. A page holds names and addresses; one nobody asks for is of no
     * use (its links are issued to the minute, so after a minute it can no longer hit anyway), and should not outlive
     * its reader's interest, nor a player's erasure, by more than this.
     */
    private static final long KEPT_NANOS = TimeUnit.MINUTES.toNanos(2);

    private final int capacity;
    private final LongSupplier nanoTime;
    private final Map<Slot, Rendered> last;
    private final PageMeters meters;

    @Inject
    RenderedPages(@ConfigProperty(name = "flagpost.pages.memo-entries", defaultValue = "1000") int capacity, PageMeters meters) {
        this(capacity, meters, System::nanoTime);
    }

    /** With a clock of a test's own ({@link System#nanoTime}'s kind: only differences count). */
    RenderedPages(int capacity, PageMeters meters, LongSupplier nanoTime) {
        this.nanoTime = nanoTime;
        if (capacity < 0) {
            throw new IllegalArgumentException("flagpost.pages.memo-entries is never negative: " + capacity);
        }
        this.capacity = capacity;
        // access order: the entry dropped on overflow is the one least recently asked for
        this.last = new LinkedHashMap<>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<Slot, Rendered> eldest) {
                return size() > RenderedPages.this.capacity;
            }
        };
        this.meters = meters;
    }

    /**
     * The 200 page {@code page} at {@code address} (the link's token): the bytes rendered before if that page at that
     * address was last rendered from a model equal to {@code model} in {@code language}, else {@code template} rendered
     * now (and kept).
     * {@code model} must be every value {@code template} gives the template, nothing left out.
     */
    public Response html(String page, String address, Language language, Supplier<TemplateInstance> template, Object... model) {
        if (capacity == 0) {
            return HtmlResponses.html(language, 200, template.get());
        }
        Slot slot = new Slot(page, address);
        List<Object> now = Arrays.asList(model);
        long askedAt = nanoTime.getAsLong();
        Rendered before;
        synchronized (last) {
            before = last.get(slot);
        }
        if (before != null && before.language == language && before.model.equals(now)) {
            meters.hit();
            before.askedAt = askedAt;
            return HtmlResponses.ok(before.body);
        }
        meters.miss();
        byte[] body = HtmlResponses.render(language, template.get());
        synchronized (last) {
            last.put(slot, new Rendered(language, now, body, askedAt));
            dropUnasked(askedAt);
        }
        return HtmlResponses.ok(body);
    }

    /**
     * Drops the pages not asked for in {@link #KEPT_NANOS}. The map is in the order of asking, least recent first, so
     * they are at its head: the loop stops at the first page asked for since.
     */
    private void dropUnasked(long now) {
        Iterator<Rendered> oldestFirst = last.values().iterator();
        while (oldestFirst.hasNext() && now - oldestFirst.next().askedAt > KEPT_NANOS) {
            oldestFirst.remove();
        }
    }

    /** Forgets every page: after a player's erasure, no page kept in memory still names them. */
    public void forgetAll() {
        synchronized (last) {
            last.clear();
        }
    }

    /** How many pages the memo answered without rendering: for tests and the metrics endpoint. */
    public long hits() {
        return meters.hits();
    }

    /** How many pages it rendered. */
    public long misses() {
        return meters.misses();
    }

    /** How many pages it holds now. */
    int size() {
        synchronized (last) {
            return last.size();
        }
    }
}
