package flagpost.game;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

/** How the computer player answers its turns ({@code flagpost.computer.*}); see {@link ComputerTurns}. */
@ConfigMapping(prefix = "flagpost.computer")
public interface ComputerConfig {

    /**
     * The thinking budget at level normal, in sampled playouts ({@code flagpost.bot.Budget#iterations}): alone it
     * decides the move, so a retried turn chooses the same one.
     */
    @WithDefault("600")
    int iterations();

    /**
     * The wall clock's cap on one decision: the search stops there even with iterations left, so a slow or busy
     * machine still answers in seconds (and may then choose another move than a fast one would).
     */
    @WithDefault("PT2S")
    Duration thinkCap();

    /**
     * How long after the person's move the computer starts on its answer at the earliest, so replies do not come back
     * like a machine gun. Zero starts at once.
     */
    @WithDefault("PT2S")
    Duration minDelay();

    /** How long a taken turn is held for its instance before another may take it (an instance that died thinking). */
    @WithDefault("PT1M")
    Duration lease();

    /**
     * How long a turn whose answer failed (not a refusal: a fault) waits before its first retry. Each further failure
     * doubles the wait, up to {@link #retryMax}: the game cannot go on without the answer, so it is retried for ever,
     * but a fault that stays (a bug, a broken game) costs a thinker less and less and fills the log less and less.
     */
    @WithDefault("PT1M")
    Duration retryAfter();

    /** The longest wait between two retries of a failing turn ({@link #retryAfter}, doubled per failure). */
    @WithDefault("PT1H")
    Duration retryMax();

    /**
     * Threads per instance that think for the computer. Thinking is all processor: more threads than cores make every
     * page slower, so the default leaves the other core to the pages.
     */
    @WithDefault("1")
    int threads();

    /** Whether a commit that gives the computer work starts its answer at once (else the poll finds it). */
    @WithDefault("true")
    boolean wakeUp();

    /**
     * The share of the time each thinking thread may be busy, more than 0 and at most 1: after a turn that took t, the
     * thread rests {@code t * (1 - share) / share} before the next, so the computer cannot take more of the machine
     * than this whatever the load, and people's pages keep the rest. 1 is no rest.
     */
    @WithDefault("0.25")
    double busyShare();

    /**
     * The share of the time each thinking thread may be busy while people are being served ({@link #loadThreshold}),
     * more than 0 and at most {@link #busyShare}: the computer thinks in the machine's spare time, yet never stops, so
     * its games still move under load, only slower. The same as busy-share never yields.
     */
    @WithDefault("0.05")
    double busyShareUnderLoad();

    /**
     * From how many of people's requests being served at once, on average per core since the thinker last looked
     * ({@link ServingLoad#perCore}), the thinkers rest at {@link #busyShareUnderLoad} instead of {@link #busyShare}: 1
     * is every core busy with requests all the time, more is requests queueing. More than 0.
     */
    @WithDefault("0.5")
    double loadThreshold();

    /**
     * How many unfinished games (in the setup or being played) one person may have against the computer at once; one more
     * is refused at its start (the confirmation of the request, or "Play again"), so one address cannot fill the
     * computer's queue.
     */
    @WithDefault("10")
    int gamesPerPerson();
}
