-- Mail about a player rather than a game (issue "web pages": "email me links to my games"), and fresh links.
-- A notification now addresses either one seat of one game (every kind so far) or one player (MY_GAMES).

alter table notification
    alter column game_id drop not null,
    alter column recipient_seat drop not null,
    add column recipient_player_id bigint references player (id),
    add constraint notification_one_recipient check (
        (game_id is not null and recipient_seat is not null and recipient_player_id is null)
        or (game_id is null and recipient_seat is null and recipient_player_id is not null)),
    drop constraint notification_kind_code,
    add constraint notification_kind_code check (kind in ('INVITATION', 'INVITATION_DECLINED', 'INVITATION_LAPSED',
        'SETUP_NEEDED', 'GAME_STARTED', 'YOUR_MOVE', 'MOVE_PLAYED', 'DRAW_OFFERED', 'DRAW_DECLINED', 'REMINDER',
        'GAME_OVER', 'GAME_CANCELLED', 'FRESH_LINKS', 'MY_GAMES')),
    -- a player-addressed row is always a games list, and a games list always goes to a player
    add constraint notification_player_kind check ((recipient_player_id is not null) = (kind = 'MY_GAMES'));

-- The rate limits ask "was one of these recorded for this recipient lately?" (flagpost.game.LinkMailService).
create index notification_player_recent on notification (recipient_player_id, created_at) where recipient_player_id is not null;
create index notification_fresh_links_recent on notification (game_id, recipient_seat, created_at) where kind = 'FRESH_LINKS';
