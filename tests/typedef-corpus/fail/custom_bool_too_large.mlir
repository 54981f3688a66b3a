// custom_anchor's custom directive parses a bool-sized integer.
"foo.a"() {a = #test.custom_anchor<1, 5>} : () -> ()
