// Dense elements need a shaped type (tensor/vector/memref).
"foo.a"() {a = dense<1> : i32} : () -> ()
