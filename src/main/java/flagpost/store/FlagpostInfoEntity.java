package flagpost.store;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;

/**
 * Key/value facts about the schema itself (table {@code flagpost_info}, migration V1). Mostly here so that
 * Hibernate's schema validation has something to validate from the first migration on.
 */
@Entity
@Table(name = "flagpost_info")
public class FlagpostInfoEntity extends PanacheEntityBase {

    @Id
    @Column(name = "key")
    public String key;

    @Column(name = "value", nullable = false)
    public String value;

    public static String valueOf(String key) {
        FlagpostInfoEntity row = findById(key);
        return row == null ? null : row.value;
    }
}
