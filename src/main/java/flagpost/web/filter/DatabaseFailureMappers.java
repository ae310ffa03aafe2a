package flagpost.web.filter;

import flagpost.web.request.LogSafe;
import flagpost.store.ConnectionFailures;
import flagpost.web.api.ApiExceptionMappers;
import flagpost.web.page.ErrorPages;
import flagpost.web.wording.PageLanguages;
import flagpost.words.Language;
import flagpost.words.Refusals;
import io.quarkus.arc.ArcUndeclaredThrowableException;
import jakarta.inject.Inject;
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

    private final PageLanguages languages;

    @Inject
    public DatabaseFailureMappers(PageLanguages languages) {
        this.languages = languages;
    }

    @ServerExceptionMapper({PersistenceException.class, SQLException.class, TransactionalException.class, RollbackException.class,
            HeuristicMixedException.class, HeuristicRollbackException.class, SystemException.class,
            ArcUndeclaredThrowableException.class})
    public Response databaseFailed(Exception failure, UriInfo uri) {
        boolean api = uri.getPath().startsWith("/api/");
        if (!ConnectionFailures.isCause(failure)) {
            LOG.errorf(failure, "%s failed", LogSafe.path(uri.getPath()));
            Language language = languages.ofFailed(uri);
            return api ? ApiExceptionMappers.error(language, 500, "INTERNAL_ERROR", null, lang -> Refusals.in(lang).apiFault())
                    : ErrorPages.page(language, 500, Refusals.in(language).errorFaultTitle(), Refusals.in(language).errorFault());
        }
        LOG.warnf("database unreachable, answered 503: %s", rootMessage(failure));
        Language language = languages.ofFailed(uri);
        Response answer = api
                ? ApiExceptionMappers.error(language, 503, "UNAVAILABLE", null, lang -> Refusals.in(lang).apiUnavailable())
                : ErrorPages.page(language, 503, Refusals.in(language).errorUnavailableTitle(), Refusals.in(language).errorUnavailable());
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
