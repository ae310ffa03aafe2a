package flagpost.web.filter;

import flagpost.web.request.TokenPaths;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.MultivaluedMap;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.jboss.resteasy.reactive.server.ServerResponseFilter;

/**
 * Headers on every answer of the pages and the API, refusals included.
 *
 * <ul>
 * <li>Paths that carry a signed token (every page reached from an email, and the JSON API): the token
 * must not leave through the Referer header, and no cache may keep the answer.</li>
 * <li>Every HTML page: never cached (a re-shown form holds the addresses and names someone typed, and
 * every page is about one person's game or request), and a Content-Security-Policy that allows script,
 * style and images only from our own {@code /static/} files, so no inline script or style can run even
 * if some text escaped its escaping. The dev inbox is left out of the policy: it shows emails, whose
 * HTML is all inline styles.</li>
 * </ul>
 */
public class SecurityHeaders {

    public static final String CONTENT_SECURITY_POLICY = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
            + "form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

    @ServerResponseFilter
    public void addHeaders(ContainerRequestContext request, ContainerResponseContext response) {
        MediaType type = response.getMediaType();
        boolean html = type != null && type.isCompatible(MediaType.TEXT_HTML_TYPE);
        MultivaluedMap<String, Object> headers = response.getHeaders();
        headersFor(request.getUriInfo().getPath(), html).forEach(headers::putSingle);
    }

    /**
     * The headers of an answer to {@code path}; {@code html} for a page. Also set by {@link RequestFailures} on what it
     * answers before any page runs.
     */
    static Map<String, String> headersFor(String path, boolean html) {
        boolean token = TokenPaths.holdsToken(path);
        return KINDS.get((token ? 4 : 0) + (html ? 2 : 0) + (html && !path.startsWith("/dev/") ? 1 : 0));
    }

    /**
     * The few sets of headers an answer can get, made once: every answer of the pages and the API gets one of them, and
     * building its map anew per answer was a measurable share of a move over HTTP. Index: token 4, html 2, policy 1.
     */
    private static final List<Map<String, String>> KINDS = IntStream.range(0, 8)
            .mapToObj(kind -> headers((kind & 4) != 0, (kind & 2) != 0, (kind & 1) != 0)).toList();

    private static Map<String, String> headers(boolean token, boolean html, boolean policy) {
        Map<String, String> headers = new LinkedHashMap<>();
        headers.put("X-Content-Type-Options", "nosniff");
        headers.put("Referrer-Policy", "no-referrer");
        if (token) {
            headers.put("Cache-Control", "no-store");
            headers.put("X-Robots-Tag", "noindex");
        }
        if (html) {
            headers.put("Cache-Control", "no-store");
        }
        if (policy) {
            headers.put("Content-Security-Policy", CONTENT_SECURITY_POLICY);
            headers.put("X-Frame-Options", "DENY");
        }
        return Collections.unmodifiableMap(headers);
    }
}
