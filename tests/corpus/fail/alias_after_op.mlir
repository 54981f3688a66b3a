// Alias definitions must come before they are used.
"foo.a"() {a = #late} : () -> ()
#late = 1
