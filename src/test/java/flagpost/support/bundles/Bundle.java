package flagpost.support.bundles;

import flagpost.words.Language;
import io.quarkus.qute.i18n.Message;
import io.quarkus.qute.i18n.MessageBundle;
import io.quarkus.qute.i18n.MessageParam;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
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
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;

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

    /** Where the main classes were compiled: the folder holding {@link Language}. */
    public static Path mainClasses() {
        try {
            return Path.of(Language.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The interfaces annotated {@code @MessageBundle} among the class files under {@code root}, by name. */
    public static List<Class<?>> discover(Path root, ClassLoader loader) {
        try (Stream<Path> files = Files.walk(root)) {
            List<Class<?>> found = new ArrayList<>();
            for (Path file : files.filter(f -> f.toString().endsWith(".class")).sorted().toList()) {
                String name = root.relativize(file).toString().replace(file.getFileSystem().getSeparator(), ".").replaceAll("\\.class$", "");
                if (name.endsWith("package-info") || name.contains("$")) {
                    continue;
                }
                Class<?> type = Class.forName(name, false, loader);
                if (type.isInterface() && type.isAnnotationPresent(MessageBundle.class)) {
                    found.add(type);
                }
            }
            return found;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("a compiled class cannot be loaded", e);
        }
    }

    /** Flagpost's own bundles, as the main classes and resources hold them. */
    public static List<Bundle> flagpost() {
        ClassLoader loader = Bundle.class.getClassLoader();
        return discover(mainClasses(), loader).stream().map(type -> of(type, "messages", loader)).toList();
    }

    /**
     * Every message without a tag, in every language: a fixed sentence, the same in every game, that tells nothing
     * of any game's pieces even when it names a rank ("10 es el Mariscal, 1 la Espía"). The leak scans let a text
     * that is exactly one of these pass.
     */
    public static Set<String> fixedSentences() {
        return fixedSentences(key -> true);
    }

    /** {@link #fixedSentences()} of the messages whose key {@code keep} accepts. */
    public static Set<String> fixedSentences(java.util.function.Predicate<String> keep) {
        Set<String> fixed = new TreeSet<>();
        for (Bundle bundle : flagpost()) {
            for (English english : bundle.messages().values()) {
                if (english.template() == null || !QuteText.tags(english.template()).isEmpty() || !keep.test(english.key())) {
                    continue;
                }
                fixed.add(QuteText.literal(english.template(), "").strip());
                for (Map<String, String> translation : bundle.translations().values()) {
                    String value = translation.get(english.key());
                    if (value != null && QuteText.tags(value).isEmpty()) {
                        fixed.add(QuteText.literal(value, "").strip());
                    }
                }
            }
        }
        return fixed;
    }
}
