package flagpost.config;

import flagpost.words.Bundles;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.annotation.Priority;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;
import jakarta.interceptor.Interceptor;

/**
 * Tells {@link Bundles} when the application's own message bundles are there to be used: from its start, before any
 * other start-up work, until its stop, after all other stop work. The words cannot ask Quarkus themselves (they import
 * nothing of it but Qute), and before and after these two moments they render the same messages standalone.
 */
@Singleton
public class ApplicationBundles {

    void started(@Observes @Priority(Interceptor.Priority.PLATFORM_BEFORE) StartupEvent event) {
        Bundles.applicationStarted();
    }

    void stopped(@Observes @Priority(Interceptor.Priority.PLATFORM_AFTER) ShutdownEvent event) {
        Bundles.applicationStopped();
    }
}
