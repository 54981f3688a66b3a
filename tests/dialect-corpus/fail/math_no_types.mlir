// The math dialect has no types.
%0 = "test.x"() : () -> !math.float
