// index.cmp needs its predicate.
%a = "test.a"() : () -> index
%0 = "index.cmp"(%a, %a) : (index, index) -> i1
