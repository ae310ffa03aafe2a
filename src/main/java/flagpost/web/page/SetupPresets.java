package flagpost.web.page;

import flagpost.rules.Setup;
import flagpost.rules.Side;
import flagpost.rules.Variant;
import flagpost.web.wording.PlayBundle;
import flagpost.web.wording.PlayWords;
import flagpost.words.Language;
import java.util.List;
import java.util.Optional;

/**
 * Ready-made setups the setup page offers as a starting point, in Red's Gravon letters from the
 * owner's chair (see {@link Setup}); the page converts them to the seat's letters. Each keeps the
 * Flag out of the open lanes and the strong pieces where they can reach the front.
 */
public final class SetupPresets {

    /**
     * {@code id} is part of the page's DOM contract ({@code #preset-<id>}) and of {@code ?fill=<id>}: keep ids stable.
     * Its name and description are words of the page ({@link PlayBundle}, keys {@code preset...}).
     */
    public record Preset(String id, Variant variant, String setup) {

        /** "Corner fortress", in {@code language}. */
        public String name(Language language) {
            PlayBundle words = PlayWords.of(language);
            return switch (id) {
                case "corner-fortress" -> words.presetCornerFortress();
                case "centre-flag" -> words.presetCentreFlag();
                case "lake-shadow" -> words.presetLakeShadow();
                case "duel-corner" -> words.presetDuelCorner();
                case "barrage-far-corner" -> words.presetBarrageFarCorner();
                default -> throw new IllegalStateException("a preset without words: " + id);
            };
        }

        /** Where the preset puts the Flag and the strong pieces, in {@code language}. */
        public String description(Language language) {
            PlayBundle words = PlayWords.of(language);
            return switch (id) {
                case "corner-fortress" -> words.presetCornerFortressAbout();
                case "centre-flag" -> words.presetCentreFlagAbout();
                case "lake-shadow" -> words.presetLakeShadowAbout();
                case "duel-corner" -> words.presetDuelCornerAbout();
                case "barrage-far-corner" -> words.presetBarrageFarCornerAbout();
                default -> throw new IllegalStateException("a preset without words: " + id);
            };
        }

        /** The preset in the seat's own letters, as the page and the stored setup write it. */
        public String setupFor(Side seat) {
            return Setup.parse(seat, variant, setup).orThrow().toSetupString();
        }
    }

    private static final List<Preset> ALL = List.of(
            new Preset("corner-fortress", Variant.CLASSIC, "MBEFEDGHEB" + "BEFCKHDGFD" + "DHLJBIGJID" + "DHBEDIBGFD"),
            new Preset("centre-flag", Variant.CLASSIC, "DEHBMBGEFD" + "HFIDBLDGEF" + "JDKCHIBGED" + "DIBJDGBHFE"),
            new Preset("lake-shadow", Variant.CLASSIC, "EBMBDFHEGD" + "DEBGFCKHEI" + "IJBHLDGFJD" + "DGBBEDHIFD"),
            new Preset("duel-corner", Variant.DUEL, "MBAAEAAEAA" + "BAAAAAAAAA" + "AAACAAAAAA" + "DAAKALAAAD"),
            new Preset("barrage-far-corner", Variant.BARRAGE, "AAAAAAAEBM" + "AAAAAAAAAA" + "AAAACAAAAA" + "DAAAKLAAAD"));

    private SetupPresets() {
    }

    public static List<Preset> all() {
        return ALL;
    }

    public static List<Preset> forVariant(Variant variant) {
        return ALL.stream().filter(preset -> preset.variant() == variant).toList();
    }

    public static Optional<Preset> find(Variant variant, String id) {
        return forVariant(variant).stream().filter(preset -> preset.id().equals(id)).findFirst();
    }
}
