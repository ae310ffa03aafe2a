package flagpost.web.page;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.rules.Game;
import flagpost.rules.GameOptions;
import flagpost.rules.Numbering;
import flagpost.rules.Setup;
import flagpost.rules.Side;
import flagpost.rules.Variant;
import flagpost.web.view.BoardView;
import flagpost.words.Language;
import io.quarkus.qute.CompletedStage;
import io.quarkus.qute.Engine;
import io.quarkus.qute.NamespaceResolver;
import io.quarkus.qute.ReflectionValueResolver;
import io.quarkus.qute.Template;
import io.quarkus.qute.TemplateException;
import io.quarkus.qute.TemplateInstance;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The two sections of the pages' own ({@link PerLanguageSection}, {@link BoardSection}) on a Qute engine of their own. */
class PageSectionsTest {

    /** How often a {@code {play:…}} message was looked up. */
    private final AtomicInteger lookups = new AtomicInteger();

    /** Qute's defaults, both sections, and a {@code play} namespace that answers "name in locale" and counts. */
    private final Engine engine = Engine.builder().addDefaults().addValueResolver(new ReflectionValueResolver())
            .addSectionHelper(new PerLanguageSection()).addSectionHelper(new BoardSection())
            .addNamespaceResolver(NamespaceResolver.builder("play").resolve(context -> {
                lookups.incrementAndGet();
                return CompletedStage.of(context.getName() + " in " + context.getAttribute(TemplateInstance.LOCALE));
            }).build())
            .build();

    @Test
    void aPerLanguageBlockIsRenderedOncePerLanguageAndReadsAsWithoutIt() {
        String body = "<h2>{play:heading}</h2><p>{play:help} & more</p>";
        Template cached = engine.parse("{#perlanguage}" + body + "{/perlanguage}<p>{name}</p>");
        Template plain = engine.parse(body + "<p>{name}</p>");

        String english = cached.instance().setLocale(Locale.ENGLISH).data("name", "Alice").render();
        assertEquals(2, lookups.get());
        assertEquals("<h2>heading in en</h2><p>help in en & more</p><p>Alice</p>", english);
        assertEquals(plain.instance().setLocale(Locale.ENGLISH).data("name", "Alice").render(), english);

        lookups.set(0);
        assertEquals("<h2>heading in en</h2><p>help in en & more</p><p>Bob</p>",
                cached.instance().setLocale(Locale.ENGLISH).data("name", "Bob").render());
        assertEquals(0, lookups.get(), "the second English page asks for no word again");

        assertEquals("<h2>heading in es</h2><p>help in es & more</p><p>Bob</p>",
                cached.instance().setLocale(Locale.forLanguageTag("es")).data("name", "Bob").render());
        assertEquals(2, lookups.get(), "Spanish is rendered on its own");
    }

    @Test
    void aPerLanguageBlockRefusesAnythingThatCouldDifferBetweenReaders() {
        for (String inside : new String[] {"{name}", "{play:greeting(name)}", "{#if name}x{/if}", "{other:word}"}) {
            TemplateException refused = assertThrows(TemplateException.class,
                    () -> engine.parse("<p>{#perlanguage}<b>" + inside + "</b>{/perlanguage}</p>"), inside);
            assertTrue(refused.getMessage().contains("{#perlanguage}"), refused.getMessage());
        }
        // a message whose parameters are literals is the same for every reader
        assertEquals("greeting in en", engine.parse("{#perlanguage}{play:greeting('@from')}{/perlanguage}").instance()
                .setLocale(Locale.ENGLISH).render());
    }

    @Test
    void theBoardSectionWritesTheBoardsMarkupIntoTheStringAndIntoTheBytesAlike() {
        Random random = new Random(5);
        Game game = Game.start(Setup.random(Side.RED, Variant.CLASSIC, random), Setup.random(Side.BLUE, Variant.CLASSIC, random),
                GameOptions.DEFAULT);
        Template template = engine.parse("<main>{#board board=board /}</main>");
        for (Language language : Language.values()) {
            BoardView board = BoardView.of(language, game.viewFor(Side.RED), Numbering.MODERN, game.legalMoves(), game.repetitionRefusals());
            String expected = "<main>" + board.html().getValue() + "</main>";
            assertEquals(expected, template.data("board", board).render(), language.code());
            assertEquals(expected, new String(Utf8Page.render(template.data("board", board)), StandardCharsets.UTF_8), language.code());
        }
    }
}
