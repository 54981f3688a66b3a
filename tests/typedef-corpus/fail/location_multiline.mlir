// Errors inside a type written over several lines are located on the right line.
"foo.a"() : () -> !test.struct_capture_all<
    v0 = 0,
    v1 = 1,
    v2 = two,
    v3 = 3>
