package flagpost.config;

import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;

import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

import io.quarkus.runtime.StartupEvent;

/** Says at start which database Flagpost chose (see {@link DatabaseConfigSourceFactory}). */
@Singleton
public class DatabaseChoiceLogger {

    private static final Logger LOG = Logger.getLogger(DatabaseChoiceLogger.class);

    @ConfigProperty(name = DatabaseConfigSourceFactory.CHOICE, defaultValue = "quarkus.datasource.jdbc.url")
    String choice;

    void onStart(@Observes StartupEvent event) {
        LOG.infof("Database: %s", choice);
    }
}
