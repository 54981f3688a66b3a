// Declarative formats of attributes: params, typed parameters (IntegerType, any Type),
// an optional signed integer, and attr_with_format's struct and arrays (note the
// printed spacing of its attribute array).
"foo.a"() {a = #test.attr_params<1, 2>, b = #test.attr_params<-2147483648, 2147483647>} : () -> ()
"foo.b"() {c = #test.attr_with_type<i32, vector<4xf32>>, d = #test.attr_with_type<ui8, !test.smpla>} : () -> ()
"foo.c"() {e = #test.attr_with_optional_signed<>, f = #test.attr_with_optional_signed<-9223372036854775808>} : () -> ()
"foo.d"() {j = #test.attr_with_format<2 : four = [1,2], two = "x" : 42 : i16 : 7 : [1, -2], [1 : i8, 2]>} : () -> ()
"foo.e"() {k = #test.attr_with_format<1 : two = "y", four = [9] : -1 : i8 : 0 : [3], [ 5 : i64 ]>} : () -> ()
