// 1e10 is not a float literal: float literals need a '.'.
"foo.a"() {a = 1e10 : f64} : () -> ()
