package flagpost.mail;

import flagpost.links.LinkPurpose;
import flagpost.rules.Ending;
import flagpost.rules.Game;
import flagpost.rules.GameOptions;
import flagpost.rules.Numbering;
import flagpost.rules.PlayerView;
import flagpost.rules.Result;
import flagpost.rules.Side;
import flagpost.rules.Variant;
import flagpost.store.NotificationKind;
import flagpost.support.ScriptedGame;
import io.quarkus.test.junit.QuarkusTest;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * Every kind of game email for both seats, both numberings, three variants, many plies, times left and names,
 * into {@code target/corpus/mail.txt}. With {@code flagpost.web.PagesCorpusTest} and {@code flagpost.web.BoardsCorpusTest}.
 *
 * <p>For refactorings that must not change a byte of output: run it before and after, each time on a fresh database
 * (game ids and the test clock then repeat), and compare the files with {@code cmp}:
 * <pre>
 * psql -h 127.0.0.1 -U postgres -c 'drop database if exists corpus' -c 'create database corpus'
 * _TEST_FLAGPOST_DB_NAME=corpus ./mvnw test -Dcorpus=true -Dtest='*CorpusTest'
 * </pre>
 * Skipped without {@code -Dcorpus=true}.
 */
@QuarkusTest
class MailCorpusTest {

    @Test
    void corpus() throws IOException {
        Assumptions.assumeTrue(Boolean.getBoolean("corpus"));
        StringBuilder out = new StringBuilder(1 << 24);
        List<ScriptedGame> scripts = List.of(ScriptedGame.find(Variant.CLASSIC, Ending.FLAG_CAPTURED, 11, 3_000),
                ScriptedGame.find(Variant.DUEL, Ending.FLAG_CAPTURED, 3, 3_000),
                ScriptedGame.find(Variant.BARRAGE, Ending.UNABLE_TO_MOVE, 3, 5_000));
        List<Result> results = List.of(Result.win(Ending.RESIGNED, Side.RED), Result.win(Ending.TIMEOUT, Side.BLUE),
                Result.draw(Ending.DRAW_AGREED), Result.draw(Ending.MOVE_LIMIT), Result.draw(Ending.BOTH_UNABLE_TO_MOVE),
                Result.win(Ending.UNABLE_TO_MOVE, Side.BLUE), Result.win(Ending.FLAG_CAPTURED, Side.BLUE));
        List<Duration> lefts = List.of(Duration.ZERO, Duration.ofSeconds(50), Duration.ofMinutes(1), Duration.ofMinutes(2),
                Duration.ofMinutes(59), Duration.ofMinutes(61), Duration.ofMinutes(89), Duration.ofMinutes(91), Duration.ofHours(23),
                Duration.ofHours(71), Duration.ofHours(72), Duration.ofDays(3).plusHours(11), Duration.ofDays(13).plusHours(13),
                Duration.ofMinutes(-5));
        int n = 0;
        for (ScriptedGame script : scripts) {
            Variant variant = script.red().variant();
            int end = script.moves().size();
            Game game = Game.start(script.red(), script.blue(), GameOptions.DEFAULT);
            for (int ply = 0; ply <= end; ply++) {
                boolean sample = ply < 12 || ply % 7 == 0 || ply > end - 3;
                if (sample) {
                    for (Side seat : Side.values()) {
                        Numbering numbering = (ply + seat.ordinal()) % 3 == 0 ? Numbering.CLASSIC : Numbering.MODERN;
                        PlayerView view = game.viewFor(seat);
                        Instant created = MailFixtures.START.plus(Duration.ofMinutes(37L * ply));
                        Duration left = lefts.get(n++ % lefts.size());
                        for (NotificationKind kind : NotificationKind.values()) {
                            if (kind.addressesPlayer()) {
                                continue;
                            }
                            boolean board = switch (kind) {
                                case INVITATION, INVITATION_DECLINED, INVITATION_LAPSED, SETUP_NEEDED, GAME_CANCELLED, GAME_CANCELLED_BY_HOST, FRESH_LINKS -> false;
                                default -> true;
                            };
                            Result result = kind == NotificationKind.GAME_OVER
                                    ? (game.isOver() ? game.result() : results.get(ply % results.size())) : null;
                            PlayerView shown = !board ? null
                                    : kind == NotificationKind.GAME_OVER && !game.isOver() ? game.withResult(result).viewFor(seat) : view;
                            MailFacts facts = MailFixtures.facts(kind, seat, ply, shown, created, created.plus(left),
                                    created.plus(Duration.ofDays(7)).plus(left), result);
                            facts = new MailFacts(facts.notificationId(), facts.previousNotificationId(), facts.gameId(), kind, ply, seat,
                                    facts.recipientEmail(), ply % 5 == 0 ? "Alice <a@b> \u202e" : "Alice", ply % 4 == 1 ? "" : "Bob",
                                    ply % 2 == 0 ? Side.RED : Side.BLUE, numbering, variant, 1 + ply % 14, shown, created,
                                    kind == NotificationKind.REMINDER && !board ? null : facts.deadline(), facts.invitationExpiresAt(),
                                    result, facts.links());
                            MailMessage message = MailFixtures.write(facts);
                            out.append("\n==== ").append(variant).append(' ').append(ply).append(' ').append(seat).append(' ')
                                    .append(kind).append('\n').append(Eml.render(message, created));
                            if (kind == NotificationKind.REMINDER) { // also the setup reminder
                                MailFacts setup = MailFixtures.facts(kind, seat, 0, null, created, created.plus(left), null, null);
                                out.append("\n==== setup reminder\n").append(Eml.render(MailFixtures.write(setup), created));
                            }
                        }
                    }
                }
                if (ply < end) {
                    game = game.apply(script.moves().get(ply)).gameOrThrow();
                }
            }
        }
        out.append("\n==== games list\n").append(Eml.render(GamesListMail.write(MailFixtures.templates(), MailFixtures.gamesList(), MailFixtures.FROM, null,
                MailFixtures.DOMAIN), MailFixtures.START));
        out.append(MailFixtures.url(LinkPurpose.PLAY, Side.RED));
        Path dir = Path.of("target/corpus");
        Files.createDirectories(dir);
        Files.writeString(dir.resolve("mail.txt"), out, StandardCharsets.UTF_8);
    }
}
