// Properties of each kind bound in the format (integers without their type, arrays stripped);
// `prop-dict`: properties not bound in the format, after a bound attribute; an op without
// properties (`prop-dict` prints a space); segment sizes of operands and results left out of
// `prop-dict`; default-valued attribute and properties anchoring groups (one with an else
// group) and left out when equal to their defaults.
%i64 = "foo.op"() : () -> (i64)
test.with_properties a = 32, b = "foo", c = "bar", flag = true, array = [1, 2, 3, 4], array32 = [5, 6] {x}
test.with_properties a = -1, b = "", c = "", flag = false, array = [], array32 = []
"test.with_properties"() <{a = 2 : i64, array = array<i64: 7>, array32 = array<i32: 8, 9>, b = "b", c = "c", flag = true}> : () -> ()
test.with_properties_and_attr 1 <{rhs = 2 : i64}>
test.with_properties_and_attr -7 <{rhs = 2}> {x}
"test.with_properties_and_attr"() <{lhs = 3 : i32, rhs = 4 : i64}> {y} : () -> ()
test.empty_properties
test.empty_properties {a}
%v:3 = test.variadic_segment_prop  : : i64 : i64, i64 end
%w:2 = test.variadic_segment_prop %i64, %i64 : %i64 : i64 : i64 end
%u:3 = test.variadic_segment_prop %i64 : : i64, i64 : i64 {q} end
test.with_default_valued_properties na
test.with_default_valued_properties 1 "foo" 2 unit
test.with_default_valued_properties 0 "" -1
test.with_default_valued_properties na "s" {z}
test.with_default_valued_properties 5 7
"test.with_default_valued_properties"() <{a = 0 : i32, b = "", c = -1 : i32}> : () -> ()
"test.with_default_valued_properties"() : () -> ()
