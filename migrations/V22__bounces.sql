-- Bounces and complaints (flagpost.game.MailStops): an address the mail system says cannot be reached, or whose owner
-- reported our mail as spam, gets no more mail until its owner comes back through one of their links.

-- Why mail to the player stopped: BOUNCED (a permanent failure, or three temporary ones within seven days) or
-- COMPLAINED (a feedback report); null while mail goes. Since when, and the mail system's words for the log and pages.
alter table player
    add column mail_stopped        text,
    add column mail_stopped_at     timestamptz,
    add column mail_stopped_status text,
    add constraint player_mail_stopped_code check (mail_stopped in ('BOUNCED', 'COMPLAINED')),
    add constraint player_mail_stopped_complete check ((mail_stopped is null) = (mail_stopped_at is null)),
    add constraint player_mail_stopped_status_length check (length(coalesce(mail_stopped_status, '')) <= 200);

-- The temporary failures (4.x.x) reported for a player's address, counted over the last seven days: three of them stop
-- the mail as a permanent one does. Cleared when the address is deliverable again.
create table mail_trouble (
    id              bigint generated always as identity primary key,
    player_id       bigint      not null references player (id),
    reported_at     timestamptz not null,
    status          text        not null,
    notification_id bigint references notification (id),
    constraint mail_trouble_status_length check (length(status) <= 200)
);
create index mail_trouble_player on mail_trouble (player_id, reported_at);

-- A row to a player whose mail stopped is never sent: the outbox marks it UNDELIVERABLE instead.
alter table notification
    drop constraint notification_state_code,
    add constraint notification_state_code check (state in ('PENDING', 'SENT', 'FAILED', 'MUTED', 'SUPERSEDED', 'UNDELIVERABLE'));
