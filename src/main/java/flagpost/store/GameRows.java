package flagpost.store;

import flagpost.rules.Ending;
import flagpost.rules.Numbering;
import flagpost.rules.Side;
import flagpost.rules.Variant;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The game row and its players read and written with plain JDBC, for a move: the hot path, where Hibernate's loading of
 * three entities, its dirty checking and its flush were half of the CPU an HTTP move costs (docs/PERFORMANCE.md, stop
 * 24). The entities read here are not managed by Hibernate: nothing writes them unless it is asked to
 * ({@link #update}). Every column {@link GameEntity} and {@link PlayerEntity} map is read, and every column of the game
 * row but its key is written, as Hibernate would; {@code GameRowsTest} checks both against Hibernate's own mapping, so a
 * column added to an entity and not here fails it.
 */
final class GameRows {

    /** The game's columns in the order {@link #readGame} reads them; the key first. */
    private static final List<String> GAME = List.of("id", "variant", "two_squares_limit", "scout_attacks_at_range", "ply_cap",
            "days_per_move", "status", "creator_seat", "invitation_expires_at", "accepted_at", "ply", "side_to_move", "deadline_at",
            "remind_at", "clock_stopped_at", "stopped_deadline_at", "stopped_remind_at", "pause_asked_by", "paused_at",
            "draw_offered_by", "result_ending", "result_winner", "snapshot", "snapshot_version", "created_at", "started_at",
            "finished_at", "red_mail_muted", "blue_mail_muted", "red_away", "blue_away");

    /** A player's columns in the order {@link #readPlayer} reads them. */
    private static final List<String> PLAYER = List.of("id", "email", "display_name", "numbering", "created_at", "link_epoch",
            "mail_mode", "digest_hour", "digest_zone", "language", "confirmed_at");

    /**
     * The game row, locked as Hibernate's pessimistic write lock locks it ({@code for no key update}: rows that refer to
     * the game can still be inserted by others), with both players read and not locked.
     */
    static final String LOCK_WITH_PLAYERS = "select " + columns("g", GAME) + ", " + columns("r", PLAYER) + ", " + columns("b", PLAYER)
            + " from game g join player r on r.id = g.red_player_id join player b on b.id = g.blue_player_id"
            + " where g.id = ? for no key update of g";

    /** Every column of the game row but its key and the players', which never change. */
    static final String UPDATE = "update game set " + GAME.stream().skip(1).map(column -> column + " = ?").collect(Collectors.joining(", "))
            + " where id = ?";

    private GameRows() {
    }

    private static String columns(String table, List<String> names) {
        return names.stream().map(name -> table + "." + name).collect(Collectors.joining(", "));
    }

    /** The game with both players, its row locked until the transaction ends; null when there is none. */
    static GameEntity lockWithPlayers(Connection connection, long id) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(LOCK_WITH_PLAYERS)) {
            statement.setLong(1, id);
            try (ResultSet row = statement.executeQuery()) {
                if (!row.next()) {
                    return null;
                }
                Cursor cursor = new Cursor(row);
                GameEntity game = readGame(cursor);
                game.redPlayer = readPlayer(cursor);
                game.bluePlayer = readPlayer(cursor);
                return game;
            }
        }
    }

    private static GameEntity readGame(Cursor row) throws SQLException {
        GameEntity game = new GameEntity();
        game.id = row.getLong();
        game.variant = row.get(Variant::valueOf);
        game.optionColumns.twoSquaresLimit = row.getInt();
        game.optionColumns.scoutAttacksAtRange = row.getBoolean();
        game.optionColumns.plyCap = row.getInt();
        game.daysPerMove = row.getInt();
        game.status = row.get(GameStatus::valueOf);
        game.creatorSeat = row.get(Side::valueOf);
        game.invitationExpiresAt = row.getInstant();
        game.acceptedAt = row.getInstant();
        game.ply = row.getInt();
        game.sideToMove = row.get(Side::valueOf);
        game.deadlineAt = row.getInstant();
        game.remindAt = row.getInstant();
        game.clockStoppedAt = row.getInstant();
        game.stoppedDeadlineAt = row.getInstant();
        game.stoppedRemindAt = row.getInstant();
        game.pauseAskedBy = row.get(Side::valueOf);
        game.pausedAt = row.getInstant();
        game.drawOfferedBy = row.get(Side::valueOf);
        game.resultEnding = row.get(Ending::valueOf);
        game.resultWinner = row.get(Side::valueOf);
        game.snapshot = row.getBytes();
        game.snapshotVersion = row.getInteger();
        game.createdAt = row.getInstant();
        game.startedAt = row.getInstant();
        game.finishedAt = row.getInstant();
        game.redMailMuted = row.getBoolean();
        game.blueMailMuted = row.getBoolean();
        game.redAway = row.getBoolean();
        game.blueAway = row.getBoolean();
        return game;
    }

    private static PlayerEntity readPlayer(Cursor row) throws SQLException {
        PlayerEntity player = new PlayerEntity();
        player.id = row.getLong();
        player.email = row.getString();
        player.displayName = row.getString();
        player.numbering = row.get(Numbering::valueOf);
        player.createdAt = row.getInstant();
        player.linkEpoch = row.getInt();
        player.mailMode = row.get(MailMode::valueOf);
        player.digestHour = row.getInt();
        player.digestZone = row.getString();
        player.language = row.getString();
        player.confirmedAt = row.getInstant();
        return player;
    }

    /** Writes the game row as {@code game} holds it (not its players). */
    static void update(Connection connection, GameEntity game) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(UPDATE)) {
            Parameters row = new Parameters(statement);
            row.set(game.variant);
            row.setInt(game.optionColumns.twoSquaresLimit);
            row.setBoolean(game.optionColumns.scoutAttacksAtRange);
            row.setInt(game.optionColumns.plyCap);
            row.setInt(game.daysPerMove);
            row.set(game.status);
            row.set(game.creatorSeat);
            row.setInstant(game.invitationExpiresAt);
            row.setInstant(game.acceptedAt);
            row.setInt(game.ply);
            row.set(game.sideToMove);
            row.setInstant(game.deadlineAt);
            row.setInstant(game.remindAt);
            row.setInstant(game.clockStoppedAt);
            row.setInstant(game.stoppedDeadlineAt);
            row.setInstant(game.stoppedRemindAt);
            row.set(game.pauseAskedBy);
            row.setInstant(game.pausedAt);
            row.set(game.drawOfferedBy);
            row.set(game.resultEnding);
            row.set(game.resultWinner);
            row.setBytes(game.snapshot);
            row.setInteger(game.snapshotVersion);
            row.setInstant(game.createdAt);
            row.setInstant(game.startedAt);
            row.setInstant(game.finishedAt);
            row.setBoolean(game.redMailMuted);
            row.setBoolean(game.blueMailMuted);
            row.setBoolean(game.redAway);
            row.setBoolean(game.blueAway);
            row.setLong(game.id);
            if (statement.executeUpdate() != 1) {
                throw new SQLException("game " + game.id + " was not there to update");
            }
        }
    }

    /** Reads a row's columns one after the other. */
    private static final class Cursor {

        private final ResultSet row;
        private int column;

        Cursor(ResultSet row) {
            this.row = row;
        }

        long getLong() throws SQLException {
            return row.getLong(++column);
        }

        int getInt() throws SQLException {
            return row.getInt(++column);
        }

        Integer getInteger() throws SQLException {
            int value = row.getInt(++column);
            return row.wasNull() ? null : value;
        }

        boolean getBoolean() throws SQLException {
            return row.getBoolean(++column);
        }

        String getString() throws SQLException {
            return row.getString(++column);
        }

        byte[] getBytes() throws SQLException {
            return row.getBytes(++column);
        }

        Instant getInstant() throws SQLException {
            OffsetDateTime value = row.getObject(++column, OffsetDateTime.class);
            return value == null ? null : value.toInstant();
        }

        /** A column stored by name, as Hibernate stores an enum ({@code EnumType.STRING}); null stays null. */
        <T> T get(Function<String, T> byName) throws SQLException {
            String name = row.getString(++column);
            return name == null ? null : byName.apply(name);
        }
    }

    /** Binds a statement's parameters one after the other. */
    static final class Parameters {

        private final PreparedStatement statement;
        private int index;

        Parameters(PreparedStatement statement) {
            this.statement = statement;
        }

        void setLong(long value) throws SQLException {
            statement.setLong(++index, value);
        }

        void setInt(int value) throws SQLException {
            statement.setInt(++index, value);
        }

        void setInteger(Integer value) throws SQLException {
            if (value == null) {
                statement.setNull(++index, Types.INTEGER);
            } else {
                statement.setInt(++index, value);
            }
        }

        void setBoolean(boolean value) throws SQLException {
            statement.setBoolean(++index, value);
        }

        void setString(String value) throws SQLException {
            statement.setString(++index, value);
        }

        void setBytes(byte[] value) throws SQLException {
            statement.setBytes(++index, value);
        }

        void setInstant(Instant value) throws SQLException {
            if (value == null) {
                statement.setNull(++index, Types.TIMESTAMP_WITH_TIMEZONE);
            } else {
                statement.setObject(++index, OffsetDateTime.ofInstant(value, ZoneOffset.UTC));
            }
        }

        /** An enum by its name, as Hibernate stores it; null as SQL null. */
        void set(Enum<?> value) throws SQLException {
            statement.setString(++index, value == null ? null : value.name());
        }
    }
}
