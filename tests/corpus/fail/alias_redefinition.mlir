// An alias can only be defined once.
#a = 1
#a = 2
"foo.a"() {a = #a} : () -> ()
