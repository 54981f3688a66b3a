// ARGS: --allow-unregistered-dialect --no-implicit-module
// With --no-implicit-module the single top-level op is printed as-is, without a wrapping module.
"foo.top"() ({
  %0 = "foo.inner"() : () -> i32
  "foo.use"(%0) : (i32) -> ()
}) {attr = 1 : i32} : () -> ()
