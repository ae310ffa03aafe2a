package flagpost.mail;

import flagpost.words.Language;
import io.quarkus.arc.Arc;
import io.quarkus.arc.ArcContainer;
import io.quarkus.qute.Engine;
import io.quarkus.qute.ReflectionValueResolver;
import io.quarkus.qute.Template;
import io.quarkus.qute.TemplateInstance;
import io.quarkus.qute.i18n.Localized;
import io.quarkus.qute.i18n.Message;
import io.quarkus.qute.i18n.MessageBundles;
import java.lang.reflect.Method;
import java.lang.reflect.Parameter;
import java.lang.reflect.Proxy;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The {@link MailMessages} of one language for Java code ({@link MailModel}, {@link MailHeaders}, {@link HtmlBoard}, the
 * answers to replies in {@code flagpost.mail.inbound}).
 * Inside the application it is Qute's bundle for that language, looked up once per language and container. Outside it
 * (plain unit tests of the pure mail classes, where no container runs) it is English, rendered from the
 * {@link Message} annotations with a Qute engine of its own: English is what those tests assert, and the other
 * languages exist only as the application's localized files.
 */
public final class MailWords {

    private static volatile Cache cache;
    private static final MailMessages ENGLISH_WITHOUT_CONTAINER = englishFromAnnotations();

    private MailWords() {
    }

    /** The messages of {@code language}. */
    public static MailMessages of(Language language) {
        ArcContainer container = Arc.container();
        if (container == null || !container.isRunning()) {
            return ENGLISH_WITHOUT_CONTAINER;
        }
        Cache current = cache;
        if (current == null || current.container != container) { // a test run may start the application more than once
            current = new Cache(container, new MailMessages[Language.values().length]);
            cache = current;
        }
        MailMessages messages = current.bundles[language.ordinal()];
        if (messages == null) { // a race only looks the same bundle up twice
            messages = MessageBundles.get(MailMessages.class, Localized.Literal.of(language.code()));
            current.bundles[language.ordinal()] = messages;
        }
        return messages;
    }

    private record Cache(ArcContainer container, MailMessages[] bundles) {
    }

    private static MailMessages englishFromAnnotations() {
        Engine engine = Engine.builder().addDefaults().addValueResolver(new ReflectionValueResolver()).build();
        Map<Method, Template> templates = new ConcurrentHashMap<>();
        return (MailMessages) Proxy.newProxyInstance(MailMessages.class.getClassLoader(), new Class<?>[] {MailMessages.class},
                (proxy, method, args) -> {
                    if (method.getDeclaringClass() == Object.class) {
                        return switch (method.getName()) {
                            case "toString" -> "MailMessages (English, from the annotations)"; // not for players: a proxy's name
                            case "hashCode" -> System.identityHashCode(proxy);
                            default -> proxy == args[0];
                        };
                    }
                    Template template = templates.computeIfAbsent(method, m -> engine.parse(m.getAnnotation(Message.class).value()));
                    TemplateInstance instance = template.instance();
                    Parameter[] parameters = method.getParameters();
                    for (int i = 0; i < parameters.length; i++) {
                        instance.data(parameters[i].getName(), args[i]);
                    }
                    return instance.render();
                });
    }
}
