-- A host's actions and a player's own requests about their data: cancelling a game, exporting and erasing a player.

-- An erased player keeps their row, since games, moves and outbox rows point at it, but the row no longer holds their
-- address or name: the address becomes a neutral one under the reserved .invalid domain (unique, never mailed) and the
-- name a neutral one. erased_at says it happened; mail to the row stops for good (mail_stopped = 'ERASED').
alter table player
    add column erased_at timestamptz,
    drop constraint player_mail_stopped_code,
    add constraint player_mail_stopped_code check (mail_stopped in ('BOUNCED', 'COMPLAINED', 'ERASED')),
    add constraint player_erased_stops_mail check (erased_at is null or mail_stopped = 'ERASED');

-- The do-not-invite list of an erased address keeps only a keyed hash of it (HMAC-SHA256 with a key the host gives or
-- Flagpost derives from its link keys), so the opt-out survives the erasure and the address is gone.
create table do_not_invite_hashed (
    address_hash text primary key,
    added_at     timestamptz not null,
    constraint do_not_invite_hashed_form check (address_hash ~ '^[0-9a-f]{64}$')
);

-- GAME_CANCELLED_BY_HOST: to both seats, the host cancelled the game. DATA_EXPORT_CONFIRM and DATA_ERASE_CONFIRM: to a
-- player who asked from their games list, the link that confirms the export or the erasure of their data.
alter table notification
    drop constraint notification_kind_code,
    add constraint notification_kind_code check (kind in ('INVITATION', 'INVITATION_DECLINED', 'INVITATION_LAPSED',
        'SETUP_NEEDED', 'GAME_STARTED', 'YOUR_MOVE', 'MOVE_PLAYED', 'DRAW_OFFERED', 'DRAW_DECLINED', 'REMINDER',
        'GAME_OVER', 'GAME_CANCELLED', 'FRESH_LINKS', 'MY_GAMES', 'INVITATION_CONFIRM', 'REPLY_REFUSED', 'REMATCH',
        'VACATION_STARTED', 'VACATION_ENDED', 'PAUSE_ASKED', 'PAUSE_DECLINED', 'GAME_PAUSED', 'GAME_RESUMED', 'DAILY_DIGEST',
        'GAME_CANCELLED_BY_HOST', 'DATA_EXPORT_CONFIRM', 'DATA_ERASE_CONFIRM')),
    drop constraint notification_player_kind,
    add constraint notification_player_kind check ((recipient_player_id is not null)
        = (kind in ('MY_GAMES', 'INVITATION_CONFIRM', 'DAILY_DIGEST', 'DATA_EXPORT_CONFIRM', 'DATA_ERASE_CONFIRM')));
