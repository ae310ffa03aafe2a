package flagpost.web;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.jackson.ObjectMapperCustomizer;
import jakarta.inject.Singleton;

/**
 * The API reads only bodies that mean one thing: a key given twice, a second value after the body, or a fraction
 * where a whole number belongs is refused (400, {@link ApiExceptionMappers}) instead of being read one way or another.
 * Jackson's defaults would take the last of two keys (or fail inside the binding), ignore what follows the body, and
 * round 0.5 down to 0.
 */
@Singleton
public class ApiJsonStrictness implements ObjectMapperCustomizer {

    @Override
    public void customize(ObjectMapper mapper) {
        mapper.enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
        mapper.enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
        mapper.disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT);
    }
}
