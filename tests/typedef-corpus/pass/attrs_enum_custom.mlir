// An EnumAttr with format `<` $value `>` (iterator_type: keyword or string on input), a custom
// directive anchoring an optional group (custom_anchor: integer in, true/false out), and a
// custom directive that prints a string as a keyword or as an alias (conditional_alias).
"foo.a"() {a = #test.iterator_type<parallel>, b = #test.iterator_type<reduction>, c = #test.iterator_type<"parallel">} : () -> ()
"foo.b"() {d = #test.custom_anchor<1>, e = #test.custom_anchor<-3, 0>, f = #test.custom_anchor<2, 1>, g = #test.custom_anchor<0, true>} : () -> ()
"foo.c"() {h = #test.conditional_alias<hello>, i = #test.conditional_alias<"also_a_keyword">} : () -> ()
