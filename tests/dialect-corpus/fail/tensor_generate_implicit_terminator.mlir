// tensor: generate implicit terminator.
func.func @f(%n: index, %v: f32) {
  %0 = tensor.generate %n {
    ^bb0(%i: index):
      %x = arith.addf %v, %v : f32
    } : tensor<?xf32>
  return
}
