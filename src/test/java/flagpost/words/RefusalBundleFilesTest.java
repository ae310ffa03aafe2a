package flagpost.words;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.qute.i18n.Message;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The refusals bundle in every language (issue 16): each message of {@link RefusalBundle} has a Spanish and an
 * Uzbek line, each line a message of the interface, naming only the message's parameters, and none is the English
 * word for word. Uzbek writes oʻ and gʻ with U+02BB, never an ASCII apostrophe.
 */
class RefusalBundleFilesTest {

    /** A parameter as a message uses it: {name}, {name.something}, or in a section's condition ({#if name == 1}). */
    private static final Pattern NAME = Pattern.compile("\\{#?(?:if|else)?\\s*([a-z]\\w*)");

    @Test
    void spanishAndUzbekSayEveryMessageWithItsParametersAndOtherWords() throws IOException {
        TreeMap<String, Method> messages = new TreeMap<>();
        for (Method method : RefusalBundle.class.getDeclaredMethods()) {
            messages.put(method.getName(), method);
        }
        List<String> problems = new ArrayList<>();
        for (String language : List.of("es", "uz")) {
            Properties lines = load("messages/refusals_" + language + ".properties");
            assertEquals(messages.keySet(), new TreeSet<>(lines.stringPropertyNames()), language + ": the same keys as the interface");
            for (Method method : messages.values()) {
                String english = method.getAnnotation(Message.class).value();
                String translated = lines.getProperty(method.getName());
                if (translated == null) {
                    continue;
                }
                if (translated.equals(english)) {
                    problems.add(language + " " + method.getName() + " is the English");
                }
                Set<String> parameters = new TreeSet<>();
                for (var parameter : method.getParameters()) {
                    parameters.add(parameter.getName());
                }
                if (!parameters.equals(names(translated))) {
                    problems.add(language + " " + method.getName() + " uses " + names(translated) + ", not " + parameters);
                }
                if (language.equals("uz") && translated.contains("'")) {
                    problems.add("uz " + method.getName() + " has an ASCII apostrophe");
                }
            }
        }
        assertEquals(List.of(), problems);
        assertTrue(messages.size() > 150, "found " + messages.size() + " messages");
    }

    private static Set<String> names(String template) {
        Set<String> names = new TreeSet<>();
        Matcher matcher = NAME.matcher(template);
        while (matcher.find()) {
            if (!Set.of("if", "else").contains(matcher.group(1))) {
                names.add(matcher.group(1));
            }
        }
        return names;
    }

    private static Properties load(String resource) throws IOException {
        try (InputStream in = RefusalBundleFilesTest.class.getClassLoader().getResourceAsStream(resource)) {
            assertTrue(in != null, resource + " is missing");
            Properties properties = new Properties();
            properties.load(new InputStreamReader(in, StandardCharsets.UTF_8));
            return properties;
        }
    }
}
