package flagpost.it;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * The integration test's own database on the local PostgreSQL, made fresh at each run, and the test's view
 * of it: plain JDBC, autocommit, as an operator's psql would see it.
 *
 * <p><b>Moving time.</b> The packaged Flagpost reads the real clock, and deadlines are whole days. The deadline
 * job only compares the stored {@code game.remind_at}, {@code game.deadline_at} and
 * {@code game.invitation_expires_at} with now, so moving those columns of a game into the past by the same
 * amount is exactly what the passing of that much time looks like to the job. Nothing in Flagpost is
 * changed or bypassed for it.
 */
final class ItDatabase implements AutoCloseable {

    static final String HOST = "127.0.0.1";
    static final int PORT = 5432;
    static final String USER = "postgres";

    final String name;
    private final Connection connection;

    private ItDatabase(String name, Connection connection) {
        this.name = name;
        this.connection = connection;
    }

    /** Drops {@code name} if it exists (cutting off any session left on it) and creates it empty. */
    static ItDatabase recreate(String name) throws SQLException {
        if (!name.matches("[a-z_]+") || name.equals("test")) {
            throw new IllegalArgumentException("not a database for this test: " + name); // "test" belongs to the surefire suite
        }
        try (Connection admin = DriverManager.getConnection(url("postgres"), USER, "");
                Statement statement = admin.createStatement()) {
            statement.execute("drop database if exists " + name + " with (force)");
            statement.execute("create database " + name);
        }
        return new ItDatabase(name, DriverManager.getConnection(url(name), USER, ""));
    }

    static String url(String database) {
        return "jdbc:postgresql://" + HOST + ":" + PORT + "/" + database;
    }

    String url() {
        return url(name);
    }

    // ----------------------------------------------------------------------------------------------
    // Moving time for chosen games

    /** Time passes until the turn's reminder is due (the deadline stays ahead, as it does in real time). */
    int reminderFallsDue(Collection<Long> games) {
        return update("""
                update game set deadline_at = deadline_at - (remind_at - now()) - interval '1 second',
                                remind_at = now() - interval '1 second'
                where id = any (?) and status in ('SETUP', 'PLAYING') and remind_at is not null""", games);
    }

    /** Time passes until the deadline of the turn (or of the setup) has gone by. */
    int deadlinePasses(Collection<Long> games) {
        return update("""
                update game set remind_at = remind_at - (deadline_at - now()) - interval '1 second',
                                deadline_at = now() - interval '1 second'
                where id = any (?) and status in ('SETUP', 'PLAYING')""", games);
    }

    /** Time passes until an unanswered invitation lapses. */
    int invitationLapses(Collection<Long> games) {
        return update("""
                update game set invitation_expires_at = now() - interval '1 second'
                where id = any (?) and status = 'INVITED'""", games);
    }

    private int update(String sql, Collection<Long> games) {
        try (PreparedStatement statement = connection.prepareStatement(sql)) {
            statement.setArray(1, connection.createArrayOf("bigint", games.toArray()));
            return statement.executeUpdate();
        } catch (SQLException failed) {
            throw new IllegalStateException(failed);
        }
    }

    // ----------------------------------------------------------------------------------------------
    // Reading

    /** One row of a query, as its columns' values. */
    record Row(List<Object> values) {

        String text(int column) {
            Object value = values.get(column);
            return value == null ? null : value.toString();
        }

        long number(int column) {
            return ((Number) values.get(column)).longValue();
        }
    }

    /** Runs a query; a {@link Collection} parameter is passed as an array of bigint (for {@code = any (?)}). */
    List<Row> rows(String sql, Object... parameters) {
        try (PreparedStatement statement = connection.prepareStatement(sql)) {
            for (int i = 0; i < parameters.length; i++) {
                if (parameters[i] instanceof Collection<?> ids) {
                    statement.setArray(i + 1, connection.createArrayOf("bigint", ids.toArray()));
                } else {
                    statement.setObject(i + 1, parameters[i]);
                }
            }
            try (ResultSet result = statement.executeQuery()) {
                int columns = result.getMetaData().getColumnCount();
                List<Row> rows = new ArrayList<>();
                while (result.next()) {
                    List<Object> values = new ArrayList<>(columns);
                    for (int c = 1; c <= columns; c++) {
                        values.add(result.getObject(c));
                    }
                    rows.add(new Row(values));
                }
                return rows;
            }
        } catch (SQLException failed) {
            throw new IllegalStateException(sql, failed);
        }
    }

    long count(String sql, Object... parameters) {
        return rows(sql, parameters).get(0).number(0);
    }

    @Override
    public void close() throws SQLException {
        connection.close();
    }
}
