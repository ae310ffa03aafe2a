package flagpost.mail;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import io.quarkus.qute.i18n.Message;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The {@code mail} bundle's localized files against {@link MailBundle}: every key in each, with the same parameters
 * as the English, none left in English, and the Uzbek apostrophes the Latin orthography uses (ʻ and ʼ, never ').
 */
class MailBundleFilesTest {

    private static final Pattern PARAMETER = Pattern.compile("\\{(\\w+)\\}");

    @ParameterizedTest
    @ValueSource(strings = {"es", "uz"})
    void everyMessageIsTranslatedWithTheSameParameters(String code) throws IOException {
        Properties localized = load(code);
        Set<String> keys = Arrays.stream(MailBundle.class.getDeclaredMethods()).map(Method::getName).collect(Collectors.toCollection(TreeSet::new));
        assertEquals(keys, new TreeSet<>(localized.stringPropertyNames()), code + ": the keys");
        for (Method method : MailBundle.class.getDeclaredMethods()) {
            String english = method.getAnnotation(Message.class).value();
            String translated = localized.getProperty(method.getName());
            assertEquals(parameters(english), parameters(translated), code + ": the parameters of " + method.getName());
            assertNotEquals(english, translated, code + ": " + method.getName() + " is still English");
            if (code.equals("uz")) {
                assertFalse(translated.contains("'") || translated.contains("‘") || translated.contains("’"),
                        method.getName() + ": Uzbek writes oʻ, gʻ with ʻ and the tutuq belgisi with ʼ");
            }
        }
    }

    private static Set<String> parameters(String message) {
        Set<String> names = new TreeSet<>();
        Matcher matcher = PARAMETER.matcher(message);
        while (matcher.find()) {
            names.add(matcher.group(1));
        }
        return names;
    }

    private static Properties load(String code) throws IOException {
        Properties properties = new Properties();
        try (InputStream in = MailBundleFilesTest.class.getResourceAsStream("/messages/mail_" + code + ".properties")) {
            properties.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
        return properties;
    }
}
