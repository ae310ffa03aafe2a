package flagpost.mail;

import io.quarkus.runtime.StartupEvent;
import jakarta.annotation.Priority;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.interceptor.Interceptor;
import jakarta.mail.util.StreamProvider;
import org.eclipse.angus.mail.util.MailStreamProvider;
import org.jboss.logging.Logger;

/**
 * Names Jakarta Mail's stream provider once, for the whole JVM. Jakarta Mail 2.1 looks its {@link StreamProvider} up
 * again for every body part, multipart and encoded header it makes, and without the system property
 * {@value #PROPERTY} each lookup reads the {@code META-INF/services} files of every jar (jakartaee/mail-api issues
 * 699 and 861). Composing, sending and reading an email each make several, so those scans become a real part of the
 * cost of sending and of parsing a message. With the property set, a lookup is a class-name load. A host that set the property keeps its own value.
 *
 * <p>One catch: with the property set, Jakarta Mail loads the class through the calling thread's context class loader
 * and fails there, instead of falling back, when that loader cannot see Angus. Flagpost's own threads (workers,
 * scheduler, outbox) all have the application's loader; mail built on a JDK pool thread (the common fork-join pool
 * has the system loader, which in a packaged build cannot see Angus) would fail. Nothing does that today.
 */
@ApplicationScoped
public class MailStreams {

    static final String PROPERTY = StreamProvider.class.getName();
    private static final Logger LOG = Logger.getLogger(MailStreams.class);

    void started(@Observes @Priority(Interceptor.Priority.PLATFORM_BEFORE) StartupEvent event) {
        nameTheProvider();
    }

    /**
     * Sets {@value #PROPERTY} to Angus's provider unless it is set, and checks a lookup finds it; should it not (a class
     * loader that cannot see Angus), the property is cleared again and lookups read the service files as before.
     */
    static void nameTheProvider() {
        if (System.getProperty(PROPERTY) != null) {
            return;
        }
        System.setProperty(PROPERTY, MailStreamProvider.class.getName());
        try {
            StreamProvider.provider();
        } catch (RuntimeException notFound) {
            System.clearProperty(PROPERTY);
            LOG.warnf("Jakarta Mail cannot load %s by name (%s); it looks its stream provider up in the service files instead",
                    MailStreamProvider.class.getName(), notFound.getMessage());
        }
    }
}
