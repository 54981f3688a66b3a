// `!test<...>` whose body does not start with a keyword: the generated parser asks for the
// mnemonic first (it said `unknown type!`).
"foo.x"() : () -> !test<"cmpnd_a<1, i32, []>">
