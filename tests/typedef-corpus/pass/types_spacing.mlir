// Spacing directives of spaces (`<` ` ` $a `\n` `(` `)` `` `(` `)` $b `>`): the `\n` literal
// prints a newline plus the current indentation; input whitespace does not matter.
"foo.a"() : () -> !test.spaces<5()()6>
"foo.b"() : () -> !test.spaces< 1
  ( ) ( ) 2 >
"foo.region"() ({
  "foo.c"() : () -> !test.spaces<3 () () 4>
}) : () -> ()
