package flagpost.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import org.eclipse.microprofile.config.ConfigProvider;
import org.junit.jupiter.api.Test;

@QuarkusTest
class WorkerPoolConfigSourceTest {

    @Test
    void twoThreadsPerCoreAndNeverFewerThanFour() {
        assertEquals(4, WorkerPoolConfigSource.maxThreads(1));
        assertEquals(4, WorkerPoolConfigSource.maxThreads(2));
        assertEquals(6, WorkerPoolConfigSource.maxThreads(3));
        assertEquals(16, WorkerPoolConfigSource.maxThreads(8));
    }

    @Test
    void theRunningServerUsesItUnlessSomethingElseSetsThePool() {
        int expected = WorkerPoolConfigSource.maxThreads(Runtime.getRuntime().availableProcessors());
        assertEquals(expected, ConfigProvider.getConfig().getValue(WorkerPoolConfigSource.MAX_THREADS, Integer.class));
    }

    @Test
    void applicationPropertiesEnvironmentAndSystemPropertiesAllOutrankIt() {
        assertTrue(WorkerPoolConfigSource.ORDINAL < 250, "application.properties is 250, env 300, system properties 400");
    }
}
