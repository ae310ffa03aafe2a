package flagpost.support;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** The whole machine's CPU from {@code /proc/stat}, for benchmark reports: how busy it was between two readings. */
public record MachineCpu(long busy, long total) {

    /** Busy and total jiffies now; zeros where there is no {@code /proc/stat}. */
    public static MachineCpu now() {
        try {
            String[] cpu = Files.readAllLines(Path.of("/proc/stat")).get(0).trim().split("\\s+");
            long total = 0;
            for (int i = 1; i < Math.min(cpu.length, 9); i++) { // user nice system idle iowait irq softirq steal
                total += Long.parseLong(cpu[i]);
            }
            long idle = Long.parseLong(cpu[4]) + Long.parseLong(cpu[5]);
            return new MachineCpu(total - idle, total);
        } catch (IOException | RuntimeException unreadable) {
            return new MachineCpu(0, 0);
        }
    }

    /** The busy share of the machine from {@code before} to this reading, 0 to 1; NaN when nothing was read. */
    public double busySince(MachineCpu before) {
        return total == before.total ? Double.NaN : (double) (busy - before.busy) / (total - before.total);
    }
}
