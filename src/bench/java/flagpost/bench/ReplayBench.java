package flagpost.bench;

import flagpost.gravon.GravonFormatException;
import flagpost.gravon.GravonGame;
import flagpost.gravon.GravonReader;
import flagpost.gravon.Replay;
import flagpost.gravon.TestData;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.Blackhole;

/**
 * (d) The Replay tool's work on a folder of records held in memory (the project's test games, src/test/resources/games, or the
 * folder named by {@code -Dflagpost.testdata=...}): one operation replays every record; the
 * {@code plies} counter is plies per second. {@code readOnly} is the XML reading alone, to show
 * what share of the time the rules take.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class ReplayBench {

    @AuxCounters(AuxCounters.Type.OPERATIONS)
    @State(Scope.Thread)
    public static class Counters {
        public long plies;

        @Setup(Level.Iteration)
        public void reset() {
            plies = 0;
        }
    }

    private List<String> records;
    private List<String> names;

    @Setup(Level.Trial)
    public void load() throws IOException {
        Path folder = TestData.gamesFolder();
        try (Stream<Path> files = Files.list(folder)) {
            List<Path> paths = files.filter(p -> p.toString().endsWith(".xml")).sorted().toList();
            records = paths.stream().map(ReplayBench::read).toList();
            names = paths.stream().map(p -> p.getFileName().toString()).toList();
        }
        int plies = 0;
        for (int i = 0; i < records.size(); i++) {
            plies += Replay.replay(records.get(i), names.get(i), Replay.Settings.RECORDED).plies();
        }
        System.out.printf("%n%d records from %s, %d plies per pass%n", records.size(), folder.toAbsolutePath().normalize(), plies);
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Benchmark
    public void replayFolder(Counters counters, Blackhole blackhole) {
        for (int i = 0; i < records.size(); i++) {
            Replay.Report report = Replay.replay(records.get(i), names.get(i), Replay.Settings.RECORDED);
            counters.plies += report.plies();
            blackhole.consume(report);
        }
    }

    @Benchmark
    public void readOnly(Counters counters, Blackhole blackhole) throws GravonFormatException {
        for (String record : records) {
            GravonGame game = GravonReader.read(record);
            counters.plies += game.moves().size();
            blackhole.consume(game);
        }
    }
}
