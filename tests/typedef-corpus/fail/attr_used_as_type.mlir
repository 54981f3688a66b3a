// A test attribute cannot stand where a type is expected.
"foo.a"() : () -> #test.smpla
