package flagpost.web;

import flagpost.rules.Side;
import flagpost.rules.Setup;
import flagpost.rules.Variant;
import java.util.List;
import java.util.Optional;

/**
 * Ready-made setups the setup page offers as a starting point, in Red's Gravon letters from the
 * owner's chair (see {@link Setup}); the page converts them to the seat's letters. Each keeps the
 * Flag out of the open lanes and the strong pieces where they can reach the front.
 */
public final class SetupPresets {

    /** {@code id} is part of the page's DOM contract ({@code #preset-<id>}) and of {@code ?fill=<id>}: keep ids stable. */
    public record Preset(String id, String name, String description, Variant variant, String setup) {

        /** The preset in the seat's own letters, as the page and the stored setup write it. */
        public String setupFor(Side seat) {
            return Setup.parse(seat, variant, setup).orThrow().toSetupString();
        }
    }

    private static final List<Preset> ALL = List.of(
            new Preset("corner-fortress", "Corner fortress",
                    "Flag in your back-left corner behind two Bombs, Scouts in the open lanes, Marshal and Colonels in the middle.",
                    Variant.CLASSIC, "MBEFEDGHEB" + "BEFCKHDGFD" + "DHLJBIGJID" + "DHBEDIBGFD"),
            new Preset("centre-flag", "Centre flag",
                    "Flag in the middle of your back row, boxed in by three Bombs; Bombs behind both lakes as decoys.",
                    Variant.CLASSIC, "DEHBMBGEFD" + "HFIDBLDGEF" + "JDKCHIBGED" + "DIBJDGBHFE"),
            new Preset("lake-shadow", "Lake shadow",
                    "Flag behind the left lake with Bombs on three sides, two decoy Bombs in the front row, Marshal on the right.",
                    Variant.CLASSIC, "EBMBDFHEGD" + "DEBGFCKHEI" + "IJBHLDGFJD" + "DGBBEDHIFD"),
            new Preset("duel-corner", "Corner flag",
                    "Flag in the back-left corner behind both Bombs, Miners at the back, General and Marshal up front with the Spy behind.",
                    Variant.DUEL, "MBAAEAAEAA" + "BAAAAAAAAA" + "AAACAAAAAA" + "DAAKALAAAD"),
            new Preset("barrage-far-corner", "Far corner",
                    "Flag in the back-right corner with its Bomb and Miner, Scouts on both flanks, the Spy behind the General.",
                    Variant.BARRAGE, "AAAAAAAEBM" + "AAAAAAAAAA" + "AAAACAAAAA" + "DAAAKLAAAD"));

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
