package flagpost.metrics;

import io.micrometer.core.instrument.Meter;
import io.micrometer.core.instrument.Tag;
import io.micrometer.core.instrument.config.MeterFilter;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Keeps tokens out of Quarkus's HTTP meters. A request the REST layer matched is labelled with its template
 * ({@code /play/{token}/move}), but one refused before any resource ran (a path that is no URI, a body that cannot be
 * read) would be labelled with its raw path, token and all, and anyone could grow the label set at will. Such a raw
 * path keeps only its first segment, when that names one of Flagpost's pages, and becomes {@code OTHER} otherwise.
 */
@Singleton
public class HttpUriTags {

    /** The first segments of Flagpost's own paths: the words a page's path begins with, never a token. */
    static final Set<String> PAGES = Set.of("", "static", "play", "setup", "history", "games", "unsubscribe", "invitation", "watch", "api",
            "confirm", "do-not-invite", "numbering", "my-games", "links", "started", "computer", "my-data", "dev", "favicon.ico");

    @Produces
    @Singleton
    MeterFilter withoutRawPaths() {
        return new MeterFilter() {
            @Override
            public Meter.Id map(Meter.Id id) {
                String uri = id.getTag("uri");
                if (uri == null || !id.getName().startsWith("http.server")) {
                    return id;
                }
                String bounded = bounded(uri);
                if (bounded.equals(uri)) {
                    return id;
                }
                List<Tag> tags = new ArrayList<>();
                for (Tag tag : id.getTagsAsIterable()) {
                    tags.add(tag.getKey().equals("uri") ? Tag.of("uri", bounded) : tag);
                }
                return id.replaceTags(tags);
            }
        };
    }

    /** A template, or Quarkus's own words for no path (NOT_FOUND, REDIRECTION, root), as it is; a raw path cut short. */
    static String bounded(String uri) {
        if (uri.contains("{") || !uri.startsWith("/")) {
            return uri;
        }
        int end = uri.indexOf('/', 1);
        String first = end < 0 ? uri.substring(1) : uri.substring(1, end);
        if (!PAGES.contains(first)) {
            return "OTHER";
        }
        return end < 0 ? uri : uri.substring(0, end) + "/…";
    }
}
