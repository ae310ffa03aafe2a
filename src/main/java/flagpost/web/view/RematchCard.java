package flagpost.web.view;

import flagpost.game.Rematches;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.links.LinkToken;
import flagpost.store.SeatPage;
import flagpost.web.wording.PlayBundle;
import flagpost.web.wording.PlayWords;
import flagpost.words.Language;
import flagpost.words.Terms;
import flagpost.words.Times;

/**
 * What a play or history page says about rematches ({@code templates/tags/rematch.html}): the "Play again" button at
 * the end of a game, how a proposal stands, and links to the rematch and back to the game it replays. Every link is
 * issued for the page's own player, in the seat that player has in the linked game, with the page's link epoch (the
 * page's own link was just found current).
 *
 * @param playAgainPath where "Play again" posts; null where there is no button (history links cannot act)
 * @param offer         the words beside the button
 * @param standing      how the rematch stands, in words; null while none was proposed
 * @param nextPath      the rematch's page for this player now, or null
 * @param previousText  "Rematch of your game against Bob", or null when this game replays none
 * @param previousPath  that game's history for this player, or null
 */
public record RematchCard(String playAgainPath, String offer, String standing, String nextPath, String nextLabel, String previousText,
        String previousPath) {

    /**
     * The card of a page reached by {@code granted}; {@code finished} whether the game is over, so a rematch may be
     * proposed; {@code playToken} the page's play token when the page may show the button, else null. Null when there is
     * nothing to say.
     */
    public static RematchCard of(Language language, Rematches.Around around, boolean finished, String opponentName, LinkToken granted, String playToken,
            LinkService links) {
        PlayBundle words = PlayWords.of(language);
        String previousText = null;
        String previousPath = null;
        if (around.previous() != null) {
            Rematches.Linked previous = around.previous();
            previousText = words.rematchOf(previous.opponentName());
            previousPath = previous.page() == SeatPage.HISTORY ? path(LinkPurpose.HISTORY, previous, granted, links) : null;
        }
        Rematches.Linked next = around.next();
        if (next == null && (!finished || playToken == null)) {
            return previousText == null ? null : new RematchCard(null, null, null, null, null, previousText, previousPath);
        }
        String playAgainPath = playToken == null ? null : LinkService.pathOf(LinkPurpose.PLAY) + playToken + "/rematch";
        if (next == null) {
            return new RematchCard(playAgainPath, words.rematchOffer(opponentName),
                    null, null, null, previousText, previousPath);
        }
        String opponent = next.opponentName();
        String nextPath = next.page().purpose() == null ? null : path(next.page().purpose(), next, granted, links);
        return switch (next.standing()) {
            case PROPOSED_TO_YOU -> new RematchCard(playAgainPath, words.rematchAcceptsIt(), words.rematchProposedToYou(opponent,
                    Terms.colour(language, next.seat()), Times.when(language, next.openUntil())),
                    nextPath, words.rematchAcceptOrDecline(), previousText, previousPath);
            case PROPOSED_BY_YOU -> standing(words.rematchProposedByYou(opponent, Times.when(language, next.openUntil())), previousText,
                    previousPath);
            case DECLINED_BY_OPPONENT -> standing(words.rematchDeclinedByOpponent(opponent), previousText, previousPath);
            case DECLINED_BY_YOU -> standing(words.rematchDeclinedByYou(), previousText, previousPath);
            case LAPSED -> standing(words.rematchLapsed(), previousText, previousPath);
            case AGREED -> nextPath == null ? standing(words.rematchNeverStarted(), previousText, previousPath)
                    : new RematchCard(null, null, words.rematchOn(Terms.colour(language, next.seat())), nextPath,
                            switch (next.page()) {
                                case SETUP -> words.rematchGoSetup();
                                case PLAY -> words.rematchGoPlay();
                                default -> words.rematchGoHistory();
                            }, previousText, previousPath);
        };
    }

    private static RematchCard standing(String words, String previousText, String previousPath) {
        return new RematchCard(null, null, words, null, null, previousText, previousPath);
    }

    private static String path(LinkPurpose purpose, Rematches.Linked game, LinkToken granted, LinkService links) {
        // to the minute, like the page's other links (LinkService#issueOnPage)
        return LinkService.pathOf(purpose) + links.issueOnPage(purpose, game.gameId(), game.seat(), granted.epoch());
    }

    /** Whether the card speaks of a rematch that follows this game (rather than only of the game this one replays). */
    public boolean aboutNext() {
        return playAgainPath != null || standing != null;
    }
}
