package flagpost.web.filter;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.greaterThanOrEqualTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flagpost.game.ServingLoad;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Every request of the public port counts in the load the computer yields to, pages and refusals alike: after one, a
 * look at {@link ServingLoad} finds time served. (The end of the answer is counted once the response is written, maybe
 * a moment after the client read it, so the test looks until it shows, and fails if it never does.)
 */
@QuarkusTest
class RequestsServedTest {

    @Inject
    ServingLoad load;

    @Test
    void aPageAndARefusalEachCountInTheLoad() throws InterruptedException {
        load.perCore(); // a fresh window
        given().get("/").then().statusCode(200);
        assertTrue(servedSoon(), "the front page counted");

        load.perCore();
        given().get("/play/no-such-token").then().statusCode(greaterThanOrEqualTo(400));
        assertTrue(servedSoon(), "a refused link counted");
    }

    @Test
    void noRequestNoLoad() throws InterruptedException {
        load.perCore();
        Thread.sleep(1); // a window of some length
        assertEquals(0, load.perCore(), "no request since the last look");
    }

    private boolean servedSoon() throws InterruptedException {
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (System.nanoTime() < until) {
            if (load.perCore() > 0) {
                return true;
            }
            Thread.sleep(5);
        }
        return false;
    }
}
