package flagpost.support;

import io.quarkus.hibernate.orm.PersistenceUnitExtension;
import java.util.concurrent.atomic.AtomicInteger;
import org.hibernate.resource.jdbc.spi.StatementInspector;

/**
 * Counts the SQL statements Hibernate prepares on the current thread, for tests that hold a piece of work to a
 * number of round trips. Hibernate calls it for every statement of the test application; counting is all it does.
 */
@PersistenceUnitExtension
public class StatementCounter implements StatementInspector {

    private static final ThreadLocal<int[]> PREPARED = ThreadLocal.withInitial(() -> new int[1]);
    private static final AtomicInteger EVERYWHERE = new AtomicInteger();

    @Override
    public String inspect(String sql) {
        PREPARED.get()[0]++;
        EVERYWHERE.incrementAndGet();
        return sql;
    }

    /** Statements prepared on this thread so far; subtract two readings to count a piece of work. */
    public static int onThisThread() {
        return PREPARED.get()[0];
    }

    /**
     * Statements prepared on any thread so far: for work a test hands to the server's threads (a page over HTTP). Only
     * meaningful while nothing else runs, as in the suite, where the jobs are off.
     */
    public static int everywhere() {
        return EVERYWHERE.get();
    }
}
