-- The raw PostgreSQL ceiling for one move, to compare Play.move against: tables shaped like game, move and
-- notification (the columns a move writes, their keys and the indexes a move's inserts maintain). They have no CHECK
-- constraints, which Flagpost's tables do: PostgreSQL reads a table's checks back from text on every statement that
-- writes it, about 60 µs of its CPU a move with the checks left after V28 (docs/PERFORMANCE.md, 2026-12-06).
-- Run (scratch database; see docs/PERFORMANCE.md):
--   createdb -h 127.0.0.1 -U postgres flagpost_bench
--   psql -h 127.0.0.1 -U postgres -d flagpost_bench -f src/bench/sql/move-ceiling-setup.sql
--   pgbench -h 127.0.0.1 -U postgres -n -f src/bench/sql/move-ceiling.sql -c 1 -j 1 -T 20 flagpost_bench
--   pgbench -h 127.0.0.1 -U postgres -n -f src/bench/sql/move-ceiling.sql -c 8 -j 2 -T 20 flagpost_bench
drop table if exists bench_outbox, bench_notification, bench_move, bench_game;
create table bench_game (
    id bigint primary key, status text not null, ply int not null, side_to_move text, deadline_at timestamptz,
    remind_at timestamptz, draw_offered_by text, snapshot bytea, snapshot_version int, finished_at timestamptz);
create table bench_move (
    game_id bigint not null references bench_game, ply int not null, seat text not null, from_square text not null,
    to_square text not null, attacker_rank text, defender_rank text, battle_outcome text, played_at timestamptz not null,
    snapshot bytea, primary key (game_id, ply));
create table bench_notification (
    id bigint generated always as identity primary key, game_id bigint references bench_game, recipient_seat text,
    kind text not null, ply int not null, created_at timestamptz not null, state text not null, attempts int not null,
    next_attempt_at timestamptz not null, page text, deadline_at timestamptz);
create index bench_notification_due on bench_notification (next_attempt_at) where state = 'PENDING';
create index bench_notification_game on bench_notification (game_id, id);
create index bench_notification_pending_seat on bench_notification (game_id, recipient_seat, id) where state = 'PENDING';
create unique index bench_notification_one_reminder on bench_notification (game_id, recipient_seat, ply, page) where kind = 'REMINDER';
-- A Classic snapshot (flagpost.rules.GameSnapshot) is about 400 bytes.
insert into bench_game select g, 'PLAYING', 0, 'RED', now(), now(), null, decode(repeat('00', 400), 'hex'), 2, null
from generate_series(1, 64) g;
