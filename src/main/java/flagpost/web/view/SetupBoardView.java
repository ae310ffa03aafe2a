package flagpost.web.view;

import flagpost.rules.BoardLayout;
import flagpost.rules.Numbering;
import flagpost.rules.Piece;
import flagpost.rules.Rank;
import flagpost.rules.Setup;
import flagpost.rules.Side;
import flagpost.rules.Square;
import flagpost.rules.Variant;
import flagpost.web.wording.PlayBundle;
import flagpost.web.wording.PlayWords;
import flagpost.words.Language;
import flagpost.words.Ranks;
import flagpost.words.Terms;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The setup page's board, from the player's chair ({@link BoardLayout}): the rows in front of the player
 * (the lakes and the opponent's side, drawn empty, so the player sees where the front is) and the player's
 * own four rows, one square per slot of the setup string, with the tray of pieces still to place.
 *
 * <p>Built from the seat's own setup text only; it is read leniently (a string being edited may be
 * wrong in any way), and {@code setup.js} reads and writes the string through the same {@code data-slot}
 * numbers, so the board and the string always agree with {@link Setup}.
 */
public record SetupBoardView(Language language, Side seat, List<String> files, List<FrontRow> frontRows, List<OwnRow> ownRows,
        List<TrayPiece> tray, List<RankKey> ranks, String problems) {

    /** A row the player cannot place on: lakes, the empty middle, or the opponent's hidden side. */
    public record FrontRow(int rank, List<FrontCell> cells) {
    }

    public record FrontCell(String square, String classes) {
    }

    public record OwnRow(int rank, List<OwnCell> cells) {
    }

    /** One square of the player's setup area; {@code rank} is null when it is empty. */
    public record OwnCell(String square, int slot, Rank rank, String classes, String symbol, String label) {

        public String rankCode() {
            return rank == null ? "" : rank.code();
        }
    }

    /** A rank in the tray: how many the army has and how many are not on the board yet, and its name. */
    public record TrayPiece(Rank rank, String symbol, String name, int count, int left, String label) {
    }

    /**
     * What the page's script needs to know of every rank, also the ones this variant does not use: its name, its
     * plural ("Too many Scouts") and {@code counted}, the word after a number above one ("3 Scouts"; Uzbek keeps the
     * singular there).
     */
    public record RankKey(String code, String symbol, String name, String plural, String counted, String letters, int count) {
    }

    public static SetupBoardView of(Language language, Side seat, Variant variant, Numbering numbering, String setupText) {
        return of(language, seat, variant, numbering, setupText, null);
    }

    /** {@code submittedSetup}: the setup stored for this seat (null: none yet), so the page can say it is in. */
    public static SetupBoardView of(Language language, Side seat, Variant variant, Numbering numbering, String setupText,
            String submittedSetup) {
        PlayBundle words = PlayWords.of(language);
        Read read = read(words, seat, setupText);
        boolean submitted = submittedSetup != null && Arrays.equals(read.ranks, read(words, seat, submittedSetup).ranks);
        BoardLayout layout = BoardLayout.of(seat);
        List<String> files = new ArrayList<>();
        for (int column = 0; column < BoardLayout.SIZE; column++) {
            files.add(String.valueOf(layout.file(column)));
        }
        List<FrontRow> frontRows = new ArrayList<>();
        List<OwnRow> ownRows = new ArrayList<>();
        for (int row = 0; row < BoardLayout.SIZE; row++) {
            int rank = layout.rank(row);
            List<FrontCell> front = new ArrayList<>();
            List<OwnCell> own = new ArrayList<>();
            for (int column = 0; column < BoardLayout.SIZE; column++) {
                Square square = layout.square(row, column);
                int slot = Setup.slotOfSquare(seat, square);
                if (slot >= 0) {
                    own.add(ownCell(language, words, seat, square, slot, read.ranks[slot], numbering));
                } else {
                    front.add(new FrontCell(square.name(), square.isLake() ? "sq lake" // not for players: CSS
                            : Setup.isInSetupArea(seat.opponent(), square) ? "sq hidden-side" : "sq middle")); // not for players: CSS
                }
            }
            if (own.isEmpty()) {
                frontRows.add(new FrontRow(rank, List.copyOf(front)));
            } else {
                ownRows.add(new OwnRow(rank, List.copyOf(own)));
            }
        }
        int[] placed = new int[Rank.values().length];
        for (Rank rank : read.ranks) {
            if (rank != null) {
                placed[rank.ordinal()]++;
            }
        }
        List<TrayPiece> tray = new ArrayList<>();
        List<RankKey> keys = new ArrayList<>();
        for (Rank rank : Rank.values()) {
            int count = variant.count(rank);
            if (count > 0) {
                int left = Math.max(0, count - placed[rank.ordinal()]);
                String name = Ranks.name(language, rank);
                tray.add(new TrayPiece(rank, rank.symbol(numbering), name, count, left, words.setupTrayPiece(rank.symbol(numbering), name, String.valueOf(left))));
            }
            keys.add(new RankKey(rank.code(), rank.symbol(numbering), Ranks.name(language, rank), Ranks.plural(language, rank),
                    counted(language, rank), "" + rank.gravonLetter(Side.RED) + rank.gravonLetter(Side.BLUE), count));
        }
        return new SetupBoardView(language, seat, List.copyOf(files), List.copyOf(frontRows), List.copyOf(ownRows), List.copyOf(tray),
                List.copyOf(keys), problems(language, words, variant, read, placed, submitted));
    }

    /** The opponent's colour, in the page's language. */
    public String opponentName() {
        return Terms.colour(language, seat.opponent());
    }

    /** The word {@link Ranks#count} puts after a number above one ("2 Scouts" gives "Scouts"), for the script's counts. */
    private static String counted(Language language, Rank rank) {
        String two = Ranks.count(language, 2, rank);
        return two.startsWith("2 ") ? two.substring(2) : Ranks.plural(language, rank);
    }

    private static OwnCell ownCell(Language language, PlayBundle words, Side seat, Square square, int slot, Rank rank,
            Numbering numbering) {
        if (rank == null) {
            return new OwnCell(square.name(), slot, null, "sq place", "", words.setupSquareEmpty(square.name())); // not for players: CSS
        }
        return new OwnCell(square.name(), slot, rank, "sq place own " + (seat == Side.RED ? "red" : "blue"), rank.symbol(numbering), // not for players: CSS
                words.setupSquareOwn(square.name(), Ranks.name(language, rank), rank.symbol(numbering)));
    }

    /**
     * A setup text read square by square: what could be placed, and why the rest could not. A text of
     * the wrong length places nothing ({@code readable} false), so its counts say nothing either.
     */
    private record Read(Rank[] ranks, String textProblem, boolean readable) {
    }

    private static Read read(PlayBundle words, Side seat, String text) {
        Rank[] ranks = new Rank[Setup.SIZE];
        String compact = text == null ? "" : text.replaceAll("\\s", "");
        if (compact.isEmpty()) {
            return new Read(ranks, null, true);
        }
        if (compact.length() != Setup.SIZE) {
            return new Read(ranks, words.setupWrongLength(String.valueOf(compact.length()), String.valueOf(Setup.SIZE)), false);
        }
        String problem = null;
        for (int slot = 0; slot < Setup.SIZE; slot++) {
            char letter = compact.charAt(slot);
            Piece piece = letter == 'A' || letter == '.' ? null : Rank.fromGravonLetter(letter);
            if (piece != null) {
                ranks[slot] = piece.rank();
            } else if (letter != 'A' && letter != '.' && problem == null) {
                problem = words.setupBadLetter(String.valueOf(slot + 1));
            }
        }
        return new Read(ranks, problem, true);
    }

    /**
     * The live check in words; setup.js builds the same sentences. The service's check is the one that counts.
     * {@code submitted}: the board holds exactly the stored setup.
     */
    private static String problems(Language language, PlayBundle words, Variant variant, Read read, int[] placed,
            boolean submitted) {
        List<String> sentences = new ArrayList<>();
        if (read.textProblem() != null) {
            sentences.add(read.textProblem());
        }
        if (!read.readable()) {
            return String.join(" ", sentences);
        }
        List<String> tooMany = new ArrayList<>();
        List<String> toPlace = new ArrayList<>();
        for (Rank rank : Rank.values()) {
            int want = variant.count(rank);
            int have = placed[rank.ordinal()];
            if (have > want) {
                tooMany.add(words.setupTooMany(Ranks.plural(language, rank), String.valueOf(have), Terms.variant(language, variant),
                        want == 0 ? words.setupNone() : String.valueOf(want)));
            } else if (have < want) {
                toPlace.add(Ranks.count(language, want - have, rank));
            }
        }
        sentences.addAll(tooMany);
        if (!toPlace.isEmpty()) {
            sentences.add(words.setupStillToPlace(String.join(", ", toPlace)));
        }
        if (sentences.isEmpty()) {
            sentences.add(submitted ? words.setupAllSubmitted() : words.setupAllReady());
        }
        return String.join(" ", sentences);
    }
}
