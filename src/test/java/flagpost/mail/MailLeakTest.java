package flagpost.mail;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.game.Play;
import flagpost.game.Players;
import flagpost.rules.Ending;
import flagpost.rules.GameOptions;
import flagpost.rules.Move;
import flagpost.rules.Numbering;
import flagpost.rules.Side;
import flagpost.rules.Variant;
import flagpost.store.MailMode;
import flagpost.store.NotificationKind;
import flagpost.support.ScriptedGame;
import flagpost.support.ServiceGames;
import flagpost.support.TestClock;
import flagpost.support.leaks.Knowledge;
import flagpost.support.leaks.PlantedLeak;
import flagpost.words.Language;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The leak check of issue #5 over whole games played through the service: every email of every
 * game, both parts, against what its recipient may know at its move, worked out independently by
 * {@link LeakCheck}. The negative control composes one real mail with a view that shows too much and
 * expects the same check to object.
 */
@QuarkusTest
class MailLeakTest {

    @Inject
    Play play;

    @Inject
    Players players;

    @Inject
    MailProbe probe;

    @Inject
    TestClock clock;

    private record Played(long id, ScriptedGame script, Numbering blueNumbering) {
    }

    @Test
    void noEmailOfSeveralWholeGamesNamesAnEnemyPieceItsRecipientDoesNotKnow() {
        List<Played> games = new ArrayList<>();
        // Five games of 83 to 158 moves (1,213 mails, 1,198 with a board): every variant, both ways a game ends on the
        // board, both numberings, and declined draw offers along the way.
        games.add(play(ScriptedGame.find(Variant.BARRAGE, Ending.FLAG_CAPTURED, 1, 200), Numbering.MODERN, false));
        games.add(play(ScriptedGame.find(Variant.DUEL, Ending.FLAG_CAPTURED, 3, 200), Numbering.CLASSIC, false));
        games.add(play(ScriptedGame.find(Variant.BARRAGE, Ending.UNABLE_TO_MOVE, 1, 200), Numbering.CLASSIC, false));
        games.add(play(ScriptedGame.find(Variant.CLASSIC, Ending.FLAG_CAPTURED, 20, 200), Numbering.MODERN, false));
        games.add(play(ScriptedGame.find(Variant.CLASSIC, Ending.FLAG_CAPTURED, 40, 200), Numbering.CLASSIC, true));

        // Every mail of every game in English; in Spanish and in Uzbek every mail of two of them (the duel, in the classic
        // numbering, and the classic game with declined draw offers). The words differ, the scan must not; each language's
        // rank words are the same in every game, so the other three games in two more languages read nothing new, for
        // more than a minute of the suite.
        Map<Long, Integer> english = checkEveryMail(games, Language.EN);
        List<Played> twoGames = List.of(games.get(1), games.get(4));
        for (Language language : List.of(Language.ES, Language.UZ)) {
            for (Played game : twoGames) {
                probe.language(game.id(), Side.RED, language);
                probe.language(game.id(), Side.BLUE, language);
            }
            Map<Long, Integer> read = checkEveryMail(twoGames, language);
            for (Played game : twoGames) {
                assertEquals(english.get(game.id()), read.get(game.id()), language + ": the same mails as in English, game " + game.id());
            }
        }
    }

    /** Scans every mail of {@code games} read in {@code language}; returns how many mails each game has. */
    private Map<Long, Integer> checkEveryMail(List<Played> games, Language language) {
        Map<Long, Integer> perGame = new HashMap<>();
        int mails = 0;
        int withBoard = 0;
        int battles = 0;
        for (Played game : games) {
            for (MailProbe.Composed composed : probe.composeAll(game.id())) {
                boolean end = composed.kind() == NotificationKind.GAME_OVER;
                boolean board = composed.kind() != NotificationKind.INVITATION && composed.kind() != NotificationKind.SETUP_NEEDED;
                Numbering numbering = composed.to() == Side.BLUE ? game.blueNumbering() : Numbering.MODERN;
                Knowledge knowledge = Knowledge.of(game.script().red(), game.script().blue(), game.script().moves(),
                        composed.ply(), composed.to(), end);
                List<String> problems = LeakCheck.problems(knowledge, composed.mail(), numbering, board ? 1 : 0, language);
                assertEquals(List.of(), problems, language + ", game " + game.id() + ": " + composed.kind() + " to " + composed.to()
                        + " at move " + composed.ply());
                assertTrue(composed.mail().html().contains("<html lang=\"" + language.code() + "\">"), "in " + language);
                mails++;
                perGame.merge(game.id(), 1, Integer::sum);
                withBoard += board ? 1 : 0;
                battles += composed.mail().text().contains("Battle: ") ? 1 : 0;
            }
        }
        // The floors are the counts the five games give in English: fewer means mails went unread or unsent. Battles are
        // counted by their English words. The other languages read the same mails as English (checked by the caller).
        if (language == Language.EN) {
            assertTrue(mails >= 1_213 && withBoard >= 1_198 && battles >= 62, "checked " + mails + " mails, " + withBoard
                    + " with a board, " + battles + " battles");
        }
        assertTrue(perGame.size() == games.size() && perGame.values().stream().allMatch(count -> count > 50),
                language + ": every game's mails read: " + perGame);
        return perGame;
    }

    @ParameterizedTest
    @EnumSource(Language.class)
    void negativeControlAMailComposedWithAViewThatShowsTooMuchIsCaught(Language language) {
        ScriptedGame script = ScriptedGame.find(Variant.BARRAGE, Ending.FLAG_CAPTURED, 1, 200);
        Played game = play(script, Numbering.MODERN, false);
        probe.language(game.id(), Side.RED, language);
        probe.language(game.id(), Side.BLUE, language);
        MailProbe.Composed honest = probe.composeAll(game.id()).stream()
                .filter(m -> m.kind() == NotificationKind.YOUR_MOVE && m.ply() > 6).findFirst().orElseThrow();
        Knowledge knowledge = Knowledge.of(script.red(), script.blue(), script.moves(), honest.ply(), honest.to(), false);
        assertEquals(List.of(), LeakCheck.problems(knowledge, honest.mail(), Numbering.MODERN, 1, language));

        // The same mail written from the finished game's view: every enemy rank on the board.
        MailFacts leaky = MailFixtures.withView(MailFixtures.facts(NotificationKind.YOUR_MOVE, honest.to(), honest.ply(), null,
                MailFixtures.START, MailFixtures.START, null, null), flagpost.rules.Game.replay(script.red(), script.blue(),
                GameOptions.DEFAULT, script.moves().subList(0, honest.ply())).withResult(flagpost.rules.Result.draw(Ending.DRAW_AGREED))
                .viewFor(honest.to()), Numbering.MODERN).inLanguage(language);
        List<String> problems = LeakCheck.problems(knowledge, MailFixtures.write(leaky), Numbering.MODERN, 1);
        assertFalse(problems.isEmpty());
        assertTrue(problems.stream().anyMatch(p -> p.startsWith("text: ") && p.contains("unknown enemy cells")), problems.toString());
        assertTrue(problems.stream().anyMatch(p -> p.startsWith("html: ") && p.contains("unknown enemy cells")), problems.toString());
    }

    /**
     * Every leak form ({@link PlantedLeak}) planted in the HTML part, and every form plain text can hold in the text
     * part, of one real mail of every kind a game sends while something is still hidden (the game-over mail shows
     * everything): the scan must find each. Blue reads the classic numbering, so symbols are read in both.
     */
    @ParameterizedTest
    @EnumSource(Language.class)
    void negativeControlsEveryLeakFormInEveryMailKindIsFound(Language language) {
        ScriptedGame script = ScriptedGame.find(Variant.BARRAGE, Ending.FLAG_CAPTURED, 1, 200);
        Played game = play(script, Numbering.CLASSIC, true);
        probe.language(game.id(), Side.RED, language);
        probe.language(game.id(), Side.BLUE, language);
        Map<NotificationKind, MailProbe.Composed> oneOfEach = new EnumMap<>(NotificationKind.class);
        for (MailProbe.Composed composed : probe.composeAll(game.id())) {
            if (composed.kind() != NotificationKind.GAME_OVER && (composed.ply() > 6 || !oneOfEach.containsKey(composed.kind()))) {
                oneOfEach.putIfAbsent(composed.kind(), composed);
            }
        }
        assertTrue(oneOfEach.keySet().containsAll(EnumSet.of(NotificationKind.INVITATION, NotificationKind.YOUR_MOVE,
                NotificationKind.DRAW_OFFERED)), "kinds: " + oneOfEach.keySet());
        List<String> missed = new ArrayList<>();
        for (MailProbe.Composed mail : oneOfEach.values()) {
            Numbering numbering = mail.to() == Side.BLUE ? Numbering.CLASSIC : Numbering.MODERN;
            boolean board = mail.kind() != NotificationKind.INVITATION && mail.kind() != NotificationKind.SETUP_NEEDED;
            Knowledge knowledge = Knowledge.of(script.red(), script.blue(), script.moves(), mail.ply(), mail.to(), false);
            String what = mail.kind() + " to " + mail.to() + " at move " + mail.ply();
            assertEquals(List.of(), LeakCheck.problems(knowledge, mail.mail(), numbering, board ? 1 : 0), what + " as composed");
            PlantedLeak.Hidden hidden = PlantedLeak.hiddenFrom(knowledge);
            Pattern spot = board ? PlantedLeak.squareSpot(hidden.square()) : PlantedLeak.tagSpot("p", "");
            for (PlantedLeak form : PlantedLeak.values()) {
                // The whole-document scan alone, not the board check beside it, which a planted square also upsets.
                if (LeakCheck.documentProblems(knowledge, form.plant(mail.mail().html(), spot, hidden, numbering), numbering).isEmpty()) {
                    missed.add(what + ", html: " + form);
                }
                form.line(hidden, numbering).ifPresent(line -> {
                    String text = mail.mail().text();
                    String planted = text.substring(0, text.indexOf('\n') + 1) + line + "\n" + text.substring(text.indexOf('\n') + 1);
                    if (LeakCheck.textProblems(knowledge, planted, numbering, board ? 1 : 0).isEmpty()) {
                        missed.add(what + ", text: " + form);
                    }
                });
            }
        }
        assertEquals(List.of(), missed, language + ": planted leaks the scan read past");
    }

    /** One mail of a kind, rendered by the real composer from {@link MailFixtures}, and what its recipient may know. */
    private record Example(NotificationKind kind, MailMessage mail, Knowledge knowledge, Numbering numbering, boolean board) {
    }

    /**
     * Every leak form planted in one mail of every {@link NotificationKind}, iterated so that a kind added later
     * without an example here fails to compile: the HTML part at the hidden piece's square where the mail shows a
     * board, else at its first paragraph, and the forms plain text can hold in the text part. A mail that shows no
     * board, and a mail about no one game (my games, the start confirmation), may name no rank that has not fought:
     * each is read against a seat before any battle, so the rank planted is one none of them may name. Blue reads
     * the classic numbering. The game-over mail is read on its own below.
     */
    @ParameterizedTest
    @EnumSource(Language.class)
    void negativeControlsEveryLeakFormInEveryNotificationKindIsFound(Language language) {
        List<String> missed = new ArrayList<>();
        for (NotificationKind kind : NotificationKind.values()) {
            if (kind == NotificationKind.GAME_OVER) {
                continue; // nothing is hidden at the end: see negativeControlsAGameOverMailHidesNothingYetAFalseRankIsFound
            }
            Example example = example(kind, language);
            String what = language + ": " + kind + " to " + example.knowledge().viewer() + " at move " + example.knowledge().ply();
            int boards = example.board() ? 1 : 0;
            assertEquals(List.of(), LeakCheck.problems(example.knowledge(), example.mail(), example.numbering(), boards), what + " as composed");
            PlantedLeak.Hidden hidden = PlantedLeak.hiddenFrom(example.knowledge());
            missed.addAll(missedPlants(what, example, hidden, example.knowledge(), boards));
        }
        assertEquals(List.of(), missed, "planted leaks the scan read past");
    }

    /**
     * At the end of a game every piece may be shown, whether it ended on the board or by resignation, time or a
     * draw ({@link Knowledge#afterTheEnd}): no rank is hidden, so a game-over mail cannot leak one, and the control
     * asserts exactly that rather than skipping the kind. What the scan can still catch there is a false rank: each
     * form planted at an enemy square with a rank that is not the piece's must be found.
     */
    @ParameterizedTest
    @EnumSource(Language.class)
    void negativeControlsAGameOverMailHidesNothingYetAFalseRankIsFound(Language language) {
        Example over = example(NotificationKind.GAME_OVER, language);
        ScriptedGame script = MailFixtures.SCRIPT;
        Knowledge resigned = Knowledge.of(script.red(), script.blue(), script.moves(), MailFixtures.battlePly(), Side.BLUE, false).afterTheEnd();
        for (Knowledge end : List.of(over.knowledge(), resigned)) {
            assertEquals(0, end.unknownEnemies(), "every enemy piece is known at the end");
            assertTrue(EnumSet.allOf(flagpost.rules.Rank.class).stream().allMatch(end::mayName), "every rank may be named at the end");
            assertThrows(IllegalStateException.class, () -> PlantedLeak.hiddenFrom(end), "no hidden enemy piece to leak at the end");
        }
        assertEquals(List.of(), LeakCheck.problems(over.knowledge(), over.mail(), over.numbering(), 1), "the game-over mail as composed");

        Knowledge end = over.knowledge();
        Map.Entry<flagpost.rules.Square, flagpost.rules.Piece> enemy = end.board().entrySet().stream()
                .filter(e -> e.getValue().side() != end.viewer()).min(Map.Entry.comparingByValue(
                        java.util.Comparator.comparing(flagpost.rules.Piece::rank))).orElseThrow();
        flagpost.rules.Rank falseRank = enemy.getValue().rank() == flagpost.rules.Rank.MARSHAL ? flagpost.rules.Rank.GENERAL
                : flagpost.rules.Rank.MARSHAL;
        PlantedLeak.Hidden lie = new PlantedLeak.Hidden(enemy.getKey(), falseRank);
        List<String> missed = new ArrayList<>();
        for (PlantedLeak form : PlantedLeak.values()) {
            // The board check with the document scan: a title planted first displaces the cell's own, which only the
            // board check reads, and a false rank, unlike a hidden one, is the board's lie to tell.
            if (LeakCheck.htmlProblems(end, form.plant(over.mail().html(), PlantedLeak.squareSpot(lie.square()), lie, over.numbering()),
                    over.numbering(), 1).isEmpty()) {
                missed.add("GAME_OVER, html: " + form);
            }
        }
        // Plain text ties a rank to a square only in the number and JSON forms; a rank named alone is true at the end.
        for (PlantedLeak form : List.of(PlantedLeak.NUMBER, PlantedLeak.INLINE_JSON)) {
            String text = over.mail().text();
            String planted = text.substring(0, text.indexOf('\n') + 1) + form.line(lie, over.numbering()).orElseThrow() + "\n"
                    + text.substring(text.indexOf('\n') + 1);
            if (LeakCheck.textProblems(end, planted, over.numbering(), 1).isEmpty()) {
                missed.add("GAME_OVER, text: " + form);
            }
        }
        assertEquals(List.of(), missed, "false ranks the scan read past");
    }

    /** Each form of {@code hidden} planted in one part of the example at a time; the forms the scan did not find. */
    private static List<String> missedPlants(String what, Example example, PlantedLeak.Hidden hidden, Knowledge knowledge, int boards) {
        List<String> missed = new ArrayList<>();
        Pattern spot = example.board() ? PlantedLeak.squareSpot(hidden.square()) : PlantedLeak.tagSpot("p", "");
        for (PlantedLeak form : PlantedLeak.values()) {
            // The whole-document scan alone, not the board check beside it, which a planted square also upsets.
            if (LeakCheck.documentProblems(knowledge, form.plant(example.mail().html(), spot, hidden, example.numbering()),
                    example.numbering()).isEmpty()) {
                missed.add(what + ", html: " + form);
            }
            form.line(hidden, example.numbering()).ifPresent(line -> {
                String text = example.mail().text();
                String planted = text.substring(0, text.indexOf('\n') + 1) + line + "\n" + text.substring(text.indexOf('\n') + 1);
                if (LeakCheck.textProblems(knowledge, planted, example.numbering(), boards).isEmpty()) {
                    missed.add(what + ", text: " + form);
                }
            });
        }
        return missed;
    }

    /** The example mail of {@code kind} and the knowledge of its recipient at its move (before any battle where it names no game). */
    private static Example example(NotificationKind kind, Language language) {
        ScriptedGame script = MailFixtures.SCRIPT;
        return switch (kind) {
            case MY_GAMES -> new Example(kind, GamesListMail.write(MailFixtures.templates(), MailFixtures.gamesList(language), MailFixtures.FROM, null, MailFixtures.DOMAIN),
                    Knowledge.of(script.red(), script.blue(), script.moves(), 0, Side.BLUE, false), Numbering.CLASSIC, false);
            case DATA_EXPORT_CONFIRM, DATA_ERASE_CONFIRM -> new Example(kind, DataRequestMail.write(MailFixtures.templates(), MailFixtures.dataRequest(
                    kind == NotificationKind.DATA_ERASE_CONFIRM, language), MailFixtures.FROM, null, MailFixtures.DOMAIN),
                    Knowledge.of(script.red(), script.blue(), script.moves(), 0, Side.BLUE, false), Numbering.CLASSIC, false);
            case INVITATION_CONFIRM -> new Example(kind, InvitationConfirmMail.write(MailFixtures.templates(), MailFixtures.invitationConfirm(language), MailFixtures.FROM,
                    null, MailFixtures.DOMAIN), Knowledge.of(script.red(), script.blue(), script.moves(), 0, Side.RED, false),
                    Numbering.MODERN, false);
            case DAILY_DIGEST -> {
                // One game, so the scan reads its board against that game's knowledge; the two-game digest of the
                // digest test is read game by game there (DigestTest).
                DigestMail.Facts digest = MailFixtures.digest(1, language);
                MailFacts game = digest.games().get(0);
                yield new Example(kind, DigestMail.write(MailFixtures.templates(), digest, MailFixtures.FROM, null, MailFixtures.DOMAIN),
                        Knowledge.of(script.red(), script.blue(), script.moves(), game.ply(), Side.BLUE, false), Numbering.CLASSIC, true);
            }
            case INVITATION, INVITATION_DECLINED, INVITATION_LAPSED, SETUP_NEEDED, GAME_STARTED, YOUR_MOVE, MOVE_PLAYED, DRAW_OFFERED,
                    DRAW_DECLINED, REMINDER, GAME_OVER, GAME_CANCELLED, GAME_CANCELLED_BY_HOST, FRESH_LINKS, REPLY_REFUSED, VACATION_STARTED, VACATION_ENDED,
                    PAUSE_ASKED, PAUSE_DECLINED, GAME_PAUSED, GAME_RESUMED, REMATCH -> {
                MailFacts facts = MailFixtures.facts(kind).inLanguage(language);
                Numbering numbering = facts.recipientSeat() == Side.BLUE ? Numbering.CLASSIC : Numbering.MODERN;
                MailFacts read = MailFixtures.withView(facts, facts.view(), numbering);
                // As a server that reads replies writes it, so the lines saying how to reply are read as well.
                yield new Example(kind, MailFixtures.writeWithReplies(read), Knowledge.of(script.red(), script.blue(), script.moves(), facts.ply(),
                        facts.recipientSeat(), kind == NotificationKind.GAME_OVER), numbering, facts.view() != null);
            }
        };
    }

    /** Plays a scripted game through the service; with {@code drawOffers}, every tenth move offers a draw that is declined. */
    private Played play(ScriptedGame script, Numbering blueNumbering, boolean drawOffers) {
        Variant variant = script.red().variant();
        long id = ServiceGames.startedGame(variant, GameOptions.DEFAULT, script.red(), script.blue());
        players.setNumbering(id, Side.BLUE, blueNumbering);
        ServiceGames.chooseMail(id, MailMode.EVERY_MOVE); // every email a move can cause, confirmations included
        int ply = 0;
        for (Move move : script.moves()) {
            Side mover = ply % 2 == 0 ? Side.RED : Side.BLUE;
            if (drawOffers && ply % 10 == 5) {
                play.offerDraw(id, mover.opponent());
                play.declineDraw(id, mover);
            }
            play.move(id, mover, ply, move);
            ply++;
            clock.advance(Duration.ofMinutes(1));
        }
        return new Played(id, script, blueNumbering);
    }
}
