package flagpost.rules;

/** A battle as every player sees it once it has happened: both ranks are revealed to both sides. */
public record Battle(Piece attacker, Piece defender, BattleOutcome outcome) {
}
