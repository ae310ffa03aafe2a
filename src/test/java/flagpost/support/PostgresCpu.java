package flagpost.support;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The CPU that this machine's PostgreSQL processes have used, from {@code /proc}, for benchmark reports: a ratio of
 * requests to a pgbench ceiling mixes what the JVM spends with what PostgreSQL spends, and this tells them apart.
 * It sums, over every process named {@code postgres}, its own user and system time and that of its children that have
 * ended (so a backend that closed during a run still counts, through the postmaster). Only a server on this machine
 * is seen; {@link #visible} is false when there is none (or no {@code /proc}).
 *
 * @param jiffies the sum, in clock ticks of {@value #TICKS_PER_SECOND} a second
 */
public record PostgresCpu(long jiffies, boolean visible) {

    /** {@code /proc} counts in USER_HZ ticks, which Linux fixes at 100 a second whatever the kernel's own tick. */
    static final int TICKS_PER_SECOND = 100;

    public static PostgresCpu now() {
        long jiffies = 0;
        boolean seen = false;
        try (DirectoryStream<Path> processes = Files.newDirectoryStream(Path.of("/proc"), "[0-9]*")) {
            for (Path process : processes) {
                String stat;
                try {
                    stat = Files.readString(process.resolve("stat"));
                } catch (IOException ended) {
                    continue; // it ended between the listing and the read
                }
                // pid (comm) state ppid ... : the name may hold spaces, so the fields are counted after its ')'.
                int nameEnd = stat.lastIndexOf(')');
                if (nameEnd < 0 || !stat.substring(stat.indexOf('(') + 1, nameEnd).equals("postgres")) {
                    continue;
                }
                String[] fields = stat.substring(nameEnd + 2).trim().split("\\s+");
                // After the name: state is field 3 of proc(5), so utime (14), stime, cutime, cstime (17) are at 11 to 14.
                for (int i = 11; i <= 14; i++) {
                    jiffies += Long.parseLong(fields[i]);
                }
                seen = true;
            }
        } catch (IOException | RuntimeException unreadable) {
            return new PostgresCpu(0, false);
        }
        return new PostgresCpu(jiffies, seen);
    }

    /** Nanoseconds of CPU PostgreSQL used from {@code before} to this reading; -1 when either could not see it. */
    public long nanosSince(PostgresCpu before) {
        if (!visible || !before.visible) {
            return -1;
        }
        return (jiffies - before.jiffies) * (1_000_000_000L / TICKS_PER_SECOND);
    }
}
