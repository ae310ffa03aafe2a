package flagpost.words;

import flagpost.rules.Rank;
import flagpost.rules.Side;
import io.quarkus.qute.Engine;
import io.quarkus.qute.Template;
import io.quarkus.qute.TemplateInstance;
import io.quarkus.qute.i18n.Message;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Parameter;
import java.lang.reflect.Proxy;
import java.nio.charset.StandardCharsets;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The {@link WordMessages} of each language, and the rank and side words the hot paths need, worked out once.
 *
 * <p>Why not {@code MessageBundles.get}: that needs a running Quarkus application (it asks the CDI container),
 * while the words are used from plain code and plain unit tests too (the e-mail board, the leak checks, the
 * corpora). So this class renders the very same messages itself with a standalone Qute {@link Engine}: English
 * from each method's {@link Message} template, Spanish and Uzbek from {@code messages/words_<code>.properties},
 * read as Quarkus reads them (UTF-8, one {@code key=template} a line; these files use no continued lines). Quarkus
 * still builds the bundle from the same sources for templates ({@code {words:rankMarshal}}) and checks every
 * message against its parameters at build time.
 */
final class Words {

    private static final Engine ENGINE = Engine.builder().addDefaults().build();

    private static final Map<Language, WordMessages> BUNDLES = new EnumMap<>(Language.class);

    private static final Map<Language, Map<Rank, RankWords>> RANKS = new EnumMap<>(Language.class);

    static {
        for (Language language : Language.values()) {
            BUNDLES.put(language, bundle(language));
        }
        for (Language language : Language.values()) {
            Map<Rank, RankWords> ranks = new EnumMap<>(Rank.class);
            for (Rank rank : Rank.values()) {
                ranks.put(rank, RankWords.of(BUNDLES.get(language), rank));
            }
            RANKS.put(language, ranks);
        }
    }

    private Words() {
    }

    /** The messages in {@code language}; English for {@code null}, as for a reader who has not chosen yet. */
    static WordMessages of(Language language) {
        return BUNDLES.get(language == null ? Language.EN : language);
    }

    /** The words of {@code rank} in {@code language}, computed once. */
    static RankWords rank(Language language, Rank rank) {
        return RANKS.get(language == null ? Language.EN : language).get(rank);
    }

    /**
     * One rank's words in one language: its name, plural, "a Marshal", "Red Marshal", "Blue Marshal" and
     * "your Marshal" as strings, and "Bob's Marshal" as a message to render with the owner's name.
     */
    record RankWords(String name, String plural, String one, String red, String blue, String yours, Method theirs,
            WordMessages bundle) {

        /** "Red Marshal" or "Blue Marshal". */
        String ofSide(Side side) {
            return side == Side.RED ? red : blue;
        }

        /** "Bob's Marshal", "el Mariscal de Bob", "Bobning Marshali". */
        String theirs(String owner) {
            return (String) call(bundle, theirs, owner);
        }

        /** Reads the seven forms by their method names ({@code rankMarshalPlural}, ...), listed in WordMessages. */
        static RankWords of(WordMessages bundle, Rank rank) {
            String key = "rank" + rank.name().charAt(0) + rank.name().substring(1).toLowerCase(java.util.Locale.ROOT);
            try {
                Method theirs = WordMessages.class.getMethod(key + "Theirs", String.class);
                return new RankWords(form(bundle, key), form(bundle, key + "Plural"), form(bundle, key + "One"),
                        form(bundle, key + "Red"), form(bundle, key + "Blue"), form(bundle, key + "Yours"), theirs, bundle);
            } catch (NoSuchMethodException missing) {
                throw new IllegalStateException("WordMessages lacks a form of " + rank, missing);
            }
        }

        private static String form(WordMessages bundle, String method) throws NoSuchMethodException {
            return (String) call(bundle, WordMessages.class.getMethod(method), new Object[0]);
        }
    }

    private static Object call(WordMessages bundle, Method method, Object... arguments) {
        try {
            return method.invoke(bundle, arguments);
        } catch (IllegalAccessException | InvocationTargetException failed) {
            throw new IllegalStateException("cannot say " + method.getName(), failed);
        }
    }

    /** A WordMessages in {@code language}, rendering each method's template. */
    private static WordMessages bundle(Language language) {
        Map<String, String> localized = language == Language.EN ? Map.of() : localizedFile(language);
        return (WordMessages) Proxy.newProxyInstance(WordMessages.class.getClassLoader(), new Class<?>[] {WordMessages.class},
                new Rendering(language, localized));
    }

    /**
     * Renders a message of one language: each template parsed once; a message without parameters rendered once,
     * since it always says the same (a Qute render costs microseconds, and "Red" is asked for on every line).
     */
    private record Rendering(Language language, Map<String, String> localized, Map<Method, Template> templates,
            Map<Method, String> constants) implements InvocationHandler {

        Rendering(Language language, Map<String, String> localized) {
            this(language, localized, new ConcurrentHashMap<>(), new ConcurrentHashMap<>());
        }

        @Override
        public Object invoke(Object proxy, Method method, Object[] arguments) {
            if (method.getDeclaringClass() == Object.class) {
                return switch (method.getName()) {
                    case "toString" -> "WordMessages(" + language.code() + ")";
                    case "hashCode" -> System.identityHashCode(proxy);
                    case "equals" -> proxy == arguments[0];
                    default -> throw new UnsupportedOperationException(method.getName());
                };
            }
            if (method.getParameterCount() == 0) {
                return constants.computeIfAbsent(method, m -> render(m, null));
            }
            return render(method, arguments);
        }

        private String render(Method method, Object[] arguments) {
            Template template = templates.computeIfAbsent(method, m -> ENGINE.parse(templateOf(m, localized)));
            TemplateInstance instance = template.instance();
            Parameter[] parameters = method.getParameters();
            for (int i = 0; i < parameters.length; i++) {
                // Parameter names are compiled in (maven.compiler.parameters), as Quarkus needs them too.
                instance.data(parameters[i].getName(), arguments[i]);
            }
            return instance.render();
        }
    }

    /**
     * The template of {@code method}: the localized file's, else the English of its annotation (Quarkus falls back
     * the same way; {@code WordBundlesTest} holds each file complete).
     */
    private static String templateOf(Method method, Map<String, String> localized) {
        String template = localized.get(method.getName());
        return template != null ? template : method.getAnnotation(Message.class).value();
    }

    /** The keys and templates of {@code messages/words_<code>.properties}. */
    static Map<String, String> localizedFile(Language language) {
        String name = "messages/words_" + language.code() + ".properties";
        InputStream in = Words.class.getClassLoader().getResourceAsStream(name);
        if (in == null) {
            throw new IllegalStateException(name + " is missing");
        }
        Map<String, String> templates = new HashMap<>();
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                if (line.isBlank() || line.stripLeading().startsWith("#")) {
                    continue;
                }
                int equals = line.indexOf('=');
                if (equals < 0 || line.endsWith("\\")) {
                    throw new IllegalStateException(name + ": write each message on one line as key=template: " + line);
                }
                templates.put(line.substring(0, equals).strip(), line.substring(equals + 1).strip());
            }
        } catch (IOException unreadable) {
            throw new UncheckedIOException(name, unreadable);
        }
        return templates;
    }
}
