-- The raw PostgreSQL ceiling for one move-sized transaction, to compare GameService against.
-- Run (scratch database; see docs/PERFORMANCE.md):
--   createdb -h 127.0.0.1 -U postgres flagpost_bench
--   psql -h 127.0.0.1 -U postgres -d flagpost_bench -f src/bench/sql/move-ceiling-setup.sql
--   pgbench -h 127.0.0.1 -U postgres -n -f src/bench/sql/move-ceiling.sql -c 1 -j 1 -T 20 flagpost_bench
--   pgbench -h 127.0.0.1 -U postgres -n -f src/bench/sql/move-ceiling.sql -c 8 -j 2 -T 20 flagpost_bench
drop table if exists bench_outbox, bench_move, bench_game;
create table bench_game (id int primary key, ply int not null, snapshot bytea, deadline_at timestamptz);
create table bench_move (game_id int references bench_game, ply int, from_square text, to_square text,
                         played_at timestamptz, primary key (game_id, ply));
create table bench_outbox (id bigint generated always as identity primary key, game_id int references bench_game,
                           seat text, kind text, ply int, created_at timestamptz, state text);
insert into bench_game select g, 0, decode(repeat('00', 400), 'hex'), now() from generate_series(1, 64) g;
