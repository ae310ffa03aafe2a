package flagpost.support.bundles;

import flagpost.words.Language;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;

/**
 * What keeps a bundle's three languages honest, one check per method, each answering the problems it found in
 * words ("page, es: playYourTurn uses {nme}, the English uses {name}"), empty when there are none.
 */
public final class BundleChecks {

    /** A translation that may read exactly as the English, and why. {@code language} null: in every language. */
    public record Same(Language language, String value, String reason) {
    }

    /**
     * The values a Spanish or Uzbek message may share with the English, each with its reason. Values without a word
     * (numbers, squares "e4", punctuation, a bare {@code {parameter}}) are always allowed and need no entry.
     */
    public static final List<Same> SAME_AS_ENGLISH = List.of(
            new Same(null, "Flagpost", "the server's name, a proper noun in every language"),
            new Same(null, "Stratego", "the game's name, a trade mark"),
            new Same(null, "Gravon", "the name of the site whose setup letters Flagpost reads"),
            new Same(Language.ES, "General", "the rank of 9 in the Jumbo rule book: General in Spanish too"),
            new Same(Language.UZ, "General", "the Uzbek army's General"),
            new Same(Language.UZ, "Marshal", "the Uzbek army's Marshal"));

    /** A parameter a translation may leave out, and why: a grammatical form its language does not have. */
    public record Unused(String bundle, Language language, String key, String parameter, String reason) {
    }

    /** The parameters a translation may leave out; any other missing parameter would hide a piece, a name or a date. */
    public static final List<Unused> GRAMMAR_ONLY = List.of(
            new Unused("words", Language.UZ, "rankCount", "plural", "Uzbek keeps a noun singular after a number: \"3 Razvedkachi\""));

    /** Two letters in a row outside the template's tags: a word (squares such as "e4" have one letter). */
    private static final Pattern WORD = Pattern.compile("\\p{L}{2,}");

    private BundleChecks() {
    }

    /** Every problem of every check, for the one assertion over the real bundles. */
    public static List<String> all(Bundle bundle) {
        List<String> problems = new ArrayList<>();
        problems.addAll(missingKeys(bundle));
        problems.addAll(keysWithoutMethod(bundle));
        problems.addAll(emptyValues(bundle));
        problems.addAll(parameters(bundle));
        problems.addAll(untranslated(bundle));
        return problems;
    }

    /** Each message has a Spanish and an Uzbek value. */
    public static List<String> missingKeys(Bundle bundle) {
        List<String> problems = new ArrayList<>();
        for (Language language : Bundle.translated()) {
            for (String key : bundle.messages().keySet()) {
                if (!bundle.translations().get(language).containsKey(key)) {
                    problems.add(where(bundle, language) + ": no " + key + " (English: \"" + bundle.messages().get(key).template() + "\")");
                }
            }
        }
        return problems;
    }

    /** Each key of a language file names a method of the interface: no leftovers of a renamed or removed message. */
    public static List<String> keysWithoutMethod(Bundle bundle) {
        List<String> problems = new ArrayList<>();
        for (Language language : Bundle.translated()) {
            for (String key : bundle.translations().get(language).keySet()) {
                if (!bundle.messages().containsKey(key)) {
                    problems.add(where(bundle, language) + ": " + key + " has no method in " + bundle.type().getSimpleName());
                }
            }
        }
        return problems;
    }

    /** No message is empty in any language (an empty English template means the annotation was forgotten). */
    public static List<String> emptyValues(Bundle bundle) {
        List<String> problems = new ArrayList<>();
        bundle.messages().values().stream().filter(english -> english.template() == null || english.template().isBlank())
                .forEach(english -> problems.add(bundle.name() + ", en: " + english.key() + " is empty"));
        for (Language language : Bundle.translated()) {
            bundle.translations().get(language).forEach((key, value) -> {
                if (value.isBlank()) {
                    problems.add(where(bundle, language) + ": " + key + " is empty");
                }
            });
        }
        return problems;
    }

    /**
     * The English uses only its method's parameters, and each translation uses exactly the names the English uses:
     * none missing (a player would not see the piece or the date), none extra or renamed (Quarkus would refuse to
     * build, or worse, print nothing).
     */
    public static List<String> parameters(Bundle bundle) {
        List<String> problems = new ArrayList<>();
        for (Bundle.English english : bundle.messages().values()) {
            if (english.template() == null) {
                continue;
            }
            Set<String> used = QuteText.parameters(english.template());
            Set<String> unknown = new TreeSet<>(used);
            unknown.removeAll(english.parameters());
            if (!unknown.isEmpty()) {
                problems.add(bundle.name() + ", en: " + english.key() + " uses " + braces(unknown) + ", which its method "
                        + bundle.type().getSimpleName() + "." + english.key() + english.parameters() + " does not declare");
            }
            for (Language language : Bundle.translated()) {
                String value = bundle.translations().get(language).get(english.key());
                if (value == null) {
                    continue;
                }
                Set<String> translated = QuteText.parameters(value);
                Set<String> missing = new TreeSet<>(used);
                missing.removeAll(translated);
                missing.removeIf(parameter -> GRAMMAR_ONLY.stream().anyMatch(unused -> unused.bundle().equals(bundle.name())
                        && unused.language() == language && unused.key().equals(english.key()) && unused.parameter().equals(parameter)));
                Set<String> extra = new TreeSet<>(translated);
                extra.removeAll(used);
                if (!missing.isEmpty() || !extra.isEmpty()) {
                    problems.add(where(bundle, language) + ": " + english.key() + " uses " + braces(translated) + ", the English uses "
                            + braces(used) + (missing.isEmpty() ? "" : "; missing " + braces(missing))
                            + (extra.isEmpty() ? "" : "; not in the English " + braces(extra)) + ": \"" + value + "\"");
                }
            }
        }
        return problems;
    }

    /** No Spanish or Uzbek value reads exactly as its English, unless it has no word or {@link #SAME_AS_ENGLISH} allows it. */
    public static List<String> untranslated(Bundle bundle) {
        List<String> problems = new ArrayList<>();
        for (Bundle.English english : bundle.messages().values()) {
            for (Language language : Bundle.translated()) {
                String value = bundle.translations().get(language).get(english.key());
                if (value == null || english.template() == null || !value.strip().equals(english.template().strip())) {
                    continue;
                }
                if (WORD.matcher(QuteText.literal(value, " ")).find() && !allowed(language, value.strip())) {
                    problems.add(where(bundle, language) + ": " + english.key() + " is still English: \"" + value + "\"");
                }
            }
        }
        return problems;
    }

    private static boolean allowed(Language language, String value) {
        return SAME_AS_ENGLISH.stream().anyMatch(same -> (same.language() == null || same.language() == language)
                && same.value().equals(value));
    }

    private static String where(Bundle bundle, Language language) {
        return bundle.name() + ", " + language.code();
    }

    private static String braces(Set<String> names) {
        return names.stream().map(name -> "{" + name + "}").reduce((a, b) -> a + " " + b).orElse("none");
    }

    /** For the failure message: problems one per line. */
    public static String listed(List<String> problems) {
        return String.join("\n  ", problems);
    }
}
