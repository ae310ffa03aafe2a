package flagpost.words;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.qute.i18n.Message;
import java.lang.reflect.Method;
import java.lang.reflect.Parameter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The words bundle is complete in every language, and each translation is a translation. */
class WordBundlesTest {

    /** A parameter a template reads: {name}, {#if name == 1}, {name}'s; not a section's end or a comment. */
    private static final Pattern READS = Pattern.compile("\\{(?:#(?:if|else if)\\s+)?([a-zA-Z]\\w*)");

    /**
     * Values that may be the same as the English: rank names the languages share, and Spanish {@code rankCount},
     * which holds no words (a number, then the singular or the plural given, the same order and plural rule).
     */
    private static final Set<String> SAME_AS_ENGLISH = Set.of("es:rankGeneral", "uz:rankGeneral", "uz:rankMarshal", "es:rankCount");

    /** The words' templates in {@code language}, as the standalone rendering reads them. */
    private static Map<String, String> localizedFile(Language language) {
        return Bundles.localizedFile(WordBundle.class, language);
    }

    @Test
    void everyLanguageHasEveryMessageAndNoOther() {
        Set<String> keys = Arrays.stream(WordBundle.class.getDeclaredMethods()).map(Method::getName)
                .collect(Collectors.toCollection(TreeSet::new));
        for (Language language : List.of(Language.ES, Language.UZ)) {
            assertEquals(keys, new TreeSet<>(localizedFile(language).keySet()), language.code());
        }
    }

    @Test
    void templatesReadOnlyTheirMethodsParameters() {
        List<String> problems = new ArrayList<>();
        for (Method method : WordBundle.class.getDeclaredMethods()) {
            Set<String> parameters = Arrays.stream(method.getParameters()).map(Parameter::getName).collect(Collectors.toSet());
            problems.addAll(unknownReads("en", method, method.getAnnotation(Message.class).value(), parameters));
            for (Language language : List.of(Language.ES, Language.UZ)) {
                problems.addAll(unknownReads(language.code(), method, localizedFile(language).get(method.getName()), parameters));
            }
        }
        assertEquals(List.of(), problems);
    }

    private static List<String> unknownReads(String code, Method method, String template, Set<String> parameters) {
        List<String> problems = new ArrayList<>();
        Matcher reads = READS.matcher(template);
        while (reads.find()) {
            if (!parameters.contains(reads.group(1))) {
                problems.add(code + ":" + method.getName() + " reads " + reads.group(1));
            }
        }
        return problems;
    }

    @Test
    void noTranslationIsTheEnglishLeftAsItWas() {
        List<String> same = new ArrayList<>();
        for (Method method : WordBundle.class.getDeclaredMethods()) {
            String english = method.getAnnotation(Message.class).value();
            for (Language language : List.of(Language.ES, Language.UZ)) {
                String key = language.code() + ":" + method.getName();
                if (english.equals(localizedFile(language).get(method.getName())) && !SAME_AS_ENGLISH.contains(key)) {
                    same.add(key);
                }
            }
        }
        assertEquals(List.of(), same);
    }

    @Test
    void uzbekWritesItsApostrophesAsLetters() {
        // oʻ and gʻ take the turned comma (U+02BB), the tutuq belgisi the apostrophe letter (U+02BC); never ' ‘ ’ or `.
        for (Map.Entry<String, String> message : localizedFile(Language.UZ).entrySet()) {
            String text = message.getKey().startsWith("datePattern") ? message.getValue().replace("'", "") : message.getValue();
            assertTrue(text.chars().noneMatch(c -> c == '\'' || c == '‘' || c == '’' || c == '`'), message.getKey() + ": " + text);
        }
        assertEquals("Koʻk", Terms.colour(Language.UZ, flagpost.rules.Side.BLUE));
        assertEquals(0x02BB, Terms.colour(Language.UZ, flagpost.rules.Side.BLUE).charAt(2));
        assertEquals(0x02BC, Squares.unknown(Language.UZ).charAt(Squares.unknown(Language.UZ).indexOf("ma") + 2));
    }

    @Test
    void everyRankHasAllItsFormsInEveryLanguage() {
        for (Language language : Language.values()) {
            for (flagpost.rules.Rank rank : flagpost.rules.Rank.values()) {
                Words.RankWords words = Words.rank(language, rank);
                for (String form : List.of(words.name(), words.plural(), words.one(), words.red(), words.blue(), words.yours(),
                        words.theirs("Bob"))) {
                    assertTrue(!form.isBlank() && !form.contains("{"), language + " " + rank + ": " + form);
                }
            }
        }
    }
}
