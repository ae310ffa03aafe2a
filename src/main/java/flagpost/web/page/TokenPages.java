package flagpost.web.page;

import flagpost.game.AddressOwners;
import flagpost.game.LinkEpochs;
import flagpost.game.StaleLinkException;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.links.LinkToken;
import flagpost.links.TokenCheck;
import flagpost.web.wording.PageLanguages;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpServerRequest;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Set;

/**
 * Pages opened from a signed link. {@link SecurityHeaders} keeps their tokens out of Referer headers
 * and caches; this checks the token and turns a bad one into the friendly page that says what to do.
 */
@ApplicationScoped
public class TokenPages {

    private final LinkService links;
    private final LinkEpochs epochs;
    private final AddressOwners owners;
    /** The request being served (a request-scoped proxy). */
    private final HttpServerRequest request;
    private final PageLanguages languages;

    TokenPages(LinkService links, LinkEpochs epochs, AddressOwners owners, HttpServerRequest request, PageLanguages languages) {
        this.links = links;
        this.epochs = epochs;
        this.owners = owners;
        this.request = request;
        this.languages = languages;
    }

    /**
     * The token's grant, or a {@link PageRefusal} with the page explaining why the link does not work: in the request's
     * language when the link does not check out, in its player's when it has been turned off. A POST with a
     * valid token shows that its player reads the mail of that address, which from then on counts as confirmed.
     */
    public LinkToken verify(String token, LinkPurpose purpose) {
        return used(valid(token, purpose));
    }

    /**
     * {@link #verify(String, LinkPurpose)}, and refused too when its player has turned it off since: for an action that
     * loads nothing of the game before it acts, so the epoch costs one read of its own. A page that loads the game
     * checks it in that load instead ({@code GameQueries}'s reads that take the token).
     */
    public LinkToken verifyCurrent(String token, LinkPurpose purpose) {
        return used(requireCurrent(token, valid(token, purpose)));
    }

    /**
     * The token's grant when its signature, purpose and age hold, checking nothing in the database: for an action that
     * checks the epoch and records the use in its own transaction, the move ({@code Play.move(LinkToken, ...)}).
     */
    public LinkToken verifySigned(String token, LinkPurpose purpose) {
        return valid(token, purpose);
    }

    /** Like {@link #verifyCurrent(String, LinkPurpose)}, for an action several pages share (e.g. the numbering switch). */
    public LinkToken verifyAnyCurrent(String token, Set<LinkPurpose> purposes) {
        TokenCheck.Invalid firstRefusal = null;
        for (LinkPurpose purpose : purposes) {
            TokenCheck check = links.verify(token, purpose);
            if (check instanceof TokenCheck.Valid valid) {
                return used(requireCurrent(token, valid.token()));
            }
            TokenCheck.Invalid invalid = (TokenCheck.Invalid) check;
            if (firstRefusal == null || invalid.failure() != TokenCheck.Failure.WRONG_PURPOSE) {
                firstRefusal = invalid;
            }
        }
        throw new PageRefusal(ErrorPages.badLink(languages.ofRequest(), firstRefusal, token));
    }

    private LinkToken valid(String token, LinkPurpose purpose) {
        TokenCheck check = links.verify(token, purpose);
        if (check instanceof TokenCheck.Valid valid) {
            return valid.token();
        }
        throw new PageRefusal(ErrorPages.badLink(languages.ofRequest(), (TokenCheck.Invalid) check, token));
    }

    private LinkToken requireCurrent(String token, LinkToken granted) {
        try {
            epochs.requireCurrent(granted);
        } catch (StaleLinkException turnedOff) {
            throw new PageRefusal(ErrorPages.staleLink(languages.ofLink(granted), token));
        }
        return granted;
    }

    private LinkToken used(LinkToken token) {
        if (request.method() == HttpMethod.POST) {
            owners.usedOwnLink(token);
        }
        return token;
    }

    /** The page's path for a token of this purpose, e.g. {@code /play/<token>}. */
    public static String pathOf(LinkPurpose purpose, String token) {
        return LinkService.pathOf(purpose) + token;
    }
}
