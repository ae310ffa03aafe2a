package flagpost.web.page;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.rules.Setup;
import flagpost.rules.SetupResult;
import flagpost.rules.Side;
import flagpost.rules.Variant;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class SetupPresetsTest {

    @Test
    void everyPresetIsAValidSetupForEitherSeat() {
        for (SetupPresets.Preset preset : SetupPresets.all()) {
            for (Side seat : Side.values()) {
                SetupResult parsed = Setup.parse(seat, preset.variant(), preset.setup());
                assertTrue(parsed.isValid(), preset.id() + " for " + seat + ": " + parsed.problems());
                assertEquals(Setup.SIZE, preset.setupFor(seat).length());
                assertEquals(parsed.setup(), Setup.parse(seat, preset.variant(), preset.setupFor(seat)).orThrow());
            }
        }
    }

    @Test
    void classicHasAtLeastThreePresetsAndDuelAndBarrageOneEach() {
        assertTrue(SetupPresets.forVariant(Variant.CLASSIC).size() >= 3);
        assertTrue(SetupPresets.forVariant(Variant.DUEL).size() >= 1);
        assertTrue(SetupPresets.forVariant(Variant.BARRAGE).size() >= 1);
    }

    @Test
    void presetIdsAreUniqueAndFitAnHtmlId() {
        Set<String> ids = new HashSet<>();
        for (SetupPresets.Preset preset : SetupPresets.all()) {
            assertTrue(preset.id().matches("[a-z][a-z0-9-]*"), preset.id());
            assertTrue(ids.add(preset.id()), "duplicate " + preset.id());
            assertTrue(!preset.id().equals(SetupResource.FILL_RANDOM));
        }
    }
}
