// All parts of a generic operation, in order:
// results = "name"(operands)[successors] <{properties}> (regions) {attributes} : type loc(...)
"foo.parent"() ({
^bb0(%arg: i32):
  %r:2 = "foo.everything"(%arg, %arg)[^bb1, ^bb2] <{p = 1 : i8}> ({
    "foo.in_region"() : () -> ()
  }, {
  ^bb0(%x: f32):
    "foo.in_region2"(%x) : (f32) -> ()
  }) {a = 2 : i8, z = "last"} : (i32, i32) -> (i1, i64) loc("everything.c":1:1)
^bb1:
  "foo.use"(%r#1) : (i64) -> ()
^bb2:
  "foo.use"(%r#0) : (i1) -> ()
}) : () -> ()
