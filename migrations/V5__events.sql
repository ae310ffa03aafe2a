-- One move, one event (issue "One move, one event"): every notification row records, when the change that causes
-- it commits, the facts its email needs, and every move keeps the position it led to. Composing an email then
-- reads those facts and projects the stored position for its seat; it never replays a game or works out again
-- what was known at commit time.

-- The position after this move (flagpost.rules.GameSnapshot, whose first byte is its version), so the board of
-- any ply is one read. Null for moves stored before this migration: those plies are rebuilt from the moves.
alter table move add column snapshot bytea;

alter table notification
    -- The page that fitted the seat when the row was recorded (flagpost.store.SeatPage); its email links there and
    -- shows the board when it is PLAY or HISTORY. Null for rows that link to the page as it stands when the mail is
    -- written (FRESH_LINKS) and for mail about a player (MY_GAMES).
    add column page text,
    -- The deadline the email names, as it stood then: the turn's (or the setup's) for SETUP_NEEDED, GAME_STARTED,
    -- YOUR_MOVE and REMINDER, the invitation's for INVITATION; null for the other kinds.
    add column deadline_at timestamptz,
    add constraint notification_page_code check (page in ('INVITATION', 'SETUP', 'PLAY', 'HISTORY', 'NONE'));

-- Rows recorded before this migration get the same facts, worked out here once the way the composer used to work
-- them out at every send.
update notification n
set page = case n.kind
        when 'INVITATION' then 'INVITATION'
        when 'SETUP_NEEDED' then 'SETUP'
        when 'GAME_STARTED' then 'PLAY'
        when 'YOUR_MOVE' then 'PLAY'
        when 'MOVE_PLAYED' then 'PLAY'
        when 'DRAW_OFFERED' then 'PLAY'
        when 'DRAW_DECLINED' then 'PLAY'
        when 'REMINDER' then case when g.started_at is not null and (n.ply > 0 or n.created_at >= g.started_at)
                                  then 'PLAY' else 'SETUP' end
        when 'GAME_OVER' then case when g.started_at is not null then 'HISTORY' else 'NONE' end
        when 'FRESH_LINKS' then null
        else 'NONE'
    end
from game g
where g.id = n.game_id;

update notification n
set deadline_at = case
        when n.kind = 'INVITATION' then coalesce(g.invitation_expires_at, n.created_at + interval '7 days')
        else coalesce((select m.played_at from move m where m.game_id = n.game_id and m.ply = n.ply and n.ply > 0),
                      case when n.page = 'PLAY' then g.started_at end,
                      (select min(s.created_at) from notification s where s.game_id = n.game_id and s.kind = 'SETUP_NEEDED'),
                      n.created_at) + make_interval(days => g.days_per_move)
    end
from game g
where g.id = n.game_id
  and n.kind in ('INVITATION', 'SETUP_NEEDED', 'GAME_STARTED', 'YOUR_MOVE', 'REMINDER');

-- One reminder per turn. The setup is a turn of its own at ply 0, and so is Red's first move: keyed on the ply alone,
-- Red's first-move reminder collided with the setup reminder, failed the deadline job on every run and never went.
-- The page tells the two turns apart.
drop index notification_one_reminder_per_turn;
create unique index notification_one_reminder_per_turn on notification (game_id, recipient_seat, ply, page) where kind = 'REMINDER';
