// The index dialect has no types.
%0 = "test.x"() : () -> !index<i64>
