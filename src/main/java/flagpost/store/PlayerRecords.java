package flagpost.store;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Everything Flagpost keeps about one player beyond their row and their games: what an export reads and what an erasure
 * clears. An erasure's statements are here together so the list of places an address or a name can be stored is one
 * list: the player row, the outbox (the address a row went to, its subject, bodies, headers and last error), the inbound
 * record (sender, the quoted command, the outcome and advice in words, the Message-ID), start requests (the creator's
 * name as typed), temporary-failure reports and the do-not-invite list ({@link InvitationGuards#keepOnlyHash}). Runs in
 * the caller's transaction.
 */
@ApplicationScoped
@Transactional(Transactional.TxType.MANDATORY)
public class PlayerRecords {

    private final EntityManager entityManager;

    @Inject
    public PlayerRecords(EntityManager entityManager) {
        this.entityManager = entityManager;
    }

    /** Every game the player sits in, oldest first, with both players. */
    public List<GameEntity> gamesOf(long playerId) {
        return GameEntity.find("from GameEntity g join fetch g.redPlayer join fetch g.bluePlayer "
                + "where g.redPlayer.id = ?1 or g.bluePlayer.id = ?1 order by g.id", playerId).list();
    }

    /** The player's games that are not over yet (invited, in setup or in play), locked in id order. */
    public List<GameEntity> lockOpenGamesOf(long playerId) {
        return GameEntity.find("(redPlayer.id = ?1 or bluePlayer.id = ?1) and status in ?2 order by id", playerId,
                List.of(GameStatus.INVITED, GameStatus.SETUP, GameStatus.PLAYING))
                .withLock(jakarta.persistence.LockModeType.PESSIMISTIC_WRITE).list();
    }

    /** One email Flagpost recorded for the player, as an export lists it. */
    public record Mail(long id, String kind, Long gameId, Instant createdAt, String state, Instant sentAt, String subject) {
    }

    /** The emails recorded for the player: to them as a player, or to their seat in any game. */
    @SuppressWarnings("unchecked")
    public List<Mail> mailTo(long playerId) {
        List<Mail> mails = new ArrayList<>();
        for (Object[] row : (List<Object[]>) entityManager.createNativeQuery("""
                select n.id, n.kind, n.game_id, n.created_at, n.state, n.sent_at, n.subject
                from notification n left join game g on g.id = n.game_id
                where n.recipient_player_id = :player
                   or (n.recipient_seat = 'RED' and g.red_player_id = :player)
                   or (n.recipient_seat = 'BLUE' and g.blue_player_id = :player)
                order by n.id""").setParameter("player", playerId).getResultList()) {
            mails.add(new Mail(((Number) row[0]).longValue(), (String) row[1], row[2] == null ? null : ((Number) row[2]).longValue(),
                    instant(row[3]), (String) row[4], instant(row[5]), (String) row[6]));
        }
        return mails;
    }

    /** One email received from the player, as an export lists it. */
    public record Inbound(Instant receivedAt, Long gameId, String state, String command, String outcome) {
    }

    /** The replies received from the player's address or for their seats. */
    @SuppressWarnings("unchecked")
    public List<Inbound> inboundFrom(long playerId, String email) {
        List<Inbound> found = new ArrayList<>();
        for (Object[] row : (List<Object[]>) entityManager.createNativeQuery("""
                select i.received_at, i.game_id, i.state, i.command, i.outcome
                from inbound_message i left join game g on g.id = i.game_id
                where i.sender = cast(:email as text)
                   or (i.seat = 'RED' and g.red_player_id = :player)
                   or (i.seat = 'BLUE' and g.blue_player_id = :player)
                order by i.id""").setParameter("player", playerId).setParameter("email", email).getResultList()) {
            found.add(new Inbound(instant(row[0]), row[1] == null ? null : ((Number) row[1]).longValue(), (String) row[2],
                    (String) row[3], (String) row[4]));
        }
        return found;
    }

    /** Outbox rows that can name the player {@code :player}: about a game of theirs, or to an opponent or a would-be one. */
    private static final String MAIL_THAT_CAN_NAME_THEM = """
            (n.game_id in (select g.id from game g where g.red_player_id = :player or g.blue_player_id = :player)
             or n.recipient_player_id in (select case when g.red_player_id = :player then g.blue_player_id else g.red_player_id end
                                          from game g where g.red_player_id = :player or g.blue_player_id = :player)
             or n.recipient_player_id in (select r.creator_id from invitation_request r where r.opponent_id = :player)
             or n.recipient_player_id in (select r.opponent_id from invitation_request r where r.creator_id = :player))""";

    /** The player's vacations, oldest first. */
    public List<VacationEntity> vacationsOf(long playerId) {
        return VacationEntity.find("playerId = ?1 order by startedAt", playerId).list();
    }

    /** The start requests the player made, oldest first. */
    public List<InvitationRequestEntity> startRequestsBy(long playerId) {
        return InvitationRequestEntity.find("creator.id = ?1 order by id", playerId).list();
    }

    /**
     * Clears the stored email of the erased player and every stored email that names them. Rows to the player are given
     * up (a pending one becomes {@code UNDELIVERABLE}), their address replaced by {@code neutralAddress}, their subject,
     * headers and bodies cleared. Rows to anyone else that can name them (about a game of theirs, or to an opponent or a
     * would-be one: a games list, a digest, a start confirmation) whose subject, bodies, headers or last error hold one of
     * {@code traces} (the address, the name, the address's local part, which an unanswered invitation shows as the name):
     * a pending one is composed again when it goes, with the neutral name; a sent one keeps its row without its words.
     * Returns the number of rows changed.
     */
    public int purgeMail(long playerId, String neutralAddress, List<String> traces, Instant now) {
        int toPlayer = entityManager.createNativeQuery("""
                update notification n set
                    state = case when n.state = 'PENDING' then 'UNDELIVERABLE' else n.state end,
                    to_address = case when n.composed_at is null then null else :neutral end,
                    subject = case when n.composed_at is null then null else '' end,
                    headers = case when n.composed_at is null then null else '' end,
                    body_text = null, body_html = null,
                    bodies_cleared_at = case when n.composed_at is null then n.bodies_cleared_at else :now end,
                    last_error = case when n.last_error is null then null else 'erased' end
                where n.recipient_player_id = :player
                   or n.id in (select m.id from notification m join game g on g.id = m.game_id
                               where (m.recipient_seat = 'RED' and g.red_player_id = :player)
                                  or (m.recipient_seat = 'BLUE' and g.blue_player_id = :player))""")
                .setParameter("neutral", neutralAddress)
                .setParameter("now", now)
                .setParameter("player", playerId)
                .executeUpdate();
        String[] lowered = traces.stream().filter(trace -> trace != null && !trace.isBlank())
                .map(trace -> trace.toLowerCase(Locale.ROOT).replace('\n', ' ')).distinct().toArray(String[]::new);
        if (lowered.length == 0) {
            return toPlayer;
        }
        String holds = "exists (select 1 from unnest(string_to_array(cast(:traces as text), chr(10))) t(trace) where strpos(lower(coalesce(%s, '')), t.trace) > 0)";
        // Only mail that can name them: about their games, or to someone who played them or asked to (a games list, a
        // digest, a start confirmation), so a short name never clears an unrelated player's mail.
        String anyPart = MAIL_THAT_CAN_NAME_THEM + " and (" + String.format(holds, "n.subject") + " or "
                + String.format(holds, "n.body_text") + " or " + String.format(holds, "n.body_html") + " or "
                + String.format(holds, "n.headers") + ")";
        int recomposed = entityManager.createNativeQuery("""
                update notification n set composed_at = null, message_id = null, to_address = null, subject = null,
                    headers = null, body_text = null, body_html = null
                where n.state = 'PENDING' and n.composed_at is not null and """ + anyPart)
                .setParameter("traces", String.join("\n", lowered))
                .setParameter("player", playerId)
                .executeUpdate();
        int cleared = entityManager.createNativeQuery("""
                update notification n set body_text = null, body_html = null, bodies_cleared_at = coalesce(n.bodies_cleared_at, :now),
                    subject = case when %s then '' else n.subject end,
                    headers = case when %s then '' else n.headers end
                where n.state <> 'PENDING' and n.composed_at is not null and """.formatted(String.format(holds, "n.subject"),
                String.format(holds, "n.headers")) + anyPart)
                .setParameter("traces", String.join("\n", lowered))
                .setParameter("now", now)
                .setParameter("player", playerId)
                .executeUpdate();
        int errors = entityManager.createNativeQuery("update notification n set last_error = 'erased' where "
                        + MAIL_THAT_CAN_NAME_THEM + " and " + String.format(holds, "n.last_error"))
                .setParameter("traces", String.join("\n", lowered))
                .setParameter("player", playerId)
                .executeUpdate();
        return toPlayer + recomposed + cleared + errors;
    }

    /**
     * Clears what the inbound record kept of the player's replies (and of any reply that quotes one of {@code traces}):
     * the sender, the quoted command, the outcome and advice in words. The Message-ID is replaced by its SHA-256, which
     * still recognises the same message delivered twice.
     */
    public int purgeInbound(long playerId, String email, List<String> traces) {
        String[] lowered = traces.stream().filter(trace -> trace != null && trace.length() >= 3)
                .map(trace -> trace.toLowerCase(Locale.ROOT).replace('\n', ' ')).distinct().toArray(String[]::new);
        String holds = "exists (select 1 from unnest(string_to_array(cast(:traces as text), chr(10))) t(trace) where strpos(lower(coalesce(%s, '')), t.trace) > 0)";
        return entityManager.createNativeQuery("""
                update inbound_message i set sender = null, command = null, advice = null, outcome = 'erased',
                    message_id = case when i.message_id like 'sha256:%%' then i.message_id
                                      else 'sha256:' || encode(sha256(convert_to(i.message_id, 'UTF8')), 'hex') end
                where i.sender = cast(:email as text)
                   or i.game_id in (select g.id from game g where g.red_player_id = :player or g.blue_player_id = :player)
                   or (i.game_id is null and (%s or %s or %s or %s))""".formatted(String.format(holds, "i.sender"), String.format(holds, "i.command"),
                String.format(holds, "i.outcome"), String.format(holds, "i.advice")))
                .setParameter("email", email)
                .setParameter("player", playerId)
                .setParameter("traces", String.join("\n", lowered))
                .executeUpdate();
    }

    /**
     * The name the player typed on start requests becomes {@code neutralName}, and a request still waiting for its
     * confirmation lapses (its link would start a game in the erased player's name); their temporary-failure reports go.
     */
    public void purgeRequestsAndTrouble(long playerId, String neutralName, Instant now) {
        entityManager.createNativeQuery("""
                update invitation_request set creator_name = :name,
                    expires_at = case when game_id is null and expires_at > :now then :now else expires_at end
                where creator_id = :player""")
                .setParameter("name", neutralName)
                .setParameter("now", now)
                .setParameter("player", playerId)
                .executeUpdate();
        // A request naming them as the opponent lapses too: confirmed, it would start a game against the erased row.
        entityManager.createNativeQuery("""
                update invitation_request set expires_at = :now
                where opponent_id = :player and game_id is null and expires_at > :now""")
                .setParameter("now", now)
                .setParameter("player", playerId)
                .executeUpdate();
        entityManager.createNativeQuery("delete from mail_trouble where player_id = :player")
                .setParameter("player", playerId)
                .executeUpdate();
    }

    private static Instant instant(Object value) {
        if (value == null) {
            return null;
        }
        if (value instanceof Instant instant) {
            return instant;
        }
        if (value instanceof java.time.OffsetDateTime offset) {
            return offset.toInstant();
        }
        if (value instanceof java.sql.Timestamp timestamp) {
            return timestamp.toInstant();
        }
        throw new IllegalArgumentException("not a time: " + value.getClass());
    }
}
