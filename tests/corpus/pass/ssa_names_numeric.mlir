// Decimal SSA names: leading zeros make distinct names, huge numbers are fine, forward uses
// of numbered names resolve.
"test.func"() ({
  %0 = "foo.a"() : () -> i32
  %00 = "foo.b"() : () -> i64
  %16777215 = "foo.c"() : () -> i8
  %16777216 = "foo.d"() : () -> i16
  %99999999999 = "foo.e"() : () -> f32
  %7:2 = "foo.f"() : () -> (i1, i1)
  "foo.use"(%0, %00, %16777215, %16777216, %99999999999, %7#1, %5) : (i32, i64, i8, i16, f32, i1, index) -> ()
  %5 = "foo.late"() : () -> index
}) : () -> ()
