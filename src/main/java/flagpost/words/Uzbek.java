package flagpost.words;

import io.quarkus.qute.TemplateExtension;
import io.quarkus.qute.ValueResolver;
import java.util.Locale;

/**
 * Uzbek endings that depend on the word they join. The dative ("to Bob") is {@code -ga}, but {@code -ka} after a
 * final k and {@code -qa} after a final q ("Bobga", "Erikka", "Tariqqa"), so a message cannot glue {@code ga} to a
 * name it does not know. The Uzbek bundles write {@code {name.dative}}; Quarkus finds this method as a template
 * extension, and {@link Bundles}' standalone engine through {@link #RESOLVER}.
 */
public final class Uzbek {

    /** {@code {text.dative}} for the standalone engine, which has no build-time template extensions. */
    static final ValueResolver RESOLVER = ValueResolver.builder()
            .applyToBaseClass(String.class)
            .applyToName("dative")
            .resolveSync(context -> dative((String) context.getBase()))
            .build();

    private Uzbek() {
    }

    /** {@code name} in the dative case: "Bobga", "Erikka", "Tariqqa"; an empty name stays empty. */
    @TemplateExtension
    public static String dative(String name) {
        if (name.isEmpty()) {
            return name;
        }
        String last = name.substring(name.offsetByCodePoints(name.length(), -1)).toLowerCase(Locale.ROOT);
        return name + switch (last) {
            case "k" -> "ka";
            case "q" -> "qa";
            default -> "ga";
        };
    }
}
