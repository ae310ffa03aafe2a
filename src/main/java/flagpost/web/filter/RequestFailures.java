package flagpost.web.filter;

import flagpost.web.request.LogSafe;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import flagpost.web.api.ApiJson;
import flagpost.web.page.ErrorPages;
import flagpost.web.page.HtmlResponses;
import flagpost.words.Language;
import flagpost.words.RefusalBundle;
import flagpost.words.Refusals;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.HttpException;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import org.jboss.logging.Logger;

/**
 * What fails before a page or the API can answer, answered in words: a request line that is no URI ({@code /play/%zz},
 * checked here first), a form body with a broken percent escape ({@code email=%zz}), a multipart body cut short, a body over the size limit, and any fault no exception
 * mapper took. Left alone, Vert.x answers these with an empty 400 and Quarkus with its own JSON (an error id and, in
 * dev, a stack), without the security headers, and logs the full path, token and all, at ERROR.
 *
 * <p>Each gets the page of {@code pages/error.html} (JSON under {@code /api/}, as {@link ApiExceptionMappers} writes
 * it) in the language the request asks for, with the headers of {@link SecurityHeaders} and {@code no-store}. A refusal
 * is logged once at INFO: method, path without its token, status and the kind of failure, never the body or an
 * exception's message (which may quote the body). A fault of ours is logged once at ERROR with its stack.
 */
@ApplicationScoped
public class RequestFailures {

    private static final Logger LOG = Logger.getLogger(RequestFailures.class);

    private final ObjectMapper json;

    @Inject
    public RequestFailures(ObjectMapper json) {
        this.json = json;
    }

    /**
     * First among the failure handlers, ahead of Quarkus's own, which would log the path and answer its JSON; and the
     * router's handler for each error status, which is what Vert.x calls when the path itself cannot be decoded.
     */
    void install(@Observes Router router) {
        router.route().order(Integer.MIN_VALUE).handler(RequestFailures::refuseWhatIsNoUri);
        router.route().order(Integer.MIN_VALUE).failureHandler(context -> answer(context, context.statusCode()));
        for (int status = 400; status < 600; status++) {
            int code = status;
            router.errorHandler(code, context -> answer(context, code));
        }
    }

    /**
     * A request line that is not a URI ({@code /play/%zz}, {@code ?ply=%G1}, a space or a {@code <} in the path) is
     * refused here, before the body is read and before any page, static file or {@code /q/} route sees it. This is the
     * check Quarkus's outermost handler makes ({@code new URI(request.uri())}), which the entry point switches off
     * because that handler answers with an empty 400; here the refusal gets the page in words like the others. It runs
     * on the main router at the lowest order, beside only Quarkus's own handlers of that order, none of which reads the
     * path.
     */
    static void refuseWhatIsNoUri(RoutingContext context) {
        String uri = context.request().uri();
        boolean readable = uri != null;
        if (readable) {
            try {
                new URI(uri);
            } catch (URISyntaxException notAUri) {
                readable = false;
            }
        }
        if (readable) {
            context.next();
        } else {
            context.fail(400, new NotAUri());
        }
    }

    /**
     * What the log line names for a request line that is not a URI. It carries no message and no stack: the URI holds
     * the token, and where it was refused is always here.
     */
    static final class NotAUri extends RuntimeException {
        NotAUri() {
            super(null, null, false, false);
        }
    }

    private void answer(RoutingContext context, int given) {
        HttpServerRequest request = context.request();
        Throwable failure = context.failure();
        int status = statusOf(failure, given);
        String path = request.path();
        String logged = request.method() + " " + LogSafe.path(path);
        if (status >= 500) {
            LOG.errorf(failure, "%s failed, answered %d", logged, status);
        } else {
            LOG.infof("refused %s: %d (%s)", logged, status, failure == null ? HttpResponseStatus.valueOf(status).reasonPhrase()
                    : failure.getClass().getSimpleName());
        }
        HttpServerResponse response = context.response();
        if (response.headWritten()) {
            response.reset(); // too late for a page: the client learns from the cut connection
            return;
        }
        boolean api = path != null && path.startsWith("/api/");
        Language language = language(request);
        String body;
        try {
            body = api ? json.writeValueAsString(apiError(status, language)) : page(status, language);
        } catch (JsonProcessingException | RuntimeException unwritable) {
            LOG.errorf(unwritable, "the answer to %s could not be written", logged);
            response.setStatusCode(status).end();
            return;
        }
        response.setStatusCode(status);
        SecurityHeaders.headersFor(path == null ? "" : path, !api).forEach(response::putHeader);
        response.putHeader("Cache-Control", "no-store"); // an answer about a broken request is never worth keeping
        response.putHeader("Content-Type", api ? "application/json;charset=UTF-8" : HtmlResponses.HTML_UTF8);
        response.end(body);
    }

    /**
     * The status a failure answers with: a body that could not be read (cut short, or a percent escape that is not one)
     * is the client's, 400, whatever status the framework gave it (REST hands those on as 500s); otherwise the status
     * given, and a fault of ours, 500, when none was.
     */
    static int statusOf(Throwable failure, int given) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause() == cause ? null : cause.getCause()) {
            if (cause instanceof HttpException http) {
                return http.getStatusCode();
            }
            if (cause instanceof IOException || isDecoding(cause)) {
                return 400;
            }
        }
        return given > 0 ? given : 500;
    }

    /** An escape the decoders refuse: thrown by REST's form and path decoding, or by Vert.x's. */
    private static boolean isDecoding(Throwable failure) {
        if (!(failure instanceof IllegalArgumentException)) {
            return false;
        }
        for (StackTraceElement frame : failure.getStackTrace()) {
            String type = frame.getClassName();
            if (type.equals("org.jboss.resteasy.reactive.common.util.URLUtils") || type.equals("io.vertx.core.net.impl.URIDecoder")
                    || type.startsWith("io.netty.handler.codec.http.QueryStringDecoder")) {
                return true;
            }
        }
        return false;
    }

    private static String page(int status, Language language) {
        RefusalBundle say = Refusals.in(language);
        return switch (status) {
            case 400 -> ErrorPages.markup(language, say.errorUnreadableTitle(), say.errorUnreadable());
            case 404 -> ErrorPages.markup(language, say.errorNoPageTitle(), say.errorNoPage());
            case 405 -> ErrorPages.markup(language, say.errorMethodTitle(), say.errorMethod());
            case 413 -> ErrorPages.markup(language, say.errorTooLargeTitle(), say.errorTooLarge());
            case 503 -> ErrorPages.markup(language, say.errorUnavailableTitle(), say.errorUnavailable());
            default -> status >= 500 ? ErrorPages.markup(language, say.errorFaultTitle(), say.errorFault())
                    : ErrorPages.markup(language, say.errorNotServedTitle(), say.errorNotServed(status));
        };
    }

    private static ApiJson.Error apiError(int status, Language language) {
        String reason = HttpResponseStatus.valueOf(status).reasonPhrase();
        String code = status == 400 ? "BAD_REQUEST" : status >= 500 && status != 503 ? "INTERNAL_ERROR"
                : reason.toUpperCase().replace(' ', '_');
        RefusalBundle english = Refusals.in(Language.EN);
        RefusalBundle say = Refusals.in(language);
        return switch (status) {
            case 400 -> new ApiJson.Error(code, null, english.apiUnreadableRequest(), language.code(), say.apiUnreadableRequest());
            case 503 -> new ApiJson.Error(code, null, english.apiUnavailable(), language.code(), say.apiUnavailable());
            default -> status >= 500 ? new ApiJson.Error(code, null, english.apiFault(), language.code(), say.apiFault())
                    : new ApiJson.Error(code, null, english.apiNotAnswered(status), language.code(), say.apiNotAnswered(status));
        };
    }

    /** The request's own language ({@code ?lang=}, else {@code Accept-Language}): no player is known this early. */
    private static Language language(HttpServerRequest request) {
        Language asked;
        try {
            asked = Language.ofCode(request.getParam("lang"));
        } catch (RuntimeException undecodable) {
            asked = null; // a query with a broken escape asks for nothing
        }
        Language accepted = asked != null ? asked : Language.ofAcceptLanguage(request.getHeader("Accept-Language"));
        return accepted != null ? accepted : Language.EN;
    }
}
