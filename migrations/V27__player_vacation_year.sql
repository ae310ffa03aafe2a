-- The UTC year in which the player last started a vacation (null: never). A seat's page shows the days left of this
-- year's budget and who is away; it now reads the vacation table only when something there can show: the seat's
-- player started a vacation this year, or either player is away (the game row's red_away/blue_away, V19). Most pages
-- then read the game with its players and nothing else (issue 31: the vacation join was most of the PostgreSQL work a
-- play page cost beyond 095e6c8's). Written by flagpost.game.Vacations when a vacation starts, under the player's lock.
alter table player add column vacation_year integer;

update player p
set vacation_year = (select extract(year from max(v.started_at) at time zone 'UTC')::integer from vacation v where v.player_id = p.id);
