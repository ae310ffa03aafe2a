-- The checks on one column of game, move and notification become domains, with the same rules.
--
-- Why: PostgreSQL keeps a table's CHECK constraints as stored text, and on every statement that writes the table it
-- reads each of them back into a tree and plans it again (ExecRelCheck, on each execution of a prepared statement too).
-- A move writes all three tables, whose 38 checks were 40 kB of that text: a quarter of PostgreSQL's CPU a move went
-- there (perf, issue 31). A domain's constraints are read and planned once per connection and kept in its type cache.
-- The lists of codes were most of the text. The checks that relate two or more columns stay on their tables, and so do
-- the game options' two (their columns are mapped once for game and invitation_request alike).
--
-- A column of a domain type reads and compares as its base type (text or integer), so no query changes; the entities
-- name each column's domain (columnDefinition), which Hibernate's schema validation compares with the database. A new
-- code (a notification kind, say) is now added with ALTER DOMAIN, dropping the domain's check and adding the longer
-- one, as the tables' checks were replaced before. Changing a column's type rewrites its table once (PostgreSQL checks
-- every stored value against the domain as it goes), under a lock that holds the table's writers for that time.

create domain seat as text check (value in ('RED', 'BLUE'));

create domain game_status as text check (value in ('INVITED', 'DECLINED', 'LAPSED', 'SETUP', 'PLAYING', 'FINISHED'));
create domain game_variant as text check (value in ('CLASSIC', 'DUEL', 'BARRAGE'));
create domain game_ending as text check (value in ('FLAG_CAPTURED', 'UNABLE_TO_MOVE', 'BOTH_UNABLE_TO_MOVE', 'MOVE_LIMIT', 'RESIGNED',
                                                    'DRAW_AGREED', 'TIMEOUT'));
create domain days_per_move as integer check (value >= 1 and value <= 14);
-- A count: a game's ply, its watch link's epoch, an email's attempts.
create domain count_from_zero as integer check (value >= 0);

create domain move_ply as integer check (value >= 1);
create domain square_name as text check (value ~ '^[a-j]([1-9]|10)$');
create domain movable_rank as text check (value in ('MARSHAL', 'GENERAL', 'COLONEL', 'MAJOR', 'CAPTAIN', 'LIEUTENANT', 'SERGEANT', 'MINER',
                                                     'SCOUT', 'SPY'));
create domain piece_rank as text check (value in ('MARSHAL', 'GENERAL', 'COLONEL', 'MAJOR', 'CAPTAIN', 'LIEUTENANT', 'SERGEANT', 'MINER',
                                                   'SCOUT', 'SPY', 'BOMB', 'FLAG'));
create domain battle_outcome as text check (value in ('ATTACKER_WINS', 'DEFENDER_WINS', 'BOTH_REMOVED'));

create domain notification_kind as text check (value in ('INVITATION', 'INVITATION_DECLINED', 'INVITATION_LAPSED', 'SETUP_NEEDED',
    'GAME_STARTED', 'YOUR_MOVE', 'MOVE_PLAYED', 'DRAW_OFFERED', 'DRAW_DECLINED', 'REMINDER', 'GAME_OVER', 'GAME_CANCELLED', 'FRESH_LINKS',
    'MY_GAMES', 'INVITATION_CONFIRM', 'REPLY_REFUSED', 'REMATCH', 'VACATION_STARTED', 'VACATION_ENDED', 'PAUSE_ASKED', 'PAUSE_DECLINED',
    'GAME_PAUSED', 'GAME_RESUMED', 'DAILY_DIGEST', 'GAME_CANCELLED_BY_HOST', 'DATA_EXPORT_CONFIRM', 'DATA_ERASE_CONFIRM'));
create domain notification_state as text check (value in ('PENDING', 'SENT', 'FAILED', 'MUTED', 'SUPERSEDED', 'UNDELIVERABLE'));
create domain notification_page as text check (value in ('INVITATION', 'SETUP', 'PLAY', 'HISTORY', 'NONE'));
-- Against header injection: no line break where a header line is made, and no CR anywhere in the header block.
create domain header_line as text check (value !~ '[\r\n]');
create domain header_block as text check (value !~ '\r');

alter table game
    drop constraint game_status_code,
    drop constraint game_variant_code,
    drop constraint game_result_ending_code,
    drop constraint game_result_winner_code,
    drop constraint game_side_to_move_code,
    drop constraint game_draw_offered_by_code,
    drop constraint game_creator_seat_code,
    drop constraint game_watch_created_by_seat,
    drop constraint game_pause_asked_by_code,
    drop constraint game_days_per_move,
    drop constraint game_ply,
    drop constraint game_watch_epoch_not_negative,
    alter column status type game_status,
    alter column variant type game_variant,
    alter column result_ending type game_ending,
    alter column result_winner type seat,
    alter column side_to_move type seat,
    alter column draw_offered_by type seat,
    alter column creator_seat type seat,
    alter column watch_created_by type seat,
    alter column pause_asked_by type seat,
    alter column days_per_move type days_per_move,
    alter column ply type count_from_zero,
    alter column watch_epoch type count_from_zero;

alter table move
    drop constraint move_seat_code,
    drop constraint move_ply,
    drop constraint move_from_square,
    drop constraint move_to_square,
    drop constraint move_attacker_rank_code,
    drop constraint move_defender_rank_code,
    drop constraint move_battle_outcome_code,
    alter column seat type seat,
    alter column ply type move_ply,
    alter column from_square type square_name,
    alter column to_square type square_name,
    alter column attacker_rank type movable_rank,
    alter column defender_rank type piece_rank,
    alter column battle_outcome type battle_outcome;

alter table notification
    drop constraint notification_kind_code,
    drop constraint notification_state_code,
    drop constraint notification_page_code,
    drop constraint notification_recipient_seat_code,
    drop constraint notification_attempts,
    drop constraint notification_header_lines,
    alter column kind type notification_kind,
    alter column state type notification_state,
    alter column page type notification_page,
    alter column recipient_seat type seat,
    alter column attempts type count_from_zero,
    alter column to_address type header_line,
    alter column message_id type header_line,
    alter column subject type header_line,
    alter column headers type header_block;
