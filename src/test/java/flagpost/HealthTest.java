package flagpost;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import flagpost.support.Management;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import java.net.URL;
import org.junit.jupiter.api.Test;

/** Health answers on the management interface, a port of its own, and never on the public one. */
@QuarkusTest
class HealthTest {

    @TestHTTPResource(value = "/q/health", management = true)
    URL health;

    @Test
    void healthIsUpWithTheDatabaseCheckUpOnTheManagementPort() {
        Management.given()
                .when().get("/q/health")
                .then()
                .statusCode(200)
                .body("status", equalTo("UP"))
                .body("checks.name", hasItem("Database connections health check"))
                .body("checks.find { it.name == 'Database connections health check' }.status", equalTo("UP"));
        Management.given().get("/q/health/ready").then().statusCode(200).body("status", equalTo("UP"));
        Management.given().get("/q/health/live").then().statusCode(200).body("status", equalTo("UP"));
    }

    @Test
    void theManagementPortIsAFreeOneApartFromThePublicPort() {
        assertEquals(health.getPort(), Management.base().getPort(), "both ways of finding the port agree");
        assertNotEquals(RestAssured.port, Management.base().getPort());
        assertNotEquals(9000, Management.base().getPort(), "tests take a free port, not the production default");
    }

    @Test
    void thePublicPortServesNoHealthAndNoMetrics() {
        for (String path : new String[] {"/q/health", "/q/health/ready", "/q/health/live", "/q/health/well", "/q/metrics"}) {
            given().get(path).then().statusCode(404);
        }
    }
}
