// The predicate given in the attribute dictionary must be a predicate.
%a = "test.a"() : () -> index
%0 = index.cmp slt(%a, %a) {pred = 1 : i32}
