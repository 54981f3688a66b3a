// attr_params takes exactly two integers.
"foo.a"() {a = #test.attr_params<1, 2, 3>} : () -> ()
