-- One move as Play.move and GameStore.storeMove made it when issue 31 set its target against this script: lock the game
-- row (Hibernate loads it whole), update the game row (Hibernate wrote every column), then the move and its two
-- notifications in one data-modifying WITH; four round trips in Java (JDBC sends "begin" with the first statement),
-- pgbench adds one for its "begin". Since 2026-12-06 Flagpost writes the game row inside that WITH (store.MoveStatement),
-- three round trips; this script keeps the update on its own so that the ratio stays comparable with the earlier ones
-- (docs/PERFORMANCE.md, "A move in one statement, measured again on a third machine").
\set game random(1, 64)
begin;
select id, status, ply, side_to_move, deadline_at, remind_at, draw_offered_by, snapshot, snapshot_version, finished_at
from bench_game where id = :game for update;
update bench_game set status = 'PLAYING', ply = ply + 1, side_to_move = case side_to_move when 'RED' then 'BLUE' else 'RED' end,
    deadline_at = now() + interval '3 days', remind_at = now() + interval '2 days', draw_offered_by = null,
    snapshot = snapshot, snapshot_version = 2, finished_at = null
where id = :game;
with stored_move as (
    insert into bench_move (game_id, ply, seat, from_square, to_square, attacker_rank, defender_rank, battle_outcome,
                            played_at, snapshot)
    select :game, g.ply, 'RED', 'e4', 'e5', null, null, null, now(), g.snapshot from bench_game g where g.id = :game)
insert into bench_notification (game_id, recipient_seat, kind, ply, created_at, state, attempts, next_attempt_at, page, deadline_at)
select :game, seat, kind, g.ply, now(), 'PENDING', 0, now(), 'PLAY', deadline
from bench_game g, (values ('RED', 'MOVE_PLAYED', null::timestamptz), ('BLUE', 'YOUR_MOVE', now() + interval '3 days')) v(seat, kind, deadline)
where g.id = :game;
commit;
