package flagpost.support.leaks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.rules.Ending;
import flagpost.rules.Game;
import flagpost.rules.GameOptions;
import flagpost.rules.Move;
import flagpost.rules.Numbering;
import flagpost.rules.Rank;
import flagpost.rules.Side;
import flagpost.rules.Square;
import flagpost.rules.Variant;
import flagpost.support.ScriptedGame;
import flagpost.rules.Setup;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The shared rules of the leak scans on their own. The negative controls plant leaks that one of the two old
 * copies of these rules (the mail's LeakCheck, the pages' PageLeakScan) read past; the mail and page tests plant
 * them in real mails and pages too.
 */
class LeakScanHelpersTest {

    private static final ScriptedGame SCRIPT = ScriptedGame.find(Variant.BARRAGE, Ending.FLAG_CAPTURED, 1, 200);

    private static Knowledge atStart(Side seat) {
        return Knowledge.of(SCRIPT.red(), SCRIPT.blue(), SCRIPT.moves(), 0, seat, false);
    }

    @Test
    void referencesAndSpacesAreReadAsAReaderSeesThem() {
        assertEquals("&lt;b> 'x' \"y\"", HtmlText.unescape("&amp;lt;b&gt; &#39;x&#x27; &quot;y&quot;"), "one pass: &amp;lt; stays &lt;");
        assertEquals("Marshal Marshal Marshal", HtmlText.unescape("&#77;arshal &#x4d;arshal &#X4D;arshal"));
        assertEquals("a b c d", HtmlText.unescape("a&nbsp;b\u00a0c&#160;d"));
        assertEquals("&lsaquo; Back &nosuch;", HtmlText.unescape("&lsaquo; Back &nosuch;"), "unknown names stay as written");
        assertEquals("Blue Marshal", HtmlText.text("<p>Blue\n    <b>Marshal</b>\u00a0</p>"));
        assertEquals("?m", HtmlText.inlineText("?<span style=\"font-size:9px\">m</span>"));
        assertEquals("<td title=\"a1: lake\"> ~ </td>", HtmlText.markup("<td title=\"a1:&#32;lake\">\n ~ \n</td>"));
    }

    @Test
    void rankWordsKnowNamesPluralsAndCodes() {
        assertEquals(List.of(Rank.SPY, Rank.MARSHAL, Rank.MINER, Rank.SERGEANT),
                RankWords.ranksNamed("Two Spies, three Marshals, a MINER and a Sergeant guard the Flagpost."));
        assertEquals(Optional.of("marshal"), RankWords.trace("sq enemy rank-marshal"));
        assertEquals(Optional.of("SPY"), RankWords.trace("data-rank=\"SPY\""));
        assertEquals(Optional.empty(), RankWords.trace("sq enemy blue unknown moved last-from j7: Blue piece, rank unknown, has moved, "
                + "Blue's last move started here"), "the words of an unknown square name no rank");
    }

    @Test
    void rankWordsKnowSpanishAndUzbekNamesPluralsAndEndings() {
        assertEquals(List.of(Rank.SPY, Rank.MARSHAL, Rank.MINER, Rank.FLAG, Rank.CAPTAIN, Rank.GENERAL),
                RankWords.ranksNamed("Dos Espías, tres Mariscales, un Minero, la Bandera, el Capitán y los Generales."));
        assertEquals(List.of(Rank.FLAG, Rank.SPY, Rank.FLAG, Rank.MARSHAL, Rank.SCOUT, Rank.MAJOR),
                RankWords.ranksNamed("Koʻkning Bayrogʻi, Josuslar, Bayroqni, Marshalni, Razvedkachilar va Mayor."));
        assertEquals(List.of(), RankWords.ranksNamed("El número mayor de casillas; Bayroqdor"), "Spanish 'mayor' (greater) is no Major");
        assertEquals(Optional.of("mariscal"), RankWords.trace("sq enemy rank-mariscal"));
        assertEquals(Optional.of("Bayrog"), RankWords.trace("j7: Bayrogʻi"));
    }

    @Test
    void negativeControlsASpanishOrUzbekRankIsALeakToo() {
        Knowledge start = atStart(Side.RED);
        // Where English would say "Marshal" or "Flag": each must be found as the English is.
        for (String planted : List.of("El Mariscal de Bob está en e7.", "Cuidado con los mariscales.", "La Bandera azul está en j10.",
                "Bobning Bayrogʻi e7 da.", "Bayroqni toping.", "Bobning Marshali yaqin.", "Josuslar kelmoqda.")) {
            assertFalse(DocumentScan.text("text", planted, start, Numbering.MODERN).isEmpty(), planted);
            assertFalse(DocumentScan.html("html", "<p>" + planted + "</p>", start, start, Numbering.MODERN, DocumentScan.Outside.FOUGHT)
                    .isEmpty(), planted);
        }
        for (String html : List.of("<p>el Mariscal azul</p>", "<p>los Mineros del Azul</p>", "<p>Koʻkning Marshali</p>", "<p>koʻk Bayroq</p>")) {
            // On the setup page, where any rank may be named, only the enemy side gives it away, in any word order.
            assertFalse(DocumentScan.html("planted", html, start, start, Numbering.MODERN, DocumentScan.Outside.ANY).isEmpty(), html);
        }
        assertEquals(List.of(), DocumentScan.html("own", "<p>el Mariscal rojo, Qizil Bayroq</p>", start, start, Numbering.MODERN,
                DocumentScan.Outside.ANY), "one's own side's ranks are no leak");
        assertEquals(List.of(), DocumentScan.text("text", "Partida 42 de Flagpost, jugada 0: el número mayor. Navbat sizda.", start,
                Numbering.MODERN), "ordinary Spanish and Uzbek words name no rank");
        Square hidden = start.board().entrySet().stream().filter(e -> e.getValue().side() == Side.BLUE).map(java.util.Map.Entry::getKey)
                .min(java.util.Comparator.comparing(Square::name)).orElseThrow();
        for (String label : List.of("Mariscal", "Bayrogʻi")) {
            assertFalse(DocumentScan.html("planted", "<span data-square=\"" + hidden + "\" title=\"" + hidden + ": " + label + "\">?</span>",
                    start, start, Numbering.MODERN, DocumentScan.Outside.ANY).isEmpty(), "a hidden square labelled " + label);
        }
    }

    @Test
    void everyLanguagesSquareLabelsAreReadAsTheirRankAndAsNoOther() {
        // The words a board really labels a piece with (Squares.label, from the words bundle): own and known enemy pieces.
        for (flagpost.words.Language language : flagpost.words.Language.values()) {
            for (Rank rank : Rank.values()) {
                for (Side seat : Side.values()) {
                    String label = flagpost.words.Squares.label(language, new StringBuilder(), Square.parse("e4"),
                            new flagpost.rules.ViewPiece(seat, rank, false, seat == Side.BLUE, false), Side.RED).toString();
                    assertEquals(List.of(rank), RankWords.ranksNamed(label), language + ": " + label);
                    String rest = label;
                    for (String word : RankWords.wordsIn(label)) {
                        rest = rest.replace(word, " ");
                    }
                    assertEquals(Optional.empty(), RankWords.trace(rest), language + ": " + label + " without its rank");
                }
            }
        }
    }

    @Test
    void aTimeZonesLabelNamesNoPieceButWhatItsBracketsHoldIsRead() {
        Knowledge start = atStart(Side.RED);
        for (String zone : List.of("America/Bahia_Banderas", "America/Bahia Banderas", "America/Bahia Banderas (hora central)",
                "America/Bahia Banderas (Markaziy Amerika vaqti)")) {
            assertEquals(List.of(), DocumentScan.html("zones", "<select id=\"zone\"><option value=\"America/Bahia_Banderas\">" + zone
                    + "</option></select>", start, start, Numbering.MODERN, DocumentScan.Outside.FOUGHT), zone);
        }
        for (String planted : List.of("America/Bahia Banderas (Bandera)", "Bahia Banderas", "Banderas (hora central)",
                "America/Bahia Banderas Marshal")) {
            assertFalse(DocumentScan.html("zones", "<option>" + planted + "</option>", start, start, Numbering.MODERN,
                    DocumentScan.Outside.FOUGHT).isEmpty(), planted);
        }
    }

    @Test
    void negativeControlARanksOwnWordsAreNoFixedSentence() {
        // The words bundle's rank forms carry no tag, yet they are what a page names a piece with: never skipped as fixed.
        Knowledge start = atStart(Side.RED);
        Square hidden = start.board().entrySet().stream().filter(e -> e.getValue().side() == Side.BLUE).map(java.util.Map.Entry::getKey)
                .min(java.util.Comparator.comparing(Square::name)).orElseThrow();
        for (String name : List.of("Marshal", "Blue Marshal", "Mariscal", "Mariscal azul", "Koʻk Marshal", "Bayroq", "Bandera")) {
            assertFalse(DocumentScan.html("planted", "<span title=\"" + name + "\" data-square=\"" + hidden + "\" title=\"" + hidden
                    + ": Blue piece, rank unknown\">?</span>", start, start, Numbering.MODERN, DocumentScan.Outside.FOUGHT).isEmpty(),
                    "title=\"" + name + "\" on a hidden square");
            assertFalse(DocumentScan.html("planted", "<p title=\"" + name + "\">x</p>", start, start, Numbering.MODERN,
                    DocumentScan.Outside.FOUGHT).isEmpty(), "title=\"" + name + "\" away from the board");
        }
    }

    @Test
    void negativeControlWordsOutsideTheBoardsNameOnlyRanksThatFought() {
        Knowledge start = atStart(Side.RED);
        assertEquals(1, DocumentScan.text("text", "Bob's Marshal is on e7.", start, Numbering.MODERN).size());
        // The mail's old copy knew no rank codes, and read "&#77;arshal" as it is written.
        assertEquals(1, DocumentScan.text("text", "The MARSHAL is on e7.", start, Numbering.MODERN).size());
        assertEquals(1, DocumentScan.html("html", "Bob's &#77;arshal is on e7.", start, start, Numbering.MODERN,
                DocumentScan.Outside.FOUGHT).size());
        assertEquals(List.of(), DocumentScan.text("text", "Flagpost game 42, move 0: Alice (Red) against Bob (Blue)", start,
                Numbering.MODERN));
        assertEquals(List.of(), DocumentScan.text("text", "Bob's Marshal was on e7.", start.afterTheEnd(), Numbering.MODERN));
    }

    @Test
    void aLinkTokenWhoseRandomLettersSpellARankIsNoWordButTheSameWordOutsideItIs() {
        Knowledge start = atStart(Side.RED);
        String token = "eyJ2IjoyLCJnIjo5SpY_x." + "A".repeat(20) + "9SpY_" + "b".repeat(18);
        assertEquals(List.of(), DocumentScan.html("html", "<a href=\"/play/" + token + "\">Play</a>", start, start, Numbering.MODERN,
                DocumentScan.Outside.FOUGHT), "a token's letters are not a page's words");
        assertEquals(List.of(), DocumentScan.text("text", "Your move: https://flagpost.example/play/" + token, start, Numbering.MODERN));
        assertEquals(1, DocumentScan.html("html", "<a href=\"/play/x_SpY_x\">Play</a>", start, start, Numbering.MODERN,
                DocumentScan.Outside.FOUGHT).size(), "negative control: the same letters in a path that is no token are read");
    }

    @Test
    void negativeControlTheEnemySideWithARankIsFoundHoweverItIsSpaced() {
        Knowledge start = atStart(Side.RED);
        // The page scan's old copy wanted exactly one space between side and rank, and neither plurals nor references.
        for (String html : List.of("Blue Marshal", "Blue <b>Marshal</b>", "Blue\n      Marshal", "Blue&#160;Marshal", "Blue\u00a0Marshal",
                "Blue&nbsp;&nbsp;Marshal", "Blue's Miners", "Blue’s <em>Spies</em>", "Blue &#77;arshal", "Blue GENERAL")) {
            // On the setup page, where any rank may be named, only the enemy side gives it away.
            assertFalse(DocumentScan.html("planted", "<p>" + html + "</p>", start, start, Numbering.MODERN, DocumentScan.Outside.ANY)
                    .isEmpty(), html);
        }
        assertEquals(List.of(), DocumentScan.html("own", "<p>Red Marshal, Blue piece</p>", start, start, Numbering.MODERN,
                DocumentScan.Outside.ANY));
        assertEquals(List.of(), DocumentScan.text("over", "Blue Marshal", start.afterTheEnd(), Numbering.MODERN));
    }

    @Test
    void theTokenizerReadsEveryTextAndValueWithTheSquareItBelongsTo() {
        List<HtmlTokens.Token> tokens = HtmlTokens.of("<!DOCTYPE html><p class='note'>a &amp; b<br>"
                + "<span data-square=\"j7\" title=\"j7: x\">"
                + "?<b title=Marshal>10</b></span><td title=\"a1: y\"><div>z</div></td><span class=\"sq hidden-side\"></span>"
                + "<!-- said --></p><script>{\"rank\":\"<b>\"}</script>");
        List<String> read = tokens.stream().map(t -> (t.isText() ? "" : t.attribute() + "=") + t.value() + "@"
                + (t.place().inSquare() ? String.valueOf(t.place().square()) : "-")).toList();
        assertEquals(List.of("class=note@-", "a & b@-", "data-square=j7@j7", "title=j7: x@j7", "?@j7", "title=Marshal@j7", "10@j7",
                "title=a1: y@a1", "z@a1", "class=sq hidden-side@null", " said @-", "{\"rank\":\"<b>\"}@-"), read);
    }

    @Test
    void negativeControlTheDocumentScanReadsEveryFormOfARank() {
        Knowledge start = atStart(Side.RED);
        Square hidden = start.board().entrySet().stream().filter(e -> e.getValue().side() == Side.BLUE).map(java.util.Map.Entry::getKey)
                .min(java.util.Comparator.comparing(Square::name)).orElseThrow();
        String symbol = start.pieceAt(hidden).rank().symbol(Numbering.MODERN);
        assertEquals(List.of(), DocumentScan.html("clean", "<p>Move 10: e4-e5, 3 days left. Flagpost.</p><span class=\"rank\">7</span>",
                start, start, Numbering.MODERN, DocumentScan.Outside.FOUGHT));
        for (String html : List.of("<p class=\"x rank-marshal\">", "<p data-rank=\"10\">", "<p>the general</p>", "<i>SPY</i>",
                "<b title=\"" + hidden + ": " + symbol + "\"></b>", "<span data-square=\"" + hidden + "\">?<b>" + symbol + "</b></span>",
                "<script>var board = {\"square\":\"" + hidden + "\",\"rank\":" + symbol + "};</script>", "<p>blue's bombs</p>")) {
            assertFalse(DocumentScan.html("planted", html, start, start, Numbering.MODERN, DocumentScan.Outside.FOUGHT).isEmpty(), html);
        }
        assertEquals(List.of(), DocumentScan.html("setup", "<p>the general</p>", start, start, Numbering.MODERN, DocumentScan.Outside.ANY),
                "the setup page lists every rank of the seat's own");
    }

    @Test
    void knowledgeAlongAGameAgreesWithKnowledgeAtEachPly() {
        Game end = Game.replay(SCRIPT.red(), SCRIPT.blue(), GameOptions.DEFAULT, SCRIPT.moves());
        for (Side seat : Side.values()) {
            List<Knowledge> along = Knowledge.along(SCRIPT.red(), SCRIPT.blue(), SCRIPT.moves(), seat);
            assertEquals(SCRIPT.moves().size() + 1, along.size());
            for (int ply = 0; ply < along.size(); ply++) {
                boolean over = ply == SCRIPT.moves().size();
                assertEquals(over, along.get(ply).everything(), "a page shows everything once the game is over, at ply " + ply);
                assertEquals(Knowledge.of(SCRIPT.red(), SCRIPT.blue(), SCRIPT.moves(), ply, seat, over), along.get(ply), "ply " + ply);
            }
            Knowledge last = along.get(SCRIPT.moves().size());
            assertEquals(end.battles().size(), last.battles().stream().filter(b -> b != null).count());
            assertTrue(along.stream().anyMatch(k -> k.known().stream().anyMatch(square -> k.pieceAt(square).side() == seat)),
                    "the seat's own pieces that fought are publicly known too");
            assertTrue(last.enemyRanksShown().stream().allMatch(rank -> last.foughtRanks().contains(rank) || rank == Rank.SCOUT),
                    "an enemy rank is shown by a battle or a Scout's long move");
        }
    }

    @Test
    void negativeControlTheTrackerRefusesMovesItCannotFollow() {
        assertThrows(IllegalStateException.class,
                () -> Knowledge.of(SCRIPT.red(), SCRIPT.blue(), List.of(Move.of("e5", "e6")), 1, Side.RED, false));
    }

    /**
     * A rank that has fought elsewhere may be named, but not as a piece the reader has not seen: tied to its square in
     * text, an attribute, a class, a symbol, a move-list entry or a phrase over two elements, on a seat's page or mail
     * as on a spectator's. The battle's own line, which names the squares and the ranks that fought there, stays clean.
     */
    @Test
    void negativeControlsARankThatFoughtElsewhereNamedBesideAnUnseenPiece() {
        for (Side viewer : new Side[] {Side.RED, Side.BLUE, null}) {
            Random random = new Random(20_261_201L);
            Setup red = Setup.random(Side.RED, Variant.CLASSIC, random);
            Setup blue = Setup.random(Side.BLUE, Variant.CLASSIC, random);
            Game game = Game.start(red, blue, GameOptions.DEFAULT);
            List<Move> moves = new ArrayList<>();
            while (PlantedLeak.hiddenOfAFoughtRank(Knowledge.of(red, blue, moves, moves.size(), viewer, false)).isEmpty()) {
                List<Move> legal = game.legalMoves();
                Move move = legal.get(random.nextInt(legal.size()));
                moves.add(move);
                game = game.apply(move).gameOrThrow();
                assertTrue(moves.size() < 300 && !game.isOver(), "no unseen piece of a rank that fought in this line");
            }
            Knowledge now = Knowledge.of(red, blue, moves, moves.size(), viewer, false);
            PlantedLeak.Hidden hidden = PlantedLeak.hiddenOfAFoughtRank(now).orElseThrow();
            String who = (viewer == null ? "spectator" : viewer.displayName()) + ", " + hidden;
            List<String> missed = new ArrayList<>();
            for (String planted : PlantedLeak.besideItsSquare(hidden, Numbering.MODERN)) {
                if (DocumentScan.html("planted", "<main>" + planted + "</main>", now, now, Numbering.MODERN, DocumentScan.Outside.FOUGHT)
                        .isEmpty()) {
                    missed.add(planted);
                }
            }
            assertEquals(List.of(), missed, who + ": read past");
            assertFalse(DocumentScan.text("text", "The piece on " + hidden.square() + " is a " + hidden.rank().displayName() + ".", now,
                    Numbering.MODERN).isEmpty(), who + " in a mail's text");
            assertFalse(DocumentScan.text("text", "Watch " + hidden.square() + " (" + hidden.rank().symbol(Numbering.MODERN) + ").", now,
                    Numbering.MODERN).isEmpty(), who + " by its symbol in a mail's text");
            int ply = now.battles().indexOf(now.battles().stream().filter(java.util.Objects::nonNull).findFirst().orElseThrow());
            Knowledge.Battle battle = now.battles().get(ply);
            String line = moves.get(ply).notation(true) + ": " + battle.attacker().displayName() + " attacks " + battle.defender().displayName();
            assertEquals(List.of(), DocumentScan.html("battle", "<ol><li>" + line + "</li></ol>", now, now, Numbering.MODERN,
                    DocumentScan.Outside.FOUGHT), who + ": a battle's line names its ranks beside its squares");
            assertEquals(List.of(), DocumentScan.text("battle", line, now, Numbering.MODERN), who + ": the same in a mail");
            assertEquals(List.of(), DocumentScan.html("over", "<p>The piece on " + hidden.square() + " is a " + hidden.rank().displayName()
                    + ".</p>", now.afterTheEnd(), now.afterTheEnd(), Numbering.MODERN, DocumentScan.Outside.FOUGHT), who + ": once the game is over");
        }
    }
}
