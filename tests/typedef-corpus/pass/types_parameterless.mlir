// Parameterless types print as their bare mnemonic: results, operands, block arguments.
%0 = "foo.make"() : () -> !test.smpla
%1 = "foo.make"() : () -> !test.i32
%2:3 = "foo.make"() : () -> (!test.memref_element, !test.smpla, i32)
"foo.use"(%0, %1) : (!test.smpla, !test.i32) -> ()
"foo.region"() ({
^bb0(%a: !test.smpla, %b: !test.memref_element):
  "foo.use"(%a, %b) : (!test.smpla, !test.memref_element) -> ()
}) : () -> ()
"foo.attr"() {t = !test.smpla, u = [!test.i32, i32]} : () -> ()
// A `<...>` body after a parameterless mnemonic is accepted and ignored.
"foo.ignored"() {a = #test.smpla<>, b = #test.smpla<1, x>} : () -> (!test.smpla<>, !test.i32<"anything">)
