package flagpost.mail;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.game.Play;
import flagpost.game.Players;
import flagpost.rules.Ending;
import flagpost.rules.GameOptions;
import flagpost.rules.Move;
import flagpost.rules.Numbering;
import flagpost.rules.Side;
import flagpost.rules.Variant;
import flagpost.store.NotificationKind;
import flagpost.support.ScriptedGame;
import flagpost.support.ServiceGames;
import flagpost.support.TestClock;
import flagpost.support.leaks.Knowledge;
import flagpost.support.leaks.PlantedLeak;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

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
                List<String> problems = LeakCheck.problems(knowledge, composed.mail(), numbering, board ? 1 : 0);
                assertEquals(List.of(), problems, "game " + game.id() + ": " + composed.kind() + " to " + composed.to() + " at move "
                        + composed.ply());
                mails++;
                withBoard += board ? 1 : 0;
                battles += composed.mail().text().contains("Battle: ") ? 1 : 0;
            }
        }
        // The floors are the counts these five games give: fewer means mails went unread or unsent.
        assertTrue(mails >= 1_213 && withBoard >= 1_198 && battles >= 62, "checked " + mails + " mails, " + withBoard + " with a board, "
                + battles + " battles");
    }

    @Test
    void negativeControlAMailComposedWithAViewThatShowsTooMuchIsCaught() {
        ScriptedGame script = ScriptedGame.find(Variant.BARRAGE, Ending.FLAG_CAPTURED, 1, 200);
        Played game = play(script, Numbering.MODERN, false);
        MailProbe.Composed honest = probe.composeAll(game.id()).stream()
                .filter(m -> m.kind() == NotificationKind.YOUR_MOVE && m.ply() > 6).findFirst().orElseThrow();
        Knowledge knowledge = Knowledge.of(script.red(), script.blue(), script.moves(), honest.ply(), honest.to(), false);
        assertEquals(List.of(), LeakCheck.problems(knowledge, honest.mail(), Numbering.MODERN, 1));

        // The same mail written from the finished game's view: every enemy rank on the board.
        MailFacts leaky = MailFixtures.withView(MailFixtures.facts(NotificationKind.YOUR_MOVE, honest.to(), honest.ply(), null,
                MailFixtures.START, MailFixtures.START, null, null), flagpost.rules.Game.replay(script.red(), script.blue(),
                GameOptions.DEFAULT, script.moves().subList(0, honest.ply())).withResult(flagpost.rules.Result.draw(Ending.DRAW_AGREED))
                .viewFor(honest.to()), Numbering.MODERN);
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
    @Test
    void negativeControlsEveryLeakFormInEveryMailKindIsFound() {
        ScriptedGame script = ScriptedGame.find(Variant.BARRAGE, Ending.FLAG_CAPTURED, 1, 200);
        Played game = play(script, Numbering.CLASSIC, true);
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
        assertEquals(List.of(), missed, "planted leaks the scan read past");
    }

    /** Plays a scripted game through the service; with {@code drawOffers}, every tenth move offers a draw that is declined. */
    private Played play(ScriptedGame script, Numbering blueNumbering, boolean drawOffers) {
        Variant variant = script.red().variant();
        long id = ServiceGames.startedGame(variant, GameOptions.DEFAULT, script.red(), script.blue());
        players.setNumbering(id, Side.BLUE, blueNumbering);
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
