// The math dialect has no attributes.
"test.x"() {a = #math.fastmath<fast>} : () -> ()
