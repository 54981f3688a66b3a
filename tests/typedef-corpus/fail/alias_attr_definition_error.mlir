// An error inside an attribute alias definition.
#bad = #test.iterator_type<sideways>
"foo.a"() {a = #bad} : () -> ()
