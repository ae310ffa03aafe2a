package flagpost.words;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.support.bundles.Bundle;
import flagpost.support.bundles.BundleChecks;
import flagpost.support.bundles.QuteText;
import io.quarkus.qute.i18n.MessageBundle;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every Qute message bundle of Flagpost ({@code @MessageBundle} interfaces among the compiled main classes) is whole
 * in English, Spanish and Uzbek: each key in each language, the same {@code {parameters}}, nothing empty, nothing
 * left in English unless {@link BundleChecks#SAME_AS_ENGLISH} says why, no key without its method. Plain JUnit: it
 * reads the interfaces by reflection and the files from the class path, as Quarkus builds them, without booting it.
 *
 * <p>The negative controls compile a small sample bundle of their own into a temporary folder (so Quarkus never
 * sees it) and read it with the correct translations of {@code bundle-fixtures/good} and with the planted faults of
 * {@code bundle-fixtures/broken}: each check must pass on the first and find its fault in the second.
 */
class BundlesTest {

    private static final String SAMPLE = """
            package sample;

            import io.quarkus.qute.i18n.Message;
            import io.quarkus.qute.i18n.MessageBundle;

            @MessageBundle("sample")
            public interface SampleMessages {
                @Message("Your turn, {name}.")
                String playYourTurn(String name);

                @Message("{player}'s {attacker} took the {defender}.")
                String battleWon(String player, String attacker, String defender);

                @Message("{#if count == 1}one day left{#else}{count} days left{/if}")
                String daysLeft(int count);

                @Message("General")
                String rankGeneral();

                @Message("{square}")
                String squareLabel(String square);

                @Message("Flagpost")
                String brandName();
            }
            """;

    @TempDir
    static Path compiled;

    private static Bundle good;
    private static Bundle broken;

    @BeforeAll
    static void compileTheSample() throws Exception {
        Path source = compiled.resolve("sample/SampleMessages.java");
        Files.createDirectories(source.getParent());
        Files.writeString(source, SAMPLE);
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        String quteJar = Path.of(MessageBundle.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        int status = javac.run(null, null, null, "-parameters", "-classpath", quteJar, "-d", compiled.toString(), source.toString());
        assertEquals(0, status, "the sample bundle compiles");
        good = sampleWith("good");
        broken = sampleWith("broken");
    }

    /** The sample interface, found by the same discovery as the real bundles, with the files of one fixture. */
    private static Bundle sampleWith(String fixture) throws Exception {
        URL files = BundlesTest.class.getClassLoader().getResource("bundle-fixtures/" + fixture + "/");
        ClassLoader loader = new URLClassLoader(new URL[] {compiled.toUri().toURL(), files}, BundlesTest.class.getClassLoader());
        List<Class<?>> found = Bundle.discover(compiled, loader);
        assertEquals(List.of("sample.SampleMessages"), found.stream().map(Class::getName).toList(), "discovery finds the sample");
        return Bundle.of(found.get(0), "messages", loader);
    }

    @Test
    void everyBundleIsWholeInEveryLanguage() throws Exception {
        ClassLoader loader = getClass().getClassLoader();
        List<String> problems = new ArrayList<>();
        List<Class<?>> bundles = Bundle.discover(Bundle.mainClasses(), loader);
        for (Class<?> type : bundles) {
            problems.addAll(BundleChecks.all(Bundle.of(type, "messages", loader)));
        }
        assertTrue(problems.isEmpty(), problems.size() + " problems in the message bundles " + bundles.stream().map(Class::getSimpleName)
                .toList() + ":\n  " + BundleChecks.listed(problems));
    }

    @Test
    void theSampleReadsAsQuteWouldBuildIt() {
        assertEquals("sample", good.name());
        assertEquals(Set.of("playYourTurn", "battleWon", "daysLeft", "rankGeneral", "squareLabel", "brandName"), good.messages().keySet());
        assertEquals(List.of("player", "attacker", "defender"), good.messages().get("battleWon").parameters());
        assertEquals("quedan {count} días", good.translations().get(Language.ES).get("daysLeft").replaceAll(".*\\{#else}(.*)\\{/if}", "$1"),
                "the files are read as UTF-8");
        assertEquals(List.of(), BundleChecks.all(good), "a correct bundle passes every check");
    }

    @Test
    void aMissingKeyIsFound() {
        assertFinds(BundleChecks::missingKeys, "sample, es: no battleWon");
    }

    @Test
    void aKeyWithoutMethodIsFound() {
        assertFinds(BundleChecks::keysWithoutMethod, "sample, es: oldKey has no method in SampleMessages");
    }

    @Test
    void anEmptyValueIsFound() {
        assertFinds(BundleChecks::emptyValues, "sample, es: brandName is empty");
    }

    @Test
    void aRenamedMissingOrExtraParameterIsFound() {
        assertFinds(BundleChecks::parameters, "sample, es: playYourTurn uses {nme}, the English uses {name}; missing {name}; not in the English {nme}");
        assertFinds(BundleChecks::parameters, "sample, uz: battleWon uses {attacker} {defender}, the English uses {attacker} {defender} {player}; missing {player}");
        assertFinds(BundleChecks::parameters, "sample, uz: squareLabel uses {side} {square}, the English uses {square}; not in the English {side}");
    }

    @Test
    void anUntranslatedValueIsFoundButAllowedOnesAreNot() {
        List<String> problems = assertFinds(BundleChecks::untranslated, "sample, es: daysLeft is still English");
        assertFalse(problems.stream().anyMatch(p -> p.contains("rankGeneral") || p.contains("squareLabel") || p.contains("brandName")),
                "General, a bare square and Flagpost are allowed: " + problems);
    }

    @Test
    void theParameterReaderKnowsQuteSyntax() {
        assertEquals(Set.of("count"), QuteText.parameters("{#if count == 1}one day{#else}{count} days{/if}"));
        assertEquals(Set.of("piece", "player"), QuteText.parameters("{player.name}'s {piece} \\{not this} { nor this}"));
        assertEquals(Set.of("items"), QuteText.parameters("{#for item in items}{item.name}{item_count}{/for}{! a {comment} !}"));
        assertEquals(Set.of("date"), QuteText.parameters("{str:concat('in ', date)} {msg:other}"));
        assertEquals("Tu turno,  .", QuteText.literal("Tu turno, {name}.", " "));
    }

    private static List<String> assertFinds(Function<Bundle, List<String>> check, String expected) {
        assertEquals(List.of(), check.apply(good), "the correct sample passes");
        List<String> problems = check.apply(broken);
        assertTrue(problems.stream().anyMatch(problem -> problem.startsWith(expected)), "expected '" + expected + "' among " + problems);
        return problems;
    }
}
