package flagpost.rules;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** A tiny persistent list: prepending shares the tail, so immutable game states can grow histories in O(1). */
final class Chain<T> {

    private static final Chain<Object> EMPTY = new Chain<>(null, null, 0);

    private final T head;
    private final Chain<T> tail;
    private final int size;

    private Chain(T head, Chain<T> tail, int size) {
        this.head = head;
        this.tail = tail;
        this.size = size;
    }

    @SuppressWarnings("unchecked")
    static <T> Chain<T> empty() {
        return (Chain<T>) EMPTY;
    }

    Chain<T> prepend(T value) {
        return new Chain<>(value, this, size + 1);
    }

    int size() {
        return size;
    }

    boolean isEmpty() {
        return size == 0;
    }

    T head() {
        return head;
    }

    Chain<T> tail() {
        return tail;
    }

    /** Oldest first. */
    List<T> toList() {
        List<T> list = new ArrayList<>(size);
        for (Chain<T> node = this; node.size > 0; node = node.tail) {
            list.add(node.head);
        }
        Collections.reverse(list);
        return Collections.unmodifiableList(list);
    }
}
