// The predicate comes first.
%a = "test.a"() : () -> index
%0 = index.cmp (%a, %a)
