// index.cmp returns i1.
%a = "test.a"() : () -> index
%0 = "index.cmp"(%a, %a) <{pred = #index<cmp_predicate eq>}> : (index, index) -> i32
