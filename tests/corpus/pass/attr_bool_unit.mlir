// Boolean and unit attributes; a bare key in a dictionary is a unit attribute.
"foo.bools"() {t = true, f = false} : () -> ()
"foo.unit"() {flag, other = unit} : () -> ()
"foo.mixed"() {a, b = true, c, d = false} : () -> ()
"foo.nested"() {arr = [true, false, unit], dict = {x, y = false}} : () -> ()
