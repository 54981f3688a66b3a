// The predicate attribute needs a keyword after its mnemonic.
"test.x"() {a = #index<"cmp_predicate">} : () -> ()
