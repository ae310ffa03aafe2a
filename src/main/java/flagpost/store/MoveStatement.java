package flagpost.store;

import flagpost.rules.Battle;
import flagpost.rules.PlayedMove;
import flagpost.rules.Side;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.hibernate.engine.jdbc.spi.JdbcCoordinator;
import org.hibernate.engine.spi.EntityEntry;
import org.hibernate.engine.spi.SharedSessionContractImplementor;
import org.hibernate.persister.entity.EntityPersister;
import org.hibernate.type.TypeHelper;

/**
 * A move written in one statement: the game row's new position and clock, the move row, and its notification rows
 * (none, one or two), as a plain prepared statement run through the session's own JDBC coordinator (so it is inspected,
 * logged, converted on failure and closed like Hibernate's own statements).
 *
 * <p>A move is the hot path, and each statement is a round trip. Hibernate would write the game row with a flush of
 * its own, a statement before the insert, and that flush (its dirty check, its update of every column, the binding of
 * each value) was 30 % of the request thread's samples in a move (JFR, docs/PERFORMANCE.md, 2026-12-05). So when the game row
 * differs from what was read only in {@link #GAME_COLUMNS}, the attributes a move may change, the statement updates
 * those columns itself and then tells Hibernate the row is written as it stands ({@link EntityEntry#postUpdate}, as
 * Hibernate's own update does), so no flush writes it again. When anything else on the row changed in the
 * transaction, Hibernate flushes the row first and the statement only inserts: nothing is ever left unwritten.
 *
 * <p>Through a native query, Hibernate parsed the parameters of the same text, built its binding objects and
 * converted every value again on each move: a tenth of a move's CPU over HTTP (JFR, 2026-12-04). The text is written
 * with names, each name replaced by {@code ?}; {@link #slots} says which value each {@code ?} takes.
 */
final class MoveStatement {

    /**
     * The game row's attributes a move may change, each with its column: the position ({@link GameStore#storePosition}),
     * the clock ({@code TurnClock.start}, {@code TurnClock.stop}), a lapsed draw offer, and the end of the game.
     */
    static final List<GameColumn> GAME_COLUMNS = List.of(
            new GameColumn("ply", "ply", Types.INTEGER, game -> game.ply),
            new GameColumn("seatToMove", "side_to_move", Types.VARCHAR, game -> name(game.seatToMove)),
            new GameColumn("snapshot", "snapshot", Types.BINARY, game -> game.snapshot),
            new GameColumn("snapshotVersion", "snapshot_version", Types.INTEGER, game -> game.snapshotVersion),
            new GameColumn("deadlineAt", "deadline_at", Types.TIMESTAMP_WITH_TIMEZONE, game -> game.deadlineAt),
            new GameColumn("remindAt", "remind_at", Types.TIMESTAMP_WITH_TIMEZONE, game -> game.remindAt),
            new GameColumn("clockStoppedAt", "clock_stopped_at", Types.TIMESTAMP_WITH_TIMEZONE, game -> game.clockStoppedAt),
            new GameColumn("stoppedDeadlineAt", "stopped_deadline_at", Types.TIMESTAMP_WITH_TIMEZONE, game -> game.stoppedDeadlineAt),
            new GameColumn("stoppedRemindAt", "stopped_remind_at", Types.TIMESTAMP_WITH_TIMEZONE, game -> game.stoppedRemindAt),
            new GameColumn("drawOfferedBy", "draw_offered_by", Types.VARCHAR, game -> name(game.drawOfferedBy)),
            new GameColumn("status", "status", Types.VARCHAR, game -> name(game.status)),
            new GameColumn("resultEnding", "result_ending", Types.VARCHAR, game -> name(game.resultEnding)),
            new GameColumn("resultWinner", "result_winner", Types.VARCHAR, game -> name(game.resultWinner)),
            new GameColumn("finishedAt", "finished_at", Types.TIMESTAMP_WITH_TIMEZONE, game -> game.finishedAt));

    /**
     * One column of the game row a move may write: the entity attribute that holds its value, and its JDBC type (what a
     * null is bound as).
     */
    record GameColumn(String attribute, String column, int sqlType, Function<GameEntity, Object> value) {
    }

    private static final Set<String> MOVE_ATTRIBUTES = Set.copyOf(GAME_COLUMNS.stream().map(GameColumn::attribute).toList());

    /** The values of the move, in this order: game, ply, seat, from, to, attacker, defender, outcome, now, snapshot. */
    private static final List<String> MOVE_VALUES = List.of("game", "ply", "seat", "from", "to", "attacker", "defender", "outcome",
            "now", "snapshot");
    /** Then per event: its seat, kind, page and deadline, as seat0, kind0, page0, deadline0, seat1, ... */
    private static final List<String> EVENT_VALUES = List.of("seat", "kind", "page", "deadline");
    private static final int VALUES_PER_MOVE = MOVE_VALUES.size();
    private static final int VALUES_PER_EVENT = EVENT_VALUES.size();
    /** The game columns' values follow the move's and the events', as column0, column1, ... in {@link #GAME_COLUMNS}' order. */
    private static final String GAME_VALUE = "column";
    private static final Pattern NAME = Pattern.compile(":([a-z]+)([0-9]*)");

    /** Index [with the game row written ? 1 : 0][number of events]. */
    private static final MoveStatement[][] STATEMENTS = {
            {of(text(false, 0), 0), of(text(false, 1), 1), of(text(false, 2), 2)},
            {of(text(true, 0), 0), of(text(true, 1), 1), of(text(true, 2), 2)}};

    private final String sql;
    /** For each {@code ?} of {@link #sql}: the index of its value, and the JDBC type a null of it is bound as. */
    private final int[] slots;
    private final int[] nullTypes;

    private MoveStatement(String sql, int[] slots, int[] nullTypes) {
        this.sql = sql;
        this.slots = slots;
        this.nullTypes = nullTypes;
    }

    /** One notification a move records: to whom, of which kind, the page its link opens and the deadline it names. */
    record Event(Side seat, NotificationKind kind, SeatPage page, Instant deadline) {
    }

    /**
     * Writes the move: the game row as it stands now (by this statement, or by a flush before it), the move row, and
     * {@code events} (at most two; their rows take their ids in this order, so the outbox's order by id still holds).
     */
    static void write(SharedSessionContractImplementor session, GameEntity game, PlayedMove played, Instant now, List<Event> events) {
        Object[] gameState = writableState(session, game);
        if (gameState == null) {
            session.flush(); // something besides a move's columns changed: Hibernate writes the whole row first
        }
        int gameValues = VALUES_PER_MOVE + VALUES_PER_EVENT * events.size();
        Object[] values = new Object[gameValues + (gameState == null ? 0 : GAME_COLUMNS.size())];
        Battle battle = played.battle();
        values[0] = game.id;
        values[1] = played.ply();
        values[2] = played.side().code();
        values[3] = played.move().from().name();
        values[4] = played.move().to().name();
        values[5] = battle == null ? null : battle.attacker().rank().name();
        values[6] = battle == null ? null : battle.defender().rank().name();
        values[7] = battle == null ? null : battle.outcome().name();
        values[8] = now;
        values[9] = game.snapshot;
        for (int i = 0; i < events.size(); i++) {
            Event event = events.get(i);
            int at = VALUES_PER_MOVE + VALUES_PER_EVENT * i;
            values[at] = event.seat().code();
            values[at + 1] = event.kind().name();
            values[at + 2] = event.page().name();
            values[at + 3] = event.deadline();
        }
        if (gameState != null) {
            for (int i = 0; i < GAME_COLUMNS.size(); i++) {
                values[gameValues + i] = GAME_COLUMNS.get(i).value().apply(game);
            }
        }
        STATEMENTS[gameState == null ? 0 : 1][events.size()].execute(session, values);
        if (gameState != null) {
            written(session, game, gameState);
        }
    }

    /**
     * The game's state as Hibernate would write it, when it differs from the row as read only in {@link #GAME_COLUMNS}
     * (or not at all); null when any other attribute changed, or Hibernate does not manage the game as a row to update.
     */
    private static Object[] writableState(SharedSessionContractImplementor session, GameEntity game) {
        EntityEntry entry = session.getPersistenceContextInternal().getEntry(game);
        if (entry == null || !entry.isModifiableEntity() || entry.getLoadedState() == null) {
            return null;
        }
        EntityPersister persister = entry.getPersister();
        Object[] state = persister.getValues(game);
        int[] dirty = persister.findDirty(state, entry.getLoadedState(), game, session);
        if (dirty != null) {
            String[] names = persister.getPropertyNames();
            for (int index : dirty) {
                if (!MOVE_ATTRIBUTES.contains(names[index])) {
                    return null;
                }
            }
        }
        return state;
    }

    /**
     * Tells Hibernate the game row now holds {@code state}, as its own update does after it runs: the state becomes
     * what the row was read as (a copy, so a later change of the entity is seen at the next flush) and the entity's
     * record of changed attributes is cleared.
     */
    private static void written(SharedSessionContractImplementor session, GameEntity game, Object[] state) {
        EntityEntry entry = session.getPersistenceContextInternal().getEntry(game);
        EntityPersister persister = entry.getPersister();
        TypeHelper.deepCopy(state, persister.getPropertyTypes(), persister.getPropertyCheckability(), state, session);
        entry.postUpdate(game, state, null);
    }

    private static MoveStatement of(String named, int events) {
        Matcher name = NAME.matcher(named);
        StringBuilder sql = new StringBuilder();
        List<Integer> slots = new ArrayList<>();
        List<Integer> nullTypes = new ArrayList<>();
        int gameValues = VALUES_PER_MOVE + VALUES_PER_EVENT * events;
        while (name.find()) {
            String value = name.group(1);
            boolean numbered = !name.group(2).isEmpty();
            if (value.equals(GAME_VALUE)) {
                int column = Integer.parseInt(name.group(2));
                slots.add(gameValues + column);
                nullTypes.add(GAME_COLUMNS.get(column).sqlType());
            } else {
                int index = (numbered ? EVENT_VALUES : MOVE_VALUES).indexOf(value);
                if (index < 0) {
                    throw new IllegalStateException("no value is named " + name.group());
                }
                slots.add(numbered ? VALUES_PER_MOVE + VALUES_PER_EVENT * Integer.parseInt(name.group(2)) + index : index);
                nullTypes.add(value.equals("now") || value.equals("deadline") ? Types.TIMESTAMP_WITH_TIMEZONE : Types.VARCHAR);
            }
            name.appendReplacement(sql, "?");
        }
        name.appendTail(sql);
        return new MoveStatement(sql.toString(), slots.stream().mapToInt(Integer::intValue).toArray(),
                nullTypes.stream().mapToInt(Integer::intValue).toArray());
    }

    private void execute(SharedSessionContractImplementor session, Object[] values) {
        JdbcCoordinator jdbc = session.getJdbcCoordinator();
        PreparedStatement statement = jdbc.getStatementPreparer().prepareStatement(sql);
        try {
            for (int i = 0; i < slots.length; i++) {
                bind(statement, i + 1, values[slots[i]], nullTypes[i]);
            }
            jdbc.getResultSetReturn().executeUpdate(statement, sql);
        } catch (SQLException failed) {
            throw session.getJdbcServices().getSqlExceptionHelper().convert(failed, "storing a move", sql);
        } finally {
            jdbc.getLogicalConnection().getResourceRegistry().release(statement);
            jdbc.afterStatementExecution();
        }
    }

    /** A value as its column takes it; a null is a null of its column's type. */
    private static void bind(PreparedStatement statement, int at, Object value, int nullType) throws SQLException {
        if (value == null) {
            statement.setNull(at, nullType);
        } else if (value instanceof Long number) {
            statement.setLong(at, number);
        } else if (value instanceof Integer number) {
            statement.setInt(at, number);
        } else if (value instanceof byte[] bytes) {
            statement.setBytes(at, bytes);
        } else if (value instanceof Instant instant) {
            statement.setObject(at, OffsetDateTime.ofInstant(instant, ZoneOffset.UTC), Types.TIMESTAMP_WITH_TIMEZONE);
        } else {
            statement.setString(at, (String) value);
        }
    }

    /** The statement's text with named values: the game row's update (when it writes it), the move, the events. */
    private static String text(boolean writesGame, int events) {
        String move = """
                insert into move (game_id, ply, seat, from_square, to_square, attacker_rank, defender_rank, battle_outcome,
                                  played_at, snapshot)
                values (:game, :ply, :seat, :from, :to, :attacker, :defender, :outcome, :now, :snapshot)""";
        List<String> steps = new ArrayList<>();
        if (writesGame) {
            StringBuilder update = new StringBuilder("update game set ");
            for (int i = 0; i < GAME_COLUMNS.size(); i++) {
                update.append(i == 0 ? "" : ", ").append(GAME_COLUMNS.get(i).column()).append(" = :").append(GAME_VALUE).append(i);
            }
            steps.add("game_row as (" + update + " where id = :game)");
        }
        String last = move;
        if (events > 0) {
            steps.add("stored_move as (\n" + move + ")");
            StringBuilder rows = new StringBuilder();
            for (int event = 0; event < events; event++) {
                rows.append(event == 0 ? "" : ",\n       ").append(String.format(
                        "(:game, :seat%1$d, :kind%1$d, :ply, :now, 'PENDING', 0, :now, :page%1$d, cast(:deadline%1$d as timestamptz))", event));
            }
            last = "insert into notification (game_id, recipient_seat, kind, ply, created_at, state, attempts, next_attempt_at, page,"
                    + " deadline_at)\nvalues " + rows;
        }
        return steps.isEmpty() ? last : "with " + String.join(",\n", steps) + "\n" + last;
    }

    private static String name(Enum<?> value) {
        return value == null ? null : value.name();
    }
}
