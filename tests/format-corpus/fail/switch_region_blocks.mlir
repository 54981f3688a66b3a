// Each case region of `switch_with_no_break` has one block.
%0 = "foo.op"() : () -> index
test.switch_with_no_break %0 case 1 {
  "foo.x"() : () -> ()
} case 2 {
}
