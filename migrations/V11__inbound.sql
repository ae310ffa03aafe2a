-- Issue 13, replies by email: every received message is recorded once, by its Message-ID, in the transaction that
-- acts on it, so a second delivery (a retry, another instance reading the same mailbox) finds it and does nothing.
-- A row keeps what the answer and a host looking into a complaint need, never the body: the one line a command was
-- read from, the outcome in words, and the sender only once it is proved to be the seat's own address (a stranger's
-- address is not kept).
create table inbound_message (
    id              bigint generated always as identity primary key,
    -- The Message-ID as received (with its angle brackets), or 'sha256:<hex>' of the bytes of a message without one
    -- (or with one too long to keep).
    message_id      text        not null,
    received_at     timestamptz not null,
    sender          text,
    game_id         bigint references game (id),
    seat            text,
    -- ACTED, REFUSED or IGNORED.
    state           text        not null,
    -- The line the command was read from, quoted back in a refusal.
    command         text,
    -- What happened, in words.
    outcome         text        not null,
    -- What to send instead, when the refusal was answered.
    advice          text,
    -- The refusal's answer, when one was recorded (within the per-seat hourly cap).
    notification_id bigint unique references notification (id),
    constraint inbound_message_once unique (message_id),
    constraint inbound_message_state check (state in ('ACTED', 'REFUSED', 'IGNORED')),
    constraint inbound_message_seat check (seat in ('RED', 'BLUE')),
    constraint inbound_message_lengths check (length(message_id) <= 300 and length(coalesce(command, '')) <= 200
        and length(outcome) <= 1000 and length(coalesce(advice, '')) <= 1000 and length(coalesce(sender, '')) <= 320)
);

-- The per-seat cap on refusal answers counts the answered refusals of the last hour.
create index inbound_message_answered on inbound_message (game_id, seat, received_at) where notification_id is not null;

-- A refusal answer (REPLY_REFUSED) is a notification to a seat like the others.
alter table notification
    drop constraint notification_kind_code,
    add constraint notification_kind_code check (kind in ('INVITATION', 'INVITATION_DECLINED', 'INVITATION_LAPSED',
        'SETUP_NEEDED', 'GAME_STARTED', 'YOUR_MOVE', 'MOVE_PLAYED', 'DRAW_OFFERED', 'DRAW_DECLINED', 'REMINDER',
        'GAME_OVER', 'GAME_CANCELLED', 'FRESH_LINKS', 'MY_GAMES', 'INVITATION_CONFIRM', 'REPLY_REFUSED'));
