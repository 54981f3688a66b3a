// A poison property holding another kind of attribute.
%0 = "ub.poison"() <{value = "x"}> : () -> i64
