// An unknown comparison predicate.
%a = "test.a"() : () -> index
%0 = index.cmp lt(%a, %a)
