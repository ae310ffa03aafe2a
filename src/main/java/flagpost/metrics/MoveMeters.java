package flagpost.metrics;

import flagpost.rules.Variant;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.quarkus.runtime.Startup;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Moves applied, by variant and channel ({@code flagpost_moves_applied_total}), and how long applying one took, its
 * transaction and commit included ({@code flagpost_move_duration_seconds}, by channel). A refused move counts in
 * neither: refusals are the players', not the host's, concern. The meters are made once, at start, so a move only
 * increments them.
 */
@Startup
@ApplicationScoped
public class MoveMeters {

    private final Map<MoveChannel, Map<Variant, Counter>> applied = new EnumMap<>(MoveChannel.class);
    private final Map<MoveChannel, Timer> durations = new EnumMap<>(MoveChannel.class);

    @Inject
    public MoveMeters(MeterRegistry registry) {
        for (MoveChannel channel : MoveChannel.values()) {
            Map<Variant, Counter> byVariant = new EnumMap<>(Variant.class);
            for (Variant variant : Variant.values()) {
                byVariant.put(variant, Counter.builder("flagpost.moves.applied").description("Moves applied to games")
                        .tag("channel", channel.label()).tag("variant", variant.name().toLowerCase(Locale.ROOT)).register(registry));
            }
            applied.put(channel, byVariant);
            durations.put(channel, Timer.builder("flagpost.move.duration").description("Time to apply one move, commit included")
                    .tag("channel", channel.label()).publishPercentileHistogram().minimumExpectedValue(Duration.ofMillis(1))
                    .maximumExpectedValue(Duration.ofSeconds(10)).register(registry));
        }
    }

    /** Applies {@code move} (a use case's call) and, when it returns, counts it and its time under {@code channel}. */
    public <T extends AppliedMove> T timed(MoveChannel channel, Supplier<T> move) {
        long started = System.nanoTime();
        T done = move.get();
        durations.get(channel).record(System.nanoTime() - started, java.util.concurrent.TimeUnit.NANOSECONDS);
        applied.get(channel).get(done.variant()).increment();
        return done;
    }
}
