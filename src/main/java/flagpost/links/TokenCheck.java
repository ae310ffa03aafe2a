package flagpost.links;

/** The outcome of verifying a token: the token, or one typed failure a page can explain. */
public sealed interface TokenCheck permits TokenCheck.Valid, TokenCheck.Invalid {

    enum Failure {
        /** Not a token at all: wrong shape, bad base64, truncated. */
        MALFORMED,
        /** Signed with a key we never had, or one retired from configuration. */
        UNKNOWN_KEY,
        /** The signature does not match: forged or altered. */
        BAD_SIGNATURE,
        EXPIRED,
        /** A genuine token, for something else (e.g. a history link used to play). */
        WRONG_PURPOSE
    }

    record Valid(LinkToken token) implements TokenCheck {
    }

    record Invalid(Failure failure) implements TokenCheck {
    }
}
