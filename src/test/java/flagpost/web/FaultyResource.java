package flagpost.web;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;

/** A page and an API call that fail as a bug of ours would, for the tests of what a fault answers and logs. */
@Path("/")
public class FaultyResource {

    @GET
    @Path("test-fault/{token}")
    public String page(@PathParam("token") String token) {
        throw new IllegalStateException("a fault planted by the test");
    }

    @GET
    @Path("api/test-fault/{token}")
    public String api(@PathParam("token") String token) {
        throw new IllegalStateException("a fault planted by the test");
    }
}
