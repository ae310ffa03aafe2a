-- Issue 15, rematch: "Play again" at the end of a game proposes a new game to the same opponent with the same terms
-- and the colours swapped. The proposal is the new game itself, invited as any game is; this table ties it to the
-- finished game it replays. The primary key allows one proposal per finished game, ever: a second "Play again" finds
-- it (and accepts it when it came from the other player), two at once cannot both insert, and a declined or lapsed
-- proposal is an answer, not an invitation to ask again.
create table rematch (
    finished_game_id bigint primary key references game (id),
    new_game_id bigint not null unique references game (id),
    proposed_at timestamptz not null,
    constraint rematch_not_itself check (finished_game_id <> new_game_id)
);

-- The proposal's email: a notification kind of its own.
alter table notification
    drop constraint notification_kind_code,
    add constraint notification_kind_code check (kind in ('INVITATION', 'INVITATION_DECLINED', 'INVITATION_LAPSED',
        'SETUP_NEEDED', 'GAME_STARTED', 'YOUR_MOVE', 'MOVE_PLAYED', 'DRAW_OFFERED', 'DRAW_DECLINED', 'REMINDER',
        'GAME_OVER', 'GAME_CANCELLED', 'FRESH_LINKS', 'MY_GAMES', 'INVITATION_CONFIRM', 'REPLY_REFUSED', 'REMATCH'));
