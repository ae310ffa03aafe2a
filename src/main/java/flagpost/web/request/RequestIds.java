package flagpost.web.request;

import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.util.HexFormat;
import java.util.concurrent.ThreadLocalRandom;
import java.util.regex.Pattern;
import org.jboss.logging.MDC;

/**
 * Gives every request an id, written on each log line of that request (the MDC key {@value #MDC_KEY}: {@code %X{requestId}}
 * in the plain format, a field of {@code mdc} in the JSON one) and sent back as {@value #HEADER}, so a player's
 * complaint or a proxy's log line leads to the application's lines. A reverse proxy may set the id ({@code deploy/nginx.conf}
 * passes nginx's {@code $request_id}); one that is not a short run of letters, digits, dots and dashes is replaced, so
 * a client cannot write into the log through it. Quarkus keeps the MDC with the request's Vert.x context, so the id
 * follows the request from the event loop to the worker thread that runs its page.
 */
@ApplicationScoped
public class RequestIds {

    public static final String HEADER = "X-Request-Id";
    public static final String MDC_KEY = "requestId";
    private static final Pattern ACCEPTED = Pattern.compile("[A-Za-z0-9._-]{8,64}");

    void install(@Observes Router router) {
        // Before everything, RequestFailures' URI check included, so even a refused request's line carries its id.
        router.route().order(Integer.MIN_VALUE).handler(RequestIds::tag);
    }

    private static void tag(RoutingContext context) {
        String given = context.request().getHeader(HEADER);
        String id = given != null && ACCEPTED.matcher(given).matches() ? given : fresh();
        MDC.put(MDC_KEY, id);
        context.response().putHeader(HEADER, id);
        context.next();
    }

    /** 64 random bits: an id to find lines by, not a secret. */
    private static String fresh() {
        return HexFormat.of().toHexDigits(ThreadLocalRandom.current().nextLong());
    }
}
