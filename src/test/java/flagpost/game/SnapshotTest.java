package flagpost.game;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import flagpost.rules.Ending;
import flagpost.rules.Game;
import flagpost.rules.GameOptions;
import flagpost.rules.GameSnapshot;
import flagpost.rules.Move;
import flagpost.rules.Side;
import flagpost.rules.Variant;
import flagpost.support.ScriptedGame;
import flagpost.support.ServiceGames;
import flagpost.support.StoreProbe;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The snapshot on the game row is only a shortcut: it must always equal replaying every stored move. */
@QuarkusTest
class SnapshotTest {

    @Inject
    GameQueries queries;

    @Inject
    Play play;

    @Inject
    StoreProbe store;

    @ParameterizedTest
    @EnumSource(Variant.class)
    void theStoredSnapshotEqualsAFullReplayAfterEveryMove(Variant variant) {
        ScriptedGame script = ScriptedGame.find(variant, Ending.FLAG_CAPTURED, 7_000, 400);
        long id = ServiceGames.startedGame(variant, GameOptions.DEFAULT, script.red(), script.blue());
        List<Move> moves = script.moves();
        for (int ply = 0; ply < moves.size(); ply++) {
            play.move(id, ply % 2 == 0 ? Side.RED : Side.BLUE, ply, moves.get(ply));

            List<Move> stored = ServiceGames.storedMoves(id);
            Game replayed = Game.replay(script.red(), script.blue(), GameOptions.DEFAULT, stored);
            assertArrayEquals(GameSnapshot.encode(replayed), store.game(id).snapshot, "snapshot after ply " + (ply + 1));
        }
    }
}
