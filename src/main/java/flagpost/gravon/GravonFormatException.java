package flagpost.gravon;

/** A Gravon record that cannot be read (or is of a kind Flagpost does not play), with the line of the problem. */
public final class GravonFormatException extends Exception {

    private final int line;
    private final boolean unsupported;

    public GravonFormatException(int line, String problem) {
        this(line, problem, false);
    }

    private GravonFormatException(int line, String problem, boolean unsupported) {
        super("line " + line + ": " + problem);
        this.line = line;
        this.unsupported = unsupported;
    }

    /** A well-formed record of a game type Flagpost does not play. */
    static GravonFormatException unsupported(int line, String problem) {
        return new GravonFormatException(line, problem, true);
    }

    public int line() {
        return line;
    }

    public boolean isUnsupported() {
        return unsupported;
    }
}
