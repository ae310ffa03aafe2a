package flagpost.words;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import flagpost.support.bundles.Bundle;
import io.quarkus.test.junit.QuarkusTest;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link Bundles} gives the same words both ways: every message of every bundle, in every language, rendered by Quarkus's
 * bundle (the running application's) and by the standalone rendering the plain unit tests get, with arguments that take
 * each branch the templates have (a name with markup in it; the counts 0, 1, 2 and 21 for the plural rules).
 */
@QuarkusTest
class BundlesInAndOutOfTheApplicationTest {

    private static final String NAME = "Bob & <b>Eve</b>'s";

    private static final long[] COUNTS = {0, 1, 2, 21};

    @Test
    void everyMessageSaysTheSameInsideTheApplicationAsWithoutIt() throws ReflectiveOperationException {
        List<String> different = new ArrayList<>();
        int compared = 0;
        for (Bundle bundle : Bundle.flagpost()) {
            for (Language language : Language.values()) {
                Object application = Bundles.of(bundle.type(), language);
                assertFalse(Proxy.isProxyClass(application.getClass()), bundle.name() + ": the application's own bundle");
                Object standalone = Bundles.standalone(bundle.type(), language);
                for (Method method : bundle.type().getDeclaredMethods()) {
                    if (method.isSynthetic() || method.isDefault() || Modifier.isStatic(method.getModifiers())) {
                        continue;
                    }
                    for (long count : COUNTS) {
                        Object[] arguments = arguments(method, count);
                        String expected = say(application, method, arguments);
                        String actual = say(standalone, method, arguments);
                        compared++;
                        if (!expected.equals(actual)) {
                            different.add(bundle.name() + "_" + language.code() + ":" + method.getName() + "(" + count + "): "
                                    + expected + " | " + actual);
                        }
                    }
                }
            }
        }
        assertEquals(List.of(), different);
        assertFalse(compared < 1000, "compared only " + compared + " messages");
    }

    /** A name for each String, {@code count} for each number (the bundles take nothing else). */
    private static Object[] arguments(Method method, long count) {
        Class<?>[] types = method.getParameterTypes();
        Object[] arguments = new Object[types.length];
        for (int i = 0; i < types.length; i++) {
            arguments[i] = types[i] == String.class ? NAME : types[i] == int.class ? (Object) (int) count : (Object) count;
        }
        return arguments;
    }

    private static String say(Object bundle, Method method, Object[] arguments) throws IllegalAccessException {
        try {
            return (String) method.invoke(bundle, arguments);
        } catch (InvocationTargetException failed) {
            throw new IllegalStateException(method.getName(), failed.getCause());
        }
    }
}
