// Operands and results: single, multiple, result groups, %x#N uses.
%a = "foo.one"() : () -> i32
%b:3 = "foo.three"() : () -> (i32, f32, index)
%c, %d = "foo.two"() : () -> (i8, i16)
%e:2, %f = "foo.grouped"() : () -> (i1, i1, i64)
"foo.use"(%a, %b#0, %b#1, %b#2) : (i32, i32, f32, index) -> ()
"foo.use2"(%c, %d, %e#1, %f) : (i8, i16, i1, i64) -> ()
"foo.repeat"(%a, %a, %a) : (i32, i32, i32) -> ()
%g = "foo.chain"(%a) : (i32) -> i32
%h = "foo.chain"(%g) : (i32) -> i32
"foo.none"() : () -> ()
%p = "foo.paren_result"() : () -> (i32)
"foo.forward_use"(%later, %later2#1) : (i32, f32) -> ()
%later = "foo.def"() : () -> i32
%later2:2 = "foo.def2"() : () -> (f32, f32)
%1 = "foo.numeric_name"() : () -> i32
%0 = "foo.numeric_name"(%1) : (i32) -> i32
