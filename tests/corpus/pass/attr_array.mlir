// Array attributes: empty, nested, heterogeneous.
"foo.empty"() {a = []} : () -> ()
"foo.ints"() {a = [1, 2, 3], b = [1 : i8, 2 : i16, 3 : i32]} : () -> ()
"foo.nested"() {a = [[]], b = [[1], [2, [3]]], c = [[[[]]]]} : () -> ()
"foo.mixed"() {a = ["s", 1.5, i32, true, unit, @sym, {k = 1}, [0]]} : () -> ()
"foo.spaces"() {a = [  1 ,2,   3  ], b = [
  "multi",
  "line"
]} : () -> ()
"foo.elided"() {a = [1 : i64, 2.0 : f64, 3 : i32, 4.0 : f32, 5 : index], b = [[1 : i64]], c = [{k = 1 : i64}]} : () -> ()
