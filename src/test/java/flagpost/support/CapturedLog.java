package flagpost.support;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Predicate;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/**
 * The log lines a test wants to count, caught at the root logger while it listens: {@code listen()} in a
 * {@code @BeforeEach}, {@code stop()} in an {@code @AfterEach}. Lines come from any thread, so the list is safe to read
 * while they arrive.
 */
public final class CapturedLog extends Handler {

    private final Predicate<LogRecord> wanted;
    private final List<LogRecord> records = new CopyOnWriteArrayList<>();

    public CapturedLog(Predicate<LogRecord> wanted) {
        this.wanted = wanted;
    }

    public void listen() {
        Logger.getLogger("").addHandler(this);
    }

    public void stop() {
        Logger.getLogger("").removeHandler(this);
    }

    /** The lines caught since the last {@link #clear()}, in order. */
    public List<LogRecord> records() {
        return records;
    }

    public void clear() {
        records.clear();
    }

    @Override
    public void publish(LogRecord record) {
        if (record.getLoggerName() != null && wanted.test(record)) {
            records.add(record);
        }
    }

    @Override
    public void flush() {
    }

    @Override
    public void close() {
    }
}
