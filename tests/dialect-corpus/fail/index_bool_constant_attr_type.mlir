// The value of index.bool.constant is a bool attribute.
%0 = "index.bool.constant"() {value = 1 : i64} : () -> i1
