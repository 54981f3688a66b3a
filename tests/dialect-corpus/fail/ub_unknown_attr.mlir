// The ub dialect has one attribute, poison.
"test.x"() {a = #ub.undef} : () -> ()
