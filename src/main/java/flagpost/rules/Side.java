package flagpost.rules;

/** The two armies. Red sets up on ranks 1–4 and moves first; Blue sets up on ranks 7–10. */
public enum Side {
    RED("RED", "Red"),
    BLUE("BLUE", "Blue");

    private final String code;
    private final String displayName;

    Side(String code, String displayName) {
        this.code = code;
        this.displayName = displayName;
    }

    /** Stable identifier for storage and links; never the ordinal. */
    public String code() {
        return code;
    }

    public String displayName() {
        return displayName;
    }

    public Side opponent() {
        return this == RED ? BLUE : RED;
    }

    public static Side fromCode(String code) {
        for (Side side : values()) {
            if (side.code.equals(code)) {
                return side;
            }
        }
        throw new IllegalArgumentException("unknown side code: " + code);
    }
}
