// The value of index.constant is an index attribute.
%0 = "index.constant"() {value = 1 : i64} : () -> index
