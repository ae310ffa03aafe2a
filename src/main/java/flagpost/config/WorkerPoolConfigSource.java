package flagpost.config;

import java.util.Map;
import java.util.Set;

import org.eclipse.microprofile.config.spi.ConfigSource;

/**
 * Sizes Quarkus's worker pool to the machine: {@code quarkus.thread-pool.max-threads} is two threads per core,
 * at least four, unless set anywhere else.
 *
 * <p>Quarkus's default is 200. That suits work that mostly waits; a Flagpost page is short CPU work (rules,
 * template) around one or two quick database calls, so more runnable threads than cores only adds switching: under
 * load, the small pool serves more pages with a shorter tail (docs/PERFORMANCE.md has the figures). The two scheduled
 * jobs run on the same pool, so it never drops below four.
 *
 * <p>Ordinal {@value #ORDINAL}: below application.properties (250), env (300) and system properties (400), so
 * {@code QUARKUS_THREAD_POOL_MAX_THREADS} or {@code -Dquarkus.thread-pool.max-threads} still wins. Registered in
 * {@code META-INF/services/org.eclipse.microprofile.config.spi.ConfigSource}.
 */
public class WorkerPoolConfigSource implements ConfigSource {

    static final int ORDINAL = 200;
    static final String MAX_THREADS = "quarkus.thread-pool.max-threads";

    private final Map<String, String> values = Map.of(MAX_THREADS, String.valueOf(maxThreads(Runtime.getRuntime().availableProcessors())));

    static int maxThreads(int cores) {
        return Math.max(4, 2 * cores);
    }

    @Override
    public Set<String> getPropertyNames() {
        return values.keySet();
    }

    @Override
    public String getValue(String propertyName) {
        return values.get(propertyName);
    }

    @Override
    public String getName() {
        return "flagpost worker pool sized to the cores";
    }

    @Override
    public int getOrdinal() {
        return ORDINAL;
    }
}
