package flagpost.config;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

import org.eclipse.microprofile.config.spi.ConfigSource;
import org.jboss.logging.Logger;

import io.quarkus.runtime.LaunchMode;
import io.smallrye.config.ConfigSourceContext;
import io.smallrye.config.ConfigSourceFactory;
import io.smallrye.config.ConfigValue;

/**
 * Refuses a production start that lacks a setting a host must give ({@link ProductionSettings}), before anything
 * else runs: no database is probed or started, no schema migrated, no port opened.
 *
 * <p>It is a config source factory only to run that early: Quarkus builds the runtime configuration before any
 * extension starts, and a factory is handed every source (environment, system properties, application.properties,
 * an {@code .env} file) while that happens. It contributes no source of its own. Registered in
 * {@code META-INF/services/io.smallrye.config.ConfigSourceFactory}; dev mode and tests are not checked, since
 * they have local defaults on purpose.
 */
public class ProductionSettingsCheck implements ConfigSourceFactory {

    private static final Logger LOG = Logger.getLogger(ProductionSettingsCheck.class);

    @Override
    public Iterable<ConfigSource> getConfigSources(ConfigSourceContext context) {
        if (LaunchMode.current() != LaunchMode.NORMAL || DatabaseConfigSourceFactory.duringBuild()) {
            return List.of();
        }
        List<String> names = new ArrayList<>();
        context.iterateNames().forEachRemaining(names::add);
        List<String> problems = ProductionSettings.problems(name -> {
            ConfigValue value = context.getValue(name);
            return value == null ? null : value.getValue();
        }, names);
        if (!problems.isEmpty()) {
            String refusal = ProductionSettings.refusal(problems);
            LOG.error(refusal);
            throw new IllegalStateException(refusal);
        }
        return List.of();
    }

    @Override
    public OptionalInt getPriority() {
        return OptionalInt.of(DatabaseConfigSourceFactory.ORDINAL);
    }
}
