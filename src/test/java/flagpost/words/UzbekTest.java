package flagpost.words;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.web.wording.PageBundle;
import flagpost.web.wording.PlayBundle;
import org.junit.jupiter.api.Test;

class UzbekTest {

    @Test
    void theDativeTakesKaAfterKQaAfterQAndGaOtherwise() {
        assertEquals("Bobga", Uzbek.dative("Bob"));
        assertEquals("Erikka", Uzbek.dative("Erik"));
        assertEquals("ERIKka", Uzbek.dative("ERIK"));
        assertEquals("Tariqqa", Uzbek.dative("Tariq"));
        assertEquals("Alisherga", Uzbek.dative("Alisher"));
        assertEquals("Gʻulomga", Uzbek.dative("Gʻulom"));
        assertEquals("", Uzbek.dative(""));
    }

    @Test
    void theUzbekBundlesWriteTheDativeOfTheNameTheyAreGiven() {
        PlayBundle play = Bundles.of(PlayBundle.class, Language.UZ);
        assertTrue(play.rematchOffer("Erik").startsWith("Erikka yana"), play.rematchOffer("Erik"));
        assertTrue(play.rematchOffer("Tariq").startsWith("Tariqqa yana"), play.rematchOffer("Tariq"));
        assertTrue(play.rematchOffer("Bob").startsWith("Bobga yana"), play.rematchOffer("Bob"));
        String declined = Bundles.of(PageBundle.class, Language.UZ).invitationDeclinedNotice("Erik");
        assertTrue(declined.contains("Erikka xabar"), declined);
    }
}
