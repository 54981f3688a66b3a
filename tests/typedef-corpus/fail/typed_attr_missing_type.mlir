// A `:` after a typed attribute must be followed by a type.
"foo.a"() {a = #test.attr_self_type_format<5> :} : () -> ()
