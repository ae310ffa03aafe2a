package flagpost.web.api;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.type.LogicalType;
import io.quarkus.jackson.ObjectMapperCustomizer;
import jakarta.inject.Singleton;
import java.util.List;

/**
 * The API reads only bodies that mean one thing: a key given twice, a second value after the body, a fraction
 * where a whole number belongs, or any value of the wrong type (a string for the ply, a number for the move) is
 * refused (400, {@link ApiExceptionMappers}) instead of being read one way or another.
 * Jackson's defaults would take the last of two keys (or fail inside the binding), ignore what follows the body,
 * round 0.5 down to 0, and read {@code "7"} as the number 7 or {@code 45} as the text "45".
 */
@Singleton
public class ApiJsonStrictness implements ObjectMapperCustomizer {

    @Override
    public void customize(ObjectMapper mapper) {
        mapper.enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
        mapper.enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
        mapper.disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT);
        // A value of the wrong type is refused, not converted: "7" is not a ply, and 45 or true is not a move's text.
        for (LogicalType number : List.of(LogicalType.Integer, LogicalType.Float)) {
            mapper.coercionConfigFor(number).setCoercion(CoercionInputShape.String, CoercionAction.Fail)
                    .setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail)
                    .setCoercion(CoercionInputShape.EmptyString, CoercionAction.Fail);
        }
        mapper.coercionConfigFor(LogicalType.Boolean).setCoercion(CoercionInputShape.String, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.Integer, CoercionAction.Fail);
        mapper.coercionConfigFor(LogicalType.Textual).setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.Float, CoercionAction.Fail).setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail);
    }
}
