// A single top-level builtin.module (custom form) is the top-level op itself.
module {
  %0 = "foo.a"() : () -> i32
  "foo.b"(%0) : (i32) -> ()
}
