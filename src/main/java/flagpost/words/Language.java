package flagpost.words;

import java.util.Locale;

/**
 * The languages Flagpost speaks to players: every page and email comes in the reader's. Moves stay squares
 * ({@code e3-e4}) and setup strings stay Gravon's letters in every language.
 *
 * <p>A player's language is stored by its {@link #code()} ({@code player.language}); {@code null} there means the
 * player has not chosen one yet (an invitee who has not answered reads the inviter's).
 */
public enum Language {
    EN("en", "English"),
    ES("es", "Español"),
    /** Uzbek in the Latin script, as Uzbekistan writes it today. */
    UZ("uz", "Oʻzbekcha");

    private final String code;
    private final String nativeName;
    private final Locale locale;

    Language(String code, String nativeName) {
        this.code = code;
        this.nativeName = nativeName;
        this.locale = Locale.forLanguageTag(code);
    }

    /** The ISO 639-1 code: what {@code player.language}, {@code <html lang>} and message bundle files use. */
    public String code() {
        return code;
    }

    /** The language's name in itself, as a language picker shows it: "Español", not "Spanish". */
    public String nativeName() {
        return nativeName;
    }

    /** The locale dates, numbers and message bundles are formatted in. */
    public Locale locale() {
        return locale;
    }

    /** The language of {@code code} ("es", "ES", "es-AR"), or {@code null} for none Flagpost speaks. */
    public static Language ofCode(String code) {
        if (code == null || code.isBlank()) {
            return null;
        }
        String primary = code.strip().split("[-_]", 2)[0];
        for (Language language : values()) {
            if (language.code.equalsIgnoreCase(primary)) {
                return language;
            }
        }
        return null;
    }

    /**
     * The best language for a browser's {@code Accept-Language} header ("es-ES,es;q=0.9,en;q=0.8"): the spoken one
     * with the highest weight, the earlier on a tie; {@code null} when the header names none Flagpost speaks.
     */
    public static Language ofAcceptLanguage(String header) {
        if (header == null || header.isBlank() || header.length() > 1000) {
            return null;
        }
        Language best = null;
        double bestWeight = 0;
        for (String part : header.split(",", 50)) {
            String[] pieces = part.split(";");
            Language language = ofCode(pieces[0]);
            double weight = 1;
            for (int i = 1; i < pieces.length; i++) {
                String parameter = pieces[i].strip();
                if (parameter.startsWith("q=") || parameter.startsWith("Q=")) {
                    weight = weight(parameter.substring(2).strip());
                }
            }
            if (language != null && weight > bestWeight) {
                best = language;
                bestWeight = weight;
            }
        }
        return best;
    }

    /**
     * A {@code q} weight: a number from 0 to 1 (RFC 9110: at most three decimals, which browsers keep to). Anything else,
     * "NaN", "Infinity", "1e9" or a weight above 1 that would outbid every honest choice, counts as 0: not wanted.
     */
    private static double weight(String value) {
        if (!value.matches("[01](\\.[0-9]{0,3})?")) {
            return 0;
        }
        double weight = Double.parseDouble(value);
        return weight <= 1 ? weight : 0;
    }
}
