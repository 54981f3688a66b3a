// The index dialect has one attribute, cmp_predicate.
"test.x"() {a = #index<foo>} : () -> ()
