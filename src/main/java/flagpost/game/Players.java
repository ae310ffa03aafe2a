package flagpost.game;

import flagpost.game.GameActionException.Problem;
import flagpost.rules.Numbering;
import flagpost.rules.Side;
import flagpost.store.GameStore;
import flagpost.store.PlayerEntity;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.mail.internet.AddressException;
import jakarta.mail.internet.InternetAddress;
import jakarta.transaction.Transactional;
import java.util.Objects;
import java.util.regex.Pattern;

/** The people in games: the checks on the addresses and names they type, and their preferences. */
@ApplicationScoped
public class Players {

    private static final Pattern EMAIL = Pattern.compile("^[^@\\s<>\"(),;:\\\\\\[\\]]+@[^@\\s<>\"(),;:\\\\\\[\\]]+\\.[^@\\s<>\"(),;:\\\\\\[\\]]+$");
    private static final int MAX_EMAIL_LENGTH = 254;
    static final int MAX_NAME_LENGTH = 60;

    private final GameStore store;

    @Inject
    public Players(GameStore store) {
        this.store = store;
    }

    /** The player's numbering preference for pages and mail. */
    @Transactional
    public void setNumbering(long gameId, Side seat, Numbering numbering) {
        GameSteps.found(store.find(gameId)).player(seat).numbering = Objects.requireNonNull(numbering);
    }

    /** A typed address, normalised; refused in words ({@code what} names the field) when mail could never reach it. */
    static String email(String raw, String what) {
        if (raw == null || raw.isBlank()) {
            throw new GameActionException(Problem.BAD_REQUEST, what + " is missing.");
        }
        String email = PlayerEntity.normaliseEmail(raw);
        if (email.length() > MAX_EMAIL_LENGTH || !EMAIL.matcher(email).matches() || !deliverable(email)) {
            throw new GameActionException(Problem.BAD_REQUEST, what + " does not look like an email address.");
        }
        return email;
    }

    /** The mail sender's own strict check, so no game is created for an address mail can never reach. */
    private static boolean deliverable(String email) {
        try {
            new InternetAddress(email, true).validate();
            return true;
        } catch (AddressException refused) {
            return false;
        }
    }

    /** A name as shown to others: control characters removed, spaces collapsed, at most 60 characters. */
    static String displayName(String raw) {
        String cleaned = raw == null ? "" : raw.replaceAll("[\\p{Cc}\\p{Cf}\\p{Zl}\\p{Zp}]", " ").replaceAll("\\s+", " ").strip();
        if (cleaned.isEmpty()) {
            throw new GameActionException(Problem.BAD_REQUEST, "Your name is missing.");
        }
        if (cleaned.length() > MAX_NAME_LENGTH) {
            throw new GameActionException(Problem.BAD_REQUEST, "Names have at most " + MAX_NAME_LENGTH + " characters.");
        }
        return cleaned;
    }

    /** What an invited player is called until they give a name: their address's local part. */
    static String nameFromEmail(String email) {
        String local = email.substring(0, email.indexOf('@'));
        return local.length() > MAX_NAME_LENGTH ? local.substring(0, MAX_NAME_LENGTH) : local;
    }
}
