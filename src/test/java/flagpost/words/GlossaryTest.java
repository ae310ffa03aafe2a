package flagpost.words;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.mail.MailBundle;
import flagpost.mail.NoticeBundle;
import flagpost.web.wording.PageBundle;
import flagpost.web.wording.PlayBundle;
import io.quarkus.qute.i18n.Message;
import java.io.IOException;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The bundles say what {@code docs/GLOSSARY.md} says: each term of its table is used in its language, and no Spanish
 * or Uzbek line uses a word the glossary retired. Plain Java: the glossary and the bundle files as they are on disk.
 */
class GlossaryTest {

    private static final List<Class<?>> BUNDLES = List.of(WordBundle.class, RefusalBundle.class, PlayBundle.class,
            PageBundle.class, MailBundle.class, NoticeBundle.class);

    /** A retired word of one language, as the glossary's second table lists it. */
    record Retired(String language, String word, String instead) {

        /** At the start of a word, case aside: "rival" finds "rivales", "Salom" does not find "Assalomu". */
        Pattern pattern() {
            return Pattern.compile("(?<!\\p{L})" + Pattern.quote(word), Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
        }
    }

    @Test
    void noSpanishOrUzbekLineUsesARetiredWord() throws IOException {
        List<Retired> retired = retiredWords(glossary());
        assertTrue(retired.size() >= 10, "the glossary lists its retired words: " + retired);
        List<String> found = new ArrayList<>();
        for (Language language : List.of(Language.ES, Language.UZ)) {
            found.addAll(retiredWordsIn(language, lines(language), retired));
        }
        assertEquals(List.of(), found, "retired words in the bundles (docs/GLOSSARY.md says what to write instead)");
    }

    @Test
    void theCheckFindsEveryRetiredWordPlantedInALine() throws IOException {
        List<Retired> retired = retiredWords(glossary());
        for (Retired word : retired) {
            Language language = Language.ofCode(word.language());
            Map<String, String> planted = new LinkedHashMap<>(lines(language));
            planted.put("plantedLine", "Una línea plantada: " + word.word().toUpperCase(Locale.ROOT) + "s y nada más.");
            assertEquals(List.of(language.code() + " plantedLine: " + word.word() + " (use " + word.instead() + ")"),
                    retiredWordsIn(language, planted, retired), "the planted " + word.word());
        }
        Map<String, String> greeting = Map.of("greeting", "Assalomu alaykum, Bob!");
        assertEquals(List.of(), retiredWordsIn(Language.UZ, greeting, retired), "Salom is retired, Assalomu alaykum is not");
        Map<String, String> player = Map.of("player", "El jugador rojo empieza.");
        assertEquals(List.of(), retiredWordsIn(Language.ES, player, retired), "jugada is retired, jugador is not");
    }

    @Test
    void everyTermOfTheGlossaryIsUsedInItsLanguage() throws IOException {
        List<String[]> terms = terms(glossary());
        assertTrue(terms.size() >= 30, "the glossary's terms: " + terms.size());
        String english = english().toLowerCase(Locale.ROOT);
        String spanish = String.join("\n", lines(Language.ES).values()).toLowerCase(Locale.ROOT);
        String uzbek = String.join("\n", lines(Language.UZ).values()).toLowerCase(Locale.ROOT);
        List<String> unused = new ArrayList<>();
        for (String[] row : terms) {
            check(unused, row[0], "en", row[1], english);
            check(unused, row[0], "es", row[2], spanish);
            check(unused, row[0], "uz", row[3], uzbek);
        }
        assertEquals(List.of(), unused, "terms of docs/GLOSSARY.md that no bundle line of their language uses");
    }

    private static void check(List<String> unused, String concept, String language, String term, String text) {
        if (!text.contains(term.toLowerCase(Locale.ROOT))) {
            unused.add(concept + " (" + language + "): " + term);
        }
    }

    /** "es key: word (use instead)" for each line of {@code lines} that uses a retired word of {@code language}. */
    static List<String> retiredWordsIn(Language language, Map<String, String> lines, List<Retired> retired) {
        List<String> found = new ArrayList<>();
        for (Map.Entry<String, String> line : lines.entrySet()) {
            for (Retired word : retired) {
                if (word.language().equals(language.code()) && word.pattern().matcher(line.getValue()).find()) {
                    found.add(language.code() + " " + line.getKey() + ": " + word.word() + " (use " + word.instead() + ")");
                }
            }
        }
        return found;
    }

    /** The rows of the table under "## Retired words": language, the word in backticks, the word to use instead. */
    static List<Retired> retiredWords(List<String> glossary) {
        List<Retired> retired = new ArrayList<>();
        for (String[] row : table(glossary, "## Retired words")) {
            retired.add(new Retired(row[0], row[1].replace("`", ""), row[2]));
        }
        return retired;
    }

    /** The rows of the table under "## Terms": concept, English, Spanish, Uzbek, source. */
    static List<String[]> terms(List<String> glossary) {
        return table(glossary, "## Terms");
    }

    /** The cells of each body row of the first table after {@code heading}, up to the next heading. */
    private static List<String[]> table(List<String> glossary, String heading) {
        int start = glossary.indexOf(heading);
        assertFalse(start < 0, "docs/GLOSSARY.md has a section " + heading);
        List<String[]> rows = new ArrayList<>();
        boolean header = true;
        for (String line : glossary.subList(start + 1, glossary.size())) {
            if (line.startsWith("## ")) {
                break;
            }
            if (!line.startsWith("|")) {
                continue;
            }
            if (header || line.startsWith("|---")) {
                header = false;
                continue;
            }
            String[] cells = line.substring(1, line.length() - 1).split("\\|", -1);
            for (int i = 0; i < cells.length; i++) {
                cells[i] = cells[i].strip();
            }
            rows.add(cells);
        }
        return rows;
    }

    private static List<String> glossary() throws IOException {
        return Files.readAllLines(Path.of(System.getProperty("basedir", "."), "docs", "GLOSSARY.md"), StandardCharsets.UTF_8);
    }

    /** Every line of the six bundles in {@code language}, keyed by bundle and key, read as Quarkus reads the files. */
    private static Map<String, String> lines(Language language) {
        Map<String, String> lines = new LinkedHashMap<>();
        for (Class<?> bundle : BUNDLES) {
            Bundles.localizedFile(bundle, language).forEach((key, template) -> lines.put(bundle.getSimpleName() + "." + key, template));
        }
        return lines;
    }

    /** Every English message of the six bundles, one a line. */
    private static String english() {
        StringBuilder english = new StringBuilder();
        for (Class<?> bundle : BUNDLES) {
            for (Method method : bundle.getDeclaredMethods()) {
                Message message = method.getAnnotation(Message.class);
                if (message != null) {
                    english.append(message.value()).append('\n');
                }
            }
        }
        return english.toString();
    }
}
