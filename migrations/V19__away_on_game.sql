-- Whether each seat's player is on vacation, on the game row (flagpost.game.TurnClock reads it when a turn starts).
-- Before, every move asked the vacation table whether the player to move was away: one more statement on the hot
-- path, and an answer read outside the game row's lock. Now a vacation that starts or ends writes these flags in each
-- of the player's running games, under those games' locks (flagpost.game.Vacations), and an accepted invitation reads
-- them once from the vacation table (its game was not running while the vacation began).
alter table game
    add column red_away  boolean not null default false,
    add column blue_away boolean not null default false;

update game g
set red_away = exists (select 1 from vacation v where v.player_id = g.red_player_id and v.ended_at is null),
    blue_away = exists (select 1 from vacation v where v.player_id = g.blue_player_id and v.ended_at is null)
where g.status in ('SETUP', 'PLAYING');
