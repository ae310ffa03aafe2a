package flagpost.web;

import flagpost.store.ConnectionFailures;
import io.quarkus.arc.ArcUndeclaredThrowableException;
import jakarta.persistence.PersistenceException;
import jakarta.transaction.HeuristicMixedException;
import jakarta.transaction.HeuristicRollbackException;
import jakarta.transaction.RollbackException;
import jakarta.transaction.SystemException;
import jakarta.transaction.TransactionalException;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.sql.SQLException;
import org.jboss.logging.Logger;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/**
 * A failure of the database, in words. While it cannot be reached (stopped, restarting, the network cut) every page
 * and API call answers 503 with {@code Retry-After}: the request's transaction did not commit, so nothing was
 * changed, and trying again in a minute is the right thing to do. Any other database failure is a fault of ours: a
 * 500 that says so, logged with its stack trace.
 */
public class DatabaseFailureMappers {

    private static final Logger LOG = Logger.getLogger(DatabaseFailureMappers.class);
    static final String RETRY_AFTER_SECONDS = "60";

    @ServerExceptionMapper({PersistenceException.class, SQLException.class, TransactionalException.class, RollbackException.class,
            HeuristicMixedException.class, HeuristicRollbackException.class, SystemException.class,
            ArcUndeclaredThrowableException.class})
    public Response databaseFailed(Exception failure, UriInfo uri) {
        boolean api = uri.getPath().startsWith("/api/");
        if (!ConnectionFailures.isCause(failure)) {
            LOG.errorf(failure, "%s failed", uri.getPath().replaceAll("/[^/]{20,}", "/…")); // no token in the log
            return api ? ApiExceptionMappers.error(500, "INTERNAL_ERROR", null,
                    "Something went wrong on our side and the request could not be completed. It has been logged; try again later.")
                    : ErrorPages.page(500, "Something went wrong on our side",
                            "The request could not be completed because of a fault in Flagpost. It has been logged; try again later.");
        }
        LOG.warnf("database unreachable, answered 503: %s", rootMessage(failure));
        Response answer = api
                ? ApiExceptionMappers.error(503, "UNAVAILABLE", null,
                        "Flagpost cannot reach its database just now: nothing was changed; try again in a minute.")
                : ErrorPages.page(503, "Back in a minute",
                        "Flagpost cannot reach its database just now, so nothing was changed; try again in a minute.");
        return Response.fromResponse(answer).header("Retry-After", RETRY_AFTER_SECONDS).build();
    }

    private static String rootMessage(Throwable failure) {
        Throwable root = failure;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        return root.getClass().getSimpleName() + ": " + root.getMessage();
    }
}
