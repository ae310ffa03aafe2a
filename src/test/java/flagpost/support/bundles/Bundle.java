package flagpost.support.bundles;

import flagpost.words.Language;
import io.quarkus.qute.i18n.Message;
import io.quarkus.qute.i18n.MessageBundle;
import io.quarkus.qute.i18n.MessageParam;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.lang.reflect.Method;
import java.lang.reflect.Parameter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;

/**
 * One Qute message bundle as its readers see it: the English of each message (its {@code @Message} template) with the
 * parameters its method declares, and the Spanish and Uzbek files beside it ({@code <dir>/<name>_es.properties},
 * {@code <dir>/<name>_uz.properties}, read as UTF-8, as Quarkus reads them). Built by reflection from the interface,
 * so the checks read exactly what Quarkus builds from, without booting it.
 *
 * @param translations per language other than English, key to value; a missing file is an empty map
 */
public record Bundle(String name, Class<?> type, Map<String, English> messages, Map<Language, Map<String, String>> translations) {

    /** A message's English template and the names its template may use: the method's parameters. */
    public record English(String key, String template, List<String> parameters) {
    }

    /** The languages a bundle must be translated into: every one but English, which lives in the annotations. */
    public static List<Language> translated() {
        return List.of(Language.values()).stream().filter(language -> language != Language.EN).toList();
    }

    /** The bundle {@code type} declares, its files read from {@code dir} on {@code loader}'s class path ("messages"). */
    public static Bundle of(Class<?> type, String dir, ClassLoader loader) {
        MessageBundle annotation = type.getAnnotation(MessageBundle.class);
        String name = annotation == null || annotation.value().equals(MessageBundle.DEFAULTED_NAME) ? MessageBundle.DEFAULT_NAME
                : annotation.value();
        return of(type, name, dir, loader);
    }

    /** As {@link #of(Class, String, ClassLoader)} with the name given: for planted bundles, which Quarkus must not see. */
    public static Bundle of(Class<?> type, String name, String dir, ClassLoader loader) {
        Map<String, String> defaults = read(loader, dir + "/" + name + ".properties");
        defaults.putAll(read(loader, dir + "/" + name + "_en.properties"));
        Map<String, English> messages = new TreeMap<>();
        List<Method> methods = new ArrayList<>(List.of(type.getDeclaredMethods()));
        methods.sort(Comparator.comparing(Method::getName));
        for (Method method : methods) {
            Message message = method.getAnnotation(Message.class);
            if (method.isSynthetic() || method.isDefault() || java.lang.reflect.Modifier.isStatic(method.getModifiers())) {
                continue;
            }
            String key = message == null || message.key().startsWith("<<") ? keyOf(method.getName(), type) : message.key();
            String template = message == null || message.value().isEmpty() || message.value().equals(Message.DEFAULT_VALUE)
                    ? defaults.get(key) : message.value();
            List<String> parameters = new ArrayList<>();
            for (Parameter parameter : method.getParameters()) {
                MessageParam renamed = parameter.getAnnotation(MessageParam.class);
                parameters.add(renamed != null && !renamed.value().isEmpty() && !renamed.value().startsWith("<<") ? renamed.value()
                        : parameter.getName());
            }
            messages.put(key, new English(key, template, List.copyOf(parameters)));
        }
        Map<Language, Map<String, String>> translations = new EnumMap<>(Language.class);
        for (Language language : translated()) {
            translations.put(language, read(loader, dir + "/" + name + "_" + language.code() + ".properties"));
        }
        return new Bundle(name, type, messages, translations);
    }

    /** The key Qute gives a method by default: its name, or its hyphenated/underscored form if the bundle asks for it. */
    private static String keyOf(String method, Class<?> type) {
        MessageBundle bundle = type.getAnnotation(MessageBundle.class);
        String strategy = bundle == null ? Message.ELEMENT_NAME : bundle.defaultKey();
        return switch (strategy) {
            case Message.HYPHENATED_ELEMENT_NAME -> method.replaceAll("([a-z0-9])([A-Z])", "$1-$2").toLowerCase(java.util.Locale.ROOT);
            case Message.UNDERSCORED_ELEMENT_NAME -> method.replaceAll("([a-z0-9])([A-Z])", "$1_$2").toLowerCase(java.util.Locale.ROOT);
            default -> method;
        };
    }

    /** A properties file as UTF-8, in the order of its keys; empty when there is none. */
    static Map<String, String> read(ClassLoader loader, String resource) {
        try (InputStream in = loader.getResourceAsStream(resource)) {
            Map<String, String> values = new LinkedHashMap<>();
            if (in == null) {
                return values;
            }
            Properties properties = new Properties();
            properties.load(new InputStreamReader(in, StandardCharsets.UTF_8));
            new TreeMap<>(properties).forEach((key, value) -> values.put((String) key, (String) value));
            return values;
        } catch (IOException e) {
            throw new UncheckedIOException(resource, e);
        }
    }
}
