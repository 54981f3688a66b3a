// cmpnd_nested writes `nested = ...`; the `=` literal is missing.
"foo.a"() {a = #test.cmpnd_nested<nested <1, i8, []>>} : () -> ()
