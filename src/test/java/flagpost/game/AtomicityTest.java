package flagpost.game;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import flagpost.rules.Move;
import flagpost.rules.Side;
import flagpost.store.GameEntity;
import flagpost.support.ServiceGames;
import flagpost.support.StoreProbe;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

/** A move, the game row's update and the notifications commit together or not at all. */
@QuarkusTest
class AtomicityTest {

    @Inject
    Play play;

    @Inject
    StoreProbe store;

    @Test
    void aFailureAfterTheMoveIsWrittenLeavesNothingOfTheMoveBehind() {
        long id = ServiceGames.startedClassicGame();
        GameEntity before = store.game(id);
        int notificationsBefore = store.notifications(id).size();
        // A deferred trigger fails at commit, after the move, the game update and the notifications were all written.
        store.execute("""
                create or replace function flagpost_test_fail() returns trigger language plpgsql as $$
                begin raise exception 'forced failure for the atomicity test'; end $$""");
        store.execute("create constraint trigger flagpost_test_fail_" + id + " after insert on move deferrable initially deferred "
                + "for each row when (new.game_id = " + id + ") execute function flagpost_test_fail()");
        try {
            assertThrows(RuntimeException.class, () -> play.move(id, Side.RED, 0, Move.of("e4", "e5")));
        } finally {
            store.execute("drop trigger flagpost_test_fail_" + id + " on move");
        }

        GameEntity after = store.game(id);
        assertEquals(0, store.moveCount(id));
        assertEquals(notificationsBefore, store.notifications(id).size());
        assertEquals(0, after.ply);
        assertEquals(Side.RED, after.seatToMove);
        assertEquals(before.deadlineAt, after.deadlineAt);
        assertArrayEquals(before.snapshot, after.snapshot);

        play.move(id, Side.RED, 0, Move.of("e4", "e5"));
        assertEquals(1, store.moveCount(id), "the same move goes through once the failure is gone");
    }
}
