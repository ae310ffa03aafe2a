package flagpost.support.leaks;

import flagpost.rules.GameOptions;
import flagpost.rules.Numbering;
import flagpost.rules.Piece;
import flagpost.rules.Rank;
import flagpost.rules.Side;
import flagpost.rules.Square;
import flagpost.support.bundles.Bundle;
import flagpost.rules.ViewPiece;
import flagpost.words.Language;
import flagpost.words.Ranks;
import flagpost.words.Squares;
import flagpost.words.Terms;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The one scan of a whole document, page or mail, for ranks its seat may not know: every text node and every
 * attribute value ({@link HtmlTokens}), scripts and inline JSON included, read for ranks in every form a page or
 * mail could write one: a name, plural or code in any case ("Marshal", "marshals", "MARSHAL", {@code rank-marshal}),
 * and a symbol in the seat's numbering ("10" or "1", "S", "B", "F") wherever it stands for a piece.
 *
 * <ul>
 *   <li>Inside a board square, and wherever a square is tied to a rank ({@code title="j7: 10"}, {@code "j7":"MARSHAL"},
 *       {@code {"square":"j7","rank":10}}): only the rank of the piece there, and only if the seat may know it
 *       ({@link Knowledge#mayKnow}). A square the page does not name (the setup page's hidden side) shows none.
 *       A square whose piece the seat may not know holds no text but "?" (and "m" once it has moved).</li>
 *   <li>A rank by key ({@code data-rank="10"}, {@code rank-10}, {@code "rank": 10}) or in words anywhere else: with
 *       {@link Outside#FOUGHT}, only a rank that has fought, or any once the game is over. And where the same text,
 *       value or phrase names a square ("the piece on j7 is a Marshal", "d7-d6 (Marshal)", "j7 (10)"), only a rank
 *       the seat may know on one of those squares, by the piece there or a move to or from it: square by square, as
 *       on the board, since a rank that fought elsewhere says nothing of this piece.</li>
 *   <li>The enemy side with a rank ("Blue Marshal", "blue's miners", {@code blue-marshal}): only a rank the seat
 *       has seen in the enemy's hands.</li>
 * </ul>
 *
 * Numbers and letters elsewhere (squares such as "e4", move numbers, dates) name nothing, so they are read as ranks
 * only where the markup ties them to a square or a rank.
 */
public final class DocumentScan {

    /** Which ranks a document may name away from its squares. */
    public enum Outside {
        /**
         * Only ranks that have fought, and beside a square only the rank known there, any once the game is over:
         * every document but the setup page.
         */
        FOUGHT,
        /** Any rank: the setup page, whose tray lists the seat's own pieces, every rank of the variant. */
        ANY
    }

    /** {@link #pieceWords()}, worked out once, before {@link #FIXED} needs it. */
    private static final Set<String> PIECE_WORDS = pieceWords();

    /**
     * The words bundle's forms of a rank ({@code rankMarshal}, {@code rankMarshalBlue}, {@code rankMarshalYours}, ...):
     * messages without a tag, but the very words a page names a piece with ("Marshal", "Koʻk Marshal", "tu Mariscal"),
     * so never a fixed sentence: a title or a text that is exactly one of them is read like any other.
     */
    private static final Pattern RANK_FORM_KEY = Pattern.compile("rank(?:" + Stream.of(Rank.values())
            .map(rank -> rank.name().charAt(0) + rank.name().substring(1).toLowerCase(Locale.ROOT))
            .collect(Collectors.joining("|")) + ")(?:Plural|One|Red|Blue|Yours|Theirs)?");

    /**
     * Fixed sentences that name a rank as a kind of piece, not any piece of a game: the play legend, the numbering
     * switch and its refusal of an unknown numbering ({@link Terms#numberingChoices}), the start form's and the rules
     * options' sentences ({@link Terms#options}), in every language, and every message of the bundles that has no tag
     * ({@link Bundle#fixedSentences}: the same words in every game) but a piece's words ({@link #pieceWords}) and a rank's
     * own forms ({@link #RANK_FORM_KEY}). Skipped only when a text or value is exactly one of them, so a rank planted
     * inside one is still read.
     */
    private static final Set<String> FIXED = Stream.of(Stream.of(
            "A small dot in the corner: the piece has moved, so it is neither a bomb nor the flag.",
            "10 is the Marshal, 1 the Spy",
            "1 is the Marshal, S the Spy",
            "Scouts may not attack at the end of a long move"),
            // The same sentences in every language: the words functions, and every message of the bundles without a tag.
            Stream.of(Language.values()).flatMap(language -> Stream.concat(Stream.of(Terms.numberingChoices(language)), Stream.of(true, false)
                    .flatMap(atRange -> Terms.options(language, GameOptions.DEFAULT.withScoutAttacksAtRange(atRange)).stream()))),
            Bundle.fixedSentences(key -> !RANK_FORM_KEY.matcher(key).matches()).stream().filter(sentence -> !PIECE_WORDS.contains(sentence)))
            .flatMap(sentences -> sentences)
            .collect(Collectors.toUnmodifiableSet());

    /**
     * The words that name one piece, in every language, though the bundles hold them untagged: a rank's name and
     * plural, "a Marshal", "your Marshal", "Red Marshal", "Blue Marshal" ("Mariscal azul", "Marshalingiz"). A square's
     * title or a text that is exactly one of them says what a piece is, so they are never {@link #FIXED}: skipping them
     * let {@code title="Marshal"} pass anywhere.
     */
    private static Set<String> pieceWords() {
        Set<String> words = new java.util.HashSet<>();
        for (Language language : Language.values()) {
            for (Rank rank : Rank.values()) {
                words.add(Ranks.name(language, rank));
                words.add(Ranks.plural(language, rank));
                words.add(Ranks.list(language, java.util.Map.of(rank, 1)));
                for (Side seat : Side.values()) {
                    for (Side viewer : Side.values()) {
                        words.add(Squares.contents(language, Square.parse("a1"), new ViewPiece(seat, rank, false, true, false), viewer));
                    }
                }
            }
        }
        return words;
    }

    /**
     * Time zone names, as the settings page lists them: place names that may spell a rank in some language
     * ("America/Bahia_Banderas" holds the Spanish "Banderas", Flags), and name no piece.
     */
    private static final Set<String> ZONES = ZoneId.getAvailableZoneIds();

    /** A rank's word in any language Flagpost speaks ({@link RankWords#FORMS}): "Marshal", "mariscales", "Bayrogʻi". */
    private static final String WORD = "(?<!" + RankWords.LETTER + ")(" + RankWords.FORMS + ")(?!" + RankWords.LETTER + ")";
    private static final String SYMBOL = "(?<![A-Za-z0-9])(10|[1-9]|[SBF])(?![A-Za-z0-9])";
    private static final Pattern WORDS = Pattern.compile(WORD);
    private static final Pattern SYMBOLS = Pattern.compile(SYMBOL);
    private static final Pattern BY_KEY = Pattern.compile("(?<![A-Za-z])(?i:rank)(?:[-_]|\"?\\s*[:=]\\s*\"?)" + SYMBOL);
    /** A side before a rank: "Blue Marshal", "blue's miners", Uzbek "Koʻkning Marshali", "qizil Bayroq". */
    private static final Pattern SIDE_RANK = Pattern.compile("(?<![A-Za-z])(?i:(red|blue|qizil|ko[ʻ'‘]k))(?:'s|’s|ning)?[\\s_-]+" + WORD);
    /** Spanish puts the side after the rank: "el Mariscal azul", "los Mineros del Rojo". */
    private static final Pattern RANK_SIDE = Pattern.compile(WORD + "[\\s_-]+(?i:(?:del?|de la)\\s+)?(?i:(roj[oa]s?|azul(?:es)?))(?!" + RankWords.LETTER + ")");
    private static final Pattern SQUARE_RANK = Pattern.compile("(?<![A-Za-z0-9])([a-j](?:10|[1-9]))[\"']?\\s*[:=]\\s*[\"']?"
            + "(?:(?i:your|red|blue)(?:'s|’s)?\\s+)?(?:" + WORD + "|" + SYMBOL + ")");
    /** A square's name as text: "j7", and each end of a move ("d7-d6", "e6xe7"). */
    private static final Pattern SQUARE_NAME = Pattern.compile("(?:(?<![A-Za-z0-9])|(?<=[0-9]x))([a-j](?:10|[1-9]))(?![0-9])");
    /** A symbol in brackets, as a line adds one to a rank ("your Captain (5)") or could to a square ("j7 (10)"). */
    private static final Pattern BRACKETED_SYMBOL = Pattern.compile("\\(\\s*" + SYMBOL + "\\s*\\)");
    /** The elements a reader meets as one run of text: the text between two of their tags is read as one phrase. */
    private static final Pattern BLOCK_TAG = Pattern.compile("(?i)</?(?:p|li|ul|ol|div|td|th|tr|table|h[1-6]|section|main|body|header|footer"
            + "|nav|article|aside|option|select|form|br|hr|dd|dt|dl|caption|figure|figcaption|pre|blockquote|label|button|summary|details"
            + "|legend|fieldset|title|head|html)\\b[^>]*>");
    private static final Pattern SCRIPT_OR_STYLE = Pattern.compile("(?is)<(script|style)\\b[^>]*>.*?</\\1\\s*>");
    private static final Pattern JSON_OBJECT = Pattern.compile("\\{[^{}]*\\}");
    private static final Pattern JSON_SQUARE = Pattern.compile("\"square\"\\s*:\\s*\"([a-j](?:10|[1-9]))\"");
    private static final Pattern SQUARE_TEXT = Pattern.compile("\\??m?");
    /**
     * A signed link token ({@code flagpost.links.LinkTokens}: base64url payload, a dot, the 43 characters of its MAC):
     * random letters that spell a rank now and then ("…9SpY_…" read as a Spy), and carry no words of the page.
     */
    private static final Pattern LINK_TOKEN = Pattern.compile("(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{8,}\\.[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])");

    /** Values that hold squares, counts or wiring, never a piece's symbol. */
    private static final Set<String> NO_SYMBOLS = Set.of("data-square", "data-slot", "data-targets", "data-count", "data-game",
            "data-ply", "id", "href", "src", "style", "type", "role", "name", "for", "aria-pressed", "aria-hidden", "data-viewer");

    private final String where;
    private final Knowledge squares;
    private final Knowledge names;
    private final Numbering numbering;
    private final Outside outside;
    private final List<String> problems = new ArrayList<>();

    private DocumentScan(String where, Knowledge squares, Knowledge names, Numbering numbering, Outside outside) {
        this.where = where;
        this.squares = squares;
        this.names = names;
        this.numbering = numbering;
        this.outside = outside;
    }

    /**
     * An HTML document. {@code squares} is what the seat may know at the ply its board shows, {@code names} what it
     * may know now (a history page at an earlier ply lists later battles).
     */
    public static List<String> html(String where, String html, Knowledge squares, Knowledge names, Numbering numbering, Outside outside) {
        DocumentScan scan = new DocumentScan(where, squares, names, numbering, outside);
        for (HtmlTokens.Token token : HtmlTokens.of(html)) {
            scan.token(token);
        }
        // Read as one text, as a reader does, so that "Blue <b>Marshal</b>" is one phrase.
        scan.enemyRanks(withoutTokens(HtmlText.text(html)), "the page's text");
        // And each block as one phrase, so that "j7 is <b>a Marshal</b>" ties the rank to the square as a reader does.
        if (outside == Outside.FOUGHT) {
            for (String block : BLOCK_TAG.split(SCRIPT_OR_STYLE.matcher(html).replaceAll(" "))) {
                String text = withoutTokens(HtmlText.text(block));
                if (!text.isEmpty() && !FIXED.contains(text)) {
                    scan.besideSquares(text, "the phrase '" + shortened(text) + "'");
                }
            }
        }
        return scan.problems;
    }

    /** Plain text, a mail's text part without its board: every word away from a square. */
    public static List<String> text(String where, String text, Knowledge knowledge, Numbering numbering) {
        DocumentScan scan = new DocumentScan(where, knowledge, knowledge, numbering, Outside.FOUGHT);
        for (String line : text.split("\n")) {
            scan.token(new HtmlTokens.Token(null, line, new HtmlTokens.Place(false, null)));
        }
        scan.enemyRanks(withoutTokens(HtmlText.folded(text)), "the text");
        return scan.problems;
    }

    /**
     * A JSON answer, read whole: every string and number, each object with a {@code "square"} read as that square's
     * (a rank in it only where the seat may know it), every other rank only if it has fought; keys named for a rank
     * ({@code "rank": 10}) are ranks. Nothing in it is passed over for being a field the reader does not know.
     */
    public static List<String> json(String where, String json, Knowledge knowledge, Numbering numbering) {
        DocumentScan scan = new DocumentScan(where, knowledge, knowledge, numbering, Outside.FOUGHT);
        scan.token(new HtmlTokens.Token(null, json, new HtmlTokens.Place(false, null)));
        scan.enemyRanks(withoutTokens(HtmlText.folded(json)), "the answer");
        return scan.problems;
    }

    private void token(HtmlTokens.Token token) {
        String value = withoutTokens(HtmlText.folded(token.value()));
        value = withoutZone(value);
        if (value.isEmpty() || FIXED.contains(value)) {
            return;
        }
        String what = (token.isText() ? "text" : token.attribute() + "=") + " '" + shortened(value) + "'";
        if (token.place().inSquare()) {
            inSquare(token, value, what);
        } else {
            awayFromSquares(token, value, what);
        }
        if (!token.isText()) {
            enemyRanks(value, what);
        }
    }

    /**
     * A time zone's label as the settings page shows it, its id with spaces for underscores and, but in English, its
     * name in the reader's language ("America/Bahia Banderas (hora central)"): the id names no piece and is dropped,
     * the name in brackets is still read like any text. Anything else is returned as it is.
     */
    static String withoutZone(String value) {
        int bracket = value.indexOf(" (");
        if (bracket >= 0 && !value.endsWith(")")) {
            return value;
        }
        String id = bracket < 0 ? value : value.substring(0, bracket);
        if (!ZONES.contains(id) && !ZONES.contains(id.replace(' ', '_'))) {
            return value;
        }
        return bracket < 0 ? "" : value.substring(bracket + 2, value.length() - 1).strip();
    }

    private static String withoutTokens(String value) {
        return LINK_TOKEN.matcher(value).replaceAll("TOKEN");
    }

    /**
     * A side with a rank: of the enemy, only a rank the seat has seen in the enemy's hands; for a spectator, of either
     * side, only a rank that side has shown.
     */
    private void enemyRanks(String value, String what) {
        Matcher sideRank = SIDE_RANK.matcher(value);
        while (sideRank.find()) {
            enemyRank(sideOf(sideRank.group(1)), rankNamed(sideRank.group(2)), what);
        }
        Matcher rankSide = RANK_SIDE.matcher(value);
        while (rankSide.find()) {
            enemyRank(sideOf(rankSide.group(2)), rankNamed(rankSide.group(1)), what);
        }
    }

    /** Red in any language ("red", "rojo", "qizil"); anything else the pattern allows is Blue. */
    private static Side sideOf(String word) {
        String lower = word.toLowerCase(Locale.ROOT);
        return lower.equals("red") || lower.startsWith("roj") || lower.equals("qizil") ? Side.RED : Side.BLUE;
    }

    private void enemyRank(Side seat, Rank rank, String what) {
        if (!names.everything() && seat != names.viewer() && !names.ranksShown().get(seat).contains(rank)) {
            problems.add(where + ": names " + seat.displayName() + "'s " + rank.displayName() + ", which it has not shown, in " + what);
        }
    }

    private void inSquare(HtmlTokens.Token token, String value, String what) {
        Square square = token.place().square();
        Piece piece = square == null ? null : squares.pieceAt(square);
        boolean mayKnow = square != null && squares.mayKnow(square);
        String at = square == null ? "a square the page keeps hidden" : square.name();
        Matcher words = WORDS.matcher(value);
        while (words.find()) {
            Rank rank = rankNamed(words.group());
            if (!mayKnow || piece.rank() != rank) {
                problems.add(where + ": " + at + " (" + describe(piece, mayKnow) + ") names a " + rank.displayName() + " in " + what);
            }
        }
        if (token.isText() || !NO_SYMBOLS.contains(token.attribute())) {
            Matcher symbols = SYMBOLS.matcher(value);
            while (symbols.find()) {
                if (!mayKnow || !piece.rank().symbol(numbering).equals(symbols.group(1))) {
                    problems.add(where + ": " + at + " (" + describe(piece, mayKnow) + ") shows the symbol " + symbols.group(1)
                            + " in " + what);
                }
            }
        }
        if (!mayKnow) {
            RankWords.trace(WORDS.matcher(value).replaceAll(" ")).ifPresent(trace -> problems.add(where + ": " + at + " (" + describe(piece, false)
                    + ") holds '" + trace + "' in " + what));
        }
        boolean hiddenPiece = square == null || piece != null && !mayKnow;
        if (hiddenPiece && token.isText() && !SQUARE_TEXT.matcher(value.replace(" ", "")).matches()) {
            problems.add(where + ": " + at + " (" + describe(piece, false) + ") shows " + what + ", not '?'");
        }
    }

    private void awayFromSquares(HtmlTokens.Token token, String value, String what) {
        String rest = value;
        Matcher objects = JSON_OBJECT.matcher(value);
        while (objects.find()) {
            Matcher square = JSON_SQUARE.matcher(objects.group());
            if (square.find()) {
                String object = objects.group().replace(square.group(), " ");
                Matcher words = WORDS.matcher(object);
                while (words.find()) {
                    tiedTo(Square.parse(square.group(1)), rankNamed(words.group()), what);
                }
                Matcher keyed = BY_KEY.matcher(object);
                while (keyed.find()) {
                    rankOfSymbol(keyed.group(1)).ifPresent(rank -> tiedTo(Square.parse(square.group(1)), rank, what));
                }
                rest = rest.replace(objects.group(), " ");
            }
        }
        Matcher tied = SQUARE_RANK.matcher(rest);
        while (tied.find()) {
            Square square = Square.parse(tied.group(1));
            Optional<Rank> rank = tied.group(2) != null ? Optional.of(rankNamed(tied.group(2))) : rankOfSymbol(tied.group(3));
            rank.ifPresentOrElse(r -> tiedTo(square, r, what), () -> problems.add(where + ": ties " + square + " to '" + tied.group()
                    + "' in " + what));
        }
        if (outside == Outside.FOUGHT) {
            besideSquares(rest, what);
        }
        Matcher words = WORDS.matcher(rest);
        while (words.find()) {
            mayName(rankNamed(words.group()), what);
        }
        Matcher keyed = BY_KEY.matcher(rest);
        while (keyed.find()) {
            rankOfSymbol(keyed.group(1)).ifPresent(rank -> mayName(rank, what));
        }
        if (!token.isText() && token.attribute().toLowerCase(Locale.ROOT).contains("rank")) {
            rankOfSymbol(value).ifPresent(rank -> mayName(rank, what));
        }
    }

    /** A rank tied to a square away from the board: the piece there, and only if the seat may know it. */
    private void tiedTo(Square square, Rank rank, String what) {
        Piece piece = squares.pieceAt(square);
        boolean mayKnow = squares.mayKnow(square);
        if (!mayKnow || piece.rank() != rank) {
            problems.add(where + ": ties " + square + " (" + describe(piece, mayKnow) + ") to a " + rank.displayName() + " in " + what);
        }
    }

    /**
     * A rank beside a square away from the board ("The piece on j7 is a Marshal", "d7-d6 (Marshal)",
     * {@code class="piece-j7 rank-marshal"}, "j7 (10)"): as on the board, square by square. It must be the rank of a
     * piece the seat may know on one of the squares the text names, or a rank a move to or from one of them showed
     * (the battle there, a Scout's long move). That a piece of the rank has fought elsewhere is not enough: it would
     * let a document name every unseen piece of a rank once one of them had fought. Once the game is over, any.
     */
    private void besideSquares(String value, String what) {
        if (names.everything()) {
            return;
        }
        List<Square> named = new ArrayList<>();
        Matcher square = SQUARE_NAME.matcher(value);
        while (square.find()) {
            named.add(Square.parse(square.group(1)));
        }
        if (named.isEmpty()) {
            return;
        }
        // A word or a keyed symbol of a rank that has not fought is already a problem wherever it stands: only the
        // ranks that have are read here, so that a leak is told once. A bracketed symbol is read nowhere else.
        List<Rank> ranks = new ArrayList<>();
        Matcher words = WORDS.matcher(value);
        while (words.find()) {
            ranks.add(rankNamed(words.group()));
        }
        Matcher keyed = BY_KEY.matcher(value);
        while (keyed.find()) {
            rankOfSymbol(keyed.group(1)).ifPresent(ranks::add);
        }
        ranks.removeIf(rank -> !names.mayName(rank));
        Matcher bracketed = BRACKETED_SYMBOL.matcher(value);
        while (bracketed.find()) {
            rankOfSymbol(bracketed.group(1)).ifPresent(ranks::add);
        }
        for (Rank rank : ranks) {
            if (named.stream().noneMatch(at -> shownAt(at, rank))) {
                problems.add(where + ": names a " + rank.displayName() + " beside " + named + ", where the seat knows no "
                        + rank.displayName() + " by square or by move, in " + what);
            }
        }
    }

    /** The seat may know a piece of {@code rank} on {@code square}, or a move to or from it showed one. */
    private boolean shownAt(Square square, Rank rank) {
        Piece piece = squares.pieceAt(square);
        if (piece != null && piece.rank() == rank && squares.mayKnow(square)) {
            return true;
        }
        List<flagpost.rules.Move> moves = names.moves();
        for (int ply = 0; ply < moves.size(); ply++) {
            flagpost.rules.Move move = moves.get(ply);
            if (!move.from().equals(square) && !move.to().equals(square)) {
                continue;
            }
            Knowledge.Battle battle = names.battles().get(ply);
            if (battle != null ? battle.attacker() == rank || battle.defender() == rank : rank == Rank.SCOUT && move.distance() > 1) {
                return true;
            }
        }
        return false;
    }

    private void mayName(Rank rank, String what) {
        if (outside == Outside.FOUGHT && !names.mayName(rank)) {
            problems.add(where + ": names a " + rank.displayName() + ", but no " + rank.displayName() + " has fought, in " + what);
        }
    }

    /** A symbol's rank in the seat's numbering, else in the other ("10" is the Marshal in one and nothing in the other). */
    private Optional<Rank> rankOfSymbol(String symbol) {
        for (Numbering first : List.of(numbering, numbering == Numbering.MODERN ? Numbering.CLASSIC : Numbering.MODERN)) {
            for (Rank rank : Rank.values()) {
                if (rank.symbol(first).equals(symbol.strip())) {
                    return Optional.of(rank);
                }
            }
        }
        return Optional.empty();
    }

    private static Rank rankNamed(String word) {
        return RankWords.rankOf(word);
    }

    private String describe(Piece piece, boolean mayKnow) {
        if (piece == null) {
            return "no piece";
        }
        return piece.side() == squares.viewer() ? "own " + piece.rank().displayName()
                : mayKnow ? "known " + piece.rank().displayName() : piece.side().displayName() + " piece the seat may not know";
    }

    private static String shortened(String value) {
        return value.length() <= 160 ? value : value.substring(0, 160) + "…";
    }
}
