// memref: alloca scope region args.
func.func @f(%v: f32) {
  "memref.alloca_scope"() ({
  ^bb0(%x: f32):
    "memref.alloca_scope.return"() : () -> ()
  }) : () -> ()
  return
}
