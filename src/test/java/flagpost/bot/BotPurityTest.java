package flagpost.bot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.rules.Game;
import flagpost.rules.GameSnapshot;
import flagpost.rules.MoveResult;
import flagpost.rules.RulesPurityTest;
import java.io.IOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Parameter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The computer player is held to the rules' purity (docs/ARCHITECTURE.md, "The computer player"): it imports only
 * {@code java.*} and {@code flagpost.rules}, names no framework and reads no clock; only the {@link Match} tool, which
 * times moves, may read one. And no part of it can be handed a {@link Game} (nor anything holding one), so it can
 * know no more than the view it is given: only {@link Match}, which referees games, holds games.
 */
class BotPurityTest {

    private static final Path BOT = Path.of("src/main/java/flagpost/bot");

    /** The types through which a whole game (hidden ranks included) could reach the player. */
    private static final Set<Class<?>> GAME_TYPES = Set.of(Game.class, MoveResult.class, MoveResult.Accepted.class);

    @Test
    void theBotImportsNothingButJavaAndTheRulesAndReadsNoClock() throws IOException {
        List<String> problems = new ArrayList<>();
        int files = 0;
        try (Stream<Path> walk = Files.walk(BOT)) {
            for (Path file : walk.filter(path -> path.toString().endsWith(".java")).sorted().toList()) {
                files++;
                boolean referee = file.getFileName().toString().equals("Match.java");
                for (String problem : RulesPurityTest.problems(Files.readString(file, StandardCharsets.UTF_8))) {
                    if (!(referee && problem.startsWith("reads the clock"))) {
                        problems.add(BOT.relativize(file) + " " + problem);
                    }
                }
            }
        }
        assertTrue(files >= 10, "found only " + files + " source files under " + BOT);
        assertEquals(List.of(), problems);
    }

    @Test
    void theScanCatchesAnImportFromAboveTheRules() {
        assertEquals(List.of("imports flagpost.game.Play"), RulesPurityTest.problems("import flagpost.game.Play;"));
        assertEquals(List.of("imports flagpost.store.GameEntity"), RulesPurityTest.problems("import flagpost.store.GameEntity;"));
        assertEquals(List.of(), RulesPurityTest.problems("import flagpost.rules.PlayerView;\nimport java.util.List;"));
    }

    @Test
    void noPartOfThePlayerCanBeHandedAGame() throws IOException {
        List<String> found = new ArrayList<>();
        int classes = 0;
        for (Class<?> type : botClasses()) {
            if (type == Match.class || type.getEnclosingClass() == Match.class) {
                continue;
            }
            classes++;
            found.addAll(gameTypesIn(type));
        }
        assertTrue(classes >= 10, "found only " + classes + " classes");
        assertEquals(List.of(), found);
    }

    @Test
    void theReflectionScanSeesAGameWhereThereIsOne() {
        assertEquals(List.of("Match.play(Game)"), gameTypesIn(Referee.class).stream().map(s -> s.replace("Referee", "Match")).toList());
    }

    /** Planted for the scan above: a class that could be handed a game. */
    static final class Referee {
        @SuppressWarnings("unused")
        static void play(Game game) {
        }
    }

    private static List<String> gameTypesIn(Class<?> type) {
        List<String> found = new ArrayList<>();
        List<Executable> executables = new ArrayList<>(List.of(type.getDeclaredMethods()));
        executables.addAll(List.of((Constructor<?>[]) type.getDeclaredConstructors()));
        for (Executable executable : executables) {
            for (Parameter parameter : executable.getParameters()) {
                if (GAME_TYPES.contains(parameter.getType()) || parameter.getType() == GameSnapshot.class) {
                    String name = executable instanceof Method ? type.getSimpleName() + "." + executable.getName() : type.getSimpleName();
                    found.add(name + "(" + parameter.getType().getSimpleName() + ")");
                }
            }
        }
        for (Field field : type.getDeclaredFields()) {
            if (GAME_TYPES.contains(field.getType())) {
                found.add(type.getSimpleName() + "." + field.getName() + ": " + field.getType().getSimpleName());
            }
        }
        return found;
    }

    /** Every class compiled from the bot's sources, nested ones included. */
    private static List<Class<?>> botClasses() throws IOException {
        List<Class<?>> classes = new ArrayList<>();
        try (Stream<Path> walk = Files.walk(BOT)) {
            for (Path file : walk.filter(path -> path.toString().endsWith(".java")).sorted().toList()) {
                String name = file.getFileName().toString().replace(".java", "");
                try {
                    Class<?> type = Class.forName("flagpost.bot." + name);
                    classes.add(type);
                    classes.addAll(List.of(type.getDeclaredClasses()));
                } catch (ClassNotFoundException missing) {
                    throw new AssertionError("no class for " + file, missing);
                }
            }
        }
        return classes;
    }
}
