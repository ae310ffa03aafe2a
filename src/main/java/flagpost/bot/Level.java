package flagpost.bot;

/** How strongly the computer plays (docs/ARCHITECTURE.md, "The computer player"). Stored by code: never rename one. */
public enum Level {
    /** A uniformly random legal move: a yardstick for the match tool, not offered to people. */
    RANDOM("random"),
    /** One look at each legal move: take what it can take safely, keep the Flag covered, otherwise go forward. */
    EASY("easy"),
    /** A search over positions sampled to fit everything its seat knows, each played on a few moves. */
    NORMAL("normal");

    private final String code;

    Level(String code) {
        this.code = code;
    }

    public String code() {
        return code;
    }

    /** The level with this code ({@code random}, {@code easy}, {@code normal}), in any case. */
    public static Level fromCode(String code) {
        for (Level level : values()) {
            if (level.code.equalsIgnoreCase(code)) {
                return level;
            }
        }
        throw new IllegalArgumentException("unknown level: " + code + " (random, easy or normal)");
    }
}
