// complex, tuple, none and function types (also as type attributes).
"foo.complex"() : () -> (complex<f32>, complex<f64>, complex<i8>, complex<bf16>)
"foo.tuple"() : () -> (tuple<>, tuple<i32>, tuple<i32, f32>, tuple<tuple<>, tuple<i1, none>>)
"foo.none"() : () -> none
"foo.fn"() {f0 = () -> (), f1 = (i32) -> i64, f2 = (i32, f32) -> (i1, i8)} : () -> ()
"foo.fn2"() {f3 = () -> (() -> ()), f4 = ((i32) -> i32) -> ((f32) -> f32), f5 = (tuple<>) -> none} : () -> ()
"foo.fn_result"() : () -> ((i32) -> (), tuple<(i1) -> i1>)
"foo.fn_single_paren"() {f6 = (i32) -> (i64), f7 = (i32) -> ((i64) -> i64), f8 = (i32) -> (i64, (i1) -> i1)} : () -> ()
