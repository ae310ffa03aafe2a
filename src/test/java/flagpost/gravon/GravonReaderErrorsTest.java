package flagpost.gravon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Bad records are refused with a {@link GravonFormatException} that names the line; never another exception. */
class GravonReaderErrorsTest {

    private static final String FIELD = "MFBGGIIGBDEFCDDLDGFEHFEHDDDJBEEDHBKBJHIB" + "AA__AA__AAAA__AA__AA"
            + "SXRNVTNPRYPSQUQNPUNPWPSUQTSPNNQTRPQVTPOR";

    /** A valid record; the comments give each line's number. */
    private static final String VALID = """
            <?xml version="1.0" encoding="UTF-8"?>
            <stratego>
             <game type="classic">
              <field content="%s"/>
              <move id="1" source="B4" target="B5"/>
              <move id="2" source="A7" target="A6"/>
              <move id="3" source="B5" target="B4"/>
              <player id="1">Player 1</player>
              <player id="2">Player 2</player>
              <result type="3" winner="2"/>
             </game>
            </stratego>
            """.formatted(FIELD);
    // lines: 1 prolog, 2 <stratego>, 3 <game>, 4 <field>, 5–7 moves, 8–9 players, 10 result, 11 </game>, 12 </stratego>

    private static String with(String from, String to) {
        if (!VALID.contains(from)) {
            throw new IllegalArgumentException("not in the record: " + from);
        }
        return VALID.replace(from, to);
    }

    private static String fieldWith(int index, char letter) {
        return with(FIELD, FIELD.substring(0, index) + letter + FIELD.substring(index + 1));
    }

    private static GravonFormatException refused(String xml) {
        try {
            GravonReader.read(xml);
        } catch (GravonFormatException expected) {
            return expected;
        } catch (RuntimeException | Error other) {
            fail("expected a GravonFormatException, got " + other, other);
        }
        return fail("the record was accepted");
    }

    @Test
    void theValidRecordIsAccepted() throws GravonFormatException {
        GravonGame game = GravonReader.read(VALID);

        assertEquals(3, game.moves().size());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("badRecords")
    void aBadRecordIsRefusedNamingItsLine(String what, String xml, int line, String explanation) {
        GravonFormatException refusal = refused(xml);

        assertEquals(line, refusal.line(), refusal.getMessage());
        assertTrue(refusal.getMessage().startsWith("line " + line + ": "), refusal.getMessage());
        assertTrue(refusal.getMessage().contains(explanation), "'" + explanation + "' not in: " + refusal.getMessage());
        assertFalse(refusal.isUnsupported(), "a bad record is not merely unsupported");
        assertTrue(refusal.getMessage().length() < 400, "a short message: " + refusal.getMessage().length());
        assertTrue(refusal.getMessage().chars().noneMatch(Character::isISOControl), refusal.getMessage());
    }

    static Stream<Arguments> badRecords() {
        String longName = "x".repeat(100_000);
        return Stream.of(
                Arguments.of("not XML", "Red wins, flag captured on move 40.", 1, "not XML"),
                Arguments.of("empty file", "", 1, "the file is empty"),
                Arguments.of("blank file", "\n  \n", 1, "the file is empty"),
                Arguments.of("not XML after blank lines", "\n\r\n  Red wins.", 3, "not XML"),
                Arguments.of("blank lines before the declaration count", "\n\n" + with("source=\"B4\"", "source=\"J4\""), 7,
                        "move 1: source 'J4' is not a Gravon square"),
                Arguments.of("a byte order mark changes no line", "\uFEFF" + with("source=\"B4\"", "source=\"J4\""), 5,
                        "move 1: source 'J4' is not a Gravon square"),
                Arguments.of("only the declaration", "<?xml version=\"1.0\"?>\n", 2, "the file ends before its root element is complete"),
                Arguments.of("truncated in the root tag", "<?xml version=\"1.0\"?>\n<strat", 2, "the file ends inside the tag <strat>"),
                Arguments.of("truncated in a tag", VALID.substring(0, VALID.indexOf("target=\"A6\"")), 6,
                        "the file ends inside the tag <move>"),
                Arguments.of("truncated after a line", VALID.substring(0, VALID.indexOf("  <move id=\"3\"")), 7,
                        "the file ends before </game> (opened on line 3)"),
                Arguments.of("truncated field (99 characters)", with(FIELD, FIELD.substring(0, 99)), 4,
                        "the field content has 99 characters; a start field has 100"),
                Arguments.of("field of 101 characters", with(FIELD, FIELD + "A"), 4, "has 101 characters"),
                Arguments.of("unknown letter in the field", fieldWith(5, 'Z'), 4, "field character 6 (square f1) is 'Z'"),
                Arguments.of("lower-case letter in the field", fieldWith(0, 'm'), 4, "field character 1 (square a1) is 'm'"),
                Arguments.of("a Red letter in Blue's area", fieldWith(60, 'B'), 4,
                        "field character 61 (square a7) is 'B', Red's Bomb, in Blue's setup area"),
                Arguments.of("a Blue letter in Red's area", fieldWith(39, 'N'), 4,
                        "field character 40 (square j4) is 'N', Blue's Bomb, in Red's setup area"),
                Arguments.of("a lake in a setup area", fieldWith(12, '_'), 4, "field character 13 (square c2) is '_'"),
                Arguments.of("wrong neutral zone: a lake missing", fieldWith(42, 'A'), 4,
                        "ranks 5 and 6 of the field (characters 41–60) must be AA__AA__AAAA__AA__AA"),
                Arguments.of("wrong neutral zone: a piece", fieldWith(40, 'D'), 4, "found DA__AA__AAAA__AA__AA"),
                Arguments.of("two Red Flags", fieldWith(2, 'M'), 4, "Red's setup is not a legal Classic setup: Classic has 6 Bombs; this setup has 5. Classic has 1 Flag; this setup has 2."),
                Arguments.of("a Blue square left empty in Classic", fieldWith(61, 'A'), 4, "Blue's setup is not a legal Classic setup"),
                Arguments.of("no field", with("  <field content=\"" + FIELD + "\"/>\n", ""), 3, "expected one <field> in <game>, found 0"),
                Arguments.of("field without content", with("content=\"" + FIELD + "\"", ""), 4, "<field> has no content attribute"),
                Arguments.of("square on file J", with("source=\"B4\"", "source=\"J4\""), 5, "move 1: source 'J4' is not a Gravon square"),
                Arguments.of("square on rank 0", with("target=\"A6\"", "target=\"A0\""), 6, "move 2: target 'A0' is not a Gravon square"),
                Arguments.of("rank 10 written 10", with("target=\"A6\"", "target=\"A10\""), 6, "target 'A10' is not a Gravon square"),
                Arguments.of("square past ':'", with("target=\"A6\"", "target=\"A;\""), 6, "target 'A;' is not a Gravon square"),
                Arguments.of("empty square", with("source=\"B5\"", "source=\"\""), 7, "move 3: source '' is not a Gravon square"),
                Arguments.of("move without a target", with(" target=\"B4\"", ""), 7, "<move> has no target attribute"),
                Arguments.of("ids out of order", with("move id=\"2\"", "move id=\"3\""), 6, "expected id 2, found 3"),
                Arguments.of("ids not starting at 1", with("move id=\"1\"", "move id=\"0\""), 5, "expected id 1, found 0"),
                Arguments.of("missing id", with("move id=\"3\" ", "move "), 7, "<move> has no id attribute"),
                Arguments.of("unknown result type", with("type=\"3\" winner", "type=\"7\" winner"), 10, "unknown result type 7"),
                Arguments.of("result type not a number", with("type=\"3\" winner", "type=\"three\" winner"), 10,
                        "attribute type of <result> must be a number, found 'three'"),
                Arguments.of("huge result type", with("type=\"3\" winner", "type=\"99999999999999999999\" winner"), 10,
                        "must be a number"),
                Arguments.of("unknown winner", with("winner=\"2\"", "winner=\"4\""), 10, "the winner is 1 (Red), 2 (Blue) or 3 (draw), found 4"),
                Arguments.of("a draw for a flag capture", with("type=\"3\" winner=\"2\"", "type=\"1\" winner=\"3\""), 10,
                        "result type 1 with winner 3 does not fit"),
                Arguments.of("a resignation without a winner", with("type=\"3\" winner=\"2\"", "type=\"3\" winner=\"3\""), 10,
                        "result type 3 with winner 3 does not fit: RESIGNED needs a winner"),
                Arguments.of("both unable to move with a winner", with("type=\"3\" winner=\"2\"", "type=\"2\" winner=\"1\""), 10,
                        "result type 2 with winner 1 does not fit: BOTH_UNABLE_TO_MOVE is a draw and has no winner"),
                Arguments.of("two results", with("<result type=\"3\" winner=\"2\"/>", "<result type=\"3\" winner=\"2\"/><result type=\"3\" winner=\"1\"/>"),
                        10, "a game has at most one <result>"),
                Arguments.of("unknown Flagpost ending", with("winner=\"2\"/>", "winner=\"2\" flagpost-ending=\"GAVE_UP\"/>"), 10,
                        "unknown flagpost-ending 'GAVE_UP'"),
                Arguments.of("third player", with("<player id=\"2\">", "<player id=\"3\">"), 9, "a player's id is 1 (Red) or 2 (Blue), found 3"),
                Arguments.of("wrong root element", with("<stratego>", "<game-record>").replace("</stratego>", "</game-record>"), 2,
                        "expected <stratego> as the root element, found <game-record>"),
                Arguments.of("two games", with(" </game>\n", " </game>\n <game type=\"classic\"/>\n"), 2,
                        "expected one <game> inside <stratego>, found 2"),
                Arguments.of("unknown game type", with("type=\"classic\"", "type=\"salvo\""), 3, "unknown game type 'salvo'"),
                Arguments.of("two-squares limit 4", with("type=\"classic\"", "type=\"classic\" flagpost-two-squares=\"4\""), 3,
                        "flagpost-two-squares must be 3 or 5, found 4"),
                Arguments.of("range attack maybe", with("type=\"classic\"", "type=\"classic\" flagpost-scout-attacks-at-range=\"maybe\""), 3,
                        "must be true or false, found maybe"),
                Arguments.of("negative ply cap", with("type=\"classic\"", "type=\"classic\" flagpost-ply-cap=\"-1\""), 3,
                        "flagpost-ply-cap must be 0 (no cap) or more, found -1"),
                Arguments.of("unclosed tag", with(" </game>\n", ""), 11,
                        "this is not well-formed XML: The element type \"game\" must be terminated by the matching end-tag \"</game>\"."),
                Arguments.of("unclosed root", with("</stratego>\n", ""), 12, "the file ends before </stratego> (opened on line 2)"),
                Arguments.of("crossed tags", with("Player 1</player>", "Player 1</game>"), 8,
                        "this is not well-formed XML: The element type \"player\" must be terminated by the matching end-tag \"</player>\"."),
                Arguments.of("unquoted attribute", with("move id=\"2\"", "move id=2"), 6,
                        "this is not well-formed XML: Open quote is expected for attribute \"id\" associated with an element type \"move\"."),
                // StAX only sees the file end inside the value; what it can say is what stays open.
                Arguments.of("attribute never closed", "<stratego>\n<game type=\"classic/>\n", 3, "the file ends before </stratego> (opened on line 1)"),
                Arguments.of("a quote missing", with("target=\"B4\"/>", "target=\"B4/>"), 8,
                        "this is not well-formed XML: The value of attribute \"target\" associated with an element type \"move\" must not contain the '<' character."),
                Arguments.of("attribute twice", with("move id=\"2\"", "move id=\"2\" id=\"2\""), 6,
                        "this is not well-formed XML: Attribute \"id\" was already specified for element \"move\"."),
                Arguments.of("content after the root", VALID + "<stratego/>\n", 13,
                        "this is not well-formed XML: The markup in the document following the root element must be well-formed."),
                Arguments.of("text after the root", VALID + "Red wins\n", 13, "this is not well-formed XML: Content is not allowed in trailing section."),
                // StAX notices an unclosed comment or CDATA section only at the end of the file.
                Arguments.of("comment never closed", with("<stratego>", "<stratego><!-- a note"), 12,
                        "the file ends before </stratego> (opened on line 2)"),
                Arguments.of("CDATA never closed", with("Player 1", "<![CDATA[Player 1"), 12, "the file ends before </player> (opened on line 8)"),
                Arguments.of("bare ampersand", with("Player 1", "Player & 1"), 8,
                        "this is not well-formed XML: The entity name must immediately follow the '&' in the entity reference."),
                // hostile input
                // hostile input (DTDs and entities in detail: GravonReaderDtdTest)
                Arguments.of("an entity declared in a DOCTYPE", "<!DOCTYPE stratego [<!ENTITY lol \"lol\">]>\n" + VALID, 1,
                        "a DOCTYPE is not accepted in a game record"),
                Arguments.of("an undeclared entity", with("Player 1", "&xxe;"), 8, "this is not well-formed XML: The entity \"xxe\" was referenced, but not declared."),
                Arguments.of("an external entity by name", with("Player 1", "&file:///etc/passwd;"), 8,
                        "this is not well-formed XML: The reference to entity \"file:\" must end with the ';' delimiter."),
                Arguments.of("a reference to a control character", with("Player 1", "&#7;"), 8,
                        "this is not well-formed XML: Character reference \"&#7\" is an invalid XML character."),
                Arguments.of("a reference to NUL in hex", with("Player 1", "&#x0;"), 8, "this is not well-formed XML: Character reference \"&#x0\" is an invalid XML character."),
                Arguments.of("a reference past Unicode", with("Player 1", "&#x110000;"), 8,
                        "this is not well-formed XML: Character reference \"&#x110000\" is an invalid XML character."),
                Arguments.of("a negative reference", with("Player 1", "&#-65;"), 8,
                        "this is not well-formed XML: A decimal representation must immediately follow the \"&#\" in a character reference."),
                Arguments.of("an empty reference", with("Player 1", "&#;"), 8,
                        "this is not well-formed XML: A decimal representation must immediately follow the \"&#\" in a character reference."),
                Arguments.of("a raw control character", with("Player 1", "Player\u00071"), 8,
                        "this is not well-formed XML: An invalid XML character (Unicode: 0x7) was found in the element content of the document."),
                Arguments.of("a raw NUL in the field", fieldWith(3, '\0'), 4,
                        "this is not well-formed XML: An invalid XML character (Unicode: 0x0) was found in the value of attribute \"content\""),
                Arguments.of("a raw U+FFFF", with("Player 1", "Player \uFFFF"), 8, "this is not well-formed XML: An invalid XML character (Unicode: 0xffff)"),
                Arguments.of("a very long element name", with(" </game>", "</" + longName + ">"), 11,
                        "this is not well-formed XML: The element type \"game\" must be terminated by the matching end-tag \"</game>\"."),
                // The JDK limits names to 1,000 characters (jdk.xml.maxXMLNameLimit).
                Arguments.of("a very long root name", "<" + longName + "/>", 1, "exceeds the \"1,000\" limit"),
                Arguments.of("a very long square", with("source=\"B4\"", "source=\"" + longName + "\""), 5, "… (100000 characters)"),
                Arguments.of("a very long game type", with("type=\"classic\"", "type=\"" + longName + "\""), 3, "… (100000 characters)"),
                Arguments.of("deep nesting", "<stratego>" + "<game>".repeat(100_000), 1, "nested more than 32 deep"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"classicfree", "ultimate lightning"})
    void gameTypesFlagpostDoesNotPlayAreRefusedAsUnsupported(String type) {
        GravonFormatException refusal = assertThrows(GravonFormatException.class, () -> GravonReader.read(with("type=\"classic\"", "type=\"" + type + "\"")));

        assertTrue(refusal.isUnsupported());
        assertEquals(3, refusal.line());
        assertEquals("line 3: games of type '" + type + "' are not played on Flagpost (only classic, barrage and duell)", refusal.getMessage());
    }

    @Test
    void aByteOrderMarkAndBlankLinesBeforeTheDeclarationAreAccepted() throws GravonFormatException {
        assertEquals(GravonReader.read(VALID), GravonReader.read("\uFEFF\n \r\n" + VALID));
    }

    @Test
    void aVeryLongPlayerNameIsJustAName() throws GravonFormatException {
        String name = "n".repeat(1_000_000);

        assertEquals(name, GravonReader.read(with("Player 1", name)).redPlayer());
    }

    @Test
    void everyTruncationOfARecordIsRefusedCleanly() {
        int end = VALID.indexOf("</stratego>") + "</stratego>".length();
        for (int length = 0; length < end; length++) {
            GravonFormatException refusal = refused(VALID.substring(0, length));
            assertTrue(refusal.line() >= 1 && refusal.line() <= 12, "length " + length + ": " + refusal.getMessage());
        }
    }

    @Test
    void randomlyDamagedRecordsAreReadOrRefusedButNeverCrash() {
        Random random = new Random(2024);
        String alphabet = "<>/=\"'&;#x!?-[]_: \n\tABKMNYZ019\u0000\u00e9";
        int refusedCount = 0;
        for (int trial = 0; trial < 5_000; trial++) {
            StringBuilder damaged = new StringBuilder(VALID);
            int edits = 1 + random.nextInt(3);
            for (int edit = 0; edit < edits; edit++) {
                int at = random.nextInt(damaged.length());
                switch (random.nextInt(3)) {
                    case 0 -> damaged.deleteCharAt(at);
                    case 1 -> damaged.setCharAt(at, alphabet.charAt(random.nextInt(alphabet.length())));
                    default -> damaged.insert(at, alphabet.charAt(random.nextInt(alphabet.length())));
                }
            }
            try {
                GravonReader.read(damaged.toString());
            } catch (GravonFormatException refusal) {
                refusedCount++;
                assertTrue(refusal.line() >= 1 && refusal.line() <= 14, refusal.getMessage());
            } catch (RuntimeException | Error crash) {
                fail("trial " + trial + " crashed with " + crash + " on:\n" + damaged, crash);
            }
        }
        assertTrue(refusedCount > 2_500, "most damaged records are refused: " + refusedCount);
    }
}
