package flagpost.config;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.test.junit.QuarkusTest;
import io.smallrye.config.EnvConfigSource;
import io.smallrye.config.PropertiesConfigSource;
import io.smallrye.config.SmallRyeConfig;
import io.smallrye.config.SmallRyeConfigBuilder;
import io.smallrye.config.SysPropConfigSource;
import java.util.Map;
import org.eclipse.microprofile.config.ConfigProvider;
import org.eclipse.microprofile.config.spi.ConfigSource;
import org.junit.jupiter.api.Test;

@QuarkusTest
class WorkerPoolConfigSourceTest {

    private static final String MAX_THREADS = "quarkus.thread-pool.max-threads";

    @Test
    void twoThreadsPerCoreAndNeverFewerThanFour() {
        assertEquals(4, WorkerPoolConfigSource.maxThreads(1));
        assertEquals(4, WorkerPoolConfigSource.maxThreads(2));
        assertEquals(6, WorkerPoolConfigSource.maxThreads(3));
        assertEquals(16, WorkerPoolConfigSource.maxThreads(8));
    }

    @Test
    void theRunningServerUsesItUnlessSomethingElseSetsThePool() {
        int cores = Runtime.getRuntime().availableProcessors();
        assertEquals(Math.max(4, 2 * cores), ConfigProvider.getConfig().getValue(MAX_THREADS, Integer.class));
    }

    @Test
    void onItsOwnItSetsThePool() {
        assertEquals(String.valueOf(WorkerPoolConfigSource.maxThreads(Runtime.getRuntime().availableProcessors())),
                config().getRawValue(MAX_THREADS));
    }

    /** The ordinals are MicroProfile Config's: application.properties 250, environment 300, system properties 400. */
    @Test
    void applicationPropertiesEnvironmentAndSystemPropertiesAllOutrankIt() {
        assertEquals("7", config(new PropertiesConfigSource(Map.of(MAX_THREADS, "7"), "application.properties", 250)).getRawValue(MAX_THREADS));
        assertEquals("9", config(new EnvConfigSource(Map.of("QUARKUS_THREAD_POOL_MAX_THREADS", "9"), 300)).getRawValue(MAX_THREADS));
        String before = System.getProperty(MAX_THREADS);
        System.setProperty(MAX_THREADS, "11");
        try {
            assertEquals("11", config(new SysPropConfigSource()).getRawValue(MAX_THREADS));
        } finally {
            if (before == null) {
                System.clearProperty(MAX_THREADS);
            } else {
                System.setProperty(MAX_THREADS, before);
            }
        }
    }

    private static SmallRyeConfig config(ConfigSource... others) {
        return new SmallRyeConfigBuilder().withSources(new WorkerPoolConfigSource()).withSources(others).build();
    }
}
