package flagpost.words;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.Locale;
import org.junit.jupiter.api.Test;

/** The two ways a language is named from outside: a code (a form's field, {@code ?lang=}) and Accept-Language. */
class LanguageTest {

    @Test
    void aCodeNamesItsLanguageWhateverItsCaseRegionOrSpaces() {
        assertEquals(Language.ES, Language.ofCode("es"));
        assertEquals(Language.ES, Language.ofCode("ES"));
        assertEquals(Language.ES, Language.ofCode("es-AR"));
        assertEquals(Language.ES, Language.ofCode("es_419"));
        assertEquals(Language.UZ, Language.ofCode(" uz-Latn-UZ "));
        assertEquals(Language.EN, Language.ofCode("en-GB"));
    }

    @Test
    void aCodeFlagpostDoesNotSpeakIsNone() {
        for (String junk : new String[] {null, "", "  ", "fr", "e", "esp", "english", "*", "es;q=1", "-es", "<script>"}) {
            assertNull(Language.ofCode(junk), junk);
        }
    }

    @Test
    void eachLanguageKnowsItsCodeLocaleAndOwnName() {
        assertEquals("uz", Language.UZ.code());
        assertEquals(Locale.forLanguageTag("es"), Language.ES.locale());
        assertEquals("Oʻzbekcha", Language.UZ.nativeName());
        assertEquals("Español", Language.ES.nativeName());
    }

    @Test
    void theHighestWeightWinsAndATieGoesToTheEarlier() {
        assertEquals(Language.ES, Language.ofAcceptLanguage("es-ES,es;q=0.9,en;q=0.8"));
        assertEquals(Language.UZ, Language.ofAcceptLanguage("en;q=0.5, uz;q=0.9"));
        assertEquals(Language.EN, Language.ofAcceptLanguage("en-US,en;q=0.9,es;q=0.8"));
        assertEquals(Language.ES, Language.ofAcceptLanguage("es, en"), "no weight is 1, the earlier wins a tie");
        assertEquals(Language.UZ, Language.ofAcceptLanguage("ru-RU,ru;q=0.9,uz;q=0.8,en;q=0.7"), "the first one spoken here");
        assertEquals(Language.EN, Language.ofAcceptLanguage("en;Q=0.7,es;q=0.3"), "the parameter's name in any case");
        assertEquals(Language.ES, Language.ofAcceptLanguage("es ;q=0.8 , en;q=0.2"), "spaces around the parts");
    }

    @Test
    void aRegionTagCountsForItsLanguage() {
        assertEquals(Language.ES, Language.ofAcceptLanguage("es-MX"));
        assertEquals(Language.UZ, Language.ofAcceptLanguage("uz-Latn-UZ;q=0.9, de;q=1"));
    }

    @Test
    void aWeightOfZeroOrNoLanguageSpokenHereIsNone() {
        assertNull(Language.ofAcceptLanguage("es;q=0"));
        assertNull(Language.ofAcceptLanguage("de-DE,fr;q=0.9"));
        assertNull(Language.ofAcceptLanguage("*"));
        assertNull(Language.ofAcceptLanguage(null));
        assertNull(Language.ofAcceptLanguage(""));
        assertNull(Language.ofAcceptLanguage(" , ;;, "));
    }

    @Test
    void aWeightThatIsNotAWeightCountsAsNotWanted() {
        // Each would outbid the honest first choice if it were read as a number.
        assertEquals(Language.EN, Language.ofAcceptLanguage("en;q=0.5,es;q=NaN"));
        assertEquals(Language.EN, Language.ofAcceptLanguage("en;q=0.5,es;q=Infinity"));
        assertEquals(Language.EN, Language.ofAcceptLanguage("en;q=0.5,es;q=1e9"));
        assertEquals(Language.EN, Language.ofAcceptLanguage("en;q=0.5,es;q=2"));
        assertEquals(Language.EN, Language.ofAcceptLanguage("en;q=0.5,es;q=0x1p3"));
        assertEquals(Language.EN, Language.ofAcceptLanguage("en;q=0.5,es;q=-1"));
        assertEquals(Language.EN, Language.ofAcceptLanguage("en;q=0.5,es;q="));
        assertEquals(Language.EN, Language.ofAcceptLanguage("en;q=0.5,es;q=0.9.9"));
        assertEquals(Language.ES, Language.ofAcceptLanguage("en;q=0.5,es;q=1.000"), "1.000 is a weight");
    }

    @Test
    void anOversizeOrEndlessHeaderIsReadAsNoneOrCutShort() {
        assertNull(Language.ofAcceptLanguage("es," + "x".repeat(1000)), "over 1000 characters: not read at all");
        // Hundreds of parts: only the first 50 are looked at, so a header cannot make the server loop for long.
        String manyParts = "de,".repeat(60) + "es";
        assertNull(Language.ofAcceptLanguage(manyParts));
        assertEquals(Language.ES, Language.ofAcceptLanguage("de,".repeat(10) + "es"));
    }
}
