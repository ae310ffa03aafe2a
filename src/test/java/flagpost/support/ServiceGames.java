package flagpost.support;

import flagpost.game.Invitations;
import flagpost.game.Players;
import flagpost.store.GameEntity;
import flagpost.store.MailMode;
import io.quarkus.narayana.jta.QuarkusTransaction;
import flagpost.game.Setups;
import flagpost.game.StartRequests;
import io.quarkus.arc.Arc;
import flagpost.game.NewGame;
import flagpost.game.SeatChoice;
import flagpost.rules.GameOptions;
import flagpost.rules.Setup;
import flagpost.rules.Side;
import flagpost.rules.Variant;
import java.util.UUID;

/** Shortcuts to bring a stored game to the point a test needs, through the real service. */
public final class ServiceGames {

    /** A legal Classic setup string, read from the owner's chair: flag and bombs at the back, Scouts in front. */
    public static final String CLASSIC_SETUP = "MBBBBBBEEE" + "EEFFFFGGGG" + "HHHHIIIJJK" + "LCDDDDDDDD";

    private ServiceGames() {
    }

    public static String uniqueEmail(String name) {
        return name + "-" + UUID.randomUUID() + "@example.com";
    }

    /** A game invited by Alice (Red) and accepted by Bob (Blue); both still to set up. */
    public static long acceptedGame(Variant variant, GameOptions options) {
        Invitations invitations = Arc.container().instance(Invitations.class).get();
        long id = invitations.create(new NewGame("Alice", uniqueEmail("alice"), uniqueEmail("bob"), variant, options,
                NewGame.DEFAULT_DAYS_PER_MOVE, SeatChoice.RED));
        invitations.accept(id, "Bob");
        return id;
    }

    /** A started game with these setups; Red is to move. */
    public static long startedGame(Variant variant, GameOptions options, Setup red, Setup blue) {
        long id = acceptedGame(variant, options);
        submitSetups(id, red, blue);
        return id;
    }

    /** Both setups of an accepted game, which starts it; Red is to move. */
    public static void submitSetups(long id, Setup red, Setup blue) {
        Setups setups = Arc.container().instance(Setups.class).get();
        setups.submit(id, Side.RED, red.toSetupString());
        setups.submit(id, Side.BLUE, blue.toSetupString());
    }

    /** A started Classic game where both sides use {@link #CLASSIC_SETUP}. */
    public static long startedClassicGame() {
        long id = acceptedGame(Variant.CLASSIC, GameOptions.DEFAULT);
        Setups setups = Arc.container().instance(Setups.class).get();
        setups.submit(id, Side.RED, CLASSIC_SETUP);
        setups.submit(id, Side.BLUE, CLASSIC_SETUP);
        return id;
    }

    /** Both players of the game choose {@code mode} (with the digest at 08:00 UTC), through the settings' own service. */
    public static void chooseMail(long gameId, MailMode mode) {
        Players players = Arc.container().instance(Players.class).get();
        players.setMail(playerId(gameId, Side.RED), mode, 8, "UTC");
        players.setMail(playerId(gameId, Side.BLUE), mode, 8, "UTC");
    }

    /** The id of the player in {@code seat} of the game. */
    public static long playerId(long gameId, Side seat) {
        return QuarkusTransaction.requiringNew().call(() -> GameEntity.findWithPlayers(gameId).player(seat).id);
    }

    /** The address of the player in {@code seat} of the game. */
    public static String emailOf(long gameId, Side seat) {
        return QuarkusTransaction.requiringNew().call(() -> GameEntity.findWithPlayers(gameId).player(seat).email);
    }

    /** Every stored move of the game, in order: the whole list, where the history page shows one page of it. */
    public static java.util.List<flagpost.rules.Move> storedMoves(long gameId) {
        return io.quarkus.narayana.jta.QuarkusTransaction.requiringNew().call(() -> flagpost.store.MoveEntity.<flagpost.store.MoveEntity>list(
                "gameId = ?1 order by ply", gameId).stream()
                .map(row -> flagpost.rules.Move.of(row.fromSquare, row.toSquare))
                .toList());
    }

    /**
     * A game of a new address against the computer at {@code level}, asked for on the form and confirmed from the
     * email, as a person starts one: in the setup, the computer's pieces placed. Returns its id.
     */
    public static long computerGame(flagpost.bot.Level level, Variant variant, SeatChoice personColour, String personEmail) {
        return computerGame(level, variant, personColour, personEmail, flagpost.words.Language.EN);
    }

    /** {@link #computerGame(flagpost.bot.Level, Variant, SeatChoice, String)} from a form read in {@code language}. */
    public static long computerGame(flagpost.bot.Level level, Variant variant, SeatChoice personColour, String personEmail,
            flagpost.words.Language language) {
        StartRequests starts = Arc.container().instance(StartRequests.class).get();
        starts.startAgainstComputer(new StartRequests.NewComputerGame("Alice", personEmail, level, variant, NewGame.DEFAULT_DAYS_PER_MOVE,
                personColour), language);
        long request = QuarkusTransaction.requiringNew().call(() -> ((Number) flagpost.store.PlayerEntity.getEntityManager()
                .createNativeQuery("select r.id from invitation_request r join player p on p.id = r.creator_id where p.email = :email "
                        + "order by r.id desc limit 1").setParameter("email", personEmail).getSingleResult()).longValue());
        return starts.confirm(request, language);
    }
}
