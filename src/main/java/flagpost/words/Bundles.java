package flagpost.words;

import io.quarkus.qute.Engine;
import io.quarkus.qute.ReflectionValueResolver;
import io.quarkus.qute.Template;
import io.quarkus.qute.TemplateInstance;
import io.quarkus.qute.i18n.Localized;
import io.quarkus.qute.i18n.Message;
import io.quarkus.qute.i18n.MessageBundle;
import io.quarkus.qute.i18n.MessageBundles;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Parameter;
import java.lang.reflect.Proxy;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * The one way to a Qute message bundle in a language: {@code Bundles.of(WordBundle.class, Language.ES)}, for every
 * bundle of Flagpost (words, refusals, play, page, mail, notice).
 *
 * <p>While the application runs, it is Quarkus's own bundle ({@link MessageBundles#get}), which Quarkus built and
 * checked against each message's parameters at build time, and which the templates read too ({@code {words:rankMarshal}}).
 * Outside it there is no CDI container to ask, yet the words are used there: plain unit tests of the rules-adjacent
 * code (the e-mail boards, the leak checks, the board corpora) run without booting Quarkus, which makes them fast. So
 * this class renders the very same messages itself with a standalone Qute {@link Engine}: English from each method's
 * {@link Message} template, Spanish and Uzbek from {@code messages/<bundle>_<code>.properties}, read as Quarkus reads
 * them. Both ways give the same words.
 *
 * <p>Why the application tells this class that it runs ({@link #applicationStarted}, {@link #applicationStopped}) instead
 * of it asking Arc: the words import nothing of Quarkus but Qute. A test run starts several
 * applications one after another in one JVM; each start begins an empty cache, so no Quarkus bundle outlives its
 * container.
 */
public final class Bundles {

    /** A bundle interface in a language: what one cached instance answers for. */
    private record Key(Class<?> bundle, Language language) {
    }

    /**
     * The standalone engine: Qute's defaults, reflection for what a template asks of an argument beyond them (a
     * String's {@code isEmpty}, say), which Quarkus answers with resolvers it generates at build time, and the Uzbek
     * dative ({@code {name.dative}}), which Quarkus finds as a template extension.
     */
    private static final Engine ENGINE = Engine.builder().addDefaults().addValueResolver(new ReflectionValueResolver())
            .addValueResolver(Uzbek.RESOLVER).build();

    /** The bundles rendered here; they depend on nothing that stops, so they are kept for good. */
    private static final Map<Key, Object> STANDALONE = new ConcurrentHashMap<>();

    /**
     * Quarkus's bundles looked up since the running application started, by bundle and {@link Language#ordinal()};
     * null while none runs. By array, not by {@link Key}: a page asks for its bundles dozens of times, and a key made
     * each time was garbage each time.
     */
    private static volatile Map<Class<?>, AtomicReferenceArray<Object>> fromApplication;

    private Bundles() {
    }

    /** The bundle {@code bundle} in {@code language}; English for {@code null}, as for a reader who has not chosen yet. */
    public static <T> T of(Class<T> bundle, Language language) {
        Language wanted = language == null ? Language.EN : language;
        Map<Class<?>, AtomicReferenceArray<Object>> running = fromApplication;
        if (running != null) {
            AtomicReferenceArray<Object> byLanguage = running.get(bundle);
            if (byLanguage == null) {
                byLanguage = running.computeIfAbsent(bundle, any -> new AtomicReferenceArray<>(Language.values().length));
            }
            Object found = byLanguage.get(wanted.ordinal());
            if (found == null) {
                // two threads may both look it up: Quarkus answers both alike, and either answer does
                found = MessageBundles.get(bundle, Localized.Literal.of(wanted.code()));
                byLanguage.set(wanted.ordinal(), found);
            }
            return bundle.cast(found);
        }
        return bundle.cast(STANDALONE.computeIfAbsent(new Key(bundle, wanted), key -> standalone(bundle, key.language())));
    }

    /** From now on, the running application's bundles (called once it has started: flagpost.config.ApplicationBundles). */
    public static void applicationStarted() {
        fromApplication = new ConcurrentHashMap<>();
    }

    /** From now on, the standalone rendering again (called as the application stops, whose bundles go with it). */
    public static void applicationStopped() {
        fromApplication = null;
    }

    /**
     * {@code bundle} in {@code language}, rendering each method's template with the standalone engine; a new one each
     * call (package-private so that a test can hold it to Quarkus's word for word).
     */
    static <T> T standalone(Class<T> bundle, Language language) {
        Map<String, String> localized = language == Language.EN ? Map.of() : localizedFile(bundle, language);
        return bundle.cast(Proxy.newProxyInstance(bundle.getClassLoader(), new Class<?>[] {bundle},
                new Rendering(bundle, language, localized)));
    }

    /**
     * Renders a message of one bundle and language: each template parsed once; a message without parameters rendered
     * once, since it always says the same (a Qute render costs microseconds, and "Red" is asked for on every line).
     */
    private record Rendering(Class<?> bundle, Language language, Map<String, String> localized, Map<Method, Template> templates,
            Map<Method, String> constants) implements InvocationHandler {

        Rendering(Class<?> bundle, Language language, Map<String, String> localized) {
            this(bundle, language, localized, new ConcurrentHashMap<>(), new ConcurrentHashMap<>());
        }

        @Override
        public Object invoke(Object proxy, Method method, Object[] arguments) {
            if (method.getDeclaringClass() == Object.class) {
                return switch (method.getName()) {
                    case "toString" -> bundle.getSimpleName() + "(" + language.code() + ")"; // not for players: a proxy's name
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
            Template template = templates.computeIfAbsent(method, m -> ENGINE.parse(templateOf(m)));
            TemplateInstance instance = template.instance();
            Parameter[] parameters = method.getParameters();
            for (int i = 0; i < parameters.length; i++) {
                // Parameter names are compiled in (maven.compiler.parameters), as Quarkus needs them too.
                instance.data(parameters[i].getName(), arguments[i]);
            }
            return instance.render();
        }

        /**
         * The template of {@code method}: the localized file's, else the English of its annotation (Quarkus falls back
         * the same way).
         */
        private String templateOf(Method method) {
            String template = localized.get(method.getName());
            return template != null ? template : method.getAnnotation(Message.class).value();
        }
    }

    /**
     * The keys and templates of {@code messages/<bundle>_<code>.properties}, read as Quarkus reads them: UTF-8, one
     * {@code key=template} a line, blank lines and {@code #} comments skipped, a {@code \n} in a value a line break, and
     * a value ending in a backslash continued on the next line (whose leading blanks are dropped).
     */
    static Map<String, String> localizedFile(Class<?> bundle, Language language) {
        String name = "messages/" + bundle.getAnnotation(MessageBundle.class).value() + "_" + language.code() + ".properties";
        InputStream in = bundle.getClassLoader().getResourceAsStream(name);
        if (in == null) {
            throw new IllegalStateException(name + " is missing");
        }
        Map<String, String> templates = new HashMap<>();
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            Iterator<String> lines = reader.lines().iterator();
            while (lines.hasNext()) {
                String line = lines.next().strip();
                if (line.isEmpty() || line.startsWith("#")) {
                    continue;
                }
                int equals = line.indexOf('=');
                if (equals < 0) {
                    throw new IllegalStateException(name + ": a line without key=template: " + line);
                }
                StringBuilder template = new StringBuilder(valueLine(line.substring(equals + 1)));
                while (template.length() > 0 && template.charAt(template.length() - 1) == '\\') {
                    template.setLength(template.length() - 1);
                    if (!lines.hasNext()) {
                        break;
                    }
                    template.append(valueLine(lines.next()));
                }
                templates.putIfAbsent(line.substring(0, equals).strip(), template.toString()); // Quarkus keeps a key's first
            }
        } catch (IOException unreadable) {
            throw new UncheckedIOException(name, unreadable);
        }
        return templates;
    }

    /** A value's line as Quarkus takes it: leading blanks dropped, {@code \n} a line break. */
    private static String valueLine(String line) {
        return line.stripLeading().replace("\\n", "\n");
    }
}
