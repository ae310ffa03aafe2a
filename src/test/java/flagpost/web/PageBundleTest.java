package flagpost.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import flagpost.web.wording.PageBundle;
import io.quarkus.qute.i18n.Message;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The page bundle's translations against its English ({@link PageBundle}): the same keys, each using the same
 * parameters and keeping the same markup (a link, {@code <strong>}: those messages are printed raw), none left in
 * English, and Uzbek's oʻ/gʻ written with the modifier letter, never an ASCII apostrophe.
 */
class PageBundleTest {

    private static final Pattern PARAMETER = Pattern.compile("\\{(?:#if )?([a-zA-Z]\\w*)");
    private static final Pattern TAG = Pattern.compile("<[^>]+>");

    @ParameterizedTest
    @ValueSource(strings = {"es", "uz"})
    void everyKeyIsTranslatedWithTheSameParametersAndMarkup(String language) throws IOException {
        Map<String, String> english = english();
        Properties translated = translations(language);
        assertEquals(english.keySet(), new TreeSet<>(translated.stringPropertyNames()), "the same keys as the interface");
        for (Map.Entry<String, String> message : english.entrySet()) {
            String key = message.getKey();
            String value = translated.getProperty(key);
            assertEquals(matches(PARAMETER, message.getValue(), true), matches(PARAMETER, value, true), key + ": parameters");
            assertEquals(matches(TAG, message.getValue(), false), matches(TAG, value, false), key + ": markup");
            assertNotEquals(message.getValue(), value, key + " is still English");
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"uz"})
    void uzbekWritesOAndGWithTheModifierLetter(String language) throws IOException {
        for (String key : translations(language).stringPropertyNames()) {
            String value = translations(language).getProperty(key);
            assertFalse(Pattern.compile("[oOgG]['‘’`]").matcher(value).find(), key + ": oʻ and gʻ take U+02BB");
        }
    }

    private static Map<String, String> english() {
        Map<String, String> messages = new TreeMap<>();
        for (Method method : PageBundle.class.getDeclaredMethods()) {
            Message message = method.getAnnotation(Message.class);
            if (message != null) {
                messages.put(method.getName(), message.value());
            }
        }
        return messages;
    }

    private static Properties translations(String language) throws IOException {
        Properties properties = new Properties();
        try (InputStream in = PageBundleTest.class.getResourceAsStream("/messages/page_" + language + ".properties")) {
            properties.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
        return properties;
    }

    /** What {@code pattern} finds in {@code text}: group 1 as a set (parameters), or every whole match in order (tags). */
    private static Object matches(Pattern pattern, String text, boolean asSet) {
        List<String> found = new ArrayList<>();
        Matcher matcher = pattern.matcher(text);
        while (matcher.find()) {
            found.add(asSet ? matcher.group(1) : matcher.group());
        }
        return asSet ? new TreeSet<>(found) : found;
    }
}
