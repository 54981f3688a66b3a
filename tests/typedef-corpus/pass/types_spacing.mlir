// Spacing directives: ` ` and `\n` literals, `` (no space), and the space the printer puts
// between two custom directives. spaces prints a newline plus the current indentation.
"foo.a"() : () -> !test.spaces<5()()6>
"foo.b"() : () -> !test.spaces< 1
  ( ) ( ) 2 >
"foo.region"() ({
  "foo.c"() : () -> !test.spaces<3 () () 4>
}) : () -> ()
"foo.d"() : () -> !test.custom_type_spacing<1 2>
"foo.e"() : () -> !test.custom_type_spacing<-1    -2>
