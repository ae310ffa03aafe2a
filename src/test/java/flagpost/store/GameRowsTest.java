package flagpost.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.rules.Side;
import flagpost.support.ServiceGames;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import jakarta.persistence.Column;
import jakarta.persistence.Embedded;
import jakarta.persistence.EntityManager;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * A move reads and writes its game with plain JDBC ({@link GameRows}), beside Hibernate's mapping of the same rows. Both
 * must agree on every column: read, the two copies of a game are equal field by field; written, Hibernate reads back
 * what was written. The fixtures give every mapped column a value that is not a field's default, so a column added to
 * {@link GameEntity} or {@link PlayerEntity} and forgotten in {@link GameRows} fails here.
 */
@QuarkusTest
class GameRowsTest {

    /** Every mapped column of a game and its players set, none to a field's default; a finished game. */
    private static final String EVERYTHING_SET = """
            update game set variant = 'DUEL', two_squares_limit = 3, scout_attacks_at_range = true, ply_cap = 400,
                days_per_move = 9, status = 'FINISHED', creator_seat = 'BLUE',
                invitation_expires_at = '2031-01-01 10:00:00.123456+00', accepted_at = '2031-01-02 10:00:00+00', ply = 17,
                side_to_move = 'BLUE', deadline_at = '2031-01-03 10:00:00+00', remind_at = '2031-01-04 10:00:00+00',
                clock_stopped_at = '2031-01-05 10:00:00+00', stopped_deadline_at = '2031-01-06 10:00:00+00',
                stopped_remind_at = '2031-01-07 10:00:00+00', pause_asked_by = 'RED', paused_at = '2031-01-08 10:00:00+00',
                draw_offered_by = 'BLUE', result_ending = 'TIMEOUT', result_winner = 'RED', snapshot = '\\x0102ff',
                snapshot_version = 7, created_at = '2031-01-09 10:00:00+00', started_at = '2031-01-10 10:00:00+00',
                finished_at = '2031-01-11 10:00:00.000001+00', red_mail_muted = true, blue_mail_muted = true, red_away = true,
                blue_away = true
            where id = %1$d;
            update player set display_name = 'Ana ' || id, numbering = 'CLASSIC', created_at = '2030-05-01 08:00:00+00',
                link_epoch = 3, mail_mode = 'DIGEST', digest_hour = 5, digest_zone = 'Asia/Tashkent', language = 'uz',
                confirmed_at = '2030-05-02 08:00:00+00'
            where id in (select red_player_id from game where id = %1$d union select blue_player_id from game where id = %1$d)""";

    /** Every column of the game different from {@link #EVERYTHING_SET}, the nullable ones null; a game in play. */
    private static final String OTHERWISE_SET = """
            update game set variant = 'BARRAGE', two_squares_limit = 5, scout_attacks_at_range = false, ply_cap = 0,
                days_per_move = 2, status = 'PLAYING', creator_seat = 'RED', invitation_expires_at = null, accepted_at = null,
                ply = 4, side_to_move = 'RED', deadline_at = null, remind_at = null, clock_stopped_at = null,
                stopped_deadline_at = null, stopped_remind_at = null, pause_asked_by = null, paused_at = null,
                draw_offered_by = null, result_ending = null, result_winner = null, snapshot = '\\x03', snapshot_version = null,
                created_at = '2029-01-01 00:00:00+00', started_at = null, finished_at = null, red_mail_muted = false,
                blue_mail_muted = false, red_away = false, blue_away = false
            where id = %d""";

    @Inject
    DataSource dataSource;

    @Inject
    EntityManager entityManager;

    @Test
    void aGameReadWithJdbcEqualsHibernatesCopyInEveryField() {
        long id = ServiceGames.startedClassicGame();
        execute(EVERYTHING_SET.formatted(id));
        GameEntity hibernates = hibernates(id);
        assertEveryFieldSet(hibernates, "");
        assertSameFields(hibernates, jdbcs(id), "", List.of());
    }

    @Test
    void aGameWrittenWithJdbcIsReadBackByHibernateInEveryColumn() {
        long first = ServiceGames.startedClassicGame();
        long second = ServiceGames.startedClassicGame();
        execute(EVERYTHING_SET.formatted(first));
        execute(OTHERWISE_SET.formatted(second));
        List<String> keyAndPlayers = List.of("id", "redPlayer", "bluePlayer");
        GameEntity everything = jdbcs(first);
        GameEntity otherwise = jdbcs(second);
        assertEveryFieldDiffers(everything, otherwise, keyAndPlayers);

        write(copyOnto(otherwise, first)); // non-null values overwritten by null ones
        assertSameFields(otherwise, hibernates(first), "", keyAndPlayers);
        write(copyOnto(everything, second)); // and the other way round
        assertSameFields(everything, hibernates(second), "", keyAndPlayers);
    }

    @Test
    void theMovesLockHoldsTheGameRowButNotItsPlayers() {
        long id = ServiceGames.startedClassicGame();
        long red = ServiceGames.playerId(id, Side.RED);
        QuarkusTransaction.requiringNew().run(() -> {
            GameEntity game = jdbc(connection -> GameRows.lockWithPlayers(connection, id));
            assertEquals(red, game.player(Side.RED).id);
            assertEquals(1, othersLock("select id from game where id = " + id + " for no key update nowait"), "the game row is locked");
            assertEquals(0, othersLock("select id from player where id = " + red + " for no key update nowait"), "the player's row is not");
        });
    }

    @Test
    void noSuchGameGivesNull() {
        QuarkusTransaction.requiringNew().run(() -> assertNull(jdbc(connection -> GameRows.lockWithPlayers(connection, -1))));
    }

    // --- Helpers -------------------------------------------------------------------------------------------------

    private GameEntity hibernates(long id) {
        return QuarkusTransaction.requiringNew().call(() -> {
            GameEntity game = GameEntity.findWithPlayers(id);
            entityManager.detach(game);
            return game;
        });
    }

    private GameEntity jdbcs(long id) {
        return QuarkusTransaction.requiringNew().call(() -> jdbc(connection -> GameRows.lockWithPlayers(connection, id)));
    }

    private void write(GameEntity game) {
        QuarkusTransaction.requiringNew().run(() -> jdbc(connection -> {
            GameRows.update(connection, game);
            return null;
        }));
    }

    private void execute(String sql) {
        QuarkusTransaction.requiringNew().run(() -> jdbc(connection -> {
            connection.createStatement().execute(sql);
            return null;
        }));
    }

    private interface JdbcWork<T> {
        T run(Connection connection) throws SQLException;
    }

    private <T> T jdbc(JdbcWork<T> work) {
        try (Connection connection = dataSource.getConnection()) {
            return work.run(connection);
        } catch (SQLException failed) {
            throw new IllegalStateException(failed);
        }
    }

    /**
     * 1 when another connection cannot take the lock {@code sql} asks for (nowait: it fails at once), 0 when it can. On a
     * thread of its own: a connection taken on the test's thread would join the test's own transaction.
     */
    private int othersLock(String sql) {
        try {
            return CompletableFuture.supplyAsync(() -> {
                try (Connection other = dataSource.getConnection()) {
                    other.setAutoCommit(false);
                    try {
                        other.createStatement().executeQuery(sql).close();
                        return 0;
                    } catch (SQLException locked) {
                        assertEquals("55P03", locked.getSQLState(), locked.getMessage());
                        return 1;
                    } finally {
                        other.rollback();
                    }
                } catch (SQLException failed) {
                    throw new IllegalStateException(failed);
                }
            }).get(30, TimeUnit.SECONDS);
        } catch (Exception failed) {
            throw new AssertionError(failed);
        }
    }

    /** {@code source}'s fields on a new game with the key and players of game {@code id}. */
    private GameEntity copyOnto(GameEntity source, long id) {
        GameEntity target = jdbcs(id);
        for (Field field : mapped(GameEntity.class)) {
            if (!List.of("id", "redPlayer", "bluePlayer").contains(field.getName())) {
                set(field, target, get(field, source));
            }
        }
        return target;
    }

    /** The fields Hibernate maps to columns: the key, a column, a player, or the embedded options. */
    private static List<Field> mapped(Class<?> type) {
        List<Field> fields = new ArrayList<>();
        for (Field field : type.getDeclaredFields()) {
            if (!Modifier.isStatic(field.getModifiers()) && (field.isAnnotationPresent(Id.class) || field.isAnnotationPresent(Column.class)
                    || field.isAnnotationPresent(JoinColumn.class) || field.isAnnotationPresent(Embedded.class))) {
                field.setAccessible(true);
                fields.add(field);
            }
        }
        assertTrue(fields.size() >= 3, "no mapped fields found on " + type);
        return fields;
    }

    private static boolean nested(Field field) {
        return field.isAnnotationPresent(Embedded.class) || field.isAnnotationPresent(JoinColumn.class);
    }

    private static void assertEveryFieldSet(Object entity, String path) {
        for (Field field : mapped(entity.getClass())) {
            Object value = get(field, entity);
            String name = path + field.getName();
            assertNotNull(value, name + " is null in the fixture");
            assertNotEquals(Boolean.FALSE, value, name + " is false in the fixture");
            if (value instanceof Number number) {
                assertNotEquals(0L, number.longValue(), name + " is 0 in the fixture");
            }
            if (nested(field)) {
                assertEveryFieldSet(value, name + ".");
            }
        }
    }

    private static void assertEveryFieldDiffers(Object one, Object other, List<String> except) {
        for (Field field : mapped(one.getClass())) {
            if (except.contains(field.getName())) {
                continue;
            }
            if (nested(field)) {
                assertEveryFieldDiffers(get(field, one), get(field, other), List.of());
            } else {
                assertTrue(!same(get(field, one), get(field, other)), field.getName() + " is the same in both fixtures");
            }
        }
    }

    private static void assertSameFields(Object expected, Object actual, String path, List<String> except) {
        for (Field field : mapped(expected.getClass())) {
            if (except.contains(field.getName())) {
                continue;
            }
            String name = path + field.getName();
            if (nested(field)) {
                assertSameFields(get(field, expected), get(field, actual), name + ".", List.of());
            } else {
                Object want = get(field, expected);
                Object got = get(field, actual);
                assertTrue(same(want, got), name + ": expected " + show(want) + ", got " + show(got));
            }
        }
    }

    private static boolean same(Object one, Object other) {
        return one instanceof byte[] bytes && other instanceof byte[] otherBytes ? Arrays.equals(bytes, otherBytes) : Objects.equals(one, other);
    }

    private static String show(Object value) {
        return value instanceof byte[] bytes ? Arrays.toString(bytes) : String.valueOf(value);
    }

    /** A field's value; for an entity Hibernate may have enhanced, through the field itself, not a proxy's getter. */
    private static Object get(Field field, Object entity) {
        try {
            return field.get(entity);
        } catch (IllegalAccessException failed) {
            throw new AssertionError(failed);
        }
    }

    private static void set(Field field, Object entity, Object value) {
        try {
            field.set(entity, value);
        } catch (IllegalAccessException failed) {
            throw new AssertionError(failed);
        }
    }
}
