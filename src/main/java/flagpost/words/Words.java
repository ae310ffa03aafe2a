package flagpost.words;

import flagpost.rules.Rank;
import flagpost.rules.Side;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.EnumMap;
import java.util.Map;

/**
 * The {@link WordBundle} of each language ({@link Bundles} finds them), and the rank and side words the hot paths
 * need, worked out once.
 */
final class Words {

    /** Plain strings, the same whichever way {@link Bundles} renders them, so they are kept for good. */
    private static final Map<Language, Map<Rank, RankWords>> RANKS = new EnumMap<>(Language.class);

    static {
        for (Language language : Language.values()) {
            Map<Rank, RankWords> ranks = new EnumMap<>(Rank.class);
            for (Rank rank : Rank.values()) {
                ranks.put(rank, RankWords.of(language, rank));
            }
            RANKS.put(language, ranks);
        }
    }

    private Words() {
    }

    /** The messages in {@code language}; English for {@code null}, as for a reader who has not chosen yet. */
    static WordBundle of(Language language) {
        return Bundles.of(WordBundle.class, language);
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
            Language language) {

        /** "Red Marshal" or "Blue Marshal". */
        String ofSeat(Side seat) {
            return seat == Side.RED ? red : blue;
        }

        /** "Bob's Marshal", "el Mariscal de Bob", "Bobning Marshali". */
        String theirs(String owner) {
            return (String) call(Words.of(language), theirs, owner); // the bundle of now: a Quarkus one goes with its application
        }

        /** Reads the seven forms by their method names ({@code rankMarshalPlural}, ...), listed in WordBundle. */
        static RankWords of(Language language, Rank rank) {
            WordBundle bundle = Words.of(language);
            String key = "rank" + rank.name().charAt(0) + rank.name().substring(1).toLowerCase(java.util.Locale.ROOT);
            try {
                Method theirs = WordBundle.class.getMethod(key + "Theirs", String.class);
                return new RankWords(form(bundle, key), form(bundle, key + "Plural"), form(bundle, key + "One"),
                        form(bundle, key + "Red"), form(bundle, key + "Blue"), form(bundle, key + "Yours"), theirs, language);
            } catch (NoSuchMethodException missing) {
                throw new IllegalStateException("WordBundle lacks a form of " + rank, missing);
            }
        }

        private static String form(WordBundle bundle, String method) throws NoSuchMethodException {
            return (String) call(bundle, WordBundle.class.getMethod(method), new Object[0]);
        }
    }

    private static Object call(WordBundle bundle, Method method, Object... arguments) {
        try {
            return method.invoke(bundle, arguments);
        } catch (IllegalAccessException | InvocationTargetException failed) {
            throw new IllegalStateException("cannot say " + method.getName(), failed);
        }
    }
}
