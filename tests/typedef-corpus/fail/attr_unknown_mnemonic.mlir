// No attribute of the registered test dialect is called `nonexistent`.
"foo.a"() {a = #test.nonexistent<1, 2>} : () -> ()
