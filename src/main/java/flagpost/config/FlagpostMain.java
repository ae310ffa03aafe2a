package flagpost.config;

import io.quarkus.runtime.Quarkus;
import io.quarkus.runtime.annotations.QuarkusMain;

/**
 * Flagpost's entry point, for the packaged jar and dev mode alike: it switches off Quarkus's own check that a request
 * line is a URI, then starts Quarkus as its generated main would.
 *
 * <p>That check sits in front of every router and answers a request whose path or query is not a URI ({@code
 * /play/%zz}) with an empty 400: no page in words, no security headers, no log line. The web layer makes the same
 * check itself, first on the router, and answers it like any other unreadable request (see {@code
 * RequestFailures}). Quarkus reads the property once, when its HTTP recorder class is loaded at start-up, which is why
 * it is set here and not in {@code application.properties}. A value given on the command line is left as it is.
 */
@QuarkusMain
public final class FlagpostMain {

    /** The property Quarkus's outermost HTTP handler reads to skip its own URI check. */
    public static final String DISABLE_URI_VALIDATION = "vertx.disableURIValidation";

    private FlagpostMain() {
    }

    public static void main(String... args) {
        if (System.getProperty(DISABLE_URI_VALIDATION) == null) {
            System.setProperty(DISABLE_URI_VALIDATION, "true");
        }
        Quarkus.run(args);
    }
}
