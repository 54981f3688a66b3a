// The opaque spelling !test<...> reports the same unknown type at the mnemonic.
"foo.a"() : () -> !test<nonexistent<1>>
