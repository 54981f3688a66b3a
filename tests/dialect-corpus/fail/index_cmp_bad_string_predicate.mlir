// A predicate string that names no predicate.
%a = "test.a"() : () -> index
%0 = "index.cmp"(%a, %a) {pred = #index<cmp_predicate "xx">} : (index, index) -> i1
