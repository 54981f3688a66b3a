// conditional_alias holds a string attribute; another attribute kind is rejected.
"foo.a"() {a = #test.conditional_alias<#test.smpla>} : () -> ()
