package flagpost.web.filter;

import flagpost.links.LinkService;
import flagpost.web.api.ApiExceptionMappers;
import flagpost.web.page.ErrorPages;
import flagpost.web.wording.PageLanguages;
import flagpost.words.Language;
import flagpost.words.RefusalBundle;
import flagpost.words.Refusals;
import jakarta.inject.Inject;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.util.Locale;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;

/**
 * Refuses a state-changing request (anything but GET, HEAD and OPTIONS) that a browser says another site sent, so
 * no web page can make its visitors' browsers start games, play, resign or unsubscribe. One filter for every form
 * and the JSON API. A browser's word is {@code Sec-Fetch-Site} ({@code same-origin} or {@code none} pass), or
 * without it {@code Origin}, which must be the origin of {@code flagpost.base-url} or agree with the request's own
 * Host. A request with neither header passes: curl and other scripts, old clients, and above all a mail client's
 * one-click unsubscribe (RFC 8058), which is cross-site by nature and sends neither.
 */
public class CrossSiteRequests {


    private final String baseOrigin;
    private final PageLanguages languages;

    @Inject
    public CrossSiteRequests(LinkService links, PageLanguages languages) {
        this.baseOrigin = originOf(links.baseUrl());
        this.languages = languages;
    }

    @ServerRequestFilter(preMatching = true)
    public Response refuseCrossSite(ContainerRequestContext request) {
        String method = request.getMethod();
        if ("GET".equals(method) || "HEAD".equals(method) || "OPTIONS".equals(method)) {
            return null;
        }
        if (!crossSite(request.getHeaderString("Sec-Fetch-Site"), request.getHeaderString("Origin"),
                request.getHeaderString("Host"), baseOrigin)) {
            return null;
        }
        Language language = languages.ofRequest(); // no resource has run yet, so no link has been checked
        if (request.getUriInfo().getPath().startsWith("/api/")) {
            return ApiExceptionMappers.error(language, 403, "CROSS_SITE", null, lang -> Refusals.in(lang).errorCrossSite());
        }
        RefusalBundle say = Refusals.in(language);
        return ErrorPages.page(language, Response.Status.FORBIDDEN, say.errorCrossSiteTitle(), say.errorCrossSite());
    }

    /** Whether the browser's headers say another site sent the request. */
    static boolean crossSite(String fetchSite, String origin, String host, String baseOrigin) {
        if (fetchSite != null && !fetchSite.isBlank()) {
            String site = fetchSite.strip().toLowerCase(Locale.ROOT);
            return !site.equals("same-origin") && !site.equals("none");
        }
        if (origin == null || origin.isBlank()) {
            return false;
        }
        // "null" is what a sandboxed frame, a data: page or a no-referrer redirect sends: no page of ours.
        String claimed = originOf(origin.strip());
        if (claimed == null) {
            return true;
        }
        boolean ours = claimed.equals(baseOrigin);
        boolean sameHost = host != null && claimed.substring(claimed.indexOf("://") + 3).equals(host.strip().toLowerCase(Locale.ROOT));
        return !ours && !sameHost;
    }

    /** {@code scheme://host[:port]} in lower case, without a default port; null for anything else ("null" included). */
    static String originOf(String url) {
        try {
            URI uri = new URI(url);
            if (uri.getScheme() == null || uri.getHost() == null) {
                return null;
            }
            String scheme = uri.getScheme().toLowerCase(Locale.ROOT);
            int port = uri.getPort();
            boolean defaultPort = port == -1 || (scheme.equals("http") && port == 80) || (scheme.equals("https") && port == 443);
            return scheme + "://" + uri.getHost().toLowerCase(Locale.ROOT) + (defaultPort ? "" : ":" + port);
        } catch (java.net.URISyntaxException notAnOrigin) {
            return null;
        }
    }
}
