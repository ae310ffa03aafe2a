package flagpost.gravon;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

class ReplayRecordsTest {

    @Test
    void theCommittedRecordsAreExactlyWhatReplayRecordsBuilds() throws IOException {
        Map<String, String> built = ReplayRecords.all();
        Path folder = ReplayTest.ownRecords();

        try (Stream<Path> files = Files.list(folder)) {
            assertEquals(built.keySet(), files.map(file -> file.getFileName().toString())
                    .filter(name -> name.endsWith(".xml")).collect(java.util.stream.Collectors.toCollection(java.util.TreeSet::new)));
        }
        for (Map.Entry<String, String> record : built.entrySet()) {
            assertEquals(record.getValue(), Files.readString(folder.resolve(record.getKey())), record.getKey());
        }
    }
}
