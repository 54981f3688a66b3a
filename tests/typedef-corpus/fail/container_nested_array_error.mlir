// An error deep inside arrays and dictionaries of attributes.
"foo.a"() {a = [1, {b = [#test.custom_anchor<>]}]} : () -> ()
