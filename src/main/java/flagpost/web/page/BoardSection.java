package flagpost.web.page;

import flagpost.web.view.BoardView;
import io.quarkus.qute.EngineConfiguration;
import io.quarkus.qute.Expression;
import io.quarkus.qute.ResultNode;
import io.quarkus.qute.Scope;
import io.quarkus.qute.SectionHelper;
import io.quarkus.qute.SectionHelperFactory;
import java.util.List;
import java.util.concurrent.CompletionStage;
import java.util.function.Consumer;

/**
 * {@code {#board board=page.board /}}: a {@link BoardView}'s markup on the board pages (play, history, watch).
 *
 * <p>Why a section and not an expression ({@code {page.board.html}}): an expression's value becomes a String before it
 * is written, a copy of the board's 10,000 to 15,000 characters on every page view (after the page's own bytes, the
 * largest thing a play page allocated). This section writes the markup ({@link BoardView#markup()}) straight into the
 * page's UTF-8 bytes when the page is rendered by {@link Utf8Page}, and as a String only elsewhere. Every value in
 * the markup is escaped where it is written (BoardView).
 */
@EngineConfiguration
public class BoardSection implements SectionHelperFactory<BoardSection.Board> {

    private static final String BOARD = "board";

    @Override
    public List<String> getDefaultAliases() {
        return List.of(BOARD);
    }

    @Override
    public ParametersInfo getParameters() {
        return ParametersInfo.builder().addParameter(BOARD).build();
    }

    @Override
    public Scope initializeBlock(Scope previous, BlockInfo block) {
        if (block.isMainBlock()) {
            block.addExpression(BOARD, block.getParameter(BOARD));
        }
        return previous;
    }

    @Override
    public Board initialize(SectionInitContext context) {
        return new Board(context.getExpression(BOARD));
    }

    /** One {@code {#board}} of a template: the expression that gives its {@link BoardView}. */
    public static final class Board implements SectionHelper {

        private final Expression board;

        Board(Expression board) {
            this.board = board;
        }

        @Override
        public CompletionStage<ResultNode> resolve(SectionResolutionContext context) {
            return context.evaluate(board).thenApply(view -> new Markup((BoardView) view));
        }
    }

    /** The board's markup, written when the page is: straight into a {@link Utf8Page}, else as a String. */
    private static final class Markup extends ResultNode {

        private final BoardView board;

        Markup(BoardView board) {
            this.board = board;
        }

        @Override
        public void process(Consumer<String> consumer) {
            CharSequence markup = board.markup();
            if (consumer instanceof Utf8Page page) {
                page.append(markup);
            } else {
                consumer.accept(markup.toString());
            }
        }
    }
}
