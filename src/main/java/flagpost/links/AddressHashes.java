package flagpost.links;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The keyed hash an erased address leaves on the do-not-invite list: HMAC-SHA256 of the normalised address, in hex. An
 * invitation to the address later is refused as before, and the list no longer holds the address itself; without the
 * key nobody can test a guess against it.
 *
 * <p>The key is {@code flagpost.erasure.address-key} (base64 of 32 random bytes) when the host gives one; otherwise it is
 * derived from the link signing key, and a host who will rotate the link keys sets this one before the first erasure (the
 * hashes made with a derived key stop matching once the signing key changes).
 */
@ApplicationScoped
public class AddressHashes {

    private static final String LABEL = "flagpost do-not-invite address hash v1";

    private final byte[] key;

    @Inject
    public AddressHashes(LinkService links, @ConfigProperty(name = "flagpost.erasure.address-key") Optional<String> configured) {
        this.key = configured.filter(value -> !value.isBlank()).map(AddressHashes::decode).orElseGet(() -> links.derivedKey(LABEL));
    }

    /** The hash of an address as stored ({@code flagpost.store.PlayerEntity#normaliseEmail}). */
    public String of(String normalisedAddress) {
        return LinkTokens.hexMac(key, normalisedAddress);
    }

    private static byte[] decode(String encoded) {
        byte[] key = LinkTokens.decodeKey(encoded);
        if (key == null || key.length < LinkTokens.MIN_KEY_BYTES) {
            throw new IllegalStateException("flagpost.erasure.address-key must be base64 of at least " + LinkTokens.MIN_KEY_BYTES + " bytes");
        }
        return key;
    }
}
