package flagpost.mail;

import flagpost.game.ServingLoad;
import flagpost.mail.ReplyAddresses;
import flagpost.metrics.MailMeters;
import flagpost.store.MailBudgets;
import flagpost.store.MailStops;
import io.quarkus.arc.Arc;
import flagpost.store.OutboxQueue;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.time.Clock;
import java.util.OptionalInt;

/**
 * Real dispatchers with a few settings of a test's own: the same store, composer and budget table as the application's,
 * another daily limit, batch size or mail sender.
 */
final class TestDispatchers {

    private TestDispatchers() {
    }

    /** A dispatcher whose daily limit ({@code null}: none), batch size and sender are these; every other setting as configured. */
    static OutboxDispatcher dispatcher(Clock clock, OutboxConfig config, MailConfig mailConfig, MailComposer composer,
            OutboxQueue queue, MailBudgets budgets, Integer dailyLimit, int batchSize, MailSender sender) {
        return dispatcher(clock, config, mailConfig, composer, queue, budgets, dailyLimit, batchSize, config.markEvery(), sender);
    }

    /** As above, and sent emails are marked {@code markEvery} at a time. */
    static OutboxDispatcher dispatcher(Clock clock, OutboxConfig config, MailConfig mailConfig, MailComposer composer,
            OutboxQueue queue, MailBudgets budgets, Integer dailyLimit, int batchSize, int markEvery, MailSender sender) {
        MailConfig limited = overriding(MailConfig.class, mailConfig, "dailyLimit",
                dailyLimit == null ? OptionalInt.empty() : OptionalInt.of(dailyLimit));
        OutboxConfig outbox = overriding(OutboxConfig.class, overriding(OutboxConfig.class, config, "batchSize", batchSize),
                "markEvery", markEvery);
        return new OutboxDispatcher(clock, outbox, limited, composer, sender, queue, new DailyBudget(limited, budgets),
                Arc.container().instance(MailStops.class).get(), Arc.container().instance(ReplyAddresses.class).get(),
                Arc.container().instance(MailMeters.class).get(), Arc.container().instance(ServingLoad.class).get());
    }

    /** A dispatcher in batches of {@code batchSize} that rests at {@code pace}; every other setting as configured. */
    static OutboxDispatcher paced(Clock clock, OutboxConfig config, MailConfig mailConfig, MailComposer composer, OutboxQueue queue,
            MailBudgets budgets, int batchSize, MailSender sender, OutboxPace pace) {
        return new OutboxDispatcher(clock, overriding(OutboxConfig.class, config, "batchSize", batchSize), mailConfig, composer, sender,
                queue, new DailyBudget(mailConfig, budgets), Arc.container().instance(MailStops.class).get(),
                Arc.container().instance(ReplyAddresses.class).get(), Arc.container().instance(MailMeters.class).get(), pace);
    }

    /** {@code settings}, but for the method named {@code name}, which answers {@code value}. */
    private static <T> T overriding(Class<T> type, T settings, String name, Object value) {
        return type.cast(Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type}, (proxy, method, args) -> {
            if (method.getName().equals(name)) {
                return value;
            }
            try {
                return method.invoke(settings, args);
            } catch (InvocationTargetException thrown) {
                throw thrown.getCause();
            }
        }));
    }
}
