package flagpost.bot;

import flagpost.rules.Move;

/** What the computer does on its turn: play one of the legal moves it was given, or resign. */
public sealed interface Decision permits Decision.Play, Decision.Resign {

    record Play(Move move) implements Decision {
    }

    record Resign() implements Decision {
    }
}
