package flagpost.web.page;

import flagpost.web.wording.PageBundle;
import flagpost.web.wording.PlayBundle;
import flagpost.words.WordBundle;
import io.quarkus.qute.CompletedStage;
import io.quarkus.qute.EngineConfiguration;
import io.quarkus.qute.Expression;
import io.quarkus.qute.ResultNode;
import io.quarkus.qute.SectionBlock;
import io.quarkus.qute.SectionHelper;
import io.quarkus.qute.SectionHelperFactory;
import io.quarkus.qute.TemplateException;
import io.quarkus.qute.TemplateInstance;
import io.quarkus.qute.TemplateNode;
import io.quarkus.qute.i18n.MessageBundle;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * {@code {#perlanguage}…{/perlanguage}}: markup whose words depend on nothing but the reader's language, rendered once
 * per language and then written as it is.
 *
 * <p>Why: Qute evaluates every expression of a page on every view, and each evaluation allocates (its context, its
 * result, a future); a play page's constant words (headings, buttons, labels, the legend) were most of the objects its
 * rendering made. Inside this section they cost one lookup a block.
 *
 * <p>What may stand inside, checked when the template is parsed, so that no page can show another reader's data: text,
 * and messages of the page bundles ({@code {play:drawHeading}}, {@code {page:layoutFooter}}, and {@code {locale:tag}})
 * whose parameters, if any, are literals ({@code {play:playAskMove('@from', '@to')}}). No data of the page, no other section, no tag.
 * The language is the template instance's locale ({@link TemplateInstance#setLocale}), which every page sets
 * ({@link HtmlResponses#html}).
 */
@EngineConfiguration
public class PerLanguageSection implements SectionHelperFactory<PerLanguageSection.Rendered> {

    /**
     * The namespaces that answer from the reader's language alone: the page bundles' messages, and {@code {locale:tag}}
     * (flagpost.web.wording.PageLocale).
     */
    private static final Set<String> WORD_NAMESPACES = Stream.concat(Stream.of(PlayBundle.class, PageBundle.class, WordBundle.class)
            .map(bundle -> bundle.getAnnotation(MessageBundle.class).value()), Stream.of("locale")).collect(Collectors.toUnmodifiableSet());

    /** The cache's key for an instance without a locale (Qute's default language then). */
    private static final Object NO_LOCALE = new Object();

    @Override
    public List<String> getDefaultAliases() {
        return List.of("perlanguage");
    }

    @Override
    public Rendered initialize(SectionInitContext context) {
        for (SectionBlock block : context.getBlocks()) {
            for (TemplateNode node : block.nodes) {
                requireSameForEveryReader(node);
            }
        }
        return new Rendered();
    }

    private static void requireSameForEveryReader(TemplateNode node) {
        if (node.isText()) {
            return;
        }
        if (node.isExpression() && isWordsOnly(node.asExpression().getExpressions().get(0))) {
            return;
        }
        throw new TemplateException("{#perlanguage} holds only text and messages with literal parameters, not "
                + node.getExpressions().stream().map(Expression::toOriginalString).toList() + " at " + node.getOrigin());
    }

    private static boolean isWordsOnly(Expression expression) {
        if (!expression.hasNamespace() || !WORD_NAMESPACES.contains(expression.getNamespace())) {
            return false;
        }
        for (Expression.Part part : expression.getParts()) {
            if (part.isVirtualMethod() && !part.asVirtualMethod().getParameters().stream().allMatch(Expression::isLiteral)) {
                return false;
            }
        }
        return true;
    }

    /** One {@code {#perlanguage}} block of one template, with what it rendered to in each language so far. */
    public static final class Rendered implements SectionHelper {

        private final Map<Object, CompletionStage<ResultNode>> byLocale = new ConcurrentHashMap<>();

        @Override
        public CompletionStage<ResultNode> resolve(SectionResolutionContext context) {
            Object locale = context.resolutionContext().getAttribute(TemplateInstance.LOCALE);
            Object key = locale == null ? NO_LOCALE : locale;
            CompletionStage<ResultNode> known = byLocale.get(key);
            if (known != null) {
                return known;
            }
            return context.execute().thenApply(result -> {
                StringBuilder markup = new StringBuilder();
                result.process(markup::append);
                ResultNode text = new Text(markup.toString());
                byLocale.putIfAbsent(key, CompletedStage.of(text));
                return text;
            });
        }
    }

    /** Markup already rendered (and escaped where its messages were). */
    private static final class Text extends ResultNode {

        private final String markup;

        Text(String markup) {
            this.markup = markup;
        }

        @Override
        public void process(Consumer<String> consumer) {
            consumer.accept(markup);
        }
    }
}
