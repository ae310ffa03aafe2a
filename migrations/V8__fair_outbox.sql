-- A fair outbox (issue 12, findings 4 and 9a): one person playing fast cannot delay other people's mail, stale
-- turn emails are not sent, a host can cap the mail sent per day, and stored bodies do not keep live links forever.

-- SUPERSEDED: a turn email (your move, move confirmation, reminder) that a newer turn email to the same seat of the
-- same game made pointless before it was sent. Final, never retried.
alter table notification
    drop constraint notification_state_code,
    add constraint notification_state_code check (state in ('PENDING', 'SENT', 'FAILED', 'MUTED', 'SUPERSEDED')),
    -- when the stored bodies (and the unsubscribe link in the headers) were cleared; the rest of the row stays
    add column bodies_cleared_at timestamptz,
    drop constraint notification_composed_complete,
    add constraint notification_composed_complete check (
        (composed_at is null) = (message_id is null)
        and (composed_at is null) = (to_address is null)
        and (composed_at is null) = (subject is null)
        and (composed_at is null) = (headers is null)
        and (composed_at is null or body_text is not null or bodies_cleared_at is not null)
        and (composed_at is not null or body_html is null)),
    add constraint notification_bodies_cleared check (
        bodies_cleared_at is null or (state <> 'PENDING' and body_text is null and body_html is null));

-- The fair claim (flagpost.store.OutboxQueue) ranks the pending rows of each recipient (a seat of a game, or a
-- player) in id order; this index hands them over in that order, with the time each is due and its kind. It also
-- serves the order rule, so it replaces notification_pending_seat (one index per row insert, as before).
drop index notification_pending_seat;
create index notification_pending_recipient on notification (game_id, recipient_seat, recipient_player_id, id)
    include (next_attempt_at, kind) where state = 'PENDING';

-- The health check counts the superseded rows.
create index notification_superseded on notification (id) where state = 'SUPERSEDED';

-- Clearing old bodies looks for rows done with (sent, superseded or muted) that still hold one, by when they were
-- sent (or composed, for rows never sent). Given-up rows keep theirs: an operator may set them pending again.
create index notification_kept_bodies on notification ((coalesce(sent_at, composed_at)))
    where state in ('SENT', 'SUPERSEDED', 'MUTED') and body_text is not null;

-- The daily sending budget (flagpost.mail.daily-limit): emails handed to the mail server per UTC day, counted here so
-- that every instance shares one count.
create table mail_budget (
    day           date    primary key,
    sent          integer not null,
    constraint mail_budget_sent check (sent >= 0)
);
