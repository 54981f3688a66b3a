// ipowi needs all types to match.
%a, %b = "test.ab"() : () -> (index, i64)
%0 = "math.ipowi"(%a, %b) : (index, i64) -> index
