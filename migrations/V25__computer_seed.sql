-- The seed of the computer's setup and decisions in a game, drawn from a strong random source when the game is made.
-- Derived from the game's id alone, anyone who knows the id (it is in every email's Message-ID) could deal the
-- computer's hidden setup and foresee its moves with the public code. Null in a game between two people.
alter table game add column computer_seed bigint;

-- Games against the computer made before this column (from V23 on) get a seed of their own too.
update game g set computer_seed = ('x' || substr(replace(cast(gen_random_uuid() as text), '-', ''), 1, 16))::bit(64)::bigint
where exists (select 1 from player p where p.computer_level is not null and p.id in (g.red_player_id, g.blue_player_id));
