// The predicate attribute needs a keyword.
%a = "test.a"() : () -> index
%0 = "index.cmp"(%a, %a) {pred = #index<cmp_predicate>} : (index, index) -> i1
