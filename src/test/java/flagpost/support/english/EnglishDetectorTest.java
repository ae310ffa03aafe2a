package flagpost.support.english;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The detector itself: it finds English where a reader meets it, and masks only what every language shares. */
class EnglishDetectorTest {

    private static final List<String> NAMES = List.of("Alice", "Bob");

    @Test
    void spanishAndUzbekSentencesWithNamesCodesAndLinksAreClean() {
        for (String text : List.of(
                "Hola, Alice: Bob ha jugado e4-e5. Has perdido un Explorador en e5; tu red no responde. Mariscal, General.",
                "Responde con accept, decline, draw, resign o board. Colocación: MBBBBBBEEEEEFFFFGGGGHHHHIIIJJKLCDDDDDDDD",
                "Assalomu alaykum, Bob! Navbat sizda. Marshal va General. Muddatingiz: 2026-yil 2-mart, dushanba, 09:00 UTC.",
                "Havola: https://flagpost.example/play/AQJleAEAAAAAAAAAKgIAAAAAaaVRkAAAAABpzN6Q.TJN2bimuYrPcjaa2Qt8bZdck "
                        + "bob-1f3e@example.com, play+abcdefgh234567@flagpost.example, Flagpost, Stratego, Gravon XML",
                "America/Port of Spain (hora del Atlántico) Europe/Isle_of_Man America/Knox IN")) {
            assertEquals(List.of(), EnglishDetector.find(text, NAMES), text);
        }
    }

    @Test
    void englishIsFoundInTextPhrasesAttributesAndScriptSentences() {
        assertFalse(EnglishDetector.find("Tu partida: it is your move.", NAMES).isEmpty());
        assertFalse(EnglishDetector.find("Flagpost: Alice contra Bob — YOUR MOVE", NAMES).isEmpty(), "upper case in running text");
        for (String html : List.of("<main><p>Hola <strong>Bob</strong>, the game is on.</p></main>",
                "<main><button title=\"Resign this game\">Abandonar</button></main>",
                "<main><input type=\"submit\" value=\"Send it\"></main>",
                "<main><div data-confirm=\"Play @move now?\"></div></main>",
                "<html><head><title>Not Found</title></head></html>")) {
            assertFalse(EnglishDetector.findInHtml(html, NAMES).isEmpty(), html);
        }
    }

    @Test
    void codesInAttributesAndScriptsAreNotRead() {
        String html = "<main><script>const words = 'the game is on';</script><style>.your-move {}</style><!-- the page -->"
                + "<input type=\"radio\" name=\"variant\" value=\"CLASSIC\"><option value=\"EVERY_MOVE\">Cada movimiento</option>"
                + "<input type=\"checkbox\" value=\"on\"><div class=\"your-turn\" data-rank=\"MARSHAL\" data-targets=\"e5 e6\">"
                + "Mariscal</div></main>";
        assertEquals(List.of(), EnglishDetector.findInHtml(html, NAMES));
    }
}
