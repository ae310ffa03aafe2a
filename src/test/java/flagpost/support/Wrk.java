package flagpost.support;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code wrk}, the HTTP load generator, as the page benchmarks run it: from a second process on loopback, over a list of
 * paths asked for in turn, its output read back into figures. Needs {@code /usr/bin/wrk} (apt-get install -y wrk).
 */
public final class Wrk {

    private static final Path WRK = Path.of("/usr/bin/wrk");
    private static final Pattern PERCENTILE = Pattern.compile("^\\s+(50|75|90|99)%\\s+([\\d.]+)(us|ms|s)\\s*$", Pattern.MULTILINE);
    private static final Pattern RATE = Pattern.compile("Requests/sec:\\s+([\\d.]+)");
    private static final Pattern REQUESTS = Pattern.compile("(\\d+) requests in");

    private Wrk() {
    }

    /** Whether wrk is installed where the benchmarks look for it. */
    public static boolean installed() {
        return Files.isExecutable(WRK);
    }

    /** A wrk script file that asks for these paths in turn (each wrk thread keeps its own turn). */
    public static Path rotation(List<String> paths) throws IOException {
        StringBuilder lua = new StringBuilder("local paths = {\n");
        for (String path : paths) {
            lua.append("  \"").append(path).append("\",\n");
        }
        lua.append("}\nlocal turn = 0\nrequest = function()\n  turn = turn % #paths + 1\n")
                .append("  return wrk.format(\"GET\", paths[turn])\nend\n");
        Path script = Files.createTempFile("wrk-paths", ".lua");
        Files.writeString(script, lua);
        return script;
    }

    /** One run's figures; a latency wrk did not print (no {@code --latency}) is NaN. */
    public record Figures(double p50Millis, double p75Millis, double p90Millis, double p99Millis, double perSecond, long requests,
            boolean errors) {

        public static Figures of(String wrkOutput) {
            double[] percentiles = {Double.NaN, Double.NaN, Double.NaN, Double.NaN};
            Matcher percentile = PERCENTILE.matcher(wrkOutput);
            while (percentile.find()) {
                int slot = switch (percentile.group(1)) {
                    case "50" -> 0;
                    case "75" -> 1;
                    case "90" -> 2;
                    default -> 3;
                };
                percentiles[slot] = toMillis(Double.parseDouble(percentile.group(2)), percentile.group(3));
            }
            Matcher rate = RATE.matcher(wrkOutput);
            Matcher requests = REQUESTS.matcher(wrkOutput);
            return new Figures(percentiles[0], percentiles[1], percentiles[2], percentiles[3],
                    rate.find() ? Double.parseDouble(rate.group(1)) : Double.NaN, requests.find() ? Long.parseLong(requests.group(1)) : 0,
                    wrkOutput.contains("Non-2xx") || wrkOutput.contains("Socket errors"));
        }

        @Override
        public String toString() {
            return String.format("p50 %.2f ms, p99 %.2f ms, %.0f requests/s%s", p50Millis, p99Millis, perSecond, errors ? ", ERRORS" : "");
        }
    }

    private static double toMillis(double value, String unit) {
        return switch (unit) {
            case "us" -> value / 1_000;
            case "s" -> value * 1_000;
            default -> value;
        };
    }

    /**
     * Runs a command to its end and returns its output. The output goes to a file, not a pipe: reading a pipe to its end
     * before waiting blocked for good when wrk (or a child it left) never closed it, and no timeout could help.
     */
    public static String run(String... command) throws IOException, InterruptedException {
        Path output = Files.createTempFile("wrk", ".out");
        Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(output.toFile()).start();
        boolean ended = process.waitFor(5, TimeUnit.MINUTES);
        if (!ended) {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
        }
        String text = Files.readString(output, StandardCharsets.UTF_8);
        Files.deleteIfExists(output);
        if (!ended || process.exitValue() != 0) {
            throw new IllegalStateException(String.join(" ", command) + (ended ? " failed:\n" : " did not end in 5 minutes:\n") + text);
        }
        return text;
    }
}
