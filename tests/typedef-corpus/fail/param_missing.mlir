// attr_params needs two integers.
"foo.a"() {a = #test.attr_params<1>} : () -> ()
