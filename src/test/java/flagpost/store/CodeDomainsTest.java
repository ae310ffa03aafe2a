package flagpost.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.support.ServiceGames;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Savepoint;
import java.util.List;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * The rules on single columns of game, move and notification live in domains (migration V28) and still hold, and the
 * CHECK constraints left on those tables stay short: PostgreSQL reads every one of them back from text on every
 * statement that writes its table, and a move writes all three (docs/PERFORMANCE.md, "A quarter of PostgreSQL's
 * work a move was reading check constraints").
 */
@QuarkusTest
class CodeDomainsTest {

    private static final String CHECK_VIOLATION = "23514";

    /**
     * What the three tables' own checks may add up to, in PostgreSQL's stored form ({@code pg_constraint.conbin}): 13.8 kB
     * after V28, 40.6 kB before it. A list of codes written as a table's check (a kind, a state) costs 1 to 5 kB each;
     * make it a domain, as V28 did, or raise this with a measured reason.
     */
    private static final int CHECK_TEXT_BUDGET = 16_000;

    /** A column and a value its domain refuses, tried on the test game's rows of that table. */
    private record Refused(String table, String column, String value) {

        String update() {
            return "update " + table + " set " + column + " = " + value + " where " + (table.equals("game") ? "id" : "game_id") + " = ?";
        }
    }

    private static final List<Refused> REFUSED = List.of(
            new Refused("game", "status", "'OVER'"),
            new Refused("game", "variant", "'CHESS'"),
            new Refused("game", "result_ending", "'GAVE_UP'"),
            new Refused("game", "result_winner", "'GREEN'"),
            new Refused("game", "side_to_move", "'red'"),
            new Refused("game", "draw_offered_by", "'GREEN'"),
            new Refused("game", "creator_seat", "'GREEN'"),
            new Refused("game", "watch_created_by", "'GREEN'"),
            new Refused("game", "pause_asked_by", "'GREEN'"),
            new Refused("game", "days_per_move", "15"),
            new Refused("game", "days_per_move", "0"),
            new Refused("game", "ply", "-1"),
            new Refused("game", "watch_epoch", "-1"),
            new Refused("move", "seat", "'GREEN'"),
            new Refused("move", "ply", "0"),
            new Refused("move", "from_square", "'k1'"),
            new Refused("move", "to_square", "'a11'"),
            new Refused("move", "attacker_rank", "'BOMB'"),
            new Refused("move", "defender_rank", "'KING'"),
            new Refused("move", "battle_outcome", "'DRAW'"),
            new Refused("notification", "kind", "'SPAM'"),
            new Refused("notification", "state", "'LOST'"),
            new Refused("notification", "page", "'ADMIN'"),
            new Refused("notification", "recipient_seat", "'GREEN'"),
            new Refused("notification", "attempts", "-1"),
            new Refused("notification", "to_address", "'a@b.test' || chr(10) || 'Bcc: c@d.test'"),
            new Refused("notification", "message_id", "'<x@y>' || chr(13)"),
            new Refused("notification", "subject", "'Hi' || chr(10) || 'Bcc: c@d.test'"),
            new Refused("notification", "headers", "'X-A: 1' || chr(13) || chr(10)"));

    @Inject
    DataSource dataSource;

    @Test
    void everyDomainStillRefusesWhatItsCheckRefused() throws SQLException {
        long gameId = ServiceGames.startedClassicGame();
        try (Connection connection = dataSource.getConnection()) {
            connection.setAutoCommit(false);
            try {
                execute(connection, """
                        insert into move (game_id, ply, seat, from_square, to_square, attacker_rank, defender_rank, battle_outcome, played_at)
                        values (?, 1, 'RED', 'a4', 'a5', 'SCOUT', 'SPY', 'ATTACKER_WINS', now())""", gameId);
                execute(connection, """
                        insert into notification (game_id, recipient_seat, kind, ply, created_at, state, attempts, next_attempt_at, page)
                        values (?, 'BLUE', 'YOUR_MOVE', 1, now(), 'PENDING', 0, now(), 'PLAY')""", gameId);
                for (Refused refused : REFUSED) {
                    Savepoint before = connection.setSavepoint();
                    String update = refused.update();
                    SQLException failure = assertThrows(SQLException.class, () -> execute(connection, update, gameId), update);
                    assertEquals(CHECK_VIOLATION, failure.getSQLState(), update + ": " + failure.getMessage());
                    // The domain's check, not a table's check across columns (some of these values break one of those too).
                    assertTrue(failure.getMessage().contains("value for domain"), update + ": " + failure.getMessage());
                    connection.rollback(before);
                }
            } finally {
                connection.rollback();
            }
        }
    }

    @Test
    void theChecksLeftOnTheTablesAMoveWritesStayShort() throws SQLException {
        try (Connection connection = dataSource.getConnection();
                PreparedStatement query = connection.prepareStatement("""
                        select coalesce(sum(length(conbin)), 0), string_agg(conname || ' ' || length(conbin), ', ' order by conname)
                        from pg_constraint
                        where contype = 'c' and conrelid in ('game'::regclass, 'move'::regclass, 'notification'::regclass)""");
                ResultSet checks = query.executeQuery()) {
            assertTrue(checks.next());
            assertTrue(checks.getLong(1) <= CHECK_TEXT_BUDGET, "the checks PostgreSQL reads back on every write of game, move and"
                    + " notification are " + checks.getLong(1) + " bytes, over " + CHECK_TEXT_BUDGET + ": " + checks.getString(2));
        }
    }

    private static void execute(Connection connection, String sql, long gameId) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(sql)) {
            statement.setLong(1, gameId);
            statement.executeUpdate();
        }
    }
}
