package flagpost.rules;

/** How rank numbers are shown to a player: modern (10 = Marshal) or classic Milton Bradley (1 = Marshal). */
public enum Numbering {
    MODERN,
    CLASSIC;

    public String code() {
        return name();
    }
}
