-- Issue 15, features 4 and 5: the mail each player wants, and mail within seconds.

-- What mail about moves a player gets (flagpost.store.MailMode): EVERY_MOVE (your move, and a confirmation of your
-- own), YOUR_TURN (your move only; the default, for players who have been here too) or DIGEST (no per-move mail:
-- one email a day listing the games waiting for them, at digest_hour o'clock in digest_zone). Game events
-- (invitations, start, draw offers, reminders, game over) come in every mode.
alter table player
    add column mail_mode text not null default 'YOUR_TURN',
    add column digest_hour integer not null default 8,
    add column digest_zone text not null default 'UTC',
    add constraint player_mail_mode_code check (mail_mode in ('EVERY_MOVE', 'YOUR_TURN', 'DIGEST')),
    add constraint player_digest_hour_range check (digest_hour between 0 and 23),
    add constraint player_digest_zone_length check (length(digest_zone) between 1 and 64);

-- The daily digest (DAILY_DIGEST) is addressed to a player, like the games list.
alter table notification
    drop constraint notification_kind_code,
    add constraint notification_kind_code check (kind in ('INVITATION', 'INVITATION_DECLINED', 'INVITATION_LAPSED',
        'SETUP_NEEDED', 'GAME_STARTED', 'YOUR_MOVE', 'MOVE_PLAYED', 'DRAW_OFFERED', 'DRAW_DECLINED', 'REMINDER',
        'GAME_OVER', 'GAME_CANCELLED', 'FRESH_LINKS', 'MY_GAMES', 'INVITATION_CONFIRM', 'REPLY_REFUSED', 'REMATCH',
        'VACATION_STARTED', 'VACATION_ENDED', 'PAUSE_ASKED', 'PAUSE_DECLINED', 'GAME_PAUSED', 'GAME_RESUMED', 'DAILY_DIGEST')),
    drop constraint notification_player_kind,
    add constraint notification_player_kind check (
        (recipient_player_id is not null) = (kind in ('MY_GAMES', 'INVITATION_CONFIRM', 'DAILY_DIGEST')));

-- One digest per player per day of their own calendar, however many instances run the digest job: the job inserts
-- here first, and only the transaction whose insert succeeds records the email.
create table mail_digest (
    player_id bigint not null references player (id),
    local_day date not null,
    notification_id bigint references notification (id),
    primary key (player_id, local_day)
);

-- The digest job looks only at players who chose the digest.
create index player_digest on player (id) where mail_mode = 'DIGEST';

-- Mail within seconds: every transaction that records notifications tells every listening instance at its commit
-- (flagpost.mail.OutboxListener). NOTIFY is transactional, so a rolled-back change wakes no one, and PostgreSQL
-- folds the identical notifications of one transaction into one.
create function notification_recorded() returns trigger language plpgsql as $$
begin
    perform pg_notify('flagpost_outbox', '');
    return null;
end $$;

create trigger notification_recorded after insert on notification
    for each statement execute function notification_recorded();
