-- A name is shown only once its owner has chosen to play (issue 12, finding 1): until the invited player accepts, every
-- page, email and record shows them by their address's local part, not by a name they chose in other games. The game
-- remembers when the invitation was accepted, since a game that lapsed during the setup was accepted and one that
-- lapsed unanswered was not, and nothing else on the row tells the two apart.
alter table game add column accepted_at timestamptz;

-- Every accepted invitation asked both players to set up, so an earlier game was accepted when its first
-- SETUP_NEEDED row was recorded; a game past the setup was accepted even if those rows are gone.
update game g
set accepted_at = coalesce((select min(n.created_at) from notification n where n.game_id = g.id and n.kind = 'SETUP_NEEDED'),
                           g.started_at, g.created_at)
where g.status in ('SETUP', 'PLAYING', 'FINISHED')
   or (g.status = 'LAPSED' and exists (select 1 from notification n where n.game_id = g.id and n.kind = 'SETUP_NEEDED'));
