package flagpost.config;

import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;

import org.eclipse.microprofile.config.spi.ConfigSource;

import io.smallrye.config.ConfigSourceContext;
import io.smallrye.config.ConfigSourceFactory;
import io.smallrye.config.ConfigValue;

/**
 * Supplies {@code quarkus.datasource.jdbc.url}, {@code .username} and {@code .password} when nobody else does.
 *
 * <p>Order of choice (see {@link DatabaseLocator} and the README):
 * <ol>
 * <li>{@code quarkus.datasource.jdbc.url} set anywhere (system property, env {@code QUARKUS_DATASOURCE_JDBC_URL},
 * application.properties): this factory adds nothing.</li>
 * <li>{@code DB_URL} (env or system property), with {@code DB_USER} and {@code DB_PASSWORD}.</li>
 * <li>A PostgreSQL answering on {@code flagpost.db.probe-host}:{@code flagpost.db.probe-port} (default
 * 127.0.0.1:5432); the database {@code flagpost.db.name} is created there if missing.</li>
 * <li>Otherwise an embedded PostgreSQL keeping its data in {@code flagpost.db.embedded.data-dir}.</li>
 * </ol>
 *
 * <p>The source has ordinal {@value #ORDINAL}: below application.properties (250), env (300) and system
 * properties (400), so any of those still wins. It is registered in
 * {@code META-INF/services/io.smallrye.config.ConfigSourceFactory} and is not {@code @StaticInitSafe}, so it is
 * only used for the runtime configuration. The work (probe, create, start) happens lazily, the first time one of
 * the datasource properties is read.
 */
public class DatabaseConfigSourceFactory implements ConfigSourceFactory {

    static final int ORDINAL = 200;

    static final String URL = "quarkus.datasource.jdbc.url";
    static final String USERNAME = "quarkus.datasource.username";
    static final String PASSWORD = "quarkus.datasource.password";
    /** Human-readable description of the choice, logged at start by {@link DatabaseChoiceLogger}. */
    static final String CHOICE = "flagpost.db.chosen";

    private static final Set<String> NAMES = Set.of(URL, USERNAME, PASSWORD, CHOICE);

    @Override
    public Iterable<ConfigSource> getConfigSources(ConfigSourceContext context) {
        ConfigValue configured = context.getValue(URL);
        if (configured != null && configured.getValue() != null && !configured.getValue().isBlank()) {
            return List.of(new ChoiceSource(null, "quarkus.datasource.jdbc.url " + DatabaseLocator.withoutQuery(configured.getValue())));
        }
        DatabaseLocator.Settings settings = DatabaseLocator.Settings.from(name -> {
            ConfigValue value = context.getValue(name);
            return value == null ? null : value.getValue();
        });
        return List.of(new ChoiceSource(settings, null));
    }

    @Override
    public OptionalInt getPriority() {
        return OptionalInt.of(ORDINAL);
    }

    /**
     * True while Quarkus builds the application (augmentation in {@code package}, {@code quarkus:dev} and
     * {@code @QuarkusTest}). The build-time reader reads every property of every source, including the runtime
     * ones, and must neither probe nor start a database: runtime values are only wanted at run time.
     */
    static boolean duringBuild() {
        return StackWalker.getInstance().walk(frames -> frames.anyMatch(f -> {
            String c = f.getClassName();
            return c.equals("io.quarkus.deployment.QuarkusAugmentor")
                    || c.startsWith("io.quarkus.deployment.configuration.")
                    || c.startsWith("io.quarkus.maven.");
        }));
    }

    /** Resolves the database on first use; {@code settings == null} means "already configured elsewhere". */
    static final class ChoiceSource implements ConfigSource {
        private final DatabaseLocator.Settings settings;
        private final String configured;
        private volatile Map<String, String> values;

        ChoiceSource(DatabaseLocator.Settings settings, String configured) {
            this.settings = settings;
            this.configured = configured;
        }

        private Map<String, String> values() {
            Map<String, String> v = values;
            if (v == null) {
                synchronized (this) {
                    v = values;
                    if (v == null) {
                        if (settings == null) {
                            v = Map.of(CHOICE, configured);
                        } else {
                            DatabaseLocator.Choice choice = DatabaseLocator.locate(settings);
                            v = Map.of(URL, choice.url(), USERNAME, choice.username(), PASSWORD, choice.password(),
                                    CHOICE, choice.description());
                        }
                        values = v;
                    }
                }
            }
            return v;
        }

        @Override
        public Set<String> getPropertyNames() {
            return settings == null ? Set.of(CHOICE) : NAMES;
        }

        @Override
        public String getValue(String propertyName) {
            if (!NAMES.contains(propertyName) || duringBuild()) {
                return null;
            }
            return values().get(propertyName);
        }

        @Override
        public int getOrdinal() {
            return ORDINAL;
        }

        @Override
        public String getName() {
            return "FlagpostDatabaseConfigSource";
        }
    }
}
