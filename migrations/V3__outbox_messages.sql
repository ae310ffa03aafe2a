-- Sending (issue "Email every turn", part "Sending").
-- 1. The outbox row keeps the message it sends: composed once, at the first delivery attempt, and stored,
--    so a retry sends exactly the same email (same Message-ID, same links) and never recomposes.
-- 2. A seat can mute the mail it can do without (reminders and move confirmations) for one game, through
--    the List-Unsubscribe link (RFC 8058 one-click) or the page it opens.

alter table notification
    add column to_address  text,
    -- with the angle brackets, exactly as sent
    add column message_id  text,
    add column subject     text,
    add column body_text   text,
    add column body_html   text,
    -- "Name: value" lines separated by LF: From, Reply-To, In-Reply-To, References, then the others by name
    add column headers     text,
    add column composed_at timestamptz,
    -- when the row was given up (state FAILED)
    add column failed_at   timestamptz,
    add constraint notification_message_id_unique unique (message_id),
    add constraint notification_composed_complete check (
        (composed_at is null) = (message_id is null)
        and (composed_at is null) = (to_address is null)
        and (composed_at is null) = (subject is null)
        and (composed_at is null) = (body_text is null)
        and (composed_at is null) = (headers is null)
        and (composed_at is not null or body_html is null)),
    -- header injection: no line breaks where a header line is made, and no CR anywhere in the header block
    add constraint notification_header_lines check (
        to_address !~ '[\r\n]' and message_id !~ '[\r\n]' and subject !~ '[\r\n]' and headers !~ '\r'),
    add constraint notification_sent_complete check (state <> 'SENT' or (sent_at is not null and composed_at is not null)),
    add constraint notification_failed_complete check (state <> 'FAILED' or (failed_at is not null and last_error is not null));

-- The dispatcher's order rule looks for an earlier pending row of the same seat in the same game.
create index notification_pending_seat on notification (game_id, recipient_seat, id) where state = 'PENDING';
-- The health check counts recent failures.
create index notification_failed on notification (failed_at) where state = 'FAILED';

alter table game
    add column red_mail_muted  boolean not null default false,
    add column blue_mail_muted boolean not null default false;
