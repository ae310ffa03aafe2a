package flagpost.web.api;

import flagpost.words.Language;
import flagpost.words.Sentence;
import jakarta.ws.rs.core.Response;

/**
 * A refusal the API answers with a JSON error ({@link ApiJson.Error}) and this status; see {@link ApiExceptionMappers}.
 * Its sentence is said in the reader's language ({@link #sentence(Language)}); {@link #getMessage()} is the English.
 */
final class ApiException extends RuntimeException {

    private final Response.Status status;
    private final String code;
    private final transient Sentence sentence;

    ApiException(Response.Status status, String code, Sentence sentence) {
        super(sentence.in(Language.EN), null, false, false);
        this.status = status;
        this.code = code;
        this.sentence = sentence;
    }

    Response.Status status() {
        return status;
    }

    String code() {
        return code;
    }

    String sentence(Language language) {
        return sentence.in(language);
    }
}
