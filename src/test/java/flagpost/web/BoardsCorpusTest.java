package flagpost.web;

import flagpost.game.GameSummary;
import flagpost.mail.HtmlBoard;
import flagpost.rules.AsciiBoard;
import flagpost.rules.Ending;
import flagpost.rules.Game;
import flagpost.rules.GameOptions;
import flagpost.rules.Move;
import flagpost.rules.Numbering;
import flagpost.rules.PlayerView;
import flagpost.rules.Result;
import flagpost.rules.Setup;
import flagpost.rules.Side;
import flagpost.rules.Variant;
import flagpost.store.GameStatus;
import flagpost.web.view.BoardView;
import flagpost.web.view.PageParts;
import flagpost.web.view.SetupBoardView;
import flagpost.words.Language;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * Every drawing of a board (text and HTML mail, play and history page, setup page, setup grids) of random games of
 * all variants, both seats and numberings, and the time words, into {@code target/corpus/boards.txt}. With
 * {@link PagesCorpusTest} and {@code flagpost.mail.MailCorpusTest}.
 *
 * <p>For refactorings that must not change a byte of output: run it before and after, each time on a fresh database
 * (game ids and the test clock then repeat), and compare the files with {@code cmp}:
 * <pre>
 * psql -h 127.0.0.1 -U postgres -c 'drop database if exists corpus' -c 'create database corpus'
 * _TEST_FLAGPOST_DB_NAME=corpus ./mvnw test -Dcorpus=true -Dtest='*CorpusTest'
 * </pre>
 * Skipped without {@code -Dcorpus=true}.
 */
class BoardsCorpusTest {

    @Test
    void corpus() throws IOException {
        Assumptions.assumeTrue(Boolean.getBoolean("corpus"));
        StringBuilder out = new StringBuilder(1 << 24);
        for (Variant variant : Variant.values()) {
            for (long seed = 1; seed <= 4; seed++) {
                Random random = new Random(seed * 31 + variant.ordinal());
                Game game = Game.start(Setup.random(Side.RED, variant, random), Setup.random(Side.BLUE, variant, random),
                        GameOptions.DEFAULT);
                while (true) {
                    if (game.ply() % 9 == 0 || game.isOver()) {
                        draw(out, game, "seed " + seed);
                    }
                    if (game.isOver() || game.ply() > 700) {
                        break;
                    }
                    List<Move> legal = game.legalMoves();
                    game = game.apply(legal.get(random.nextInt(legal.size()))).gameOrThrow();
                }
                if (!game.isOver()) {
                    draw(out, game.withResult(Result.win(Ending.RESIGNED, Side.BLUE)), "resigned " + seed);
                }
            }
            for (Side seat : Side.values()) {
                for (Numbering numbering : Numbering.values()) {
                    Random random = new Random(variant.ordinal() * 7L + seat.ordinal());
                    String full = Setup.random(seat, variant, random).toSetupString();
                    for (String text : List.of("", "   ", full, full.substring(0, 10) + "A".repeat(30), full.replace('D', 'L'),
                            full.substring(0, 20), full.substring(0, 39) + "?", full.toLowerCase(), "M".repeat(40), ".".repeat(40),
                            full.substring(0, 20) + "\n" + full.substring(20), "NOPQRSTUVWXY".repeat(3) + "AAAA")) {
                        out.append("==== setup ").append(variant).append(' ').append(seat).append(' ').append(numbering).append(' ')
                                .append(text).append('\n').append(SetupBoardView.of(Language.EN, seat, variant, numbering, text)).append('\n');
                    }
                }
            }
        }
        for (long minutes = -3; minutes < 20 * 24 * 60; minutes += minutes < 200 ? 1 : 97) {
            out.append(minutes).append(": ").append(flagpost.words.Times.timeLeft(Language.EN, Duration.ofMinutes(minutes))).append(" | ")
                    .append(flagpost.words.Times.timeLeft(Language.EN, Duration.ofSeconds(minutes * 60 + 30))).append('\n');
        }
        for (long hours = 0; hours < 24 * 400; hours += 13) {
            out.append(flagpost.words.Times.when(Language.EN, Instant.parse("2026-01-01T00:17:00Z").plus(Duration.ofHours(hours)))).append('\n');
        }
        out.append(flagpost.words.Times.when(Language.EN, null)).append('\n');
        Path dir = Path.of("target/corpus");
        Files.createDirectories(dir);
        Files.writeString(dir.resolve("boards.txt"), out, StandardCharsets.UTF_8);
    }

    private static void draw(StringBuilder out, Game game, String what) {
        for (Side seat : Side.values()) {
            for (Numbering numbering : Numbering.values()) {
                PlayerView view = game.viewFor(seat);
                out.append("==== ").append(game.variant()).append(' ').append(what).append(" ply ").append(game.ply()).append(' ')
                        .append(seat).append(' ').append(numbering).append('\n');
                out.append(AsciiBoard.render(view, numbering)).append(AsciiBoard.legend(numbering)).append('\n');
                out.append(HtmlBoard.render(view, numbering)).append(HtmlBoard.legend(numbering)).append('\n');
                out.append(BoardView.of(Language.EN, view, numbering).html()).append('\n');
                if (!game.isOver() && game.sideToMove() == seat) {
                    out.append(BoardView.of(Language.EN, view, numbering, game.legalMoves(), game.repetitionRefusals()).html()).append('\n');
                }
                GameSummary summary = new GameSummary(9, seat, game.variant(), game.isOver() ? GameStatus.FINISHED : GameStatus.PLAYING,
                        "Alice", "Bob", game.ply(), game.isOver() ? null : game.sideToMove(), null, game.result(), numbering, null, 3);
                out.append(PageParts.losses(Language.EN, view, summary, numbering)).append('\n');
                out.append(PageParts.setups(Language.EN, view, summary, numbering)).append('\n');
            }
        }
    }
}
