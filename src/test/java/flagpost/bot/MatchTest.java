package flagpost.bot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The match tool: its lines, its counts and its confidence intervals. */
class MatchTest {

    @Test
    void aShortMatchPrintsOneLinePerGameAndTheTotals() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = Match.run(new String[] {"--variant", "BARRAGE", "--games", "4", "--seed", "3", "--budget", "40", "--ply-cap", "300",
                "easy", "random"}, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        List<String> lines = out.toString(StandardCharsets.UTF_8).lines().toList();
        assertEquals(0, exit, err.toString(StandardCharsets.UTF_8));
        assertEquals(6, lines.size(), String.join("\n", lines));
        int easy = 0;
        int random = 0;
        int draws = 0;
        for (int i = 0; i < 4; i++) {
            String[] words = lines.get(i).split(" ");
            assertEquals("game", words[0]);
            assertEquals(String.valueOf(i + 1), words[1]);
            assertTrue(List.of("easy", "random", "draw").contains(words[2]), lines.get(i));
            assertTrue(Integer.parseInt(words[3]) <= 300, lines.get(i));
            assertTrue(words[4].matches("[A-Z_]+:(red|blue|draw)"), lines.get(i));
            easy += words[2].equals("easy") ? 1 : 0;
            random += words[2].equals("random") ? 1 : 0;
            draws += words[2].equals("draw") ? 1 : 0;
        }
        assertTrue(lines.get(4).matches("A wins " + easy + ", B wins " + random + ", draws " + draws
                + ", mean ms per move A [0-9.]+ B [0-9.]+, illegal 0"), lines.get(4));
        assertTrue(lines.get(5).startsWith("A win rate "), lines.get(5));
    }

    @Test
    void badArgumentsAreRefusedWithTheUsage() {
        for (String[] args : List.of(new String[] {"--variant", "CLASSIC", "--games", "2", "normal", "random"},
                new String[] {"--variant", "CHESS", "--games", "2", "--seed", "1", "normal", "random"},
                new String[] {"--variant", "DUEL", "--games", "2", "--seed", "1", "--two-squares", "4", "normal", "random"},
                new String[] {"--variant", "DUEL", "--games", "0", "--seed", "1", "normal", "random"},
                new String[] {"--variant", "DUEL", "--games", "2", "--seed", "1", "normal", "hard"})) {
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            assertEquals(2, Match.run(args, new PrintStream(new ByteArrayOutputStream()), new PrintStream(err, true, StandardCharsets.UTF_8)),
                    String.join(" ", args));
            assertTrue(err.toString(StandardCharsets.UTF_8).contains("usage: Match"), String.join(" ", args));
        }
    }

    @Test
    void theWilsonIntervalMatchesItsTextbookValues() {
        // 196 wins in 200: Wilson's 95 % interval is 0.9496 to 0.9922; 0 in 10 gives 0 to 0.2775.
        double[] high = Match.wilson(196, 200);
        assertEquals(0.9496, high[0], 0.0005);
        assertEquals(0.9922, high[1], 0.0005);
        double[] none = Match.wilson(0, 10);
        assertEquals(0.0, none[0], 1e-9);
        assertEquals(0.2775, none[1], 0.0005);
    }
}
