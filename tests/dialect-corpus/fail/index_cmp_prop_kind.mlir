// A predicate property holding another kind of attribute.
%a = "test.a"() : () -> index
%0 = "index.cmp"(%a, %a) <{pred = 1 : i32}> : (index, index) -> i1
