// attr_with_type's second parameter is a type; an attribute is not accepted.
"foo.a"() {a = #test.attr_with_type<i32, #test.smpla>} : () -> ()
