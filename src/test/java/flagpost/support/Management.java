package flagpost.support;

import io.quarkus.test.common.http.TestHTTPResourceManager;
import io.restassured.RestAssured;
import io.restassured.specification.RequestSpecification;
import java.net.URI;

/**
 * The running test application's management interface (health and metrics), on a free port of its own
 * ({@code %test.quarkus.management.test-port=0}); the public port, rest-assured's default, does not serve them.
 */
public final class Management {

    private Management() {
    }

    /** Where the management interface answers, e.g. {@code http://localhost:41234}. */
    public static URI base() {
        return URI.create(TestHTTPResourceManager.getManagementUri());
    }

    /** rest-assured aimed at the management interface: {@code Management.given().get("/q/health/ready")}. */
    public static RequestSpecification given() {
        URI base = base();
        return RestAssured.given().baseUri(base.getScheme() + "://" + base.getHost()).port(base.getPort());
    }
}
