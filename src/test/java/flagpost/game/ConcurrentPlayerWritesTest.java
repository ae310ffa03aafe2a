package flagpost.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import flagpost.links.LinkPurpose;
import flagpost.links.LinkToken;
import flagpost.rules.GameOptions;
import flagpost.rules.Numbering;
import flagpost.rules.Side;
import flagpost.rules.Variant;
import flagpost.store.MailMode;
import flagpost.store.PlayerEntity;
import flagpost.support.RowRace;
import flagpost.support.ServiceGames;
import flagpost.support.StoreProbe;
import flagpost.words.Language;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.time.Clock;
import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * Every write of a player's own columns (name, numbering, language, mail choice, a start confirmation, an erasure) raced against
 * another write of the same player, so that both really wait on its row ({@link RowRace#raceInOrderOnPlayer}): the
 * second writes over what the first stored. Hibernate writes every column of a changed player back, so without the
 * row lock before the read in any one of these, the second puts the first's columns back as they were read before it
 * committed: a vacation's {@code vacation_year}, a new name. {@link ConcurrentActionsTest} races the same on a game's row.
 */
@QuarkusTest
class ConcurrentPlayerWritesTest {

    @Inject
    Players players;

    @Inject
    Vacations vacations;

    @Inject
    StartRequests starts;

    @Inject
    LinkEpochs epochs;

    @Inject
    DataRequests dataRequests;

    @Inject
    StoreProbe store;

    @Inject
    DataSource dataSource;

    @Inject
    Clock clock;

    @Test
    void aLanguageChosenWhileAVacationStartsKeepsTheVacation() throws Exception {
        long blue = ServiceGames.playerId(ServiceGames.startedClassicGame(), Side.BLUE);

        List<Object> outcomes = RowRace.raceInOrderOnPlayer(dataSource, blue, () -> takeVacation(blue), () -> {
            players.setLanguage(blue, Language.ES);
            return "Spanish";
        });

        assertEquals(List.of("away", "Spanish"), outcomes);
        PlayerEntity player = store.player(blue);
        assertVacationYearKept(player);
        assertEquals("es", player.language);
    }

    @Test
    void aMailChoiceWhileARenameIsStoredKeepsTheName() throws Exception {
        long blue = ServiceGames.playerId(ServiceGames.startedClassicGame(), Side.BLUE);

        List<Object> outcomes = RowRace.raceInOrderOnPlayer(dataSource, blue, () -> {
            players.rename(blue, "Roberta");
            return "renamed";
        }, () -> {
            players.setMail(blue, MailMode.DIGEST, 7, "Europe/Madrid");
            return "digest";
        });

        assertEquals(List.of("renamed", "digest"), outcomes);
        PlayerEntity player = store.player(blue);
        assertEquals("Roberta", player.displayName, "the name that committed first is kept");
        assertEquals(MailMode.DIGEST, player.mailMode);
        assertEquals(7, player.digestHour);
    }

    @Test
    void aNameWhileAMailChoiceIsStoredKeepsTheMailChoice() throws Exception {
        long blue = ServiceGames.playerId(ServiceGames.startedClassicGame(), Side.BLUE);

        List<Object> outcomes = RowRace.raceInOrderOnPlayer(dataSource, blue, () -> {
            players.setMail(blue, MailMode.DIGEST, 7, "Europe/Madrid");
            return "digest";
        }, () -> {
            players.rename(blue, "Roberta");
            return "renamed";
        });

        assertEquals(List.of("digest", "renamed"), outcomes);
        PlayerEntity player = store.player(blue);
        assertEquals(MailMode.DIGEST, player.mailMode, "the mail choice that committed first is kept");
        assertEquals("Europe/Madrid", player.digestZone);
        assertEquals("Roberta", player.displayName);
    }

    /** The numbering switch on a board page names a game's seat: the game and its players are read before the player's row is locked. */
    @Test
    void aNumberingSwitchedOnAPlayPageWhileAVacationStartsKeepsTheVacation() throws Exception {
        long id = ServiceGames.startedClassicGame();
        long blue = ServiceGames.playerId(id, Side.BLUE);
        LinkToken bluePlay = new LinkToken(LinkPurpose.PLAY, id, Side.BLUE, 0, clock.instant(), clock.instant().plus(Duration.ofDays(30)), "k1");

        List<Object> outcomes = RowRace.raceInOrderOnPlayer(dataSource, blue, () -> {
            vacations.take(bluePlay, returnDate());
            return "away";
        }, () -> {
            players.setNumbering(id, Side.BLUE, Numbering.CLASSIC);
            return "classic";
        });

        assertEquals(List.of("away", "classic"), outcomes);
        PlayerEntity player = store.player(blue);
        assertVacationYearKept(player);
        assertEquals(Numbering.CLASSIC, player.numbering);
    }

    @Test
    void aNumberingChosenInTheSettingsWhileAVacationStartsKeepsTheVacation() throws Exception {
        long blue = ServiceGames.playerId(ServiceGames.startedClassicGame(), Side.BLUE);

        List<Object> outcomes = RowRace.raceInOrderOnPlayer(dataSource, blue, () -> takeVacation(blue), () -> {
            players.setNumbering(blue, Numbering.CLASSIC);
            return "classic";
        });

        assertEquals(List.of("away", "classic"), outcomes);
        PlayerEntity player = store.player(blue);
        assertVacationYearKept(player);
        assertEquals(Numbering.CLASSIC, player.numbering);
    }

    /**
     * A start confirmation makes the creator's first name and language theirs; the creator here plays already (an
     * address that existed before its owner's first start request), and takes a vacation at the same moment.
     */
    @Test
    void aStartConfirmedWhileTheCreatorsVacationStartsKeepsTheVacation() throws Exception {
        long id = ServiceGames.startedClassicGame();
        long blue = ServiceGames.playerId(id, Side.BLUE);
        String blueEmail = ServiceGames.emailOf(id, Side.BLUE);
        starts.start(new NewGame("Roberta", blueEmail, ServiceGames.uniqueEmail("carol"), Variant.CLASSIC, GameOptions.DEFAULT,
                NewGame.DEFAULT_DAYS_PER_MOVE, SeatChoice.RED), Language.ES);
        long request = QuarkusTransaction.requiringNew().call(() -> ((Number) PlayerEntity.getEntityManager()
                .createNativeQuery("select id from invitation_request where creator_id = :creator order by id desc limit 1")
                .setParameter("creator", blue).getSingleResult()).longValue());

        List<Object> outcomes = RowRace.raceInOrderOnPlayer(dataSource, blue, () -> takeVacation(blue),
                () -> "game " + starts.confirm(request, Language.ES));

        assertEquals("away", outcomes.get(0));
        assertEquals(String.class, outcomes.get(1).getClass(), outcomes.toString());
        PlayerEntity player = store.player(blue);
        assertVacationYearKept(player);
        assertNotNull(player.confirmedAt);
        assertEquals("Roberta", player.displayName, "the first confirmation makes the name the owner's");
        assertEquals("es", player.language);
    }

    /**
     * Two start forms crossing between the same two addresses at the same moment (each names the other as opponent):
     * both are recorded. Each form's checks lock the opponent and then the creator, so without the id-ordered lock
     * first the one held on the later player waited for the earlier while the other held it, and PostgreSQL ended one
     * as a deadlock.
     */
    @Test
    void twoStartFormsCrossingBetweenTheSameTwoAddressesAreBothRecorded() throws Exception {
        String ada = ServiceGames.uniqueEmail("ada");
        String bo = ServiceGames.uniqueEmail("bo");
        starts.start(NewGame.classic("Ada", ada, ServiceGames.uniqueEmail("x"), SeatChoice.RED), Language.EN);
        starts.start(NewGame.classic("Bo", bo, ServiceGames.uniqueEmail("y"), SeatChoice.RED), Language.EN);
        long adaId = playerIdOf(ada);
        long boId = playerIdOf(bo); // created second: the later id

        List<Object> outcomes = RowRace.raceInOrderOnPlayer(dataSource, boId, () -> {
            starts.start(NewGame.classic("Ada", ada, bo, SeatChoice.RED), Language.EN); // would lock Bo, then Ada
            return "ada asked";
        }, () -> {
            starts.start(NewGame.classic("Bo", bo, ada, SeatChoice.BLUE), Language.EN); // would lock Ada, then Bo
            return "bo asked";
        });

        assertEquals(List.of("ada asked", "bo asked"), outcomes);
        assertEquals(2L, (long) QuarkusTransaction.requiringNew().call(() -> ((Number) PlayerEntity.getEntityManager()
                .createNativeQuery("select count(*) from invitation_request where (creator_id = :ada and opponent_id = :bo)"
                        + " or (creator_id = :bo and opponent_id = :ada)")
                .setParameter("ada", adaId).setParameter("bo", boId).getSingleResult()).longValue()));
    }

    private static long playerIdOf(String email) {
        return QuarkusTransaction.requiringNew().call(() -> PlayerEntity.findByEmail(email).orElseThrow().id);
    }

    /**
     * An erasure from the player's own confirmation link checks the link with a copy of the player read before the
     * erasure locks the row. Links turned off while it waited for the lock turn its link off too: it is refused, and
     * the player, whose links someone else may hold, is not erased; the raise stays.
     */
    @Test
    void anErasureWaitingWhileTheLinksAreTurnedOffIsRefused() throws Exception {
        long blue = ServiceGames.playerId(ServiceGames.startedClassicGame(), Side.BLUE);
        LinkToken gamesList = link(LinkPurpose.GAMES_LIST, blue);
        LinkToken erasure = link(LinkPurpose.DATA_ERASE, blue);

        List<Object> outcomes = RowRace.raceInOrderOnPlayer(dataSource, blue, () -> {
            epochs.raise(gamesList);
            return "links off";
        }, () -> {
            try {
                return dataRequests.erase(erasure).alreadyErased() ? "erased before" : "erased";
            } catch (StaleLinkException stale) {
                return "refused: the link is off";
            }
        });

        assertEquals(List.of("links off", "refused: the link is off"), outcomes);
        PlayerEntity player = store.player(blue);
        assertNull(player.erasedAt);
        assertEquals(1, player.linkEpoch, "the raise that committed first");
    }

    // --- helpers ---------------------------------------------------------------------------------------------------

    private Object takeVacation(long playerId) {
        vacations.take(playerId, returnDate());
        return "away";
    }

    private LinkToken link(LinkPurpose purpose, long playerId) {
        return new LinkToken(purpose, playerId, null, 0, clock.instant(), clock.instant().plus(Duration.ofDays(30)), "k1");
    }

    private LocalDate returnDate() {
        return LocalDate.ofInstant(clock.instant(), ZoneOffset.UTC).plusDays(2);
    }

    /** The column a vacation's start sets on the player's row was not written back from a copy older than it. */
    private void assertVacationYearKept(PlayerEntity player) {
        assertEquals(LocalDate.ofInstant(clock.instant(), ZoneOffset.UTC).getYear(), player.vacationYear,
                "the vacation's start, stored first, is kept");
    }
}
