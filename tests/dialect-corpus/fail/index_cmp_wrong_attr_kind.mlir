// A full attribute in place of the predicate must be a predicate.
%a = "test.a"() : () -> index
%0 = index.cmp #arith.fastmath<fast>(%a, %a)
