-- One move: lock the game row, insert the move, update the game, record two notifications.
\set game random(1, 64)
begin;
select ply from bench_game where id = :game for update;
insert into bench_move values (:game, (select ply + 1 from bench_game where id = :game), 'e4', 'e5', now());
update bench_game set ply = ply + 1, snapshot = snapshot, deadline_at = now() + interval '3 days' where id = :game;
insert into bench_outbox (game_id, seat, kind, ply, created_at, state) values (:game, 'RED', 'MOVE_PLAYED', 1, now(), 'PENDING');
insert into bench_outbox (game_id, seat, kind, ply, created_at, state) values (:game, 'BLUE', 'YOUR_MOVE', 1, now(), 'PENDING');
commit;
