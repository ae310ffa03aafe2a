package flagpost.support.leaks;

import flagpost.rules.Rank;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The ranks as words, for every leak scan, in every language Flagpost speaks: the one table of names, plurals,
 * Uzbek endings and codes ({@link DocumentScan} decides where they may show). English comes from {@link Rank}, so a
 * rank added or renamed is scanned for everywhere; Spanish (the Jumbo rule book's names) and Uzbek (the army's ranks)
 * are written out here, as players know them. A page is scanned for all three, whatever its reader's language: a
 * rank leaked in any of them is a leak.
 */
public final class RankWords {

    /** Spanish, singular and plural, with and without the accent (a template might drop it). */
    private static final Map<Rank, List<String>> SPANISH = new EnumMap<>(Map.ofEntries(
            Map.entry(Rank.MARSHAL, List.of("Mariscal", "Mariscales")),
            Map.entry(Rank.GENERAL, List.of("General", "Generales")),
            Map.entry(Rank.COLONEL, List.of("Coronel", "Coroneles")),
            Map.entry(Rank.MAJOR, List.of("Comandante", "Comandantes")),
            Map.entry(Rank.CAPTAIN, List.of("Capitán", "Capitan", "Capitanes")),
            Map.entry(Rank.LIEUTENANT, List.of("Teniente", "Tenientes")),
            Map.entry(Rank.SERGEANT, List.of("Sargento", "Sargentos")),
            Map.entry(Rank.MINER, List.of("Minero", "Mineros")),
            Map.entry(Rank.SCOUT, List.of("Explorador", "Exploradores")),
            Map.entry(Rank.SPY, List.of("Espía", "Espia", "Espías", "Espias")),
            Map.entry(Rank.BOMB, List.of("Bomba", "Bombas")),
            Map.entry(Rank.FLAG, List.of("Bandera", "Banderas"))));

    /**
     * Uzbek stems, each taking {@link #UZBEK_ENDINGS}; a final q or k turns to gʻ or g before a vowel ("Bayrogʻi",
     * "Polkovnigingiz", the words bundle's "your Colonel").
     */
    private static final Map<Rank, List<String>> UZBEK = new EnumMap<>(Map.ofEntries(
            Map.entry(Rank.MARSHAL, List.of("Marshal")),
            Map.entry(Rank.GENERAL, List.of("General")),
            Map.entry(Rank.COLONEL, List.of("Polkovnik", "Polkovnig")),
            Map.entry(Rank.MAJOR, List.of("Mayor")),
            Map.entry(Rank.CAPTAIN, List.of("Kapitan")),
            Map.entry(Rank.LIEUTENANT, List.of("Leytenant")),
            Map.entry(Rank.SERGEANT, List.of("Serjant")),
            Map.entry(Rank.MINER, List.of("Sapyor")),
            Map.entry(Rank.SCOUT, List.of("Razvedkachi")),
            Map.entry(Rank.SPY, List.of("Josus")),
            Map.entry(Rank.BOMB, List.of("Bomba")),
            Map.entry(Rank.FLAG, List.of("Bayroq", "Bayrogʻ", "Bayrog'", "Bayrog‘"))));

    /**
     * Uzbek noun endings: plural, possessive, case ("Bayroqni", "Marshallari", "Kapitanning", "Josusingiz"); after a
     * stem ending in a vowel the possessive drops its i ("Razvedkachingiz", "Bombangiz", "Bombam": your Scout, your Bomb).
     */
    private static final String UZBEK_ENDINGS = "(?:lar)?(?:i|si|im|m|ing|ng|imiz|miz|ingiz|ngiz)?(?:ni|ning|ga|da|dan)?";

    /** A letter of any language Flagpost speaks, Uzbek's ʻ and ʼ included: what a rank's word may not touch. */
    static final String LETTER = "[\\p{L}ʻʼ]";

    /** English names alone, for the English-only phrases of the scans ("Blue Marshal"). */
    static final String NAMES = Arrays.stream(Rank.values()).map(Rank::displayName).collect(Collectors.joining("|"));
    private static final String CODES = Arrays.stream(Rank.values()).map(Rank::code).collect(Collectors.joining("|"));

    /**
     * Every word form of a rank in any language, without the boundaries: English names with "s"/"es" and "Spies",
     * Spanish forms, Uzbek stems with their endings. Case-insensitive, but for the Uzbek "Mayor", which in a Spanish
     * sentence is a common word ("mayor", greater): it counts only capitalised.
     */
    static final String FORMS = "(?i:" + alternation(Stream.concat(
            Arrays.stream(Rank.values()).map(rank -> Pattern.quote(rank.displayName()) + "(?:s|es)?"),
            Stream.of("Spies"))) + "|" + alternation(SPANISH.values().stream().flatMap(List::stream).map(Pattern::quote)) + "|"
            + "(?:" + alternation(UZBEK.entrySet().stream().filter(e -> e.getKey() != Rank.MAJOR).flatMap(e -> e.getValue().stream())
                    .map(Pattern::quote)) + ")" + UZBEK_ENDINGS + ")"
            + "|Mayor" + UZBEK_ENDINGS;

    /** A rank in words, three groups: a word form in any language, "Spies" (kept for symmetry, inside the first), or its code. */
    private static final Pattern NAMED = Pattern.compile("(?<!" + LETTER + ")(?:(" + FORMS + ")|(" + CODES + "))(?!" + LETTER + ")");

    /** Any trace of a rank, in any case and inside other words: for a square that must tell nothing of its piece. */
    private static final Pattern TRACE = Pattern.compile("(?i)" + NAMES + "|Spies|" + alternation(Stream.concat(
            SPANISH.values().stream().map(forms -> forms.get(0)), UZBEK.entrySet().stream().filter(e -> e.getKey() != Rank.MAJOR)
                    .map(e -> e.getValue().get(0))).map(Pattern::quote)) + "|Bayrog|Polkovnig|Espia|Capitan");

    private RankWords() {
    }

    /** Every rank {@code text} names, in order, in any language. */
    public static List<Rank> ranksNamed(String text) {
        List<Rank> ranks = new ArrayList<>();
        Matcher named = NAMED.matcher(text);
        while (named.find()) {
            ranks.add(named.group(1) != null ? rankOf(named.group(1)) : Rank.fromCode(named.group(2)));
        }
        return ranks;
    }

    /** The words of {@code text} that name a rank, as written ("Mariscal", "Bayrogʻi", "MARSHAL"), in order. */
    public static List<String> wordsIn(String text) {
        List<String> words = new ArrayList<>();
        Matcher named = NAMED.matcher(text);
        while (named.find()) {
            words.add(named.group());
        }
        return words;
    }

    /** The first trace of a rank in {@code text}, if any: a name, plural or code in any case and language, even inside a word. */
    public static Optional<String> trace(String text) {
        Matcher trace = TRACE.matcher(text);
        return trace.find() ? Optional.of(trace.group()) : Optional.empty();
    }

    /** The rank a word form of {@link #FORMS} names: "marshals", "Mariscales", "Bayrogʻi", "Spies". */
    public static Rank rankOf(String word) {
        String lower = word.toLowerCase(Locale.ROOT);
        if (lower.equals("spies")) {
            return Rank.SPY;
        }
        if (word.matches("[A-Z]+") && Arrays.stream(Rank.values()).anyMatch(rank -> rank.code().equals(word))) {
            return Rank.fromCode(word);
        }
        // The longest stem that starts the word: "Generales" is a General, "Bombas" a Bomb, in whichever language.
        return Stream.of(Rank.values())
                .flatMap(rank -> Stream.of(Stream.of(rank.displayName()), SPANISH.get(rank).stream(), UZBEK.get(rank).stream())
                        .flatMap(s -> s).map(stem -> Map.entry(stem.toLowerCase(Locale.ROOT), rank)))
                .filter(stem -> lower.startsWith(stem.getKey()))
                .max(Comparator.comparingInt(stem -> stem.getKey().length()))
                .map(Map.Entry::getValue)
                .orElseThrow(() -> new IllegalArgumentException(word));
    }

    private static String alternation(Stream<String> forms) {
        // Longest first, so that "Mariscales" is read whole rather than as "Mariscal" and a dangling "es".
        return forms.distinct().sorted(Comparator.comparingInt(String::length).reversed()).collect(Collectors.joining("|"));
    }
}
