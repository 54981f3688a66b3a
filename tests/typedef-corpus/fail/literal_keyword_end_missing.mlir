// attr_ugly is `begin $attr end`; `end` is missing.
"foo.a"() {a = #test<attr_ugly begin 5>} : () -> ()
