package flagpost.web.view;

import flagpost.game.GameSummary;
import flagpost.game.WatchLinks;
import flagpost.links.LinkPurpose;
import flagpost.links.LinkService;
import flagpost.store.GameStatus;
import flagpost.web.wording.PlayBundle;
import flagpost.web.wording.PlayWords;
import flagpost.words.Language;
import flagpost.words.Times;

/**
 * The play page's "Spectators" card: the game's live watch link with who made it and the button that turns it off,
 * or the button that makes one.
 *
 * @param url          the live watch link, or null while there is none
 * @param madeBy       "Alice made it on …", or null
 * @param turnOnAction null for a game that did not take place: there is nothing to watch
 */
public record WatchCard(String url, String madeBy, String turnOnAction, String turnOffAction) {

    public static WatchCard of(Language language, WatchLinks.LiveLink live, GameSummary summary, String playToken, LinkService links) {
        String actions = LinkService.pathOf(LinkPurpose.PLAY) + playToken + "/watch-link";
        if (live == null) {
            boolean tookPlace = summary.status() != GameStatus.DECLINED && summary.status() != GameStatus.LAPSED;
            return new WatchCard(null, null, tookPlace ? actions : null, actions + "/off");
        }
        String url = links.baseUrl() + LinkService.pathOf(LinkPurpose.WATCH) + links.issueWatch(live.gameId(), live.epoch(), live.createdAt());
        PlayBundle words = PlayWords.of(language);
        String when = Times.when(language, live.createdAt());
        String madeBy = live.createdBy() == summary.seat() ? words.watchCardMadeByYou(when)
                : words.watchCardMadeBy(PageParts.nameOf(summary, live.createdBy()), when);
        return new WatchCard(url, madeBy, actions, actions + "/off");
    }
}
