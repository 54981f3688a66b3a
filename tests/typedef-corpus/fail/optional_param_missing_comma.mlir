// optional_param is `<` $a `,` $b ...: the comma is needed even when $a is given.
"foo.a"() : () -> !test.optional_param<5>
