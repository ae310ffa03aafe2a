package flagpost.game;

import flagpost.rules.GameOptions;
import flagpost.rules.Variant;

/** What the creator of a game fills in. */
public record NewGame(String creatorName, String creatorEmail, String opponentEmail, Variant variant,
        GameOptions options, int daysPerMove, SeatChoice colour) {

    public static final int DEFAULT_DAYS_PER_MOVE = 3;

    public static NewGame classic(String creatorName, String creatorEmail, String opponentEmail, SeatChoice colour) {
        return new NewGame(creatorName, creatorEmail, opponentEmail, Variant.CLASSIC, GameOptions.DEFAULT,
                DEFAULT_DAYS_PER_MOVE, colour);
    }
}
