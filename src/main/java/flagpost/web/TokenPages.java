package flagpost.web;

import flagpost.game.AddressOwners;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.links.LinkToken;
import flagpost.links.TokenCheck;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpServerRequest;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.Set;

/**
 * Pages opened from a signed link. {@link SecurityHeaders} keeps their tokens out of Referer headers
 * and caches; this checks the token and turns a bad one into the friendly page that says what to do.
 */
@ApplicationScoped
public class TokenPages {

    @Inject
    LinkService links;

    @Inject
    AddressOwners owners;

    /** The request being served (a request-scoped proxy). */
    @Inject
    HttpServerRequest request;

    /**
     * The token's grant, or a {@link PageRefusal} with the page explaining why the link does not work. A POST with a
     * valid token shows that its player reads the mail of that address, which from then on counts as confirmed.
     */
    public LinkToken verify(String token, LinkPurpose purpose) {
        TokenCheck check = links.verify(token, purpose);
        if (check instanceof TokenCheck.Valid valid) {
            return used(valid.token());
        }
        throw new PageRefusal(ErrorPages.badLink((TokenCheck.Invalid) check, token));
    }

    /** Like {@link #verify(String, LinkPurpose)}, for an action several pages share (e.g. the numbering switch). */
    public LinkToken verifyAny(String token, Set<LinkPurpose> purposes) {
        TokenCheck.Invalid firstRefusal = null;
        for (LinkPurpose purpose : purposes) {
            TokenCheck check = links.verify(token, purpose);
            if (check instanceof TokenCheck.Valid valid) {
                return used(valid.token());
            }
            TokenCheck.Invalid invalid = (TokenCheck.Invalid) check;
            if (firstRefusal == null || invalid.failure() != TokenCheck.Failure.WRONG_PURPOSE) {
                firstRefusal = invalid;
            }
        }
        throw new PageRefusal(ErrorPages.badLink(firstRefusal, token));
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
