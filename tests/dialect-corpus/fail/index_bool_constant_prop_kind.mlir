// A bool property holding an integer of another width.
%0 = "index.bool.constant"() <{value = 1 : i64}> : () -> i1
