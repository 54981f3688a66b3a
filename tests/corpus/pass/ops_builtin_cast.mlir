// builtin.unrealized_conversion_cast in custom and generic form; printed generically.
%0 = "foo.src"() : () -> i32
%1 = builtin.unrealized_conversion_cast %0 : i32 to f32
%2:2 = builtin.unrealized_conversion_cast %0, %1 : i32, f32 to i64, i1
%3 = "builtin.unrealized_conversion_cast"(%1) : (f32) -> !foo.t
builtin.unrealized_conversion_cast to i8
%4 = unrealized_conversion_cast %3 : !foo.t to index
