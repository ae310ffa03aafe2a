package flagpost.web;

import jakarta.ws.rs.core.Response;

/** A refusal the API answers with a JSON error ({@link ApiJson.Error}) and this status; see {@link ApiExceptionMappers}. */
final class ApiException extends RuntimeException {

    private final Response.Status status;
    private final String code;

    ApiException(Response.Status status, String code, String message) {
        super(message, null, false, false);
        this.status = status;
        this.code = code;
    }

    Response.Status status() {
        return status;
    }

    String code() {
        return code;
    }
}
