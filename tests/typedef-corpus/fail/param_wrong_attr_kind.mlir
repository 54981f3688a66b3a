// cmpnd_nested's parameter must be a cmpnd_a attribute.
"foo.a"() {a = #test.cmpnd_nested<nested = #test.smpla>} : () -> ()
